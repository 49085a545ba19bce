/**
 * A parent's cloned voices (docs/product.md "Pictures and voices", "Credits, plans and prices").
 * A voice sample is biometric data: it is taken only with consent 4, only when it may leave the
 * server (consent 2) and only after the parent ticked the agreement naming what happens to it.
 * It is stored under `voice-samples/<user>/` for its owner alone, sent to the outside voice service
 * to make the voice, and deleted with the voice, with consent 4 withdrawn or with the account; the
 * voice is deleted at the service at the same time.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { findPlan } from '../../shared/pricing.ts';
import { voiceLimitMessage, voiceMessages, voiceSampleLimits, type ClonedVoice, type ClonedVoiceList } from '../../shared/schemas/voices.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { clonedVoices } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { VoiceCloner } from '../providers/speech/outside/elevenlabs-voices.ts';
import { decodeRecording, recordingFormat } from '../providers/speech/recorded-audio.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { currentConsents } from './consents.ts';
import { currentPlan } from './subscriptions.ts';

type VoiceRow = typeof clonedVoices.$inferSelect;

interface Deps {
  config: Config;
  db: Database;
  storage: FileStorage;
  log: Logger;
  voiceCloner: VoiceCloner | null;
}

export function presentVoice(row: VoiceRow): ClonedVoice {
  return { id: row.id, name: row.name, sampleDurationMs: row.sampleDurationMs, createdAt: row.createdAt.toISOString() };
}

/** How many cloned voices the parent may keep: the plan's number, no limit with credits off. */
export async function voiceLimit(deps: Pick<Deps, 'config' | 'db'>, userId: string): Promise<number | null> {
  if (!deps.config.CREDITS_ENABLED) return null;
  return findPlan(await currentPlan(deps.db, userId))?.clonedVoices ?? 0;
}

export async function listVoices(deps: Deps, userId: string): Promise<ClonedVoiceList> {
  const rows = await deps.db.select().from(clonedVoices).where(eq(clonedVoices.userId, userId)).orderBy(asc(clonedVoices.createdAt));
  return { voices: rows.map(presentVoice), limit: await voiceLimit(deps, userId), available: deps.voiceCloner !== null };
}

/** The parent's voice; another parent's, or none, is a 404. */
export async function ownVoice(db: Database | Tx, userId: string, voiceId: string): Promise<VoiceRow> {
  if (!/^[0-9a-f-]{36}$/i.test(voiceId)) throw AppError.notFound(voiceMessages.notFound);
  const [row] = await db.select().from(clonedVoices).where(and(eq(clonedVoices.id, voiceId), eq(clonedVoices.userId, userId)));
  if (!row) throw AppError.notFound(voiceMessages.notFound);
  return row;
}

/** Everything that must hold before a sample is even read: the service, both consents, the agreement, the plan. */
async function assertMayClone(deps: Deps, userId: string, agreed: boolean): Promise<VoiceCloner> {
  if (!deps.voiceCloner) throw new AppError('CONFLICT', voiceMessages.unavailable);
  const consents = await currentConsents(deps.db, userId);
  if (!consents['voice-recording'].granted) throw new AppError('FORBIDDEN', voiceMessages.consentNeeded);
  if (!consents['ai-provider'].granted) throw new AppError('FORBIDDEN', voiceMessages.outsideConsentNeeded);
  if (!agreed) throw new AppError('VALIDATION_FAILED', voiceMessages.agreementNeeded, 'agreed');
  const limit = await voiceLimit(deps, userId);
  if (limit !== null) {
    const [held] = await deps.db.select({ total: count() }).from(clonedVoices).where(eq(clonedVoices.userId, userId));
    if ((held?.total ?? 0) >= limit) throw new AppError('FORBIDDEN', voiceLimitMessage(limit));
  }
  return deps.voiceCloner;
}

