/**
 * How much of what the built-in templates ask for a premise tale tells at its length, and what the
 * last-resort fit tells for the rest: every built-in template × the reading levels its ages reach ×
 * length, three seeds each, with the template's own setting and lesson.
 */
import { readingLevels, storyLengths, targetWordCount, type ReadingLevel } from '../../src/shared/reading.ts';
import { storyTemplates, type StoryTemplate } from '../../src/shared/story-templates.ts';
import { writeBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { levelProfile } from '../../src/server/providers/text/builtin/levels.ts';
import type { Band } from '../../src/server/providers/text/builtin/library/types.ts';
import type { StoryRequest } from '../../src/server/providers/text/types.ts';
import { storyProfiles } from '../../tests/support/story-profiles.ts';
import { lastResortLines, type LastResort } from './story-coverage.ts';

const seeds = [1, 2, 3] as const;
/** The ages each reading band is written for. */
const bandAges: Readonly<Record<Band, readonly [number, number]>> = { little: [2, 4], early: [5, 7], middle: [8, 10], older: [11, 14] };

/** The reading levels a template's ages reach: every level of each band whose ages overlap them. */
export function templateLevels(template: Pick<StoryTemplate, 'minAge' | 'maxAge'>): ReadingLevel[] {
  return readingLevels.filter((level) => {
    const [min, max] = bandAges[levelProfile(level).band];
    return template.maxAge >= min && template.minAge <= max;
  });
}

export interface TemplateRow {
  id: string;
  /** Per reading level, per length: how many of the seeds a tale told; absent for a level the template's ages do not reach. */
  told: Array<number[] | undefined>;
}

export interface TemplateCoverage {
  rows: TemplateRow[];
  told: number;
  total: number;
  lastResorts: LastResort[];
}

export function templateCoverage(templates: readonly StoryTemplate[] = storyTemplates): TemplateCoverage {
  let told = 0;
  let total = 0;
  const lastResorts: LastResort[] = [];
  const rows = templates.map((template): TemplateRow => {
    const levels = templateLevels(template);
    return {
      id: template.id,
      told: readingLevels.map((level) => {
        if (!levels.includes(level)) return undefined;
        return storyLengths.map((minutes) => {
          let count = 0;
          for (const seed of seeds) {
            const profile = storyProfiles[seed % storyProfiles.length]!;
            const request: StoryRequest = {
              ...profile,
              theme: template.theme,
              setting: template.setting,
              lesson: template.lesson ?? '',
              readingLevel: level,
              targetWordCount: targetWordCount(level, minutes),
              seed,
              template: { title: template.title, premise: template.premise, plot: template.plot },
            };
            const { tale, lastResort } = writeBuiltinStory(request);
            if (lastResort) lastResorts.push({ where: `${template.id}, ${level}`, tale, words: lastResort.words, target: request.targetWordCount });
            else count++;
          }
          told += count;
          total += seeds.length;
          return count;
        });
      }),
    };
  });
  return { rows, told, total, lastResorts };
}

const mark = (count: number) => (count === seeds.length ? '#' : count === 0 ? '.' : '+');

/** The templates row of the coverage table: a mark per length under each level the template's ages reach. */
export function templateCoverageTable(coverage: TemplateCoverage): string {
  const levels = readingLevels.map((level) => level.replace(/-reader$/, '').slice(0, 6).padEnd(6));
  const lines = [`  ${'template'.padEnd(30)} ${levels.join(' ')}  tales`];
  for (const row of coverage.rows) {
    const reached = row.told.filter((counts): counts is number[] => !!counts).flat();
    const share = reached.reduce((sum, count) => sum + count, 0) / Math.max(1, reached.length * seeds.length);
    const marks = row.told.map((counts) => (counts ? counts.map(mark).join('') : ' '.repeat(storyLengths.length)));
    lines.push(`  ${row.id.padEnd(30)} ${marks.join(' ')}  ${`${(share * 100).toFixed(1)} %`.padStart(7)}`);
  }
  lines.push(`  templates told by a premise tale at their length: ${coverage.told} of ${coverage.total} stories (${((coverage.told / Math.max(1, coverage.total)) * 100).toFixed(1)} %)${coverage.told < coverage.total ? '; the rest by the last-resort fit' : ''}`);
  lines.push(...lastResortLines(coverage.lastResorts));
  return lines.join('\n');
}
