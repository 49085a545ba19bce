import { useState, type FormEvent } from 'react';
import { messages } from '@shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useChangePassword, WrongPasswordError } from './api.ts';

/** The identity layer's rule (OWASP ASVS 5): long enough, not common; no composition rules. */
const minLength = 8;
const maxLength = 128;
const weakCodes = new Set(['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_COMMON']);

type Errors = { currentPassword?: string; newPassword?: string; form?: string };

export function PasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (!currentPassword) found.currentPassword = 'Please enter your current password.';
    if (newPassword.length < minLength || newPassword.length > maxLength) found.newPassword = messages.signup.weakPassword;
    else if (newPassword === currentPassword) found.newPassword = 'Please choose a password different from your current one.';
    setErrors(found);
    if (found.currentPassword || found.newPassword) {
      document.querySelector<HTMLInputElement>(`[name="${found.currentPassword ? 'currentPassword' : 'newPassword'}"]`)?.focus();
      return;
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          toast({
            title: 'Password changed',
            description: 'Use your new password from now on. Any other devices were signed out.',
            variant: 'success',
          });
        },
        onError: (error) => {
          if (error instanceof WrongPasswordError) setErrors({ currentPassword: 'That password is not right. Please try again.' });
          else if (error instanceof ApiError && weakCodes.has(error.code ?? '')) setErrors({ newPassword: messages.signup.weakPassword });
          else if (error instanceof ApiError && error.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
            setErrors({ form: 'You sign in with Google, so there is no Storyloom password to change.' });
          } else if (error instanceof ApiError && error.status === 429) setErrors({ form: messages.passwordReset.tooManyRequests });
          else setErrors({ form: 'We could not change your password just now. Please try again.' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-md">
      <InputField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        error={errors.currentPassword}
      />
      <InputField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        maxLength={maxLength}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={errors.newPassword}
        hint="At least 8 characters. A few unrelated words make a password that is strong and easy to remember."
      />
      {errors.form && (
        <p role="alert" className="font-medium text-danger">
          {errors.form}
        </p>
      )}
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
