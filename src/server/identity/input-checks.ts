import { APIError } from 'better-auth/api';
import { emailMaxLength } from '../../shared/email.ts';
import { messages } from '../../shared/messages.ts';
import { displayNameProblem } from '../../shared/names.ts';
import { isCleanText } from '../../shared/schemas/text.ts';
import { isCommonPassword } from './password-policy.ts';

/**
 * The identity layer's share of request validation, run before Better Auth's own: what its
 * schemas let through but would fail in the database (or in our own hooks) as a 500, and the
 * product's own rules for names, passwords and email addresses.
 */

const passwordPaths = new Set(['/sign-up/email', '/reset-password', '/change-password']);
const namePaths = new Set(['/sign-up/email', '/update-user']);
const emailFields = ['email', 'newEmail'] as const;

const refuse = (message: string, code: string, field?: string) =>
  new APIError('BAD_REQUEST', { message, code, ...(field ? { field } : {}) });

/** The first string anywhere in `value` that could not be stored, as a dotted path. */
function firstUncleanField(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path.join('.') || 'body';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstUncleanField(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = isCleanText(key) ? firstUncleanField(item, [...path, key]) : [...path].join('.') || 'body';
      if (found) return found;
    }
  }
  return null;
}

export async function checkIdentityInput(ctx: { path: string; body?: unknown; query?: unknown }): Promise<void> {
  const { body } = ctx;
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
    throw refuse(messages.errors.notAnObject, 'BAD_REQUEST');
  }
  const unclean = firstUncleanField(ctx.query) ?? firstUncleanField(body);
  if (unclean) throw refuse(`${unclean}: ${messages.errors.unreadableText}`, 'VALIDATION_FAILED', unclean);

  const fields = (body ?? {}) as Record<string, unknown>;
  for (const field of emailFields) {
    const value = fields[field];
    if (typeof value === 'string' && value.trim().length > emailMaxLength) {
      throw refuse(messages.errors.emailTooLong, 'EMAIL_TOO_LONG', field);
    }
  }
  if (passwordPaths.has(ctx.path)) {
    const candidate = fields.newPassword ?? fields.password;
    if (typeof candidate === 'string' && (await isCommonPassword(candidate))) {
      throw refuse(messages.signup.weakPassword, 'PASSWORD_TOO_COMMON');
    }
  }
  if (namePaths.has(ctx.path) && 'name' in fields) {
    const problem = displayNameProblem(typeof fields.name === 'string' ? fields.name : '');
    if (problem) throw refuse(problem, 'INVALID_NAME', 'name');
  }
}
