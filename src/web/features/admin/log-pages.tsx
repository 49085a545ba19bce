import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';

interface LogPagesProps<Entry extends { id: string }> {
  total: number;
  entries: readonly Entry[];
  page: number;
  pageCount: number;
  /** What an empty log says, so the admin knows what would appear here. */
  emptyText: string;
  renderEntry: (entry: Entry) => ReactNode;
  onPage: (page: number) => void;
}

/** One page of an admin log: how many entries match, the entries, and Newer/Older between pages. */
export function LogPages<Entry extends { id: string }>({ total, entries, page, pageCount, emptyText, renderEntry, onPage }: LogPagesProps<Entry>) {
  return (
    <>
      <p aria-live="polite" className="text-fg-muted">
        {total === 0 ? emptyText : `${total} ${total === 1 ? 'entry' : 'entries'} · page ${page} of ${pageCount}`}
      </p>
      <ul className="grid gap-3">{entries.map((entry) => renderEntry(entry))}</ul>
      {pageCount > 1 && (
        <nav aria-label="Pages of the log" className="flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Newer
          </Button>
          <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            Older
          </Button>
        </nav>
      )}
    </>
  );
}
