/**
 * A story while it is being made, kept current from the server's progress stream
 * (GET /api/stories/{id}/events). EventSource cannot send a bearer token, so the stream rides on the
 * session cookie, which the API accepts for reads. If the stream fails, the story is polled every
 * 2 s instead. New pages are fetched as soon as they exist, so the first ones can be read early.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { storyProgressEvent, type StoryDetail } from '@shared/schemas/stories.ts';
import { creditKeys } from '../credits/api.ts';
import { isInProgress, storyKeys, storyQuery } from './api.ts';

export const pollIntervalMs = 2000;

type Transport = 'stream' | 'polling' | 'idle';

export function useLiveStory(id: string) {
  const queryClient = useQueryClient();
  const [transport, setTransport] = useState<Transport>(() => (typeof EventSource === 'undefined' ? 'polling' : 'stream'));
  const story = useQuery({
    ...storyQuery(id),
    staleTime: 0,
    refetchInterval: (query) => (transport === 'polling' && query.state.data && isInProgress(query.state.data) ? pollIntervalMs : false),
  });
  const status = story.data?.status;
  const inProgress = status === 'queued' || status === 'generating';
  const lastStatus = useRef(status);

  // When it finishes, the list and the balance change too.
  useEffect(() => {
    const before = lastStatus.current;
    lastStatus.current = status;
    if (before && before !== status && (status === 'ready' || status === 'failed')) {
      void queryClient.invalidateQueries({ queryKey: storyKeys.lists });
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    }
  }, [status, queryClient]);

  useEffect(() => {
    if (transport !== 'stream' || !inProgress) return;
    const key = storyKeys.detail(id);
    const source = new EventSource(`/api/stories/${encodeURIComponent(id)}/events`, { withCredentials: true });
    let finished = false;

    source.addEventListener('progress', (event) => {
      const parsed = storyProgressEvent.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (!parsed.success) return;
      const update = parsed.data;
      const current = queryClient.getQueryData<StoryDetail>(key);
      queryClient.setQueryData<StoryDetail>(key, (old) =>
        old && { ...old, status: update.status, progress: update.progress, title: update.title, failureReason: update.failureReason },
      );
      finished = update.status === 'ready' || update.status === 'failed';
      if (finished) {
        source.close();
        void queryClient.invalidateQueries({ queryKey: key });
      } else if (current && update.pagesReady > current.pages.length) {
        // A fetch already under way is reused rather than restarted, so a burst of pages costs little.
        void queryClient.refetchQueries({ queryKey: key }, { cancelRefetch: false });
      }
    });
    source.addEventListener('gone', () => {
      finished = true;
      source.close();
      void queryClient.invalidateQueries({ queryKey: key });
    });
    source.onerror = () => {
      source.close();
      if (!finished) setTransport('polling');
    };
    return () => source.close();
  }, [transport, inProgress, id, queryClient]);

  return { story, transport: inProgress ? transport : ('idle' as const) };
}
