import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { resetErrorMessage } from '../error-messages.ts';
import { identityApi } from '../identity-api.ts';
import { Notice } from './auth-page.tsx';
import { passwordLength, PasswordField } from './password-field.tsx';

/** Choosing a new password from the emailed link (/login?mode=reset&token=…). */
export function ResetPasswordForm({
  token,
  onDone,
  onLinkExpired,
}: {
  token: string;
  onDone: () => void;
  onLinkExpired: () => void;
}) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (password.length < passwordLength.min) {
      setFieldError(`Please use at least ${passwordLength.min} characters.`);
      document.querySelector<HTMLElement>('[name="new-password"]')?.focus();
      return;
    }
    setFieldError(undefined);
    setPending(true);
    try {
      await identityApi.resetPassword(token, password);
      onDone();
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
        onLinkExpired();
        return;
      }
      setFormError(resetErrorMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Choose a new password">
      {formError && <Notice tone="error">{formError}</Notice>}
      <PasswordField
        label="New password"
        name="new-password"
        autoComplete="new-password"
        maxLength={passwordLength.max}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError}
        hint={`At least ${passwordLength.min} characters. A few unrelated words make a strong, memorable password.`}
      />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}
