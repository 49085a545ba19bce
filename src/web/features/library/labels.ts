/** How the library's statuses, reasons and facts read to parents. */
import type { LibraryStatus, ReportReason } from '@shared/library.ts';
import type { LibraryCard } from '@shared/schemas/library.ts';
import { illustrationStyles } from '@shared/schemas/stories.ts';
import { storyThemes } from '@shared/story-themes.ts';
import type { BadgeTone } from '../../components/ui/badge.tsx';

export const reportReasons: ReadonlyArray<{ id: ReportReason; label: string }> = [
  { id: 'inappropriate', label: 'Inappropriate for children' },
  { id: 'personal-information', label: 'Personal information visible' },
  { id: 'other', label: 'Something else' },
];

export const statusBadges: Record<LibraryStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting for approval', tone: 'warning' },
  approved: { label: 'In the library', tone: 'success' },
  rejected: { label: 'Not approved', tone: 'danger' },
  hidden: { label: 'Hidden while it is reviewed', tone: 'warning' },
};

export const themeLabel = (id: string) => storyThemes.find((theme) => theme.id === id)?.label ?? id;
export const styleLabel = (id: string) => illustrationStyles.find((style) => style.id === id)?.label ?? id;

/** "Ages 5–6 · Ocean · 10 minutes · Crayon · Narrated" */
export function cardFacts(story: Pick<LibraryCard, 'ageBand' | 'theme' | 'length' | 'illustrationStyle' | 'narrated'>): string[] {
  return [story.ageBand, themeLabel(story.theme), `${story.length} minutes`, styleLabel(story.illustrationStyle), story.narrated ? 'Narrated' : 'Not narrated'];
}

export const countLabel = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
