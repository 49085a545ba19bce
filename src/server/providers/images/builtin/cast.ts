/**
 * How the people and animals of a story look. The hero, the parent's other children and the
 * family's companions bring their saved look; a pet or friend typed into the wizard gets a look
 * worked out from its name and description, so it too is the same on every page and in every
 * story that names it.
 */
import { eyeColours, hairColours, hairStyles, outfitColours, skinTones, type Appearance } from '../../../../shared/appearance.ts';
import { creatureKinds, type CreatureKind } from '../../../../shared/schemas/illustrations.ts';
import { creatureLookOf } from '../../../../shared/character/companion.ts';
import { defaultCreatureLooks, type CreatureLook } from '../../../../shared/character/creatures.ts';
import type { CompanionLook } from '../../../../shared/companion-looks.ts';

export type CastLook = { type: 'person'; appearance: Appearance } | { type: 'animal'; look: CreatureLook };

/** FNV-1a: a stable number from a name, the same on every machine. */
export function nameHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text.toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const pickFrom = <T>(values: readonly T[], hash: number, salt: number): T => values[(hash >>> salt) % values.length]!;

const creatureWords: Record<CreatureKind, RegExp> = {
  dog: /\b(dog|puppy|pup|hound|doggy|spaniel|terrier|labrador|poodle|collie)\b/i,
  cat: /\b(cat|kitten|kitty)\b/i,
  rabbit: /\b(rabbit|bunny|hare)\b/i,
  owl: /\b(owl|owlet|bird|parrot)\b/i,
  fox: /\b(fox|cub)\b/i,
  bear: /\b(bear|teddy)\b/i,
  fish: /\b(fish|goldfish|clownfish|octopus|seahorse|turtle|crab)\b/i,
  dragon: /\b(dragon)\b/i,
  unicorn: /\b(unicorn|pony|horse)\b/i,
  dinosaur: /\b(dinosaur|dino|t-rex|raptor|triceratops|stegosaurus|diplodocus)\b/i,
  robot: /\b(robot|droid)\b/i,
  whale: /\b(whale|dolphin)\b/i,
};

/** Which of our creatures a word or phrase means, if any. */
export function creatureFrom(text: string): CreatureKind | null {
  return creatureKinds.find((kind) => creatureWords[kind].test(text)) ?? null;
}

const animalCoats: Record<CreatureKind, string[]> = {
  dog: ['#d9a066', '#8a5a3c', '#f1e3c8', '#3b3330', '#c9874f'],
  cat: ['#9a9aa6', '#e89a4f', '#3b3330', '#f1e9e4', '#b98a5c'],
  rabbit: ['#e9ddd2', '#a98c74', '#ffffff', '#8a8a94'],
  owl: ['#a9805c', '#c9b79a', '#8a6a4f'],
  fox: ['#e58a3f', '#d9743a'],
  bear: ['#9b6a48', '#6b4a35', '#c98f5e'],
  fish: ['#f4a13c', '#5fb3f0', '#f07a9a', '#f6d57a'],
  dragon: ['#5fb37a', '#8f7be0', '#ef7a62', '#4ea3dd'],
  unicorn: ['#fbf6fb', '#f6e6f2', '#eef2fb'],
  dinosaur: ['#7cc0a0', '#a8c96a', '#e8a35a', '#8fa8e8'],
  robot: ['#9fb6cf', '#c9ccd6', '#e8c06a'],
  whale: ['#5f86c8', '#6f7fa8'],
};

/** A pet's look: its species from the description (a dog when nothing says otherwise), its coat from its name. */
export function petLook(name: string, description = ''): CastLook {
  const kind = creatureFrom(description) ?? creatureFrom(name) ?? 'dog';
  const hash = nameHash(name);
  const base = defaultCreatureLooks[kind];
  return { type: 'animal', look: { kind, body: pickFrom(animalCoats[kind], hash, 0), accent: base.accent, marking: (hash & 0x100) !== 0 } };
}

/** A friend's look, worked out from the name: a steady, ordinary child. */
export function friendLook(name: string): CastLook {
  const hash = nameHash(name);
  const keys = <T extends Record<string, string>>(record: T) => Object.keys(record) as (keyof T & string)[];
  const outfits = keys(outfitColours);
  const primary = pickFrom(outfits, hash, 3);
  return {
    type: 'person',
    appearance: {
      skinTone: pickFrom(keys(skinTones), hash, 0),
      hairColour: pickFrom(keys(hairColours).filter((colour) => colour !== 'grey'), hash, 5),
      hairStyle: pickFrom(hairStyles.filter((style) => style !== 'shaved'), hash, 9),
      hairLength: pickFrom(['short', 'medium', 'long'] as const, hash, 13),
      eyeColour: pickFrom(keys(eyeColours), hash, 16),
      glasses: (hash >>> 20) % 5 === 0,
      freckles: (hash >>> 23) % 4 === 0,
      outfitPrimary: primary,
      outfitSecondary: pickFrom(outfits.filter((colour) => colour !== primary), hash, 26),
    },
  };
}

/** A companion of the family cast, drawn from its saved look: a person as a person, a pet or a toy as its creature. */
export function companionCastLook(look: CompanionLook): CastLook {
  if (look.type !== 'person') return { type: 'animal', look: creatureLookOf(look) };
  const { type: _type, ...appearance } = look;
  return { type: 'person', appearance };
}
