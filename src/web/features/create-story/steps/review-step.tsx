import { narratorVoices } from '@shared/narration.ts';
import { useSyncExternalStore, type ReactNode } from 'react';
import { storyCost } from '@shared/pricing.ts';
import { paths } from '@shared/routes.ts';
import { targetWordCount } from '@shared/reading.ts';
import type { ChildRecord } from '@shared/schemas/children.ts';
import type { CreditsResponse } from '@shared/schemas/credits.ts';
import { illustrationStyles } from '@shared/schemas/stories.ts';
import { storyTheme } from '@shared/story-themes.ts';
import { SiteLink } from '../../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { numberLabel } from '../../stories/labels.ts';
import { levelWithSpeed } from '../../children/labels.ts';
import { storyReadingLevel, type StepId, type WizardState } from '../state.ts';
import { useCompanions } from '../../companions/api.ts';
import { useVoices } from '../../voice-cloning/api.ts';
import type { Wizard } from '../use-wizard.ts';
import { vault } from '../../portraits/vault.ts';
import { StoryWriterNote } from './story-writer-note.tsx';
import { useOutsidePictures } from './unlocked-portrait-choice.tsx';

const credits = (count: number) => `${count} credit${count === 1 ? '' : 's'}`;

export interface CostCheck {
  cost: number;
  balance: number | null;
  enabled: boolean;
  /** True when the balance is known and too small: the create button is then disabled. */
  short: boolean;
  narrated: boolean;
}

export function costCheck(state: WizardState, account: CreditsResponse | undefined): CostCheck {
  const enabled = account?.enabled ?? true;
  const cost = enabled ? storyCost(state.length, state.voice) : 0;
  const balance = account?.credits ?? null;
  return { cost, balance, enabled, short: enabled && balance !== null && balance < cost, narrated: state.voice !== 'none' };
}

function readingLevelSummary(state: WizardState, hero: ChildRecord | undefined): string {
  const level = storyReadingLevel(state, hero);
  if (!level) return 'The hero’s own';
  return `${levelWithSpeed(level)}${state.readingLevel && hero && state.readingLevel !== hero.readingLevel ? ' (chosen for this story)' : ''}`;
}

function ideaLabel(state: WizardState): string {
  if (!state.idea) return 'Not chosen yet';
  if (state.idea.kind === 'theme') return storyTheme(state.idea.theme).label;
  return `${state.idea.title} (template: ${storyTheme(state.idea.theme).label})`;
}

function Row({ label, step, onChange, children }: { label: string; step: StepId; onChange: (step: StepId) => void; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-1 border-b border-border py-3 last:border-0 sm:grid-cols-[12rem_minmax(0,1fr)_auto]">
      <dt className="col-start-1 row-start-1 self-center font-semibold">{label}</dt>
      <dd className="col-span-2 col-start-1 row-start-2 min-w-0 break-words text-fg-muted sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:self-center">
        {children}
      </dd>
      <dd className="col-start-2 row-start-1 sm:col-start-3">
        <Button variant="ghost" size="sm" className="min-h-11" onClick={() => onChange(step)}>
          Change <span className="sr-only">{label.toLowerCase()}</span>
        </Button>
      </dd>
    </div>
  );
}

export function CostPanel({ check }: { check: CostCheck }) {
  if (!check.enabled) {
    return (
      <Notice tone="success" title="This story is free">
        Credits are switched off on this Storyloom: everything is free.
      </Notice>
    );
  }
  if (check.short) {
    return (
      <Notice
        tone="danger"
        role="alert"
        title="Not enough credits for this story"
        actions={
          <SiteLink href={paths.credits} className={buttonClasses('primary', 'md', 'no-underline')}>
            Get more credits
          </SiteLink>
        }
      >
        This story needs {credits(check.cost)} and you have {credits(check.balance ?? 0)}. Nothing has been charged. Choose a
        shorter length{check.narrated ? ' or no narration' : ''}, or get more credits.
      </Notice>
    );
  }
  return (
    <Notice title={`This story costs ${credits(check.cost)}`}>
      {check.balance === null
        ? 'Checking your balance…'
        : `You have ${credits(check.balance)}; ${credits(check.balance - check.cost)} will be left.`}{' '}
      Credits are set aside when the story starts and given back if it cannot be finished.
    </Notice>
  );
}

export function ReviewStep({ wizard, children, check }: { wizard: Wizard; children: readonly ChildRecord[]; check: CostCheck }) {
  const { state, goTo } = wizard;
  const hero = children.find((child) => child.id === state.heroChildId);
  const cast = useCompanions(state.extraCharacters.some((character) => character.kind === 'companion')).data ?? [];
  const outsidePictures = useOutsidePictures();
  const portraitHeld = useSyncExternalStore(vault.subscribe, () => Boolean(state.unlockedPortraitId && vault.imageFor(state.unlockedPortraitId)));
  const portraitSent = portraitHeld && outsidePictures !== null;
  const clonedName = useVoices(state.voice === 'cloned').data?.voices.find((voice) => voice.id === state.clonedVoiceId)?.name;
  const extras = state.extraCharacters.map((character) =>
    character.kind === 'child'
      ? (children.find((child) => child.id === character.childId)?.name ?? 'One of your children')
      : character.kind === 'companion'
        ? (cast.find((companion) => companion.id === character.companionId)?.name ?? 'One of your companions')
        : character.name,
  );
  return (
    <div className="grid gap-6">
      <dl className="rounded-2xl border border-border px-4 sm:px-5">
        <Row label="Hero" step="hero" onChange={goTo}>
          {hero?.name ?? 'Not chosen yet'}
        </Row>
        <Row label="Extra characters" step="characters" onChange={goTo}>
          {extras.length > 0 ? extras.join(', ') : 'None: just the hero'}
        </Row>
        <Row label="Theme or template" step="idea" onChange={goTo}>
          {ideaLabel(state)}
        </Row>
        <Row label="Setting" step="setting" onChange={goTo}>
          {state.setting.trim() || 'The story picks a place that suits it'}
        </Row>
        <Row label="Lesson" step="setting" onChange={goTo}>
          {state.lesson.trim() || 'None'}
        </Row>
        <Row label="Length" step="length" onChange={goTo}>
          {state.length} minutes · about {numberLabel(targetWordCount(storyReadingLevel(state, hero), state.length))} words
        </Row>
        <Row label="Reading level" step="length" onChange={goTo}>
          {readingLevelSummary(state, hero)}
        </Row>
        <Row label="Illustrations" step="style" onChange={goTo}>
          {illustrationStyles.find((style) => style.id === state.illustrationStyle)?.label}
          {portraitSent && ` · drawn from ${hero?.name ?? 'the hero'}’s unlocked portrait`}
        </Row>
        <Row label="Narration" step="voice" onChange={goTo}>
          {state.voice === 'standard'
            ? `Standard voice: ${narratorVoices.find((voice) => voice.id === state.narrator)?.label ?? 'Warm'}`
            : state.voice === 'cloned'
              ? `Your cloned voice: ${clonedName ?? 'chosen'}`
              : 'No narration'}
        </Row>
      </dl>
      <StoryWriterNote heroName={hero?.name} />
      <CostPanel check={check} />
    </div>
  );
}
