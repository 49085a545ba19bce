import { Hono } from 'hono';
import { storyPdfRequest, type StoryPdfResponse } from '../../shared/schemas/story-pdf.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { requestStoryPdf, storyPdfFile, storyPdfStatus } from '../domain/story-pdf.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';

/** `attachment` with a plain fallback name and the story's own title for browsers that read RFC 5987. */
function attachment(filename: string): string {
  const plain = filename.replace(/[^A-Za-z0-9 ._-]+/g, '').trim() || 'story.pdf';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A story's printable PDF: ask for one, follow it, download it (owner only; others get a 404). */
export function storyPdfRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .post('/:id/pdf', async (c) => {
      const request = await readJson(c, storyPdfRequest);
      const pdf = await requestStoryPdf(deps, c.get('caller').userId, c.req.param('id'), request);
      return c.json<StoryPdfResponse>({ pdf }, 202);
    })
    .get('/:id/pdf', async (c) => c.json<StoryPdfResponse>({ pdf: await storyPdfStatus(deps.db, c.get('caller').userId, c.req.param('id')) }))
    .get('/:id/pdf/file', async (c) => {
      const { body, filename } = await storyPdfFile(deps, c.get('caller').userId, c.req.param('id'));
      return c.body(body as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': attachment(filename),
        'Cache-Control': 'private, no-store',
      });
    });
}
