/**
 * What outside image models are told: the character sheet and page prompts for every style pass
 * our own prompt check, and the check refuses a prompt that carries a name or the birth date.
 */
import { describe, expect, it } from 'vitest';
import { defaultAppearance } from '../../src/shared/appearance.ts';
import { illustrationStyleIds } from '../../src/shared/schemas/stories.ts';
import { poseNames } from '../../src/shared/character/index.ts';
import { characterSheet, pagePrompt, referencePrompt } from '../../src/server/domain/character-sheet.ts';
import { checkPrompt, PromptRefusedError } from '../../src/server/domain/outside-page-drawing.ts';
import { petLook } from '../../src/server/providers/images/builtin/cast.ts';
import type { ScenePlan } from '../../src/shared/schemas/illustrations.ts';

const context = { names: ['Maya', 'Biscuit'], birthDate: '2020-03-14', heroAge: 6 };
const plan: ScenePlan = { setting: 'forest', timeOfDay: 'night', figures: [{ who: 'hero', pose: 'running', expression: 'worried' }, { who: 'extra-0', pose: 'running', expression: 'happy' }], creature: 'owl', props: ['lantern', 'map'], framing: 'close', placement: 'right', angle: 'high', variant: 3, altText: 'Maya running with Biscuit.' };

describe('prompts for outside image models', () => {
  it('pass our own check in every style and pose, naming nobody', () => {
    for (const style of illustrationStyleIds) {
      const sheet = characterSheet({ appearance: { ...defaultAppearance, glasses: true, freckles: true }, age: 6, pronouns: 'she' }, [petLook('Biscuit', 'dog')], style);
      expect(checkPrompt(referencePrompt(sheet, true), context)).toContain('The hero: a 6-year-old girl');
      for (const pose of poseNames) {
        const prompt = pagePrompt(sheet, { ...plan, figures: [{ who: 'hero', pose, expression: 'brave' }] }, true);
        expect(checkPrompt(prompt, context)).toContain('Companion 1: a friendly dog');
        expect(prompt).toContain('round glasses, freckles');
      }
    }
  });

  it('are refused when they carry a name or the birth date', () => {
    expect(() => checkPrompt('A picture of Maya in the park.', context)).toThrow(PromptRefusedError);
    expect(() => checkPrompt('A dog called biscuit.', context)).toThrow(PromptRefusedError);
    expect(() => checkPrompt('Born on 2020-03-14.', context)).toThrow(PromptRefusedError);
    expect(() => checkPrompt('Born on 14/03/2020.', context)).toThrow(PromptRefusedError);
    expect(() => checkPrompt('The hero holds a gun.', context)).toThrow(PromptRefusedError);
  });
});
