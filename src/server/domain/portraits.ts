/**
 * A family's portraits: stored under keys the server generates (`portraits/<user>/<uuid>.jpg`, or
 * `.bin` for ciphertext), listed and served to their owner only. A file and its row are kept in
 * step: the file is written first and removed again if the row cannot be written; on delete the
 * row goes first, so a portrait is never listed without its file.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { EncryptionMetadataInput, PortraitRecord } from '../../shared/schemas/portraits.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { children, portraits } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../logger.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { findOwnChild } from './children.ts';
import { authorize, policies } from '../policies/index.ts';
import { checkEncryptedImage, preparePlainImage } from './portrait-images.ts';

interface Deps {
  config: Config;
  db: Database;
  queue: JobQueue;
  storage: FileStorage;
  log: Logger;
}

type PortraitRow = typeof portraits.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const portraitPathPattern = /^portraits\/[A-Za-z0-9_-]{1,64}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|bin)$/;

export function portraitPath(userId: string, portraitId: string, encrypted: boolean): string {
  return `portraits/${userId}/${portraitId}.${encrypted ? 'bin' : 'jpg'}`;
}

/**
 * Refuses a `path` query that is not one of our keys: one that tries to leave the storage root
 * (`..`, absolute, backslashes, encoded or NUL characters) or is simply malformed — both 400.
 */
export function assertPortraitPath(path: string): void {
  if (/(^|[\\/])\.\.([\\/]|$)|^[\\/]|\\|%|\0|^[A-Za-z]:/.test(path)) {
    throw new AppError('BAD_REQUEST', 'This path points outside portrait storage.', 'path');
  }
  if (!portraitPathPattern.test(path)) throw new AppError('BAD_REQUEST', 'This is not a portrait path.', 'path');
}

function presentPortrait(row: PortraitRow, mainPortraitId: string | null): PortraitRecord {
  return {
    id: row.id,
    path: row.path,
    isEncrypted: row.isEncrypted,
    encryptionMetadata: row.encryptionMetadata ?? null,
    childId: row.childId,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    isMain: row.id === mainPortraitId,
  };
}

const withMain = { portrait: portraits, mainPortraitId: children.mainPortraitId };

/** The caller's portraits, newest first. */
export async function listPortraits(db: Database, userId: string): Promise<PortraitRecord[]> {
  const rows = await db
    .select(withMain)
    .from(portraits)
    .innerJoin(children, eq(children.id, portraits.childId))
    .where(eq(portraits.userId, userId))
    .orderBy(desc(portraits.createdAt), desc(portraits.id));
  return rows.map((row) => presentPortrait(row.portrait, row.mainPortraitId));
}

/** One of the caller's portraits, or 404 — another parent's portrait looks exactly like a missing one. */
async function findOwn(db: Database, userId: string, where: { id: string } | { path: string }) {
  const match = 'id' in where ? eq(portraits.id, where.id) : eq(portraits.path, where.path);
  const [row] = await db
    .select(withMain)
    .from(portraits)
    .innerJoin(children, eq(children.id, portraits.childId))
    .where(and(match, eq(portraits.userId, userId)));
  if (!row) throw AppError.notFound('No such portrait.');
  return row;
}

export async function findOwnPortrait(db: Database, userId: string, portraitId: string) {
  if (!uuidPattern.test(portraitId)) throw AppError.notFound('No such portrait.');
  return findOwn(db, userId, { id: portraitId });
}

export async function findOwnPortraitByPath(db: Database, userId: string, path: string) {
  assertPortraitPath(path);
  return (await findOwn(db, userId, { path })).portrait;
}

/** Whether a stored file still has its row (a signed link must not outlive the portrait). */
export async function portraitExists(db: Database, path: string): Promise<boolean> {
  return (await db.$count(portraits, eq(portraits.path, path))) > 0;
}

export interface PortraitUpload {
  childId: string;
  bytes: Uint8Array;
  /** Present for a portrait the browser encrypted. */
  encryption: EncryptionMetadataInput | null;
  portraitId?: string;
}

