import type { Context } from 'hono';
import type { z } from 'zod';
import { messages } from '../../shared/messages.ts';
import { AppError, fromZodError } from '../errors.ts';

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
