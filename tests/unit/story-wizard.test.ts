import { describe, expect, it } from 'vitest';
import { createStoryRequest } from '@shared/schemas/stories.ts';
import type { ChildRecord } from '@shared/schemas/children.ts';
import { storyTemplate } from '@shared/story-templates.ts';
import {
  initialWizardState,
  stepIds,
  storyReadingLevel,
  toCreateRequest,
  withHero,
  withTemplate,
  withTheme,
  type WizardState,
} from '../../src/web/features/create-story/state.ts';
import { firstIncompleteStep, validateStep } from '../../src/web/features/create-story/validation.ts';
import { describeEntry, formatAmount, type CreditHistoryEntry } from '../../src/web/features/credits/history-text.ts';
import { pagesLabel, progressValue } from '../../src/web/features/stories/progress.ts';
import { paragraphs } from '../../src/web/features/stories/reader.tsx';
import { extraCharacterPlansMessage, storyWriter } from '../../src/shared/policies.ts';

const heroId = '7d1f3a52-6c1e-4d5b-9a57-2f0c1e9b8a01';
const otherId = '5b2e8c41-0d3f-4a6e-8b1c-9e7f2a4d6c03';
const children = [{ id: heroId, name: 'Mia' } as ChildRecord];
const context = { children, plan: 'free' as const };
const complete: WizardState = { ...initialWizardState, heroChildId: heroId, idea: { kind: 'theme', theme: 'space' } };

describe('the story wizard', () => {
  it('asks for each missing answer in the words of the shared schema', () => {
    expect(validateStep('hero', initialWizardState, context)).toEqual({ heroChildId: 'Please choose the child who will be the hero.' });
    expect(validateStep('hero', { ...initialWizardState, heroChildId: '0c0ffee0-0000-4000-8000-000000000000' }, context).heroChildId).toBeDefined();
    expect(validateStep('idea', initialWizardState, context)).toEqual({ idea: 'Please choose a theme or a template.' });
    expect(validateStep('setting', { ...complete, lesson: 'x'.repeat(201) }, context).lesson).toBe('Please keep the lesson under 200 characters.');
    expect(validateStep('review', complete, context)).toEqual({});
    expect(firstIncompleteStep({ ...complete, idea: null }, context, stepIds)).toBe('idea');
  });

  it('keeps extra characters to the plan, and names the plans that allow them', () => {
    expect(extraCharacterPlansMessage()).toBe('Extra characters come with the Bloom (1), Wonder (2) and Flourish (2) plans.');
    const withPet: WizardState = { ...complete, extraCharacters: [{ kind: 'pet', name: 'Biscuit' }] };
    expect(validateStep('characters', withPet, context).extraCharacters).toContain('Stories on the free plan have just the hero.');
    expect(validateStep('characters', complete, context)).toEqual({});
    // The plan in force comes from the account: Bloom allows one, from the cast or typed in.
    const bloom = { ...context, plan: 'bloom' as const };
    expect(validateStep('characters', withPet, bloom)).toEqual({});
    const fromCast: WizardState = { ...complete, extraCharacters: [{ kind: 'companion', companionId: '0c0ffee0-0000-4000-8000-000000000001' }] };
    expect(validateStep('characters', fromCast, bloom)).toEqual({});
    expect(validateStep('characters', { ...fromCast, extraCharacters: [...fromCast.extraCharacters, { kind: 'pet', name: 'Biscuit' }] }, bloom).extraCharacters).toMatch(/Bloom/);
  });

  it('builds a request the API accepts, with a template or a theme but never both', () => {
    const template = storyTemplate('lighthouse-keeper')!;
    const fromTemplate = withTemplate(complete, template);
    expect(fromTemplate).toMatchObject({ setting: template.setting, lesson: template.lesson });
    const request = toCreateRequest(fromTemplate);
    expect(request).toMatchObject({ heroChildId: heroId, templateId: 'lighthouse-keeper', setting: template.setting });
    expect(request).not.toHaveProperty('theme');
    expect(createStoryRequest.safeParse(request).success).toBe(true);

    // Switching to a theme drops the template's words but keeps the parent's own.
    expect(withTheme(fromTemplate, 'ocean')).toMatchObject({ idea: { kind: 'theme', theme: 'ocean' }, setting: '', lesson: '' });
    expect(withTheme({ ...fromTemplate, setting: 'our garden' }, 'ocean').setting).toBe('our garden');
  });

  it('sends a reading level chosen for the story, and drops it when another hero is chosen', () => {
    expect(toCreateRequest(complete)).not.toHaveProperty('readingLevel');
    const pitched: WizardState = { ...complete, readingLevel: 'fluent-reader' };
    const request = toCreateRequest(pitched);
    expect(request.readingLevel).toBe('fluent-reader');
    expect(createStoryRequest.safeParse(request).success).toBe(true);
    expect(storyReadingLevel(pitched, { readingLevel: 'early-reader' })).toBe('fluent-reader');
    expect(storyReadingLevel(complete, { readingLevel: 'early-reader' })).toBe('early-reader');

    expect(withHero(pitched, heroId).readingLevel).toBe('fluent-reader');
    const otherHero = withHero({ ...pitched, extraCharacters: [{ kind: 'child', childId: otherId }] }, otherId);
    expect(otherHero).toMatchObject({ heroChildId: otherId, readingLevel: null, extraCharacters: [] });
  });
});

