import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { pronounOptions, type ChildRecord } from '@shared/schemas/children.ts';
import { Button } from '../../components/ui/button.tsx';
import { RadioGroup } from '../../components/ui/choice-fields.tsx';
import { datePartsOf, DatePartsField, isoDateOf, type DateParts } from '../../components/ui/date-parts-field.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { FormError, SubmitButton } from '../../components/ui/form-parts.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useForm } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useCreateChild, useUpdateChild } from './api.ts';
import { AppearanceBuilder } from './appearance-builder.tsx';
import { checkDraft, draftFrom, emptyDraft, type ChildDraft } from './child-draft.ts';

type ChildInputOf = Extract<ReturnType<typeof checkDraft>, { input: unknown }>['input'];
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

/** Adds a child, or edits one. Checks run here with the API's own schema before anything is sent. */
/** A toy is asked for as what it is and what it is called, so a story can say "her knitted rabbit, Mr Floppy". */
const favouriteFields = [
  ['colour', 'Favourite colour'],
  ['animal', 'Favourite animal'],
  ['toy', 'Favourite toy (what it is)'],
  ['toyName', 'The toy’s name'],
] as const;

export function ChildEditor({ child, onDone }: { child?: ChildRecord; onDone: (saved?: ChildRecord) => void }) {
  const create = useCreateChild();
  const update = useUpdateChild();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [birthParts, setBirthParts] = useState<DateParts>(() => datePartsOf(child?.birthDate ?? ''));
  const form = useForm<ChildDraft, ChildInputOf>({
    initialValues: () => (child ? draftFrom(child) : emptyDraft()),
    validate: (values) => {
      const checked = checkDraft(values);
      return 'errors' in checked ? { ok: false, errors: checked.errors } : { ok: true, data: checked.input };
    },
    onSubmit: async (input) => {
      const saved = child ? await update.mutateAsync({ id: child.id, input }) : await create.mutateAsync(input);
      toast({
        title: child ? 'Changes saved' : `${saved.name} has joined the family`,
        description: child ? `${possessive(saved.name)} profile is up to date.` : 'Add a portrait below whenever you like.',
        variant: 'success',
      });
      onDone(saved);
    },
    onError: (error, api) => {
      const field = error instanceof ApiError ? error.field : undefined;
      const message = error instanceof ApiError ? error.serverMessage : 'We could not save just now. Please try again.';
      if (field && field in api.values) api.showErrors({ [field]: message });
      else api.setFormError(message);
    },
  });
  const { values: draft, errors, setValue: set } = form;
  const saving = form.pending;

  // The editor opens in place of a button: move focus to it so keyboard and screen reader users follow.
  useEffect(() => headingRef.current?.focus(), []);

  const setBirthDate = (parts: DateParts) => {
    setBirthParts(parts);
    // Partly typed, the date keeps a shape the schema calls incomplete, rather than looking empty.
    const typed = parts.day || parts.month || parts.year ? `${parts.year}-${parts.month}-${parts.day}` : '';
    set('birthDate', isoDateOf(parts) || typed);
  };

  const title = child ? `Edit ${possessive(child.name)} profile` : 'Add a child';
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border-2 border-primary/40 bg-surface p-5 sm:p-7">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl">
        {title}
      </h2>
      <p className="mt-1.5 text-fg-muted">Only you see these details. Stories use them to make your child the hero.</p>
      <form {...form.formProps} className="mt-6 grid gap-6">
        <Part title="About them">
          <InputField
            label="Name"
            name="name"
            autoComplete="off"
            value={draft.name}
            maxLength={40}
            onChange={(event) => set('name', event.target.value)}
            error={errors.name}
            hint="The name used in their stories."
            className="sm:max-w-sm"
          />
          <DatePartsField
            legend="Date of birth"
            legendClassName="text-sm"
            field="birthDate"
            value={birthParts}
            onChange={setBirthDate}
            error={errors.birthDate}
            hint="Sets the reading level to start from."
          />
          <RadioGroup
            legend="Pronouns"
            name="pronouns"
            variant="pills"
            value={draft.pronouns}
            options={(Object.keys(pronounOptions) as (keyof typeof pronounOptions)[]).map((key) => ({ value: key, label: pronounOptions[key] }))}
            onChange={(key) => set('pronouns', key)}
            error={errors.pronouns}
          />
        </Part>

        <Part title="Interests and favourites">
          <InterestsField value={draft.interests} onChange={(next) => set('interests', next)} error={errors.interests} />
          <div className="grid gap-4 sm:grid-cols-2">
            {favouriteFields.map(([key, label]) => (
              <InputField
                key={key}
                label={label}
                name={`favourite-${key}`}
                data-field={key === 'colour' ? 'favourites' : undefined}
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

        <FormError message={form.formError ?? errors.form} />
        <div className="flex flex-wrap gap-2 border-t border-border pt-6">
          <SubmitButton pending={saving} pendingLabel="Saving…">
            {child ? 'Save changes' : 'Add child'}
          </SubmitButton>
          <Button variant="ghost" onClick={() => onDone()} disabled={saving}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
