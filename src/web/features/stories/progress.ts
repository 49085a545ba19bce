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
  illustrating: [75, 97],
  narrating: [88, 97],
  finishing: [97, 99],
};

export function progressValue(status: StoryStatus, progress: StoryProgress | null): number {
  if (status === 'ready') return progressMax;
  if (!progress) return 0;
  const [from, to] = stageSpans[progress.stage];
  const shareOf = (done: number, total: number) => (total > 0 ? Math.min(1, done / total) : 0);
  let share = shareOf(progress.pagesDone, progress.pagesTotal);
  // Pictures and narration are made side by side: the bar moves with both.
  if (progress.stage === 'illustrating' && progress.narration) share = (share + shareOf(progress.narration.pagesDone, progress.narration.pagesTotal)) / 2;
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
  if (progress?.stage === 'illustrating' && progress.narration) {
    return progress.pagesTotal > 0 && progress.pagesDone >= progress.pagesTotal ? stageWords.narrating : 'Drawing the pictures and recording the narration';
  }
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
  const pages = `${progress.pagesDone} of ${progress.pagesTotal} pages ${verb}`;
  if (progress.stage !== 'illustrating' || !progress.narration) return pages;
  return `${pages}, ${progress.narration.pagesDone} of ${progress.narration.pagesTotal} narrated`;
}
