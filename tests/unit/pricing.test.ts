import { describe, expect, it } from 'vitest';
import {
  creditCosts,
  creditPacks,
  extraCharactersByPlan,
  formatPrice,
  launchOffer,
  plans,
  storyCost,
  trialCredits,
  type NarrationChoice,
} from '@shared/pricing.ts';
import { storyLengths } from '@shared/reading.ts';

describe('storyCost', () => {
  // docs/product.md: 1 credit per 5 minutes; narration +1 standard, +2 cloned.
  const expected: Record<NarrationChoice, number[]> = {
    none: [1, 2, 3, 4, 5, 6],
    standard: [2, 3, 4, 5, 6, 7],
    cloned: [3, 4, 5, 6, 7, 8],
  };

  for (const [narration, costs] of Object.entries(expected) as Array<[NarrationChoice, number[]]>) {
    it.each(storyLengths.map((length, i) => [length, costs[i]!]))(
      `a %i-minute story with ${narration} narration costs %i`,
      (length, cost) => {
        expect(storyCost(length, narration)).toBe(cost);
      },
    );
  }

  it('charges 1 credit to regenerate one illustration or one page of narration', () => {
    expect(creditCosts.regenerateIllustration).toBe(1);
    expect(creditCosts.regenerateNarration).toBe(1);
  });
});

describe('plans', () => {
  const byId = Object.fromEntries(plans.map((plan) => [plan.id, plan]));

  it('offers Bloom, Wonder and Flourish in that order', () => {
    expect(plans.map((plan) => plan.name)).toEqual(['Bloom', 'Wonder', 'Flourish']);
  });

  it('matches the prices and allowances of docs/product.md', () => {
    expect(byId.bloom).toMatchObject({
      priceCents: 699,
      creditsPerMonth: 30,
      extraCharacters: 1,
      clonedVoices: 0,
      pdfExport: false,
      priorityGeneration: false,
    });
    expect(byId.wonder).toMatchObject({
      priceCents: 1299,
      creditsPerMonth: 80,
      extraCharacters: 2,
      clonedVoices: 1,
      pdfExport: true,
      priorityGeneration: false,
    });
    expect(byId.flourish).toMatchObject({
      priceCents: 1999,
      creditsPerMonth: 160,
      extraCharacters: 2,
      clonedVoices: 3,
      pdfExport: true,
      priorityGeneration: true,
    });
  });

  it('limits extra characters: free 0, Bloom 1, Wonder and Flourish 2', () => {
    expect(extraCharactersByPlan).toEqual({ free: 0, bloom: 1, wonder: 2, flourish: 2 });
    for (const plan of plans) expect(extraCharactersByPlan[plan.id]).toBe(plan.extraCharacters);
  });
});

describe('credit packs, trial and launch offer', () => {
  it('sells 20, 60 and 150 credits for $4.99, $12.99 and $27.99', () => {
    expect(creditPacks.map(({ credits, priceCents }) => [credits, formatPrice(priceCents)])).toEqual([
      [20, '$4.99'],
      [60, '$12.99'],
      [150, '$27.99'],
    ]);
  });

  it('gives a new account 10 trial credits', () => {
    expect(trialCredits).toBe(10);
  });

  it('words the launch offer as the mobile banner of docs/product.md §1', () => {
    expect(launchOffer.banner).toBe('Limited Time: 50% OFF + FREE trial');
    expect(launchOffer.discountPercent).toBe(50);
    expect(launchOffer.trialDays).toBe(7);
  });

  it('formats plan prices in US dollars', () => {
    expect(plans.map((plan) => formatPrice(plan.priceCents))).toEqual(['$6.99', '$12.99', '$19.99']);
  });
});
