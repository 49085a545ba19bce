import { Hono } from 'hono';
import { childInput, childUpdate } from '../../shared/schemas/children.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { createChild, deleteChild, findOwnChild, listChildren, presentChild, updateChild } from '../domain/children.ts';
import { illustrationStyleIds } from '../../shared/schemas/stories.ts';
import { stylePreview } from '../domain/style-previews.ts';
import { AppError } from '../errors.ts';
import { requireCaller } from '../http/authenticate.ts';
import { picture } from './illustrations.ts';
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
    // The address carries the child's version (?v=…), so a changed look is a new address.
    .get('/:id/style-previews/:style', async (c) => {
      const style = illustrationStyleIds.find((id) => id === c.req.param('style'));
      if (!style) throw AppError.notFound('No such illustration style.');
      const svg = await stylePreview(deps.db, c.get('caller').userId, c.req.param('id'), style);
      const { body, headers } = picture(svg, 'image/svg+xml');
      return c.body(body, 200, { ...headers, 'Cache-Control': 'private, max-age=86400' });
    })
    .patch('/:id', async (c) => {
      const input = await readJson(c, childUpdate);
      return c.json(await updateChild(deps, c.get('caller').userId, c.req.param('id'), input));
    })
    .delete('/:id', async (c) => {
      await deleteChild(deps, c.get('caller').userId, c.req.param('id'));
      return c.body(null, 204);
    });
}
