import { useState, type FormEvent } from 'react';
import { messages } from '@shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { resetErrorMessage } from '../error-messages.ts';
import { identityApi } from '../identity-api.ts';
import { Notice, textButtonClasses } from './auth-page.tsx';
import { looksLikeEmail } from './login-form.tsx';

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so the
 * form cannot be used to find out who uses Storyloom.
 */
export function ForgotPasswordForm({ initialEmail = '', onBack }: { initialEmail?: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!looksLikeEmail(email)) {
      setFieldError(messages.passwordReset.invalidEmail);
      document.querySelector<HTMLElement>('[name="reset-email"]')?.focus();
      return;
    }
    setFieldError(undefined);
    setPending(true);
    try {
      await identityApi.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setFormError(resetErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  if (sentTo) {
    return (
      <div className="grid gap-5">
        <Notice tone="success">
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
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Reset your password">
      {formError && <Notice tone="error">{formError}</Notice>}
      <InputField
        label="Email address"
        name="reset-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
        hint="We’ll email you a link to choose a new password."
      />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? 'Sending…' : 'Send reset link'}
      </Button>
      <div className="text-center">
        <button type="button" className={textButtonClasses} onClick={onBack}>
          Back to log in
        </button>
      </div>
    </form>
  );
}
