/**
 * Timing the words of a parent's recording, in the job worker: the upload is decoded, aligned to
 * the built-in narrator's rendering of the page text (providers/speech/alignment), encoded as MP3
 * like every other narration, and swapped in — unless the page was recorded again meanwhile, in
 * which case this attempt's file is dropped.
 */
import { and, eq } from 'drizzle-orm';
import type { ReadingLevel } from '../../shared/reading.ts';
import type { Database } from '../db/client.ts';
import { children, pageRecordings, stories, storyPages } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { alignOnThread } from '../providers/speech/builtin/threaded.ts';
import { encodeTimedMp3 } from '../providers/speech/builtin/index.ts';
import { decodeRecording } from '../providers/speech/recorded-audio.ts';
import type { FileStorage } from '../providers/storage/storage.ts';

interface Deps {
  db: Database;
  storage: FileStorage;
  log: Logger;
}

/** 16-bit samples at a rate the MP3 encoder takes (browsers record at 44.1 or 48 kHz). */
function pcm16(samples: Float32Array): Int16Array {
  return Int16Array.from(samples, (sample) => Math.max(-32768, Math.min(32767, Math.round(sample * 32767))));
}

export async function runRecordingAlignment(deps: Deps, recordingId: string, path: string): Promise<void> {
  const [row] = await deps.db.select().from(pageRecordings).where(eq(pageRecordings.id, recordingId));
  if (!row || row.path !== path) return;
  const file = await deps.storage.get(path);
  if (!file) return;
  const [story] = await deps.db.select().from(stories).where(eq(stories.id, row.storyId));
  const [page] = await deps.db
    .select({ text: storyPages.text })
    .from(storyPages)
    .where(and(eq(storyPages.storyId, row.storyId), eq(storyPages.index, row.pageIndex)));
  if (!story || !page) return;
  const [hero] = await deps.db.select({ name: children.name }).from(children).where(eq(children.id, story.heroChildId));
  const names = [hero?.name ?? '', ...story.extraCharacters.map((character) => character.name)].filter(Boolean);

  const audio = await decodeRecording(file.body);
  const started = performance.now();
  const alignment = await alignOnThread(audio, { text: page.text, names, readingLevel: story.readingLevel as ReadingLevel });
  deps.log.info(
    { recordingId, method: alignment.method, reason: alignment.reason, audioMs: alignment.durationMs, alignMs: Math.round(performance.now() - started) },
    'recording aligned',
  );
  // Its own name, so an MP3 upload is not overwritten before the row points at the new file.
  const mp3Key = path.replace(/\.[a-z0-9]+$/, '-narration.mp3');
  const encoded = await encodeTimedMp3(pcm16(audio.samples), audio.sampleRate, alignment.timings);
  await deps.storage.put(mp3Key, encoded.audio, 'audio/mpeg');
  const [updated] = await deps.db
    .update(pageRecordings)
    .set({
      path: mp3Key,
      contentType: 'audio/mpeg',
      durationMs: encoded.durationMs,
      status: 'ready',
      wordTimings: encoded.timings,
      timingMethod: alignment.method,
      updatedAt: new Date(),
    })
    .where(and(eq(pageRecordings.id, recordingId), eq(pageRecordings.path, path)))
    .returning({ id: pageRecordings.id });
  const leftOver = updated ? path : mp3Key;
  await deps.storage.delete(leftOver).catch((error: unknown) => deps.log.error({ err: error, key: leftOver }, 'could not delete a stored file'));
}
