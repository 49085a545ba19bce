/**
 * Reading stories back: the owner-only lookups and the shapes the API returns. Another parent's
 * story looks exactly like a missing one.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  StoryDetail,
  StoryProgressEvent,
  StorySummary,
} from '../../shared/schemas/stories.ts';
import type { Database } from '../db/client.ts';
import { children, clonedVoices, stories, storyPages } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { narratorOf } from './narration-pages.ts';
import { signPictureUrl } from './picture-urls.ts';

type Handle = Database | Tx;
type StoryRow = typeof stories.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findOwnStory(db: Handle, userId: string, storyId: string): Promise<StoryRow> {
  if (!uuidPattern.test(storyId)) throw AppError.notFound('No such story.');
  const [row] = await db.select().from(stories).where(and(eq(stories.id, storyId), eq(stories.userId, userId)));
  if (!row) throw AppError.notFound('No such story.');
  return row;
}

// Spelled out: drizzle leaves columns unqualified in a single-table select, and a bare "id" inside
// the subquery would mean the page's id.
const pageCount = sql<number>`(select count(*)::int from story_pages p where p.story_id = "stories"."id")`;

function presentSummary(row: Pick<StoryRow, keyof typeof summaryColumns>, heroName: string, pages: number): StorySummary {
  return {
    id: row.id,
    title: row.title,
    heroChildId: row.heroChildId,
    heroName,
    theme: row.theme,
    templateId: row.templateId,
    length: row.length,
    readingLevel: row.readingLevel,
    targetWordCount: row.targetWordCount,
    wordCount: row.wordCount,
    status: row.status,
    progress: row.progress,
    failureReason: row.failureReason,
    cost: row.cost,
    pageCount: pages,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const summaryColumns = {
  id: stories.id,
  title: stories.title,
  heroChildId: stories.heroChildId,
  theme: stories.theme,
  templateId: stories.templateId,
  length: stories.length,
  readingLevel: stories.readingLevel,
  targetWordCount: stories.targetWordCount,
  wordCount: stories.wordCount,
  status: stories.status,
  progress: stories.progress,
  failureReason: stories.failureReason,
  cost: stories.cost,
  createdAt: stories.createdAt,
  updatedAt: stories.updatedAt,
  completedAt: stories.completedAt,
};

/**
 * The list query, prepared once per database handle: a parent's library is asked for on every
 * visit to the stories page, and a named statement spares building the SQL and PostgreSQL's
 * planning each time. Only what a card shows is read (no setting, lesson, cast or pages).
 */
function prepareStoryList(db: Database) {
  const childId = sql.placeholder('childId');
  const titleLike = sql.placeholder('titleLike');
  return db
    .select({ story: summaryColumns, heroName: children.name, pages: pageCount })
    .from(stories)
    .innerJoin(children, eq(children.id, stories.heroChildId))
    .where(
      and(
        eq(stories.userId, sql.placeholder('userId')),
        sql`(${childId}::uuid is null or ${stories.heroChildId} = ${childId}::uuid or ${stories.extraCharacters} @> jsonb_build_array(jsonb_build_object('childId', ${childId}::text)))`,
        sql`(${titleLike}::text is null or ${stories.title} ilike ${titleLike}::text)`,
      ),
    )
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .prepare('story_list');
}

const storyListQueries = new WeakMap<Database, ReturnType<typeof prepareStoryList>>();

/** Newest first; `childId` matches the hero or a child who joins the story; `q` searches titles. */
export async function listStories(db: Database, userId: string, filter: { childId?: string; q?: string }): Promise<StorySummary[]> {
  let query = storyListQueries.get(db);
  if (!query) {
    query = prepareStoryList(db);
    storyListQueries.set(db, query);
  }
  const rows = await query.execute({
    userId,
    childId: filter.childId ?? null,
    titleLike: filter.q ? `%${escapeLike(filter.q)}%` : null,
  });
  return rows.map((row) => presentSummary(row.story, row.heroName, row.pages));
}

export async function storyDetail(db: Database, userId: string, storyId: string): Promise<StoryDetail> {
  const story = await findOwnStory(db, userId, storyId);
  const [hero] = await db.select({ name: children.name }).from(children).where(eq(children.id, story.heroChildId));
  const pages = await db.select().from(storyPages).where(eq(storyPages.storyId, storyId)).orderBy(asc(storyPages.index));
  const signed = (key: string | null) => (key ? signPictureUrl(db, key) : Promise.resolve(null));
  const [coverUrl, ...pageUrls] = await Promise.all([signed(story.coverPath), ...pages.map((page) => signed(page.illustrationPath))]);
  const [clonedVoice] = story.clonedVoiceId
    ? await db.select({ id: clonedVoices.id, name: clonedVoices.name }).from(clonedVoices).where(eq(clonedVoices.id, story.clonedVoiceId))
    : [];
  return {
    ...presentSummary(story, hero?.name ?? '', pages.length),
    extraCharacters: story.extraCharacters,
    setting: story.setting,
    lesson: story.lesson,
    language: story.language,
    illustrationStyle: story.illustrationStyle,
    voice: story.voice,
    narrator: story.voice === 'none' ? null : narratorOf(story),
    clonedVoice: story.voice === 'cloned' ? (clonedVoice ?? null) : null,
    attempt: story.attempt,
    hasCover: story.coverPath !== null,
    coverUrl: coverUrl ?? null,
    pages: pages.map((page, position) => ({
      index: page.index,
      text: page.text,
      sceneDescription: page.sceneDescription,
      illustrationPath: page.illustrationPath,
      illustrationUrl: pageUrls[position] ?? null,
      illustrationAlt: page.illustrationPath ? (page.scenePlan?.altText ?? null) : null,
      narrationPath: page.narrationPath,
      wordTimings: page.wordTimings,
      narrationMethod: page.narrationMethod,
      narrationFellBack: page.narrationFellBack,
      illustration: page.illustrationInfo,
    })),
  };
}

/** What the progress stream sends; null once the story is gone. */
export async function progressSnapshot(db: Database, userId: string, storyId: string): Promise<StoryProgressEvent | null> {
  const [row] = await db
    .select({
      status: stories.status,
      progress: stories.progress,
      title: stories.title,
      failureReason: stories.failureReason,
      pagesReady: pageCount,
    })
    .from(stories)
    .where(and(eq(stories.id, storyId), eq(stories.userId, userId)));
  return row ?? null;
}
