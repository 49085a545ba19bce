import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { useEraseSection, type ErasableSection } from './api.ts';
import { useConfirmFocus } from '../../components/ui/use-confirm-focus.ts';

/** Deletes one part of the parent's data after a second, explicit click. */
export function EraseSection({ section, label, confirmText }: { section: ErasableSection; label: string; confirmText: string }) {
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseSection();
  const { panelRef, triggerRef } = useConfirmFocus(confirming);

  if (!confirming) {
    return (
      <Button ref={triggerRef} variant="secondary" onClick={() => setConfirming(true)}>
        {label}…
      </Button>
    );
  }
  return (
    <div ref={panelRef} tabIndex={-1} role="group" aria-label={label} className="grid w-full gap-3 rounded-xl border border-danger/50 p-4">
      <p>{confirmText} This cannot be undone.</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          disabled={erase.isPending}
          onClick={() =>
            erase.mutate(section, {
              onSuccess: () => {
                setConfirming(false);
                toast({ title: 'Deleted', description: 'That part of your data is gone.' });
              },
              onError: () => toast({ title: 'Nothing was deleted', description: 'Please try again in a moment.', variant: 'destructive' }),
            })
          }
        >
          {erase.isPending ? 'Deleting…' : 'Yes, delete it'}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
