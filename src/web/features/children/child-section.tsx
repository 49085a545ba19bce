import { useEffect, useId, useRef, useState } from 'react';
import type { ChildRecord } from '@shared/schemas/children.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../lib/toast.ts';
import { CharacterDrawing } from '../character/character-drawing.tsx';
import type { PortraitRecord } from '../portraits/api.ts';
import { ChildPortraits } from '../portraits/child-portraits.tsx';
import { vault } from '../portraits/vault.ts';
import { useDeleteChild } from './api.ts';
import { ageLabel, levelWithSpeed, possessive, pronounLabel } from './labels.ts';

const portraitCount = (count: number) => (count === 1 ? 'their 1 portrait' : `all ${count} of their portraits`);

/** A child's card on the family page: their character, details, actions and portraits. */
export function ChildSection({ child, portraits, userId, canChange, onEdit, focusOnMount }: {
  child: ChildRecord;
  portraits: readonly PortraitRecord[];
  userId: string;
  canChange: boolean;
  onEdit: () => void;
  /** After the editor closes, focus comes back here instead of being lost with the editor. */
  focusOnMount?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const remove = useDeleteChild();
  const headingId = useId();
  const favourites = Object.entries(child.favourites).filter(([, value]) => value);

  const confirmDelete = () =>
    remove.mutate(child.id, {
      onSuccess: () => {
        for (const portrait of portraits) vault.forgetImage(portrait.id);
        setConfirming(false);
        toast({ title: `${possessive(child.name)} profile was deleted`, description: 'Their portraits and stories are gone too.' });
      },
    });

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-border bg-surface p-5 sm:p-7">
      <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-start gap-x-4 gap-y-4 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:gap-x-6">
        <div className="grid size-24 place-items-center rounded-3xl bg-accent-soft sm:size-40">
          <CharacterDrawing appearance={child.appearance} label={`${possessive(child.name)} character`} className="h-20 w-auto sm:h-36" />
        </div>
        <div className="grid min-w-0 gap-2">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
            {child.name}
          </h2>
          <p className="text-fg-muted">
            {ageLabel(child.age)} · {pronounLabel(child.pronouns)}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">{levelWithSpeed(child.readingLevel)}</span>
            {child.readingLevelOverridden && <span className="text-sm text-fg-muted">chosen by you</span>}
          </p>
          {child.interests.length > 0 && (
            <p className="text-sm">
              <span className="font-semibold">Loves </span>
              <span className="text-fg-muted">{child.interests.join(', ')}</span>
            </p>
          )}
          {favourites.length > 0 && (
            <p className="text-sm text-fg-muted">{favourites.map(([key, value]) => `Favourite ${key}: ${value}`).join(' · ')}</p>
          )}
        </div>
        <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1">
          {canChange && (
            <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${possessive(child.name)} profile`}>
              Edit
            </Button>
          )}
          <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${possessive(child.name)} profile`}>
            Delete
          </Button>
        </div>
      </div>
      <div className="mt-6 border-t border-border pt-6">
        <ChildPortraits childId={child.id} childName={child.name} userId={userId} portraits={portraits} canAdd={canChange} />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title={`Delete ${possessive(child.name)} profile?`}
        confirmLabel={`Delete ${child.name} for good`}
        busy={remove.isPending}
        error={remove.isError ? 'We could not delete the profile just now. Nothing was removed; please try again.' : undefined}
        onConfirm={confirmDelete}
      >
        <p>
          This deletes {possessive(child.name)} profile
          {portraits.length > 0 ? `, ${portraitCount(portraits.length)}` : ''} and every story about them. It cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
