/** How stories' details read on screen. */
import type { StorySummary } from '@shared/schemas/stories.ts';
import type { TemplateCard } from '@shared/schemas/templates.ts';
import { storyTheme } from '@shared/story-themes.ts';
import type { BadgeTone } from '../../components/ui/badge.tsx';

/** A story has no title until it has been planned. */
export const storyTitle = (story: Pick<StorySummary, 'title' | 'heroName'>) => story.title ?? `A new story for ${story.heroName}`;

/** The template's title once the templates are loaded, else the theme. */
export function storyIdea(story: Pick<StorySummary, 'theme' | 'templateId'>, templates: readonly TemplateCard[] | undefined): string {
  const template = story.templateId ? templates?.find((candidate) => candidate.id === story.templateId) : undefined;
  return template ? `${template.title} (template)` : storyTheme(story.theme).label;
}

export const statusBadges: Record<StorySummary['status'], { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  queued: { label: 'Waiting to start', tone: 'primary' },
  generating: { label: 'Being written', tone: 'primary' },
  ready: { label: 'Ready to read', tone: 'success' },
  failed: { label: 'Could not be finished', tone: 'danger' },
};

export const minutesLabel = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

export const numberLabel = (value: number) => new Intl.NumberFormat('en-US').format(value);

/**
 * The failure reason already says so when credits came back; the sentence is added only when it
 * does not, and never for a free story.
 */
export function refundSentence(story: Pick<StorySummary, 'failureReason' | 'cost'>): string | null {
  if (story.cost <= 0 || /refunded/i.test(story.failureReason ?? '')) return null;
  return 'Your credits have been refunded.';
}