const pgCode = (error: unknown): string | undefined => {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  const code = candidate?.code ?? candidate?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * Stores a portrait. A plain one is re-encoded (see portrait-images.ts); an encrypted one is kept
 * byte for byte with its metadata. A child's first portrait becomes their main one.
 */
export async function uploadPortrait(deps: Deps, userId: string, upload: PortraitUpload): Promise<PortraitRecord> {
  await authorize(deps, userId, policies.holdChildData);
  const child = await findOwnChild(deps.db, userId, upload.childId);
  const id = upload.portraitId ?? randomUUID();
  if (upload.portraitId && (await deps.db.$count(portraits, eq(portraits.id, id))) > 0) {
    throw new AppError('CONFLICT', 'This portrait has already been uploaded.');
  }

  const encrypted = upload.encryption !== null;
  let body: Uint8Array;
  let dimensions: { width: number | null; height: number | null } = { width: null, height: null };
  if (encrypted) {
    checkEncryptedImage(upload.bytes);
    body = upload.bytes;
  } else {
    const prepared = await preparePlainImage(upload.bytes);
    body = prepared.data;
    dimensions = { width: prepared.width, height: prepared.height };
  }

  const path = portraitPath(userId, id, encrypted);
  const mimeType = encrypted ? 'application/octet-stream' : 'image/jpeg';
  await deps.storage.put(path, body, mimeType);
  try {
    const row = await transaction(deps.db, async (tx) => {
      const [inserted] = await tx
        .insert(portraits)
        .values({
          id,
          userId,
          childId: child.id,
          path,
          isEncrypted: encrypted,
          encryptionMetadata: upload.encryption,
          mimeType,
          ...dimensions,
          byteSize: body.byteLength,
        })
        .returning();
      const [updated] = await tx
        .update(children)
        .set({ mainPortraitId: id })
        .where(and(eq(children.id, child.id), isNull(children.mainPortraitId)))
        .returning({ mainPortraitId: children.mainPortraitId });
      return { inserted: inserted!, mainPortraitId: updated?.mainPortraitId ?? child.mainPortraitId };
    });
    return presentPortrait(row.inserted, row.mainPortraitId);
  } catch (error) {
    await deps.storage.delete(path).catch((cleanup: unknown) => deps.log.error({ err: cleanup, path }, 'orphaned portrait file'));
    // The child was deleted, or the id taken, while the photo was being processed.
    if (pgCode(error) === '23503') throw AppError.notFound('No such child.');
    if (pgCode(error) === '23505') throw new AppError('CONFLICT', 'This portrait has already been uploaded.');
    throw error;
  }
}

/** Makes a portrait its child's main one (or stops it being main). */
export async function setMainPortrait(deps: Deps, userId: string, portraitId: string, isMain: boolean): Promise<PortraitRecord> {
  const { portrait, mainPortraitId } = await findOwnPortrait(deps.db, userId, portraitId);
  let main = mainPortraitId;
  if (isMain && mainPortraitId !== portrait.id) {
    await deps.db.update(children).set({ mainPortraitId: portrait.id, updatedAt: new Date() }).where(eq(children.id, portrait.childId));
    main = portrait.id;
  } else if (!isMain && mainPortraitId === portrait.id) {
    await deps.db.update(children).set({ mainPortraitId: null, updatedAt: new Date() }).where(eq(children.id, portrait.childId));
    main = null;
  }
  return presentPortrait(portrait, main);
}

/** Deletes the row (and the child's pointer to it) first, then the file. */
export async function deletePortrait(deps: Deps, userId: string, portraitId: string): Promise<void> {
  const { portrait } = await findOwnPortrait(deps.db, userId, portraitId);
  await transaction(deps.db, async (tx) => {
    await tx.delete(portraits).where(eq(portraits.id, portrait.id));
    await tx
      .update(children)
      .set({ mainPortraitId: null })
      .where(and(eq(children.id, portrait.childId), eq(children.mainPortraitId, portrait.id)));
  });
  await deps.storage.delete(portrait.path);
}
