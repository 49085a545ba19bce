import { trialCredits } from '@shared/pricing.ts';
import { paths } from '@shared/routes.ts';
import { AppPage, LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { StoryCosts } from '../../features/credits/price-list.tsx';
import { usePaymentSummary } from '../../features/payments/api.ts';
import { CheckoutReturn } from '../../features/payments/checkout-return.tsx';
import { PackOffers, PlanOffers } from '../../features/payments/offers.tsx';
import { NotForSale, PaymentNotices, PlanStatus } from '../../features/payments/plan-status.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

/** /credits: the balance and plan, what stories cost, and the plans and packs to buy. */
export default function Credits() {
  useDocumentMeta({ title: 'Credits and plans', noIndex: true });
  const summary = usePaymentSummary();
  const historyLink = (
    <SiteLink href={paths.creditHistory} className={buttonClasses('secondary', 'md', 'no-underline')}>
      See your credit history
    </SiteLink>
  );
  return (
    <AppPage
      width="wide"
      title="Credits and plans"
      lead="Stories are paid for with credits. Here is your balance, your plan and what each story costs."
      notices={
        <>
          <CheckoutReturn />
          {summary.data && <PaymentNotices summary={summary.data} />}
        </>
      }
    >
      {summary.isPending && <SectionLoading label="Checking your balance…" />}
      {summary.isError && <LoadError what="your balance" onRetry={() => void summary.refetch()} />}
      {summary.data && (
        <>
          <SectionCard title="Your balance" actions={historyLink}>
            {summary.data.creditsEnabled ? (
              <>
                <p data-testid="credit-balance">
                  <span className="font-display text-5xl font-bold">{summary.data.credits}</span>{' '}
                  <span className="text-xl text-fg-muted">{summary.data.credits === 1 ? 'credit' : 'credits'}</span>
                </p>
                <p className="mt-2 text-fg-muted">
                  Every new account starts with {trialCredits} free credits. Credits set aside for a story that is still
                  being written are already taken off this number.
                </p>
                <div className="mt-4">
                  <PlanStatus summary={summary.data} />
                </div>
              </>
            ) : (
              <p className="text-lg">Credits are switched off on this Storyloom: everything is free.</p>
            )}
          </SectionCard>
          <SectionCard title="What a story costs" description="The cost is shown before you create a story, and nothing is taken until you do.">
            <StoryCosts />
          </SectionCard>
          <SectionCard title="Plans and credit packs" description="Monthly plans add credits and extras every month; packs are a one-off top-up.">
            {!summary.data.paymentsEnabled && <NotForSale creditsEnabled={summary.data.creditsEnabled} />}
            <h3 className="mt-6 text-lg font-bold">Monthly plans</h3>
            <div className="mt-3">
              <PlanOffers summary={summary.data} />
            </div>
            <h3 className="mt-8 text-lg font-bold">Credit packs</h3>
            <div className="mt-3">
              <PackOffers summary={summary.data} />
            </div>
          </SectionCard>
        </>
      )}
    </AppPage>
  );
}
