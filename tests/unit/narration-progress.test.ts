import { describe, expect, it } from 'vitest';
import { pagesLabel, progressValue, stageLabel } from '../../src/web/features/stories/progress.ts';

describe('progress while pictures and narration are made side by side', () => {
  it('names both, counts both and moves the bar with both', () => {
    const both = { stage: 'illustrating' as const, pagesDone: 2, pagesTotal: 8, narration: { pagesDone: 5, pagesTotal: 8 } };
    expect(stageLabel('generating', both)).toBe('Drawing the pictures and recording the narration');
    expect(pagesLabel(both)).toBe('2 of 8 pages illustrated, 5 of 8 narrated');
    const drawnOnly = progressValue('generating', { ...both, narration: { pagesDone: 0, pagesTotal: 8 } });
    const more = progressValue('generating', both);
    expect(more).toBeGreaterThan(drawnOnly);
    const pictures = { ...both, pagesDone: 8 };
    expect(stageLabel('generating', pictures)).toBe('Recording the narration');
    expect(progressValue('generating', { ...pictures, narration: { pagesDone: 8, pagesTotal: 8 } })).toBeLessThan(100);
  });

  it('reads as before for a story without narration', () => {
    const pictures = { stage: 'illustrating' as const, pagesDone: 3, pagesTotal: 8 };
    expect(stageLabel('generating', pictures)).toBe('Drawing the pictures');
    expect(pagesLabel(pictures)).toBe('3 of 8 pages illustrated');
  });
});
