/**
 * Who may do what, in one place. Handlers ask these; they never decide on their own.
 */
import type { Config } from './config.ts';

/**
 * ADMIN_EMAILS names addresses, and anyone can sign up with any address: the listing counts only
 * once the owner of the address has followed its verification link.
 */
export function isAdminAccount(config: Config, account: { email: string; emailVerified: boolean; isAdmin: boolean }): boolean {
  return account.isAdmin || (account.emailVerified && config.ADMIN_EMAILS.includes(account.email.toLowerCase()));
}

/** The test pages spend generation budget: admins only, except on a development machine. */
export function mayUseLabs(config: Config, account: { isAdmin: boolean } | null): boolean {
  return config.NODE_ENV === 'development' || Boolean(account?.isAdmin);
}
