import { isEmailAddress } from '@shared/email.ts';
import { messages } from '@shared/messages.ts';
import { passwordLengthProblem, passwordPolicy, passwordRuleMessages } from '@shared/password-policy.ts';
import { paths } from '@shared/routes.ts';
import { SiteLink } from '../../../components/layout/site-link.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { FormError, SubmitButton } from '../../../components/ui/form-parts.tsx';
import { useForm, type FieldErrors } from '../../../lib/form.ts';
import { signupErrorMessage } from '../error-messages.ts';
import { identityApi } from '../identity-api.ts';
import { PasswordField } from './password-field.tsx';

/** Email sign-up. No consent boxes here: a parent gives those after confirming their age. */
export function SignupForm({ loginHref, onSignedUp }: { loginHref: string; onSignedUp: (email: string) => Promise<void> }) {
  const form = useForm({
    initialValues: { name: '', email: '', password: '' },
    validate: ({ name, email, password }) => {
      const errors: FieldErrors = {};
      if (!name.trim()) errors.name = 'Please tell us what to call you.';
      if (!isEmailAddress(email)) errors.email = messages.signup.invalidEmail;
      const passwordProblem = passwordLengthProblem(password);
      if (passwordProblem) errors.password = passwordProblem;
      return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: { name: name.trim(), email: email.trim(), password } };
    },
    onSubmit: async (data) => {
      await identityApi.signUp(data);
      await onSignedUp(data.email);
    },
    onError: (error, api) => api.setFormError(signupErrorMessage(error)),
  });

  const emailTaken = form.formError === messages.signup.emailInUse;

  return (
    <form {...form.formProps} className="grid gap-5" aria-label="Create your account with email">
      <FormError message={form.formError}>
        {emailTaken && (
          <>
            {' '}
            <SiteLink href={loginHref} className="font-semibold text-danger underline">
              Log in instead
            </SiteLink>
          </>
        )}
      </FormError>
      <InputField
        label="Your name"
        autoComplete="name"
        {...form.field('name')}
        hint="How Storyloom will greet you. Your child’s name comes later."
      />
      <InputField
        label="Email address"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        maxLength={passwordPolicy.maxLength}
        {...form.field('password')}
        hint={`${passwordRuleMessages.hint} No special symbols needed; a few unrelated words make a strong password.`}
      />
      <SubmitButton pending={form.pending} pendingLabel="Creating your account…" size="lg" className="w-full">
        Create account
      </SubmitButton>
      <p className="text-sm text-fg-muted">
        By creating an account you accept our{' '}
        <SiteLink href={paths.termsOfService} className="font-semibold text-primary">
          Terms of Service
        </SiteLink>{' '}
        and{' '}
        <SiteLink href={paths.privacyPolicy} className="font-semibold text-primary">
          Privacy Policy
        </SiteLink>
        . You’ll choose what we may do with your child’s information after you confirm your age.
      </p>
    </form>
  );
}
