/** The story templates parents start from (/templates and the wizard). */
import type { TemplateCard } from '../../shared/schemas/templates.ts';
import { storyTemplate, storyTemplates, type StoryTemplate } from '../../shared/story-templates.ts';
import { AppError } from '../errors.ts';
import { coverVersion, type CoverSubject } from './template-covers.ts';

export const coverSubject = (template: StoryTemplate): CoverSubject => ({ id: template.id, theme: template.theme, setting: template.setting, time: template.plot.time });

export function templateCard(template: StoryTemplate): TemplateCard {
  return {
    id: template.id,
    title: template.title,
    theme: template.theme,
    setting: template.setting,
    lesson: template.lesson ?? null,
    blurb: template.blurb,
    minAge: template.minAge,
    maxAge: template.maxAge,
    premise: template.premise,
    coverUrl: `/api/templates/${encodeURIComponent(template.id)}/cover.svg?v=${coverVersion(coverSubject(template))}`,
  };
}

export function listTemplates(): TemplateCard[] {
  return storyTemplates.map(templateCard);
}

export function findTemplate(id: string): StoryTemplate {
  const template = storyTemplate(id);
  if (!template) throw AppError.notFound('No such template.');
  return template;
}
