import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { creditAdjustmentRequest, parentSearchQuery, type ParentCreditsResponse, type ParentSearchResponse } from '../../shared/schemas/admin-credits.ts';
import { sceneDirectorLogQuery, type SceneDirectorLogResponse } from '../../shared/schemas/illustrations.ts';
import { cleanText } from '../../shared/schemas/text.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { appUsers, emailOutbox } from '../db/schema.ts';
import { getAppUserRecord } from '../domain/accounts.ts';
import { adjustParentCredits, parentCredits, searchParents } from '../domain/admin-credits.ts';
import { listSceneDirectorLogs } from '../domain/scene-director-logs.ts';
import { listStoryEditLogs } from '../domain/story-edit-logs.ts';
import { storyEditLogQuery, type StoryEditLogResponse } from '../../shared/schemas/story-edits.ts';
import { AppError } from '../errors.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson, readQuery } from '../http/validate.ts';
import { policies, requirePolicy } from '../policies/index.ts';

const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  kind: cleanText().max(40).optional(),
});

/** Emails whose links sign someone in or change their account. */
const accountSecurityKinds = new Set(['verify-email', 'reset-password', 'change-email', 'parent-consent']);

const hideLinks = (text: string) => text.replace(/\S*(https?:\/\/|token=)\S*/gi, '[link hidden]');

/** Admin-only API: the server enforces it; the client merely hides the links. */
export function adminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .use(requirePolicy(deps, policies.useAdminArea))
    .get('/outbox', async (c) => {
      const { limit, kind } = readQuery(c, outboxQuery);
      const rows = await deps.db
        .select()
        .from(emailOutbox)
        .where(kind ? eq(emailOutbox.kind, kind) : undefined)
        .orderBy(desc(emailOutbox.createdAt))
        .limit(limit);
      // These links sign someone in or change their account: they belong to their recipients
      // alone. Without SMTP the server log (the log mailer) is where an operator finds them.
      const emails = rows.map((row) => (accountSecurityKinds.has(row.kind) ? { ...row, text: hideLinks(row.text) } : row));
      return c.json({ emails });
    })
    .get('/scene-director-logs', async (c) =>
      c.json<SceneDirectorLogResponse>(await listSceneDirectorLogs(deps.db, readQuery(c, sceneDirectorLogQuery))),
    )
    .get('/ai-editing-logs', async (c) => c.json<StoryEditLogResponse>(await listStoryEditLogs(deps.db, readQuery(c, storyEditLogQuery))))
    .get('/parents', async (c) => c.json<ParentSearchResponse>(await searchParents(deps.db, readQuery(c, parentSearchQuery).q)))
    .get('/parents/:id/credits', async (c) => c.json<ParentCreditsResponse>(await parentCredits(deps.db, c.req.param('id'))))
    .post('/parents/:id/credits', async (c) => {
      const { amount, reason } = await readJson(c, creditAdjustmentRequest);
      return c.json<ParentCreditsResponse>(await adjustParentCredits(deps.db, c.get('caller').userId, c.req.param('id'), amount, reason));
    })
    .put('/users/:id/admin', async (c) => {
      const { isAdmin } = await readJson(c, z.strictObject({ isAdmin: z.boolean() }));
      const updated = await deps.db
        .update(appUsers)
        .set({ isAdmin, updatedAt: new Date() })
        .where(eq(appUsers.id, c.req.param('id')))
        .returning({ id: appUsers.id });
      if (updated.length === 0) throw AppError.notFound('No such account.');
      return c.json(await getAppUserRecord(deps, c.req.param('id')));
    });
}
