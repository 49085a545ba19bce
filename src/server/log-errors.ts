import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';

/** Fields of a PostgreSQL error that say what went wrong without repeating the data involved. */
const databaseErrorFields = ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

const isDatabaseError = (error: unknown): error is Record<string, unknown> =>
  error instanceof Error && typeof (error as { code?: unknown }).code === 'string' && 'severity' in error;

/**
 * Errors as they go to the log. A failed query's message and its driver error's detail repeat the
 * query's parameters — a child's name, a birth date — so database errors are logged by their
 * error code, table and constraint (and the parameter-free SQL), never by their message.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  if (error instanceof DrizzleQueryError || isDatabaseError(cause)) {
    const database = isDatabaseError(cause) ? cause : {};
    const described: Record<string, unknown> = { type: 'DatabaseError' };
    for (const field of databaseErrorFields) if (database[field] !== undefined) described[field] = database[field];
    if (error instanceof DrizzleQueryError) described.query = error.query;
    // Only the frames: the stack's first lines repeat the message, parameters included.
    if (error instanceof Error && error.stack) described.stack = error.stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
    return described;
  }
  return pino.stdSerializers.err(error as Error);
}
