import { messages } from '@shared/messages.ts';

/**
 * The password dialog's one rule (docs/product.md "Password dialog"): an empty password gives
 * "Password cannot be empty."; anything else is the caller's to check. Kept apart from the dialog's
 * host so the lazily loaded dialog content can use it without importing its host back.
 */
export function validatePasswordEntry(value: string): string | null {
  return value.length === 0 ? messages.passwordDialog.empty : null;
}
