import { useId, type ReactNode } from 'react';
import { initialsOf } from '@shared/names.ts';
import { FormError, SubmitButton } from '../../components/ui/form-parts.tsx';
import { cn } from '../../lib/cn.ts';
import { useForm } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useUpdateProfile } from './api.ts';
import { AvatarArt, avatarIdFrom, avatarIds, avatarImageValue, avatarLabel, type AvatarId } from './avatars.tsx';

type Choice = AvatarId | 'initials';

function Option({ name, value, label, checked, onSelect, children }: {
  name: string;
  value: Choice;
  label: string;
  checked: boolean;
  onSelect: (value: Choice) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col items-center gap-1.5 rounded-2xl border-2 p-2 text-sm font-medium',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked ? 'border-primary bg-primary/5 text-fg' : 'border-transparent text-fg-muted hover:bg-muted',
      )}
    >
      {/* Transparent and covering the whole option: pointer, touch and keyboard all reach the real radio. */}
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className="absolute inset-0 cursor-pointer appearance-none rounded-2xl opacity-0"
      />
      {children}
      <span>{label}</span>
    </label>
  );
}

/**
 * Picture choice: a set of illustrated avatars, or plain initials. Native radio buttons, so arrow
 * keys move between pictures and screen readers announce "Owl, 4 of 9".
 */
export function AvatarForm({ name, image }: { name: string; image: string | null }) {
  const saved: Choice = avatarIdFrom(image) ?? 'initials';
  const update = useUpdateProfile();
  const group = useId();
  const form = useForm({
    initialValues: { choice: saved as Choice },
    validate: ({ choice }) => ({ ok: true, data: choice }),
    onSubmit: async (choice) => {
      await update.mutateAsync({ image: choice === 'initials' ? null : avatarImageValue(choice) });
      toast({ title: 'Picture saved', description: 'Your new picture shows in the menu at the top.', variant: 'success' });
    },
    onError: (_error, api) => api.setFormError('We could not save your picture just now. Please try again.'),
  });
  const choice = form.values.choice;
  const setChoice = (next: Choice) => form.setValue('choice', next);

  return (
    <form {...form.formProps} className="grid gap-5">
      <fieldset>
        <legend className="sr-only">Choose a picture</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 md:grid-cols-9">
          <Option name={group} value="initials" label="Initials" checked={choice === 'initials'} onSelect={setChoice}>
            <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-primary text-lg font-semibold text-primary-fg">
              {initialsOf(name)}
            </span>
          </Option>
          {avatarIds.map((id) => (
            <Option key={id} name={group} value={id} label={avatarLabel(id)} checked={choice === id} onSelect={setChoice}>
              <AvatarArt id={id} className="size-14" />
            </Option>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={form.pending} pendingLabel="Saving…" disabled={choice === saved}>
          Save picture
        </SubmitButton>
        <FormError message={form.formError} />
      </div>
    </form>
  );
}
