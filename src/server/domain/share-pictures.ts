/**
 * The pictures a shared link serves (docs/product.md "Sharing"). A picture that may have been made
 * from the child's portrait (portrait-pictures.ts) is shown only when the owner lets the real name
 * and portrait pictures show; otherwise the built-in illustrator draws the same scene from the
 * saved looks in its place. That drawing is kept beside the story's pictures under a name made of
 * everything it is drawn from (the stored picture's version, the scene, the style, the looks), so a
 * repeated visit does not draw it again and a redraw, restyle or changed look draws it anew.
 */
import { createHash } from 'node:crypto';
import type { ScenePlan } from '../../shared/schemas/illustrations.ts';
import type { Database } from '../db/client.ts';
import type { stories } from '../db/schema.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { builtinDrawing, portraitPictures } from './portrait-pictures.ts';
import { castOf, coverPlan, coverRaster, illustrationKey, storyToDirect } from './story-illustration.ts';

type StoryRow = typeof stories.$inferSelect;
type Deps = { db: Database; storage: FileStorage };
type File = { body: Uint8Array; contentType: string };

export interface LinkPage {
  index: number;
  illustrationPath: string | null;
  scenePlan: ScenePlan | null;
}

/** The pictures a link draws again instead of serving: none when the owner lets portrait pictures show. */
export async function standInsFor(db: Database, storyId: string, showRealName: boolean): Promise<{ pages: Set<number>; cover: boolean }> {
  return showRealName ? { pages: new Set(), cover: false } : portraitPictures(db, storyId);
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** The built-in drawing of a scene in place of the stored picture `source`, drawn once and kept. */
async function standIn(deps: Deps, story: StoryRow, name: string, source: string, plan: ScenePlan): Promise<{ key: string; file: File }> {
  const cast = await castOf(deps.db, story);
  // The alt text is not drawn: a new hero name on the link does not need a new drawing.
  const version = hash({ source, plan: { ...plan, altText: '' }, style: story.illustrationStyle, seed: story.seed, hero: cast.hero, extras: cast.extras });
  const key = illustrationKey(story, `${name}-${version}`, 'svg');
  const kept = await deps.storage.get(key);
  if (kept) return { key, file: kept };
  const drawing = await builtinDrawing(story, cast, plan);
  await deps.storage.put(key, drawing.body, drawing.contentType);
  // The drawings of older versions of this picture (and their raster copies) are not needed again.
  const current = key.slice(0, key.lastIndexOf('.') + 1);
  for (const old of await deps.storage.list(key.slice(0, key.lastIndexOf('-') + 1))) {
    if (!old.startsWith(current)) await deps.storage.delete(old);
  }
  return { key, file: { body: drawing.body, contentType: drawing.contentType } };
}

/** A page's picture as the link shows it, or null when it has none. */
export async function linkPagePicture(deps: Deps, story: StoryRow, showRealName: boolean, page: LinkPage): Promise<File | null> {
  if (!page.illustrationPath) return null;
  const { pages } = await standInsFor(deps.db, story.id, showRealName);
  if (!pages.has(page.index)) return deps.storage.get(page.illustrationPath);
  if (!page.scenePlan) return null;
  return (await standIn(deps, story, `shared-${page.index}`, page.illustrationPath, page.scenePlan)).file;
}

/** The cover as the link shows it (SVG, or the WebP copy link previews use), or null when it has none. */
export async function linkCover(deps: Deps, story: StoryRow, share: { showRealName: boolean; heroName: string }, firstPage: ScenePlan | null, format: 'svg' | 'webp'): Promise<File | null> {
  if (!story.coverPath) return null;
  const { cover } = await standInsFor(deps.db, story.id, share.showRealName);
  if (!cover) return format === 'svg' ? deps.storage.get(story.coverPath) : coverRaster(deps.storage, story);
  const plan = coverPlan(firstPage ?? undefined, storyToDirect(story, share.heroName));
  const drawn = await standIn(deps, story, 'shared-cover', story.coverPath, plan);
  return format === 'svg' ? drawn.file : coverRaster(deps.storage, { coverPath: drawn.key });
}
