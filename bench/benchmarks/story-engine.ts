/**
 * The built-in story engine, in process: generation time for every level × length (and the
 * 30-minute sophisticated-reader story, target under 1 s), word-count error for 100 seeded stories
 * (target: all within ±10 %), Flesch–Kincaid grade per level (target: rising with the level,
 * toddler and pre-reader at most grade 2), and how many sentences 100 stories of the same inputs
 * share (for information: coherence now matters more than variety, so there is no target).
 */
import { readingLevels, storyLengths, targetWordCount, type ReadingLevel } from '../../src/shared/reading.ts';
import { storyThemeIds } from '../../src/shared/story-themes.ts';
import { generateBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { fleschKincaidGrade, normalizeSentence, splitSentences, wordCount } from '../../src/server/providers/text/readability.ts';
import type { GeneratedStory, StoryRequest } from '../../src/server/providers/text/types.ts';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { median, table, verdict } from '../lib/format.ts';

const slowestTargetMs = 1_000;
const fkCeilingForLittleOnes = 2;

function request(level: ReadingLevel, minutes: number, seed: number, theme = storyThemeIds[seed % storyThemeIds.length]!): StoryRequest {
  return {
    hero: { name: 'Mia', pronouns: 'she', age: 6, interests: ['dinosaurs', 'drawing'], favourites: { colour: 'purple', toy: 'teddy bear' } },
    extraCharacters: [{ kind: 'pet', name: 'Biscuit', description: 'a scruffy little dog' }],
    theme,
    setting: '',
    lesson: 'sharing',
    readingLevel: level,
    targetWordCount: targetWordCount(level, minutes),
    seed,
  };
}

const text = (story: GeneratedStory) => story.pages.map((page) => page.text).join('\n\n');

function timed(input: StoryRequest): { story: GeneratedStory; ms: number } {
  const started = performance.now();
  const story = generateBuiltinStory(input);
  return { story, ms: performance.now() - started };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function timings(): void {
  console.log('\n  Generation time, median of 3 seeds (ms), by level and length in minutes:');
  // Warm the engine first, so the first figure is not module loading.
  for (let seed = 0; seed < 3; seed++) generateBuiltinStory(request('sophisticated-reader', 30, 1000 + seed));
  const rows = [['level', ...storyLengths.map(String)]];
  for (const level of readingLevels) {
    rows.push([level, ...storyLengths.map((minutes) => median([1, 2, 3].map((seed) => timed(request(level, minutes, seed)).ms)).toFixed(0))]);
  }
  console.log(table(rows, storyLengths.map((_, index) => index + 1)));

  const runs = Array.from({ length: 10 }, (_, seed) => timed(request('sophisticated-reader', 30, seed + 1)));
  const times = runs.map((run) => run.ms);
  const words = Math.round(median(runs.map((run) => wordCount(text(run.story)))));
  console.log(
    `\n  30-minute sophisticated-reader story (~${words} words), 10 seeds: median ${ms(median(times))}, slowest ${ms(Math.max(...times))}` +
      ` (target < ${ms(slowestTargetMs)}): ${verdict(Math.max(...times) < slowestTargetMs)}`,
  );
}

function wordCountError(): void {
  const errors: number[] = [];
  for (let seed = 1; seed <= 100; seed++) {
    const level = readingLevels[seed % readingLevels.length]!;
    const minutes = storyLengths[Math.floor(seed / readingLevels.length) % storyLengths.length]!;
    const input = request(level, minutes, seed);
    errors.push(wordCount(text(generateBuiltinStory(input))) / input.targetWordCount - 1);
  }
  const within = errors.filter((error) => Math.abs(error) <= 0.1).length;
  const worst = errors.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0);
  const mean = errors.reduce((sum, error) => sum + Math.abs(error), 0) / errors.length;
  console.log(
    `\n  Word count against target, 100 seeded stories across levels, lengths and themes: ${within}/100 within ±10 %,` +
      ` mean |error| ${percent(mean)}, worst ${worst >= 0 ? '+' : ''}${percent(worst)}: ${verdict(within === 100)}`,
  );
}

function grades(): void {
  const rows = [['level', 'mean FK grade', 'lowest', 'highest']];
  const means: number[] = [];
  for (const level of readingLevels) {
    const values = storyThemeIds.map((theme, index) => fleschKincaidGrade(text(generateBuiltinStory(request(level, 10, index + 1, theme)))));
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    means.push(mean);
    rows.push([level, mean.toFixed(2), Math.min(...values).toFixed(2), Math.max(...values).toFixed(2)]);
  }
  console.log('\n  Flesch–Kincaid grade per level (10-minute stories, one per theme):');
  console.log(table(rows, [1, 2, 3]));
  const rising = means.every((mean, index) => index === 0 || mean >= means[index - 1]!);
  const littleMax = Math.max(...readingLevels.slice(0, 2).map((level) =>
    Math.max(...storyThemeIds.map((theme, index) => fleschKincaidGrade(text(generateBuiltinStory(request(level, 10, index + 1, theme)))))),
  ));
  console.log(`  grade rises with level: ${verdict(rising)}; toddler and pre-reader at most ${littleMax.toFixed(2)} (target ≤ ${fkCeilingForLittleOnes}): ${verdict(littleMax <= fkCeilingForLittleOnes)}`);
}

function distinctSentences(): void {
  const rows = [['inputs (100 seeds each)', 'sentences', 'distinct', 'ratio', 'two seeds share', 'within a story']];
  let anyRepeats = 0;
  const cases: Array<[ReadingLevel, number]> = [
    ['pre-reader', 5],
    ['transitional-reader', 10],
    ['sophisticated-reader', 30],
  ];
  for (const [level, minutes] of cases) {
    const seen = new Set<string>();
    let total = 0;
    let repeatsWithin = 0;
    const shared: number[] = [];
    let previous: Set<string> | undefined;
    for (let seed = 1; seed <= 100; seed++) {
      const sentences = splitSentences(text(generateBuiltinStory(request(level, minutes, seed, 'adventure')))).map(normalizeSentence);
      repeatsWithin += sentences.length - new Set(sentences).size;
      // How much of one story the next seed's story repeats: what "clearly different" feels like.
      if (previous) shared.push(sentences.filter((sentence) => previous!.has(sentence)).length / sentences.length);
      previous = new Set(sentences);
      total += sentences.length;
      for (const sentence of sentences) seen.add(sentence);
    }
    anyRepeats += repeatsWithin;
    rows.push([`adventure, ${level}, ${minutes} min`, String(total), String(seen.size), percent(seen.size / total), `${percent(median(shared))} (median)`, `${repeatsWithin} repeats`]);
  }
  console.log('\n  Distinct sentences across 100 stories of the same inputs (for information):');
  console.log(table(rows, [1, 2, 3, 4]));
  console.log(`  sentences repeated within one story: ${anyRepeats} (target 0): ${verdict(anyRepeats === 0)}`);
}

export const storyEngineBenchmark: Benchmark = {
  name: 'story-engine',
  summary: 'built-in story engine: speed, word-count accuracy, reading grade per level, sentence variety',
  async run() {
    heading('story-engine: the built-in, offline story engine');
    timings();
    wordCountError();
    grades();
    distinctSentences();
  },
};
