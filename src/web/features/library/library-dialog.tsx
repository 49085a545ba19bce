import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface LibraryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/** The frame of the library's dialogs: a title, a line of description, and content that scrolls on a phone. */
export function LibraryDialog({ open, onOpenChange, title, description, children, wide }: LibraryDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className={`fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-3xl border border-border bg-surface p-5 text-fg shadow-2xl sm:p-6 ${wide ? 'max-w-3xl' : 'max-w-lg'}`}
        >
          <div className="grid gap-1 pr-10">
            <Dialog.Title className="font-display text-2xl font-bold">{title}</Dialog.Title>
            <Dialog.Description className="text-fg-muted">{description}</Dialog.Description>
          </div>
          <Dialog.Close className="absolute right-3 top-3 grid size-11 place-items-center rounded-full text-2xl text-fg-muted hover:bg-muted" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
