/**
 * "Read it yourself" on a finished story: the parent records their own narration page by page
 * (docs/product.md "Pictures and voices"). Each take can be listened back to, then kept or
 * discarded; a kept one is matched to the page's words on the server and plays in the book.
 */
import { useState } from 'react';
import { recordingLimits, recordingMessages, type PageRecording } from '@shared/schemas/recordings.ts';
import type { StoryDetail } from '@shared/schemas/stories.ts';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { failureMessage } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useAuth } from '../auth/use-auth.ts';
import { useDeleteRecording, useRecordings, useSaveRecording } from './api.ts';
import { LevelMeter } from './level-meter.tsx';
import { useRecorder } from './use-recorder.ts';
import { VoiceConsent } from './voice-consent.tsx';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function RecordingStatus({ recording }: { recording: PageRecording | undefined }) {
  if (!recording) return <p className="text-fg-muted">Not recorded yet.</p>;
  if (recording.status === 'aligning') return <p className="font-semibold">Matching your reading to the words…</p>;
  const length = clock(Math.round(recording.durationMs / 1000));
  return (
    <div className="grid gap-1">
      <p className="font-semibold">Recorded ({length}). It plays in the book with each word lit up as you read it.</p>
      {recording.timingMethod === 'approximate' && <p className="text-sm text-fg-muted">{recordingMessages.approximate}</p>}
    </div>
  );
}

function PageRecorder({ story, pageIndex, recording }: { story: StoryDetail; pageIndex: number; recording: PageRecording | undefined }) {
  const recorder = useRecorder(recordingLimits.maxSeconds);
  const save = useSaveRecording(story.id);
  const remove = useDeleteRecording(story.id);
  const page = story.pages.find((entry) => entry.index === pageIndex)!;
  const keep = () => {
    if (!recorder.blob) return;
    save.mutate(
      { pageIndex, audio: recorder.blob },
      {
        onSuccess: () => recorder.discard(),
        onError: (failure) => toast({ title: 'The recording could not be saved', description: failureMessage(failure), variant: 'destructive' }),
      },
    );
  };
  return (
    <div className="grid gap-3">
      <blockquote className="whitespace-pre-line rounded-2xl bg-muted/50 p-4 text-lg leading-relaxed">{page.text}</blockquote>
      <div role="status" aria-live="polite">
        <RecordingStatus recording={recording} />
      </div>
      {recorder.state === 'recording' && (
        <div className="grid gap-2">
          <p className="font-semibold">
            Recording… <span className="tabular-nums">{clock(recorder.seconds)}</span>
          </p>
          <LevelMeter level={recorder.level} />
          <div>
            <Button onClick={recorder.stop}>Stop recording</Button>
          </div>
        </div>
      )}
      {recorder.state === 'recorded' && recorder.url && (
        <div className="grid gap-2">
          <p className="font-semibold">Listen back, then keep it or try again.</p>
          <audio controls src={recorder.url} aria-label={`Your recording of page ${pageIndex + 1}`} className="w-full max-w-md" />
          <div className="flex flex-wrap gap-3">
            <Button onClick={keep} disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Keep this recording'}
            </Button>
            <Button variant="secondary" onClick={recorder.discard} disabled={save.isPending}>
              Discard
            </Button>
          </div>
        </div>
      )}
      {(recorder.state === 'idle' || recorder.state === 'error' || recorder.state === 'starting') && (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void recorder.start()} disabled={recorder.state === 'starting'}>
            {recording ? 'Record this page again' : 'Record this page'}
          </Button>
          {recording && (
            <Button variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate(pageIndex)}>
              Delete this recording
            </Button>
          )}
        </div>
      )}
      {recorder.error && <Notice tone="warning">{recorder.error}</Notice>}
    </div>
  );
}

export function ReadItYourself({ story }: { story: StoryDetail }) {
  const { user } = useAuth();
  const recordings = useRecordings(story.id);
  const [pageIndex, setPageIndex] = useState(story.pages[0]?.index ?? 0);
  const consented = Boolean(user?.consents['voice-recording']?.granted);
  const position = story.pages.findIndex((entry) => entry.index === pageIndex);
  const recorded = recordings.data?.filter((entry) => entry.status === 'ready').length ?? 0;
  return (
    <section aria-labelledby={`read-it-yourself-${story.id}`} className="grid w-full gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <div className="grid gap-1">
        <h2 id={`read-it-yourself-${story.id}`} className="text-lg font-bold">
          Read it yourself
        </h2>
        <p className="text-fg-muted">
          Record your own voice reading the story, page by page. Recorded pages play in the book in your voice, with each word lit up as you read it. It is free.
        </p>
        {consented && (
          <p className="text-sm text-fg-muted">
            {recorded} of {story.pages.length} page{story.pages.length === 1 ? '' : 's'} recorded.
          </p>
        )}
      </div>
      {!consented ? (
        <VoiceConsent />
      ) : (
        <>
          <nav aria-label="Page to record" className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" size="sm" disabled={position <= 0} onClick={() => setPageIndex(story.pages[position - 1]!.index)}>
              <span aria-hidden="true">←</span> Previous page
            </Button>
            <p className="font-semibold">
              Page {position + 1} of {story.pages.length}
            </p>
            <Button variant="secondary" size="sm" disabled={position >= story.pages.length - 1} onClick={() => setPageIndex(story.pages[position + 1]!.index)}>
              Next page <span aria-hidden="true">→</span>
            </Button>
          </nav>
          <PageRecorder key={pageIndex} story={story} pageIndex={pageIndex} recording={recordings.data?.find((entry) => entry.pageIndex === pageIndex)} />
        </>
      )}
    </section>
  );
}
