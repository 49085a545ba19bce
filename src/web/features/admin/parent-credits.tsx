import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatLongDate } from '@shared/dates.ts';
import { findPlan, formatPrice } from '@shared/pricing.ts';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatAmount } from '../credits/history-text.ts';
import { parentCreditsQuery, parentSearchQuery, useAdjustCredits } from './api.ts';

function AdjustForm({ userId }: { userId: string }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const adjust = useAdjustCredits(userId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const value = Number(amount);
    const found: typeof errors = {};
    if (!/^-?\d+$/.test(amount.trim()) || value === 0) found.amount = 'Enter a whole number other than 0: positive to add, negative to remove.';
    if (reason.trim().length < 3) found.reason = 'Say why, in a few words: the parent sees it in their history.';
    setErrors(found);
    if (found.amount || found.reason) return;
    adjust.mutate(
      { amount: value, reason: reason.trim() },
      {
        onSuccess: (data) => {
          setDone(`${value > 0 ? 'Added' : 'Removed'} ${Math.abs(value)} credits. The balance is now ${data.credits}.`);
          setAmount('');
          setReason('');
        },
        onError: (failure) => setErrors({ form: failure instanceof ApiError ? failure.serverMessage : 'The change could not be saved. Please try again.' }),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
      <InputField label="Credits" name="amount" inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} error={errors.amount} hint="−5 removes five" />
      <InputField label="Reason" name="reason" maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} error={errors.reason} hint="Shown to the parent" />
      <Button type="submit" className="sm:mt-7" disabled={adjust.isPending}>
        {adjust.isPending ? 'Saving…' : 'Save'}
      </Button>
      {errors.form && <p role="alert" className="font-medium text-danger sm:col-span-3">{errors.form}</p>}
      {done && <Notice tone="success" role="status" title={done} className="sm:col-span-3" />}
    </form>
  );
}

function ParentDetail({ userId }: { userId: string }) {
  const detail = useQuery(parentCreditsQuery(userId));
  if (detail.isPending) return <p className="text-fg-muted">Loading the account…</p>;
  if (detail.isError) return <p role="alert" className="text-danger">That account could not be loaded.</p>;
  const { parent, credits, shortfall, subscription, payments, history } = detail.data;
  return (
    <div className="grid gap-5 rounded-2xl border border-border p-4 sm:p-5">
      <div>
        <h3 className="text-lg font-bold break-words">
          {parent.name} <span className="font-normal text-fg-muted">({parent.email})</span>
        </h3>
        <p className="mt-1">
          Balance <strong>{credits}</strong> credits{shortfall > 0 && `, ${shortfall} owed after a refund`} · Plan{' '}
          <strong>{findPlan(subscription.plan)?.name ?? 'none'}</strong>
          {subscription.status && ` (${subscription.status}${subscription.renewsAt ? `, renews ${formatLongDate(subscription.renewsAt)}` : ''}${subscription.endsAt ? `, ends ${formatLongDate(subscription.endsAt)}` : ''})`}
        </p>
      </div>
      <AdjustForm userId={userId} />
      <section aria-label="Payments">
        <h4 className="font-semibold">Payments</h4>
        {payments.length === 0 ? (
          <p className="text-fg-muted">No payments.</p>
        ) : (
          <ul className="mt-2 grid gap-1">
            {payments.map((payment) => (
              <li key={payment.id}>
                {formatLongDate(payment.createdAt)} · {payment.description} · {formatPrice(payment.amountCents)} · {payment.status}
                {payment.reversedCredits > 0 && ` (${payment.reversedCredits} credits taken back)`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Credit history">
        <h4 className="font-semibold">Credit history</h4>
        <ol className="mt-2 grid gap-1">
          {history.map((entry) => (
            <li key={entry.id} className="break-words">
              {formatLongDate(entry.createdAt)} · {entry.kind} · <span className="tabular-nums">{formatAmount(entry.amount)}</span> · {entry.note}
              {entry.adminEmail && ` · by ${entry.adminEmail}`}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Find a parent by email or name, then see and change their credits. */
export function ParentCredits() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const results = useQuery({ ...parentSearchQuery(query), enabled: query.length >= 2 });
  return (
    <div className="grid gap-4">
      <form
        role="search"
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSelected(null);
          setQuery(text.trim());
        }}
      >
        <InputField label="Parent’s email or name" name="parent" maxLength={200} value={text} onChange={(event) => setText(event.target.value)} className="min-w-0 flex-1 sm:max-w-md" />
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </form>
      {query.length > 0 && query.length < 2 && <p className="text-fg-muted">Type at least 2 characters.</p>}
      {results.data && results.data.parents.length === 0 && <p className="text-fg-muted">No parent matches “{query}”.</p>}
      {results.data && results.data.parents.length > 0 && !selected && (
        <ul className="grid gap-2">
          {results.data.parents.map((parent) => (
            <li key={parent.id}>
              <Button variant="ghost" className="h-auto justify-start text-left" onClick={() => setSelected(parent.id)}>
                {parent.name} ({parent.email})
              </Button>
            </li>
          ))}
        </ul>
      )}
      {selected && <ParentDetail userId={selected} />}
    </div>
  );
}
