import { Hono } from 'hono';
import { z } from 'zod';
import { templateInput, type AdminTemplate, type TemplateInput } from '../../shared/schemas/templates.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { adminTemplates, createTemplate, draftFromLibrary, updateTemplate } from '../domain/template-admin.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson, readQuery } from '../http/validate.ts';
import { policies, requirePolicy } from '../policies/index.ts';

const draftQuery = z.object({ fromLibrary: z.uuid({ error: 'A library story id looks like 0b7c…-…: copy it from the story’s address.' }) });

/** /api/admin/templates: admins create and edit story templates, and start one from a library story. */
export function templateAdminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .use(requirePolicy(deps, policies.useAdminArea))
    .get('/', async (c) => c.json<{ templates: AdminTemplate[] }>({ templates: await adminTemplates(deps.db) }))
    .get('/draft', async (c) => c.json<TemplateInput>(await draftFromLibrary(deps.db, readQuery(c, draftQuery).fromLibrary)))
    .post('/', async (c) => c.json<AdminTemplate>(await createTemplate(deps.db, await readJson(c, templateInput)), 201))
    .put('/:id', async (c) => c.json<AdminTemplate>(await updateTemplate(deps.db, c.req.param('id'), await readJson(c, templateInput))));
}
