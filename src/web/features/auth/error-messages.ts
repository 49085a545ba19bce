/**
 * Turns identity-layer errors into the exact messages of docs/product.md §8.
 */
import { messages } from '@shared/messages.ts';
import { ApiError } from '../../lib/api-client.ts';

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);
const detailOf = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : String(error);

export function loginErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (statusOf(error) === 429) return messages.login.tooManyRequests;
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'USER_NOT_FOUND' || code === 'INVALID_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
    return messages.login.invalidCredentials;
  }
  if (code === 'INVALID_EMAIL' || code === 'VALIDATION_ERROR') return messages.login.invalidEmail;
  if (code === 'BANNED_USER' || code === 'USER_DISABLED') return messages.login.disabled;
  if (!(error instanceof ApiError)) return messages.login.fallback;
  return messages.login.other(detailOf(error));
}

export function signupErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') return messages.signup.emailInUse;
  if (code === 'INVALID_EMAIL' || code === 'VALIDATION_ERROR') return messages.signup.invalidEmail;
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG' || code === 'PASSWORD_TOO_COMMON') {
    return messages.signup.weakPassword;
  }
  if (statusOf(error) === 429) return messages.login.tooManyRequests;
  return messages.signup.other(detailOf(error));
}

export function resetErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code === 'USER_NOT_FOUND') return messages.passwordReset.userNotFound;
  if (code === 'INVALID_EMAIL' || code === 'VALIDATION_ERROR') return messages.passwordReset.invalidEmail;
  if (statusOf(error) === 429) return messages.passwordReset.tooManyRequests;
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG' || code === 'PASSWORD_TOO_COMMON') {
    return messages.signup.weakPassword;
  }
  return messages.passwordReset.fallback;
}

