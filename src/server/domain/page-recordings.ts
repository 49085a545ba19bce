/**
 * The parent's own narration, page by page (docs/product.md "Pictures and voices"). A recording of
 * a voice is biometric data: it needs the voice-recording consent, is stored under
 * `recordings/<user>/<story>/` for its owner alone (another parent gets a 404), is never published
 * or shared, and is deleted with the story, the account or on request. The upload is checked and
 * stored as it came; the job worker times its words and turns it into MP3 (see page-recording-run.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { recordingLimits, recordingMessages, type PageRecording } from '../../shared/schemas/recordings.ts';
import type { Database } from '../db/client.ts';
import { pageRecordings, storyPages } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { alignPageRecording } from '../jobs/align-page-recording.ts';
import type { Logger } from '../logger.ts';
import { decodeRecording, recordingFormat } from '../providers/speech/recorded-audio.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { currentConsents } from './consents.ts';
import { findOwnStory } from './story-queries.ts';

type RecordingRow = typeof pageRecordings.$inferSelect;

interface Deps {
  db: Database;
  storage: FileStorage;
  queue: JobQueue;
  log: Logger;
}

export function recordingKey(userId: string, storyId: string, pageIndex: number, extension: string): string {
  return `recordings/${userId}/${storyId}/${pageIndex}-${randomUUID()}.${extension}`;
}

export function presentRecording(row: RecordingRow): PageRecording {
  return {
    pageIndex: row.pageIndex,
    status: row.status,
    durationMs: row.durationMs,
    timingMethod: row.timingMethod,
    wordTimings: row.wordTimings,
    createdAt: row.createdAt.toISOString(),
  };
}

function pageIndexOf(param: string): number {
  const index = Number(param);
  if (!/^\d{1,5}$/.test(param) || !Number.isInteger(index)) throw AppError.notFound('No such page.');
  return index;
}

async function removeFile(deps: Pick<Deps, 'storage' | 'log'>, key: string): Promise<void> {
  await deps.storage.delete(key).catch((error: unknown) => deps.log.error({ err: error, key }, 'could not delete a stored file'));
}

/** Refuses the upload unless the parent has given the voice-recording consent. */
export async function requireVoiceConsent(db: Database, userId: string): Promise<void> {
  const consents = await currentConsents(db, userId);
  if (!consents['voice-recording'].granted) throw new AppError('FORBIDDEN', recordingMessages.consentNeeded);
}

/** Checks the upload is audio of a page's length; its bytes decide the format, not its declared type. */
async function checkedAudio(bytes: Uint8Array) {
  if (bytes.length > recordingLimits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', recordingMessages.tooLarge, 'file');
  const format = recordingFormat(bytes);
  if (!format) throw new AppError('VALIDATION_FAILED', recordingMessages.unreadable, 'file');
  const audio = await decodeRecording(bytes).catch(() => {
    throw new AppError('VALIDATION_FAILED', recordingMessages.unreadable, 'file');
  });
  if (audio.durationMs < recordingLimits.minSeconds * 1000) throw new AppError('VALIDATION_FAILED', recordingMessages.tooShort, 'file');
  if (audio.durationMs > recordingLimits.maxSeconds * 1000) throw new AppError('VALIDATION_FAILED', recordingMessages.tooLong, 'file');
  return { ...format, durationMs: audio.durationMs };
}

/** Stores a page's recording (replacing the one before) and queues the timing of its words. */
export async function saveRecording(deps: Deps, userId: string, storyId: string, pageParam: string, bytes: Uint8Array): Promise<PageRecording> {
  await requireVoiceConsent(deps.db, userId);
  await findOwnStory(deps.db, userId, storyId);
  const pageIndex = pageIndexOf(pageParam);
  const [page] = await deps.db.select({ id: storyPages.id }).from(storyPages).where(and(eq(storyPages.storyId, storyId), eq(storyPages.index, pageIndex)));
  if (!page) throw AppError.notFound('No such page.');
  const audio = await checkedAudio(bytes);
  const key = recordingKey(userId, storyId, pageIndex, audio.extension);
  await deps.storage.put(key, bytes, audio.contentType);
  const saved = await transaction(deps.db, async (tx) => {
    const [before] = await tx
      .select({ path: pageRecordings.path })
      .from(pageRecordings)
      .where(and(eq(pageRecordings.storyId, storyId), eq(pageRecordings.pageIndex, pageIndex)))
      .for('update');
    const values = { path: key, contentType: audio.contentType, durationMs: audio.durationMs, status: 'aligning' as const, wordTimings: null, timingMethod: null };
    const [row] = await tx
      .insert(pageRecordings)
      .values({ userId, storyId, pageIndex, ...values })
      .onConflictDoUpdate({ target: [pageRecordings.storyId, pageRecordings.pageIndex], set: { ...values, createdAt: new Date(), updatedAt: new Date() } })
      .returning();
    await deps.queue.enqueue(alignPageRecording, { recordingId: row!.id, path: key }, tx);
    return { row: row!, replaced: before?.path ?? null };
  }).catch(async (error: unknown) => {
    await removeFile(deps, key);
    throw error;
  });
  if (saved.replaced) await removeFile(deps, saved.replaced);
  return presentRecording(saved.row);
}

/** The story's recordings for its owner, page by page. */
export async function listRecordings(db: Database, userId: string, storyId: string): Promise<PageRecording[]> {
  await findOwnStory(db, userId, storyId);
  const rows = await db.select().from(pageRecordings).where(eq(pageRecordings.storyId, storyId)).orderBy(asc(pageRecordings.pageIndex));
  return rows.map(presentRecording);
}

async function ownRecording(db: Database, userId: string, storyId: string, pageParam: string): Promise<RecordingRow> {
  await findOwnStory(db, userId, storyId);
  const [row] = await db
    .select()
    .from(pageRecordings)
    .where(and(eq(pageRecordings.storyId, storyId), eq(pageRecordings.pageIndex, pageIndexOf(pageParam)), eq(pageRecordings.userId, userId)));
  if (!row) throw AppError.notFound('This page has no recording.');
  return row;
}

/** A page's recording for its owner. */
export async function recordingAudio(deps: Pick<Deps, 'db' | 'storage'>, userId: string, storyId: string, pageParam: string) {
  const row = await ownRecording(deps.db, userId, storyId, pageParam);
  const file = await deps.storage.get(row.path);
  if (!file) throw AppError.notFound('This page has no recording.');
  return { body: file.body, contentType: row.contentType };
}

export async function deleteRecording(deps: Deps, userId: string, storyId: string, pageParam: string): Promise<void> {
  const row = await ownRecording(deps.db, userId, storyId, pageParam);
  await deps.db.delete(pageRecordings).where(eq(pageRecordings.id, row.id));
  await removeFile(deps, row.path);
}
