/**
 * The rules the server enforces and the web app shows ahead of time, so both ask the same function:
 * who writes a story, and how many extra characters a plan allows. The server's policy module
 * (src/server/policies/) builds its checks on these; the web calls them to explain before it asks.
 */
import { extraCharactersByPlan, plans, plansWith, type PlanId } from './pricing.ts';

export type AccountPlan = PlanId | 'free';

export type StoryWriter =
  | { kind: 'builtin' }
  | { kind: 'outside'; provider: string }
  /** An outside provider is configured but the parent has not allowed sending their child's details to it. */
  | { kind: 'builtin-without-consent'; provider: string };

/**
 * A child's details leave Storyloom only for an outside writer the parent allowed (consent 2);
 * without one configured, or without that consent, the built-in engine writes the story.
 */
export function storyWriter(outsideProvider: string | null | undefined, consentGiven: boolean): StoryWriter {
  if (!outsideProvider) return { kind: 'builtin' };
  return consentGiven ? { kind: 'outside', provider: outsideProvider } : { kind: 'builtin-without-consent', provider: outsideProvider };
}

export function planName(plan: AccountPlan): string {
  return plan === 'free' ? 'free' : (plans.find((entry) => entry.id === plan)?.name ?? plan);
}

export function extraCharacterAllowance(plan: AccountPlan): number {
  return extraCharactersByPlan[plan];
}

export function mayAddExtraCharacters(plan: AccountPlan, count: number): boolean {
  return count <= extraCharacterAllowance(plan);
}

/** "Extra characters come with the Bloom (1), Wonder (2) and Flourish (2) plans." */
export function extraCharacterPlansMessage(): string {
  const names = plans.filter((plan) => plan.extraCharacters > 0).map((plan) => `${plan.name} (${plan.extraCharacters})`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `Extra characters come with the ${list} plans.`;
}

/** "Bloom allows 1 and Wonder or Flourish allow 2", built from the price list so it never drifts. */
function planAllowances(): string {
  const byCount = new Map<number, string[]>();
  for (const plan of plans) {
    if (plan.extraCharacters === 0) continue;
    byCount.set(plan.extraCharacters, [...(byCount.get(plan.extraCharacters) ?? []), plan.name]);
  }
  const parts = [...byCount.entries()]
    .sort(([a], [b]) => a - b)
    .map(([count, names]) => `${names.join(' or ')} ${names.length === 1 ? 'allows' : 'allow'} ${count}`);
  return parts.join(' and ');
}

/** Why a story may not have that many extra characters, in the words both sides show. */
export function extraCharacterLimitMessage(plan: AccountPlan): string {
  const allowed = extraCharacterAllowance(plan);
  const current =
    allowed === 0
      ? `Stories on the ${planName(plan)} plan have just the hero.`
      : `Your ${planName(plan)} plan allows ${allowed} extra character${allowed === 1 ? '' : 's'} per story.`;
  return `${current} Extra characters come with a plan: ${planAllowances()}.`;
}

/** PDF export comes with some plans, and with every account where credits are switched off. */
export function mayExportPdf(plan: AccountPlan, creditsEnabled: boolean): boolean {
  return !creditsEnabled || Boolean(plans.find((entry) => entry.id === plan)?.pdfExport);
}

/** "PDF export comes with the Wonder or Flourish plan." */
export const pdfExportPlansMessage = () => `PDF export comes with the ${plansWith('pdfExport')} plan.`;
