/**
 * The narration player's parts, made to be reused by any reader: the play/pause control (with its
 * hidden audio element) and the page text with the spoken word highlighted.
 */
import { Fragment, type ReactNode } from 'react';
import type { WordTiming } from '@shared/narration.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import type { Narration } from './use-narration.ts';

const labels: Record<Narration['state'], string> = {
  idle: 'Listen',
  loading: 'Loading…',
  playing: 'Pause',
  paused: 'Resume',
  ended: 'Listen again',
  error: 'Try again',
};

export function NarrationControls({ narration, pageLabel }: { narration: Narration; pageLabel: string }) {
  const { state, toggle, audioRef } = narration;
  const playing = state === 'playing';
  return (
    <div className="flex items-center gap-3">
      <audio ref={audioRef} preload="none" className="hidden" data-testid="narration-audio" />
      <Button
        variant={playing ? 'secondary' : 'primary'}
        size="md"
        onClick={toggle}
        aria-pressed={playing}
        aria-label={`${playing ? 'Pause' : 'Listen to'} ${pageLabel}`}
        aria-busy={state === 'loading'}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        {labels[state]}
      </Button>
      {state === 'error' && (
        <span role="alert" className="text-sm text-danger">
          The narration could not be played.
        </span>
      )}
    </div>
  );
}

/** Pages keep their paragraphs as blank lines. */
function paragraphRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  for (const match of text.matchAll(/\n\s*\n/g)) {
    ranges.push([start, match.index]);
    start = match.index + match[0].length;
  }
  ranges.push([start, text.length]);
  return ranges.filter(([from, to]) => text.slice(from, to).trim().length > 0);
}

/**
 * The page text as paragraphs, each word that has a timing wrapped so it can be highlighted. The
 * offsets of the timings point into `text` itself, so nothing is re-tokenised here.
 */
export function HighlightedText({
  text,
  timings,
  currentWord,
  onWord,
}: {
  text: string;
  timings: readonly WordTiming[] | null | undefined;
  currentWord: number;
  /** A tap on a word (the Listen button is the keyboard's way in). */
  onWord?: (index: number) => void;
}) {
  return (
    <>
      {paragraphRanges(text).map(([from, to]) => {
        const parts: ReactNode[] = [];
        let cursor = from;
        for (const [index, timing] of (timings ?? []).entries()) {
          if (timing.charStart < from || timing.charEnd > to) continue;
          if (timing.charStart > cursor) parts.push(text.slice(cursor, timing.charStart));
          const spoken = index === currentWord;
          parts.push(
            <span
              key={index}
              data-word={index}
              aria-current={spoken ? 'true' : undefined}
              onClick={onWord ? () => onWord(index) : undefined}
              className={cn(onWord && 'cursor-pointer', spoken && 'rounded-sm bg-accent-soft text-fg shadow-[0_0_0_2px_var(--accent)]')}
            >
              {text.slice(timing.charStart, timing.charEnd)}
            </span>,
          );
          cursor = timing.charEnd;
        }
        parts.push(text.slice(cursor, to));
        return (
          <p key={from}>
            {parts.map((part, index) => (
              <Fragment key={index}>{part}</Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
