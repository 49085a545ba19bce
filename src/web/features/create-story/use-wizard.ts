import { useCallback, useEffect, useState } from 'react';
import { extraCharacterAllowance } from '@shared/policies.ts';
import {
  clearWizardState,
  initialWizardState,
  loadWizardState,
  saveWizardState,
  stepIds,
  type StepId,
  type WizardState,
} from './state.ts';
import { validateStep, type StepContext, type StepErrors } from './validation.ts';

export type WizardUpdate = Partial<WizardState> | ((state: WizardState) => WizardState);

/**
 * The wizard's state and its moves. Every change is saved at once; errors show only after the
 * parent tried to go on from a step, and then follow their edits until the step is complete.
 */
export function useWizard(userId: string, context: StepContext) {
  const [state, setState] = useState<WizardState>(() => loadWizardState(userId));
  const [attempted, setAttempted] = useState<StepId | null>(null);

  useEffect(() => saveWizardState(userId, state), [userId, state]);

  const index = stepIds.indexOf(state.step);
  const errors: StepErrors = validateStep(state.step, state, context);
  const complete = Object.keys(errors).length === 0;

  const update = useCallback(
    (change: WizardUpdate) => setState((current) => (typeof change === 'function' ? change(current) : { ...current, ...change })),
    [],
  );

  const goTo = (step: StepId) => {
    const target = stepIds.indexOf(step);
    if (target > state.furthest) return;
    setAttempted(null);
    update({ step });
  };

  /** Moves on when the step is complete; otherwise shows what is missing and stays. */
  const next = (): boolean => {
    if (!complete) {
      setAttempted(state.step);
      return false;
    }
    const target = Math.min(index + 1, stepIds.length - 1);
    setAttempted(null);
    update((current) => ({ ...current, step: stepIds[target]!, furthest: Math.max(current.furthest, target) }));
    return true;
  };

  const back = () => {
    if (index > 0) goTo(stepIds[index - 1]!);
  };

  const startOver = () => {
    clearWizardState(userId);
    setAttempted(null);
    setState(initialWizardState);
  };

  return {
    state,
    index,
    update,
    goTo,
    next,
    back,
    startOver,
    complete,
    /** Shown only after a try to move on. */
    errors: attempted === state.step ? errors : {},
    context,
    /** How many extra characters the parent's plan allows in one story. */
    extraCharacterLimit: extraCharacterAllowance(context.plan),
  };
}

export type Wizard = ReturnType<typeof useWizard>;
