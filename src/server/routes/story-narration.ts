import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { narrationRedoRequest, type NarrationRedoResponse } from '../../shared/schemas/narration-redos.ts';
import { ownPageNarration } from '../domain/narration-pages.ts';
import { latestNarrationRedo, requestNarrationRedo } from '../domain/narration-redos.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n`, within the file; anything else is read as the whole file. */
export function byteRange(header: string | undefined, size: number): [number, number] | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? [start, end] : null;
}

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
    // Audio elements seek with range requests; private, because it is a family's story.
    const headers: Record<string, string> = { 'Content-Type': file.contentType, 'Accept-Ranges': 'bytes', 'Cache-Control': 'private, no-cache' };
    const range = byteRange(c.req.header('range'), file.body.length);
    if (!range) return c.body(file.body as Uint8Array<ArrayBuffer>, 200, headers);
    const [start, end] = range;
    headers['Content-Range'] = `bytes ${start}-${end}/${file.body.length}`;
    return c.body(file.body.slice(start, end + 1) as Uint8Array<ArrayBuffer>, 206, headers);
  });
}
