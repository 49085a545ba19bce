import { builtinVoiceHonesty, narratorVoices } from '@shared/narration.ts';
import { creditCosts } from '@shared/pricing.ts';
import { availableNarrationVoices, clonedVoiceUnavailable, narrationUnavailable } from '@shared/schemas/stories.ts';
import { paths } from '@shared/routes.ts';
import { SiteLink } from '../../../components/layout/site-link.tsx';
import { useVoices } from '../../voice-cloning/api.ts';
import { ChoiceCard } from '../choice-card.tsx';
import type { Wizard } from '../use-wizard.ts';
import { FieldError } from './step-parts.tsx';

const extra = (credits: number) => `+${credits} credit${credits === 1 ? '' : 's'}`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function VoiceStep({ wizard, creditsEnabled }: { wizard: Wizard; creditsEnabled: boolean }) {
  const { state, update, errors } = wizard;
  const standardAvailable = availableNarrationVoices.includes('standard');
  // Without any narration on this installation, the cloned voice is out for the same reason.
  const clonedReason = standardAvailable ? clonedVoiceUnavailable : narrationUnavailable;
  const cloned = useVoices().data?.voices ?? [];
  const clonedAvailable = availableNarrationVoices.includes('cloned') && cloned.length > 0;
  return (
    <fieldset aria-describedby={errors.voice ? 'voice-error' : undefined}>
      <legend className="sr-only">Narration voice</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <ChoiceCard
          name="voice"
          value="none"
          checked={state.voice === 'none'}
          onSelect={() => update({ voice: 'none' })}
          title="No narration"
          aside={creditsEnabled ? 'Free' : undefined}
          description="You read it aloud yourself, or your child reads it."
        />
        <ChoiceCard
          name="voice"
          value="standard"
          checked={standardAvailable && state.voice === 'standard'}
          disabled={!standardAvailable}
          onSelect={() => update({ voice: 'standard' })}
          title="Standard voice"
          aside={creditsEnabled ? extra(creditCosts.narration.standard) : undefined}
          description={
            standardAvailable ? 'A built-in voice reads each page aloud, and each word lights up as it is read.' : `Not available: ${lowerFirst(narrationUnavailable)}`
          }
        />
        <ChoiceCard
          name="voice"
          value="cloned"
          checked={clonedAvailable && state.voice === 'cloned'}
          disabled={!clonedAvailable}
          onSelect={() => update({ voice: 'cloned', clonedVoiceId: state.clonedVoiceId && cloned.some((voice) => voice.id === state.clonedVoiceId) ? state.clonedVoiceId : (cloned[0]?.id ?? null) })}
          title="Your own voice"
          aside={creditsEnabled ? extra(creditCosts.narration.cloned) : undefined}
          description={clonedAvailable ? 'Your cloned voice reads each page aloud, and each word lights up as it is read.' : `Not available: ${lowerFirst(clonedReason)}`}
        />
      </div>
      <FieldError id="voice-error" message={errors.voice} />
      {!clonedAvailable && standardAvailable && (
        <p className="mt-3 text-sm">
          <SiteLink href={paths.voiceCloning}>Make a cloned voice</SiteLink> to have stories read in your own voice.
        </p>
      )}
      {clonedAvailable && state.voice === 'cloned' && (
        <fieldset className="mt-6">
          <legend className="font-semibold">Which of your voices reads it?</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {cloned.map((voice) => (
              <ChoiceCard
                key={voice.id}
                name="cloned-voice"
                value={voice.id}
                checked={state.clonedVoiceId === voice.id}
                onSelect={() => update({ clonedVoiceId: voice.id })}
                title={voice.name}
                description="Made on the voice cloning page."
              />
            ))}
          </div>
        </fieldset>
      )}
      {standardAvailable && state.voice === 'standard' && (
        <fieldset className="mt-6">
          <legend className="font-semibold">Which voice reads it?</legend>
          <p id="narrator-honesty" className="mt-1 text-sm text-fg-muted">
            {builtinVoiceHonesty}
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {narratorVoices.map((voice) => (
              <ChoiceCard
                key={voice.id}
                name="narrator"
                value={voice.id}
                checked={state.narrator === voice.id}
                onSelect={() => update({ narrator: voice.id })}
                title={voice.label}
                description={voice.description}
              />
            ))}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}
