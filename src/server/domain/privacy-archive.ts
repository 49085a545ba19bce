/**
 * "Download all my data" (docs/product.md "Children's privacy"): one zip holding everything held
 * about the parent as JSON, and the files themselves — the portraits the parent uploaded (encrypted
 * ones exactly as stored, still locked with the parent's password), every story's cover,
 * illustrations and narration audio, the parent's own recordings and voice samples. `files` in the JSON says what each file in the zip is.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Database } from '../db/client.ts';
import { children, clonedVoices, pageRecordings, portraits, stories, storyPages } from '../db/schema.ts';
import type { Caller } from '../identity/api-token.ts';
import type { Logger } from '../logger.ts';
import type { FileStorage } from '../providers/storage/storage.ts';

const archiveDataName = 'storyloom-data.json';

export interface ArchivedFile {
  /** The file's name inside the zip. */
  name: string;
  kind: 'portrait' | 'cover' | 'illustration' | 'narration' | 'recording' | 'voice-sample';
  voiceId?: string;
  childId?: string;
  portraitId?: string;
  /** Encrypted in the parent's browser before upload: opens only with their portrait password. */
  encrypted?: boolean;
  storyId?: string;
  pageIndex?: number;
}

interface Wanted extends ArchivedFile {
  key: string;
}

/** A readable, safe folder name: "mira-and-the-kite-1a2b3c4d". */
function folderName(label: string | null, id: string): string {
  const slug = (label ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug ? `${slug}-${id.slice(0, 8)}` : id;
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);
const pageNumber = (index: number) => String(index + 1).padStart(2, '0');

/** Every stored file that belongs to the caller, with the name it gets in the zip. */
async function filesOf(db: Database, userId: string): Promise<Wanted[]> {
  const portraitRows = await db
    .select({ id: portraits.id, path: portraits.path, isEncrypted: portraits.isEncrypted, childId: children.id, childName: children.name })
    .from(portraits)
    .innerJoin(children, eq(children.id, portraits.childId))
    .where(eq(portraits.userId, userId))
    .orderBy(asc(portraits.createdAt), asc(portraits.id));
  const storyRows = await db
    .select({ id: stories.id, title: stories.title, coverPath: stories.coverPath })
    .from(stories)
    .where(eq(stories.userId, userId))
    .orderBy(asc(stories.createdAt));
  const pageRows = storyRows.length === 0 ? [] : await db
    .select({ storyId: storyPages.storyId, index: storyPages.index, illustration: storyPages.illustrationPath, narration: storyPages.narrationPath })
    .from(storyPages)
    .where(inArray(storyPages.storyId, storyRows.map((story) => story.id)))
    .orderBy(asc(storyPages.index));
  const recordingRows = await db
    .select({ storyId: pageRecordings.storyId, index: pageRecordings.pageIndex, path: pageRecordings.path })
    .from(pageRecordings)
    .where(eq(pageRecordings.userId, userId))
    .orderBy(asc(pageRecordings.pageIndex));

  const wanted: Wanted[] = portraitRows.map((row) => ({
    key: row.path,
    name: `portraits/${folderName(row.childName, row.childId)}/${row.id}.${extensionOf(row.path)}${row.isEncrypted ? '.encrypted' : ''}`,
    kind: 'portrait',
    childId: row.childId,
    portraitId: row.id,
    encrypted: row.isEncrypted,
  }));
  for (const story of storyRows) {
    const folder = `stories/${folderName(story.title, story.id)}`;
    if (story.coverPath) wanted.push({ key: story.coverPath, name: `${folder}/cover.${extensionOf(story.coverPath)}`, kind: 'cover', storyId: story.id });
    for (const page of pageRows.filter((row) => row.storyId === story.id)) {
      const at = { storyId: story.id, pageIndex: page.index };
      if (page.illustration) wanted.push({ key: page.illustration, name: `${folder}/page-${pageNumber(page.index)}.${extensionOf(page.illustration)}`, kind: 'illustration', ...at });
      if (page.narration) wanted.push({ key: page.narration, name: `${folder}/page-${pageNumber(page.index)}.${extensionOf(page.narration)}`, kind: 'narration', ...at });
    }
    for (const recording of recordingRows.filter((row) => row.storyId === story.id)) {
      const at = { storyId: story.id, pageIndex: recording.index };
      wanted.push({ key: recording.path, name: `${folder}/my-voice-page-${pageNumber(recording.index)}.${extensionOf(recording.path)}`, kind: 'recording', ...at });
    }
  }
  const voiceRows = await db
    .select({ id: clonedVoices.id, name: clonedVoices.name, path: clonedVoices.samplePath })
    .from(clonedVoices)
    .where(eq(clonedVoices.userId, userId))
    .orderBy(asc(clonedVoices.createdAt));
  for (const voice of voiceRows) {
    wanted.push({ key: voice.path, name: `voice-samples/${folderName(voice.name, voice.id)}.${extensionOf(voice.path)}`, kind: 'voice-sample', voiceId: voice.id });
  }
  return wanted;
}

/** Pictures and audio are compressed already; only text-like files are worth deflating. */
const compressible = (name: string) => /\.(svg|json|txt)$/.test(name);

/**
 * The zip of `data` (the JSON export) and the caller's files. A file listed in the database but
 * missing from storage is left out and logged: the parent still gets everything that exists.
 */
export async function personalDataArchive(
  deps: { db: Database; storage: FileStorage; log: Logger },
  caller: Caller,
  data: Record<string, unknown>,
): Promise<Uint8Array> {
  const entries: Zippable = {};
  const files: ArchivedFile[] = [];
  for (const { key, ...file } of await filesOf(deps.db, caller.userId)) {
    const stored = await deps.storage.get(key);
    if (!stored) {
      deps.log.warn({ key }, 'a file listed for the data export is missing from storage');
      continue;
    }
    entries[file.name] = [stored.body, { level: compressible(file.name) ? 6 : 0 }];
    files.push(file);
  }
  const json = strToU8(JSON.stringify({ ...data, files }, null, 2));
  // The JSON first, so it is the first thing a parent sees when opening the zip.
  return zipSync({ [archiveDataName]: json, ...entries }, { level: 6 });
}
