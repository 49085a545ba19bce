import * as Dialog from '@radix-ui/react-dialog';
import type { CompanionRecord } from '@shared/schemas/companions.ts';
import { CompanionEditor } from './companion-editor.tsx';

/** Adds a companion to the family cast from elsewhere (the story wizard), in a dialog of its own. */
export function NewCompanionDialog({ open, onOpenChange, onSaved }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (saved: CompanionRecord) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-border bg-surface p-5 text-fg shadow-2xl sm:p-7"
        >
          <CompanionEditor headingLevel="h2" inDialog onDone={(saved) => (saved ? onSaved(saved) : onOpenChange(false))} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
