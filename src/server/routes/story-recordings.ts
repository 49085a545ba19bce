import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { recordingLimits, recordingMessages, type PageRecording, type PageRecordingList } from '../../shared/schemas/recordings.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { deleteRecording, listRecordings, recordingAudio, saveRecording } from '../domain/page-recordings.ts';
import { AppError } from '../errors.ts';
import { audioResponse } from '../http/audio.ts';
import { requireCaller } from '../http/authenticate.ts';

const recordingPath = /^\/api\/stories\/[^/]+\/pages\/[^/]+\/recording$/;

/** The upload carries audio: it gets its own body limit instead of the API's default one. */
export const isRecordingUpload = (c: Context) => c.req.method === 'PUT' && recordingPath.test(c.req.path);

/**
 * The parent's own narration, owner-only: PUT a page's recording (the audio itself as the body,
 * as MediaRecorder makes it or as a file), list the story's recordings with their word timings,
 * play one back (byte ranges for seeking) and delete one.
 */
export function storyRecordingRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .get('/:id/recordings', async (c) =>
      c.json<PageRecordingList>({ recordings: await listRecordings(deps.db, c.get('caller').userId, c.req.param('id')) }),
    )
    .put(
      '/:id/pages/:index/recording',
      bodyLimit({
        maxSize: recordingLimits.maxBytes,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE', recordingMessages.tooLarge, 'file');
        },
      }),
      async (c) => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const recording = await saveRecording(deps, c.get('caller').userId, c.req.param('id'), c.req.param('index'), bytes);
        return c.json<PageRecording>(recording, 201);
      },
    )
    .get('/:id/pages/:index/recording', async (c) =>
      audioResponse(c, await recordingAudio(deps, c.get('caller').userId, c.req.param('id'), c.req.param('index'))),
    )
    .delete('/:id/pages/:index/recording', async (c) => {
      await deleteRecording(deps, c.get('caller').userId, c.req.param('id'), c.req.param('index'));
      return c.body(null, 204);
    });
}
