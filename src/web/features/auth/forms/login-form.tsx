import { messages } from '@shared/messages.ts';
import { isEmailAddress } from '@shared/email.ts';
import { InputField } from '../../../components/ui/field.tsx';
import { FormError, SubmitButton } from '../../../components/ui/form-parts.tsx';
import { useForm } from '../../../lib/form.ts';
import { loginErrorMessage } from '../error-messages.ts';
import { identityApi } from '../identity-api.ts';
import { textButtonClasses } from './auth-page.tsx';
import { PasswordField } from './password-field.tsx';

/**
 * Email and password sign-in. It only signs in; where the parent goes next is the page's business,
 * so other ways to sign in can sit beside this form.
 */
export function LoginForm({
  initialEmail = '',
  onSignedIn,
  onForgotPassword,
}: {
  initialEmail?: string;
  onSignedIn: () => Promise<void>;
  onForgotPassword: (email: string) => void;
}) {
  const form = useForm({
    initialValues: { email: initialEmail, password: '' },
    validate: ({ email, password }) => {
      const errors = {
        email: isEmailAddress(email) ? undefined : messages.login.invalidEmail,
        password: password ? undefined : 'Please enter your password.',
      };
      return errors.email || errors.password ? { ok: false, errors } : { ok: true, data: { email: email.trim(), password } };
    },
    onSubmit: async ({ email, password }) => {
      await identityApi.signIn(email, password);
      await onSignedIn();
    },
    onError: (error, api) => api.setFormError(loginErrorMessage(error)),
  });

  return (
    <form {...form.formProps} className="grid gap-5" aria-label="Log in with email">
      <FormError message={form.formError} />
      <InputField
        label="Email address"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('email')}
      />
      <div className="grid gap-1">
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <div>
          <button type="button" className={textButtonClasses} onClick={() => onForgotPassword(form.values.email.trim())}>
            Forgot password?
          </button>
        </div>
      </div>
      <SubmitButton pending={form.pending} pendingLabel="Logging in…" size="lg" className="w-full">
        Log in
      </SubmitButton>
    </form>
  );
}
