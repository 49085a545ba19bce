/** The story templates parents start from (/templates and the wizard), kept in the database (ADR 012). */
import { eq } from 'drizzle-orm';
import type { AdminTemplate, TemplateCard } from '../../shared/schemas/templates.ts';
import { storyTemplates as builtinTemplates } from '../../shared/story-templates.ts';
import type { Database } from '../db/client.ts';
import { storyTemplates } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { coverVersion, type CoverSubject } from './template-covers.ts';

export type TemplateRow = typeof storyTemplates.$inferSelect;

export const coverSubject = (template: TemplateRow): CoverSubject => ({
  id: template.id,
  theme: template.theme,
  setting: template.setting,
  time: template.plot.time,
  ...(template.plot.who ? { helper: template.plot.who } : {}),
});

export function templateCard(template: TemplateRow): TemplateCard {
  return {
    id: template.id,
    title: template.title,
    theme: template.theme,
    setting: template.setting,
    lesson: template.lesson,
    blurb: template.blurb,
    minAge: template.minAge,
    maxAge: template.maxAge,
    premise: template.premise,
    coverUrl: `/api/templates/${encodeURIComponent(template.id)}/cover.svg?v=${coverVersion(coverSubject(template))}`,
  };
}

export function adminTemplate(template: TemplateRow): AdminTemplate {
  return {
    ...templateCard(template),
    plot: template.plot,
    builtin: template.builtin,
    editedAt: template.editedAt?.toISOString() ?? null,
    sourceLibraryStoryId: template.sourceLibraryStoryId,
  };
}

const builtinOrder = new Map(builtinTemplates.map((template, index) => [template.id, index]));

/** The built-in templates in their own order, then the ones admins added, oldest first. */
export async function templateRows(db: Database): Promise<TemplateRow[]> {
  const rows = await db.select().from(storyTemplates);
  const rank = (row: TemplateRow) => builtinOrder.get(row.id) ?? builtinOrder.size;
  return rows.sort((a, b) => rank(a) - rank(b) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

export async function listTemplates(db: Database): Promise<TemplateCard[]> {
  return (await templateRows(db)).map(templateCard);
}

export async function templateById(db: Database, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(storyTemplates).where(eq(storyTemplates.id, id));
  return row;
}

export async function findTemplate(db: Database, id: string): Promise<TemplateRow> {
  const template = await templateById(db, id);
  if (!template) throw AppError.notFound('No such template.');
  return template;
}
