/**
 * The lab's result: the audio, the text with the spoken word highlighted, and every word's timing
 * drawn on a timeline under a moving playhead, so a word that lights up early or late is plain to see.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { highlightedWordAt, type WordTiming } from '@shared/narration.ts';
import type { NarrationLabResponse } from '@shared/schemas/narration-lab.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** Enough room on the timeline for short words to be read. */
const pixelsPerSecond = 160;

function SpokenText({ text, timings, current }: { text: string; timings: readonly WordTiming[]; current: number }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  timings.forEach((timing, index) => {
    if (timing.charStart > at) parts.push(text.slice(at, timing.charStart));
    parts.push(
      <span key={index} data-word={index} aria-current={index === current ? 'true' : undefined} className={cn('rounded px-0.5', index === current && 'bg-primary text-primary-fg')}>
        {text.slice(timing.charStart, timing.charEnd)}
      </span>,
    );
    at = timing.charEnd;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <p className="whitespace-pre-wrap text-xl leading-relaxed">{parts}</p>;
}

function Timeline({ timings, durationMs, currentMs, current, onSeek }: { timings: readonly WordTiming[]; durationMs: number; currentMs: number; current: number; onSeek: (ms: number) => void }) {
  const width = Math.max(1, (durationMs / 1000) * pixelsPerSecond);
  const left = (ms: number) => `${(ms / durationMs) * 100}%`;
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-bg p-3" tabIndex={0} aria-label="Timeline of word timings">
      <div className="relative h-24" style={{ width }}>
        <ol aria-label="Word timings" className="contents">
          {timings.map((timing, index) => (
            <li key={index} className="contents">
              <button
                type="button"
                onClick={() => onSeek(timing.startMs)}
                data-timeline-word={index}
                title={`${timing.word}: ${seconds(timing.startMs)} to ${seconds(timing.endMs)}`}
                aria-label={`Play from “${timing.word}” at ${seconds(timing.startMs)}`}
                className={cn(
                  'absolute h-9 min-w-6 overflow-hidden rounded-md border px-1 text-left text-xs font-medium',
                  index === current ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg',
                  index % 2 === 1 ? 'top-12' : 'top-2',
                )}
                style={{ left: left(timing.startMs), width: left(Math.max(10, timing.endMs - timing.startMs)) }}
              >
                {timing.word}
              </button>
            </li>
          ))}
        </ol>
        <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 w-0.5 bg-danger" style={{ left: left(Math.min(currentMs, durationMs)) }} />
      </div>
    </div>
  );
}

/** The audio as a `blob:` URL: the page's content policy plays media only from this site or blobs. */
function useAudioUrl(dataUrl: string): string {
  const url = useMemo(() => {
    const [header, base64 = ''] = dataUrl.split(',', 2);
    const type = /^data:([^;]+)/.exec(header ?? '')?.[1] ?? 'audio/mpeg';
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type }));
  }, [dataUrl]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}

export function LabPlayer({ result }: { result: NarrationLabResponse }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const audioUrl = useAudioUrl(result.audio);
  const [currentMs, setCurrentMs] = useState(0);
  const [playing, setPlaying] = useState(false);

  // While playing, follow the audio clock every frame so the highlight keeps up with the voice.
  useEffect(() => {
    if (!playing) return;
    let frame = requestAnimationFrame(function follow() {
      const audio = audioRef.current;
      if (audio) setCurrentMs(audio.currentTime * 1000);
      frame = requestAnimationFrame(follow);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  const current = currentMs > 0 ? highlightedWordAt(result.timings, currentMs) : -1;
  const seek = (ms: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = ms / 1000;
    setCurrentMs(ms);
    void audio.play();
  };

  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Words', String(result.timings.length)],
          ['Audio', seconds(result.durationMs)],
          ['Made in', seconds(result.elapsedMs)],
          ['Timings', `${result.timingMethod} (${result.provider})`],
        ].map(([term, value]) => (
          <div key={term} className="rounded-2xl bg-muted p-3">
            <dt className="text-sm text-fg-muted">{term}</dt>
            <dd className="font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => (playing ? audioRef.current?.pause() : void audioRef.current?.play())}>{playing ? 'Pause' : 'Play'}</Button>
        <span className="tabular-nums text-fg-muted" aria-live="off">
          {seconds(currentMs)} / {seconds(result.durationMs)}
        </span>
      </div>
      <audio
        ref={audioRef}
        src={audioUrl}
        preload="auto"
        data-testid="lab-audio"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setCurrentMs(result.durationMs);
        }}
        onSeeked={(event) => setCurrentMs(event.currentTarget.currentTime * 1000)}
      />
      <SpokenText text={result.text} timings={result.timings} current={current} />
      <Timeline timings={result.timings} durationMs={result.durationMs} currentMs={currentMs} current={current} onSeek={seek} />
      <details className="rounded-2xl border border-border p-3">
        <summary className="cursor-pointer font-semibold">Every timing</summary>
        <table className="mt-3 w-full text-left text-sm tabular-nums">
          <thead>
            <tr>
              <th scope="col">Word</th>
              <th scope="col">Start</th>
              <th scope="col">End</th>
              <th scope="col">Characters</th>
            </tr>
          </thead>
          <tbody>
            {result.timings.map((timing, index) => (
              <tr key={index}>
                <td>{timing.word}</td>
                <td>{seconds(timing.startMs)}</td>
                <td>{seconds(timing.endMs)}</td>
                <td>
                  {timing.charStart}–{timing.charEnd}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
