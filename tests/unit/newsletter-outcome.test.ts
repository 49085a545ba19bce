import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages.ts';
import { toastForError, toastForResult, validateNewsletterEmail } from '@web/features/newsletter/api.ts';
import { ApiError } from '@web/lib/api-client.ts';

const copy = messages.newsletter;

describe('newsletter form rules', () => {
  it('requires an address containing @', () => {
    expect(validateNewsletterEmail('')).toBe(copy.invalidEmail);
    expect(validateNewsletterEmail('   ')).toBe(copy.invalidEmail);
    expect(validateNewsletterEmail('parent.example.com')).toBe(copy.invalidEmail);
    expect(validateNewsletterEmail('parent@example.com')).toBeNull();
  });

  it('success uses the server message, else the fallback', () => {
    expect(toastForResult({ success: true, message: 'Welcome aboard' })).toMatchObject({
      ok: true,
      title: copy.successToastTitle,
      description: 'Welcome aboard',
    });
    expect(toastForResult({ success: true })).toMatchObject({ ok: true, description: copy.successToastFallback });
    // A non-JSON 200 reads as {success: true} (docs/product.md §7).
    expect(toastForResult({})).toMatchObject({ ok: true, description: copy.successToastFallback });
  });

  it('success: false is a failure with the server message or the fallback', () => {
    expect(toastForResult({ success: false, message: 'List closed' })).toEqual({
      ok: false,
      title: copy.failureToastTitle,
      description: 'List closed',
      variant: 'destructive',
    });
    expect(toastForResult({ success: false, message: '' }).description).toBe(copy.failureFallback);
  });

  it('a non-OK response is a failure with its message', () => {
    expect(toastForError(new ApiError(500, 'Mail list unavailable'))).toMatchObject({
      title: copy.failureToastTitle,
      description: 'Mail list unavailable',
      variant: 'destructive',
    });
    expect(toastForError(new ApiError(500, '')).description).toBe(copy.failureFallback);
  });

  it('a fetch that throws TypeError is a network error', () => {
    expect(toastForError(new TypeError('Failed to fetch'))).toMatchObject({
      title: copy.networkToastTitle,
      description: copy.networkError,
    });
  });
});
