import { useState, type FormEvent } from 'react';
import { builtinVoiceHonesty, narratorVoices, type NarratorVoiceId } from '@shared/narration.ts';
import { readingLevels, type ReadingLevel } from '@shared/reading.ts';
import { narrationLabMaxLength } from '@shared/schemas/narration-lab.ts';
import { AppPage, SectionLoading } from '../../components/layout/app-page.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { SubmitButton } from '../../components/ui/form-parts.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { readingLevelLabel } from '../../content/reading-levels.ts';
import { useAuth } from '../../features/auth/use-auth.ts';
import { useNarrationLab, useRecordingLab } from '../../features/narration-lab/api.ts';
import { Button } from '../../components/ui/button.tsx';
import { LabPlayer } from '../../features/narration-lab/lab-player.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import NotFound from '../not-found.tsx';

const example = 'Once upon a time, at 7:30 one evening, Mia and her dog Biscuit found a door in the garden wall. “Shall we?” she whispered.';

function NarrationLab() {
  useDocumentMeta({ title: 'Narration timings lab', noIndex: true });
  const lab = useNarrationLab();
  const [text, setText] = useState(example);
  const [narrator, setNarrator] = useState<NarratorVoiceId>('warm');
  const [readingLevel, setReadingLevel] = useState<ReadingLevel>('emergent-reader');
  const fieldError = lab.error instanceof ApiError && lab.error.field ? lab.error : null;
  const aligner = useRecordingLab();
  const [file, setFile] = useState<File | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    lab.mutate({ text, narrator, readingLevel });
  };

  return (
    <AppPage
      width="wide"
      title="Narration timings lab"
      lead="Have any text read by a built-in voice and watch every word's timing: each word lights up as it is spoken, and the timeline shows where each one starts and ends. Nothing is stored."
    >
      <SectionCard title="Text and voice" description={builtinVoiceHonesty}>
        <form onSubmit={submit} className="grid gap-4">
          <TextAreaField
            label="Text to read"
            value={text}
            rows={4}
            maxLength={narrationLabMaxLength}
            onChange={(event) => setText(event.target.value)}
            error={fieldError?.field === 'text' ? fieldError.serverMessage : undefined}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Voice" value={narrator} onChange={(event) => setNarrator(event.target.value as NarratorVoiceId)}>
              {narratorVoices.map((voice) => (
                <option key={voice.id} value={voice.id}>
                  {voice.label}
                </option>
              ))}
            </SelectField>
            <SelectField label="Reading level (sets the pace)" value={readingLevel} onChange={(event) => setReadingLevel(event.target.value as ReadingLevel)}>
              {readingLevels.map((level) => (
                <option key={level} value={level}>
                  {readingLevelLabel(level)}
                </option>
              ))}
            </SelectField>
          </div>
          <div>
            <SubmitButton pending={lab.isPending} pendingLabel="Reading…">
              Read it aloud
            </SubmitButton>
          </div>
        </form>
      </SectionCard>
      {(lab.isPending || lab.data || (lab.error && !fieldError)) && (
        <section aria-label="Result" aria-busy={lab.isPending} className="rounded-3xl border border-border bg-surface p-5 sm:p-7">
          {lab.isPending && <SectionLoading label="Reading the text…" />}
          {lab.error && !fieldError && (
            <Notice tone="danger" role="alert" title="The text could not be read">
              {lab.error instanceof ApiError ? lab.error.serverMessage : lab.error.message}
            </Notice>
          )}
          {lab.data && !lab.isPending && <LabPlayer key={lab.data.audio.length + lab.data.text} result={lab.data} />}
        </section>
      )}
      <SectionCard
        title="Align a recording"
        description="Upload a reading of the text above (WebM, Ogg, MP3, WAV or M4A). It is matched to the words the way a parent's recorded page is, and every word's timing is shown. Nothing is stored."
      >
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (file) aligner.mutate({ text, readingLevel, file });
          }}
        >
          <label className="grid min-w-0 gap-1 font-semibold">
            Recording file
            <input type="file" accept="audio/*,.webm,.ogg,.mp3,.wav,.m4a" onChange={(event) => setFile(event.target.files?.[0] ?? null)} className="w-full max-w-full font-normal" />
          </label>
          <div>
            <Button type="submit" disabled={!file || aligner.isPending}>
              {aligner.isPending ? 'Aligning…' : 'Align my recording'}
            </Button>
          </div>
        </form>
      </SectionCard>
      {(aligner.isPending || aligner.data || aligner.error) && (
        <section aria-label="Aligned recording" aria-busy={aligner.isPending} className="rounded-3xl border border-border bg-surface p-5 sm:p-7">
          {aligner.isPending && <SectionLoading label="Aligning the recording…" />}
          {aligner.error && (
            <Notice tone="danger" role="alert" title="The recording could not be aligned">
              {aligner.error instanceof ApiError ? aligner.error.serverMessage : aligner.error.message}
            </Notice>
          )}
          {aligner.data && !aligner.isPending && (
            <>
              <p className="mb-3 font-semibold">{aligner.data.timingMethod === 'aligned' ? 'Timings found by alignment.' : 'Approximate timings: the recording could not be matched to the text.'}</p>
              <LabPlayer key={aligner.data.audio.length + aligner.data.text} result={aligner.data} />
            </>
          )}
        </section>
      )}
    </AppPage>
  );
}

/**
 * A lab for admins (docs/product.md "Test pages"), open to everyone on a development build; anyone else
 * sees the not-found page. The API enforces the same rule with 403.
 */
export default function NarrationLabPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  if (!user.isAdmin && !import.meta.env.DEV) return <NotFound />;
  return <NarrationLab />;
}
