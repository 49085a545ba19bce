import { useState } from 'react';
import { isEmailAddress } from '@shared/email.ts';
import { messages } from '@shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { FormError, SubmitButton } from '../../../components/ui/form-parts.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useForm } from '../../../lib/form.ts';
import { resetErrorMessage } from '../error-messages.ts';
import { identityApi } from '../identity-api.ts';
import { textButtonClasses } from './auth-page.tsx';

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so the
 * form cannot be used to find out who uses Storyloom.
 */
export function ForgotPasswordForm({ initialEmail = '', onBack }: { initialEmail?: string; onBack: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { 'reset-email': initialEmail },
    validate: (values) =>
      isEmailAddress(values['reset-email'])
        ? { ok: true, data: values['reset-email'].trim() }
        : { ok: false, errors: { 'reset-email': messages.passwordReset.invalidEmail } },
    onSubmit: async (email) => {
      await identityApi.requestPasswordReset(email);
      setSentTo(email);
    },
    onError: (error, api) => api.setFormError(resetErrorMessage(error)),
  });

  if (sentTo) {
    return (
      <div className="grid gap-5">
        <Notice tone="success" role="status">
          If there is a Storyloom account for <strong className="break-words">{sentTo}</strong>, a link to choose a new
          password is on its way.
        </Notice>
        <p className="text-fg-muted">
          The link works for one hour. If nothing arrives in a few minutes, check your spam or promotions folder, or
          make sure this is the address you signed up with.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={onBack}>Back to log in</Button>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            Use a different address
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form {...form.formProps} className="grid gap-5" aria-label="Reset your password">
      <FormError message={form.formError} />
      <InputField
        label="Email address"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('reset-email')}
        hint="We’ll email you a link to choose a new password."
      />
      <SubmitButton pending={form.pending} pendingLabel="Sending…" size="lg" className="w-full">
        Send reset link
      </SubmitButton>
      <div className="text-center">
        <button type="button" className={textButtonClasses} onClick={onBack}>
          Back to log in
        </button>
      </div>
    </form>
  );
}