describe('story progress', () => {
  it('moves the bar through the stages and pages, up to 100 when ready', () => {
    expect(progressValue('queued', { stage: 'queued', pagesDone: 0, pagesTotal: 0 })).toBe(0);
    const early = progressValue('generating', { stage: 'writing', pagesDone: 1, pagesTotal: 8 });
    const late = progressValue('generating', { stage: 'writing', pagesDone: 7, pagesTotal: 8 });
    expect(early).toBeLessThan(late);
    expect(late).toBeLessThan(100);
    expect(progressValue('ready', null)).toBe(100);
    expect(pagesLabel({ stage: 'writing', pagesDone: 3, pagesTotal: 8 })).toBe('3 of 8 pages written');
    expect(pagesLabel({ stage: 'planning', pagesDone: 0, pagesTotal: 0 })).toBeNull();
  });

  it('splits a page into its paragraphs', () => {
    expect(paragraphs('One.\n\nTwo.\n \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
});

describe('credit history in plain words', () => {
  const entry = (
    kind: CreditHistoryEntry['kind'],
    amount: number,
    note: string,
    storyId: string | null = 's1',
    state: CreditHistoryEntry['state'] = kind === 'reserve' ? 'reserved' : null,
  ): CreditHistoryEntry => ({
    id: `${kind}-${amount}`,
    kind,
    amount,
    note,
    storyId,
    state,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const titles = new Map([['s1', 'The Lost Little Star']]);

  it('says what each row was for', () => {
    expect(describeEntry(entry('grant', 10, 'Welcome credits', null), titles)).toBe('Welcome credits');
    expect(describeEntry(entry('reserve', -2, 'Reserved for a story'), titles)).toBe('Reserved for “The Lost Little Star”');
    expect(describeEntry(entry('refund', 2, 'Refund: the story could not be made'), titles)).toBe(
      'Refund for “The Lost Little Star”: the story could not be made',
    );
    expect(describeEntry(entry('reserve', -1, 'Reserved for a story', 'gone'), titles)).toBe('Reserved for a story that has since been deleted');
    expect([formatAmount(10), formatAmount(-2), formatAmount(0)]).toEqual(['+10', '\u22122', 'no change']);
  });

  it('tells a story’s one line by what became of its credits', () => {
    expect(describeEntry(entry('reserve', -2, 'Reserved for a story', 's1', 'spent'), titles)).toBe('Spent on “The Lost Little Star”');
    expect(describeEntry(entry('reserve', -2, 'Reserved for a story', 's1', 'refunded'), titles)).toBe(
      'Set aside for “The Lost Little Star”, then given back',
    );
    expect(describeEntry(entry('adjustment', 5, 'Sorry for the outage', null), titles)).toBe('Added by Storyloom: Sorry for the outage');
    expect(describeEntry(entry('adjustment', -5, 'Duplicate grant', null), titles)).toBe('Removed by Storyloom: Duplicate grant');
    expect(describeEntry(entry('reversal', -20, 'Payment refunded: 20 credits', null), titles)).toBe('Payment refunded: 20 credits');
  });
});

describe('who writes the story', () => {
  it('is the built-in engine unless an outside provider is configured and the parent allowed it', () => {
    expect(storyWriter(null, true)).toEqual({ kind: 'builtin' });
    expect(storyWriter('OpenAI', false)).toEqual({ kind: 'builtin-without-consent', provider: 'OpenAI' });
    expect(storyWriter('OpenAI', true)).toEqual({ kind: 'outside', provider: 'OpenAI' });
  });
});
