/**
 * What the public copy of a story is made of (docs/product.md "Sharing"): the title, page texts and
 * alt texts with every child's real name replaced, and which pictures may go with them. The preview
 * and the publication both come from here, so the parent sees exactly what the public will see.
 */
import { asc, eq } from 'drizzle-orm';
import { containsName, replaceNames } from '../../shared/hero-name.ts';
import type { ScenePlan } from '../../shared/schemas/illustrations.ts';
import type { PublishRequest } from '../../shared/schemas/library.ts';
import type { Database } from '../db/client.ts';
import type { stories} from '../db/schema.ts';
import { children, storyPages } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { portraitPictures } from './portrait-pictures.ts';
import { findOwnStory } from './story-queries.ts';

type StoryRow = typeof stories.$inferSelect;

export interface SnapshotPage {
  index: number;
  text: string;
  illustrationAlt: string | null;
  /** The private picture to copy, or null when the page goes without one or is drawn again. */
  picturePath: string | null;
  /** A picture made from a portrait: the built-in illustrator draws this scene again for the copy. */
  redraw: ScenePlan | null;
}

export interface Snapshot {
  story: StoryRow;
  title: string;
  heroName: string;
  /** The names the public copy uses, for the narrator. */
  castNames: string[];
  pages: SnapshotPage[];
  coverPath: string | null;
  /** The cover was made from a portrait: the built-in illustrator draws the cover again. */
  redrawCover: boolean;
  picturesLeftOut: number;
  picturesRedrawn: number;
  /** The story was narrated with a built-in voice, so the copy is read again with the new names. */
  narrated: boolean;
}

function renamesFor(story: StoryRow, realHeroName: string, input: { heroName: string; companionNames: Record<string, string> }) {
  const renames = [{ from: realHeroName, to: input.heroName }];
  const realNames = [realHeroName];
  for (const character of story.extraCharacters) {
    const chosen = input.companionNames[character.name]?.trim();
    if (character.kind === 'child') {
      realNames.push(character.name);
      if (!chosen) throw new AppError('VALIDATION_FAILED', `Please choose a new name for ${character.name} too.`, 'companionNames');
    }
    if (chosen) renames.push({ from: character.name, to: chosen });
  }
  for (const { to } of renames) {
    if (realNames.some((real) => containsName(to, real))) {
      throw new AppError('VALIDATION_FAILED', 'Please choose names that are not your children’s own.', 'heroName');
    }
  }
  return { renames, realNames };
}

export async function buildSnapshot(db: Database, userId: string, input: PublishRequest & { companionNames: Record<string, string> }): Promise<Snapshot> {
  const story = await findOwnStory(db, userId, input.storyId);
  if (story.status !== 'ready' || !story.title) throw new AppError('CONFLICT', 'Only a finished story can be shared to the library.');
  const [hero] = await db.select({ name: children.name }).from(children).where(eq(children.id, story.heroChildId));
  const { renames, realNames } = renamesFor(story, hero?.name ?? '', input);
  const rename = (text: string) => replaceNames(text, renames);
  const rows = await db.select().from(storyPages).where(eq(storyPages.storyId, story.id)).orderBy(asc(storyPages.index));
  const fromPortrait = await portraitPictures(db, story.id);
  const allowPortraits = input.showPortraitPictures === true;
  let picturesLeftOut = 0;
  let picturesRedrawn = 0;
  const pages = rows.map((row): SnapshotPage => {
    const keep = row.illustrationPath !== null && (allowPortraits || !fromPortrait.pages.has(row.index));
    // A picture made from a portrait is drawn again for the same scene by the built-in illustrator,
    // which draws from the saved appearance, never from a portrait.
    const redraw = row.illustrationPath && !keep ? row.scenePlan : null;
    if (redraw) picturesRedrawn += 1;
    else if (row.illustrationPath && !keep) picturesLeftOut += 1;
    return {
      index: row.index,
      text: rename(row.text),
      illustrationAlt: keep || redraw ? rename(row.scenePlan?.altText ?? '') : null,
      picturePath: keep ? row.illustrationPath : null,
      redraw: redraw ? { ...redraw, altText: rename(redraw.altText) } : null,
    };
  });
  const coverFromPortrait = Boolean(story.coverPath) && !allowPortraits && fromPortrait.cover;
  const snapshot: Snapshot = {
    story,
    title: rename(story.title),
    heroName: input.heroName,
    castNames: renames.map((entry) => entry.to),
    pages,
    coverPath: story.coverPath && !coverFromPortrait ? story.coverPath : null,
    redrawCover: coverFromPortrait,
    picturesLeftOut,
    picturesRedrawn,
    narrated: story.voice === 'standard' && rows.length > 0 && rows.every((row) => row.narrationPath !== null),
  };
  // The last guard: no child's real name may reach the public copy in any field.
  const publicText = [snapshot.title, ...pages.flatMap((page) => [page.text, page.illustrationAlt ?? ''])].join('\n');
  if (realNames.some((name) => name && containsName(publicText, name))) {
    throw new AppError('VALIDATION_FAILED', 'Please choose names that are not your children’s own.', 'heroName');
  }
  return snapshot;
}
