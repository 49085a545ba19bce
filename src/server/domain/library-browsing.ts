/**
 * Reading the community library: approved stories for everyone signed in, a story's own pages for
 * its owner and admins whatever its status, and what this reader has loved, saved or reported.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { libraryPageSize } from '../../shared/library.ts';
import type { LibraryListResponse, LibraryStoryDetail, libraryListQuery } from '../../shared/schemas/library.ts';
import { storyThemes } from '../../shared/story-themes.ts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { libraryLoves, libraryPages, libraryReports, librarySaves, libraryStories } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { presentCard, uuidPattern } from './library-cards.ts';

type LibraryRow = typeof libraryStories.$inferSelect;

export interface Reader {
  userId: string;
  isAdmin: boolean;
}

const noSuchStory = () => AppError.notFound('No such story in the library.');

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The filters of the library page as SQL; a search matches titles and theme names. */
function listConditions(query: z.output<typeof libraryListQuery>): SQL {
  const conditions: SQL[] = [eq(libraryStories.status, 'approved')];
  if (query.level) conditions.push(eq(libraryStories.readingLevel, query.level));
  if (query.theme) conditions.push(eq(libraryStories.theme, query.theme));
  if (query.length) conditions.push(eq(libraryStories.length, query.length));
  if (query.style) conditions.push(eq(libraryStories.illustrationStyle, query.style));
  if (query.q) {
    const words = query.q.toLowerCase();
    const themes = storyThemes.filter((theme) => theme.label.toLowerCase().includes(words) || theme.id.includes(words)).map((theme) => theme.id);
    const byTitle = ilike(libraryStories.title, `%${escapeLike(query.q)}%`);
    conditions.push(themes.length > 0 ? or(byTitle, inArray(libraryStories.theme, themes))! : byTitle);
  }
  return and(...conditions)!;
}

/** The two queries behind a page of the library: its cards, and how many stories match in all. */
export function listQueries(db: Database, query: z.output<typeof libraryListQuery>) {
  const where = listConditions(query);
  const order =
    query.sort === 'loved'
      ? [desc(libraryStories.loves), desc(libraryStories.publishedAt), desc(libraryStories.id)]
      : [desc(libraryStories.publishedAt), desc(libraryStories.id)];
  return {
    page: db
      .select()
      .from(libraryStories)
      .where(where)
      .orderBy(...order)
      .limit(libraryPageSize)
      .offset((query.page - 1) * libraryPageSize),
    total: db.select({ value: count() }).from(libraryStories).where(where),
  };
}

export async function listLibrary(db: Database, query: z.output<typeof libraryListQuery>): Promise<LibraryListResponse> {
  const queries = listQueries(db, query);
  const [rows, [total]] = await Promise.all([queries.page, queries.total]);
  const all = total?.value ?? 0;
  return { stories: rows.map(presentCard), page: query.page, pageSize: libraryPageSize, total: all, pageCount: Math.max(1, Math.ceil(all / libraryPageSize)) };
}

export async function isLibraryStory(db: Database, id: string): Promise<boolean> {
  if (!uuidPattern.test(id)) return false;
  const [row] = await db.select({ id: libraryStories.id }).from(libraryStories).where(eq(libraryStories.id, id));
  return Boolean(row);
}

/** A story this reader may see: approved, their own, or any for an admin. Anything else is a 404. */
export async function visibleLibraryStory(db: Database, reader: Reader, id: string): Promise<LibraryRow> {
  if (!uuidPattern.test(id)) throw noSuchStory();
  const [row] = await db.select().from(libraryStories).where(eq(libraryStories.id, id));
  if (!row || !(row.status === 'approved' || row.ownerId === reader.userId || reader.isAdmin)) throw noSuchStory();
  return row;
}

