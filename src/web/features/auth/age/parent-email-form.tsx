import { useState, type FormEvent } from 'react';
import { parentConsentEmailRequest } from '@shared/schemas/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { Notice } from '../forms/auth-page.tsx';
import { complianceApi, problemMessage } from './api.ts';

/** An account holder under 18 names a parent or guardian, who gets a consent link by email. */
export function ParentEmailForm({ onSent }: { onSent: (message: string) => Promise<void> }) {
  const [parentEmail, setParentEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = parentConsentEmailRequest.safeParse({ parentEmail: parentEmail.trim() });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      document.querySelector<HTMLElement>('[name="parentEmail"]')?.focus();
      return;
    }
    setFieldError(undefined);
    setPending(true);
    try {
      const { message } = await complianceApi.askParent(parsed.data.parentEmail);
      await onSent(message);
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.field === 'parentEmail') setFieldError(error.serverMessage);
      else setFormError(problemMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      {formError && <Notice tone="error">{formError}</Notice>}
      <InputField
        label="Your parent’s or guardian’s email"
        name="parentEmail"
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={parentEmail}
        onChange={(event) => setParentEmail(event.target.value)}
        error={fieldError}
        hint="We’ll send them one email explaining Storyloom, with a link to agree or decline."
      />
      <div>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Sending…' : 'Email my parent or guardian'}
        </Button>
      </div>
    </form>
  );
}
