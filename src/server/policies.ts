/**
 * Who may do what, in one place. Handlers ask these; they never decide on their own.
 */
import type { Config } from './config.ts';

export function isAdminAccount(config: Config, account: { email: string; isAdmin: boolean }): boolean {
  return account.isAdmin || config.ADMIN_EMAILS.includes(account.email.toLowerCase());
}
