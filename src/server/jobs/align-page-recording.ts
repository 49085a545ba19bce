import { z } from 'zod';
import { runRecordingAlignment } from '../domain/page-recording-run.ts';
import { defineJob } from './definition.ts';

/**
 * Times the words of a parent's recording of a page. Safe to deliver twice: a recording already
 * timed, replaced or deleted is left alone.
 */
export const alignPageRecording = defineJob({
  name: 'story.recording-align',
  payload: z.object({ recordingId: z.uuid(), path: z.string() }),
  retry: { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 10 * 60 },
  worker: { concurrency: 1, pollingIntervalSeconds: 0.5 },
  async handle({ recordingId, path }, deps) {
    await runRecordingAlignment(deps, recordingId, path);
  },
});
