import { launchOffer } from '@shared/pricing.ts';
import type { PaymentSummaryResponse } from '@shared/schemas/payments.ts';
import { PackList, PlanList } from '../credits/price-list.tsx';
import { BuyButton } from './buy-button.tsx';

/** The plans, each with what the parent can do about it here. */
export function PlanOffers({ summary }: { summary: PaymentSummaryResponse }) {
  const { subscription } = summary;
  const hasPlan = subscription.plan !== 'free';
  return (
    <div className="grid gap-4">
      {summary.paymentsEnabled && summary.launchOfferAvailable && (
        <p id="launch-offer" className="w-fit rounded-full border border-border bg-accent-soft px-4 py-1.5 text-sm">
          <strong>Launch offer:</strong> {launchOffer.detail}
        </p>
      )}
      <PlanList
        current={subscription.plan}
        action={(plan) => {
          if (!summary.paymentsEnabled) return null;
          if (hasPlan) {
            return subscription.plan === plan.id ? null : (
              <p className="mt-auto pt-4 text-sm text-fg-muted">Switch to {plan.name} in the billing portal.</p>
            );
          }
          return (
            <BuyButton
              item={plan.id}
              label={summary.launchOfferAvailable ? `Try ${plan.name} free for ${launchOffer.trialDays} days` : `Subscribe to ${plan.name}`}
              describedBy={summary.launchOfferAvailable ? 'launch-offer' : undefined}
            />
          );
        }}
      />
    </div>
  );
}

export function PackOffers({ summary }: { summary: PaymentSummaryResponse }) {
  return <PackList action={(pack) => (summary.paymentsEnabled ? <BuyButton item={pack.id} label={`Buy ${pack.credits} credits`} /> : null)} />;
}
