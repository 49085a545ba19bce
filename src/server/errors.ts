import type { Context } from 'hono';
import { ZodError } from 'zod';
import { statusByCode, type ErrorBody, type ErrorCode } from '../shared/errors.ts';
import { messages } from '../shared/messages.ts';

/** The one error type domain code throws; `toErrorResponse` is the one place that presents it. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  get status(): number {
    return statusByCode[this.code];
  }

  static notFound(message: string = messages.errors.notFound) {
    return new AppError('NOT_FOUND', message);
  }
}

export function fromZodError(error: ZodError): AppError {
  const issue = error.issues[0];
  if (!issue) return new AppError('VALIDATION_FAILED', 'The request is not valid.');
  // An unknown key is reported on its parent object; the key itself is the offending field.
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
  const field = path.join('.') || undefined;
  const message =
    issue.code === 'unrecognized_keys'
      ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`
      : issue.message.startsWith('Invalid') && field
        ? `${field}: ${issue.message}`
        : issue.message;
  return new AppError('VALIDATION_FAILED', message, field);
}

export function toErrorResponse(c: Context, error: unknown): Response {
  const appError =
    error instanceof AppError
      ? error
      : error instanceof ZodError
        ? fromZodError(error)
        : new AppError('INTERNAL', messages.errors.internal);
  if (appError.code === 'INTERNAL') {
    c.get('log')?.error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
  }
  const body: ErrorBody = { message: appError.message, code: appError.code };
  if (appError.field) body.field = appError.field;
  // A body refused part-way may still be arriving: its bytes must not be read as the next request
  // on this connection (behind a proxy, someone else's request), so the connection ends here.
  if (appError.code === 'PAYLOAD_TOO_LARGE') c.header('Connection', 'close');
  return c.json(body, appError.status as 400);
}
