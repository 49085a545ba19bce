import { z } from 'zod';
import { cleanText } from './text.ts';
import { appearanceSchema } from '../appearance.ts';
import { ageOn } from '../compliance.ts';
import { nameCharactersMessage, personNamePattern } from '../names.ts';
import { readingLevels } from '../reading.ts';
import { detailMessage, isOrdinaryDetail } from '../story-details.ts';

export const pronounOptions = { she: 'she/her', he: 'he/him', they: 'they/them' } as const;
export const maxInterests = 12;

export const interestSuggestions = [
  'dinosaurs',
  'space',
  'the ocean',
  'dragons',
  'trains',
  'football',
  'drawing',
  'music',
  'animals',
  'building blocks',
  'fairies',
  'robots',
  'cooking',
  'bugs and beetles',
  'dancing',
  'castles',
] as const;

const childName = cleanText()
  .trim()
  .min(1, 'Please enter your child’s name.')
  .max(40, 'Please keep the name under 40 characters.')
  .regex(personNamePattern, nameCharactersMessage);

/** 30 February parses to Invalid Date, and 31 April rolls over into May: neither is a real date. */
function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const childBirthDate = cleanText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a full date of birth.')
  .refine((value) => isRealDate(value), 'Please enter a real date.')
  .refine((value) => ageOn(value) >= 0, 'A date of birth cannot be in the future.')
  .refine((value) => ageOn(value) <= 18, 'Storyloom is for children up to 18.');

/** A favourite goes into stories, so it must read as ordinary words (or be left empty). */
const shortText = (label: string) =>
  cleanText()
    .trim()
    .max(40, `Please keep ${label} under 40 characters.`)
    .refine((value) => value === '' || isOrdinaryDetail(value), detailMessage(label))
    .optional();

const childFields = z.strictObject({
  name: childName,
  birthDate: childBirthDate,
  pronouns: z.enum(['she', 'he', 'they'], { error: 'Please choose pronouns.' }),
  interests: z
    .array(
      cleanText()
        .trim()
        .min(1)
        .max(40, 'Please keep each interest under 40 characters.')
        .refine((value) => isOrdinaryDetail(value), detailMessage('each interest')),
    )
    .max(maxInterests, `Please choose up to ${maxInterests} interests.`),
  favourites: z.strictObject({
    colour: shortText('the colour'),
    animal: shortText('the animal'),
    toy: shortText('the toy'),
    toyName: shortText('the toy’s name'),
  }),
  appearance: appearanceSchema,
  readingLevel: z.enum(readingLevels).nullable().optional(),
});

export const childInput = childFields.extend({
  interests: childFields.shape.interests.default([]),
  favourites: childFields.shape.favourites.default({}),
});
export type ChildInput = z.input<typeof childInput>;

/** Built from the fields without defaults: a field left out of a PATCH stays as it is. */
export const childUpdate = childFields.partial();

export const childRecord = z.object({
  id: z.string(),
  name: z.string(),
  birthDate: z.string(),
  age: z.number(),
  pronouns: z.enum(['she', 'he', 'they']),
  interests: z.array(z.string()),
  favourites: z.object({ colour: z.string().optional(), animal: z.string().optional(), toy: z.string().optional(), toyName: z.string().optional() }),
  appearance: appearanceSchema,
  /** The level in force: the parent's override, else the one derived from the birth date. */
  readingLevel: z.enum(readingLevels),
  readingLevelOverridden: z.boolean(),
  wordsPerMinute: z.number(),
  mainPortraitId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChildRecord = z.infer<typeof childRecord>;
