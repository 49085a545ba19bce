import { useId, useState } from 'react';
import { messages } from '@shared/messages.ts';
import { controlClasses } from '../../components/ui/field.tsx';
import { SubmitButton } from '../../components/ui/form-parts.tsx';
import { useForm } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { toastForError, toastForResult, useNewsletterSubscription, validateNewsletterEmail, type NewsletterToast } from './api.ts';

/**
 * The footer's newsletter signup (docs/product.md §4 states, §8 toasts). It sits on the landing page, so it
 * uses the zod-free `useForm` with the shared email rule.
 */
export function NewsletterForm() {
  const [subscribed, setSubscribed] = useState(false);
  const subscription = useNewsletterSubscription();
  const id = useId();
  const errorId = `${id}-error`;

  const finish = (outcome: NewsletterToast) => {
    toast({ title: outcome.title, description: outcome.description, variant: outcome.variant });
    if (outcome.ok) setSubscribed(true);
  };
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => {
      const invalid = validateNewsletterEmail(email);
      return invalid ? { ok: false, errors: { email: invalid } } : { ok: true, data: email };
    },
    onSubmit: async (email) => finish(toastForResult(await subscription.mutateAsync(email))),
    onError: (error) => finish(toastForError(error)),
  });
  const { error: fieldError, ...emailProps } = form.field('email');

  if (subscribed) {
    return (
      <p role="status" className="rounded-2xl bg-accent-soft px-4 py-3 font-semibold text-fg">
        {messages.newsletter.success}
      </p>
    );
  }

  return (
    <form {...form.formProps} className="grid gap-2" aria-label="Newsletter signup">
      <label htmlFor={id} className="text-sm font-semibold">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...emailProps}
          aria-invalid={Boolean(fieldError)}
          aria-describedby={fieldError ? errorId : undefined}
          className={controlClasses + ' min-h-11 sm:flex-1'}
        />
        <SubmitButton pending={form.pending} pendingLabel="Subscribing…" className="shrink-0">
          Subscribe
        </SubmitButton>
      </div>
      {fieldError && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {fieldError}
        </p>
      )}
    </form>
  );
}
