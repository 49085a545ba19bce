/**
 * The AI-editing log for admins (/admin/ai-editing-logs): every redraw, restyle and text edit,
 * newest first, with who asked, what, the credits, the outcome and how long it took.
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { storyEditLogPageSize, type storyEditLogQuery, type StoryEditLogResponse } from '../../shared/schemas/story-edits.ts';
import type { Database } from '../db/client.ts';
import { storyEdits, users } from '../db/schema.ts';
import { presentEdit } from './story-edits.ts';

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

export async function listStoryEditLogs(db: Database, query: z.output<typeof storyEditLogQuery>): Promise<StoryEditLogResponse> {
  const conditions: SQL[] = [];
  if (query.storyId) conditions.push(eq(storyEdits.storyId, query.storyId));
  if (query.kind) conditions.push(eq(storyEdits.kind, query.kind));
  if (query.status) conditions.push(eq(storyEdits.status, query.status));
  if (query.from) conditions.push(gte(storyEdits.createdAt, dayStart(query.from)));
  if (query.to) conditions.push(lt(storyEdits.createdAt, dayAfter(query.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ edit: storyEdits, email: users.email })
      .from(storyEdits)
      .innerJoin(users, eq(users.id, storyEdits.userId))
      .where(where)
      .orderBy(desc(storyEdits.createdAt), desc(storyEdits.id))
      .limit(storyEditLogPageSize)
      .offset((query.page - 1) * storyEditLogPageSize),
    db.select({ total: count() }).from(storyEdits).where(where),
  ]);
  return {
    entries: rows.map(({ edit, email }) => ({
      ...presentEdit(edit),
      storyId: edit.storyId,
      email,
      startedAt: edit.startedAt?.toISOString() ?? null,
      finishedAt: edit.finishedAt?.toISOString() ?? null,
      workMs: edit.workMs,
    })),
    page: query.page,
    pageSize: storyEditLogPageSize,
    total,
  };
}
