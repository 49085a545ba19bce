import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { toast } from '../../lib/toast.ts';
import { useUpdateProfile } from './api.ts';

export const nameMaxLength = 80;

/** The name Storyloom greets the parent with; never shown to anyone else. */
export function NameForm({ currentName }: { currentName: string }) {
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateProfile();
  const unchanged = name.trim() === currentName;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Please enter your name.');
      return;
    }
    setError(undefined);
    update.mutate(
      { name: trimmed },
      {
        onSuccess: () => toast({ title: 'Name saved', description: `We’ll call you ${trimmed}.`, variant: 'success' }),
        onError: () => setError('We could not save your name just now. Please try again.'),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <InputField
        label="Your name"
        name="name"
        autoComplete="name"
        maxLength={nameMaxLength}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (error) setError(undefined);
        }}
        error={error}
        className="flex-1"
      />
      <Button type="submit" disabled={update.isPending || unchanged} className="sm:mt-7">
        {update.isPending ? 'Saving…' : 'Save name'}
      </Button>
    </form>
  );
}
