import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * Control characters other than tab, line feed and carriage return — NUL above all, which
 * PostgreSQL cannot store in text — and UTF-16 surrogates without their other half, which are not
 * Unicode at all. Either one reaching the database fails the query.
 */
export function isCleanText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * The one text field of every request schema: a string that can be stored as typed. Chain the
 * field's own rules after it (`cleanText().trim().max(40)`).
 */
export const cleanText = (options: { error?: string } = {}) =>
  z.string(options.error ? { error: options.error } : undefined).refine(isCleanText, { message: messages.errors.unreadableText, abort: true });
