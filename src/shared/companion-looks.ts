/**
 * A companion's illustrated look — a pet, a friend, a grandparent or a cuddly toy — shared by the
 * builder, the API's validation and the built-in illustrator, which draws a companion from it the
 * same way in every story. People reuse a child's appearance; animals and toys have their own.
 */
import { z } from 'zod';
import { appearanceSchema, outfitColours } from './appearance.ts';
import { creatureKinds } from './schemas/illustrations.ts';

export const companionKinds = ['pet', 'friend', 'grandparent', 'toy'] as const;
export type CompanionKind = (typeof companionKinds)[number];

/** Coats, markings and toys' fabric: ordinary animal colours first, then storybook ones. */
export const coatColours = {
  golden: '#d9a066',
  sandy: '#c9a77a',
  brown: '#9b6a48',
  chocolate: '#6b4a35',
  ginger: '#e58a3f',
  cream: '#f1e3c8',
  white: '#fbf8f4',
  grey: '#9a9aa6',
  black: '#3b3330',
  mint: '#7cc0a0',
  leaf: '#5fb37a',
  sky: '#5fb3f0',
  lilac: '#b59ae8',
  rose: '#f07a9a',
  sunny: '#f6d57a',
} as const;

export const animalEyeColours = {
  dark: '#2b2430',
  brown: '#6b4429',
  amber: '#c98a1c',
  green: '#3f8a4a',
  blue: '#3f6fb5',
} as const;

export const markingStyles = ['plain', 'spots', 'patches', 'stripes'] as const;

/** A cuddly toy's kind and the creature it is drawn as. */
export const toyKinds = { teddy: 'bear', bunny: 'rabbit', robot: 'robot', dinosaur: 'dinosaur', unicorn: 'unicorn', dragon: 'dragon' } as const;

const keysOf = <T extends Record<string, string>>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];
const neckwearColour = z.enum([...keysOf(outfitColours), 'none']);

export const animalLookSchema = z.strictObject({
  type: z.literal('animal'),
  species: z.enum(creatureKinds, { error: 'Please choose what kind of animal it is.' }),
  coat: z.enum(keysOf(coatColours)),
  markings: z.enum(markingStyles),
  markingColour: z.enum(keysOf(coatColours)),
  eyes: z.enum(keysOf(animalEyeColours)),
  collar: neckwearColour,
});
export type AnimalLook = z.infer<typeof animalLookSchema>;

export const toyLookSchema = z.strictObject({
  type: z.literal('toy'),
  toy: z.enum(keysOf(toyKinds), { error: 'Please choose what kind of toy it is.' }),
  colour: z.enum(keysOf(coatColours)),
  secondColour: z.enum(keysOf(coatColours)),
  bow: neckwearColour,
});
export type ToyLook = z.infer<typeof toyLookSchema>;

export const personLookSchema = appearanceSchema.extend({ type: z.literal('person') });
export type PersonLook = z.infer<typeof personLookSchema>;

export const companionLookSchema = z.discriminatedUnion('type', [animalLookSchema, toyLookSchema, personLookSchema], {
  error: 'Please choose how this companion looks.',
});
export type CompanionLook = z.infer<typeof companionLookSchema>;

/** Which look each kind of companion has. */
export const lookTypeOf: Record<CompanionKind, CompanionLook['type']> = { pet: 'animal', toy: 'toy', friend: 'person', grandparent: 'person' };

export const defaultAnimalLook: AnimalLook = { type: 'animal', species: 'dog', coat: 'golden', markings: 'plain', markingColour: 'white', eyes: 'dark', collar: 'coral' };
export const defaultToyLook: ToyLook = { type: 'toy', toy: 'teddy', colour: 'brown', secondColour: 'cream', bow: 'berry' };
const defaultPersonLook: PersonLook = {
  type: 'person',
  skinTone: 'warm',
  hairColour: 'brown',
  hairStyle: 'curly',
  hairLength: 'short',
  eyeColour: 'brown',
  glasses: false,
  freckles: false,
  outfitPrimary: 'teal',
  outfitSecondary: 'cream',
};

/** The look the builder starts from for a new companion of this kind (a grandparent with grey hair and glasses). */
export function defaultLookFor(kind: CompanionKind): CompanionLook {
  if (kind === 'pet') return defaultAnimalLook;
  if (kind === 'toy') return defaultToyLook;
  if (kind === 'grandparent') return { ...defaultPersonLook, hairColour: 'grey', hairStyle: 'wavy', glasses: true, outfitPrimary: 'berry', outfitSecondary: 'charcoal' };
  return defaultPersonLook;
}
