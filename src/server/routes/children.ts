import { Hono } from 'hono';
import { childInput, childUpdate } from '../../shared/schemas/children.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { createChild, deleteChild, findOwnChild, listChildren, presentChild, updateChild } from '../domain/children.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';

/** A parent's children (owner-only; another parent's child is a 404). */
export function childrenRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .get('/', async (c) => c.json({ children: await listChildren(deps.db, c.get('caller').userId) }))
    .post('/', async (c) => {
      const input = await readJson(c, childInput);
      return c.json(await createChild(deps, c.get('caller').userId, input), 201);
    })
    .get('/:id', async (c) => c.json(presentChild(await findOwnChild(deps.db, c.get('caller').userId, c.req.param('id')))))
    .patch('/:id', async (c) => {
      const input = await readJson(c, childUpdate);
      return c.json(await updateChild(deps, c.get('caller').userId, c.req.param('id'), input));
    })
    .delete('/:id', async (c) => {
      await deleteChild(deps, c.get('caller').userId, c.req.param('id'));
      return c.body(null, 204);
    });
}
