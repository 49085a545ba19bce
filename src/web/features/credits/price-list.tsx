import { creditCosts, creditPacks, formatPrice, plans, storyCost, type Plan } from '@shared/pricing.ts';
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
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] border-collapse text-left">
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

export function PlanList() {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id} className="flex flex-col rounded-2xl border border-border bg-bg p-5">
          <h4 className="font-display text-xl font-bold">{plan.name}</h4>
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
        </li>
      ))}
    </ul>
  );
}

export function PackList() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {creditPacks.map((pack) => (
        <li key={pack.id} className="rounded-2xl border border-border bg-bg p-5">
          <h4 className="font-display text-xl font-bold">{pack.credits} credits</h4>
          <p className="mt-1">
            <span className="text-2xl font-bold">{formatPrice(pack.priceCents)}</span>
            <span className="text-fg-muted"> once</span>
          </p>
          <p className="mt-1 text-sm text-fg-muted">{formatPrice(Math.round(pack.priceCents / pack.credits))} a credit</p>
        </li>
      ))}
    </ul>
  );
}
