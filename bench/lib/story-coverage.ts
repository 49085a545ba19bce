/**
 * How much of the built-in engine's matrix a tale tells at its length, and what the last-resort fit
 * tells for the rest (the tale that comes nearest, and how near): every theme × reading level ×
 * length × setting (none, one per world the theme's setting hint suggests, and one that names no
 * world), three seeds each.
 */
import { readingLevels, storyLengths, targetWordCount } from '../../src/shared/reading.ts';
import { storyTheme, storyThemeIds, type StoryThemeId } from '../../src/shared/story-themes.ts';
import { writeBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { classifySetting } from '../../src/server/providers/text/builtin/setting.ts';
import type { StoryRequest } from '../../src/server/providers/text/types.ts';
import { storyProfiles } from '../../tests/support/story-profiles.ts';

/** A place a parent might type that belongs to no world the engine knows. */
export const worldlessSetting = 'Grandpa’s shed';
const seeds = [1, 2, 3] as const;

interface Setting {
  /** What the table calls it: "none", a world id, or "no world". */
  label: string;
  text: string;
}

/** Worlds a parent may put any theme in: the Moon for a friendship, the sea bed for a first day at school. */
const everyThemesWorlds = ['the Moon', 'under the sea'];

/**
 * The settings a theme is tried in: none, the first phrase of its hint for each world the hint names,
 * the Moon and under the sea, and one naming no world.
 */
export function coverageSettings(theme: StoryThemeId): Setting[] {
  const phrases = storyTheme(theme).settingHint.split(/,\s*|\s+or\s+/).map((phrase) => phrase.trim()).filter(Boolean);
  const settings: Setting[] = [{ label: 'none', text: '' }];
  for (const phrase of [...phrases, ...everyThemesWorlds]) {
    const world = classifySetting(phrase);
    if (world && !settings.some((setting) => setting.label === world)) settings.push({ label: world, text: phrase });
  }
  settings.push({ label: 'no world', text: worldlessSetting });
  return settings;
}

export interface CoverageRow {
  theme: StoryThemeId;
  setting: Setting;
  /** Per reading level, per length: how many of the seeds a tale told at its length. */
  told: number[][];
}

/** A story the last-resort fit told: where in the matrix, the tale that came nearest and the words it came to. */
export interface LastResort {
  /** "bravery, no world, early-reader": the row and level, without the length and seed. */
  where: string;
  tale: string;
  words: number;
  target: number;
}

export interface Coverage {
  rows: CoverageRow[];
  told: number;
  total: number;
  lastResorts: LastResort[];
}

export function storyCoverage(): Coverage {
  const rows: CoverageRow[] = [];
  let told = 0;
  let total = 0;
  const lastResorts: LastResort[] = [];
  for (const theme of storyThemeIds) {
    for (const setting of coverageSettings(theme)) {
      const row: CoverageRow = { theme, setting, told: [] };
      for (const level of readingLevels) {
        row.told.push(
          storyLengths.map((minutes) => {
            let count = 0;
            for (const seed of seeds) {
              const profile = storyProfiles[seed % storyProfiles.length]!;
              const request: StoryRequest = { ...profile, setting: setting.text, lesson: '', theme, readingLevel: level, targetWordCount: targetWordCount(level, minutes), seed };
              const { tale, lastResort } = writeBuiltinStory(request);
              if (lastResort) lastResorts.push({ where: `${theme}, ${setting.label}, ${level}`, tale, words: lastResort.words, target: request.targetWordCount });
              else count++;
            }
            told += count;
            total += seeds.length;
            return count;
          }),
        );
      }
      rows.push(row);
    }
  }
  return { rows, told, total, lastResorts };
}

const mark = (count: number) => (count === seeds.length ? '#' : count === 0 ? '.' : '+');

/** The coverage as a compact table: a mark per length (5 … 30 minutes) under each level. */
export function coverageTable(coverage: Coverage): string {
  const levels = readingLevels.map((level) => level.replace(/-reader$/, '').slice(0, 6).padEnd(6));
  const lines = [
    `  # every seed told by a tale at its length, + some, . none (the last-resort fit); six marks = ${storyLengths.join(', ')} minutes`,
    `  ${'theme'.padEnd(20)} ${'setting'.padEnd(9)} ${levels.join(' ')}  tales`,
  ];
  for (const row of coverage.rows) {
    const told = row.told.flat().reduce((sum, count) => sum + count, 0);
    const share = told / (row.told.flat().length * seeds.length);
    lines.push(`  ${row.theme.padEnd(20)} ${row.setting.label.padEnd(9)} ${row.told.map((counts) => counts.map(mark).join('')).join(' ')}  ${percent(share).padStart(6)}`);
  }
  lines.push(`  told by a tale at its length: ${coverage.told} of ${coverage.total} stories (${percent(coverage.told / coverage.total)})${coverage.told < coverage.total ? '; the rest by the last-resort fit' : ''}`);
  lines.push(...lastResortLines(coverage.lastResorts));
  return lines.join('\n');
}

/**
 * What the last-resort fit told, a line per place in the matrix and tale: how many stories, and how
 * far from the target they landed (words told as a share of the target).
 */
export function lastResortLines(lastResorts: readonly LastResort[]): string[] {
  if (lastResorts.length === 0) return [];
  const groups = new Map<string, LastResort[]>();
  for (const entry of lastResorts) {
    const key = `${entry.where}: ${entry.tale}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const shares = lastResorts.map((entry) => entry.words / entry.target);
  const within = shares.filter((share) => Math.abs(share - 1) <= 0.1).length;
  const lines = [`  last-resort fit: ${lastResorts.length} stories, ${within} of them within ±10 % of the target; they came to ${percent(Math.min(...shares))}–${percent(Math.max(...shares))} of it`];
  for (const [key, entries] of groups) {
    const [low, high] = [Math.min(...entries.map((entry) => entry.words / entry.target)), Math.max(...entries.map((entry) => entry.words / entry.target))];
    lines.push(`    ${key}, ${entries.length} ${entries.length === 1 ? 'story' : 'stories'}, ${low === high ? percent(low) : `${percent(low)}–${percent(high)}`} of the target`);
  }
  return lines;
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}
