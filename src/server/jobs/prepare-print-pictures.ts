import { z } from 'zod';
import { prepareStoryPrintPictures } from '../domain/story-print-pictures.ts';
import { defineJob, type JobDeps } from './definition.ts';

/**
 * Prepares a ready story's pictures for print in the background, so that asking for its PDF only
 * lays the book out. Sent when a story is ready and after its pictures are redrawn; a picture
 * already prepared is left alone, so a second delivery is harmless.
 */
export const preparePrintPicturesJob = defineJob({
  name: 'story.print-pictures',
  payload: z.object({ storyId: z.uuid() }),
  retry: { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 15 * 60 },
  // One picture at a time in one story at a time: the rest of the server keeps a core.
  worker: { concurrency: 1, pollingIntervalSeconds: 2 },
  async handle({ storyId }, deps) {
    const pictures = await prepareStoryPrintPictures(deps, storyId);
    if (pictures > 0) deps.log.debug({ storyId, pictures }, 'pictures prepared for print');
  },
});

/** Asks for a story's pictures to be prepared for print; the story does not wait for it, nor fail with it. */
export async function preparePrintPicturesLater(deps: Pick<JobDeps, 'queue' | 'log'>, storyId: string): Promise<void> {
  try {
    await deps.queue.enqueue(preparePrintPicturesJob, { storyId });
  } catch (error) {
    deps.log.warn({ err: error, storyId }, 'could not ask for the pictures to be prepared for print');
  }
}
