import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@shared/routes.ts';
import type { AdminTemplate, TemplateInput } from '@shared/schemas/templates.ts';
import { storyTheme } from '@shared/story-themes.ts';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { agesLabel } from '../templates/api.ts';
import { libraryDraft, useAdminTemplates } from './template-api.ts';
import { blankTemplate, TemplateForm } from './template-form.tsx';

type Editing = { id: string | null; initial: TemplateInput; key: number } | null;

const inputOf = (template: AdminTemplate): TemplateInput => ({
  title: template.title,
  theme: template.theme,
  setting: template.setting,
  lesson: template.lesson ?? '',
  blurb: template.blurb,
  minAge: template.minAge,
  maxAge: template.maxAge,
  premise: template.premise,
  plot: { ...template.plot, who: template.plot.who ?? '' },
  ...(template.sourceLibraryStoryId ? { sourceLibraryStoryId: template.sourceLibraryStoryId } : {}),
});

const libraryId = (text: string) => text.trim().match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i)?.[0] ?? text.trim();

/** Start a template from an approved library story: its address or id. */
function FromLibrary({ onDraft }: { onDraft: (draft: TemplateInput) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setPending(true);
    try {
      onDraft(await libraryDraft(libraryId(value)));
      setValue('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.serverMessage : 'That story could not be loaded.');
    } finally {
      setPending(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <InputField label="An approved library story’s address or id" value={value} error={error} onChange={(event) => setValue(event.target.value)} hint="Its family’s names are taken out; you write the premise." />
      <Button type="submit" variant="secondary" className="sm:mt-7" disabled={pending || !value.trim()}>
        Start from this story
      </Button>
    </form>
  );
}

/** The admin area's templates: the list, a new one, an edit, or one started from a library story. */
export function TemplateAdmin() {
  const templates = useAdminTemplates();
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState<string | null>(null);
  const open = (id: string | null, initial: TemplateInput) => {
    setDone(null);
    setEditing({ id, initial, key: Date.now() });
  };
  // "Make a template from it" on a library story arrives once in the address.
  const templateFrom = new URLSearchParams(useSearch()).get('templateFrom');
  const [, navigate] = useLocation();
  const [fromError, setFromError] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!templateFrom || started.current === templateFrom) return;
    started.current = templateFrom;
    libraryDraft(templateFrom)
      .then((draft) => {
        setDone(null);
        setEditing({ id: null, initial: draft, key: Date.now() });
      })
      .catch((failure: unknown) => setFromError(failure instanceof ApiError ? failure.serverMessage : 'That story could not be loaded.'))
      .finally(() => navigate(paths.admin, { replace: true }));
  }, [templateFrom, navigate]);

  return (
    <div className="grid gap-5">
      {done && <Notice tone="success" role="status" title={done} />}
      {fromError && (
        <p role="alert" className="text-danger">
          {fromError}
        </p>
      )}
      {editing ? (
        <TemplateForm
          key={editing.key}
          id={editing.id}
          initial={editing.initial}
          onCancel={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            setDone(message);
          }}
        />
      ) : (
        <>
          <div>
            <Button onClick={() => open(null, blankTemplate)}>New template</Button>
          </div>
          <FromLibrary onDraft={(draft) => open(null, draft)} />
        </>
      )}
      {templates.isPending ? (
        <p className="text-fg-muted">Loading the templates…</p>
      ) : templates.isError ? (
        <p role="alert" className="text-danger">
          The templates could not be loaded.
        </p>
      ) : (
        <ul aria-label="Story templates" className="grid divide-y divide-border rounded-2xl border border-border">
          {templates.data.map((template) => (
            <li key={template.id} className="flex flex-wrap items-center justify-between gap-3 p-3 sm:px-4">
              <div className="min-w-0">
                <p className="font-semibold break-words">{template.title}</p>
                <p className="text-sm text-fg-muted">
                  {storyTheme(template.theme).label} · {agesLabel(template)}
                  {template.builtin ? ' · Built in' : ''}
                  {template.editedAt ? ' · Edited' : ''}
                  {template.sourceLibraryStoryId ? ' · From the library' : ''}
                </p>
              </div>
              <Button variant="ghost" size="sm" className="min-h-11" onClick={() => open(template.id, inputOf(template))} aria-label={`Edit ${template.title}`}>
                Edit
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
