import { useState, type FormEvent } from 'react';
import { messages } from '@shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useChangeEmail, WrongPasswordError } from './api.ts';

/**
 * The address a change is waiting on, so the page the emailed link returns to can say whether the
 * change is finished. Kept on this device only, and removed once the change is done.
 */
export const pendingEmailKey = 'storyloom-pending-email';

type Errors = { newEmail?: string; password?: string; form?: string };

function validate(newEmail: string, password: string, currentEmail: string): Errors {
  const errors: Errors = {};
  const email = newEmail.trim().toLowerCase();
  if (!email.includes('@') || email.length > 254) errors.newEmail = messages.login.invalidEmail;
  else if (email === currentEmail.toLowerCase()) errors.newEmail = 'That is already your email address.';
  if (!password) errors.password = 'Please enter your current password.';
  return errors;
}

/** New sign-in address: re-enter the password, then confirm from the new inbox. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = useChangeEmail();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(newEmail, password, currentEmail);
    setErrors(found);
    if (found.newEmail || found.password) {
      document.querySelector<HTMLInputElement>(`[name="${found.newEmail ? 'newEmail' : 'currentPassword'}"]`)?.focus();
      return;
    }
    const email = newEmail.trim().toLowerCase();
    change.mutate(
      { newEmail: email, password },
      {
        onSuccess: () => {
          localStorage.setItem(pendingEmailKey, email);
          setSentTo(email);
          setPassword('');
          setNewEmail('');
        },
        onError: (error) => {
          if (error instanceof WrongPasswordError) setErrors({ password: 'That password is not right. Please try again.' });
          else if (error instanceof ApiError && error.status === 429) setErrors({ form: messages.passwordReset.tooManyRequests });
          else if (error instanceof ApiError && error.status === 400) setErrors({ newEmail: messages.login.invalidEmail });
          else setErrors({ form: 'We could not start the change just now. Please try again.' });
        },
      },
    );
  };

  if (sentTo) {
    return (
      <Notice
        tone="success"
        role="status"
        title={`Check the inbox of ${sentTo}`}
        actions={
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            Use a different address
          </Button>
        }
      >
        <p>
          We sent a confirmation link to your <strong className="text-fg">new</strong> address. Open it there to finish
          the change; if we ask you to confirm once more, a second link follows to the same inbox. Until then you keep
          signing in with {currentEmail}.
        </p>
      </Notice>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <InputField
        label="New email address"
        name="newEmail"
        type="email"
        autoComplete="email"
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
        error={errors.newEmail}
        hint="We send a confirmation link to this new address. Your sign-in address changes only after you open it."
      />
      <InputField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        hint="So that only you can move your account to another address."
      />
      {errors.form && (
        <p role="alert" className="font-medium text-danger">
          {errors.form}
        </p>
      )}
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Sending…' : 'Send confirmation link'}
        </Button>
      </div>
    </form>
  );
}
