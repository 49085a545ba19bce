import { useMutation } from '@tanstack/react-query';
import { isEmailAddress } from '@shared/email.ts';
import { messages } from '@shared/messages.ts';
import type { NewsletterSubscribeResponse } from '@shared/schemas/newsletter.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

const copy = messages.newsletter;

/**
 * docs/product.md §5: required and containing @ — the shared email rule, which asks that and a little more.
 * Not the zod schema, so the footer on the landing page does not pull zod into its first load.
 */
export function validateNewsletterEmail(email: string): string | null {
  return isEmailAddress(email) ? null : copy.invalidEmail;
}

export function subscribeToNewsletter(email: string): Promise<Partial<NewsletterSubscribeResponse>> {
  return apiRequest<Partial<NewsletterSubscribeResponse>>('/api/newsletter/subscribe', {
    method: 'POST',
    body: { email: email.trim(), source: 'website-footer' },
  });
}

export interface NewsletterToast {
  ok: boolean;
  title: string;
  description: string;
  variant: 'success' | 'destructive';
}

/** The toast for an answer (docs/product.md §8): `success: false` is a failure even with a 200. */
export function toastForResult(result: Partial<NewsletterSubscribeResponse>): NewsletterToast {
  if (result.success === false) {
    return { ok: false, title: copy.failureToastTitle, description: result.message || copy.failureFallback, variant: 'destructive' };
  }
  return { ok: true, title: copy.successToastTitle, description: result.message || copy.successToastFallback, variant: 'success' };
}

/** The toast for a thrown error: a non-OK status carries the server's message; fetch throws TypeError when offline. */
export function toastForError(error: unknown): NewsletterToast {
  if (error instanceof ApiError) {
    return { ok: false, title: copy.failureToastTitle, description: error.serverMessage || copy.failureFallback, variant: 'destructive' };
  }
  if (error instanceof TypeError) {
    return { ok: false, title: copy.networkToastTitle, description: copy.networkError, variant: 'destructive' };
  }
  return { ok: false, title: copy.failureToastTitle, description: copy.failureFallback, variant: 'destructive' };
}

export function useNewsletterSubscription() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
