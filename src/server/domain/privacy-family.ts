/**
 * The privacy sections about a family's children: profiles, companions, portraits and stories. Erasing one
 * returns the stored files it leaves behind, which privacy.ts deletes once the rows are gone.
 */
import { and, asc, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { children, companions, portraits, stories, storyPages, storyPdfs } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { listChildren } from './children.ts';
import { listCompanions } from './companions.ts';
import { listPortraits } from './portraits.ts';
import { printKey } from './story-print-pictures.ts';
import type { Section } from './privacy.ts';
import { recordingFiles, recordingsOfUser } from './page-recording-files.ts';

/** Illustration, narration, recording and PDF files of the caller's stories. */
async function storyFiles(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ illustration: storyPages.illustrationPath, narration: storyPages.narrationPath })
    .from(storyPages)
    .innerJoin(stories, eq(stories.id, storyPages.storyId))
    .where(and(eq(stories.userId, userId), or(isNotNull(storyPages.illustrationPath), isNotNull(storyPages.narrationPath))));
  const covers = await tx.select({ path: stories.coverPath }).from(stories).where(and(eq(stories.userId, userId), isNotNull(stories.coverPath)));
  const books = await tx.select({ path: storyPdfs.path }).from(storyPdfs).where(and(eq(storyPdfs.userId, userId), isNotNull(storyPdfs.path)));
  const pictures = [...rows.map((row) => row.illustration), ...covers.map((cover) => cover.path)].filter((path): path is string => Boolean(path));
  return [
    ...(await recordingFiles(tx, recordingsOfUser(userId))),
    ...rows.flatMap((row) => (row.narration ? [row.narration] : [])),
    // Beside each picture may sit its copy prepared for print, and beside the cover its WebP copy.
    ...pictures.flatMap((path) => [path, printKey(path)]),
    ...covers.flatMap((cover) => (cover.path ? [cover.path.replace(/\.svg$/, '.webp')] : [])),
    ...books.flatMap((book) => (book.path ? [book.path] : [])),
  ];
}

export const familySections: Section[] = [
  {
    name: 'children',
    erasable: true,
    read: (db, caller) => listChildren(db, caller.userId),
    erase: async (tx, caller) => {
      // Locking the children first makes a portrait upload that is still in flight wait, then
      // fail its foreign key and remove its own file, instead of slipping past this list.
      const locked = await tx.select({ id: children.id }).from(children).where(eq(children.userId, caller.userId)).for('update');
      if (locked.length === 0) return [];
      const files = await tx.select({ path: portraits.path }).from(portraits).where(inArray(portraits.childId, locked.map((c) => c.id)));
      const pages = await storyFiles(tx, caller.userId);
      await tx.delete(children).where(eq(children.userId, caller.userId));
      return [...files.map((file) => file.path), ...pages];
    },
  },
  {
    name: 'companions',
    erasable: true,
    read: (db, caller) => listCompanions(db, caller.userId),
    erase: async (tx, caller) => {
      await tx.delete(companions).where(eq(companions.userId, caller.userId));
    },
  },
  {
    name: 'portraits',
    erasable: true,
    // The list without the images themselves: each can be viewed on /portraits.
    read: (db, caller) => listPortraits(db, caller.userId),
    erase: async (tx, caller) => {
      const removed = await tx.delete(portraits).where(eq(portraits.userId, caller.userId)).returning({ path: portraits.path });
      await tx.update(children).set({ mainPortraitId: null }).where(eq(children.userId, caller.userId));
      return removed.map((row) => row.path);
    },
  },
  {
    name: 'stories',
    erasable: true,
    read: async (db, caller) => {
      const list = await db
        .select({
          id: stories.id,
          title: stories.title,
          heroChildId: stories.heroChildId,
          theme: stories.theme,
          setting: stories.setting,
          lesson: stories.lesson,
          length: stories.length,
          readingLevel: stories.readingLevel,
          status: stories.status,
          wordCount: stories.wordCount,
          createdAt: stories.createdAt,
        })
        .from(stories)
        .where(eq(stories.userId, caller.userId))
        .orderBy(desc(stories.createdAt));
      // Every page's words belong to the family as much as the title does, so the export carries
      // them too; the picture's alt text is the only readable part of its scene plan.
      const ids = list.map((story) => story.id);
      const pages = ids.length === 0 ? [] : await db
        .select({
          storyId: storyPages.storyId,
          index: storyPages.index,
          text: storyPages.text,
          sceneDescription: storyPages.sceneDescription,
          scenePlan: storyPages.scenePlan,
        })
        .from(storyPages)
        .where(inArray(storyPages.storyId, ids))
        .orderBy(asc(storyPages.index));
      return list.map((story) => ({
        ...story,
        pages: pages
          .filter((page) => page.storyId === story.id)
          .map((page) => ({ index: page.index, text: page.text, sceneDescription: page.sceneDescription, altText: page.scenePlan?.altText ?? null })),
      }));
    },
    erase: async (tx, caller) => {
      const files = await storyFiles(tx, caller.userId);
      await tx.delete(stories).where(eq(stories.userId, caller.userId));
      return files;
    },
  },
];
