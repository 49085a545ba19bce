import { useState } from 'react';
import type { CompanionRecord } from '@shared/schemas/companions.ts';
import { LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { toast } from '../../lib/toast.ts';
import { CompanionDrawing } from '../character/character-drawing.tsx';
import { optionLabel } from '../children/labels.ts';
import { useCompanions, useDeleteCompanion } from './api.ts';
import { CompanionEditor } from './companion-editor.tsx';
import { whatTheyAre } from './labels.ts';

function CompanionCard({ companion, canChange, onEdit }: { companion: CompanionRecord; canChange: boolean; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCompanion();
  const confirmDelete = () =>
    remove.mutate(companion.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: `${companion.name} has left the family cast`, description: 'Stories already made keep them.' });
      },
    });
  return (
    <li className="grid grid-cols-[5rem_minmax(0,1fr)] items-center gap-4 rounded-2xl border border-border bg-bg p-3" data-companion={companion.name}>
      <div className="grid size-20 place-items-center rounded-2xl bg-accent-soft">
        <CompanionDrawing look={companion.appearance} framing="bust" label={`${companion.name}, as drawn in stories`} className="size-18" />
      </div>
      <div className="grid min-w-0 gap-1">
        <h3 className="truncate text-lg font-bold">{companion.name}</h3>
        <p className="text-sm text-fg-muted">{optionLabel(whatTheyAre(companion))}</p>
        {canChange && (
          <div className="flex flex-wrap gap-1">
            <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${companion.name}`}>
              Edit
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${companion.name}`}>
              Delete
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${companion.name}?`}
        confirmLabel={`Delete ${companion.name}`}
        busy={remove.isPending}
        error={remove.isError ? 'We could not delete just now. Please try again.' : undefined}
        onConfirm={confirmDelete}
      >
        {companion.name} leaves the family cast and will not be offered for new stories. Stories already made keep them.
      </ConfirmDialog>
    </li>
  );
}

/** The family cast on the family page: every companion with their drawing, added and edited in place. */
export function CompanionsSection({ canChange }: { canChange: boolean }) {
  const companions = useCompanions();
  const [editing, setEditing] = useState<string | null>(null);
  const list = companions.data ?? [];
  return (
    <SectionCard
      title="Companions"
      description="Pets, friends, grandparents and cuddly toys who can join the stories, drawn the same way in every one."
      actions={
        canChange && editing === null ? (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            Add a companion
          </Button>
        ) : undefined
      }
    >
      <div className="grid gap-4">
        {editing === 'new' && <CompanionEditor headingLevel="h3" onDone={() => setEditing(null)} />}
        {companions.isPending ? (
          <SectionLoading label="Loading your companions…" />
        ) : companions.isError ? (
          <LoadError what="your companions" onRetry={() => void companions.refetch()} />
        ) : list.length === 0 ? (
          editing === null && <p className="text-fg-muted">No companions yet. Add the family dog, a best friend, a grandparent or a favourite teddy.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {list.map((companion) =>
              editing === companion.id ? (
                <li key={companion.id} className="sm:col-span-2">
                  <CompanionEditor companion={companion} headingLevel="h3" onDone={() => setEditing(null)} />
                </li>
              ) : (
                <CompanionCard key={companion.id} companion={companion} canChange={canChange} onEdit={() => setEditing(companion.id)} />
              ),
            )}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
