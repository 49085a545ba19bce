import { z } from 'zod';
import { failStoryEdit, runStoryEdit } from '../domain/story-edit-run.ts';
import { defineJob } from './definition.ts';
import { preparePrintPicturesLater } from './prepare-print-pictures.ts';

/**
 * Draws a picture edit on a finished story: one page redrawn or the whole book in a new style.
 * Safe to deliver twice: an edit already done or failed is left alone, and a repeated delivery
 * overwrites its own new files. After the last delivery fails the edit is refunded and the story
 * keeps its old pictures.
 */
export const editIllustrations = defineJob({
  name: 'story.illustration-edit',
  payload: z.object({ editId: z.uuid() }),
  retry: { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 20 * 60 },
  worker: { concurrency: 2, pollingIntervalSeconds: 0.5 },
  async handle({ editId }, deps, delivery) {
    try {
      const storyId = await runStoryEdit(deps, editId);
      if (storyId) await preparePrintPicturesLater(deps, storyId);
    } catch (error) {
      const lastDelivery = delivery.retryCount >= delivery.retryLimit;
      deps.log.warn({ err: error, editId, retryCount: delivery.retryCount, lastDelivery }, 'illustration edit failed');
      if (!lastDelivery) throw error;
      await failStoryEdit(deps, editId);
    }
  },
});
