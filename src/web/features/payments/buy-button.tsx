import type { CheckoutItem } from '@shared/schemas/payments.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useCheckout } from './api.ts';

/** Opens Stripe Checkout for one plan or pack; says so on the button while it gets ready. */
export function BuyButton({ item, label, describedBy }: { item: CheckoutItem; label: string; describedBy?: string }) {
  const checkout = useCheckout();
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <div className="mt-auto grid gap-2 pt-4">
      <Button className="w-full" disabled={busy} aria-describedby={describedBy} onClick={() => checkout.mutate(item)}>
        {busy ? 'Opening secure checkout…' : label}
      </Button>
      {checkout.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {checkout.error instanceof ApiError ? checkout.error.serverMessage : 'We couldn’t open checkout. Please try again.'}
        </p>
      )}
    </div>
  );
}
