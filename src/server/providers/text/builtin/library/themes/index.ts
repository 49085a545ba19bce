import type { StoryThemeId } from '../../../../../../shared/story-themes.ts';
import type { ThemeLibrary } from '../types.ts';
import { adventure } from './adventure.ts';
import { bedtime } from './bedtime.ts';
import { bravery } from './bravery.ts';
import { dinosaurs } from './dinosaurs.ts';
import { fairyTale } from './fairy-tale.ts';
import { firstDayAtSchool } from './first-day-at-school.ts';
import { friendship } from './friendship.ts';
import { kindness } from './kindness.ts';
import { ocean } from './ocean.ts';
import { space } from './space.ts';

export const themeLibraries: Readonly<Record<StoryThemeId, ThemeLibrary>> = {
  adventure,
  bedtime,
  space,
  dinosaurs,
  ocean,
  'fairy-tale': fairyTale,
  friendship,
  'first-day-at-school': firstDayAtSchool,
  bravery,
  kindness,
};
