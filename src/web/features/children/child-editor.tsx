import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { pronounOptions, type ChildRecord } from '@shared/schemas/children.ts';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';
import { useCreateChild, useUpdateChild } from './api.ts';
import { AppearanceBuilder } from './appearance-builder.tsx';
import { checkDraft, draftFrom, emptyDraft, type ChildDraft, type DraftErrors } from './child-draft.ts';
import { InterestsField } from './interests-field.tsx';
import { possessive } from './labels.ts';
import { ReadingLevelField } from './reading-level-field.tsx';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-4 border-t border-border pt-6 first:border-0 first:pt-0">
      <h3 className="text-lg font-bold">{title}</h3>
      {children}
    </div>
  );
}

const isoToday = () => new Date().toISOString().slice(0, 10);
const isoYearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};

/** Adds a child, or edits one. Checks run here with the API's own schema before anything is sent. */
/** A toy is asked for as what it is and what it is called, so a story can say "her knitted rabbit, Mr Floppy". */
const favouriteFields = [
  ['colour', 'Favourite colour'],
  ['animal', 'Favourite animal'],
  ['toy', 'Favourite toy (what it is)'],
  ['toyName', 'The toy’s name'],
] as const;

export function ChildEditor({ child, onDone }: { child?: ChildRecord; onDone: (saved?: ChildRecord) => void }) {
  const [draft, setDraft] = useState<ChildDraft>(() => (child ? draftFrom(child) : emptyDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const create = useCreateChild();
  const update = useUpdateChild();
  const saving = create.isPending || update.isPending;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const pronounName = useId();

  // The editor opens in place of a button: move focus to it so keyboard and screen reader users follow.
  useEffect(() => headingRef.current?.focus(), []);

  const set = <K extends keyof ChildDraft>(key: K, value: ChildDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const onError = (error: unknown) => {
      const field = error instanceof ApiError ? error.field : undefined;
      const message = error instanceof ApiError ? error.serverMessage : 'We could not save just now. Please try again.';
      setErrors(field && field in draft ? { [field]: message } : { form: message });
    };
    const onSuccess = (saved: ChildRecord) => {
      toast({
        title: child ? 'Changes saved' : `${saved.name} has joined the family`,
        description: child ? `${possessive(saved.name)} profile is up to date.` : 'Add a portrait below whenever you like.',
        variant: 'success',
      });
      onDone(saved);
    };
    if (child) update.mutate({ id: child.id, input: checked.input }, { onSuccess, onError });
    else create.mutate(checked.input, { onSuccess, onError });
  };

  const title = child ? `Edit ${possessive(child.name)} profile` : 'Add a child';
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border-2 border-primary/40 bg-surface p-5 sm:p-7">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl">
        {title}
      </h2>
      <p className="mt-1.5 text-fg-muted">Only you see these details. Stories use them to make your child the hero.</p>
      <form noValidate onSubmit={submit} className="mt-6 grid gap-6">
        <Part title="About them">
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="Name"
              name="childName"
              autoComplete="off"
              value={draft.name}
              maxLength={40}
              onChange={(event) => set('name', event.target.value)}
              error={errors.name}
              hint="The name used in their stories."
            />
            <InputField
              label="Date of birth"
              type="date"
              name="birthDate"
              min={isoYearsAgo(18)}
              max={isoToday()}
              value={draft.birthDate}
              onChange={(event) => set('birthDate', event.target.value)}
              error={errors.birthDate}
              hint="Sets the reading level to start from."
            />
          </div>
          <fieldset className="grid gap-2" aria-describedby={errors.pronouns ? `${pronounName}-error` : undefined}>
            <legend className="text-sm font-semibold">Pronouns</legend>
            <div className="flex flex-wrap gap-2">
              {(Object.keys(pronounOptions) as (keyof typeof pronounOptions)[]).map((key) => (
                <label
                  key={key}
                  className={cn(
                    'relative inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 px-4 text-sm font-semibold',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                    draft.pronouns === key ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface hover:bg-muted',
                  )}
                >
                  <input
                    type="radio"
                    name={pronounName}
                    value={key}
                    checked={draft.pronouns === key}
                    onChange={() => set('pronouns', key)}
                    className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
                  />
                  {pronounOptions[key]}
                </label>
              ))}
            </div>
            {errors.pronouns && (
              <p id={`${pronounName}-error`} role="alert" className="text-sm font-medium text-danger">
                {errors.pronouns}
              </p>
            )}
          </fieldset>
        </Part>

        <Part title="Interests and favourites">
          <InterestsField value={draft.interests} onChange={(next) => set('interests', next)} error={errors.interests} />
          <div className="grid gap-4 sm:grid-cols-2">
            {favouriteFields.map(([key, label]) => (
              <InputField
                key={key}
                label={label}
                name={`favourite-${key}`}
                autoComplete="off"
                maxLength={40}
                value={draft.favourites[key]}
                onChange={(event) => set('favourites', { ...draft.favourites, [key]: event.target.value })}
              />
            ))}
          </div>
          {errors.favourites && (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.favourites}
            </p>
          )}
        </Part>

        <Part title="How they look">
          <AppearanceBuilder value={draft.appearance} onChange={(next) => set('appearance', next)} name={draft.name} />
        </Part>

        <Part title="Reading level">
          <ReadingLevelField birthDate={draft.birthDate} value={draft.readingLevel} onChange={(level) => set('readingLevel', level)} />
        </Part>

        {errors.form && (
          <p role="alert" className="font-medium text-danger">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap gap-2 border-t border-border pt-6">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : child ? 'Save changes' : 'Add child'}
          </Button>
          <Button variant="ghost" onClick={() => onDone()} disabled={saving}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
