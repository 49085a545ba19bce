import { useState, type ReactNode } from 'react';
import { formatLongDate, formatRelativeTime } from '@shared/dates.ts';
import { LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { outboxKinds, outboxPageSize, useOutbox, type OutboxEmail } from './api.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const kindLabel = (kind: string) => outboxKinds.find((k) => k.value === kind)?.label ?? kind;

const statusTones: Record<OutboxEmail['status'], BadgeTone> = { queued: 'warning', sent: 'success', failed: 'danger' };

/** Email text with its web addresses as links, so a self-hoster can open a verification link. */
function Linkified({ text }: { text: string }) {
  const parts: ReactNode[] = text.split(/(https?:\/\/[^\s<>"]+)/g).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="break-all font-medium text-primary underline" rel="noreferrer noopener">
        {part}
      </a>
    ) : (
      part
    ),
  );
  return <>{parts}</>;
}

function EmailItem({ email }: { email: OutboxEmail }) {
  return (
    <li className="rounded-2xl border border-border bg-bg">
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer list-none flex-col gap-1 rounded-2xl p-4 hover:bg-muted/60 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <span className="min-w-0">
            <span className="block font-semibold">{email.subject}</span>
            <span className="block text-sm text-fg-muted">
              To <span className="break-all">{email.to}</span> · {kindLabel(email.kind)}
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-3 text-sm">
            <Badge tone={statusTones[email.status]}>{email.status}</Badge>
            <time dateTime={email.createdAt} title={formatLongDate(email.createdAt)} className="text-fg-muted">
              {formatRelativeTime(email.createdAt)}
            </time>
            <span aria-hidden="true" className="text-fg-muted transition-transform group-open:rotate-90">
              ›
            </span>
          </span>
        </summary>
        <div className="border-t border-border px-4 pb-4 pt-3">
          {email.status === 'failed' && email.lastError && (
            <p className="mb-3 text-sm font-medium text-danger">
              Delivery failed after {email.attempts} {email.attempts === 1 ? 'try' : 'tries'}: {email.lastError}
            </p>
          )}
          <p className="whitespace-pre-wrap break-words font-mono text-sm leading-relaxed">
            <Linkified text={email.text} />
          </p>
        </div>
      </details>
    </li>
  );
}

/** The email outbox: every message Storyloom queued, newest first, filterable by kind. */
export function Outbox() {
  const [kind, setKind] = useState<string | null>(null);
  const outbox = useOutbox(kind);

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Kind of email" value={kind ?? ''} onChange={(event) => setKind(event.target.value || null)} className="sm:w-72">
          <option value="">All emails</option>
          {outboxKinds.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          {outbox.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {outbox.isPending ? (
        <SectionLoading label="Loading the outbox…" />
      ) : outbox.isError ? (
        <LoadError what="the outbox" onRetry={() => void outbox.refetch()} />
      ) : outbox.data.emails.length === 0 ? (
        <p className="text-fg-muted">{kind ? `No ${kindLabel(kind).toLowerCase()} emails yet.` : 'The outbox is empty: no emails have been sent yet.'}</p>
      ) : (
        <>
          <ul aria-label="Emails" className="grid gap-3">
            {outbox.data.emails.map((email) => (
              <EmailItem key={email.id} email={email} />
            ))}
          </ul>
          <p className="text-sm text-fg-muted">
            {outbox.data.emails.length >= outboxPageSize ? `Showing the newest ${outboxPageSize}. ` : ''}Open an email to read it
            and follow its links.
          </p>
        </>
      )}
    </div>
  );
}
