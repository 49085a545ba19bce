import { describe, expect, it } from 'vitest';
import { coverageSettings, coverageTable, worldlessSetting } from '../../bench/lib/story-coverage.ts';
import { templateCoverage, templateCoverageTable, templateLevels } from '../../bench/lib/template-coverage.ts';
import { storyTemplates } from '@shared/story-templates.ts';
import { classifySetting } from '../../src/server/providers/text/builtin/setting.ts';

describe('the tale coverage table', () => {
  it('tries each theme with no setting, one setting per world its hint names, the Moon, under the sea, and one naming no world', () => {
    expect(coverageSettings('adventure')).toEqual([
      { label: 'none', text: '' },
      { label: 'forest', text: 'A forest' },
      { label: 'mountain', text: 'a mountain trail' },
      { label: 'seaside', text: 'a windy beach' },
      { label: 'space', text: 'the Moon' },
      { label: 'undersea', text: 'under the sea' },
      { label: 'no world', text: worldlessSetting },
    ]);
    // A theme whose hint already names the world keeps its own phrase for it.
    expect(coverageSettings('space').filter((setting) => setting.label === 'space')).toHaveLength(1);
    expect(classifySetting(worldlessSetting)).toBeUndefined();
  });

  it('marks each length told by a tale for every seed, some or none, with the share told by tales', () => {
    const told = [[3, 3, 2, 0, 0, 0], ...Array.from({ length: 8 }, () => [0, 0, 0, 0, 0, 0])];
    const table = coverageTable({ rows: [{ theme: 'bedtime', setting: { label: 'none', text: '' }, told }], told: 8, total: 162, lastResorts: [] });
    expect(table).toMatch(/bedtime +none +##\+\.\.\. \.\.\.\.\.\. /);
    expect(table).toContain('told by a tale at its length: 8 of 162 stories (4.9 %)');
    expect(table).not.toContain('last-resort fit:');
  });

  it('says what the last-resort fit told for the rest, and how far from the target it landed', () => {
    const lastResorts = [
      { where: 'bravery, no world, early-reader', tale: 'the-long-dark-hallway', words: 2300, target: 2400 },
      { where: 'bravery, no world, early-reader', tale: 'the-long-dark-hallway', words: 2400, target: 2400 },
      { where: 'ocean, seaside, teen-reader', tale: 'the-ghost-net', words: 3300, target: 6600 },
    ];
    const table = coverageTable({ rows: [], told: 0, total: 3, lastResorts });
    expect(table).toContain('last-resort fit: 3 stories, 2 of them within ±10 % of the target; they came to 50.0 %–100.0 % of it');
    expect(table).toContain('bravery, no world, early-reader: the-long-dark-hallway, 2 stories, 95.8 %–100.0 % of the target');
    expect(table).toContain('ocean, seaside, teen-reader: the-ghost-net, 1 story, 50.0 % of the target');
  });
});

describe('the template coverage table', () => {
  it('tries each template at every level of the bands its ages reach', () => {
    expect(templateLevels({ minAge: 2, maxAge: 4 })).toEqual(['toddler', 'pre-reader']);
    expect(templateLevels({ minAge: 4, maxAge: 9 })).toEqual(['toddler', 'pre-reader', 'early-reader', 'emergent-reader', 'transitional-reader', 'fluent-reader']);
    expect(templateLevels({ minAge: 11, maxAge: 14 })).toEqual(['advanced-reader', 'teen-reader', 'sophisticated-reader']);
  });

  it('marks each length a premise tale tells, leaves levels out of the ages blank, and counts the share', () => {
    const template = storyTemplates.find((entry) => entry.id === 'first-day-butterflies')!;
    const coverage = templateCoverage([template]);
    const table = templateCoverageTable(coverage);
    // Ages 3–7: the little and early bands only; the early band is told by a premise tale at every length.
    expect(coverage.rows[0]!.told.slice(4).every((counts) => counts === undefined)).toBe(true);
    expect(table).toMatch(/first-day-butterflies +[#+.]{6} [#+.]{6} ###### ###### {6} {6}/);
    expect(coverage.total).toBe(4 * 6 * 3);
    expect(table).toMatch(/templates told by a premise tale at their length: \d+ of 72 stories/);
  }, 60_000);
});
