/**
 * On a finished story: add narration, change the voice of the whole story, or read one page again
 * (docs/product.md "Credits, plans and prices"), with the recording's progress and its outcome.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { builtinVoiceHonesty, narratorVoices, type NarratorVoiceId } from '@shared/narration.ts';
import { creditCosts } from '@shared/pricing.ts';
import type { NarrationRedo } from '@shared/schemas/narration-redos.ts';
import type { StoryDetail } from '@shared/schemas/stories.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useCredits } from '../credits/api.ts';
import { useVoices } from '../voice-cloning/api.ts';
import { isRecording, refreshAfterRedo, useNarrationRedo, useRequestNarrationRedo } from './api.ts';

const voiceLabel = (id: NarratorVoiceId) => narratorVoices.find((voice) => voice.id === id)?.label ?? id;
/** How a redo's voice is named: a built-in voice by its name, a cloned voice as the parent's own. */
const redoVoice = (redo: NarrationRedo) => (redo.clonedVoiceId ? 'your cloned voice' : `the ${voiceLabel(redo.narrator)} voice`);
/** The voice select's values: `builtin:warm` or `cloned:<id>`. */
type VoiceChoice = `builtin:${NarratorVoiceId}` | `cloned:${string}`;
const priced = (label: string, credits: number, enabled: boolean) => (enabled ? `${label} (${credits} credit${credits === 1 ? '' : 's'})` : label);

/** "3", "3 and 5", "2, 3 and 5". */
const listPages = (pages: number[]) => (pages.length === 1 ? String(pages[0]) : `${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`);

function RedoStatus({ redo }: { redo: NarrationRedo }) {
  if (isRecording(redo)) {
    const what = redo.scope === 'page' ? `page ${(redo.pageIndex ?? 0) + 1} again` : `the story in ${redoVoice(redo)}`;
    return (
      <div className="grid gap-2">
        <p className="font-semibold">Recording {what}…</p>
        <p className="text-sm text-fg-muted">
          {redo.pagesDone} of {redo.pagesTotal} page{redo.pagesTotal === 1 ? '' : 's'} recorded. The current narration plays until the new one is ready.
        </p>
        <progress
          max={Math.max(1, redo.pagesTotal)}
          value={redo.pagesDone}
          aria-label="New narration progress"
          className="h-2 w-full overflow-hidden rounded-full bg-muted accent-primary"
        />
      </div>
    );
  }
  if (redo.status === 'failed') return <Notice tone="warning">{redo.failureReason}</Notice>;
  return null;
}

