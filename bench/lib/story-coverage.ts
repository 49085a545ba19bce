/**
 * How much of the built-in engine's matrix is told by tales (plots written as whole episodes) and
 * how much still by the sentence engine: every theme × reading level × length × setting (none, one
 * per world the theme's setting hint suggests, and one that names no world), three seeds each.
 * Only the tales are tried, so the whole matrix takes seconds.
 */
import { readingLevels, storyLengths, targetWordCount } from '../../src/shared/reading.ts';
import { storyTheme, storyThemeIds, type StoryThemeId } from '../../src/shared/story-themes.ts';
import { writeTaleStory } from '../../src/server/providers/text/builtin/index.ts';
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

/** The settings a theme is tried in: none, the first phrase of its hint for each world the hint names, and one naming no world. */
export function coverageSettings(theme: StoryThemeId): Setting[] {
  const phrases = storyTheme(theme).settingHint.split(/,\s*|\s+or\s+/).map((phrase) => phrase.trim()).filter(Boolean);
  const settings: Setting[] = [{ label: 'none', text: '' }];
  for (const phrase of phrases) {
    const world = classifySetting(phrase);
    if (world && !settings.some((setting) => setting.label === world)) settings.push({ label: world, text: phrase });
  }
  settings.push({ label: 'no world', text: worldlessSetting });
  return settings;
}

export interface CoverageRow {
  theme: StoryThemeId;
  setting: Setting;
  /** Per reading level, per length: how many of the seeds a tale told. */
  told: number[][];
}

export interface Coverage {
  rows: CoverageRow[];
  told: number;
  total: number;
}

export function storyCoverage(): Coverage {
  const rows: CoverageRow[] = [];
  let told = 0;
  let total = 0;
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
              if (writeTaleStory(request)) count++;
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
  return { rows, told, total };
}

const mark = (count: number) => (count === seeds.length ? '#' : count === 0 ? '.' : '+');

/** The coverage as a compact table: a mark per length (5 … 30 minutes) under each level. */
export function coverageTable(coverage: Coverage): string {
  const levels = readingLevels.map((level) => level.replace(/-reader$/, '').slice(0, 6).padEnd(6));
  const lines = [
    `  # every seed told by a tale, + some, . none (the sentence engine); six marks = ${storyLengths.join(', ')} minutes`,
    `  ${'theme'.padEnd(20)} ${'setting'.padEnd(9)} ${levels.join(' ')}  tales`,
  ];
  for (const row of coverage.rows) {
    const told = row.told.flat().reduce((sum, count) => sum + count, 0);
    const share = told / (row.told.flat().length * seeds.length);
    lines.push(`  ${row.theme.padEnd(20)} ${row.setting.label.padEnd(9)} ${row.told.map((counts) => counts.map(mark).join('')).join(' ')}  ${percent(share).padStart(6)}`);
  }
  lines.push(`  told by tales: ${coverage.told} of ${coverage.total} stories (${percent(coverage.told / coverage.total)}); the rest by the sentence engine`);
  return lines.join('\n');
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}
