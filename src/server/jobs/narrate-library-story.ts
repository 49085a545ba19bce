import { z } from 'zod';
import { narrateLibraryStory } from '../domain/library-narration.ts';
import { defineJob } from './definition.ts';

/**
 * Reads a published copy aloud again with its new names. After the last delivery fails the copy
 * simply stays without narration, as a story that never had any.
 */
export const narrateLibraryStoryJob = defineJob({
  name: 'library.narrate',
  payload: z.object({ libraryStoryId: z.uuid(), castNames: z.array(z.string().max(80)).max(10) }),
  retry: { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 20 * 60 },
  worker: { concurrency: 1, pollingIntervalSeconds: 1 },
  async handle({ libraryStoryId, castNames }, deps, delivery) {
    try {
      await narrateLibraryStory(deps, libraryStoryId, castNames);
    } catch (error) {
      deps.log.warn({ err: error, libraryStoryId, retryCount: delivery.retryCount }, 'library narration failed');
      if (delivery.retryCount < delivery.retryLimit) throw error;
    }
  },
});
