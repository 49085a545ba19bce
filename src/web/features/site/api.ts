import { queryOptions } from '@tanstack/react-query';
import { isAffiliateProgrammeEnabled } from '@shared/affiliates.ts';
import type { AffiliateStatusResponse, SiteConfigResponse } from '@shared/schemas/site.ts';
import { getJson } from '../../lib/api-client.ts';
import { useEarlyAnswer } from '../../lib/early-answers.ts';
import { freshness } from '../../lib/freshness.ts';

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
 * The header and footer are on the landing page's first load, so this asks without TanStack Query
 * (lib/early-answers.ts); `useQuery(affiliateStatusQuery)` elsewhere shares the answer.
 */
export function useAffiliateProgrammeEnabled(): boolean {
  return isAffiliateProgrammeEnabled(useEarlyAnswer(affiliateStatusQuery) ?? undefined);
}

/** The site switches, asked like `useAffiliateProgrammeEnabled` so the landing page can show them; undefined until the answer arrives. */
export function useSiteConfigValue(): SiteConfigResponse | undefined {
  return useEarlyAnswer(siteConfigQuery) ?? undefined;
}
