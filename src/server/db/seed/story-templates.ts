/**
 * Puts the built-in templates in the database, on every start. Idempotent: a built-in template no
 * admin has edited follows the list in the code; one an admin edited keeps the edits.
 */
import { isNull, sql } from 'drizzle-orm';
import { storyTemplates as builtinTemplates } from '../../../shared/story-templates.ts';
import type { Database } from '../client.ts';
import { storyTemplates } from '../schema.ts';

export async function seedStoryTemplates(db: Database): Promise<void> {
  const rows = builtinTemplates.map((template) => ({
    id: template.id,
    title: template.title,
    theme: template.theme,
    setting: template.setting,
    lesson: template.lesson ?? null,
    blurb: template.blurb,
    minAge: template.minAge,
    maxAge: template.maxAge,
    premise: template.premise,
    plot: template.plot,
    builtin: true,
  }));
  const fresh = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(storyTemplates)
    .values(rows)
    .onConflictDoUpdate({
      target: storyTemplates.id,
      set: {
        title: fresh('title'),
        theme: fresh('theme'),
        setting: fresh('setting'),
        lesson: fresh('lesson'),
        blurb: fresh('blurb'),
        minAge: fresh('min_age'),
        maxAge: fresh('max_age'),
        premise: fresh('premise'),
        plot: fresh('plot'),
      },
      setWhere: isNull(storyTemplates.editedAt),
    });
}
