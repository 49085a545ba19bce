/** Story templates as the API serves them (cards for /templates and the wizard) and as admins write them. */
import { z } from 'zod';
import { plotShapes, plotTimes, templateAgeRange, type TemplatePlot } from '../story-templates.ts';
import { storyThemeIds, type StoryThemeId } from '../story-themes.ts';
import { cleanText } from './text.ts';

export interface TemplateCard {
  id: string;
  title: string;
  theme: StoryThemeId;
  setting: string;
  lesson: string | null;
  blurb: string;
  minAge: number;
  maxAge: number;
  premise: string;
  /** An example cover drawn by the built-in illustrator; the address changes when the picture would. */
  coverUrl: string;
}

export interface TemplateListResponse {
  templates: TemplateCard[];
}

/** What admins see and edit: the card, its plot, and where it came from. */
export interface AdminTemplate extends TemplateCard {
  plot: TemplatePlot;
  builtin: boolean;
  editedAt: string | null;
  sourceLibraryStoryId: string | null;
}

const line = (label: string, max: number) =>
  cleanText()
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `Please keep ${label} under ${max} characters.`)
    // Sentences reach stories word for word: no markup of any kind.
    .refine((value) => !/[<>{}[\]|@\\]/.test(value), `Please use plain words in ${label}, without <, >, {, }, [, ], | or @.`);

const age = (label: string) =>
  z.coerce
    .number({ error: `Please enter the ${label}.` })
    .int(`Please enter the ${label} in whole years.`)
    .min(templateAgeRange.min, `Ages run from ${templateAgeRange.min} to ${templateAgeRange.max}.`)
    .max(templateAgeRange.max, `Ages run from ${templateAgeRange.min} to ${templateAgeRange.max}.`);

/** POST /api/admin/templates and PUT /api/admin/templates/:id. */
export const templateInput = z
  .object({
    title: line('a title', 80),
    theme: z.enum(storyThemeIds, { error: 'Please choose one of the themes.' }),
    setting: line('a setting', 120),
    lesson: z.union([line('the lesson', 160), z.literal('')]).optional(),
    blurb: line('a one-line summary', 160),
    minAge: age('youngest age'),
    maxAge: age('oldest age'),
    premise: line('a premise', 300),
    plot: z.object({
      shape: z.enum(plotShapes, { error: 'Please choose the kind of plot.' }),
      time: z.enum(plotTimes, { error: 'Please choose day or night.' }),
      who: z.union([line('who wants something', 60), z.literal('')]).optional(),
      want: line('what they want', 100),
      obstacle: line('what stands in the way', 240),
      turn: line('how it turns', 240),
    }),
    /** The approved library story it was made from. */
    sourceLibraryStoryId: z.uuid().optional(),
  })
  .refine((input) => input.minAge <= input.maxAge, { message: 'The youngest age cannot be above the oldest.', path: ['maxAge'] });
export type TemplateInput = z.input<typeof templateInput>;
