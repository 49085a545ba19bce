import { displayNameMaxLength, displayNameProblem } from '@shared/names.ts';
import { InputField } from '../../components/ui/field.tsx';
import { SubmitButton } from '../../components/ui/form-parts.tsx';
import { useForm } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useUpdateProfile } from './api.ts';

/** The name Storyloom greets the parent with; never shown to anyone else. */
export function NameForm({ currentName }: { currentName: string }) {
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { name: currentName },
    validate: ({ name }) => {
      const problem = displayNameProblem(name);
      return problem ? { ok: false, errors: { name: problem } } : { ok: true, data: name.trim() };
    },
    onSubmit: async (name) => {
      await update.mutateAsync({ name });
      toast({ title: 'Name saved', description: `We’ll call you ${name}.`, variant: 'success' });
    },
    onError: (_error, api) => api.showErrors({ name: 'We could not save your name just now. Please try again.' }),
  });
  const unchanged = form.values.name.trim() === currentName;

  return (
    <form {...form.formProps} className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <InputField label="Your name" autoComplete="name" maxLength={displayNameMaxLength} {...form.field('name')} className="flex-1" />
      <SubmitButton pending={form.pending} pendingLabel="Saving…" disabled={unchanged} className="sm:mt-7">
        Save name
      </SubmitButton>
    </form>
  );
}
