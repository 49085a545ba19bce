import { storyTheme, storyThemes } from '@shared/story-themes.ts';
import { ChoiceCard } from '../choice-card.tsx';
import { withTemplate, withTheme } from '../state.ts';
import type { Wizard } from '../use-wizard.ts';
import { FieldError } from './step-parts.tsx';
import { SectionLoading, LoadError } from '../../../components/layout/app-page.tsx';
import { useTemplates } from '../../templates/api.ts';

/**
 * Themes and templates share one radio group (one `name`), so choosing a template un-chooses a
 * theme and the arrow keys travel through both lists.
 */
export function IdeaStep({ wizard }: { wizard: Wizard }) {
  const { state, update, errors } = wizard;
  const describedBy = errors.idea ? 'idea-error' : undefined;
  const templates = useTemplates();
  return (
    <div className="grid gap-8">
      <fieldset aria-describedby={describedBy}>
        <legend className="text-lg font-bold">A theme</legend>
        <p className="mt-1 text-fg-muted">The kind of story it is. You choose the setting and a lesson next.</p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {storyThemes.map((theme) => (
            <ChoiceCard
              key={theme.id}
              name="idea"
              value={`theme:${theme.id}`}
              checked={state.idea?.kind === 'theme' && state.idea.theme === theme.id}
              onSelect={() => update((current) => withTheme(current, theme.id))}
              title={theme.label}
              description={theme.promise}
            />
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={describedBy}>
        <legend className="text-lg font-bold">Or a ready-made template</legend>
        <p className="mt-1 text-fg-muted">A theme with a setting and a lesson already picked. You can still change them.</p>
        {templates.isPending && <SectionLoading label="Loading the templates…" />}
        {templates.isError && <LoadError what="the templates" onRetry={() => void templates.refetch()} />}
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {(templates.data ?? []).map((template) => (
            <ChoiceCard
              key={template.id}
              name="idea"
              value={`template:${template.id}`}
              checked={state.idea?.kind === 'template' && state.idea.templateId === template.id}
              onSelect={() => update((current) => withTemplate(current, template))}
              title={template.title}
              aside={storyTheme(template.theme).label}
              description={template.blurb}
            />
          ))}
        </div>
      </fieldset>
      <FieldError id="idea-error" message={errors.idea} />
    </div>
  );
}
