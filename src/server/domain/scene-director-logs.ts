/**
 * The scene director's log for admins (/admin/scene-director-logs): every plan and drawing, newest
 * first, by story, outcome and day. Plans are logged with roles in place of names.
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  sceneDirectorLogPageSize,
  type sceneDirectorLogQuery,
  type SceneDirectorLogResponse,
} from '../../shared/schemas/illustrations.ts';
import type { Database } from '../db/client.ts';
import { sceneDirectorLogs } from '../db/schema.ts';

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

export async function listSceneDirectorLogs(db: Database, query: z.output<typeof sceneDirectorLogQuery>): Promise<SceneDirectorLogResponse> {
  const conditions: SQL[] = [];
  if (query.storyId) conditions.push(eq(sceneDirectorLogs.storyId, query.storyId));
  if (query.status) conditions.push(eq(sceneDirectorLogs.status, query.status));
  if (query.from) conditions.push(gte(sceneDirectorLogs.createdAt, dayStart(query.from)));
  if (query.to) conditions.push(lt(sceneDirectorLogs.createdAt, dayAfter(query.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(sceneDirectorLogs)
      .where(where)
      .orderBy(desc(sceneDirectorLogs.createdAt), desc(sceneDirectorLogs.id))
      .limit(sceneDirectorLogPageSize)
      .offset((query.page - 1) * sceneDirectorLogPageSize),
    db.select({ total: count() }).from(sceneDirectorLogs).where(where),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      storyId: row.storyId,
      pageIndex: row.pageIndex,
      director: row.director,
      provider: row.provider,
      model: row.model,
      status: row.status,
      plan: row.plan,
      planMs: row.planMs,
      drawMs: row.drawMs,
      bytes: row.bytes,
      costEstimateMicrocents: row.costEstimate,
      error: row.error,
      fromPortrait: row.fromPortrait,
      likenessScore: row.likenessScore,
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: sceneDirectorLogPageSize,
    total,
  };
}
