import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  createStoryRequest,
  renameStoryRequest,
  storyListQuery,
  type CreateStoryResponse,
  type StoryDetail,
  type StoryListResponse,
  unlockedPortraitMaxBytes,
} from '../../shared/schemas/stories.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { createStory, deleteStory, renameStory, retryStory } from '../domain/stories.ts';
import { findOwnStory, listStories, progressSnapshot, storyDetail } from '../domain/story-queries.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson, readQuery } from '../http/validate.ts';

export interface ProgressStreamOptions {
  /** How often the stream looks at the story row. */
  pollMs: number;
  /** A stream ends after this long; EventSource reconnects on its own. */
  maxMs: number;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  keepAliveMs: number;
}

/** A new story's request: its choices, and perhaps an unlocked portrait (2 MB as base64, a third more). */
export const storyRequestBodyLimit = Math.ceil(unlockedPortraitMaxBytes / 3) * 4 + 64 * 1024;
export const isStoryCreation = (c: Context) => c.req.method === 'POST' && c.req.path === '/api/stories';

async function storyList(db: AppDeps['db'], userId: string, filter: { childId?: string; q?: string }): Promise<StoryListResponse> {
  return { stories: await listStories(db, userId, filter) };
}

const defaultStreamOptions: ProgressStreamOptions = { pollMs: 500, maxMs: 10 * 60 * 1000, keepAliveMs: 15_000 };

/** A parent's stories (owner-only; another parent's story is a 404 on every route). */
export function storiesRoutes(deps: AppDeps, streamOptions: ProgressStreamOptions = defaultStreamOptions, stopping?: AbortSignal) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .post('/', async (c) => {
      const input = await readJson(c, createStoryRequest);
      return c.json<CreateStoryResponse>(await createStory(deps, c.get('caller').userId, input), 202);
    })
    .get('/', async (c) => {
      const { userId } = c.get('caller');
      // The whole list (what the stories page asks for) is kept as JSON until it changes.
      if (!c.req.url.includes('?')) {
        const { storyLists } = deps.accountReads;
        const json = storyLists.get(userId) ?? (await storyLists.read(userId, async () => JSON.stringify(await storyList(deps.db, userId, {}))));
        return c.body(json, 200, { 'Content-Type': 'application/json' });
      }
      return c.json<StoryListResponse>(await storyList(deps.db, userId, readQuery(c, storyListQuery)));
    })
    .get('/:id', async (c) => c.json<StoryDetail>(await storyDetail(deps.db, c.get('caller').userId, c.req.param('id'))))
    .get('/:id/events', async (c) => {
      const userId = c.get('caller').userId;
      const storyId = c.req.param('id');
      await findOwnStory(deps.db, userId, storyId);
      const response = streamSSE(c, async (stream) => {
        let aborted = false;
        stream.onAbort(() => {
          aborted = true;
        });
        const started = Date.now();
        let lastSent = '';
        let lastWrite = Date.now();
        // A stopping process ends its streams so it can exit; the browser reconnects to another.
        while (!aborted && !stopping?.aborted && Date.now() - started < streamOptions.maxMs) {
          const snapshot = await progressSnapshot(deps.db, userId, storyId);
          if (!snapshot) {
            await stream.writeSSE({ event: 'gone', data: '{}' });
            return;
          }
          const data = JSON.stringify(snapshot);
          if (data !== lastSent) {
            await stream.writeSSE({ event: 'progress', data, retry: 2000 });
            lastSent = data;
            lastWrite = Date.now();
          } else if (Date.now() - lastWrite >= streamOptions.keepAliveMs) {
            await stream.write(': keep-alive\n\n');
            lastWrite = Date.now();
          }
          if (snapshot.status === 'ready' || snapshot.status === 'failed') return;
          await stream.sleep(streamOptions.pollMs);
        }
      });
      // no-transform keeps compression (ours and any proxy's) from holding events back.
      response.headers.set('Cache-Control', 'no-cache, no-transform');
      response.headers.set('X-Accel-Buffering', 'no');
      return response;
    })
    .post('/:id/retry', async (c) =>
      c.json<CreateStoryResponse>(await retryStory(deps, c.get('caller').userId, c.req.param('id')), 202),
    )
    .patch('/:id', async (c) => {
      const { title } = await readJson(c, renameStoryRequest);
      return c.json<StoryDetail>(await renameStory(deps.db, c.get('caller').userId, c.req.param('id'), title));
    })
    .delete('/:id', async (c) => {
      await deleteStory(deps, c.get('caller').userId, c.req.param('id'));
      return c.body(null, 204);
    });
}
