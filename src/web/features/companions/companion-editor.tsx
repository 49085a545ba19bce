import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { companionKinds, defaultLookFor, lookTypeOf, type CompanionKind } from '@shared/companion-looks.ts';
import { companionInput, type CompanionInput, type CompanionRecord } from '@shared/schemas/companions.ts';
import { Button } from '../../components/ui/button.tsx';
import { RadioGroup } from '../../components/ui/choice-fields.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { FormError, SubmitButton } from '../../components/ui/form-parts.tsx';
import { useZodForm } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useSaveCompanion } from './api.ts';
import { CompanionLookBuilder } from './companion-look-builder.tsx';
import { kindLabels } from './labels.ts';

/**
 * Adds a companion to the family cast, or edits one: name, kind and look, checked with the API's
 * own schema before anything is sent. Used on the family page and in the story wizard.
 */
export function CompanionEditor({ companion, onDone, headingLevel = 'h2', inDialog = false }: {
  companion?: CompanionRecord;
  onDone: (saved?: CompanionRecord) => void;
  headingLevel?: 'h2' | 'h3';
  /** Shown in a dialog (the story wizard's): the heading is the dialog's title. */
  inDialog?: boolean;
}) {
  const save = useSaveCompanion();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const form = useZodForm<CompanionInput, CompanionInput>({
    schema: companionInput,
    initialValues: () => (companion ? { name: companion.name, kind: companion.kind, appearance: companion.appearance } : { name: '', kind: 'pet', appearance: defaultLookFor('pet') }),
    onSubmit: async (input) => {
      const saved = await save.mutateAsync({ id: companion?.id, input });
      toast({ title: companion ? 'Changes saved' : `${saved.name} has joined the family cast`, variant: 'success' });
      onDone(saved);
    },
  });
  const { values, errors, setValue } = form;

  // The editor opens in place of a button: move focus to it so keyboard and screen reader users follow.
  useEffect(() => headingRef.current?.focus(), []);

  const chooseKind = (kind: CompanionKind) => {
    setValue('kind', kind);
    if (lookTypeOf[kind] !== values.appearance.type) setValue('appearance', defaultLookFor(kind));
  };

  // A dialog is rendered elsewhere in the page but inside its opener in React's tree: the submit
  // must not also reach a form around the opener (the story wizard's).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    form.formProps.onSubmit(event);
  };

  const Heading = headingLevel;
  const heading = (
    // In a dialog the title's own id must stay: an id set here, even undefined, would replace it.
    <Heading {...(inDialog ? {} : { id: headingId })} ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl">
      {companion ? `Edit ${companion.name}` : 'Add a companion'}
    </Heading>
  );
  return (
    // In a dialog, the dialog takes its name from the heading (its title) instead of the section.
    <section aria-labelledby={inDialog ? undefined : headingId} className={inDialog ? '' : 'rounded-3xl border-2 border-primary/40 bg-surface p-5 sm:p-7'}>
      {inDialog ? <Dialog.Title asChild>{heading}</Dialog.Title> : heading}
      <p className="mt-1.5 text-fg-muted">A pet, a friend, a grandparent or a cuddly toy who can join your child’s stories, drawn the same in every one.</p>
      <form {...form.formProps} onSubmit={submit} className="mt-6 grid gap-6">
        <div className="grid gap-4">
          <InputField
            label="Name"
            name="name"
            autoComplete="off"
            maxLength={40}
            value={values.name}
            onChange={(event) => setValue('name', event.target.value)}
            error={errors.name}
            hint="The name used in stories."
            className="sm:max-w-sm"
          />
          <RadioGroup
            legend="Who they are"
            name="kind"
            variant="pills"
            value={values.kind}
            options={companionKinds.map((kind) => ({ value: kind, label: kindLabels[kind] }))}
            onChange={chooseKind}
            error={errors.kind ?? errors['appearance.type']}
          />
        </div>
        <div className="grid gap-4 border-t border-border pt-6">
          <h3 className="text-lg font-bold">How they look</h3>
          <CompanionLookBuilder value={values.appearance} onChange={(next) => setValue('appearance', next)} name={values.name} />
        </div>
        <FormError message={form.formError ?? errors.form} />
        <div className="flex flex-wrap gap-2 border-t border-border pt-6">
          <SubmitButton pending={form.pending} pendingLabel="Saving…">
            {companion ? 'Save changes' : 'Add companion'}
          </SubmitButton>
          <Button variant="ghost" onClick={() => onDone()} disabled={form.pending}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
