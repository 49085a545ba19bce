import { useSearch } from 'wouter';
import { findPack, findPlan } from '@shared/pricing.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { useCheckoutStatus } from './api.ts';

function purchaseDone(item: string): string {
  const plan = findPlan(item);
  if (plan) return `the ${plan.name} plan is yours`;
  const pack = findPack(item);
  return pack ? `${pack.credits} credits are yours` : 'your purchase is done';
}

/** The news at the top of the page Checkout returned to: waiting for Stripe, done, or cancelled. */
function Paid({ sessionId }: { sessionId: string }) {
  const status = useCheckoutStatus(sessionId);
  if (status.isError) {
    return (
      <Notice tone="danger" role="alert" title="We couldn’t check your payment">
        If Stripe took the payment, your credits arrive within a few minutes: reload this page to see them.
      </Notice>
    );
  }
  if (status.data?.status === 'complete') {
    return (
      <Notice tone="success" role="status" title={`Thank you: ${purchaseDone(status.data.item)}`}>
        Your balance is now {status.data.credits} {status.data.credits === 1 ? 'credit' : 'credits'}.
      </Notice>
    );
  }
  if (status.waitedTooLong) {
    return (
      <Notice tone="warning" role="status" title="Stripe hasn’t confirmed your payment yet">
        This can take a few minutes. Nothing is lost: the credits appear here as soon as it arrives.
      </Notice>
    );
  }
  return (
    <Notice role="status" title="Payment received by Stripe: adding it to your account…">
      This usually takes a few seconds. You can stay on this page.
    </Notice>
  );
}

export function CheckoutReturn() {
  const params = new URLSearchParams(useSearch());
  const outcome = params.get('checkout');
  const sessionId = params.get('session_id');
  if (outcome === 'success' && sessionId) return <Paid sessionId={sessionId} />;
  if (outcome === 'cancelled') {
    return (
      <Notice role="status" title="Checkout cancelled">
        Nothing was bought and nothing was charged. Your plan and credits are as they were.
      </Notice>
    );
  }
  return null;
}
