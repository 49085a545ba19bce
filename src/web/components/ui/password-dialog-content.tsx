import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { messages } from '@shared/messages.ts';
import { useForm } from '../../lib/form.ts';
import { Button } from './button.tsx';
import { InputField } from './field.tsx';
import { validatePasswordEntry } from './password-entry.ts';

const copy = messages.passwordDialog;

/** The dialog's body, loaded on first use. Enter submits because the field sits in a form. */
export default function PasswordDialogContent({ onAnswer }: { onAnswer: (password: string | null) => void }) {
  const form = useForm({
    initialValues: { password: '' },
    validate: ({ password }) => {
      const problem = validatePasswordEntry(password);
      return problem ? { ok: false, errors: { password: problem } } : { ok: true, data: password };
    },
    onSubmit: (password) => onAnswer(password),
  });
  // Requested from code (no Radix Trigger), so focus is handed back to where it was by hand.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onAnswer(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-border bg-surface p-6 text-fg shadow-2xl">
          <Dialog.Title className="font-display text-xl font-bold">{copy.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-fg-muted">{copy.description}</Dialog.Description>
          <form {...form.formProps} className="mt-5 grid gap-5">
            <InputField label="Password" type="password" autoComplete="current-password" autoFocus {...form.field('password')} />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => onAnswer(null)}>
                Cancel
              </Button>
              <Button type="submit">Submit</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
