/**
 * The owner's public link (docs/product.md "Sharing"): made with the name the hero goes by on it
 * (the real name only when ticked), shared with the device's share sheet where there is one or
 * copied, its opens counted, and stopped at any time.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { shareSettingsRequest, type StoryShare } from '@shared/schemas/shares.ts';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/choice-fields.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { FormError, SubmitButton } from '../../components/ui/form-parts.tsx';
import { failureMessage } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { storyShareQuery, useRevokeShare, useSaveShare } from './api.ts';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
const opensLabel = (count: number) => (count === 0 ? 'Not opened yet' : count === 1 ? 'Opened once' : `Opened ${count.toLocaleString('en')} times`);

function LinkActions({ share, title, storyId }: { share: StoryShare; title: string; storyId: string }) {
  const url = `${window.location.origin}${share.path}`;
  const revoke = useRevokeShare(storyId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it anywhere to share the story.', variant: 'success' });
    } catch {
      toast({ title: 'The link could not be copied', description: 'Select the link and copy it by hand.', variant: 'destructive' });
    }
  };
  const shareIt = async () => {
    try {
      // The title may hold the child's name, so it goes along only when the link shows it.
      const shown = share.showRealName ? title : 'A Storyloom story';
      await navigator.share({ title: shown, text: `Read “${shown}” on Storyloom`, url });
    } catch (error) {
      if ((error as Error).name !== 'AbortError') await copy();
    }
  };
  return (
    <div className="grid gap-3">
      <InputField label="Link to share" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <p className="text-sm text-fg-muted" data-testid="share-opens">
        {opensLabel(share.openCount)}
      </p>
      <div className="flex flex-wrap gap-2">
        {canShare() && (
          <Button onClick={() => void shareIt()}>
            <span aria-hidden="true">↗</span> Share
          </Button>
        )}
        <Button variant={canShare() ? 'secondary' : 'primary'} onClick={() => void copy()}>
          Copy link
        </Button>
        <Button
          variant="ghost"
          aria-busy={revoke.isPending || undefined}
          onClick={() =>
            revoke.mutate(undefined, {
              onSuccess: () => toast({ title: 'Sharing stopped', description: 'The link no longer opens the story.' }),
              onError: (error) => toast({ title: 'Sharing could not be stopped', description: failureMessage(error), variant: 'destructive' }),
            })
          }
        >
          Stop sharing
        </Button>
      </div>
    </div>
  );
}

export function SharePanel({ storyId, title, realName }: { storyId: string; title: string; realName: string }) {
  const current = useQuery(storyShareQuery(storyId));
  const save = useSaveShare(storyId);
  const share = current.data ?? null;
  const [heroName, setHeroName] = useState<string | null>(null);
  const [showRealName, setShowRealName] = useState<boolean | null>(null);
  const [error, setError] = useState<string | undefined>();
  const name = heroName ?? share?.heroName ?? '';
  const real = showRealName ?? share?.showRealName ?? false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = shareSettingsRequest.safeParse({ heroName: name, showRealName: real });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: share ? 'Link updated' : 'Link ready', description: 'Anyone with the link can read the story.', variant: 'success' }),
    });
  };

  return (
    <section aria-labelledby="share-heading" className="grid gap-4 rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-8">
      <div className="grid gap-1">
        <h2 id="share-heading" className="text-xl font-bold">
          Share this story
        </h2>
        <p className="text-fg-muted">
          A link anyone can open without an account, to read and listen. Search engines are asked not to list it, and you can stop it at
          any time.
        </p>
      </div>
      {current.isPending ? (
        <p className="text-fg-muted">Checking for a link…</p>
      ) : (
        <form onSubmit={submit} className="grid gap-3" noValidate>
          <InputField
            label="The hero’s name on the link"
            hint={`Shown instead of ${realName}, unless you tick the box below.`}
            value={name}
            maxLength={40}
            error={error}
            onChange={(event) => setHeroName(event.target.value)}
          />
          <CheckboxField
            label={`Show ${realName}’s real name`}
            description="Ticked, the link also shows any pictures drawn from a portrait, and offers the recorded narration, which says the name."
            checked={real}
            onChange={setShowRealName}
          />
          <FormError message={save.isError ? failureMessage(save.error) : null} />
          <div>
            <SubmitButton pending={save.isPending} pendingLabel="Saving…" variant={share ? 'secondary' : 'primary'}>
              {share ? 'Save changes' : 'Create a link'}
            </SubmitButton>
          </div>
        </form>
      )}
      {share && <LinkActions share={share} title={title} storyId={storyId} />}
    </section>
  );
}
