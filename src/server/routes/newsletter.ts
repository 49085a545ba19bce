import { Hono } from 'hono';
import { messages } from '../../shared/messages.ts';
import {
  newsletterSubscribeRequest,
  type NewsletterSubscribeResponse,
} from '../../shared/schemas/newsletter.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { subscribeToNewsletter } from '../domain/newsletter.ts';
import { consumeRateLimit } from '../domain/rate-limit.ts';
import { limits } from '../domain/rate-limits.ts';
import { clientIp } from '../http/client-ip.ts';
import { readJson } from '../http/validate.ts';

export function newsletterRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().post('/subscribe', async (c) => {
    await consumeRateLimit(db, limits.newsletter.for(clientIp(c)));
    const input = await readJson(c, newsletterSubscribeRequest);
    const { created } = await subscribeToNewsletter(db, input);
    const body: NewsletterSubscribeResponse = {
      success: true,
      message: created ? messages.newsletter.success : messages.newsletter.alreadySubscribed,
    };
    return c.json(body, created ? 201 : 200);
  });
}
