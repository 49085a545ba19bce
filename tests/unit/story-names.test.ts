import { describe, expect, it } from 'vitest';
import type { Hero } from '../../src/server/providers/text/builtin/cast.ts';
import { writeBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { premiseTales } from '../../src/server/providers/text/builtin/library/tales/premise/index.ts';
import type { Tale } from '../../src/server/providers/text/builtin/library/types.ts';
import { tellNames } from '../../src/server/providers/text/builtin/names.ts';
import { nameLedPage } from '../../src/server/providers/text/critic/telling.ts';
import type { StoryRequest } from '../../src/server/providers/text/types.ts';

const hero = (name: string, pronouns: Hero['pronouns']) => ({ name, pronouns, age: 5, interests: [], favourites: {} }) as unknown as Hero;

function told(text: string, who: Hero, others: string[] = []): string {
  const units = [{ text, words: 0 }];
  tellNames(units, who, others);
  return units[0]!.text;
}

describe('names as a storyteller uses them', () => {
  it('says a pronoun where the hero led the sentence before, for a one-word name too', () => {
    expect(told('Mia sat up. Mia looked at the dark.', hero('Mia', 'she'))).toBe('Mia sat up. She looked at the dark.');
    expect(told('Omar sat up. Then Omar looked at the dark.', hero('Omar', 'he'))).toBe('Omar sat up. Then he looked at the dark.');
    expect(told('Sam sat up. Sam was cold.', hero('Sam', 'they'))).toBe('Sam sat up. They were cold.');
    expect(told('Mia sat up. Mia’s feet were cold.', hero('Mia', 'she'))).toBe('Mia sat up. Her feet were cold.');
  });

  it('keeps the name when someone else who could be “she” was named in between', () => {
    expect(told('Mia smiled at Ava. Mia took the map.', hero('Mia', 'she'), ['Ava'])).toBe('Mia smiled at Ava. Mia took the map.');
    expect(told('Mia smiled at the Queen. Mia took the map.', hero('Mia', 'she'))).toBe('Mia smiled at the Queen. Mia took the map.');
    expect(told('Mia looked at her grown-up. Mia took the map.', hero('Mia', 'she'))).toBe('Mia looked at her grown-up. Mia took the map.');
    expect(told('Sam waved at the ducks. Sam sat down.', hero('Sam', 'they'))).toBe('Sam waved at the ducks. Sam sat down.');
  });

  it('lets the name come back after two pronouns, and after the hero has been out of the story for a while', () => {
    expect(told('Mia sat up. Mia stood. Mia ran. Mia stopped.', hero('Mia', 'she'))).toBe('Mia sat up. She stood. She ran. Mia stopped.');
    expect(told('Mia stopped. The creak stopped. Mia wriggled again.', hero('Mia', 'she'))).toBe('Mia stopped. The creak stopped. She wriggled again.');
    expect(told('Mia stopped. The creak stopped. The floor was still. Mia wriggled again.', hero('Mia', 'she'))).toContain('Mia wriggled again.');
  });

  it('tells the full name once, at the first mention', () => {
    expect(told('Mia sat up. Mia looked around.', hero('Mia Rose', 'she'))).toBe('Mia Rose sat up. She looked around.');
  });
});

describe('the critic’s name-start rule', () => {
  it('reports three sentences in a row led by the name, or more than a third of a page', () => {
    expect(nameLedPage(['Mia ran.', 'Mia hid.', 'Mia laughed.'], 'Mia')).toBe('Mia laughed.');
    expect(nameLedPage(['Mia ran.', 'It was dark.', 'Mia hid.', 'Mia’s toes were cold.', 'The clock ticked.', 'Mia waited.', 'It was late.'], 'Mia')).toBe('Mia waited.');
    expect(nameLedPage(['Mia ran.', 'She hid.', 'It was dark.', 'Mia laughed.', 'She waited.'], 'Mia')).toBeUndefined();
  });

  it('does not count the name after a speech, which says who spoke', () => {
    expect(nameLedPage(['Mia ran.', 'Mia hid.', '“Boo!”', 'Mia said.'], 'Mia')).toBeUndefined();
  });
});

describe('a companion named again as the owner of something', () => {
  const pals = (extraCharacters: StoryRequest['extraCharacters']): StoryRequest => ({
    hero: { name: 'Mia', pronouns: 'she', age: 4, interests: [], favourites: {} },
    extraCharacters,
    theme: 'adventure',
    setting: '',
    readingLevel: 'toddler',
    targetWordCount: 40,
    seed: 1,
  });
  const tale: Tale = {
    id: 'hat-in-the-wind',
    bands: ['little'],
    worlds: ['park'],
    time: 'day',
    shape: 'find',
    titles: ['The Hat'],
    places: [['in', 'the park']],
    episodes: [
      { kind: 'opening', tellings: [['{hero} and {pal} went to the park.']], scene: '{hero} in the park' },
      { kind: 'resolution', tellings: [['The wind blew. {pal} laughed so hard that {pal.poss} hat fell off. {hero} picked it up, and {pal} put {pal.poss} hat on again.']], scene: '{hero} with a hat' },
    ],
  };
  const told = (extraCharacters: StoryRequest['extraCharacters']) => writeBuiltinStory(pals(extraCharacters), { theme: [tale], premise: premiseTales }).story.pages.map((page) => page.text).join(' ');

  it('says “her”, “his” or, for a pet of no known sex, “its”, as the parent’s words say', () => {
    expect(told([{ kind: 'friend', name: 'Ava', description: 'a girl who loves kites' }])).toContain('Ava laughed so hard that her hat fell off.');
    expect(told([{ kind: 'pet', name: 'Mr Whiskers', description: 'an old ginger cat' }])).toContain('Mr Whiskers laughed so hard that his hat fell off.');
    expect(told([{ kind: 'pet', name: 'Biscuit', description: 'a scruffy little dog' }])).toContain('Biscuit laughed so hard that its hat fell off.');
  });

  it('says the hero’s own pronoun when the hero, named, is named again as an owner in one sentence', () => {
    const hero = (pronouns: 'she' | 'he' | 'they') => {
      const request = { ...pals([]), hero: { name: 'Omar Farouk', pronouns, age: 4, interests: [], favourites: {} } };
      const pens: Tale = { ...tale, episodes: [tale.episodes[0]!, { kind: 'resolution', tellings: [['Then {hero} reached for a pen, and {hero.poss} elbow knocked the cup. A girl laughed, and {hero} looked at {hero.poss} shoes.']], scene: '{hero} with a pen' }] };
      return writeBuiltinStory(request, { theme: [pens], premise: premiseTales }).story.pages.map((page) => page.text).join(' ');
    };
    expect(hero('he')).toContain('reached for a pen, and his elbow knocked the cup.');
    expect(hero('she')).toContain('reached for a pen, and her elbow knocked the cup.');
    expect(hero('they')).toContain('reached for a pen, and their elbow knocked the cup.');
    // Someone else met in the sentence could be meant: the name stays.
    expect(hero('he')).toContain('A girl laughed, and Omar looked at Omar’s shoes.');
  });

  it('keeps the name when the words do not say, or when the hero was named in between', () => {
    expect(told([{ kind: 'child', name: 'Leo' }])).toContain('Leo laughed so hard that Leo’s hat fell off.');
    expect(told([{ kind: 'friend', name: 'Ava', description: 'a girl who loves kites' }])).toContain('and Ava put Ava’s hat on again.');
  });
});
