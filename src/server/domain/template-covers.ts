/**
 * A template's example cover: the built-in illustrator draws the template's setting, theme and
 * time of day with a neutral hero, as on a story's cover, and the template's creature or helper
 * beside them when it is one of the illustrator's creatures (the shy dragon, the little robot). The same template always gives the same
 * picture, so it is drawn once, kept in memory and served with a version in its address.
 */
import { createHash } from 'node:crypto';
import { defaultAppearance } from '../../shared/appearance.ts';
import type { PlotTime } from '../../shared/story-templates.ts';
import type { StoryThemeId } from '../../shared/story-themes.ts';
import { creatureFrom } from '../providers/images/builtin/cast.ts';
import { builtinIllustrator } from '../providers/images/index.ts';
import { coverPlan } from './story-illustration.ts';

export interface CoverSubject {
  id: string;
  theme: StoryThemeId;
  setting: string;
  time: PlotTime;
  /** Who the plot is about besides the hero ("a shy dragon"), when anyone. */
  helper?: string;
}

/** Changes whenever the picture would: part of the cover's address, so it can be cached for good. */
export function coverVersion(subject: CoverSubject): string {
  return createHash('sha256').update(JSON.stringify([subject.id, subject.theme, subject.setting, subject.time, subject.helper ?? null, drawingRevision])).digest('hex').slice(0, 12);
}

/** Raise when the drawing of template covers changes, so browsers fetch the new ones. */
const drawingRevision = 2;
const drawn = new Map<string, Promise<Uint8Array>>();

function seedOf(id: string): number {
  return createHash('sha256').update(id).digest().readUInt32BE(0);
}

export function templateCover(subject: CoverSubject): Promise<Uint8Array> {
  const version = coverVersion(subject);
  let picture = drawn.get(version);
  if (!picture) {
    const story = { heroName: 'A child', setting: subject.setting, theme: subject.theme, extras: [], seed: seedOf(subject.id) };
    const creature = subject.helper ? creatureFrom(subject.helper) : null;
    const withHelper = creature ? ` with ${subject.helper}` : '';
    const plan = { ...coverPlan(undefined, story), timeOfDay: subject.time, creature, altText: `An example cover: a child${withHelper}, ${subject.setting}.` };
    picture = builtinIllustrator.illustrate({ plan, style: 'storybook', hero: defaultAppearance, extras: [], seed: story.seed }).then(
      (image) => image.body,
      (error: unknown) => {
        drawn.delete(version);
        throw error;
      },
    );
    drawn.set(version, picture);
  }
  return picture;
}
