/**
 * The last-resort fit: when no tale can be told within the tolerance at the length asked for, the
 * engine still tells one — of the tales that suit the reader and the setting best, the one whose
 * reachable length comes nearest the target — so a story is always written.
 */
import { describe, expect, it } from 'vitest';
import { readingLevels, targetWordCount, type ReadingLevel } from '@shared/reading.ts';
import { storyTemplate } from '@shared/story-templates.ts';
import { storyThemeIds } from '@shared/story-themes.ts';
import { writeBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { themeTales } from '../../src/server/providers/text/builtin/library/tales/index.ts';
import { premiseTales } from '../../src/server/providers/text/builtin/library/tales/premise/index.ts';
import type { Band, Tale, WorldId } from '../../src/server/providers/text/builtin/library/types.ts';
import { advisoryRules, critiqueStory } from '../../src/server/providers/text/critic/index.ts';
import { wordCount } from '../../src/server/providers/text/readability.ts';
import type { GeneratedStory, StoryRequest } from '../../src/server/providers/text/types.ts';

const filler = (count: number) => Array.from({ length: count }, (_, index) => ['slowly', 'softly', 'gently', 'quietly'][index % 4]).join(' ');

/**
 * A tale of three episodes — an opening, an optional try and an ending — each told in `size` words
 * or, at length, twice that: it can be told in 2 × size words at the fewest and 6 × size at the most.
 */
function tale(id: string, size: number, options: { bands?: Band[]; worlds?: WorldId[]; anywhere?: boolean } = {}): Tale {
  const episode = (kind: Tale['episodes'][number]['kind'], lead: string, optional = false) => ({
    kind,
    ...(optional ? { optional } : {}),
    tellings: [[`${lead} ${filler(size - 3)}.`], [`${lead} ${filler(2 * size - 3)}.`]],
    scene: `{hero} ${kind}`,
  });
  return {
    id,
    bands: options.bands ?? ['little'],
    worlds: options.worlds ?? ['home'],
    ...(options.anywhere ? { anywhere: true } : {}),
    time: 'day',
    shape: 'find',
    titles: [`The ${id} Tale`],
    places: [['in', 'the little house']],
    episodes: [episode('opening', '{hero} woke up'), episode('attempt', '{hero} tried again', true), episode('ending', '{hero} went home')],
  };
}

function request(overrides: Partial<StoryRequest> = {}): StoryRequest {
  return {
    hero: { name: 'Mia', pronouns: 'she', age: 3, interests: [], favourites: {} },
    extraCharacters: [],
    theme: 'bedtime',
    setting: '',
    readingLevel: 'toddler',
    targetWordCount: targetWordCount('toddler', 5),
    seed: 1,
    ...overrides,
  };
}

const text = (story: GeneratedStory) => story.pages.map((page) => page.text).join('\n\n');
const tales = (...theme: Tale[]) => ({ theme, premise: premiseTales });

describe('the last-resort fit for a theme', () => {
  it('tells a tale that stops short of a 30-minute story with every episode at its longest', () => {
    const short = tale('short', 50);
    expect(writeBuiltinStory(request(), tales(short)).lastResort).toBeUndefined();
    const long = request({ targetWordCount: targetWordCount('toddler', 30) });
    const told = writeBuiltinStory(long, tales(short));
    expect(told.tale).toBe('short');
    expect(told.lastResort).toEqual({ words: 300 });
    expect(wordCount(text(told.story))).toBe(300);
    expect(text(told.story)).toMatch(/Mia woke up[^]*Mia tried again[^]*Mia went home/);
  });

  it('tells a tale too long for a short story with its fewest episodes at their shortest', () => {
    const told = writeBuiltinStory(request(), tales(tale('long', 200)));
    expect(told.lastResort).toEqual({ words: 400 });
    expect(text(told.story)).not.toContain('tried again');
  });

  it('of the tales that suit the parent’s setting, tells the one whose reachable length comes nearest', () => {
    // 300 words asked for: the kitchen's own tale reaches 120, the one written for anywhere 240, the forest tale all 300.
    const library = tales(tale('at-home', 20), tale('anywhere', 40, { worlds: ['forest'], anywhere: true }), tale('in-the-woods', 100, { worlds: ['forest'] }));
    const told = writeBuiltinStory(request({ setting: 'Grandma’s kitchen' }), library);
    expect(told.tale).toBe('anywhere');
    expect(told.lastResort).toEqual({ words: 240 });
    expect(told.story.pages[0]!.sceneDescription).toContain('Setting: Grandma’s kitchen');
    expect(told.hints.world).toBe('home');
  });

  it('borrows a tale of a neighbouring band that suits the setting before one set against its world', () => {
    const library = tales(tale('in-the-woods', 50, { worlds: ['forest'] }), tale('at-home-for-older', 50, { bands: ['early'] }), tale('at-home-for-teens', 50, { bands: ['older'] }));
    expect(writeBuiltinStory(request({ setting: 'Grandma’s kitchen' }), library).tale).toBe('at-home-for-older');
    // With no setting, the reader's own band comes first.
    expect(writeBuiltinStory(request(), library).tale).toBe('in-the-woods');
  });

  it('sets a tale in the parent’s setting against its world only when no tale suits it', () => {
    const told = writeBuiltinStory(request({ setting: 'Grandma’s kitchen' }), tales(tale('in-the-woods', 50, { worlds: ['forest'] }), tale('woods-for-teens', 50, { bands: ['older'], worlds: ['forest'] })));
    expect(told.tale).toBe('in-the-woods');
    expect(told.story.pages[0]!.sceneDescription).toContain('Setting: Grandma’s kitchen');
  });

  it('is deterministic for a seed', () => {
    const library = tales(tale('short', 50), tale('shorter', 30));
    const long = request({ targetWordCount: targetWordCount('toddler', 30), seed: 7 });
    expect(writeBuiltinStory(long, library)).toEqual(writeBuiltinStory(long, library));
  });

  it('tells a teenager’s 30-minute bedtime story from the little ones’ tales when they are all there is, and the critic finds nothing to fix', () => {
    const little = themeTales.bedtime.filter((entry) => entry.bands.every((band) => band === 'little'));
    expect(little.length).toBeGreaterThan(0);
    const teen = request({ readingLevel: 'teen-reader', targetWordCount: targetWordCount('teen-reader', 30), hero: { name: 'Ada Lovelace', pronouns: 'she', age: 14, interests: ['chess'], favourites: { colour: 'blue' } }, lesson: 'it is fine to ask for help' });
    const told = writeBuiltinStory(teen, tales(...little));
    expect(little.map((entry) => entry.id)).toContain(told.tale);
    expect(told.lastResort!.words).toBeLessThan(teen.targetWordCount * 0.5);
    expect(told.lastResort!.words).toBe(wordCount(text(told.story)));
    expect(critiqueStory(told.story, teen, told.hints).filter((finding) => !advisoryRules.has(finding.rule))).toEqual([]);
  });

  it('always writes a story, whatever the length asked for', () => {
    for (const theme of storyThemeIds) {
      for (const level of ['toddler', 'teen-reader'] as ReadingLevel[]) {
        const { story, lastResort } = writeBuiltinStory(request({ theme, readingLevel: level, targetWordCount: 20_000, setting: 'the bottom of a teacup' }));
        expect(lastResort, `${theme} ${level}`).toBeDefined();
        expect(wordCount(text(story))).toBe(lastResort!.words);
        expect(story.pages.length).toBeGreaterThanOrEqual(3);
      }
    }
  }, 60_000);
});

describe('the last-resort fit for a template', () => {
  it('tells an 11–14 template with the nearest band’s premise tale when none is written for 11–14', () => {
    const template = storyTemplate('pen-pals')!;
    const written = premiseTales.filter((entry) => !entry.bands.includes('older'));
    for (const level of readingLevels.filter((entry) => ['advanced-reader', 'teen-reader', 'sophisticated-reader'].includes(entry))) {
      for (const minutes of [5, 30]) {
        const teen = request({
          hero: { name: 'Theo', pronouns: 'he', age: 12, interests: [], favourites: {} },
          theme: template.theme,
          setting: template.setting,
          readingLevel: level,
          targetWordCount: targetWordCount(level, minutes),
          template: { title: template.title, premise: template.premise, plot: template.plot },
        });
        const told = writeBuiltinStory(teen, { theme: [], premise: written });
        const middle = written.filter((entry) => entry.bands.includes('middle')).map((entry) => entry.id);
        expect(middle, `${level} ${minutes} min`).toContain(told.tale);
        expect(told.lastResort, `${level} ${minutes} min`).toBeDefined();
        const story = text(told.story);
        expect(story).toContain('a first meeting with the pen pal from upriver');
        expect(story).toContain('Theo sent a letter saying they would wait at the old stone bridge at noon');
        expect(told.story.title).toBe('The Pen Pals');
        expect(critiqueStory(told.story, teen, told.hints).filter((finding) => !advisoryRules.has(finding.rule)), `${level} ${minutes} min`).toEqual([]);
      }
    }
  }, 60_000);
});
