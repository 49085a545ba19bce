import { useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChildRecord } from '@shared/schemas/children.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/choice-fields.tsx';
import { meQuery } from '../../auth/session.ts';
import { usePortraits } from '../../portraits/api.ts';
import { DecryptionFailedError } from '../../portraits/crypto.ts';
import { unlockPortrait } from '../../portraits/unlock.ts';
import { vault } from '../../portraits/vault.ts';
import { siteConfigQuery } from '../../site/api.ts';
import { heroLockedPortrait } from '../unlocked-portrait.ts';
import type { Wizard } from '../use-wizard.ts';

/** Whether pictures may be drawn by the outside image model for this parent: configured, and consent 2 given. */
export function useOutsidePictures(): string | null {
  const config = useQuery(siteConfigQuery).data;
  const me = useQuery(meQuery).data;
  return config?.outsideImageProvider && me?.consents['ai-provider']?.granted ? config.outsideImageProvider : null;
}

/**
 * The opt-in choice to let the hero's encrypted portrait, unlocked in this tab, shape this story's
 * pictures. Shown only when the outside image model draws for this parent and the hero's portrait is locked.
 */
export function UnlockedPortraitChoice({ wizard, hero }: { wizard: Wizard; hero: ChildRecord | undefined }) {
  const provider = useOutsidePictures();
  const portraits = usePortraits().data;
  const portrait = provider ? heroLockedPortrait(hero, portraits) : undefined;
  const unlocked = useSyncExternalStore(vault.subscribe, () => (portrait ? vault.imageFor(portrait.id) : undefined));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const userId = useQuery(meQuery).data?.id;
  if (!provider || !portrait || !hero || !userId) return null;

  const unlock = async () => {
    setBusy(true);
    setProblem(null);
    try {
      // Unlocking only shows the picture here; sending it stays the parent's own tick.
      await unlockPortrait(portrait, userId);
    } catch (error) {
      setProblem(
        error instanceof DecryptionFailedError
          ? 'That password did not unlock the portrait. Nothing has changed — please try again.'
          : 'We could not fetch the portrait just now. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const explanation = `If you tick this, the picture is sent to ${provider} for this story only, and deleted as soon as the hero’s reference drawing is made. Your portrait stays locked on Storyloom.`;
  return (
    <section aria-labelledby="unlocked-portrait-heading" className="mt-6 grid gap-3 rounded-2xl border border-border bg-muted/40 p-4 sm:p-5">
      <h3 id="unlocked-portrait-heading" className="text-lg font-bold">
        {hero.name}’s locked portrait
      </h3>
      {unlocked ? (
        <div className="grid gap-3 sm:flex sm:items-start sm:gap-4">
          <img src={unlocked} alt={`${hero.name}’s unlocked portrait`} className="size-20 shrink-0 rounded-xl object-cover" />
          <CheckboxField
            className="min-w-0 flex-1"
            label={`Use ${hero.name}’s unlocked portrait for this story’s pictures`}
            checked={wizard.state.unlockedPortraitId === portrait.id}
            onChange={(checked) => wizard.update({ unlockedPortraitId: checked ? portrait.id : null })}
            description={explanation}
          />
        </div>
      ) : (
        <>
          <p className="text-fg-muted">
            The pictures can look more like {hero.name} if you unlock their encrypted portrait with your password and choose to
            use it for this story. Otherwise they are drawn from {hero.name}’s description.
          </p>
          <div>
            <Button variant="secondary" onClick={() => void unlock()} disabled={busy}>
              {busy ? 'Unlocking…' : `Unlock ${hero.name}’s portrait`}
            </Button>
          </div>
        </>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
    </section>
  );
}
