import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { renameVoiceRequest, voiceMessages, voiceName, voiceSampleLimits, type ClonedVoice, type ClonedVoiceList } from '../../shared/schemas/voices.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { createVoice, deleteVoice, listVoices, renameVoice, voiceSample } from '../domain/cloned-voices.ts';
import { AppError } from '../errors.ts';
import { audioResponse } from '../http/audio.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';

/** The sample upload carries audio: it gets its own body limit instead of the API's default one. */
export const isVoiceUpload = (c: Context) => c.req.method === 'POST' && c.req.path === '/api/voices';

/**
 * The parent's cloned voices, owner-only: list them (with the plan's limit and whether cloning is
 * available here), make one from a sample (multipart: `name`, `agreed`, `sample`), rename one,
 * listen to its sample and delete it (at the voice service too).
 */
export function voiceRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .get('/', async (c) => c.json<ClonedVoiceList>(await listVoices(deps, c.get('caller').userId)))
    .post(
      '/',
      bodyLimit({
        // The form's other fields come on top of the sample.
        maxSize: voiceSampleLimits.maxBytes + 64 * 1024,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE', voiceMessages.tooLarge, 'sample');
        },
      }),
      async (c) => {
        const form = await c.req.parseBody().catch(() => {
          throw new AppError('BAD_REQUEST', 'Please send the voice sample as a form.');
        });
        const name = voiceName.safeParse(typeof form.name === 'string' ? form.name : '');
        if (!name.success) throw new AppError('VALIDATION_FAILED', name.error.issues[0]?.message ?? 'Please give the voice a name.', 'name');
        const sample = form.sample;
        if (!(sample instanceof File)) throw new AppError('VALIDATION_FAILED', voiceMessages.unreadable, 'sample');
        const voice = await createVoice(deps, c.get('caller').userId, {
          name: name.data,
          agreed: form.agreed === 'true',
          sample: new Uint8Array(await sample.arrayBuffer()),
        });
        return c.json<ClonedVoice>(voice, 201);
      },
    )
    .patch('/:id', async (c) => {
      const { name } = await readJson(c, renameVoiceRequest);
      return c.json<ClonedVoice>(await renameVoice(deps, c.get('caller').userId, c.req.param('id'), name));
    })
    .get('/:id/sample', async (c) => audioResponse(c, await voiceSample(deps, c.get('caller').userId, c.req.param('id'))))
    .delete('/:id', async (c) => {
      await deleteVoice(deps, c.get('caller').userId, c.req.param('id'));
      return c.body(null, 204);
    });
}
