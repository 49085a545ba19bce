import { Hono, type Context } from 'hono';
import {
  libraryListQuery,
  publishRequest,
  reportRequest,
  type LibraryCard,
  type LibraryListResponse,
  type LibraryPreview,
  type LibraryStoryDetail,
  type SharedStory,
} from '../../shared/schemas/library.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { isLibraryStory, libraryFilePath, libraryStoryDetail, listLibrary, savedStories, setReaction, type Reader } from '../domain/library-browsing.ts';
import { reportStory } from '../domain/library-moderation.ts';
import { previewPublication, publishStory, sharedStories, unpublishStory } from '../domain/library-publishing.ts';
import { consumeRateLimit } from '../domain/rate-limit.ts';
import { limits } from '../domain/rate-limits.ts';
import { AppError } from '../errors.ts';
import { audioResponse } from '../http/audio.ts';
import { requireCaller } from '../http/authenticate.ts';
import { svgContentSecurityPolicy } from '../http/security-headers.ts';
import { readJson, readQuery } from '../http/validate.ts';
import { actorFor } from '../policies/index.ts';

export async function readerOf(deps: AppDeps, c: Context<AppEnv>): Promise<Reader> {
  const userId = c.get('caller').userId;
  const actor = await actorFor(deps, userId);
  return { userId, isAdmin: Boolean(actor.account?.isAdmin) };
}

/** Serves a library file; an SVG is only ever an image, and nothing is kept by a shared cache. */
export async function libraryFile(deps: AppDeps, c: Context<AppEnv>, path: string | null) {
  const file = path ? await deps.storage.get(path) : null;
  if (!file) throw AppError.notFound('No such file.');
  if (file.contentType.startsWith('audio/')) return audioResponse(c, file, 'private, max-age=300');
  const headers: Record<string, string> = { 'Content-Type': file.contentType, 'Cache-Control': 'private, max-age=300', 'X-Content-Type-Options': 'nosniff' };
  if (file.contentType === 'image/svg+xml') headers['Content-Security-Policy'] = svgContentSecurityPolicy;
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200, headers);
}

/** The community library for signed-in parents (docs/product.md "Sharing"). */
export function libraryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .get('/', async (c) => c.json<LibraryListResponse>(await listLibrary(deps.db, readQuery(c, libraryListQuery))))
    .post('/preview', async (c) => c.json<LibraryPreview>(await previewPublication(deps, c.get('caller').userId, await readJson(c, publishRequest))))
    .post('/', async (c) => {
      const input = await readJson(c, publishRequest);
      await consumeRateLimit(deps.db, limits.libraryPublish.for(c.get('caller').userId));
      return c.json<SharedStory>(await publishStory(deps, c.get('caller').userId, input), 201);
    })
    .get('/mine', async (c) => c.json<{ stories: SharedStory[] }>({ stories: await sharedStories(deps, c.get('caller').userId) }))
    .get('/saved', async (c) => c.json<{ stories: LibraryCard[] }>({ stories: await savedStories(deps.db, c.get('caller').userId) }))
    .get('/:id', async (c) => c.json<LibraryStoryDetail>(await libraryStoryDetail(deps.db, await readerOf(deps, c), c.req.param('id'))))
    .delete('/:id', async (c) => {
      await unpublishStory(deps, c.get('caller').userId, c.req.param('id'));
      return c.body(null, 204);
    })
    .put('/:id/love', async (c) => c.json(await setReaction(deps.db, await readerOf(deps, c), c.req.param('id'), 'love', true)))
    .delete('/:id/love', async (c) => c.json(await setReaction(deps.db, await readerOf(deps, c), c.req.param('id'), 'love', false)))
    .put('/:id/save', async (c) => c.json(await setReaction(deps.db, await readerOf(deps, c), c.req.param('id'), 'save', true)))
    .delete('/:id/save', async (c) => c.json(await setReaction(deps.db, await readerOf(deps, c), c.req.param('id'), 'save', false)))
    .post('/:id/reports', async (c) => {
      const report = await readJson(c, reportRequest);
      await consumeRateLimit(deps.db, limits.libraryReport.for(c.get('caller').userId));
      return c.json(await reportStory(deps.db, await readerOf(deps, c), c.req.param('id'), report), 201);
    })
    .get('/:id/cover', async (c) => libraryFile(deps, c, await libraryFilePath(deps.db, await readerOf(deps, c), c.req.param('id'), 'cover')))
    .get('/:id/pages/:index/illustration', async (c) =>
      libraryFile(deps, c, await libraryFilePath(deps.db, await readerOf(deps, c), c.req.param('id'), 'illustration', c.req.param('index'))),
    )
    .get('/:id/pages/:index/narration', async (c) =>
      libraryFile(deps, c, await libraryFilePath(deps.db, await readerOf(deps, c), c.req.param('id'), 'narration', c.req.param('index'))),
    );
}

/**
 * The story reader asks for a page's picture and narration under /api/stories/{id}; a library
 * story's id answers there too, and any other id goes on to the owner's own stories.
 */
export function libraryReaderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/:id/pages/:index/:kind{illustration|narration}', requireCaller(deps), async (c, next) => {
    const id = c.req.param('id');
    if (!(await isLibraryStory(deps.db, id))) return next();
    const kind = c.req.param('kind') === 'narration' ? 'narration' : 'illustration';
    return libraryFile(deps, c, await libraryFilePath(deps.db, await readerOf(deps, c), id, kind, c.req.param('index')));
  });
}
