import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { keptStoryIds } from './keep-offline.ts';
import { offlineSupported } from './service-worker.ts';

export const offlineStoriesQuery = queryOptions({
  queryKey: ['offline-stories'] as const,
  queryFn: keptStoryIds,
  staleTime: Infinity,
  enabled: offlineSupported(),
});

/** Ids of the stories kept on this device for reading offline. */
export function useOfflineStories(): ReadonlySet<string> {
  const kept = useQuery(offlineStoriesQuery);
  return new Set(kept.data ?? []);
}

/** Whether the browser says it has a network, following it as it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}
