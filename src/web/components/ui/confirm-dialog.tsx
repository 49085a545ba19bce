import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  /** Shown when the action failed; the dialog stays open so nothing is lost. */
  error?: string;
  onConfirm: () => void;
}

/**
 * Asks before something that cannot be undone. Focus starts on the safe choice, so a stray Enter
 * keeps things as they are.
 */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, cancelLabel = 'Keep it', busy, busyLabel = 'Deleting…', error, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-border bg-surface p-6 text-fg shadow-2xl"
        >
          <Dialog.Title className="font-display text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 grid gap-2 text-fg-muted">{children}</div>
          </Dialog.Description>
          {error && (
            <p role="alert" className="mt-4 font-medium text-danger">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
