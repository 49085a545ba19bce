import { z } from 'zod';
import { cleanText } from './text.ts';
import { companionKinds, companionLookSchema, lookTypeOf } from '../companion-looks.ts';
import { nameCharactersMessage, personNamePattern } from '../names.ts';

/** A generous ceiling against runaway scripts; the plan limits characters per story, not the cast. */
export const maxCompanionsPerAccount = 40;

const companionName = cleanText()
  .trim()
  .min(1, 'Please enter a name.')
  .max(40, 'Please keep the name under 40 characters.')
  .regex(personNamePattern, nameCharactersMessage);

const companionKind = z.enum(companionKinds, { error: 'Please choose a pet, a friend, a grandparent or a toy.' });

const lookMessages = {
  animal: 'A pet needs an animal’s look.',
  toy: 'A toy needs a toy’s look.',
  person: 'A friend or a grandparent needs a person’s look.',
} as const;

export const companionInput = z
  .strictObject({ name: companionName, kind: companionKind, appearance: companionLookSchema })
  .superRefine((input, context) => {
    const wanted = lookTypeOf[input.kind];
    if (input.appearance.type !== wanted) context.addIssue({ code: 'custom', path: ['appearance', 'type'], message: lookMessages[wanted] });
  });
export type CompanionInput = z.input<typeof companionInput>;

export const companionRecord = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(companionKinds),
  appearance: companionLookSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanionRecord = z.infer<typeof companionRecord>;
