/**
 * The wizard's style picker shows the chosen child in each style: the built-in illustrator draws
 * them close up in a small scene (a park by day; by night for bedtime), the same scene in every style so
 * only the rendering changes. A drawing takes a few milliseconds and is kept by child, look and
 * style, so paging back and forth through the wizard draws nothing twice.
 */
import { createHash } from 'node:crypto';
import type { Appearance } from '../../shared/appearance.ts';
import type { ScenePlan } from '../../shared/schemas/illustrations.ts';
import type { IllustrationStyle } from '../../shared/schemas/stories.ts';
import type { Database } from '../db/client.ts';
import { builtinIllustrator } from '../providers/images/index.ts';
import { findOwnChild } from './children.ts';

const kept = new Map<string, Uint8Array>();
const keptAtMost = 500;

export function stylePreviewPlan(style: IllustrationStyle): ScenePlan {
  return {
    setting: 'park',
    timeOfDay: style === 'bedtime' ? 'night' : 'day',
    figures: [{ who: 'hero', pose: 'waving', expression: 'happy' }],
    creature: null,
    props: [],
    // Close: the child fills the small card.
    framing: 'close',
    placement: 'centre',
    angle: 'level',
    variant: 0,
    altText: 'The hero waving in a park.',
  };
}

const lookOf = (appearance: Appearance) => createHash('sha256').update(JSON.stringify(appearance)).digest('hex').slice(0, 16);

/** The owner's child in the style, as SVG (another parent's child is a 404). */
export async function stylePreview(db: Database, userId: string, childId: string, style: IllustrationStyle): Promise<Uint8Array> {
  const child = await findOwnChild(db, userId, childId);
  const key = `${child.id}:${lookOf(child.appearance)}:${style}`;
  const hit = kept.get(key);
  if (hit) {
    // Most recently used last, so the oldest drawing goes first when the map is full.
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const { body } = await builtinIllustrator.illustrate({ plan: stylePreviewPlan(style), style, hero: child.appearance, extras: [], seed: 11 });
  kept.set(key, body);
  if (kept.size > keptAtMost) kept.delete(kept.keys().next().value!);
  return body;
}
