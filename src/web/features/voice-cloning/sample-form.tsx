/**
 * Making a cloned voice: the parent reads the script aloud (60–120 s, with the level meter of "Read
 * it yourself") or picks a recording, listens back, names the voice and ticks an agreement that
 * says exactly what happens to the sample. Nothing leaves the browser before that.
 */
import { useState, type FormEvent } from 'react';
import { voiceMessages, voiceNameMaxLength, voiceSampleLimits, voiceSampleScript } from '@shared/schemas/voices.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/choice-fields.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { FormError } from '../../components/ui/form-parts.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { failureMessage } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { LevelMeter } from '../own-narration/level-meter.tsx';
import { useRecorder } from '../own-narration/use-recorder.ts';
import { useCloneVoice } from './api.ts';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const extensionOf = (type: string) => (type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm');

export const sampleAgreement =
  'I agree that Storyloom keeps this sample of my voice on this server for me alone, and sends it to the outside voice service to make a cloned voice that reads my stories. The sample and the voice are deleted when I delete the voice, revoke consent 4 or close my account.';

function Script() {
  return (
    <div className="grid gap-2 rounded-2xl bg-muted/50 p-4">
      <p className="text-sm font-semibold text-fg-muted">Read this aloud, calmly, as you would at bedtime:</p>
      <div className="grid gap-2 text-lg leading-relaxed">
        {voiceSampleScript.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}

export function SampleForm() {
  const recorder = useRecorder(voiceSampleLimits.maxSeconds);
  const [upload, setUpload] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const clone = useCloneVoice();
  const sample: { blob: Blob; filename: string } | null = upload
    ? { blob: upload, filename: upload.name }
    : recorder.blob
      ? { blob: recorder.blob, filename: `sample.${extensionOf(recorder.blob.type)}` }
      : null;
  const tooShort = !upload && recorder.state === 'recorded' && recorder.seconds < voiceSampleLimits.minSeconds;

  const discard = () => {
    recorder.discard();
    setUpload(null);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sample) return;
    if (!name.trim()) return setError('Please give the voice a name.');
    if (!agreed) return setError(voiceMessages.agreementNeeded);
    setError(null);
    clone.mutate(
      { name: name.trim(), sample: sample.blob, filename: sample.filename },
      {
        onSuccess: (voice) => {
          discard();
          setName('');
          setAgreed(false);
          toast({ title: 'Your cloned voice is ready', description: `“${voice.name}” can now read your stories.`, variant: 'success' });
        },
        onError: (failure) => setError(failureMessage(failure)),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <Script />
      <div role="status" aria-live="polite" className="grid gap-2">
        {recorder.state === 'recording' && (
          <>
            <p className="font-semibold">
              Recording… <span className="tabular-nums">{clock(recorder.seconds)}</span>
              <span className="font-normal text-fg-muted">
                {' '}
                — at least {clock(voiceSampleLimits.minSeconds)}, at most {clock(voiceSampleLimits.maxSeconds)}
              </span>
            </p>
            <LevelMeter level={recorder.level} />
          </>
        )}
        {tooShort && <Notice tone="warning">{voiceMessages.tooShort} Record it again, reading the whole script.</Notice>}
      </div>
      {recorder.state === 'recording' && (
        <div>
          <Button onClick={recorder.stop}>Stop recording</Button>
        </div>
      )}
      {!sample && recorder.state !== 'recording' && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void recorder.start()} disabled={recorder.state === 'starting'}>
            Record a sample
          </Button>
          <label className={buttonClasses('secondary', 'md', 'cursor-pointer focus-within:ring-2 focus-within:ring-primary')}>
            Or upload a recording
            <input
              type="file"
              accept="audio/*"
              className="sr-only"
              onChange={(event) => {
                setUpload(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
          </label>
        </div>
      )}
      {recorder.error && <Notice tone="warning">{recorder.error}</Notice>}
      {sample && !tooShort && (
        <form onSubmit={submit} className="grid gap-4 rounded-2xl border border-border p-4">
          <p className="font-semibold">Listen back, then make your voice or start again.</p>
          {recorder.url && !upload && <audio controls src={recorder.url} aria-label="Your voice sample" className="w-full max-w-md" />}
          {upload && <p>Chosen file: {upload.name}</p>}
          <InputField label="Name of the voice" value={name} maxLength={voiceNameMaxLength} onChange={(event) => setName(event.target.value)} placeholder="Mum at bedtime" />
          <CheckboxField label={sampleAgreement} checked={agreed} onChange={setAgreed} />
          <FormError message={error} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={clone.isPending}>
              {clone.isPending ? 'Making your voice…' : 'Make my cloned voice'}
            </Button>
            <Button variant="secondary" onClick={discard} disabled={clone.isPending}>
              Discard the sample
            </Button>
          </div>
        </form>
      )}
      {tooShort && (
        <div>
          <Button variant="secondary" onClick={discard}>
            Discard the sample
          </Button>
        </div>
      )}
    </div>
  );
}
