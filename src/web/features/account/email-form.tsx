import { useState } from 'react';
import { emailMaxLength, isEmailAddress } from '@shared/email.ts';
import { messages } from '@shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { FormError, SubmitButton } from '../../components/ui/form-parts.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useForm, type FieldErrors } from '../../lib/form.ts';
import { useChangeEmail, WrongPasswordError } from './api.ts';

/**
 * The address a change is waiting on, so the page the emailed link returns to can say whether the
 * change is finished. Kept on this device only, and removed once the change is done.
 */
export const pendingEmailKey = 'storyloom-pending-email';

function validate(newEmail: string, password: string, currentEmail: string): FieldErrors {
  const errors: FieldErrors = {};
  const email = newEmail.trim().toLowerCase();
  if (!isEmailAddress(email)) errors.newEmail = messages.login.invalidEmail;
  else if (email === currentEmail.toLowerCase()) errors.newEmail = 'That is already your email address.';
  if (!password) errors.currentPassword = 'Please enter your current password.';
  return errors;
}

/** New sign-in address: re-enter the password, then confirm from the new inbox. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = useChangeEmail();
  const form = useForm({
    initialValues: { newEmail: '', currentPassword: '' },
    validate: ({ newEmail, currentPassword }) => {
      const errors = validate(newEmail, currentPassword, currentEmail);
      return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: { newEmail: newEmail.trim().toLowerCase(), password: currentPassword } };
    },
    onSubmit: async (data, api) => {
      await change.mutateAsync(data);
      localStorage.setItem(pendingEmailKey, data.newEmail);
      setSentTo(data.newEmail);
      api.reset({ newEmail: '', currentPassword: '' });
    },
    onError: (error, api) => {
      if (error instanceof WrongPasswordError) api.showErrors({ currentPassword: 'That password is not right. Please try again.' });
      else if (error instanceof ApiError && error.status === 429) api.setFormError(messages.passwordReset.tooManyRequests);
      else if (error instanceof ApiError && error.status === 400) api.showErrors({ newEmail: messages.login.invalidEmail });
      else api.setFormError('We could not start the change just now. Please try again.');
    },
  });

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
          logging in with {currentEmail}.
        </p>
      </Notice>
    );
  }

  return (
    <form {...form.formProps} className="grid gap-4">
      <InputField
        label="New email address"
        type="email"
        autoComplete="email"
        maxLength={emailMaxLength}
        {...form.field('newEmail')}
        hint="We send a confirmation link to this new address. Your sign-in address changes only after you open it."
      />
      <InputField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
        hint="So that only you can move your account to another address."
      />
      <FormError message={form.formError} />
      <div>
        <SubmitButton pending={form.pending} pendingLabel="Sending…">
          Send confirmation link
        </SubmitButton>
      </div>
    </form>
  );
}
