import { Hono } from 'hono';
import type { TemplateListResponse } from '../../shared/schemas/templates.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { templateCover } from '../domain/template-covers.ts';
import { coverSubject, findTemplate, listTemplates } from '../domain/templates.ts';
import { requireCaller } from '../http/authenticate.ts';
import { svgContentSecurityPolicy } from '../http/security-headers.ts';

/**
 * /api/templates: the list for signed-in parents, and each template's example cover. A cover shows
 * no one real, and its address carries its version, so any cache may keep it for a year.
 */
export function templateRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:id/cover.svg', async (c) => {
      const body = await templateCover(coverSubject(await findTemplate(deps.db, c.req.param('id'))));
      return c.body(body as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'image/svg+xml',
        'Content-Security-Policy': svgContentSecurityPolicy,
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    })
    .use(requireCaller(deps))
    .get('/', async (c) => c.json<TemplateListResponse>({ templates: await listTemplates(deps.db) }));
}
