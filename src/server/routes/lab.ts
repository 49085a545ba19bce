import { Hono } from 'hono';
import { narrationLabRequest, type NarrationLabResponse } from '../../shared/schemas/narration-lab.ts';
import { storyLabRequest } from '../../shared/schemas/story-lab.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { runStoryLab } from '../domain/story-lab.ts';
import { drawWithEveryProvider } from '../domain/image-lab.ts';
import { imageProviders } from '../providers/images/index.ts';
import { imageLabRequest, type ImageLabResponse, type ImageProvidersResponse } from '../../shared/schemas/image-lab.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';
import { policies, requirePolicy } from '../policies/index.ts';

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
    .get('/image-providers', (c) =>
      c.json<ImageProvidersResponse>({ providers: imageProviders().map(({ label, provider }) => ({ name: provider.name, label })) }),
    )
    .post('/images', async (c) => {
      const input = await readJson(c, imageLabRequest);
      return c.json<ImageLabResponse>({ drawings: await drawWithEveryProvider(deps.db, c.get('caller').userId, input) });
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
    });
}
