import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages.ts';
import {
  answerPasswordRequest,
  hasOpenPasswordRequest,
  requestPassword,
  validatePasswordEntry,
} from '@web/components/ui/password-dialog.tsx';

describe('password dialog', () => {
  it('rejects an empty password with the SPEC message', () => {
    expect(validatePasswordEntry('')).toBe(messages.passwordDialog.empty);
    expect(validatePasswordEntry('s3cret')).toBeNull();
  });

  it('resolves with the entered password', async () => {
    const answer = requestPassword();
    expect(hasOpenPasswordRequest()).toBe(true);
    answerPasswordRequest('s3cret');
    await expect(answer).resolves.toBe('s3cret');
    expect(hasOpenPasswordRequest()).toBe(false);
  });

  it('resolves with null when cancelled or closed', async () => {
    const answer = requestPassword();
    answerPasswordRequest(null);
    await expect(answer).resolves.toBeNull();
  });

  it('a newer request cancels the one still open', async () => {
    const first = requestPassword();
    const second = requestPassword();
    await expect(first).resolves.toBeNull();
    answerPasswordRequest('again');
    await expect(second).resolves.toBe('again');
  });
});
