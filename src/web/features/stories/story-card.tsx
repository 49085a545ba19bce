import { formatLongDate } from '@shared/dates.ts';
import { href, paths } from '@shared/routes.ts';
import type { StorySummary } from '@shared/schemas/stories.ts';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { useOfflineStories } from '../offline/use-offline.ts';
import { isInProgress } from './api.ts';
import { minutesLabel, statusBadges, storyIdea, storyTitle } from './labels.ts';
import { useTemplates } from '../templates/api.ts';
import { pagesLabel, progressMax, progressValue, stageLabel } from './progress.ts';

/** Where a story's card leads: the reader, or the progress page while it is being made. */
export function storyHref(story: Pick<StorySummary, 'id' | 'status'>): string {
  return isInProgress(story) ? `${paths.storyCompletion}?id=${encodeURIComponent(story.id)}` : href(paths.story, { id: story.id });
}

/** A story in a list: title (the link), status, who it is for and what it is, and progress while it is made. */
export function StoryCard({ story, headingLevel = 'h2' }: { story: StorySummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const templates = useTemplates();
  const badge = statusBadges[story.status];
  const working = isInProgress(story);
  const value = progressValue(story.status, story.progress);
  const offline = useOfflineStories().has(story.id);
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-3xl border border-border bg-surface p-5 transition-colors focus-within:border-primary hover:border-primary/60">
      <div className="flex flex-wrap gap-2">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        {offline && <Badge tone="primary">Available offline</Badge>}
      </div>
      <Heading className="-mt-1 min-w-0 text-lg font-bold sm:text-xl">
        {/* The link covers the card, so the whole card is one large target. */}
        <SiteLink href={storyHref(story)} className="no-underline after:absolute after:inset-0 after:rounded-3xl hover:underline">
          {storyTitle(story)}
        </SiteLink>
      </Heading>
      <p className="text-fg-muted">
        For {story.heroName} · {storyIdea(story, templates.data)} · {minutesLabel(story.length)}
      </p>
      {working && (
        <div className="grid gap-1.5">
          <p className="text-sm">
            {stageLabel(story.status, story.progress)}
            {pagesLabel(story.progress) ? ` · ${pagesLabel(story.progress)}` : ''}
          </p>
          <progress
            max={progressMax}
            value={value}
            aria-label={`Progress of ${storyTitle(story)}`}
            className="h-2 w-full overflow-hidden rounded-full bg-muted accent-primary [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
          />
        </div>
      )}
      {story.status === 'failed' && story.failureReason && <p className="text-sm text-danger">{story.failureReason}</p>}
      <p className="mt-auto text-sm text-fg-muted">
        {story.status === 'ready' && story.completedAt ? `Finished ${formatLongDate(story.completedAt)}` : `Started ${formatLongDate(story.createdAt)}`}
      </p>
    </article>
  );
}
