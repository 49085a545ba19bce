import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConsentKind, ConsentState } from '@shared/schemas/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useChangeConsent } from './api.ts';
import { siteConfigQuery } from '../site/api.ts';
import { consentCopy, describeConsentState, isNotAsked, notAskedText } from './consents.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useConfirmFocus } from '../../components/ui/use-confirm-focus.ts';

/** One of the three consents: what it covers, its current state and record, and the change button. */
export function ConsentCard({ kind, state }: { kind: ConsentKind; state: ConsentState }) {
  const copy = consentCopy[kind];
  const outsideProviderSetUp = Boolean(useQuery(siteConfigQuery).data?.outsideTextProvider);
  const notAsked = isNotAsked(kind, state, outsideProviderSetUp);
  const change = useChangeConsent();
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { panelRef, triggerRef } = useConfirmFocus(confirmingRevoke);

  const apply = (granted: boolean) => {
    setError(null);
    change.mutate(
      { kind, granted },
      {
        onSuccess: () => {
          setConfirmingRevoke(false);
          toast({
            title: granted ? 'Consent given' : 'Consent revoked',
            description: `${copy.title} — ${granted ? 'thank you' : 'we have recorded your choice'}.`,
            variant: granted ? 'success' : 'default',
          });
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status === 403
              ? failure.serverMessage
              : 'We could not record your choice just now. Please try again.',
          ),
      },
    );
  };

  return (
    <li className="grid gap-3 rounded-2xl border border-border bg-bg p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-lg font-bold">
          <span className="text-fg-muted">Consent {copy.number}: </span>
          {copy.title}
        </h3>
        <Badge tone={state.granted ? 'success' : 'neutral'}>{state.granted ? 'Given' : notAsked ? 'Not asked' : 'Not given'}</Badge>
      </div>
      <p className="text-fg-muted">{copy.summary}</p>
      {notAsked ? (
        <p className="text-sm">{notAskedText}.</p>
      ) : (
        <p className="text-sm">
          {describeConsentState(state)}
          {state.noticeVersion && <span className="text-fg-muted"> · privacy notice version {state.noticeVersion}</span>}
        </p>
      )}

      {confirmingRevoke ? (
        <div
          ref={panelRef}
          tabIndex={-1}
          role="group"
          aria-label={`Revoke consent ${copy.number}`}
          className="grid gap-3 rounded-xl border border-danger/50 p-4"
        >
          <p>
            <span className="font-semibold">If you revoke it: </span>
            {copy.whenRevoked}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" disabled={change.isPending} onClick={() => apply(false)}>
              {change.isPending ? 'Revoking…' : (copy.revokeLabel ?? 'Revoke consent')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirmingRevoke(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : notAsked ? null : (
        <div>
          {state.granted ? (
            <Button ref={triggerRef} variant="secondary" onClick={() => setConfirmingRevoke(true)}>
              Revoke consent {copy.number}…
            </Button>
          ) : (
            <Button ref={triggerRef} variant="secondary" disabled={change.isPending} onClick={() => apply(true)}>
              {change.isPending ? 'Saving…' : `Give consent ${copy.number}`}
            </Button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="font-medium text-danger">
          {error}
        </p>
      )}
    </li>
  );
}
