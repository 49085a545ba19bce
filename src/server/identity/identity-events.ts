/**
 * Hears the database announce that a session or a parent's account changed or went (triggers on
 * `sessions` and `users`, migration 0017), from any process on the same database, and tells the
 * caller cache. While not connected the cache is switched off, so a missed announcement can never
 * leave a revoked session usable.
 */
import { listenForAnnouncements, type Announcements } from '../db/announcements.ts';
import type { Logger } from '../logger.ts';
import type { CallerCache } from './caller-cache.ts';

const identityChannel = 'identity_changed';

export function listenForIdentityChanges(connectionString: string, cache: CallerCache, log: Logger): Announcements {
  return listenForAnnouncements({
    connectionString,
    log,
    channels: {
      [identityChannel]: (payload) => {
        const separator = payload.indexOf(':');
        const kind = payload.slice(0, separator);
        const id = payload.slice(separator + 1);
        if (kind === 'session') cache.forgetSession(id);
        else if (kind === 'user') cache.forgetUser(id);
        else cache.clear();
      },
    },
    hearing: (on) => cache.setEnabled(on),
    failure: 'not hearing session changes; signed-in requests check the database each time',
  });
}
