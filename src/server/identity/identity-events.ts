/**
 * Hears the database announce that a session or a parent's account changed or went (triggers on
 * `sessions` and `users`, migration 0017), from any process on the same database, and tells the
 * caller cache. While not connected the cache is switched off, so a missed announcement can never
 * leave a revoked session usable.
 */
import pg from 'pg';
import type { Logger } from '../logger.ts';
import type { CallerCache } from './caller-cache.ts';

export const identityChannel = 'identity_changed';
const reconnectMs = 1_000;

export interface IdentityEvents {
  close: () => Promise<void>;
}

export function listenForIdentityChanges(connectionString: string, cache: CallerCache, log: Logger): IdentityEvents {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== identityChannel || !message.payload) return;
    const separator = message.payload.indexOf(':');
    const kind = message.payload.slice(0, separator);
    const id = message.payload.slice(separator + 1);
    if (kind === 'session') cache.forgetSession(id);
    else if (kind === 'user') cache.forgetUser(id);
    else cache.clear();
  };

  const lost = (current: pg.Client) => {
    if (client !== current) return;
    client = undefined;
    cache.setEnabled(false);
    current.removeAllListeners('notification');
    void current.end().catch(() => undefined);
    if (!closed) retry = setTimeout(connect, reconnectMs);
  };

  async function connect() {
    retry = undefined;
    if (closed) return;
    const current = new pg.Client({ connectionString });
    client = current;
    current.on('error', () => lost(current));
    current.on('end', () => lost(current));
    current.on('notification', onNotification);
    try {
      await current.connect();
      await current.query(`listen ${identityChannel}`);
      if (client === current && !closed) cache.setEnabled(true);
    } catch (error) {
      log.warn({ err: error }, 'not hearing session changes; signed-in requests check the database each time');
      lost(current);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      cache.setEnabled(false);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
