import { Hono } from 'hono';
import { rejectRequest, type ModerationItem } from '../../shared/schemas/library.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { decide, moderationQueue } from '../domain/library-moderation.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';
import { policies, requirePolicy } from '../policies/index.ts';

/** The library's moderation queue, for admins only. */
export function libraryAdminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .use(requirePolicy(deps, policies.useAdminArea))
    .get('/queue', async (c) => c.json<{ stories: ModerationItem[] }>({ stories: await moderationQueue(deps.db) }))
    .post('/:id/approve', async (c) => {
      await decide(deps.db, c.req.param('id'), { approve: true });
      return c.body(null, 204);
    })
    .post('/:id/reject', async (c) => {
      const { reason } = await readJson(c, rejectRequest);
      await decide(deps.db, c.req.param('id'), { approve: false, reason });
      return c.body(null, 204);
    });
}
