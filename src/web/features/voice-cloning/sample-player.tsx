/**
 * Listening back to a saved voice's sample: fetched (with the parent's token, an <audio> cannot
 * send one) only when asked for, then played from a blob URL with the browser's own controls.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ClonedVoice } from '@shared/schemas/voices.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-parts.tsx';
import { failureMessage } from '../../lib/form.ts';
import { useVoiceSample } from './api.ts';

export function SamplePlayer({ voice }: { voice: ClonedVoice }) {
  const [wanted, setWanted] = useState(false);
  const sample = useVoiceSample(voice.id, wanted);
  const url = useMemo(() => (sample.data ? URL.createObjectURL(sample.data) : null), [sample.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (url) return <audio controls autoPlay src={url} aria-label={`Sample of ${voice.name}`} className="w-full max-w-md" />;
  return (
    <div className="grid gap-2">
      <FormError message={sample.error ? failureMessage(sample.error) : null} />
      <Button variant="secondary" size="sm" className="justify-self-start" disabled={wanted && sample.isFetching} onClick={() => setWanted(true)} aria-label={`Listen to the sample of ${voice.name}`}>
        {wanted && sample.isFetching ? 'Loading the sample…' : 'Listen to the sample'}
      </Button>
    </div>
  );
}
