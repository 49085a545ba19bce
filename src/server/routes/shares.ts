import { Hono } from 'hono';
import { shareSettingsRequest, type SharedStory, type StoryShare, type StoryShareResponse } from '../../shared/schemas/shares.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ownShare, prepareSharedCover, revokeShare, saveShare, sharedNarration, sharedPicture, sharedStory } from '../domain/story-shares.ts';
import { AppError } from '../errors.ts';
import { audioResponse } from '../http/audio.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';
import { picture } from './illustrations.ts';

/** The owner's side of a story's public link (another parent's story is a 404). */
export function storyShareRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .get('/:id/share', async (c) => c.json<StoryShareResponse>({ share: await ownShare(deps.db, c.get('caller').userId, c.req.param('id')) }))
    .put('/:id/share', async (c) => {
      const input = await readJson(c, shareSettingsRequest);
      const { userId } = c.get('caller');
      const share = await saveShare(deps.db, userId, c.req.param('id'), input);
      prepareSharedCover(deps, userId, c.req.param('id')).catch((error: unknown) => deps.log.warn({ err: error }, 'could not prepare a shared cover'));
      return c.json<StoryShare>(share);
    })
    .delete('/:id/share', async (c) => {
      await revokeShare(deps.db, c.get('caller').userId, c.req.param('id'));
      return c.body(null, 204);
    });
}

/** What anyone with a link may read: the story, its pictures and (when allowed) its narration. Never indexed. */
export function publicShareRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('X-Robots-Tag', 'noindex, nofollow');
    })
    .get('/:shareUuid', async (c) => c.json<SharedStory>(await sharedStory(deps.db, c.req.param('shareUuid'), { opened: true })))
    .get('/:shareUuid/cover', async (c) => {
      const format = c.req.query('format') ?? 'svg';
      if (format !== 'svg' && format !== 'webp') throw new AppError('VALIDATION_FAILED', 'The cover comes as svg or webp.', 'format');
      const file = await sharedPicture(deps, c.req.param('shareUuid'), 'cover', format);
      const { body, headers } = picture(file.body, file.contentType);
      return c.body(body, 200, headers);
    })
    .get('/:shareUuid/pages/:index/illustration', async (c) => {
      const file = await sharedPicture(deps, c.req.param('shareUuid'), c.req.param('index'));
      const { body, headers } = picture(file.body, file.contentType);
      return c.body(body, 200, headers);
    })
    .get('/:shareUuid/pages/:index/narration', async (c) => {
      const file = await sharedNarration(deps, c.req.param('shareUuid'), c.req.param('index'));
      return audioResponse(c, file);
    });
}
