import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatLongDate, formatRelativeTime } from '@shared/dates.ts';
import { storyEditKinds, storyEditStatuses, type StoryEditKind, type StoryEditLogEntry, type StoryEditStatus } from '@shared/schemas/story-edits.ts';
import { LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { aiEditingLogsQuery } from './api.ts';
import { LogPages } from './log-pages.tsx';

export interface EditLogFilters {
  storyId: string;
  kind: StoryEditKind | '';
  status: StoryEditStatus | '';
  from: string;
  to: string;
  page: number;
}

const statusTones: Record<StoryEditStatus, BadgeTone> = { queued: 'neutral', running: 'neutral', done: 'success', failed: 'danger', refused: 'warning' };
export const editStatusLabels: Record<StoryEditStatus, string> = { queued: 'Queued', running: 'Drawing', done: 'Done', failed: 'Failed', refused: 'Refused' };
export const editKindLabels: Record<StoryEditKind, string> = { redraw: 'Page redrawn', restyle: 'Book restyled', text: 'Text edited' };

/** The filters as query parameters, leaving out the empty ones. */
export function editFilterParams(filters: EditLogFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['storyId', 'kind', 'status', 'from', 'to'] as const) if (filters[key]) params[key] = filters[key];
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

const seconds = (ms: number | null) => (ms === null ? '—' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

function Entry({ entry, onStory }: { entry: StoryEditLogEntry; onStory: (storyId: string) => void }) {
  const what = entry.kind === 'restyle' ? `to ${entry.style}` : `page ${(entry.pageIndex ?? 0) + 1}`;
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-bg p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <span className="min-w-0">
          <span className="block font-semibold">
            {editKindLabels[entry.kind]} · {what}
          </span>
          <span className="block text-sm text-fg-muted [overflow-wrap:anywhere]">
            {entry.email} · {entry.cost} credit{entry.cost === 1 ? '' : 's'} · took {seconds(entry.workMs)}
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-3 text-sm">
          <Badge tone={statusTones[entry.status]}>{editStatusLabels[entry.status]}</Badge>
          <time dateTime={entry.createdAt} title={formatLongDate(entry.createdAt)} className="text-fg-muted">
            {formatRelativeTime(entry.createdAt)}
          </time>
        </span>
      </div>
      {entry.instruction && (
        <p className="text-sm">
          <span className="font-semibold">Instruction:</span> “{entry.instruction}”
        </p>
      )}
      {entry.failureReason && <p className="text-sm text-fg-muted">{entry.failureReason}</p>}
      <div>
        <Button variant="ghost" size="sm" onClick={() => onStory(entry.storyId)}>
          Only this story ({entry.storyId.slice(0, 8)}…)
        </Button>
      </div>
    </li>
  );
}

const cleared: EditLogFilters = { storyId: '', kind: '', status: '', from: '', to: '', page: 1 };

/** Filters above the newest edits, a page at a time; the filters live in the page's address. */
export function AiEditingLogs({ filters, onChange }: { filters: EditLogFilters; onChange: (next: EditLogFilters) => void }) {
  const [draft, setDraft] = useState(filters);
  const logs = useQuery(aiEditingLogsQuery(editFilterParams(filters)));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...draft, storyId: draft.storyId.trim(), page: 1 });
  };
  const badFilter = logs.error instanceof ApiError && logs.error.status === 400 ? logs.error.serverMessage : null;
  const pageCount = logs.data ? Math.max(1, Math.ceil(logs.data.total / logs.data.pageSize)) : 1;

  return (
    <div className="grid gap-5">
      <form onSubmit={apply} className="grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end" aria-label="Filter the log">
        <InputField label="Story id" value={draft.storyId} onChange={(event) => setDraft({ ...draft, storyId: event.target.value })} className="lg:col-span-2" />
        <SelectField label="Kind" value={draft.kind} onChange={(event) => setDraft({ ...draft, kind: event.target.value as EditLogFilters['kind'] })}>
          <option value="">Any</option>
          {storyEditKinds.map((kind) => (
            <option key={kind} value={kind}>
              {editKindLabels[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Outcome" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value as EditLogFilters['status'] })}>
          <option value="">Any</option>
          {storyEditStatuses.map((status) => (
            <option key={status} value={status}>
              {editStatusLabels[status]}
            </option>
          ))}
        </SelectField>
        <InputField label="From" type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        <InputField label="To" type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">Show</Button>
          <Button
            variant="ghost"
            onClick={() => {
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
      {logs.isError && !badFilter && <LoadError what="the AI-editing log" onRetry={() => void logs.refetch()} />}
      {logs.data && (
        <LogPages
          total={logs.data.total}
          entries={logs.data.entries}
          page={filters.page}
          pageCount={pageCount}
          emptyText="Nothing in the log matches. Every redraw, restyle and text edit is logged here."
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
