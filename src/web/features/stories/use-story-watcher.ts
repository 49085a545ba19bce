import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { StoryStatus } from '@shared/schemas/stories.ts';
import { announceOutcome } from './announce.ts';
import { isInProgress, storiesQuery } from './api.ts';

export const watchIntervalMs = 5000;

/**
 * Tells the parent when a story they started finishes while they are elsewhere in the app: the
 * story list is polled every few seconds while any story is still being made, and a story that
 * moves from in progress to ready (or failed) gets a toast. Mounted once by the signed-in shell.
 */
export function useStoryWatcher(enabled: boolean): void {
  const { data } = useQuery({
    ...storiesQuery(),
    enabled,
    refetchInterval: (query) => (query.state.data?.some(isInProgress) ? watchIntervalMs : false),
  });
  const previous = useRef<Map<string, StoryStatus> | null>(null);

  useEffect(() => {
    if (!data) return;
    const before = previous.current;
    previous.current = new Map(data.map((story) => [story.id, story.status]));
    if (!before) return;
    for (const story of data) {
      const was = before.get(story.id);
      if (was && isInProgress({ status: was })) announceOutcome(story);
    }
  }, [data]);
}
