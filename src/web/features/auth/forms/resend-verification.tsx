import { useEffect, useState, type FormEvent } from 'react';
import { messages } from '@shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { identityApi } from '../identity-api.ts';
import { Notice } from './auth-page.tsx';
import { looksLikeEmail } from './login-form.tsx';

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
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alreadyConfirmed, setAlreadyConfirmed] = useState(false);
  const [pending, setPending] = useState(false);
  const [secondsLeft, setSecondsLeft] = useCountdown(justSent ? resendCooldownSeconds : 0);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = (email ?? typed).trim();
    if (!looksLikeEmail(address)) {
      setFieldError(messages.signup.invalidEmail);
      return;
    }
    setFieldError(undefined);
    setError(null);
    setPending(true);
    try {
      await identityApi.sendVerificationEmail(address);
      setSentTo(address);
      setSecondsLeft(resendCooldownSeconds);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'EMAIL_ALREADY_VERIFIED') setAlreadyConfirmed(true);
      else setError(resendErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  const waiting = secondsLeft > 0;
  return (
    <form noValidate onSubmit={send} className="grid gap-4" aria-label="Send the confirmation email again">
      {sentTo && (
        <Notice tone="success">
          A new confirmation link is on its way to <strong className="break-words">{sentTo}</strong>.
        </Notice>
      )}
      {alreadyConfirmed && <Notice tone="success">Good news: this email address is already confirmed.</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      {!email && (
        <InputField
          label="Email address"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={fieldError}
        />
      )}
      <div>
        <Button type="submit" variant={primary ? 'primary' : 'secondary'} disabled={pending || waiting}>
          {pending ? 'Sending…' : 'Send the email again'}
        </Button>
        {waiting && (
          <p className="mt-2 text-sm text-fg-muted">
            You can ask for another in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.
          </p>
        )}
      </div>
    </form>
  );
}
