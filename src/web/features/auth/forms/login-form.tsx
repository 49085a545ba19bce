import { useState, type FormEvent } from 'react';
import { messages } from '@shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { loginErrorMessage } from '../error-messages.ts';
import { identityApi } from '../identity-api.ts';
import { textButtonClasses, Notice } from './auth-page.tsx';
import { PasswordField } from './password-field.tsx';

export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value.trim());

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
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const errors = {
      email: looksLikeEmail(email) ? undefined : messages.login.invalidEmail,
      password: password ? undefined : 'Please enter your password.',
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      document.querySelector<HTMLElement>(errors.email ? '[name="email"]' : '[name="password"]')?.focus();
      return;
    }
    setPending(true);
    try {
      await identityApi.signIn(email.trim(), password);
      await onSignedIn();
    } catch (error) {
      setFormError(loginErrorMessage(error));
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Log in with email">
      {formError && <Notice tone="error">{formError}</Notice>}
      <InputField
        label="Email address"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldErrors.email}
      />
      <div className="grid gap-1">
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <div>
          <button type="button" className={textButtonClasses} onClick={() => onForgotPassword(email.trim())}>
            Forgot password?
          </button>
        </div>
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
