/**
 * Hears what the database announces (PostgreSQL LISTEN/NOTIFY) on one connection of its own, from
 * any process on the same database. While not connected the listener says so (`hearing(false)`),
 * so a cache that relies on the announcements can stop remembering: a missed one must never leave
 * a stale answer in use. A lost connection is retried every second.
 */
import pg from 'pg';
import type { Logger } from '../logger.ts';

export interface Announcements {
  close: () => Promise<void>;
}

export interface AnnouncementOptions {
  connectionString: string;
  log: Logger;
  /** The channels to listen on, each with what to do with a payload. */
  channels: Record<string, (payload: string) => void>;
  /** Called with true once every channel is being heard, with false when announcements may be missed. */
  hearing: (hearing: boolean) => void;
  /** What the log says when listening fails. */
  failure: string;
}

const reconnectMs = 1_000;

export function listenForAnnouncements({ connectionString, log, channels, hearing, failure }: AnnouncementOptions): Announcements {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.payload) channels[message.channel]?.(message.payload);
  };

  const lost = (current: pg.Client) => {
    if (client !== current) return;
    client = undefined;
    hearing(false);
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
      for (const channel of Object.keys(channels)) await current.query(`listen ${channel}`);
      if (client === current && !closed) hearing(true);
    } catch (error) {
      log.warn({ err: error }, failure);
      lost(current);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      hearing(false);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