/** The sample's format from its bytes, and a length between one and two minutes. */
async function checkedSample(bytes: Uint8Array) {
  if (bytes.length > voiceSampleLimits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', voiceMessages.tooLarge, 'sample');
  const format = recordingFormat(bytes);
  if (!format) throw new AppError('VALIDATION_FAILED', voiceMessages.unreadable, 'sample');
  const audio = await decodeRecording(bytes).catch(() => {
    throw new AppError('VALIDATION_FAILED', voiceMessages.unreadable, 'sample');
  });
  if (audio.durationMs < voiceSampleLimits.minSeconds * 1000) throw new AppError('VALIDATION_FAILED', voiceMessages.tooShort, 'sample');
  if (audio.durationMs > voiceSampleLimits.maxSeconds * 1000 + 999) throw new AppError('VALIDATION_FAILED', voiceMessages.tooLong, 'sample');
  return { ...format, durationMs: audio.durationMs };
}

async function removeFile(deps: Pick<Deps, 'storage' | 'log'>, key: string): Promise<void> {
  await deps.storage.delete(key).catch((error: unknown) => deps.log.error({ err: error, key }, 'could not delete a stored file'));
}

/** Stores the sample, has the service make the voice from it, and keeps both; nothing is kept if that fails. */
export async function createVoice(deps: Deps, userId: string, input: { name: string; agreed: boolean; sample: Uint8Array }): Promise<ClonedVoice> {
  const cloner = await assertMayClone(deps, userId, input.agreed);
  const sample = await checkedSample(input.sample);
  const key = `voice-samples/${userId}/${randomUUID()}.${sample.extension}`;
  await deps.storage.put(key, input.sample, sample.contentType);
  let providerVoiceId: string;
  try {
    providerVoiceId = await cloner.addVoice(input.name, { bytes: input.sample, contentType: sample.contentType, extension: sample.extension });
  } catch (error) {
    deps.log.warn({ err: error, provider: cloner.name }, 'the voice service could not clone a voice');
    await removeFile(deps, key);
    throw new AppError('CONFLICT', voiceMessages.cloneFailed);
  }
  try {
    const [row] = await deps.db
      .insert(clonedVoices)
      .values({ userId, name: input.name, samplePath: key, sampleContentType: sample.contentType, sampleDurationMs: sample.durationMs, provider: cloner.name, providerVoiceId })
      .returning();
    return presentVoice(row!);
  } catch (error) {
    await releaseVoices(deps, [{ samplePath: key, providerVoiceId }]);
    throw error;
  }
}

export async function renameVoice(deps: Deps, userId: string, voiceId: string, name: string): Promise<ClonedVoice> {
  const row = await ownVoice(deps.db, userId, voiceId);
  // The name at the service follows when it can; the parent's name for it is ours.
  await deps.voiceCloner?.renameVoice(row.providerVoiceId, name).catch((error: unknown) => deps.log.warn({ err: error }, 'could not rename a voice at the voice service'));
  const [updated] = await deps.db.update(clonedVoices).set({ name, updatedAt: new Date() }).where(eq(clonedVoices.id, row.id)).returning();
  return presentVoice(updated!);
}

/**
 * Deletes voices at the service and their samples in storage, once their rows are gone. A voice
 * the service cannot delete now is logged: the parent's deletion here is not undone for it.
 */
export async function releaseVoices(deps: Pick<Deps, 'storage' | 'log' | 'voiceCloner'>, voices: Array<Pick<VoiceRow, 'samplePath' | 'providerVoiceId'>>): Promise<void> {
  await Promise.all(
    voices.map(async (voice) => {
      await removeFile(deps, voice.samplePath);
      if (!deps.voiceCloner) {
        deps.log.error({ providerVoiceId: voice.providerVoiceId }, 'a cloned voice could not be deleted at the voice service: none is configured');
        return;
      }
      await deps.voiceCloner
        .deleteVoice(voice.providerVoiceId)
        .catch((error: unknown) => deps.log.error({ err: error, providerVoiceId: voice.providerVoiceId }, 'could not delete a cloned voice at the voice service'));
    }),
  );
}

/** Removes every voice of the parent in the caller's transaction; release what it returns after commit. */
export async function eraseVoices(tx: Tx, userId: string) {
  return tx.delete(clonedVoices).where(eq(clonedVoices.userId, userId)).returning({ samplePath: clonedVoices.samplePath, providerVoiceId: clonedVoices.providerVoiceId });
}

export async function deleteVoice(deps: Deps, userId: string, voiceId: string): Promise<void> {
  const row = await ownVoice(deps.db, userId, voiceId);
  await deps.db.delete(clonedVoices).where(eq(clonedVoices.id, row.id));
  await releaseVoices(deps, [row]);
}

/** The sample as recorded, for its owner to listen back to. */
export async function voiceSample(deps: Pick<Deps, 'db' | 'storage'>, userId: string, voiceId: string) {
  const row = await ownVoice(deps.db, userId, voiceId);
  const file = await deps.storage.get(row.samplePath);
  if (!file) throw AppError.notFound(voiceMessages.notFound);
  return { body: file.body, contentType: row.sampleContentType };
}
