import { useState } from 'react';
import { href, paths } from '@shared/routes.ts';
import type { ModerationItem } from '@shared/schemas/library.ts';
import { LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { FormError } from '../../components/ui/form-parts.tsx';
import { formatLongDate } from '@shared/dates.ts';
import { failureMessage } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useModerationDecision, useModerationQueue } from './api.ts';
import { cardFacts, reportReasons, statusBadges } from './labels.ts';

const reasonLabel = (id: string) => reportReasons.find((reason) => reason.id === id)?.label ?? id;

function QueueItem({ item }: { item: ModerationItem }) {
  const decide = useModerationDecision();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const badge = statusBadges[item.status];
  const done = (verb: string) => toast({ title: `Story ${verb}`, description: `“${item.title}”` });
  return (
    <article className="grid gap-3 rounded-2xl border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        {item.reports.length > 0 && <Badge tone="danger">{item.reports.length === 1 ? '1 report' : `${item.reports.length} reports`}</Badge>}
      </div>
      <h3 className="text-lg font-bold">
        <SiteLink href={href(paths.libraryStory, { id: item.id })} className="hover:underline">
          {item.title}
        </SiteLink>
      </h3>
      <p className="text-sm text-fg-muted">{cardFacts(item).join(' · ')}</p>
      {item.reports.length > 0 && (
        <ul aria-label={`Reports on “${item.title}”`} className="grid gap-1 text-sm">
          {item.reports.map((report, index) => (
            <li key={index}>
              <span className="font-semibold">{reasonLabel(report.reason)}</span>
              {report.details ? `: ${report.details}` : ''} <span className="text-fg-muted">({formatLongDate(report.createdAt)})</span>
            </li>
          ))}
        </ul>
      )}
      <form
        className="grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError('Please give the parent a reason.');
          decide.mutate({ id: item.id, reason: reason.trim() }, { onSuccess: () => done('rejected'), onError: (failure) => setError(failureMessage(failure)) });
        }}
      >
        <InputField label="Reason for rejecting (the parent sees it)" value={reason} maxLength={500} onChange={(event) => { setReason(event.target.value); setError(null); }} />
        <Button type="submit" variant="secondary" disabled={decide.isPending}>
          Reject <span className="sr-only">“{item.title}”</span>
        </Button>
        <Button disabled={decide.isPending} onClick={() => decide.mutate({ id: item.id }, { onSuccess: () => done('approved'), onError: (failure) => setError(failureMessage(failure)) })}>
          Approve <span className="sr-only">“{item.title}”</span>
        </Button>
      </form>
      <FormError message={error} />
    </article>
  );
}

/** The library's moderation queue on the admin dashboard: new, hidden and reported stories. */
export function ModerationQueue() {
  const queue = useModerationQueue();
  if (queue.isPending) return <SectionLoading label="Loading the queue…" />;
  if (queue.isError) return <LoadError what="the moderation queue" onRetry={() => void queue.refetch()} />;
  if (queue.data.length === 0) return <p className="text-fg-muted">Nothing is waiting: every shared story has been reviewed.</p>;
  return (
    <ul className="grid gap-3">
      {queue.data.map((item) => (
        <li key={item.id}>
          <QueueItem item={item} />
        </li>
      ))}
    </ul>
  );
}
