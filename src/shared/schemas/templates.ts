/** Story templates as the API serves them: cards for /templates and the wizard. */
import type { StoryThemeId } from '../story-themes.ts';

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
