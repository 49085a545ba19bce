import { z } from 'zod';
import { isEmailAddress } from '../email.ts';
import { cleanText } from './text.ts';

export const contactSubjects = ['general', 'affiliate', 'partnership'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const contactSubjectLabels: Record<ContactSubject, string> = {
  general: 'General question',
  affiliate: 'Affiliate programme',
  partnership: 'Partnership',
};

/** Reads the /contact?subject= query parameter; anything unknown falls back to general. */
export function parseContactSubject(value: string | null | undefined): ContactSubject {
  return (contactSubjects as readonly string[]).includes(value ?? '')
    ? (value as ContactSubject)
    : 'general';
}

/** The longest name and message a contact form takes; the form stops typing there. */
export const contactLimits = { name: 120, message: 5000 } as const;

/** POST /api/contact */
export const contactRequest = z.strictObject({
  name: cleanText().trim().min(1, 'Please tell us your name.').max(contactLimits.name, 'Please keep your name under 120 characters.'),
  email: cleanText().trim().refine(isEmailAddress, 'Please enter a valid email address.'),
  subject: z.enum(contactSubjects, { error: 'Please choose a subject.' }),
  message: cleanText()
    .trim()
    .min(10, 'Please write at least 10 characters so we can help.')
    .max(contactLimits.message, 'Please keep your message under 5,000 characters.'),
});
export type ContactRequest = z.infer<typeof contactRequest>;
export const contactResponse = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;
