import { useMemo } from 'react';
import { formatLongDate } from '@shared/dates.ts';
import { paths } from '@shared/routes.ts';
import { AppPage, LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { useCreditHistory, useCredits } from '../../features/credits/api.ts';
import { describeEntry, formatAmount } from '../../features/credits/history-text.ts';
import { useStories } from '../../features/stories/api.ts';
import { storyTitle } from '../../features/stories/labels.ts';
import { cn } from '../../lib/cn.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

function History() {
  const history = useCreditHistory();
  const stories = useStories();
  const titles = useMemo(() => new Map((stories.data ?? []).map((story) => [story.id, storyTitle(story)])), [stories.data]);
  if (history.isPending) return <SectionLoading label="Loading your credit history…" />;
  if (history.isError) return <LoadError what="your credit history" onRetry={() => void history.refetch()} />;
  const entries = history.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-fg-muted">Nothing here yet. Free credits, stories and refunds will each appear as a line.</p>
        <SiteLink href={paths.credits} className={buttonClasses('secondary', 'md', 'no-underline')}>
          Back to credits
        </SiteLink>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ol aria-label="Credit history, newest first" className="grid">
        {entries.map((entry) => (
          <li key={entry.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 border-b border-border py-3 last:border-0">
            <span className="min-w-0 break-words font-medium">{describeEntry(entry, titles)}</span>
            <span className={cn('text-right font-semibold tabular-nums', entry.amount > 0 ? 'text-success' : entry.amount < 0 ? 'text-fg' : 'text-fg-muted')}>
              {formatAmount(entry.amount)}
            </span>
            <span className="text-sm text-fg-muted">{formatLongDate(entry.createdAt)}</span>
          </li>
        ))}
      </ol>
      {history.hasNextPage && (
        <Button variant="secondary" className="justify-self-start" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {history.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
        </Button>
      )}
      {history.isFetchNextPageError && (
        <p role="alert" className="font-medium text-danger">
          We couldn’t load older entries. Please try again.
        </p>
      )}
    </div>
  );
}

/** /credit-history: every row of the parent's credits ledger, in plain words, newest first. */
export default function CreditHistory() {
  useDocumentMeta({ title: 'Credit history', noIndex: true });
  const credits = useCredits();
  const balance = credits.data?.enabled ? `Your balance is ${credits.data.credits} ${credits.data.credits === 1 ? 'credit' : 'credits'}.` : '';
  return (
    <AppPage
      title="Credit history"
      lead={`Every credit in and out of your account, newest first. ${balance}`.trim()}
    >
      <SectionCard
        title="All entries"
        actions={
          <SiteLink href={paths.credits} className={buttonClasses('secondary', 'md', 'no-underline')}>
            Credits and plans
          </SiteLink>
        }
      >
        <History />
      </SectionCard>
    </AppPage>
  );
}
