/**
 * The "Your story is ready" toast, shown once per story finish however many places notice it
 * (the progress page and the app-wide watcher may both see the same change).
 */
import type { StorySummary } from '@shared/schemas/stories.ts';
import { toast } from '../../lib/toast.ts';
import { storyTitle } from './labels.ts';

/** Story id → the outcome already announced for it. */
const announced = new Map<string, string>();

export const storyReadyToastTitle = 'Your story is ready';

export function announceOutcome(story: Pick<StorySummary, 'id' | 'status' | 'title' | 'heroName'>): void {
  if (story.status !== 'ready' && story.status !== 'failed') return;
  if (announced.get(story.id) === story.status) return;
  announced.set(story.id, story.status);
  if (story.status === 'ready') {
    toast({ title: storyReadyToastTitle, description: `“${storyTitle(story)}” is waiting in My Stories.`, variant: 'success' });
  } else {
    toast({
      title: 'A story could not be finished',
      description: `“${storyTitle(story)}” ran into a problem. You can try again from My Stories.`,
      variant: 'destructive',
    });
  }
}

/** A retried story will finish again: its next outcome is news too. */
export function forgetOutcome(storyId: string): void {
  announced.delete(storyId);
}
