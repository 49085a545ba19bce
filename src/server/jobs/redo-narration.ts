import { z } from 'zod';
import { failNarrationRedo, runNarrationRedo } from '../domain/narration-redo-run.ts';
import { defineJob } from './definition.ts';

/**
 * Records a narration redo on a finished story. Safe to deliver twice: a redo already done or
 * failed is left alone, and a repeated delivery overwrites its own new files. After the last
 * delivery fails the redo is refunded and the story keeps its old narration.
 */
export const redoNarration = defineJob({
  name: 'story.narration-redo',
  payload: z.object({ redoId: z.uuid() }),
  retry: { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 20 * 60 },
  worker: { concurrency: 2, pollingIntervalSeconds: 0.5 },
  async handle({ redoId }, deps, delivery) {
    try {
      await runNarrationRedo(deps, redoId);
    } catch (error) {
      const lastDelivery = delivery.retryCount >= delivery.retryLimit;
      deps.log.warn({ err: error, redoId, retryCount: delivery.retryCount, lastDelivery }, 'narration redo failed');
      if (!lastDelivery) throw error;
      await failNarrationRedo(deps, redoId);
    }
  },
});
