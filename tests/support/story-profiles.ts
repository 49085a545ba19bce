/** Heroes that stretch the story engine: long and hyphenated names, they/them, no interests, odd favourites. */
import type { StoryRequest } from '../../src/server/providers/text/types.ts';

type Profile = Pick<StoryRequest, 'hero' | 'extraCharacters' | 'setting' | 'lesson'>;

export const storyProfiles: readonly Profile[] = [
  {
    hero: { name: 'Zoë-Mae O’Brien', pronouns: 'she', age: 4, interests: ['dinosaurs', 'drawing'], favourites: { colour: 'green', toy: 'knitted rabbit', toyName: 'Mr Floppy', animal: 'seal' } },
    extraCharacters: [{ kind: 'pet', name: 'Biscuit', description: 'a scruffy little dog' }],
    setting: '',
    lesson: 'it is fine to ask for help',
  },
  {
    hero: { name: 'Sam', pronouns: 'they', age: 9, interests: [], favourites: {} },
    extraCharacters: [],
    setting: 'a dinosaur museum',
    lesson: '',
  },
  {
    hero: { name: 'Maximilian Alexander', pronouns: 'he', age: 12, interests: ['football', 'bugs and beetles'], favourites: { colour: 'turquoise', animal: 'axolotl', toy: '"; DROP TABLE stories' } },
    extraCharacters: [{ kind: 'child', name: 'Leo' }, { kind: 'friend', name: 'Ava', description: 'a girl who loves kites' }],
    setting: 'the Moon',
    lesson: 'sharing is caring',
  },
  {
    hero: { name: 'Anna-Sophia van der Berg', pronouns: 'she', age: 7, interests: ['the ocean', 'K-pop'], favourites: { colour: 'Purple!', toy: 'Bubbles the seal' } },
    extraCharacters: [{ kind: 'pet', name: 'Mr Whiskers', description: 'an old ginger cat' }],
    setting: 'a windy beach',
    lesson: 'Be kind to others.',
  },
];

/** A child whose pet is a goldfish: it swims, and never comes running. */
export const goldfishProfile: Profile = {
  hero: { name: 'Kai', pronouns: 'he', age: 6, interests: ['puzzles'], favourites: { colour: 'teal' } },
  extraCharacters: [{ kind: 'pet', name: 'Bubbles', description: 'a little goldfish' }],
  setting: '',
  lesson: '',
};
