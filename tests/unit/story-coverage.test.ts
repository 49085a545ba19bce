import { describe, expect, it } from 'vitest';
import { coverageSettings, coverageTable, worldlessSetting } from '../../bench/lib/story-coverage.ts';
import { classifySetting } from '../../src/server/providers/text/builtin/setting.ts';

describe('the tale coverage table', () => {
  it('tries each theme with no setting, one setting per world its hint names, and one naming no world', () => {
    expect(coverageSettings('adventure')).toEqual([
      { label: 'none', text: '' },
      { label: 'forest', text: 'A forest' },
      { label: 'mountain', text: 'a mountain trail' },
      { label: 'seaside', text: 'a windy beach' },
      { label: 'no world', text: worldlessSetting },
    ]);
    expect(classifySetting(worldlessSetting)).toBeUndefined();
  });

  it('marks each length told by a tale for every seed, some or none, with the share told by tales', () => {
    const told = [[3, 3, 2, 0, 0, 0], ...Array.from({ length: 8 }, () => [0, 0, 0, 0, 0, 0])];
    const table = coverageTable({ rows: [{ theme: 'bedtime', setting: { label: 'none', text: '' }, told }], told: 8, total: 162 });
    expect(table).toMatch(/bedtime +none +##\+\.\.\. \.\.\.\.\.\. /);
    expect(table).toContain('told by tales: 8 of 162 stories (4.9 %)');
  });
});
