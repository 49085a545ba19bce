/**
 * Reading one page of a story aloud and storing its audio under `narration/<user>/<story>/<page>.mp3`
 * (a version suffix when a page is read again, so the old audio stays until the new one is saved).
 */
import { and, eq } from 'drizzle-orm';
import { defaultNarratorVoice, narratorVoiceIds, type NarratorVoiceId } from '../../shared/narration.ts';
import type { ReadingLevel } from '../../shared/reading.ts';
import type { Database } from '../db/client.ts';
import { clonedVoices, storyPages, type stories } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import type { SpeechProvider } from '../providers/speech/speech.ts';
import { currentConsents } from './consents.ts';
import { findOwnStory } from './story-queries.ts';

type StoryRow = typeof stories.$inferSelect;

export function narrationKey(userId: string, storyId: string, pageIndex: number, version?: string): string {
  return `narration/${userId}/${storyId}/${pageIndex}${version ? `-${version}` : ''}.mp3`;
}

export function narratorOf(story: Pick<StoryRow, 'narrator'>): NarratorVoiceId {
  return story.narrator && narratorVoiceIds.includes(story.narrator) ? story.narrator : defaultNarratorVoice;
}

export interface PageNarration {
  narrationPath: string;
  timings: NonNullable<(typeof storyPages.$inferSelect)['wordTimings']>;
  method: string;
  /** The outside voice failed on this page and the built-in narrator read it. */
  fellBack: boolean;
}

/**
 * The narrator for a parent's stories: the outside voice only when one is configured and the parent
 * allowed an outside provider (consent 2); the built-in narrator otherwise.
 */
export async function narratorFor(deps: { db: Database; narrator: SpeechProvider; outsideNarrator: SpeechProvider | null }, userId: string): Promise<SpeechProvider> {
  if (!deps.outsideNarrator) return deps.narrator;
  const consents = await currentConsents(deps.db, userId);
  return consents['ai-provider'].granted ? deps.outsideNarrator : deps.narrator;
}

/** Who reads a story: its narrator, and the outside id of the parent's cloned voice when the story is read in it. */
export interface StoryReader {
  narrator: SpeechProvider;
  clonedVoiceId?: string;
}

/**
 * The reader for a story: a cloned voice only through the outside voice, which needs consent 2; the
 * built-in narrator (in the story's built-in voice) stands in when that or the voice itself is gone.
 */
export async function readerFor(
  deps: { db: Database; narrator: SpeechProvider; outsideNarrator: SpeechProvider | null },
  story: Pick<StoryRow, 'userId' | 'voice' | 'clonedVoiceId'>,
): Promise<StoryReader> {
  const narrator = await narratorFor(deps, story.userId);
  if (story.voice !== 'cloned' || !story.clonedVoiceId) return { narrator };
  if (narrator === deps.narrator) return { narrator };
  const [voice] = await deps.db
    .select({ providerVoiceId: clonedVoices.providerVoiceId })
    .from(clonedVoices)
    .where(and(eq(clonedVoices.id, story.clonedVoiceId), eq(clonedVoices.userId, story.userId)));
  return voice ? { narrator, clonedVoiceId: voice.providerVoiceId } : { narrator: deps.narrator };
}

/** Reads one page and stores its audio; the caller decides when the page row points at it. */
export async function recordPage(
  deps: { storage: FileStorage } & StoryReader,
  story: Pick<StoryRow, 'narrator' | 'readingLevel' | 'extraCharacters' | 'userId' | 'id'>,
  page: { index: number; text: string },
  names: string[],
  version?: string,
): Promise<PageNarration> {
  const narration = await deps.narrator.narrate({
    text: page.text,
    voice: narratorOf(story),
    readingLevel: story.readingLevel as ReadingLevel,
    names,
    ...(deps.clonedVoiceId ? { clonedVoiceId: deps.clonedVoiceId } : {}),
  });
  const key = narrationKey(story.userId, story.id, page.index, version);
  await deps.storage.put(key, narration.audio, narration.contentType);
  return { narrationPath: key, timings: narration.timings, method: narration.timingMethod, fellBack: narration.fellBack ?? false };
}


/** A page's audio for its owner; another parent's story, a missing page or no audio is a 404. */
export async function ownPageNarration(
  deps: { db: Database; storage: FileStorage },
  userId: string,
  storyId: string,
  pageIndex: string,
): Promise<{ body: Uint8Array; contentType: string }> {
  await findOwnStory(deps.db, userId, storyId);
  const index = Number(pageIndex);
  if (!Number.isInteger(index) || index < 0 || index > 10_000) throw AppError.notFound('No such page.');
  const [page] = await deps.db
    .select({ narrationPath: storyPages.narrationPath })
    .from(storyPages)
    .where(and(eq(storyPages.storyId, storyId), eq(storyPages.index, index)));
  if (!page?.narrationPath) throw AppError.notFound('This page has no narration.');
  const file = await deps.storage.get(page.narrationPath);
  if (!file) throw AppError.notFound('This page has no narration.');
  return file;
}
