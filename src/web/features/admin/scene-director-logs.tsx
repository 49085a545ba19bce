import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatLongDate, formatRelativeTime } from '@shared/dates.ts';
import { sceneDirectorLogStatuses, type SceneDirectorLogEntry, type SceneDirectorLogStatus } from '@shared/schemas/illustrations.ts';
import { LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { sceneDirectorLogsQuery } from './api.ts';
import { LogPages } from './log-pages.tsx';

export interface LogFilters {
  storyId: string;
  status: SceneDirectorLogStatus | '';
  from: string;
  to: string;
  page: number;
}

const statusTones: Record<SceneDirectorLogStatus, BadgeTone> = { drawn: 'success', failed: 'danger', fallback: 'warning' };
const statusLabels: Record<SceneDirectorLogStatus, string> = { drawn: 'Drawn', failed: 'Failed', fallback: 'Built-in fallback' };

/** The filters as query parameters, leaving out the empty ones. */
export function filterParams(filters: LogFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.storyId) params.storyId = filters.storyId;
  if (filters.status) params.status = filters.status;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

function Entry({ entry, onStory }: { entry: SceneDirectorLogEntry; onStory: (storyId: string) => void }) {
  const { plan } = entry;
  return (
    <li className="rounded-2xl border border-border bg-bg">
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer list-none flex-col gap-1 rounded-2xl p-4 hover:bg-muted/60 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <span className="min-w-0">
            <span className="block font-semibold">
              {entry.director === 'reference' ? 'Reference picture' : entry.pageIndex === null ? 'Cover' : `Page ${entry.pageIndex + 1}`} · {plan.setting}, {plan.timeOfDay}
            </span>
            <span className="block text-sm text-fg-muted">
              {entry.provider} · {entry.model} · plan {entry.planMs} ms · drawing {entry.drawMs} ms
              {entry.likenessScore !== null ? ` · likeness ${entry.likenessScore}/10` : ''}
              {entry.fromPortrait ? ' · from the portrait' : ''}
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-3 text-sm">
            <Badge tone={statusTones[entry.status]}>{statusLabels[entry.status]}</Badge>
            <time dateTime={entry.createdAt} title={formatLongDate(entry.createdAt)} className="text-fg-muted">
              {formatRelativeTime(entry.createdAt)}
            </time>
          </span>
        </summary>
        <div className="grid gap-2 border-t border-border px-4 pb-4 pt-3 text-sm">
          <p>
            <span className="font-semibold">Alt text:</span> {plan.altText}
          </p>
          <p>
            <span className="font-semibold">In the picture:</span>{' '}
            {plan.figures.map((figure) => `${figure.who} (${figure.pose}, ${figure.expression})`).join(', ')}
            {plan.creature ? `, a ${plan.creature}` : ''}
            {plan.props.length > 0 ? `; props: ${plan.props.join(', ')}` : ''}
          </p>
          <p>
            <span className="font-semibold">Camera:</span> {plan.framing}, {plan.placement}, {plan.angle} angle · director {entry.director}
            {entry.bytes !== null ? ` · ${Math.round(entry.bytes / 1024)} KB` : ''}
            {entry.costEstimateMicrocents > 0 ? ` · about $${(entry.costEstimateMicrocents / 100_000_000).toFixed(4)}` : ''}
          </p>
          {entry.error && <p className="font-medium text-danger">Error: {entry.error}</p>}
          <div>
            <Button variant="ghost" size="sm" onClick={() => onStory(entry.storyId)}>
              Only this story ({entry.storyId.slice(0, 8)}…)
            </Button>
          </div>
        </div>
      </details>
    </li>
  );
}

/** Filters above the newest entries, a page at a time; the filters live in the page's address. */
export function SceneDirectorLogs({ filters, onChange }: { filters: LogFilters; onChange: (next: LogFilters) => void }) {
  const [draft, setDraft] = useState(filters);
  const logs = useQuery(sceneDirectorLogsQuery(filterParams(filters)));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...draft, storyId: draft.storyId.trim(), page: 1 });
  };
  const badFilter = logs.error instanceof ApiError && logs.error.status === 400 ? logs.error.serverMessage : null;
  const pageCount = logs.data ? Math.max(1, Math.ceil(logs.data.total / logs.data.pageSize)) : 1;

  return (
    <div className="grid gap-5">
      <form onSubmit={apply} className="grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label="Filter the log">
        <InputField label="Story id" value={draft.storyId} onChange={(event) => setDraft({ ...draft, storyId: event.target.value })} className="lg:col-span-2" />
        <SelectField label="Outcome" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value as LogFilters['status'] })}>
          <option value="">Any</option>
          {sceneDirectorLogStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </SelectField>
        <InputField label="From" type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        <InputField label="To" type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        <div className="flex flex-wrap gap-2 lg:col-span-5">
          <Button type="submit">Show</Button>
          <Button
            variant="ghost"
            onClick={() => {
              const cleared: LogFilters = { storyId: '', status: '', from: '', to: '', page: 1 };
              setDraft(cleared);
              onChange(cleared);
            }}
          >
            Clear the filters
          </Button>
        </div>
      </form>
      {badFilter && (
        <p role="alert" className="font-medium text-danger">
          {badFilter}
        </p>
      )}
      {logs.isPending && <SectionLoading label="Loading the log…" />}
      {logs.isError && !badFilter && <LoadError what="the scene director’s log" onRetry={() => void logs.refetch()} />}
      {logs.data && (
        <LogPages
          total={logs.data.total}
          entries={logs.data.entries}
          page={filters.page}
          pageCount={pageCount}
          emptyText="Nothing in the log matches. Every page and cover a story draws is logged here."
          renderEntry={(entry) => (
            <Entry
              key={entry.id}
              entry={entry}
              onStory={(storyId) => {
                setDraft({ ...draft, storyId });
                onChange({ ...filters, storyId, page: 1 });
              }}
            />
          )}
          onPage={(page) => onChange({ ...filters, page })}
        />
      )}
    </div>
  );
}