export async function libraryStoryDetail(db: Database, reader: Reader, id: string): Promise<LibraryStoryDetail> {
  const row = await visibleLibraryStory(db, reader, id);
  const mineFilter = (table: typeof libraryLoves | typeof librarySaves) => and(eq(table.libraryStoryId, id), eq(table.userId, reader.userId));
  const [pages, loved, saved, reported] = await Promise.all([
    db.select().from(libraryPages).where(eq(libraryPages.libraryStoryId, id)).orderBy(asc(libraryPages.index)),
    db.select({ id: libraryLoves.userId }).from(libraryLoves).where(mineFilter(libraryLoves)),
    db.select({ id: librarySaves.userId }).from(librarySaves).where(mineFilter(librarySaves)),
    db
      .select({ id: libraryReports.id })
      .from(libraryReports)
      .where(and(eq(libraryReports.libraryStoryId, id), eq(libraryReports.reporterId, reader.userId), isNull(libraryReports.reviewedAt))),
  ]);
  return {
    ...presentCard(row),
    status: row.status,
    loved: loved.length > 0,
    saved: saved.length > 0,
    reported: reported.length > 0,
    mine: row.ownerId === reader.userId,
    pages: pages.map((page) => ({
      index: page.index,
      text: page.text,
      sceneDescription: '',
      illustrationPath: page.illustrationPath,
      illustrationAlt: page.illustrationAlt,
      narrationPath: page.narrationPath,
      wordTimings: page.wordTimings,
      narrationMethod: page.narrationMethod,
    })),
  };
}

/** A file of a visible library story: `cover`, or a page's `illustration` or `narration`. */
export async function libraryFilePath(db: Database, reader: Reader, id: string, kind: 'cover' | 'illustration' | 'narration', pageIndex?: string): Promise<string | null> {
  const row = await visibleLibraryStory(db, reader, id);
  if (kind === 'cover') return row.coverPath;
  const index = Number(pageIndex);
  if (!Number.isInteger(index) || index < 0 || index > 10_000) return null;
  const [page] = await db
    .select({ illustrationPath: libraryPages.illustrationPath, narrationPath: libraryPages.narrationPath })
    .from(libraryPages)
    .where(and(eq(libraryPages.libraryStoryId, id), eq(libraryPages.index, index)));
  return (kind === 'illustration' ? page?.illustrationPath : page?.narrationPath) ?? null;
}

/** The approved stories this reader saved, most recently saved first. */
export async function savedStories(db: Database, userId: string) {
  const rows = await db
    .select({ story: libraryStories })
    .from(librarySaves)
    .innerJoin(libraryStories, eq(libraryStories.id, librarySaves.libraryStoryId))
    .where(and(eq(librarySaves.userId, userId), eq(libraryStories.status, 'approved')))
    .orderBy(desc(librarySaves.createdAt));
  return rows.map((row) => presentCard(row.story));
}

const counters = { love: { table: libraryLoves, column: 'loves' }, save: { table: librarySaves, column: 'saves' } } as const;

/** Loves or saves an approved story once per reader; the story's count follows in the same statement. */
export async function setReaction(db: Database, reader: Reader, id: string, kind: 'love' | 'save', on: boolean): Promise<{ count: number; on: boolean }> {
  const row = await visibleLibraryStory(db, reader, id);
  if (row.status !== 'approved') throw new AppError('CONFLICT', 'Only a story in the library can be loved or saved.');
  const { table, column } = counters[kind];
  const changed = on
    ? await db.insert(table).values({ libraryStoryId: id, userId: reader.userId }).onConflictDoNothing().returning({ id: table.userId })
    : await db.delete(table).where(and(eq(table.libraryStoryId, id), eq(table.userId, reader.userId))).returning({ id: table.userId });
  const step = changed.length === 0 ? 0 : on ? 1 : -1;
  const [updated] = await db
    .update(libraryStories)
    .set({ [column]: sql`greatest(0, ${sql.identifier(column)} + ${step})` })
    .where(eq(libraryStories.id, id))
    .returning({ loves: libraryStories.loves, saves: libraryStories.saves });
  return { count: kind === 'love' ? (updated?.loves ?? 0) : (updated?.saves ?? 0), on };
}