export function NarrationOptions({ story }: { story: StoryDetail }) {
  const queryClient = useQueryClient();
  const redo = useNarrationRedo(story.id);
  const request = useRequestNarrationRedo(story.id);
  const credits = useCredits();
  const creditsEnabled = credits.data?.enabled ?? true;
  const narrated = story.voice !== 'none' && Boolean(story.narrator);
  const [voice, setVoice] = useState<VoiceChoice | null>(null);
  const cloned = useVoices().data?.voices ?? [];
  const clonedStory = story.voice === 'cloned' && story.clonedVoice ? story.clonedVoice : null;
  const [page, setPage] = useState(0);
  const recording = isRecording(redo.data) || request.isPending;
  const fellBack = story.pages.filter((entry) => entry.narrationFellBack).map((entry) => entry.index + 1);

  // A redo that settles while the page is open: refresh the story and say how it went.
  const lastStatus = useRef(redo.data?.status);
  useEffect(() => {
    const status = redo.data?.status;
    const was = lastStatus.current;
    lastStatus.current = status;
    if (!redo.data || !was || was === status || (was !== 'queued' && was !== 'running')) return;
    void refreshAfterRedo(queryClient, story.id);
    if (status === 'done') toast({ title: 'New narration ready', description: redo.data.scope === 'page' ? `Page ${(redo.data.pageIndex ?? 0) + 1} has been read again.` : `The story is now read in ${redoVoice(redo.data)}.` });
  }, [redo.data, queryClient, story.id]);

  if (story.status !== 'ready') return null;

  const start = (input: { narrator?: NarratorVoiceId; clonedVoiceId?: string; pageIndex?: number }) =>
    request.mutate(input, {
      onError: (failure) =>
        toast({ title: 'The narration could not start', description: failure instanceof ApiError ? failure.serverMessage : 'Please try once more.', variant: 'destructive' }),
    });

  const otherVoices = narratorVoices.filter((entry) => !narrated || clonedStory !== null || story.voice === 'cloned' || entry.id !== story.narrator);
  const otherCloned = cloned.filter((entry) => entry.id !== clonedStory?.id);
  const choices: VoiceChoice[] = [...otherVoices.map((entry) => `builtin:${entry.id}` as const), ...otherCloned.map((entry) => `cloned:${entry.id}` as const)];
  const chosen = voice && choices.includes(voice) ? voice : choices[0]!;
  const chosenCloned = chosen.startsWith('cloned:') ? chosen.slice('cloned:'.length) : null;
  const readBy = clonedStory ? `your cloned voice “${clonedStory.name}”` : `the ${voiceLabel(story.narrator!)} voice`;

  return (
    <section aria-labelledby={`narration-options-${story.id}`} className="grid w-full gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <div className="grid gap-1">
        <h2 id={`narration-options-${story.id}`} className="text-lg font-bold">
          Narration
        </h2>
        <p className="text-fg-muted">
          {narrated ? `Read aloud by ${readBy}, with each word lit up as it is read.` : 'This story has no narration yet.'}
        </p>
        <p className="text-sm text-fg-muted">{builtinVoiceHonesty}</p>
      </div>
      {narrated && fellBack.length > 0 && (
        <Notice tone="info">
          The outside voice could not read {fellBack.length === 1 ? 'page' : 'pages'} {listPages(fellBack)}, so the built-in voice read{' '}
          {fellBack.length === 1 ? 'it' : 'them'} instead. Nothing extra was charged.
        </Notice>
      )}
      {redo.data && (
        <div role="status" aria-live="polite">
          <RedoStatus redo={redo.data} />
        </div>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label={narrated ? 'Another voice' : 'Voice'} value={chosen} onChange={(event) => setVoice(event.target.value as VoiceChoice)} className="min-w-48">
          <optgroup label="Built-in voices">
            {otherVoices.map((entry) => (
              <option key={entry.id} value={`builtin:${entry.id}`}>
                {entry.label}
              </option>
            ))}
          </optgroup>
          {otherCloned.length > 0 && (
            <optgroup label="Your cloned voices">
              {otherCloned.map((entry) => (
                <option key={entry.id} value={`cloned:${entry.id}`}>
                  {entry.name}
                </option>
              ))}
            </optgroup>
          )}
        </SelectField>
        <Button
          disabled={recording}
          onClick={() => start(chosenCloned ? { clonedVoiceId: chosenCloned } : { narrator: chosen.slice('builtin:'.length) as NarratorVoiceId })}
        >
          {priced(narrated ? 'Change the voice' : 'Add narration', creditCosts.narration[chosenCloned ? 'cloned' : 'standard'], creditsEnabled)}
        </Button>
      </div>
      {narrated && story.pages.length > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField label="Page" value={String(page)} onChange={(event) => setPage(Number(event.target.value))} className="min-w-32">
            {story.pages.map((entry) => (
              <option key={entry.index} value={entry.index}>
                Page {entry.index + 1}
              </option>
            ))}
          </SelectField>
          <Button variant="secondary" disabled={recording} onClick={() => start({ pageIndex: page })}>
            {priced('Read this page again', creditCosts.regenerateNarration, creditsEnabled)}
          </Button>
        </div>
      )}
    </section>
  );
}
