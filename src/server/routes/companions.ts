import { Hono } from 'hono';
import { companionInput } from '../../shared/schemas/companions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { createCompanion, deleteCompanion, findOwnCompanion, listCompanions, presentCompanion, updateCompanion } from '../domain/companions.ts';
import { consumeRateLimit } from '../domain/rate-limit.ts';
import { limits } from '../domain/rate-limits.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';

/** A family's cast of companions (owner-only; another parent's companion is a 404). */
export function companionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .get('/', async (c) => c.json({ companions: await listCompanions(deps.db, c.get('caller').userId) }))
    .post('/', async (c) => {
      await consumeRateLimit(deps.db, limits.companionWrite.for(c.get('caller').userId));
      const input = await readJson(c, companionInput);
      return c.json(await createCompanion(deps, c.get('caller').userId, input), 201);
    })
    .get('/:id', async (c) => c.json(presentCompanion(await findOwnCompanion(deps.db, c.get('caller').userId, c.req.param('id')))))
    .put('/:id', async (c) => {
      await consumeRateLimit(deps.db, limits.companionWrite.for(c.get('caller').userId));
      const input = await readJson(c, companionInput);
      return c.json(await updateCompanion(deps, c.get('caller').userId, c.req.param('id'), input));
    })
    .delete('/:id', async (c) => {
      await deleteCompanion(deps.db, c.get('caller').userId, c.req.param('id'));
      return c.body(null, 204);
    });
}
