/**
 * Who may do what, in one place. Handlers ask these; they never decide on their own.
 */
import type { Config } from './config.ts';

export function isAdminAccount(config: Config, account: { email: string; isAdmin: boolean }): boolean {
  return account.isAdmin || config.ADMIN_EMAILS.includes(account.email.toLowerCase());
}

/** The test pages spend generation budget: admins only, except on a development machine. */
export function mayUseLabs(config: Config, account: { isAdmin: boolean } | null): boolean {
  return config.NODE_ENV === 'development' || Boolean(account?.isAdmin);
}
