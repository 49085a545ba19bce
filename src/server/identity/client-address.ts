/**
 * The header the identity layer reads the caller's address from (see auth.ts `ipAddress`); the
 * request plumbing sets it (http/client-ip.ts `withClientAddress`).
 */
export const clientAddressHeader = 'x-storyloom-client-ip';
