/**
 * Plans and payments: the parent's plan and balance (GET /api/payment/summary), Stripe Checkout
 * and the billing portal (both answer with a URL to go to), and the Checkout status the page
 * Checkout returns to polls until the webhook has landed.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CheckoutItem, CheckoutStatusResponse, PaymentSummaryResponse, RedirectResponse } from '@shared/schemas/payments.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { freshness } from '../../lib/freshness.ts';
import { creditKeys } from '../credits/api.ts';

export const paymentKeys = {
  summary: [...creditKeys.all, 'payment-summary'] as const,
  checkout: (id: string) => [...creditKeys.all, 'checkout', id] as const,
};

export const paymentSummaryQuery = queryOptions({
  queryKey: paymentKeys.summary,
  queryFn: ({ signal }) => apiRequest<PaymentSummaryResponse>('/api/payment/summary', { requireAuth: true, signal }),
  staleTime: freshness.credits.staleTime,
  gcTime: freshness.credits.gcTime,
});

export const usePaymentSummary = () => useQuery(paymentSummaryQuery);

/** Leaves for Stripe: Checkout or the portal. */
function go(url: string) {
  window.location.assign(url);
}

export function useCheckout() {
  return useMutation({
    mutationFn: (item: CheckoutItem) =>
      apiRequest<RedirectResponse>('/api/payment/checkout', { method: 'POST', body: { item }, requireAuth: true }),
    onSuccess: ({ url }) => go(url),
  });
}

export function usePortal() {
  return useMutation({
    mutationFn: () => apiRequest<RedirectResponse>('/api/payment/portal', { method: 'POST', requireAuth: true }),
    onSuccess: ({ url }) => go(url),
  });
}

/** How often, and how many times (about 90 seconds), the return page asks whether the payment has been recorded. */
export const checkoutPoll = { intervalMs: 1500, maxPolls: 60 };

/**
 * Polls one Checkout session until Stripe's webhook has been handled; then refreshes everything
 * credit-related. It never grants anything itself.
 */
export function useCheckoutStatus(sessionId: string | null) {
  const queryClient = useQueryClient();
  const [polls, setPolls] = useState(0);
  const query = useQuery({
    queryKey: paymentKeys.checkout(sessionId ?? 'none'),
    enabled: sessionId !== null,
    queryFn: async ({ signal }) => {
      const status = await apiRequest<CheckoutStatusResponse>(`/api/payment/checkout/${encodeURIComponent(sessionId!)}`, { requireAuth: true, signal });
      setPolls((count) => count + 1);
      if (status.status === 'complete') {
        void queryClient.invalidateQueries({ queryKey: creditKeys.balance });
        void queryClient.invalidateQueries({ queryKey: creditKeys.history });
        void queryClient.invalidateQueries({ queryKey: paymentKeys.summary });
      }
      return status;
    },
    refetchInterval: (current) =>
      current.state.data?.status === 'complete' || current.state.dataUpdateCount >= checkoutPoll.maxPolls ? false : checkoutPoll.intervalMs,
    staleTime: 0,
  });
  return { ...query, waitedTooLong: query.data?.status !== 'complete' && polls >= checkoutPoll.maxPolls };
}
