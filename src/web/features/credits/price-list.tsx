import type { ReactNode } from 'react';
import { creditCosts, creditPacks, formatPrice, plans, storyCost, type CreditPack, type Plan, type PlanId } from '@shared/pricing.ts';
import { storyLengths } from '@shared/reading.ts';
import { availableNarrationVoices, narrationUnavailable } from '@shared/schemas/stories.ts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function perks(plan: Plan): string[] {
  const list = [`${plan.creditsPerMonth} credits every month`, `${plural(plan.extraCharacters, 'extra character')} per story`];
  if (plan.clonedVoices > 0) list.push(`${plural(plan.clonedVoices, 'cloned voice')} for narration`);
  if (plan.pdfExport) list.push('PDF export for printing');
  if (plan.priorityGeneration) list.push('Priority generation');
  return list;
}

/** What a story costs, from the one price list: length, narration and small redos. */
export function StoryCosts() {
  return (
    <div className="grid gap-5">
      {/* On a phone the four columns do not fit: each length becomes a small card of its own. */}
      <ul aria-label="Credits per story by length and narration" className="grid gap-3 sm:hidden">
        {storyLengths.map((minutes) => (
          <li key={minutes} className="rounded-2xl border border-border p-4">
            <p className="font-semibold">{minutes} minutes</p>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
              <dt className="text-fg-muted">No narration</dt>
              <dd>{plural(storyCost(minutes, 'none'), 'credit')}</dd>
              <dt className="text-fg-muted">Standard voice</dt>
              <dd>{plural(storyCost(minutes, 'standard'), 'credit')}</dd>
              <dt className="text-fg-muted">Your own voice</dt>
              <dd>{plural(storyCost(minutes, 'cloned'), 'credit')}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Credits per story by length and narration</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-4 font-semibold">Length</th>
              <th scope="col" className="py-2 pr-4 font-semibold">No narration</th>
              <th scope="col" className="py-2 pr-4 font-semibold">Standard voice</th>
              <th scope="col" className="py-2 font-semibold">Your own voice</th>
            </tr>
          </thead>
          <tbody>
            {storyLengths.map((minutes) => (
              <tr key={minutes} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-4 font-normal">{minutes} minutes</th>
                <td className="py-2 pr-4">{plural(storyCost(minutes, 'none'), 'credit')}</td>
                <td className="py-2 pr-4">{plural(storyCost(minutes, 'standard'), 'credit')}</td>
                <td className="py-2">{plural(storyCost(minutes, 'cloned'), 'credit')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid list-disc gap-1 pl-5 text-fg-muted">
        <li>{plural(creditCosts.perFiveMinutes, 'credit')} for every 5 minutes of reading time.</li>
        <li>
          Narration adds {plural(creditCosts.narration.standard, 'credit')} in the standard voice, or{' '}
          {plural(creditCosts.narration.cloned, 'credit')} in a cloned voice.
          {!availableNarrationVoices.includes('standard') && ` ${narrationUnavailable}`}
        </li>
        <li>
          Redrawing one illustration costs {plural(creditCosts.regenerateIllustration, 'credit')}; recording one page’s
          narration again costs {plural(creditCosts.regenerateNarration, 'credit')}.
        </li>
        <li>Credits are set aside when a story starts, and given back in full if it cannot be finished.</li>
      </ul>
    </div>
  );
}

/** The plans; `action` adds a button (or a note) under each, `current` marks the parent's own. */
export function PlanList({ action, current }: { action?: (plan: Plan) => ReactNode; current?: PlanId | 'free' } = {}) {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id} className={`flex flex-col rounded-2xl border bg-bg p-5 ${current === plan.id ? 'border-primary border-2' : 'border-border'}`}>
          <h4 className="flex flex-wrap items-center gap-2 font-display text-xl font-bold">
            {plan.name}
            {current === plan.id && <span className="rounded-full bg-primary px-2.5 py-0.5 font-sans text-xs text-primary-fg">Your plan</span>}
          </h4>
          <p className="mt-1 text-fg-muted">{plan.tagline}</p>
          <p className="mt-3">
            <span className="text-3xl font-bold">{formatPrice(plan.priceCents)}</span>
            <span className="text-fg-muted"> a month</span>
          </p>
          <ul className="mt-3 grid list-disc gap-1 pl-5">
            {perks(plan).map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
          {action?.(plan)}
        </li>
      ))}
    </ul>
  );
}

export function PackList({ action }: { action?: (pack: CreditPack) => ReactNode } = {}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {creditPacks.map((pack) => (
        <li key={pack.id} className="flex flex-col rounded-2xl border border-border bg-bg p-5">
          <h4 className="font-display text-xl font-bold">{pack.credits} credits</h4>
          <p className="mt-1">
            <span className="text-2xl font-bold">{formatPrice(pack.priceCents)}</span>
            <span className="text-fg-muted"> once</span>
          </p>
          <p className="mt-1 text-sm text-fg-muted">{formatPrice(Math.round(pack.priceCents / pack.credits))} a credit</p>
          {action?.(pack)}
        </li>
      ))}
    </ul>
  );
}
