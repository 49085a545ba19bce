import { z } from 'zod';
import { failStoryPdf, makeStoryPdf } from '../domain/story-pdf-book.ts';
import { defineJob } from './definition.ts';

/** Makes one story's printable PDF; a PDF already made is left alone, so a second delivery is harmless. */
export const makeStoryPdfJob = defineJob({
  name: 'story.pdf',
  payload: z.object({ pdfId: z.uuid() }),
  retry: { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 10 * 60 },
  // Drawing pictures for print keeps the cores busy: one book at a time per worker process.
  worker: { concurrency: 1, pollingIntervalSeconds: 0.5 },
  async handle({ pdfId }, deps, delivery) {
    try {
      await makeStoryPdf(deps, pdfId);
    } catch (error) {
      if (delivery.retryCount >= delivery.retryLimit) await failStoryPdf(deps.db, pdfId);
      throw error;
    }
  },
});
