import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/choice-fields.tsx';
import { FormError } from '../../components/ui/form-parts.tsx';
import { failureMessage } from '../../lib/form.ts';
import { consentCopy } from '../privacy/consents.ts';
import { useChangeConsent } from '../privacy/api.ts';

/** Consent 3, asked right where it is needed and recorded like on the privacy dashboard. */
export function ShareConsent({ onGiven }: { onGiven: () => void }) {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeConsent();
  const copy = consentCopy['community-library'];
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!agreed) return setError('Please tick the box to give your consent.');
        change.mutate({ kind: 'community-library', granted: true }, { onSuccess: onGiven, onError: (failure) => setError(failureMessage(failure)) });
      }}
    >
      <div className="grid gap-2 rounded-2xl border border-border bg-muted/40 p-4">
        <h3 className="font-bold">
          Consent {copy.number}: {copy.title}
        </h3>
        <p>{copy.summary}</p>
        <p className="text-sm text-fg-muted">You can withdraw it at any time on the privacy dashboard.</p>
      </div>
      <CheckboxField label="I agree to publishing my stories to the community library" checked={agreed} onChange={(value) => { setAgreed(value); setError(null); }} />
      <FormError message={error} />
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Give consent and continue'}
        </Button>
      </div>
    </form>
  );
}
