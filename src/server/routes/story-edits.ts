import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { pageTextRequest, redrawRequest, restyleRequest, type PageTextResponse, type StoryEditResponse } from '../../shared/schemas/story-edits.ts';
import { editPageText } from '../domain/page-text-edits.ts';
import { latestPictureEdit, requestRedraw, requestRestyle } from '../domain/story-edits.ts';
import { AppError } from '../errors.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';

const pageIndexOf = (raw: string) => {
  const index = Number(raw);
  if (!Number.isInteger(index) || index < 0 || index > 10_000) throw AppError.notFound('No such page.');
  return index;
};

/**
 * Editing a finished story, for its owner only (another parent gets a 404): POST …/redraw queues
 * one page drawn again (with an optional instruction), POST …/restyle the whole book in another
 * style, GET …/edits shows the latest one's progress, and PUT …/pages/{index}/text rewrites a page.
 */
export function storyEditRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .get('/:id/edits', async (c) => c.json<StoryEditResponse>({ edit: await latestPictureEdit(deps.db, c.get('caller').userId, c.req.param('id')) }))
    .post('/:id/redraw', async (c) => {
      const input = await readJson(c, redrawRequest);
      return c.json<StoryEditResponse>({ edit: await requestRedraw(deps, c.get('caller').userId, c.req.param('id'), input) }, 202);
    })
    .post('/:id/restyle', async (c) => {
      const input = await readJson(c, restyleRequest);
      return c.json<StoryEditResponse>({ edit: await requestRestyle(deps, c.get('caller').userId, c.req.param('id'), input) }, 202);
    })
    .put('/:id/pages/:index/text', async (c) => {
      const input = await readJson(c, pageTextRequest);
      return c.json<PageTextResponse>(await editPageText(deps, c.get('caller').userId, c.req.param('id'), pageIndexOf(c.req.param('index')), input));
    });
}
