/**
 * The reads every signed-in page makes, remembered per parent until they may have changed: the
 * credit balance and the list of stories (as the JSON the API sends). Triggers on the rows they are
 * made of (migration 0019) announce `credits:<user id>` or `stories:<user id>` on
 * `account_reads_changed` from any process; this process's own committed changes drop both caches
 * at once (db/client.ts), so a parent never reads back less than what their own request changed.
 */
import { listenForAnnouncements } from '../db/announcements.ts';
import { onCommittedWrites, type Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { AccountReadCache } from './account-read-cache.ts';

const accountReadsChannel = 'account_reads_changed';

/** A list of 10 stories is about 6 KB: this keeps the lists of the busiest parents, 8 MB at most. */
const storyListBytes = 8 * 1024 * 1024;

export interface AccountReads {
  balances: AccountReadCache<number>;
  /** The unfiltered list of a parent's stories, serialised. */
  storyLists: AccountReadCache<string>;
  close: () => Promise<void>;
}

export function createAccountReads(db: Database, connectionString: string, log: Logger): AccountReads {
  const balances = new AccountReadCache<number>();
  const storyLists = new AccountReadCache<string>({ maxEntries: 2_000, maxWeight: storyListBytes, weigh: (json) => json.length });
  const clearAll = () => {
    balances.clear();
    storyLists.clear();
  };
  const stopWatching = onCommittedWrites(db, clearAll);
  const announcements = listenForAnnouncements({
    connectionString,
    log,
    channels: {
      [accountReadsChannel]: (payload) => {
        const separator = payload.indexOf(':');
        const kind = payload.slice(0, separator);
        const userId = payload.slice(separator + 1);
        if (kind === 'credits') balances.forget(userId);
        else if (kind === 'stories') storyLists.forget(userId);
        else clearAll();
      },
    },
    hearing: (on) => {
      balances.setEnabled(on);
      storyLists.setEnabled(on);
    },
    failure: 'not hearing account changes; balances and story lists are read from the database each time',
  });
  return {
    balances,
    storyLists,
    async close() {
      stopWatching();
      await announcements.close();
    },
  };
}
