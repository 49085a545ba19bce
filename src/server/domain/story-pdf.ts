/**
 * Asking for a story as a printable PDF (docs/product.md "Story" → "PDF"): a row and its job in one
 * transaction, its progress, and the finished file. The job's work is in ./story-pdf-book.ts.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { StoryPdfRecord, StoryPdfRequest } from '../../shared/schemas/story-pdf.ts';
import type { Database } from '../db/client.ts';
import { stories, storyPdfs } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { authorize, policies } from '../policies/index.ts';
import type { Config } from '../config.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { accountPlan } from './plans.ts';
import { findOwnStory } from './story-queries.ts';
import { makeStoryPdfJob } from '../jobs/make-story-pdf.ts';

type PdfRow = typeof storyPdfs.$inferSelect;

function present(row: PdfRow): StoryPdfRecord {
  return {
    id: row.id,
    paper: row.paper,
    keepsake: row.keepsake,
    status: row.status,
    stepsDone: row.stepsDone,
    stepsTotal: row.stepsTotal,
    bytes: row.bytes,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}

async function latestPdf(db: Database, storyId: string): Promise<PdfRow | undefined> {
  const [row] = await db.select().from(storyPdfs).where(eq(storyPdfs.storyId, storyId)).orderBy(desc(storyPdfs.createdAt)).limit(1);
  return row;
}

export async function storyPdfStatus(db: Database, userId: string, storyId: string): Promise<StoryPdfRecord | null> {
  await findOwnStory(db, userId, storyId);
  const row = await latestPdf(db, storyId);
  return row ? present(row) : null;
}

/**
 * Asks for a PDF of a finished story. The same request while one is being made, or again after it
 * was made from the story as it is now, gives that one back instead of making another.
 */
export async function requestStoryPdf(
  deps: { db: Database; config: Config; queue: JobQueue },
  userId: string,
  storyId: string,
  request: StoryPdfRequest,
): Promise<StoryPdfRecord> {
  const { db } = deps;
  await authorize(deps, userId, policies.exportPdf, { plan: await accountPlan(db, userId) });
  return transaction(db, async (tx) => {
    const story = await findOwnStory(tx, userId, storyId);
    const [locked] = await tx.select({ id: stories.id }).from(stories).where(eq(stories.id, story.id)).for('update');
    if (!locked || story.status !== 'ready') throw new AppError('CONFLICT', 'A PDF can be made once the story is ready.');
    const [same] = await tx
      .select()
      .from(storyPdfs)
      .where(and(eq(storyPdfs.storyId, storyId), eq(storyPdfs.paper, request.paper), eq(storyPdfs.keepsake, request.keepsake)))
      .orderBy(desc(storyPdfs.createdAt))
      .limit(1);
    const current = same && (same.status === 'queued' || same.status === 'making' || (same.status === 'ready' && same.createdAt >= story.updatedAt));
    if (same && current) {
      // Make it the newest again, so the story page shows what was just asked for.
      const [again] = await tx.update(storyPdfs).set({ createdAt: new Date() }).where(eq(storyPdfs.id, same.id)).returning();
      return present(again!);
    }
    const [row] = await tx
      .insert(storyPdfs)
      .values({ storyId, userId, paper: request.paper, keepsake: request.keepsake, status: 'queued' })
      .returning();
    await deps.queue.enqueue(makeStoryPdfJob, { pdfId: row!.id }, tx);
    return present(row!);
  });
}

/** The finished file of the newest PDF, for its owner only. */
export async function storyPdfFile(
  deps: { db: Database; storage: FileStorage },
  userId: string,
  storyId: string,
): Promise<{ body: Uint8Array; filename: string }> {
  const story = await findOwnStory(deps.db, userId, storyId);
  const row = await latestPdf(deps.db, storyId);
  const file = row?.status === 'ready' && row.path ? await deps.storage.get(row.path) : null;
  if (!file) throw AppError.notFound('This PDF is not ready yet.');
  return { body: file.body, filename: `${(story.title ?? 'Story').slice(0, 100)}.pdf` };
}

