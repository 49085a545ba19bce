import { formatLongDate } from '@shared/dates.ts';
import { findPlan, trialCredits } from '@shared/pricing.ts';
import { paths } from '@shared/routes.ts';
import type { PaymentSummaryResponse } from '@shared/schemas/payments.ts';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePortal } from './api.ts';

function PortalButton() {
  const portal = usePortal();
  const busy = portal.isPending || portal.isSuccess;
  return (
    <div className="grid gap-2">
      <Button variant="secondary" disabled={busy} onClick={() => portal.mutate()}>
        {busy ? 'Opening the billing portal…' : 'Manage billing: invoices, card, plan, cancel'}
      </Button>
      {portal.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {portal.error instanceof ApiError ? portal.error.serverMessage : 'We couldn’t open the billing portal. Please try again.'}
        </p>
      )}
    </div>
  );
}

/** The parent's plan in one or two sentences: which, until when, what changes next. */
export function PlanStatus({ summary }: { summary: PaymentSummaryResponse }) {
  const { subscription } = summary;
  const plan = findPlan(subscription.plan);
  const next = subscription.nextPlan ? findPlan(subscription.nextPlan) : undefined;
  return (
    <div className="grid gap-3">
      <p className="text-lg">
        {plan ? (
          <>
            You are on the <strong>{plan.name}</strong> plan
            {subscription.status === 'trialing' && ', in its free trial'}.
            {subscription.renewsAt && ` It renews on ${formatLongDate(subscription.renewsAt)}.`}
            {subscription.endsAt && ` It is cancelled and ends on ${formatLongDate(subscription.endsAt)}; then your account is free.`}
            {next && ` It becomes ${next.name} at the end of this period.`}
          </>
        ) : (
          <>You have no plan: stories are paid from your credits, starting with {trialCredits} free ones.</>
        )}
      </p>
      {summary.portalAvailable && <PortalButton />}
    </div>
  );
}

/** What needs the parent's attention: a failed renewal, or credits owed after a refund. */
export function PaymentNotices({ summary }: { summary: PaymentSummaryResponse }) {
  return (
    <>
      {summary.subscription.paymentFailed && (
        <Notice tone="danger" role="alert" title="We couldn’t renew your plan">
          Stripe could not take the last payment and will try again. Update your card in the billing portal to keep your plan.
        </Notice>
      )}
      {summary.shortfall > 0 && (
        <Notice tone="warning" role="alert" title={`${summary.shortfall} ${summary.shortfall === 1 ? 'credit is' : 'credits are'} owed`}>
          A refunded payment took back credits that had already been spent. New stories can start once more credits pay this off;
          your stories so far stay yours. Questions? <SiteLink href={paths.contact} className="font-semibold text-primary underline">Contact us</SiteLink>.
        </Notice>
      )}
    </>
  );
}

/** Why there is nothing to buy here, and what the parent can do instead. */
export function NotForSale({ creditsEnabled }: { creditsEnabled: boolean }) {
  if (!creditsEnabled) {
    return (
      <Notice title="Everything is free on this Storyloom">
        Credits are switched off here, so there is nothing to buy: the plans below are shown for information only.
      </Notice>
    );
  }
  return (
    <Notice title="Plans and packs can’t be bought on this Storyloom">
      Payments are not set up on this installation, so the plans and packs below are for information only. Every account
      starts with {trialCredits} free credits, and the person who runs this Storyloom can add more to your account: ask them
      through the{' '}
      <SiteLink href={paths.contact} className="font-semibold text-primary underline">
        contact page
      </SiteLink>
      .
    </Notice>
  );
}
