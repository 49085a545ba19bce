import type { StoryDetail } from '@shared/schemas/stories.ts';
import { pagesLabel, progressMax, progressValue, stageLabel } from './progress.ts';

/** Stage in plain words, pages done of total and a progress bar, read out politely as they change. */
export function StoryProgressCard({ story }: { story: StoryDetail }) {
  const value = progressValue(story.status, story.progress);
  const pages = pagesLabel(story.progress);
  return (
    <div className="grid gap-4 rounded-3xl border border-border bg-surface p-5 sm:p-7">
      <div role="status" aria-live="polite" className="grid gap-1">
        <p className="text-xl font-bold">{stageLabel(story.status, story.progress)}</p>
        <p className="text-fg-muted">{pages ?? 'Counting the pages…'}</p>
      </div>
      <div className="flex items-center gap-4">
        <progress
          max={progressMax}
          value={value}
          aria-label="Story progress"
          aria-valuetext={`${value}%`}
          className="h-3 w-full overflow-hidden rounded-full bg-muted accent-primary [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-primary"
        />
        <span aria-hidden="true" className="w-12 shrink-0 text-right font-semibold tabular-nums">
          {value}%
        </span>
      </div>
    </div>
  );
}
