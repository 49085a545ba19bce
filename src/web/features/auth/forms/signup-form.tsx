import { useState, type FormEvent } from 'react';
import { messages } from '@shared/messages.ts';
import { paths } from '@shared/routes.ts';
import { SiteLink } from '../../../components/layout/site-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { signupErrorMessage } from '../error-messages.ts';
import { identityApi } from '../identity-api.ts';
import { Notice } from './auth-page.tsx';
import { looksLikeEmail } from './login-form.tsx';
import { passwordLength, PasswordField } from './password-field.tsx';

type Field = 'name' | 'email' | 'password';

/** Email sign-up. No consent boxes here: a parent gives those after confirming their age. */
export function SignupForm({ loginHref, onSignedUp }: { loginHref: string; onSignedUp: (email: string) => Promise<void> }) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = 'Please tell us what to call you.';
    if (!looksLikeEmail(values.email)) found.email = messages.signup.invalidEmail;
    if (values.password.length < passwordLength.min) found.password = `Please use at least ${passwordLength.min} characters.`;
    setErrors(found);
    const first = (['name', 'email', 'password'] as const).find((field) => found[field]);
    if (first) {
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setPending(true);
    const email = values.email.trim();
    try {
      await identityApi.signUp({ name: values.name.trim(), email, password: values.password });
      await onSignedUp(email);
    } catch (error) {
      setFormError(signupErrorMessage(error));
      setPending(false);
    }
  };

  const emailTaken = formError === messages.signup.emailInUse;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Create your account with email">
      {formError && (
        <Notice tone="error">
          {formError}
          {emailTaken && (
            <>
              {' '}
              <SiteLink href={loginHref} className="font-semibold text-danger underline">
                Log in instead
              </SiteLink>
            </>
          )}
        </Notice>
      )}
      <InputField
        label="Your name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => update('name')(event.target.value)}
        error={errors.name}
        hint="How Storyloom will greet you. Your child’s name comes later."
      />
      <InputField
        label="Email address"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        onChange={(event) => update('email')(event.target.value)}
        error={errors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        maxLength={passwordLength.max}
        value={values.password}
        onChange={(event) => update('password')(event.target.value)}
        error={errors.password}
        hint={`At least ${passwordLength.min} characters. No special symbols needed; a few unrelated words make a strong password.`}
      />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? 'Creating your account…' : 'Create account'}
      </Button>
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
