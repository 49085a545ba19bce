import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastStore from '@web/lib/toast.ts';

type ToastModule = typeof ToastStore;
// A fresh module per test, so no toast or timer carries over from the one before.
let store: ToastModule;

/** Reads the store the way a component does, through its hook. */
function current() {
  let seen: ReturnType<ToastModule['useToasts']> = [];
  function Probe() {
    seen = store.useToasts();
    return null;
  }
  renderToStaticMarkup(createElement(Probe));
  return seen;
}

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  store = await import('@web/lib/toast.ts');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store (docs/product.md §4, §9)', () => {
  it('uses the constants of docs/product.md §9', () => {
    expect(store.toastLimit).toBe(1);
    expect(store.toastDefaultDuration).toBe(5000);
    expect(store.toastRemoveDelay).toBe(1_000_000);
    expect(store.toastSwipeThreshold).toBe(50);
  });

  it('shows a new toast open', () => {
    store.toast({ title: 'Subscription Successful', description: 'Thank you for subscribing!', variant: 'success' });
    expect(current()).toEqual([
      expect.objectContaining({ title: 'Subscription Successful', description: 'Thank you for subscribing!', open: true }),
    ]);
  });

  it('shows one toast at a time: a second replaces the first', () => {
    const first = store.toast({ title: 'First' });
    const second = store.toast({ title: 'Second' });
    expect(first.id).not.toBe(second.id);
    expect(current().map((item) => item.title)).toEqual(['Second']);
  });

  it('closes a dismissed toast and removes it after 1,000,000 ms', () => {
    const { dismiss } = store.toast({ title: 'Bye' });
    dismiss();
    expect(current()).toEqual([expect.objectContaining({ title: 'Bye', open: false })]);
    vi.advanceTimersByTime(999_999);
    expect(current()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(current()).toEqual([]);
  });

  it('dismisses every toast when no id is given', () => {
    store.toast({ title: 'One' });
    store.dismissToast();
    expect(current().every((item) => !item.open)).toBe(true);
    vi.advanceTimersByTime(store.toastRemoveDelay);
    expect(current()).toEqual([]);
  });

  it('schedules one removal however often a toast is dismissed', () => {
    const { id, dismiss } = store.toast({ title: 'Twice' });
    dismiss();
    vi.advanceTimersByTime(500_000);
    store.dismissToast(id);
    vi.advanceTimersByTime(500_000);
    expect(current()).toEqual([]);
  });

  it('leaves other toasts alone when dismissing by id', () => {
    store.toast({ title: 'Shown' });
    store.dismissToast('no-such-id');
    expect(current()).toEqual([expect.objectContaining({ title: 'Shown', open: true })]);
  });
});

describe('toast placement', () => {
  it('moves toasts to the top on a story page, clear of the reader’s controls', async () => {
    const { toastsAtTop } = await import('@web/lib/toast.ts');
    expect(toastsAtTop('/stories/3f1c2a')).toBe(true);
    expect(toastsAtTop('/stories')).toBe(false);
    expect(toastsAtTop('/profile')).toBe(false);
  });
});
