import { useEffect, useState } from 'react';
import { isEmailAddress } from '@shared/email.ts';
import { messages } from '@shared/messages.ts';
import { InputField } from '../../../components/ui/field.tsx';
import { FormError, SubmitButton } from '../../../components/ui/form-parts.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/form.ts';
import { identityApi } from '../identity-api.ts';

/** Long enough that an email can arrive before the parent asks again. */
export const resendCooldownSeconds = 60;

function useCountdown(startAt: number) {
  const [left, setLeft] = useState(startAt);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

function resendErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return messages.passwordReset.tooManyRequests;
  if (error instanceof ApiError && (error.code === 'INVALID_EMAIL' || error.code === 'VALIDATION_ERROR')) {
    return messages.signup.invalidEmail;
  }
  return 'We couldn’t send the email just now. Please try again in a moment.';
}

/**
 * Sends the confirmation email again, then waits a minute before offering another. Without a known
 * address (a signed-out visitor with an old link) it asks for one.
 */
export function ResendVerification({
  email,
  justSent = false,
  primary = true,
}: {
  email: string | null;
  justSent?: boolean;
  /** False where another action on the page matters more. */
  primary?: boolean;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alreadyConfirmed, setAlreadyConfirmed] = useState(false);
  const [secondsLeft, setSecondsLeft] = useCountdown(justSent ? resendCooldownSeconds : 0);
  const form = useForm({
    initialValues: { email: '' },
    validate: (values) => {
      const address = (email ?? values.email).trim();
      return isEmailAddress(address) ? { ok: true, data: address } : { ok: false, errors: { email: messages.signup.invalidEmail } };
    },
    onSubmit: async (address) => {
      await identityApi.sendVerificationEmail(address);
      setSentTo(address);
      setSecondsLeft(resendCooldownSeconds);
    },
    onError: (caught, api) => {
      if (caught instanceof ApiError && caught.code === 'EMAIL_ALREADY_VERIFIED') setAlreadyConfirmed(true);
      else api.setFormError(resendErrorMessage(caught));
    },
  });

  const waiting = secondsLeft > 0;
  return (
    <form {...form.formProps} className="grid gap-4" aria-label="Send the confirmation email again">
      {sentTo && (
        <Notice tone="success" role="status">
          A new confirmation link is on its way to <strong className="break-words">{sentTo}</strong>.
        </Notice>
      )}
      {alreadyConfirmed && (
        <Notice tone="success" role="status">
          Good news: this email address is already confirmed.
        </Notice>
      )}
      <FormError message={form.formError} />
      {!email && (
        <InputField
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('email')}
        />
      )}
      <div>
        <SubmitButton pending={form.pending} pendingLabel="Sending…" variant={primary ? 'primary' : 'secondary'} disabled={waiting}>
          Send the email again
        </SubmitButton>
        {waiting && (
          <p className="mt-2 text-sm text-fg-muted">
            You can ask for another in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.
          </p>
        )}
      </div>
    </form>
  );
}
