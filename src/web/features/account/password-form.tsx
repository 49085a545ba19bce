import { messages } from '@shared/messages.ts';
import { passwordLengthProblem, passwordPolicy, passwordRuleMessages } from '@shared/password-policy.ts';
import { InputField } from '../../components/ui/field.tsx';
import { FormError, SubmitButton } from '../../components/ui/form-parts.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useForm, type FieldErrors } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useChangePassword, WrongPasswordError } from './api.ts';

const weakCodes = new Set(['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_COMMON']);

export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: (values) => {
      const errors: FieldErrors = {};
      if (!values.currentPassword) errors.currentPassword = 'Please enter your current password.';
      if (passwordLengthProblem(values.newPassword)) errors.newPassword = messages.signup.weakPassword;
      else if (values.newPassword === values.currentPassword) errors.newPassword = 'Please choose a password different from your current one.';
      return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: values };
    },
    onSubmit: async (data, api) => {
      await change.mutateAsync(data);
      api.reset({ currentPassword: '', newPassword: '' });
      toast({
        title: 'Password changed',
        description: 'Use your new password from now on. Any other devices were logged out.',
        variant: 'success',
      });
    },
    onError: (error, api) => {
      if (error instanceof WrongPasswordError) api.showErrors({ currentPassword: 'That password is not right. Please try again.' });
      else if (error instanceof ApiError && weakCodes.has(error.code ?? '')) api.showErrors({ newPassword: messages.signup.weakPassword });
      else if (error instanceof ApiError && error.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
        api.setFormError('You log in with Google, so there is no Storyloom password to change.');
      } else if (error instanceof ApiError && error.status === 429) api.setFormError(messages.passwordReset.tooManyRequests);
      else api.setFormError('We could not change your password just now. Please try again.');
    },
  });

  return (
    <form {...form.formProps} className="grid gap-4 sm:max-w-md">
      <InputField label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      <InputField
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={passwordPolicy.maxLength}
        {...form.field('newPassword')}
        hint={`${passwordRuleMessages.hint} A few unrelated words make a password that is strong and easy to remember.`}
      />
      <FormError message={form.formError} />
      <div>
        <SubmitButton pending={form.pending} pendingLabel="Changing…">
          Change password
        </SubmitButton>
      </div>
    </form>
  );
}
