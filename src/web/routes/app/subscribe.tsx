import { paths } from '@shared/routes.ts';
import { AppPage, LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { usePaymentSummary } from '../../features/payments/api.ts';
import { CheckoutReturn } from '../../features/payments/checkout-return.tsx';
import { PlanOffers } from '../../features/payments/offers.tsx';
import { NotForSale, PaymentNotices, PlanStatus } from '../../features/payments/plan-status.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

/** /subscribe: the monthly plans, the parent's own, and the way to start or manage one. */
export default function Subscribe() {
  useDocumentMeta({ title: 'Plans', noIndex: true });
  const summary = usePaymentSummary();
  return (
    <AppPage
      width="wide"
      title="Plans"
      lead="A plan adds credits every month, and extras such as more characters per story and your own voice."
      notices={
        <>
          <CheckoutReturn />
          {summary.data && <PaymentNotices summary={summary.data} />}
        </>
      }
    >
      {summary.isPending && <SectionLoading label="Checking your plan…" />}
      {summary.isError && <LoadError what="your plan" onRetry={() => void summary.refetch()} />}
      {summary.data && (
        <SectionCard
          title="Your plan"
          actions={
            <SiteLink href={paths.credits} className={buttonClasses('secondary', 'md', 'no-underline')}>
              Credits and packs
            </SiteLink>
          }
        >
          {summary.data.creditsEnabled && <PlanStatus summary={summary.data} />}
          {!summary.data.paymentsEnabled && (
            <div className="mt-4">
              <NotForSale creditsEnabled={summary.data.creditsEnabled} />
            </div>
          )}
          <div className="mt-6">
            <PlanOffers summary={summary.data} />
          </div>
        </SectionCard>
      )}
    </AppPage>
  );
}
