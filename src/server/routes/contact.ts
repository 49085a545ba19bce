import { Hono } from 'hono';
import { messages } from '../../shared/messages.ts';
import { contactRequest, type ContactResponse } from '../../shared/schemas/contact.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { submitContactMessage } from '../domain/contact.ts';
import { consumeRateLimit } from '../domain/rate-limit.ts';
import { limits } from '../domain/rate-limits.ts';
import { clientIp } from '../http/client-ip.ts';
import { readJson } from '../http/validate.ts';

export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    await consumeRateLimit(deps.db, limits.contact.for(clientIp(c)));
    const input = await readJson(c, contactRequest);
    await submitContactMessage(deps, input);
    return c.json<ContactResponse>({ success: true, message: messages.contact.sent }, 201);
  });
}
