import { useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../lib/toast.ts';
import { useDeletePortrait, useMakeMainPortrait, useSignedUrl, type PortraitRecord } from './api.ts';
import { DecryptionFailedError } from './crypto.ts';
import { unlockPortrait } from './unlock.ts';
import { vault } from './vault.ts';

const frame = 'relative aspect-square overflow-hidden rounded-2xl bg-muted';

function PlainImage({ portrait, alt }: { portrait: PortraitRecord; alt: string }) {
  const link = useSignedUrl(portrait.path);
  const [broken, setBroken] = useState(false);
  if (link.isError || broken) {
    return (
      <div className={`${frame} grid place-items-center p-3 text-center text-sm text-fg-muted`}>
        <div className="grid justify-items-center gap-2">
          <p>This portrait did not load.</p>
          <Button
            variant="secondary"
            onClick={() => {
              setBroken(false);
              void link.refetch();
            }}
          >
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={frame}>
      {link.data && (
        <img src={link.data.url} alt={alt} loading="lazy" onError={() => setBroken(true)} className="size-full object-cover" />
      )}
    </div>
  );
}

function LockedImage({ portrait, alt, userId, neighbours }: {
  portrait: PortraitRecord;
  alt: string;
  userId: string;
  neighbours: readonly PortraitRecord[];
}) {
  const url = useSyncExternalStore(vault.subscribe, () => vault.imageFor(portrait.id));
  const [state, setState] = useState<'locked' | 'unlocking' | 'wrong' | 'failed'>('locked');
  if (url) {
    return (
      <div className={frame}>
        <img src={url} alt={alt} className="size-full object-cover" />
      </div>
    );
  }

  const unlock = async () => {
    setState('unlocking');
    try {
      // Unlocked: the vault now holds the picture and this tile redraws with it; cancelled: as before.
      await unlockPortrait(portrait, userId, { neighbours });
      setState('locked');
    } catch (error) {
      setState(error instanceof DecryptionFailedError ? 'wrong' : 'failed');
    }
  };

  const problem =
    state === 'wrong'
      ? 'That password did not unlock this portrait. Nothing has changed — please try again.'
      : state === 'failed'
        ? 'We could not fetch this portrait just now. Please try again.'
        : null;
  return (
    <>
      <div className={`${frame} grid place-items-center bg-primary/10 p-3 text-center`}>
        <div className="grid justify-items-center gap-2">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-9 text-primary">
            <path
              fill="currentColor"
              d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3Z"
            />
          </svg>
          <p className="text-sm font-semibold">Locked with your password</p>
          <Button
            variant="secondary"
            onClick={() => void unlock()}
            disabled={state === 'unlocking'}
            aria-label={`Unlock ${alt.charAt(0).toLowerCase()}${alt.slice(1)}`}
          >
            {state === 'unlocking' ? 'Unlocking…' : 'Unlock'}
          </Button>
        </div>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
    </>
  );
}

export function PortraitTile({ portrait, childName, userId, neighbours, position }: {
  portrait: PortraitRecord;
  childName: string;
  userId: string;
  neighbours: readonly PortraitRecord[];
  position: number;
}) {
  const [confirming, setConfirming] = useState(false);
  const makeMain = useMakeMainPortrait();
  const remove = useDeletePortrait();
  const alt = `Portrait ${position} of ${childName}`;

  return (
    <li className="grid content-start gap-2">
      {portrait.isEncrypted ? (
        <LockedImage portrait={portrait} alt={alt} userId={userId} neighbours={neighbours} />
      ) : (
        <PlainImage portrait={portrait} alt={alt} />
      )}
      <div className="flex min-h-7 flex-wrap gap-1.5 text-xs font-semibold">
        {portrait.isMain && <span className="rounded-full bg-success/10 px-2.5 py-1 text-success">Main portrait</span>}
        {portrait.isEncrypted && <span className="rounded-full bg-primary/10 px-2.5 py-1 text-primary">Encrypted</span>}
      </div>
      <div className="grid gap-2">
        {!portrait.isMain && (
          <Button
            variant="secondary"
            disabled={makeMain.isPending}
            aria-label={`Make portrait ${position} ${childName}’s main portrait`}
            onClick={() =>
              makeMain.mutate(portrait.id, {
                onError: () => toast({ title: 'Not changed', description: 'We could not change the main portrait. Please try again.', variant: 'destructive' }),
              })
            }
          >
            Make main
          </Button>
        )}
        <Button variant="ghost" aria-label={`Delete portrait ${position} of ${childName}`} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title="Delete this portrait?"
        confirmLabel="Delete portrait"
        busy={remove.isPending}
        error={remove.isError ? 'We could not delete it just now. Nothing was removed; please try again.' : undefined}
        onConfirm={() => remove.mutate(portrait, { onSuccess: () => setConfirming(false) })}
      >
        <p>The photo is removed from Storyloom for good, from our storage as well as this page.</p>
      </ConfirmDialog>
    </li>
  );
}
