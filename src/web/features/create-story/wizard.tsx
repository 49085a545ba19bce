import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { paths } from '@shared/routes.ts';
import type { ChildRecord } from '@shared/schemas/children.ts';
import type { CreditsResponse } from '@shared/schemas/credits.ts';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { creditsQuery } from '../credits/api.ts';
import { useCreateStory } from '../stories/api.ts';
import { clearWizardState, stepIds, stepTitles, toCreateRequest, withHero, type StepId } from './state.ts';
import { StepIndicator } from './step-indicator.tsx';
import { CharactersStep } from './steps/characters-step.tsx';
import { HeroStep } from './steps/hero-step.tsx';
import { IdeaStep } from './steps/idea-step.tsx';
import { LengthStep } from './steps/length-step.tsx';
import { costCheck, ReviewStep } from './steps/review-step.tsx';
import { SettingStep } from './steps/setting-step.tsx';
import { StyleStep } from './steps/style-step.tsx';
import { VoiceStep } from './steps/voice-step.tsx';
import type { Wizard } from './use-wizard.ts';
import { unlockedPortraitField } from './unlocked-portrait.ts';
import { useOutsidePictures } from './steps/unlocked-portrait-choice.tsx';
import { firstIncompleteStep } from './validation.ts';

const stepHeadings: Record<StepId, string> = {
  hero: 'Who is the hero of this story?',
  characters: 'Who else joins the story?',
  idea: 'What is the story about?',
  setting: 'Where does it happen?',
  length: 'How long should it be?',
  style: 'How should the pictures look?',
  voice: 'Who reads it aloud?',
  review: 'Ready to make the story?',
};

interface StoryWizardProps {
  wizard: Wizard;
  userId: string;
  children: readonly ChildRecord[];
  credits: CreditsResponse | undefined;
  /** Without consent 1 the server refuses stories about a child; the page says why. */
  canCreate: boolean;
}

function CreateError({ error }: { error: unknown }) {
  const short = error instanceof ApiError && error.status === 402;
  const message = error instanceof ApiError ? error.serverMessage : 'We could not start the story. Please try again.';
  return (
    <Notice
      tone="danger"
      role="alert"
      title={short ? 'Not enough credits for this story' : 'The story could not be started'}
      actions={
        short && (
          <SiteLink href={paths.credits} className={buttonClasses('primary', 'md', 'no-underline')}>
            Get more credits
          </SiteLink>
        )
      }
    >
      {message} {short && 'Nothing has been charged.'}
    </Notice>
  );
}

export function StoryWizard({ wizard, userId, children, credits, canCreate }: StoryWizardProps) {
  const { state, index, next, back, goTo, update } = wizard;
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const create = useCreateStory();
  const outsidePictures = useOutsidePictures();
  const [preparing, setPreparing] = useState(false);
  const starting = preparing || create.isPending;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  const hero = children.find((child) => child.id === state.heroChildId);
  const check = costCheck(state, credits);
  const creditsEnabled = credits?.enabled ?? true;
  const isReview = state.step === 'review';
  const template = state.idea?.kind === 'template' ? state.idea : undefined;

  // With exactly one child there is no choice to make: they are the hero unless one is chosen already.
  const onlyChildId = children.length === 1 ? children[0]!.id : null;
  const heroKnown = children.some((child) => child.id === state.heroChildId);
  useEffect(() => {
    if (onlyChildId && !heroKnown) update((current) => withHero(current, onlyChildId));
  }, [onlyChildId, heroKnown, update]);

  // A new step is announced by moving focus to its question, not on the first paint of the page.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [state.step]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isReview) {
      next();
      return;
    }
    const incomplete = firstIncompleteStep(state, wizard.context, stepIds);
    if (incomplete) {
      goTo(incomplete);
      return;
    }
    if (check.short || starting || !canCreate) return;
    void start();
  };

  /** The chosen portrait goes along only while this tab still holds it unlocked and outside pictures are allowed. */
  const start = async () => {
    setPreparing(true);
    const unlockedPortrait = outsidePictures ? await unlockedPortraitField(state.unlockedPortraitId).catch(() => null) : null;
    setPreparing(false);
    create.mutate({ ...toCreateRequest(state), ...(unlockedPortrait ? { unlockedPortrait } : {}) }, {
      onSuccess: ({ id }) => {
        clearWizardState(userId);
        navigate(`${paths.storyCompletion}?id=${encodeURIComponent(id)}`);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 402) void queryClient.invalidateQueries({ queryKey: creditsQuery.queryKey });
      },
    });
  };

  const content: Record<StepId, () => ReactNode> = {
    hero: () => <HeroStep wizard={wizard} children={children} />,
    characters: () => <CharactersStep wizard={wizard} children={children} />,
    idea: () => <IdeaStep wizard={wizard} />,
    setting: () => <SettingStep wizard={wizard} />,
    length: () => <LengthStep wizard={wizard} hero={hero} creditsEnabled={creditsEnabled} />,
    style: () => <StyleStep wizard={wizard} hero={hero} />,
    voice: () => <VoiceStep wizard={wizard} creditsEnabled={creditsEnabled} />,
    review: () => <ReviewStep wizard={wizard} children={children} check={check} />,
  };

  return (
    <div className="grid gap-6">
      <StepIndicator current={state.step} furthest={state.furthest} onSelect={goTo} />
      <form noValidate onSubmit={submit} aria-labelledby="wizard-step-heading" className="rounded-3xl border border-border bg-surface p-5 sm:p-7">
        <p className="text-sm font-semibold uppercase tracking-[0.12em] text-primary">
          Step {index + 1} of {stepIds.length}
        </p>
        <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className="mt-1 scroll-mt-24 text-2xl font-bold outline-none sm:text-3xl">
          {stepHeadings[state.step]}
        </h2>
        {template && index < stepIds.indexOf('idea') && (
          <p className="mt-3 rounded-2xl bg-accent-soft px-4 py-3">
            Template chosen: <strong>{template.title}</strong>. Its theme, setting and lesson are filled in for you.
          </p>
        )}
        <div className="mt-5">{content[state.step]()}</div>
        {isReview && create.isError && (
          <div className="mt-5">
            <CreateError error={create.error} />
          </div>
        )}
        <div className="mt-8 flex flex-wrap-reverse items-center justify-between gap-3 border-t border-border pt-5">
          {index > 0 ? (
            <Button variant="secondary" onClick={back}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {isReview ? (
            <Button type="submit" size="lg" disabled={!canCreate || check.short || starting || (check.balance === null && check.enabled)}>
              {starting ? 'Starting your story…' : 'Create the story'}
            </Button>
          ) : (
            <Button type="submit" disabled={state.step === 'hero' && children.length === 0}>
              Next: {stepTitles[stepIds[index + 1]!].toLowerCase()}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
