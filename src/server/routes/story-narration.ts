import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { narrationRedoRequest, type NarrationRedoResponse } from '../../shared/schemas/narration-redos.ts';
import { ownPageNarration } from '../domain/narration-pages.ts';
import { latestNarrationRedo, requestNarrationRedo } from '../domain/narration-redos.ts';
import { audioResponse } from '../http/audio.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';


/**
 * A story's narration audio, for its owner only (another parent gets a 404), and narration made
 * again: POST queues a redo (the whole story, or one page with `pageIndex`), GET shows its progress.
 */
export function storyNarrationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .get('/:id/narration', async (c) =>
      c.json<NarrationRedoResponse>({ redo: await latestNarrationRedo(deps.db, c.get('caller').userId, c.req.param('id')) }),
    )
    .post('/:id/narration', async (c) => {
      const input = await readJson(c, narrationRedoRequest);
      return c.json<NarrationRedoResponse>({ redo: await requestNarrationRedo(deps, c.get('caller').userId, c.req.param('id'), input) }, 202);
    })
    .get('/:id/pages/:index/narration', async (c) => {
    const file = await ownPageNarration(deps, c.get('caller').userId, c.req.param('id'), c.req.param('index'));
    return audioResponse(c, file);
  });
}
