/**
 * How a story in the making reads on screen: its stage in plain words, its pages, and one number
 * from 0 to 100 for the progress bar (docs/product.md §9: the default maximum is 100).
 */
import type { StoryProgress, StoryStatus } from '@shared/schemas/stories.ts';

export const progressMax = 100;

type Stage = StoryProgress['stage'];

/** Where each stage starts and ends on the bar; pages move the bar within their stage. */
const stageSpans: Record<Stage, [number, number]> = {
  queued: [0, 4],
  planning: [4, 14],
  checking: [14, 20],
  writing: [20, 75],
  illustrating: [75, 88],
  narrating: [88, 97],
  finishing: [97, 99],
};

export function progressValue(status: StoryStatus, progress: StoryProgress | null): number {
  if (status === 'ready') return progressMax;
  if (!progress) return 0;
  const [from, to] = stageSpans[progress.stage];
  const share = progress.pagesTotal > 0 ? Math.min(1, progress.pagesDone / progress.pagesTotal) : 0;
  return Math.round(from + (to - from) * share);
}

const stageWords: Record<Stage, string> = {
  queued: 'Waiting for a free storyteller',
  planning: 'Planning the story: the title, the adventure and what happens on each page',
  checking: 'Checking every word is right for your child',
  writing: 'Writing the pages',
  illustrating: 'Drawing the pictures',
  narrating: 'Recording the narration',
  finishing: 'Putting the finishing touches',
};

export function stageLabel(status: StoryStatus, progress: StoryProgress | null): string {
  if (status === 'ready') return 'Your story is ready';
  if (status === 'failed') return 'This story could not be finished';
  if (status === 'draft') return 'Not started yet';
  return stageWords[progress?.stage ?? 'queued'];
}

const pageVerbs: Partial<Record<Stage, string>> = {
  writing: 'written',
  illustrating: 'illustrated',
  narrating: 'narrated',
};

/** "3 of 8 pages written", or null while the page count is not known yet. */
export function pagesLabel(progress: StoryProgress | null): string | null {
  if (!progress || progress.pagesTotal === 0) return null;
  if (progress.stage === 'finishing') return `All ${progress.pagesTotal} pages done`;
  const verb = pageVerbs[progress.stage];
  if (!verb) return `${progress.pagesTotal} pages planned`;
  return `${progress.pagesDone} of ${progress.pagesTotal} pages ${verb}`;
}
