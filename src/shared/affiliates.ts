/**
 * docs/product.md §3: in the affiliate-status response anything other than `false` counts as enabled.
 * Kept apart from the zod schemas so the landing page can use it without loading zod.
 */
export function isAffiliateProgrammeEnabled(status: { enabled?: unknown } | undefined): boolean {
  return status?.enabled !== false;
}
