import { passwordLengthProblem, passwordPolicy, passwordRuleMessages } from '@shared/password-policy.ts';
import { FormError, SubmitButton } from '../../../components/ui/form-parts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/form.ts';
import { resetErrorMessage } from '../error-messages.ts';
import { identityApi } from '../identity-api.ts';
import { PasswordField } from './password-field.tsx';

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
  const form = useForm({
    initialValues: { 'new-password': '' },
    validate: (values) => {
      const problem = passwordLengthProblem(values['new-password']);
      return problem ? { ok: false, errors: { 'new-password': problem } } : { ok: true, data: values['new-password'] };
    },
    onSubmit: async (password) => {
      await identityApi.resetPassword(token, password);
      onDone();
    },
    onError: (error, api) => {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') onLinkExpired();
      else api.setFormError(resetErrorMessage(error));
    },
  });

  return (
    <form {...form.formProps} className="grid gap-5" aria-label="Choose a new password">
      <FormError message={form.formError} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        maxLength={passwordPolicy.maxLength}
        {...form.field('new-password')}
        hint={`${passwordRuleMessages.hint} A few unrelated words make a strong, memorable password.`}
      />
      <SubmitButton pending={form.pending} pendingLabel="Saving…" size="lg" className="w-full">
        Save new password
      </SubmitButton>
    </form>
  );
}
