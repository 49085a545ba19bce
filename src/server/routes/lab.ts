import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { narrationLabRecordingFields, narrationLabRequest, type NarrationLabResponse } from '../../shared/schemas/narration-lab.ts';
import { recordingLimits, recordingMessages } from '../../shared/schemas/recordings.ts';
import { storyLabRequest } from '../../shared/schemas/story-lab.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { alignLabRecording } from '../domain/recording-lab.ts';
import { runStoryLab } from '../domain/story-lab.ts';
import { AppError, fromZodError } from '../errors.ts';
import { drawWithEveryProvider, labProviders } from '../domain/image-lab.ts';
import { imageLabRequest, type ImageLabResponse, type ImageProvidersResponse } from '../../shared/schemas/image-lab.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';
import { policies, requirePolicy } from '../policies/index.ts';

/** The lab's recording upload carries audio: it gets its own body limit instead of the API's default one. */
export const isLabRecordingUpload = (c: Context) => c.req.method === 'POST' && c.req.path === '/api/lab/narration/recording';

/**
 * The test pages' APIs (docs/product.md "Test pages"): admins only, or anyone signed in on a development
 * machine. They spend generation budget, so the server checks on every call.
 */
export function labRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .use(requirePolicy(deps, policies.useLabs))
    .post('/story', async (c) => {
      const input = await readJson(c, storyLabRequest);
      return c.json(await runStoryLab(deps, input, c.req.raw.signal));
    })
    .get('/image-providers', (c) => c.json<ImageProvidersResponse>({ providers: labProviders(deps.outsideIllustrator) }))
    .post('/images', async (c) => {
      const input = await readJson(c, imageLabRequest);
      return c.json<ImageLabResponse>({ drawings: await drawWithEveryProvider(deps.db, c.get('caller').userId, input, deps.outsideIllustrator) });
    })
    .post('/narration', async (c) => {
      const { text, narrator, readingLevel } = await readJson(c, narrationLabRequest);
      const started = performance.now();
      const narration = await deps.narrator.narrate({ text, voice: narrator, readingLevel, names: [] });
      return c.json<NarrationLabResponse>({
        text,
        audio: `data:${narration.contentType};base64,${Buffer.from(narration.audio).toString('base64')}`,
        durationMs: narration.durationMs,
        timings: narration.timings,
        timingMethod: narration.timingMethod,
        provider: deps.narrator.name,
        elapsedMs: Math.round(performance.now() - started),
      });
    })
    .post(
      '/narration/recording',
      bodyLimit({
        maxSize: recordingLimits.maxBytes + 64 * 1024,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE', recordingMessages.tooLarge, 'file');
        },
      }),
      async (c) => {
        const { file, ...rest } = await c.req.parseBody();
        if (!(file instanceof File)) throw new AppError('VALIDATION_FAILED', 'Please choose a recording to align.', 'file');
        const fields = narrationLabRecordingFields.safeParse(rest);
        if (!fields.success) throw fromZodError(fields.error);
        return c.json<NarrationLabResponse>(await alignLabRecording({ ...fields.data, bytes: new Uint8Array(await file.arrayBuffer()) }));
      },
    );
}
