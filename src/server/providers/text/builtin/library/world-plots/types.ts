import type { StoryThemeId } from '../../../../../../shared/story-themes.ts';
import type { StoryRequest } from '../../../types.ts';

/** A plot in the shape of a template's: a title, the premise in a sentence or two, and who wants what, what stands in the way and how it turns. */
export type ThemePlot = NonNullable<StoryRequest['template']>;

/** Per theme, its plot in one world for one band. */
export type WorldPlots = Readonly<Partial<Record<StoryThemeId, ThemePlot>>>;
