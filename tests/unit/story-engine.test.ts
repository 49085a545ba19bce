import { describe, expect, it } from 'vitest';
import { readingLevels, storyLengths, targetWordCount, type ReadingLevel } from '@shared/reading.ts';
import { storyThemeIds, type StoryThemeId } from '@shared/story-themes.ts';
import { BuiltinTextProvider, generateBuiltinStory, writeBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { createRandom } from '../../src/server/providers/text/builtin/random.ts';
import { renderTemplate, isUsable, TemplateError } from '../../src/server/providers/text/builtin/template.ts';
import {
  fleschKincaidGrade,
  normalizeSentence,
  splitSentences,
  syllables,
  wordCount,
} from '../../src/server/providers/text/readability.ts';
import { generatedStorySchema, type GeneratedStory, type StoryRequest } from '../../src/server/providers/text/types.ts';

function request(overrides: Partial<StoryRequest> = {}, hero: Partial<StoryRequest['hero']> = {}): StoryRequest {
  return {
    hero: {
      name: 'Mia',
      pronouns: 'she',
      age: 4,
      interests: ['dinosaurs', 'drawing'],
      favourites: { colour: 'purple', toy: 'teddy bear', animal: 'owl' },
      ...hero,
    },
    extraCharacters: [{ kind: 'pet', name: 'Biscuit', description: 'a scruffy little dog' }],
    theme: 'adventure',
    setting: '',
    lesson: 'sharing is caring',
    readingLevel: 'pre-reader',
    targetWordCount: 300,
    seed: 1,
    ...overrides,
  };
}

const fullText = (story: GeneratedStory) => story.pages.map((page) => page.text).join('\n\n');
const sentencesOf = (story: GeneratedStory) => splitSentences(fullText(story)).map(normalizeSentence);
const words = (story: GeneratedStory) => wordCount(fullText(story));

/** What every story must satisfy, whatever the inputs. */
function expectWellFormed(story: GeneratedStory, input: StoryRequest): void {
  expect(generatedStorySchema.safeParse(story).success).toBe(true);
  const text = fullText(story);
  for (const piece of [story.title, text, ...story.pages.map((page) => page.sceneDescription)]) {
    expect(piece).not.toMatch(/[{}[\]<>|\uE000\uE001]|undefined|null|\[object|NaN/);
  }
  // Short calls ("Hop, hop!", "Roar!") may come back as a refrain; anything longer is told once.
  const sentences = sentencesOf(story).filter((sentence) => sentence.split(' ').length >= 4);
  const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index);
  expect(repeated).toEqual([]);
  const named = story.pages.filter((page) => page.text.includes(input.hero.name)).length;
  expect(named / story.pages.length).toBeGreaterThanOrEqual(0.7);
  for (const extra of input.extraCharacters) expect(text).toContain(extra.name);
  for (const paragraph of text.split('\n\n')) {
    expect(paragraph.split('“').length, paragraph).toBe(paragraph.split('”').length);
    expect(paragraph).not.toMatch(/"/);
  }
  // a/an agreement and capital letters at the start of every sentence.
  expect(text).not.toMatch(/\b[Aa] [aeiAEI]\w/);
  expect(text).not.toMatch(/\b[Aa]n [bcdfgjklmnpqrstvwxyzBCDFGJKLMNPQRSTVWXYZ]\w/);
  for (const sentence of splitSentences(text)) expect(sentence, sentence).toMatch(/^[“‘]?[\p{Lu}\d]/u);
}

describe('built-in story engine: length and shape', () => {
  it.each(readingLevels)('%s: every length lands within ten per cent of its word count, in well-formed pages', (level) => {
    for (const minutes of storyLengths) {
      for (const seed of [1, 2, 3]) {
        const theme = storyThemeIds[(seed * 3 + minutes) % storyThemeIds.length]!;
        const extras: StoryRequest['extraCharacters'] =
          seed === 2 ? [] : seed === 3 ? [{ kind: 'child', name: 'Leo' }, { kind: 'friend', name: 'Ava', description: 'a girl who loves kites' }] : request().extraCharacters;
        const input = request({ readingLevel: level, targetWordCount: targetWordCount(level, minutes), seed, theme, extraCharacters: extras });
        const story = generateBuiltinStory(input);
        const ratio = words(story) / input.targetWordCount;
        expect(ratio, `${level} ${minutes} min seed ${seed}: ${words(story)} words`).toBeGreaterThanOrEqual(0.9);
        expect(ratio, `${level} ${minutes} min seed ${seed}: ${words(story)} words`).toBeLessThanOrEqual(1.1);
        expectWellFormed(story, input);
      }
    }
  }, 120_000);

  it('sizes pages for a picture book at the level', () => {
    const toddler = generateBuiltinStory(request({ readingLevel: 'toddler', targetWordCount: 600 }));
    const older = generateBuiltinStory(request({ readingLevel: 'advanced-reader', targetWordCount: 1800 }));
    const average = (story: GeneratedStory) => words(story) / story.pages.length;
    expect(average(toddler)).toBeGreaterThanOrEqual(35);
    expect(average(toddler)).toBeLessThanOrEqual(65);
    expect(average(older)).toBeGreaterThanOrEqual(150);
    expect(average(older)).toBeLessThanOrEqual(250);
  });
});

describe('built-in story engine: the child in the story', () => {
  const pronounChecks: Record<'she' | 'he' | 'they', RegExp> = {
    she: /\b(he|him|his|himself|themself)\b/i,
    he: /\b(she|her|hers|herself|themself)\b/i,
    they: /\b(she|he|her|hers|him|his|herself|himself)\b|\bthey (was|is|has|does|wasn’t|isn’t|hasn’t|doesn’t)\b/i,
  };

  it.each(['she', 'he', 'they'] as const)('uses %s pronouns, with matching verbs, in every theme', (pronouns) => {
    for (const [index, theme] of storyThemeIds.entries()) {
      for (const level of ['pre-reader', 'transitional-reader', 'sophisticated-reader'] as ReadingLevel[]) {
        const input = request({ theme, readingLevel: level, targetWordCount: targetWordCount(level, 10), seed: index + 1 }, { pronouns, name: 'Sam' });
        const { story, hints } = writeBuiltinStory(input);
        const text = [fullText(story), ...story.pages.map((page) => page.sceneDescription)].join('\n');
        // Other people in the story (a girl met on the stairs) have their own pronouns: a sentence
        // about the hero alone, with nobody speaking, must use the hero's.
        const others = [...input.extraCharacters.map((extra) => extra.name), ...(hints.names ?? [])];
        const aboutHero = splitSentences(text).filter((sentence) => sentence.includes('Sam') && !/[“”]/.test(sentence) && !others.some((name) => sentence.includes(name)));
        for (const sentence of aboutHero) expect(sentence.match(pronounChecks[pronouns])?.[0], `${theme} ${level}: ${sentence}`).toBeUndefined();
        if (!hints.names?.length) expect(text.match(pronounChecks[pronouns])?.[0], `${theme} ${level}`).toBeUndefined();
        expect(text).toMatch(pronouns === 'she' ? /\b(she|her)\b/i : pronouns === 'he' ? /\b(he|his|him)\b/i : /\b(they|their|them)\b/i);
      }
    }
  }, 60_000);

  it('weaves in the first interest and every favourite thing, and says the parent’s lesson once, near the end', () => {
    for (const seed of [1, 2, 3, 4]) {
      const story = generateBuiltinStory(request({ seed, readingLevel: 'early-reader', targetWordCount: 800 }));
      const text = fullText(story);
      expect(text).toContain('dinosaurs');
      for (const favourite of ['purple', 'teddy bear', 'owl']) expect(text).toContain(favourite);
      const lower = text.toLowerCase();
      expect(lower.split('sharing is caring').length - 1).toBe(1);
      expect(lower.indexOf('sharing is caring') / lower.length).toBeGreaterThan(0.75);
    }
  });

  it('uses the parent’s setting, with the right little word in front of it', () => {
    const story = generateBuiltinStory(request({ setting: 'Grandma’s garden', theme: 'bedtime', readingLevel: 'transitional-reader', targetWordCount: 1200 }));
    expect(fullText(story)).toContain('Grandma’s garden');
    expect(fullText(story)).not.toMatch(/\bat Grandma’s garden\b/);
  });
});

describe('built-in story engine: seeds', () => {
  it('is deterministic for a seed', async () => {
    const input = request({ readingLevel: 'fluent-reader', targetWordCount: 1500, seed: 42 });
    expect(generateBuiltinStory(input)).toEqual(generateBuiltinStory(input));
    const result = await new BuiltinTextProvider().generateStory(input);
    expect(result.story).toEqual(generateBuiltinStory(input));
    expect(result.model).toBe('builtin-story-engine-1');
  });

  it('tells clearly different stories for different seeds', () => {
    for (const level of ['pre-reader', 'transitional-reader'] as ReadingLevel[]) {
      const target = targetWordCount(level, 10);
      const stories = [11, 12, 13, 14].map((seed) => generateBuiltinStory(request({ seed, readingLevel: level, targetWordCount: target })));
      for (let a = 0; a < stories.length; a++) {
        for (let b = a + 1; b < stories.length; b++) {
          const first = new Set(sentencesOf(stories[a]!));
          const shared = sentencesOf(stories[b]!).filter((sentence) => first.has(sentence)).length;
          expect(shared / first.size, `${level} seeds ${a} and ${b}`).toBeLessThan(0.6);
        }
      }
    }
  });
});

describe('built-in story engine: reading level', () => {
  const grade = (level: ReadingLevel, theme: StoryThemeId, seed: number) =>
    fleschKincaidGrade(fullText(generateBuiltinStory(request({ readingLevel: level, theme, seed, targetWordCount: targetWordCount(level, 10) }))));

  it('keeps toddler and pre-reader stories at or below Flesch–Kincaid grade 2', () => {
    for (const theme of storyThemeIds) {
      for (const level of ['toddler', 'pre-reader'] as ReadingLevel[]) expect(grade(level, theme, 7), `${level} ${theme}`).toBeLessThanOrEqual(2);
    }
  }, 60_000);

  it('raises the grade as the level rises', () => {
    const averages = readingLevels.map((level) => {
      const grades = storyThemeIds.map((theme, index) => grade(level, theme, index + 1));
      return grades.reduce((sum, value) => sum + value, 0) / grades.length;
    });
    for (let index = 1; index < averages.length; index++) {
      expect(averages[index]!, `${readingLevels[index]} after ${readingLevels[index - 1]}`).toBeGreaterThanOrEqual(averages[index - 1]! - 0.1);
    }
    expect(averages.at(-1)! - averages[0]!).toBeGreaterThan(4);
  }, 60_000);
});

describe('built-in story engine: endings', () => {
  it('ends a bedtime story on a calm, sleepy last page', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const level of ['toddler', 'emergent-reader', 'fluent-reader', 'teen-reader'] as ReadingLevel[]) {
        const story = generateBuiltinStory(request({ theme: 'bedtime', seed, readingLevel: level, targetWordCount: targetWordCount(level, 5) }));
        const last = story.pages.at(-1)!.text;
        expect(last, `${level} seed ${seed}`).toMatch(/sleep|slept|dream|yawn|goodnight|night, night|bed/i);
        expect(last, `${level} seed ${seed}`).not.toContain('!');
      }
    }
  });
});

