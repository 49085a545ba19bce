import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  creditCosts,
  creditPacks,
  formatPrice,
  launchOffer,
  plans,
  storyCost,
  trialCredits,
  type Plan,
} from '@shared/pricing.ts';
import { defaultStoryLength } from '@shared/reading.ts';
import { paths } from '@shared/routes.ts';
import { useSiteConfigValue } from '../../features/site/api.ts';
import { buttonClasses } from '../ui/button.tsx';
import { Container, SectionHeader } from './section.tsx';
import { CheckIcon } from './icons.tsx';

/** What a typical night costs: a default-length story with standard narration. */
const nightlyStoryCost = storyCost(defaultStoryLength, 'standard');
const storiesFor = (credits: number) => Math.floor(credits / nightlyStoryCost);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function planPerks(plan: Plan): string[] {
  const perks = [
    `${plan.creditsPerMonth} credits every month — about ${storiesFor(plan.creditsPerMonth)} narrated ${defaultStoryLength}-minute stories`,
    `${plural(plan.extraCharacters, 'extra character')} per story: a sibling, a friend or the family dog`,
  ];
  if (plan.clonedVoices > 0) perks.push(`${plural(plan.clonedVoices, 'cloned voice')}, so stories can be read in yours`);
  if (plan.pdfExport) perks.push('PDF export for printing a keepsake copy');
  if (plan.priorityGeneration) perks.push('Priority generation on busy evenings');
  return perks;
}

export function PricingSection() {
  const config = useSiteConfigValue();
  // Until the answer arrives nothing is promised: the offer shows only where it can be taken.
  const forSale = config?.paymentsEnabled === true;
  const free = config?.creditsEnabled === false;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeader
          id="pricing-title"
          eyebrow="Pricing"
          title="Start free, then pick what fits your evenings"
          lead={`Every new account gets ${trialCredits} free credits, enough for ${storiesFor(trialCredits)} narrated ${defaultStoryLength}-minute stories. No plan needed to begin.`}
        />

        <p
          data-testid="pricing-offer"
          className="mx-auto mt-8 flex min-h-10 w-fit max-w-full flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full border border-border bg-accent-soft px-5 py-2 text-center text-sm"
        >
          {config && (
            <>
              <strong className="font-semibold">{forSale ? 'Launch offer' : free ? 'Free here' : 'On this Storyloom'}</strong>
              <span>
                {forSale
                  ? launchOffer.detail
                  : free
                    ? 'Credits are switched off, so every story is free: the plans are shown for information.'
                    : `Plans can’t be bought here yet: start with ${trialCredits} free credits and ask the person who runs it for more.`}
              </span>
            </>
          )}
        </p>

        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.id}
              className="flex flex-col rounded-3xl border border-border bg-surface p-7 shadow-sm"
            >
              <h3 id={`plan-${plan.id}`} className="font-display text-2xl font-bold">
                {plan.name}
              </h3>
              <p className="mt-1 text-fg-muted">{plan.tagline}</p>
              <p className="mt-6 flex items-baseline gap-1.5">
                <span className="font-display text-4xl font-bold tracking-tight">{formatPrice(plan.priceCents)}</span>
                <span className="text-fg-muted">per month</span>
              </p>
              <ul className="mt-6 grid flex-1 content-start gap-3">
                {planPerks(plan).map((perk) => (
                  <li key={perk} className="flex gap-3">
                    <CheckIcon className="mt-1 size-5 shrink-0 text-success" />
                    <span>{perk}</span>
                  </li>
                ))}
              </ul>
              <Link href={paths.signup} className={buttonClasses(forSale ? 'primary' : 'secondary', 'md', 'mt-8 w-full')}>
                {forSale ? `Start with ${plan.name}` : free ? 'Start free' : `Start free with ${trialCredits} credits`}
              </Link>
            </li>
          ))}
        </ul>

        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="packs-title" className="rounded-3xl border border-border bg-muted p-7">
            <h3 id="packs-title" className="font-display text-xl font-bold">
              Rather pay as you go?
            </h3>
            <p className="mt-2 text-fg-muted">Credit packs top up any account, with or without a plan.</p>
            <ul className="mt-5 grid gap-3 sm:grid-cols-3">
              {creditPacks.map((pack) => (
                <li
                  key={pack.id}
                  className="grid grid-cols-[1fr_auto] items-center gap-x-4 rounded-2xl bg-surface px-5 py-3 sm:grid-cols-1 sm:p-4 sm:text-center"
                >
                  <p className="font-semibold">{pack.credits} credits</p>
                  <p className="row-span-2 font-display text-2xl font-bold sm:row-span-1">{formatPrice(pack.priceCents)}</p>
                  <p className="text-sm text-fg-muted sm:order-last">
                    {formatPrice(Math.round(pack.priceCents / pack.credits))} a credit
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="costs-title" className="rounded-3xl border border-border bg-muted p-7">
            <h3 id="costs-title" className="font-display text-xl font-bold">
              What a story costs
            </h3>
            <dl className="mt-4 grid gap-3">
              <CostRow term="Story, with an illustration on every page">
                {creditCosts.perFiveMinutes} credit per 5 minutes of reading ({storyCost(5, 'none')} to{' '}
                {storyCost(30, 'none')} credits)
              </CostRow>
              <CostRow term="Narration with read-along">
                +{creditCosts.narration.standard} credit, or +{creditCosts.narration.cloned} in your cloned voice
              </CostRow>
              <CostRow term="Redo one illustration or one page’s narration">
                {creditCosts.regenerateIllustration} credit
              </CostRow>
              <CostRow term="If a story fails">every credit comes straight back</CostRow>
            </dl>
          </section>
        </div>
        <p className="mt-6 text-center text-sm text-fg-muted">
          Prices in US dollars. Cancel a plan whenever you like; it runs to the end of the month you paid for.
        </p>
      </Container>
    </section>
  );
}

function CostRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-b border-border pb-3 last:border-0 last:pb-0">
      <dt className="text-fg-muted">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
