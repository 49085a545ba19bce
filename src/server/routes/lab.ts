import { Hono } from 'hono';
import { storyLabRequest } from '../../shared/schemas/story-lab.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { getAppUserRecord } from '../domain/accounts.ts';
import { runStoryLab } from '../domain/story-lab.ts';
import { AppError } from '../errors.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';
import { mayUseLabs } from '../policies.ts';

/**
 * The test pages' APIs (PRODUCT.md "Test pages"): admins only, or anyone signed in on a development
 * machine. They spend generation budget, so the server checks on every call.
 */
export function labRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .use(async (c, next) => {
      const record = await getAppUserRecord(deps, c.get('caller').userId).catch(() => null);
      if (!mayUseLabs(deps.config, record)) throw new AppError('FORBIDDEN', 'The test pages are for Storyloom administrators.');
      await next();
    })
    .post('/story', async (c) => {
      const input = await readJson(c, storyLabRequest);
      return c.json(await runStoryLab(deps, input, c.req.raw.signal));
    });
}