describe('built-in story engine: the parent\'s setting', () => {
  it('keeps a story set in a building inside it, told by a tale written to happen anywhere', () => {
    const { story, hints, tale } = writeBuiltinStory(request({ theme: 'dinosaurs', readingLevel: 'early-reader', targetWordCount: 400, setting: 'the dinosaur museum' }));
    expect(tale).toBeDefined();
    expect(hints.world).toBeUndefined();
    expect(story.pages.map((page) => page.text).join(' ')).toContain('the dinosaur museum');
    expect(writeBuiltinStory(request({ theme: 'dinosaurs', readingLevel: 'early-reader', setting: 'a green valley' })).hints.world).toBe('valley');
  });
});

describe('built-in story engine: the template language', () => {
  it('fails loudly on a slot the engine does not know, and on one with no value', () => {
    const context = { known: new Set(['hero', 'pal']), slots: new Map([['hero', 'Mia']]), random: createRandom(1), joinRate: 0 };
    expect(renderTemplate('{hero} [ran|hopped] home.', context)).toMatch(/^Mia (ran|hopped) home\.$/);
    expect(() => renderTemplate('{villain} laughed.', context)).toThrow(TemplateError);
    expect(() => renderTemplate('{pal} laughed.', context)).toThrow(/no value/);
    expect(() => isUsable('{villain} laughed.', context, new Set())).toThrow(TemplateError);
    expect(isUsable('{pal} laughed.', context, new Set())).toBe(false);
    expect(isUsable('@night {hero} slept.', context, new Set(['day']))).toBe(false);
    expect(isUsable('@pet+pals {hero} slept.', context, new Set(['pet']))).toBe(false);
    expect(isUsable('@pet+pals {hero} slept.', context, new Set(['pet', 'pals']))).toBe(true);
    expect(isUsable('@alone,pet+pals {hero} slept.', context, new Set(['alone']))).toBe(true);
  });

  it('passes over an alternative whose slot has no value, and nests alternatives', () => {
    const context = { known: new Set(['hero', 'pal', 'toy']), slots: new Map([['hero', 'Mia']]), random: createRandom(3), joinRate: 0 };
    for (let i = 0; i < 20; i++) {
      expect(renderTemplate('{hero} ran home[ with {pal}| at a [trot|run]].', context)).toMatch(/^Mia ran home at a (trot|run)\.$/);
    }
    expect(isUsable('{hero} ran[ with {pal}|].', context, new Set())).toBe(true);
    expect(isUsable('{hero} ran [with {pal}|to {toy}].', context, new Set())).toBe(false);
    expect(() => isUsable('{hero} ran[ with {villain}|].', context, new Set())).toThrow(TemplateError);
  });
});

describe('readability', () => {
  it('counts words, sentences and syllables', () => {
    expect(wordCount('“Look!” said Mia — and ran.')).toBe(5);
    expect(splitSentences('“Look!” said Mia. The sky was pink! Was it? Yes.')).toEqual(['“Look!” said Mia.', 'The sky was pink!', 'Was it?', 'Yes.']);
    expect([syllables('cat'), syllables('apple'), syllables('butterfly'), syllables('made')]).toEqual([1, 2, 3, 1]);
    expect(fleschKincaidGrade('The cat sat. The dog ran.')).toBeLessThan(1);
    expect(fleschKincaidGrade('Notwithstanding considerable meteorological uncertainty, the expedition proceeded methodically.')).toBeGreaterThan(12);
  });
});
