import { z } from 'zod';
import { cleanText } from './text.ts';
import { isEmailAddress } from '../email.ts';
import { messages } from '../messages.ts';

export const newsletterSources = ['website-footer', 'landing', 'blog'] as const;

/** POST /api/newsletter/subscribe (docs/product.md §5, §7). */
export const newsletterSubscribeRequest = z.strictObject({
  email: cleanText({ error: messages.newsletter.invalidEmail })
    .trim()
    .min(1, messages.newsletter.invalidEmail)
    .refine(isEmailAddress, messages.newsletter.invalidEmail),
  source: z.enum(newsletterSources).default('website-footer'),
});

export const newsletterSubscribeResponse = z.object({ success: z.boolean(), message: z.string() });
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponse>;
