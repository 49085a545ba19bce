/**
 * Plans, credit packs and credit costs (docs/product.md "Credits, plans and prices"): the one config
 * file the landing page, /credits and the credits ledger all read.
 */
import type { StoryLength } from './reading.ts';

export const planIds = ['bloom', 'wonder', 'flourish'] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  id: PlanId;
  name: string;
  priceCents: number;
  creditsPerMonth: number;
  extraCharacters: number;
  clonedVoices: number;
  pdfExport: boolean;
  priorityGeneration: boolean;
  tagline: string;
}

export const plans: readonly Plan[] = [
  {
    id: 'bloom',
    name: 'Bloom',
    priceCents: 699,
    creditsPerMonth: 30,
    extraCharacters: 1,
    clonedVoices: 0,
    pdfExport: false,
    priorityGeneration: false,
    tagline: 'A few new bedtime stories every week.',
  },
  {
    id: 'wonder',
    name: 'Wonder',
    priceCents: 1299,
    creditsPerMonth: 80,
    extraCharacters: 2,
    clonedVoices: 1,
    pdfExport: true,
    priorityGeneration: false,
    tagline: 'A story every night, read in your own voice.',
  },
  {
    id: 'flourish',
    name: 'Flourish',
    priceCents: 1999,
    creditsPerMonth: 160,
    extraCharacters: 2,
    clonedVoices: 3,
    pdfExport: true,
    priorityGeneration: true,
    tagline: 'For big families and voracious readers.',
  },
];

export const packIds = ['pack-20', 'pack-60', 'pack-150'] as const;
export type PackId = (typeof packIds)[number];

export interface CreditPack {
  id: PackId;
  credits: number;
  priceCents: number;
}

export const creditPacks: readonly CreditPack[] = [
  { id: 'pack-20', credits: 20, priceCents: 499 },
  { id: 'pack-60', credits: 60, priceCents: 1299 },
  { id: 'pack-150', credits: 150, priceCents: 2799 },
];

export const trialCredits = 10;

export const findPlan = (id: string): Plan | undefined => plans.find((plan) => plan.id === id);
export const findPack = (id: string): CreditPack | undefined => creditPacks.find((pack) => pack.id === id);

/** Plans in price order: moving to a higher one is an upgrade (at once), to a lower one a downgrade (at period end). */
export function planRank(plan: PlanId | 'free'): number {
  return plan === 'free' ? 0 : plans.findIndex((entry) => entry.id === plan) + 1;
}

export type PlanFeature = 'clonedVoices' | 'pdfExport' | 'priorityGeneration';

/** "Wonder or Flourish": the plans that include a feature, for messages that say where to get it. */
export function plansWith(feature: PlanFeature): string {
  const names = plans.filter((plan) => (feature === 'clonedVoices' ? plan.clonedVoices > 0 : plan[feature])).map((plan) => plan.name);
  return names.join(' or ');
}

/** Extra characters allowed per story; accounts without a plan get none. */
export const extraCharactersByPlan: Record<PlanId | 'free', number> = {
  free: 0,
  bloom: 1,
  wonder: 2,
  flourish: 2,
};

export const launchOffer = {
  banner: 'Limited Time: 50% OFF + FREE trial',
  detail: '50% off your first month and a 7-day free trial on every plan.',
  discountPercent: 50,
  trialDays: 7,
} as const;

export type NarrationChoice = 'none' | 'standard' | 'cloned';

export const creditCosts = {
  perFiveMinutes: 1,
  narration: { none: 0, standard: 1, cloned: 2 } satisfies Record<NarrationChoice, number>,
  regenerateIllustration: 1,
  restyleBook: 2,
  regenerateNarration: 1,
} as const;

export function storyCost(length: StoryLength, narration: NarrationChoice): number {
  return (length / 5) * creditCosts.perFiveMinutes + creditCosts.narration[narration];
}

export function formatPrice(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
