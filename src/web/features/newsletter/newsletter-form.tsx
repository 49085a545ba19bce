import { useId, useState, type FormEvent } from 'react';
import { messages } from '@shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/field.tsx';
import { toast } from '../../lib/toast.ts';
import { toastForError, toastForResult, useNewsletterSubscription, validateNewsletterEmail } from './api.ts';

type Status = 'idle' | 'submitting' | 'success' | 'error';

/** The footer's newsletter signup (docs/product.md §4 states, §8 toasts). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const subscription = useNewsletterSubscription();
  const id = useId();
  const errorId = `${id}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateNewsletterEmail(email);
    setFieldError(invalid);
    if (invalid) return;
    setStatus('submitting');
    subscription.mutate(email, {
      onSuccess: (result) => finish(toastForResult(result)),
      onError: (error) => finish(toastForError(error)),
    });
  };

  const finish = (outcome: ReturnType<typeof toastForResult>) => {
    toast({ title: outcome.title, description: outcome.description, variant: outcome.variant });
    setStatus(outcome.ok ? 'success' : 'error');
  };

  if (status === 'success') {
    return (
      <p role="status" className="rounded-2xl bg-accent-soft px-4 py-3 font-semibold text-fg">
        {messages.newsletter.success}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-2" aria-label="Newsletter signup">
      <label htmlFor={id} className="text-sm font-semibold">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(fieldError)}
          aria-describedby={fieldError ? errorId : undefined}
          className={controlClasses + ' min-h-11 sm:flex-1'}
        />
        <Button type="submit" disabled={status === 'submitting'} className="shrink-0">
          {status === 'submitting' ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
      {fieldError && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {fieldError}
        </p>
      )}
    </form>
  );
}
