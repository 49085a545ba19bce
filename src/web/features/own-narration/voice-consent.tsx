import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/choice-fields.tsx';
import { FormError } from '../../components/ui/form-parts.tsx';
import { failureMessage } from '../../lib/form.ts';
import { useChangeConsent } from '../privacy/api.ts';
import { consentCopy } from '../privacy/consents.ts';

/**
 * The voice-recording consent, asked before the microphone is ever opened: it names what happens
 * to a recording (biometric data under the 2025 COPPA rule) and is recorded like every consent.
 */
export function VoiceConsent() {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeConsent();
  const copy = consentCopy['voice-recording'];
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!agreed) return setError('Please tick the box to give your consent.');
        change.mutate({ kind: 'voice-recording', granted: true }, { onError: (failure) => setError(failureMessage(failure)) });
      }}
    >
      <div className="grid gap-2 rounded-2xl border border-border bg-muted/40 p-4">
        <h3 className="font-bold">
          Consent {copy.number}: {copy.title}
        </h3>
        <p>{copy.summary}</p>
        <p className="text-sm text-fg-muted">You can withdraw it, and delete every recording, on the privacy dashboard.</p>
      </div>
      <CheckboxField
        label="I agree to Storyloom keeping recordings of my voice as described"
        checked={agreed}
        onChange={(value) => {
          setAgreed(value);
          setError(null);
        }}
      />
      <FormError message={error} />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Give consent and start recording'}
        </Button>
      </div>
    </form>
  );
}
