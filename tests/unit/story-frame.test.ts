/**
 * A parent's small setting (a room, a home) with a tale that needs more room: the tale is told at its
 * own place, and the parent's place is where the story starts and ends.
 */
import { describe, expect, it } from 'vitest';
import { targetWordCount } from '@shared/reading.ts';
import { writeBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import type { Tale } from '../../src/server/providers/text/builtin/library/types.ts';
import { themeTales } from '../../src/server/providers/text/builtin/library/tales/index.ts';
import { createRandom } from '../../src/server/providers/text/builtin/random.ts';
import { isSmallSetting } from '../../src/server/providers/text/builtin/setting.ts';
import { taleChoices } from '../../src/server/providers/text/builtin/tale-cast.ts';
import { critiqueStory } from '../../src/server/providers/text/critic/index.ts';
import { wordCount } from '../../src/server/providers/text/readability.ts';
import type { StoryRequest } from '../../src/server/providers/text/types.ts';

function request(overrides: Partial<StoryRequest> = {}): StoryRequest {
  return {
    hero: { name: 'Mia Rose', pronouns: 'she', age: 9, interests: ['trains'], favourites: { colour: 'yellow' } },
    extraCharacters: [],
    theme: 'kindness',
    setting: 'Grandma’s kitchen',
    readingLevel: 'fluent-reader',
    targetWordCount: targetWordCount('fluent-reader', 10),
    seed: 1,
    ...overrides,
  };
}

function fairTale(frame = true): Tale {
  return {
    id: 'the-fair',
    bands: ['middle'],
    worlds: ['park'],
    anywhere: true,
    roomy: true,
    ...(frame ? { frame: { opening: [['The poster was up {home.in}, and {hero} set off {place.to}.']], ending: [['Back {home.in}, {hero} took the poster down.']] } } : {}),
    time: 'day',
    shape: 'fix',
    titles: ['The Fair'],
    places: [['in', 'Hollybank Park']],
    episodes: [
      { kind: 'opening', tellings: [['It was the day of the summer fair {place.in}.']], scene: '{hero} at the fair' },
      { kind: 'ending', tellings: [['The fair was over.']], scene: '{hero} going home' },
    ],
  };
}

describe('a small setting', () => {
  it.each(['Grandma’s kitchen', "Grandma's kitchen", 'our living room', 'my bedroom', 'the attic', 'a cosy flat', 'the bathroom', 'the hall', 'Grandad’s little house by the canal', 'at home'])('“%s” is a home or a room', (setting) => {
    expect(isSmallSetting(setting)).toBe(true);
  });

  it.each(['', 'the village hall', 'a windy beach', 'the Moon', 'the big park on Hill Street', 'a dinosaur museum', 'the kitchen garden', 'Bramble Woods'])('“%s” is not', (setting) => {
    expect(isSmallSetting(setting)).toBe(false);
  });
});

describe('a roomy tale in a small setting', () => {
  const choose = (setting: string, tale = fairTale()) => taleChoices([tale], request({ setting }), createRandom(1))[0]!;

  it('is told at its own place, with the parent’s place as home', () => {
    const chosen = choose('Grandma’s kitchen');
    expect(chosen.place.name).toBe('Hollybank Park');
    expect(chosen.home?.name).toBe('Grandma’s kitchen');
    expect(chosen.tale.episodes.map((episode) => episode.kind)).toEqual(['opening', 'opening', 'ending', 'ending']);
  });

  it('is told in the parent’s place when that place is big enough, or when the tale has no frame', () => {
    expect(choose('the big park on Hill Street').place.name).toBe('the big park on Hill Street');
    expect(choose('the big park on Hill Street').home).toBeUndefined();
    expect(choose('Grandma’s kitchen', fairTale(false)).place.name).toBe('Grandma’s kitchen');
  });

  it('starts and ends in the parent’s place, names it in full first and short last, and counts the frame in its length', () => {
    const setting = 'the cosy little flat above the bakery';
    const { story } = writeBuiltinStory(request({ setting, targetWordCount: 40 }), { theme: [fairTale()], premise: [] });
    const text = story.pages.map((page) => page.text).join('\n\n');
    expect(text).toBe(
      'The poster was up in the cosy little flat above the bakery, and Mia Rose set off to Hollybank Park.\n\nIt was the day of the summer fair in Hollybank Park.\n\nThe fair was over.\n\nBack in the flat, Mia took the poster down.',
    );
  });
});

describe('the library’s roomy tales in Grandma’s kitchen', () => {
  it('kindness for a 9-year-old: the fair is in its own place, the story starts and ends in the kitchen', () => {
    const req = request();
    const { story, hints, tale } = writeBuiltinStory(req);
    const pages = story.pages.map((page) => page.text);
    const paragraphs = pages.join('\n\n').split('\n\n');
    expect(tale).toBe('the-lemonade-stall');
    expect(paragraphs[0]).toContain('in Grandma’s kitchen');
    expect(paragraphs.at(-1)).toContain('Grandma’s kitchen');
    expect(pages.join('\n\n')).not.toMatch(/fair (?:in|at|on) Grandma’s kitchen/);
    expect(Math.abs(wordCount(pages.join('\n\n')) / req.targetWordCount - 1)).toBeLessThanOrEqual(0.1);
    expect(critiqueStory(story, req, hints)).toEqual([]);
  });

  it('every anywhere tale says whether it needs more room than a home, every roomy one has a frame naming the parent’s place at its start and end, and only roomy tales have one', () => {
    const problems: string[] = [];
    for (const tales of Object.values(themeTales)) {
      for (const tale of tales) {
        if (tale.anywhere && tale.roomy === undefined) problems.push(`${tale.id}: anywhere, but not said whether roomy`);
        if (tale.roomy && !tale.frame) problems.push(`${tale.id}: roomy with no frame`);
        if (tale.frame && !tale.roomy) problems.push(`${tale.id}: a frame on a tale that is not roomy`);
        const outside = JSON.stringify([tale.titles, tale.episodes]);
        if (/\{home[.}]/.test(outside)) problems.push(`${tale.id}: {home} outside its frame`);
        if (tale.frame && !tale.frame.opening.every((telling) => telling.some((paragraph) => /\{home(?:\.in|\.to)?\}/.test(paragraph)))) problems.push(`${tale.id}: a telling of the frame's opening does not name the parent's place`);
        if (tale.frame && !tale.frame.ending.every((telling) => telling.some((paragraph) => /\{home(?:\.in|\.to)?\}/.test(paragraph)))) problems.push(`${tale.id}: a telling of the frame's ending does not name the parent's place`);
      }
    }
    expect(problems).toEqual([]);
  });
});
