/**
 * The story critic over 1,000 built-in stories: every theme, reading level and length, several
 * seeds, and heroes that stretch the engine (long and hyphenated names, they/them, no interests,
 * odd favourites). Prints the findings per rule (target: none) and a few examples of each, then
 * which stories a tale tells at their length and what the last-resort fit tells for the rest.
 */
import { readingLevels, storyLengths, targetWordCount } from '../../src/shared/reading.ts';
import { storyThemeIds } from '../../src/shared/story-themes.ts';
import { writeBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { advisoryRules, critiqueRules, critiqueStory, type CritiqueRule } from '../../src/server/providers/text/critic/index.ts';
import type { StoryRequest } from '../../src/server/providers/text/types.ts';
import { storyProfiles } from '../../tests/support/story-profiles.ts';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { table, verdict } from '../lib/format.ts';
import { coverageTable, lastResortLines, storyCoverage, type LastResort } from '../lib/story-coverage.ts';

const storyCount = 1_000;

function requests(): StoryRequest[] {
  const all: StoryRequest[] = [];
  for (let index = 0; all.length < storyCount; index++) {
    const theme = storyThemeIds[index % storyThemeIds.length]!;
    const level = readingLevels[Math.floor(index / storyThemeIds.length) % readingLevels.length]!;
    const minutes = storyLengths[Math.floor(index / (storyThemeIds.length * readingLevels.length)) % storyLengths.length]!;
    const profile = storyProfiles[index % storyProfiles.length]!;
    all.push({ ...profile, theme, readingLevel: level, targetWordCount: targetWordCount(level, minutes), seed: 1 + Math.floor(index / 540) * 7 + (index % 5) });
  }
  return all;
}

export const storyCriticBenchmark: Benchmark = {
  name: 'story',
  summary: 'the story critic over 1,000 built-in stories: findings per rule (target: none)',
  async run() {
    heading('story: the story critic over 1,000 built-in stories');
    const counts = new Map<string, number>(critiqueRules.map((rule) => [rule, 0]));
    const examples = new Map<string, string[]>();
    let flawed = 0;
    const lessonActed: string[] = [];
    const lessonNotActed: string[] = [];
    const lastResorts: LastResort[] = [];
    const started = performance.now();
    for (const request of requests()) {
      const { story, hints, tale, lastResort } = writeBuiltinStory(request);
      if (lastResort) lastResorts.push({ where: `${request.theme}, ${request.readingLevel}`, tale, words: lastResort.words, target: request.targetWordCount });
      const findings = critiqueStory(story, request, hints);
      if (findings.some((finding) => !advisoryRules.has(finding.rule))) flawed++;
      if (hints.lessonActed !== undefined) (hints.lessonActed ? lessonActed : lessonNotActed).push(request.theme);
      for (const finding of findings) {
        counts.set(finding.rule, (counts.get(finding.rule) ?? 0) + 1);
        const list = examples.get(finding.rule) ?? [];
        if (list.length < 3) list.push(`${request.theme}, ${request.readingLevel}: ${finding.message} “${finding.sentence}”`);
        examples.set(finding.rule, list);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`\n  ${storyCount} stories written and read in ${seconds.toFixed(1)} s; findings per rule:`);
    console.log(table([['rule', 'findings'], ...[...counts].map(([rule, count]) => [rule, String(count)])], [1]));
    for (const [rule, list] of examples) for (const example of list) console.log(`  ${rule}: ${example}`);
    const total = [...counts].filter(([rule]) => !advisoryRules.has(rule as CritiqueRule)).reduce((sum, [, count]) => sum + count, 0);
    console.log(`  stories with any finding: ${flawed} of ${storyCount}; findings in all: ${total} (target 0): ${verdict(total === 0)}`);
    console.log(`  for information (${[...advisoryRules].join(', ')} is not counted above): of ${lessonActed.length + lessonNotActed.length} tale stories given a lesson of a kind the engine knows, the turn acted it in ${lessonActed.length} and not in ${lessonNotActed.length}`);
    console.log(`  told by a tale at its length: ${storyCount - lastResorts.length} of ${storyCount}; the rest by the last-resort fit`);
    for (const line of lastResortLines(lastResorts)) console.log(line);
    console.log('\n  Told by a tale at its length or by the last-resort fit, per theme × setting × reading level × length (3 seeds):');
    console.log(coverageTable(storyCoverage()));
  },
};
