/**
 * Moderating the community library: reports from parents, hiding a story that enough different
 * parents reported, and the admins' queue where stories are approved or rejected with a reason.
 */
import { and, asc, countDistinct, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { reportsToHide } from '../../shared/library.ts';
import type { ModerationItem, ReportRequest } from '../../shared/schemas/library.ts';
import type { Database } from '../db/client.ts';
import { libraryReports, libraryStories } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { visibleLibraryStory, type Reader } from './library-browsing.ts';
import { presentCard, uuidPattern } from './library-cards.ts';

/** One open report per parent and story; the story is hidden once enough different parents report it. */
export async function reportStory(db: Database, reader: Reader, id: string, report: Required<ReportRequest>): Promise<{ hidden: boolean }> {
  const row = await visibleLibraryStory(db, reader, id);
  if (row.ownerId === reader.userId) throw new AppError('FORBIDDEN', 'This is your own story: you can unpublish it instead.');
  if (row.status !== 'approved') throw new AppError('CONFLICT', 'Only a story in the library can be reported.');
  return transaction(db, async (tx) => {
    await tx
      .insert(libraryReports)
      .values({ libraryStoryId: id, reporterId: reader.userId, reason: report.reason, details: report.details })
      .onConflictDoNothing();
    const [open] = await tx
      .select({ reporters: countDistinct(libraryReports.reporterId) })
      .from(libraryReports)
      .where(and(eq(libraryReports.libraryStoryId, id), isNull(libraryReports.reviewedAt)));
    if ((open?.reporters ?? 0) < reportsToHide) return { hidden: false };
    await tx.update(libraryStories).set({ status: 'hidden' }).where(and(eq(libraryStories.id, id), eq(libraryStories.status, 'approved')));
    return { hidden: true };
  });
}

const openReport = (storyId: typeof libraryStories.id) =>
  exists(sql`(select 1 from ${libraryReports} where ${libraryReports.libraryStoryId} = ${storyId} and ${libraryReports.reviewedAt} is null)`);

/** Stories waiting for a decision: new ones, hidden ones and any with an open report, oldest first. */
export async function moderationQueue(db: Database): Promise<ModerationItem[]> {
  const rows = await db
    .select()
    .from(libraryStories)
    .where(or(inArray(libraryStories.status, ['pending', 'hidden']), and(eq(libraryStories.status, 'approved'), openReport(libraryStories.id))))
    .orderBy(asc(libraryStories.createdAt))
    .limit(200);
  const reports =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(libraryReports)
          .where(and(inArray(libraryReports.libraryStoryId, rows.map((row) => row.id)), isNull(libraryReports.reviewedAt)))
          .orderBy(asc(libraryReports.createdAt));
  return rows.map((row) => ({
    ...presentCard(row),
    status: row.status,
    reports: reports
      .filter((report) => report.libraryStoryId === row.id)
      .map((report) => ({ reason: report.reason, details: report.details, createdAt: report.createdAt.toISOString() })),
  }));
}

/** Approving or rejecting closes the story's open reports: they have been reviewed. */
export async function decide(db: Database, id: string, decision: { approve: true } | { approve: false; reason: string }): Promise<void> {
  if (!uuidPattern.test(id)) throw AppError.notFound('No such story in the library.');
  await transaction(db, async (tx) => {
    const updated = await tx
      .update(libraryStories)
      .set(
        decision.approve
          ? { status: 'approved', rejectionReason: null, publishedAt: sql`coalesce(${libraryStories.publishedAt}, now())` }
          : { status: 'rejected', rejectionReason: decision.reason },
      )
      .where(eq(libraryStories.id, id))
      .returning({ id: libraryStories.id });
    if (updated.length === 0) throw AppError.notFound('No such story in the library.');
    await tx.update(libraryReports).set({ reviewedAt: new Date() }).where(and(eq(libraryReports.libraryStoryId, id), isNull(libraryReports.reviewedAt)));
  });
}
