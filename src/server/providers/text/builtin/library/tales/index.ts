/** Every theme's tales: a story of the theme is told by one of them (see the README, "How to write a plot"). */
import type { StoryThemeId } from '../../../../../../shared/story-themes.ts';
import type { Tale } from '../types.ts';
import { adventureTales } from './adventure/index.ts';
import { bedtimeTales } from './bedtime/index.ts';
import { braveryTales } from './bravery/index.ts';
import { dinosaursTales } from './dinosaurs/index.ts';
import { fairyTaleTales } from './fairy-tale/index.ts';
import { firstDayAtSchoolTales } from './first-day-at-school/index.ts';
import { friendshipTales } from './friendship/index.ts';
import { kindnessTales } from './kindness/index.ts';
import { oceanTales } from './ocean/index.ts';
import { spaceTales } from './space/index.ts';

export const themeTales: Readonly<Record<StoryThemeId, readonly Tale[]>> = {
  adventure: adventureTales,
  bedtime: bedtimeTales,
  space: spaceTales,
  dinosaurs: dinosaursTales,
  ocean: oceanTales,
  'fairy-tale': fairyTaleTales,
  friendship: friendshipTales,
  'first-day-at-school': firstDayAtSchoolTales,
  bravery: braveryTales,
  kindness: kindnessTales,
};
