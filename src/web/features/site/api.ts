import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { isAffiliateProgrammeEnabled } from '@shared/affiliates.ts';
import type { AffiliateStatusResponse, SiteConfigResponse } from '@shared/schemas/site.ts';
import { getJson } from '../../lib/api-client.ts';
import { freshness } from '../../lib/query-client.ts';

export const siteKeys = {
  affiliateStatus: ['site', 'affiliate-status'] as const,
  config: ['site', 'config'] as const,
};

/** Server switches the browser may know about, such as whether Google sign-in is configured. */
export const siteConfigQuery = queryOptions({
  queryKey: siteKeys.config,
  queryFn: getJson<SiteConfigResponse>('/api/site-config'),
  staleTime: Infinity,
});

export const affiliateStatusQuery = queryOptions({
  queryKey: siteKeys.affiliateStatus,
  queryFn: getJson<AffiliateStatusResponse>('/api/affiliate-status'),
  ...freshness.affiliateStatus,
});

/**
 * Whether Affiliates links show. Until the answer arrives (or if the call fails) the programme
 * counts as enabled, because docs/product.md §3 treats anything other than `false` as enabled.
 *
 * Reads the query cache directly instead of `useQuery`: the header and footer are on the landing
 * page's first load, and this keeps TanStack's observer machinery (about 3 KB gzip) out of it.
 * Same key, same freshness, so `useQuery(affiliateStatusQuery)` elsewhere shares the answer.
 */
export function useAffiliateProgrammeEnabled(): boolean {
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery(affiliateStatusQuery);
  }, [client]);
  const status = useSyncExternalStore(
    (listener) => client.getQueryCache().subscribe(listener),
    () => client.getQueryData(affiliateStatusQuery.queryKey),
    () => undefined,
  );
  return isAffiliateProgrammeEnabled(status ?? undefined);
}

/**
 * The site switches, read from the query cache like `useAffiliateProgrammeEnabled` so the landing
 * page can ask without TanStack's observers; undefined until the answer arrives.
 */
export function useSiteConfigValue(): SiteConfigResponse | undefined {
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery(siteConfigQuery);
  }, [client]);
  return useSyncExternalStore(
    (listener) => client.getQueryCache().subscribe(listener),
    () => client.getQueryData(siteConfigQuery.queryKey),
    () => undefined,
  );
}
