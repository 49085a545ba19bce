import { z } from 'zod';
import { isEmailAddress } from '../email.ts';
import { messages } from '../messages.ts';

export const newsletterSources = ['website-footer', 'landing', 'blog'] as const;

/** POST /api/newsletter/subscribe (SPEC.md §5, §7). */
export const newsletterSubscribeRequest = z.strictObject({
  email: z
    .string({ error: messages.newsletter.invalidEmail })
    .trim()
    .min(1, messages.newsletter.invalidEmail)
    .refine(isEmailAddress, messages.newsletter.invalidEmail),
  source: z.enum(newsletterSources).default('website-footer'),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequest>;

export const newsletterSubscribeResponse = z.object({ success: z.boolean(), message: z.string() });
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponse>;
