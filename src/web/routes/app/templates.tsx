import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@shared/routes.ts';
import { templateAgeRange } from '@shared/story-templates.ts';
import { storyThemes } from '@shared/story-themes.ts';
import { AppPage, LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { matchesFilter, templateFilterFromQuery, templateFilterToQuery, useTemplates, type TemplateFilter } from '../../features/templates/api.ts';
import { TemplateCard } from '../../features/templates/template-card.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

const ages = Array.from({ length: templateAgeRange.max - templateAgeRange.min + 1 }, (_, index) => templateAgeRange.min + index);

/** /templates: ready-made story ideas, filtered by age and theme in the address; choosing one opens the wizard with it filled in. */
export default function Templates() {
  useDocumentMeta({ title: 'Story templates', noIndex: true });
  const templates = useTemplates();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = useMemo(() => templateFilterFromQuery(search), [search]);
  const setFilter = useCallback(
    (next: TemplateFilter) => {
      const query = templateFilterToQuery(next);
      navigate(query ? `${paths.templates}?${query}` : paths.templates, { replace: true });
    },
    [navigate],
  );
  const shown = useMemo(() => (templates.data ?? []).filter((template) => matchesFilter(template, filter)), [templates.data, filter]);
  const filtering = filter.age !== null || filter.theme !== '';

  return (
    <AppPage
      width="wide"
      title="Story templates"
      lead="Ready-made ideas with a premise, a setting and a lesson already chosen. Pick one, then choose your hero and a length; you can still change anything."
    >
      <form role="search" aria-label="Filter the templates" className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl" onSubmit={(event) => event.preventDefault()}>
        <SelectField label="Child’s age" value={filter.age === null ? '' : String(filter.age)} onChange={(event) => setFilter({ ...filter, age: event.target.value ? Number(event.target.value) : null })}>
          <option value="">Any age</option>
          {ages.map((age) => (
            <option key={age} value={String(age)}>
              {age} years old
            </option>
          ))}
        </SelectField>
        <SelectField label="Theme" value={filter.theme} onChange={(event) => setFilter({ ...filter, theme: event.target.value })}>
          <option value="">All themes</option>
          {storyThemes.map((theme) => (
            <option key={theme.id} value={theme.id}>
              {theme.label}
            </option>
          ))}
        </SelectField>
      </form>
      {templates.isPending ? (
        <SectionLoading label="Loading the templates…" />
      ) : templates.isError ? (
        <LoadError what="the templates" onRetry={() => void templates.refetch()} />
      ) : (
        <>
          <p role="status" className="text-fg-muted">
            {shown.length === 0 ? 'No templates match. Try another age or theme.' : `${shown.length} ${shown.length === 1 ? 'template' : 'templates'}${filtering ? ' found' : ''}`}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} />
              </li>
            ))}
          </ul>
        </>
      )}
    </AppPage>
  );
}
