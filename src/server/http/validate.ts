import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { messages } from '../../shared/messages.ts';
import { isCleanText } from '../../shared/schemas/text.ts';
import { AppError, fromZodError } from '../errors.ts';

/**
 * A GET or HEAD without Content-Length or Transfer-Encoding has no body, so there is nothing for a
 * size limit to read (and reading would build the whole web Request for nothing). Other methods are
 * always measured: a request handed over in-process may stream a body without either header.
 */
export function hasNoBody(c: Context): boolean {
  const method = c.req.method;
  return (method === 'GET' || method === 'HEAD') && c.req.header('content-length') === undefined && c.req.header('transfer-encoding') === undefined;
}

/** Reads and validates a JSON body: malformed JSON and schema failures both become 400s. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.length === 0 ? {} : JSON.parse(text);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', messages.errors.malformedJson);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

const decodeOrKeep = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Path segments and query parameters reach handlers (and queries) without a schema of their own
 * in some routes; the same rule as every text field of a body keeps unstorable characters out.
 */
export const refuseUnstorableUrl: MiddlewareHandler = (c, next) => {
  const url = c.req.url;
  const queryStart = url.indexOf('?');
  const address = queryStart === -1 ? url : url.slice(0, queryStart);
  // Without an escape the address is what the path holds (the HTTP parser refuses control
  // characters in it), so only an address with one is parsed and its segments decoded.
  const clean = address.includes('%') ? new URL(address).pathname.split('/').map(decodeOrKeep).every(isCleanText) : isCleanText(address);
  if (!clean) throw new AppError('VALIDATION_FAILED', `path: ${messages.errors.unreadableText}`, 'path');
  if (queryStart === -1) return next();
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (!isCleanText(name) || !values.every(isCleanText)) {
      const field = isCleanText(name) ? name : 'query';
      throw new AppError('VALIDATION_FAILED', `${field}: ${messages.errors.unreadableText}`, field);
    }
  }
  return next();
};
