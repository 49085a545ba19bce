/**
 * Each step is checked with the same schema pieces the server validates the whole request with,
 * so the wizard cannot let through what the API would refuse (and says it in the same words).
 */
import type { z } from 'zod';
import { extraCharacterLimitMessage, mayAddExtraCharacters, type AccountPlan } from '@shared/policies.ts';
import type { ChildRecord } from '@shared/schemas/children.ts';
import { createStoryRequest, extraCharacterInput } from '@shared/schemas/stories.ts';
import { toCreateRequest, type StepId, type WizardState } from './state.ts';

/** Field name → message; empty when the step is complete. */
export type StepErrors = Partial<Record<string, string>>;


const shape = createStoryRequest.shape;

function firstIssue(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : result.error.issues[0]?.message;
}

function check(errors: StepErrors, field: string, message: string | undefined) {
  if (message && !errors[field]) errors[field] = message;
}

export interface StepContext {
  children: readonly ChildRecord[];
  /** The plan in force (from the payment summary), which sets how many extra characters a story has. */
  plan: AccountPlan;
}

export function validateStep(step: StepId, state: WizardState, { children, plan }: StepContext): StepErrors {
  const errors: StepErrors = {};
  switch (step) {
    case 'hero':
      check(errors, 'heroChildId', firstIssue(shape.heroChildId.safeParse(state.heroChildId ?? '')));
      if (!errors.heroChildId && !children.some((child) => child.id === state.heroChildId)) {
        errors.heroChildId = 'Please choose the child who will be the hero.';
      }
      break;
    case 'characters':
      if (!mayAddExtraCharacters(plan, state.extraCharacters.length)) {
        errors.extraCharacters = `${extraCharacterLimitMessage(plan)} Please remove the extra characters to continue.`;
      }
      check(errors, 'extraCharacters', firstIssue(shape.extraCharacters.safeParse(state.extraCharacters)));
      state.extraCharacters.forEach((character, index) => {
        check(errors, `extraCharacters.${index}`, firstIssue(extraCharacterInput.safeParse(character)));
        if (character.kind === 'child' && character.childId === state.heroChildId) {
          check(errors, `extraCharacters.${index}`, 'The hero is already in the story.');
        }
      });
      break;
    case 'idea':
      if (!state.idea) errors.idea = 'Please choose a theme or a template.';
      else if (state.idea.kind === 'theme') check(errors, 'idea', firstIssue(shape.theme.safeParse(state.idea.theme)));
      else if (!state.idea.templateId) errors.idea = 'Please choose one of the templates.';
      break;
    case 'setting':
      check(errors, 'setting', firstIssue(shape.setting.safeParse(state.setting)));
      check(errors, 'lesson', firstIssue(shape.lesson.safeParse(state.lesson)));
      break;
    case 'length':
      check(errors, 'length', firstIssue(shape.length.safeParse(state.length)));
      break;
    case 'style':
      check(errors, 'illustrationStyle', firstIssue(shape.illustrationStyle.safeParse(state.illustrationStyle)));
      break;
    case 'voice':
      check(errors, 'voice', firstIssue(shape.voice.safeParse(state.voice)));
      if (!errors.voice && state.voice === 'cloned' && !state.clonedVoiceId) errors.voice = 'Please choose which of your cloned voices reads the story.';
      break;
    case 'review': {
      const result = createStoryRequest.safeParse(toCreateRequest(state));
      check(errors, 'request', firstIssue(result));
      break;
    }
  }
  return errors;
}

/** The first step, in order, that is not complete: the review sends the parent back there. */
export function firstIncompleteStep(state: WizardState, context: StepContext, steps: readonly StepId[]): StepId | null {
  return steps.find((step) => step !== 'review' && Object.keys(validateStep(step, state, context)).length > 0) ?? null;
}
