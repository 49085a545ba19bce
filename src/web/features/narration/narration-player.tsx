/**
 * The narration player's parts, made to be reused by any reader: the play/pause control (with its
 * hidden audio element) and the page text with the spoken word highlighted.
 */
import { Fragment, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
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

/** How long a word is held to hear just that word. */
export const longPressMs = 500;

/**
 * Taps, long presses and keys on the words: a tap (or Enter) plays the page from the word, a press
 * held ~500 ms (or Shift+Enter) says just that word, the arrow keys move between words.
 */
function useWordGestures(onWord?: (index: number) => void, onWordOnly?: (index: number) => void) {
  const timer = useRef<number | undefined>(undefined);
  const heldDown = useRef(false);
  if (!onWord) return null;
  const cancel = () => window.clearTimeout(timer.current);
  return (index: number) => ({
    type: 'button' as const,
    'aria-keyshortcuts': 'Enter Shift+Enter',
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      heldDown.current = false;
      cancel();
      timer.current = window.setTimeout(() => {
        heldDown.current = true;
        onWordOnly?.(index);
      }, longPressMs);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    // A long press on a phone would otherwise open the text menu.
    onContextMenu: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
    onClick: () => {
      if (heldDown.current) heldDown.current = false;
      else onWord(index);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        if (event.shiftKey) onWordOnly?.(index);
        else onWord(index);
      } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        const words = [...(event.currentTarget.closest('[role="region"]')?.querySelectorAll<HTMLElement>('[data-word]') ?? [])];
        const next = words[words.indexOf(event.currentTarget) + (event.key === 'ArrowRight' ? 1 : -1)];
        // Handled here, so the arrow moves between words instead of turning the page.
        event.preventDefault();
        next?.focus();
      }
    },
  });
}

/**
 * The page text as paragraphs, each word that has a timing wrapped so it can be highlighted. The
 * offsets of the timings point into `text` itself, so nothing is re-tokenised here. Where the page
 * can be listened to, its words are buttons: one of them is in the tab order (the spoken one, or
 * the first), the arrow keys reach the others.
 */
export function HighlightedText({
  text,
  timings,
  currentWord,
  onWord,
  onWordOnly,
}: {
  text: string;
  timings: readonly WordTiming[] | null | undefined;
  currentWord: number;
  /** A tap on a word, or Enter on it: the page plays from there. */
  onWord?: (index: number) => void;
  /** A long press on a word, or Shift+Enter on it: just that word is heard. */
  onWordOnly?: (index: number) => void;
}) {
  const gestures = useWordGestures(onWord, onWordOnly);
  const focusable = currentWord >= 0 ? currentWord : 0;
  return (
    <>
      {paragraphRanges(text).map(([from, to]) => {
        const parts: ReactNode[] = [];
        let cursor = from;
        for (const [index, timing] of (timings ?? []).entries()) {
          if (timing.charStart < from || timing.charEnd > to) continue;
          if (timing.charStart > cursor) parts.push(text.slice(cursor, timing.charStart));
          const spoken = index === currentWord;
          // Playable words are buttons, which the page-turning engine leaves alone: holding one
          // does not start to fold the page.
          const Word = gestures ? 'button' : 'span';
          parts.push(
            <Word
              key={index}
              data-word={index}
              aria-current={spoken ? 'true' : undefined}
              {...(gestures ? { ...gestures(index), tabIndex: index === focusable ? 0 : -1 } : {})}
              className={cn(
                gestures && 'inline cursor-pointer select-none rounded-sm [-webkit-touch-callout:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                spoken && 'rounded-sm bg-accent-soft text-fg shadow-[0_0_0_2px_var(--accent)]',
              )}
            >
              {text.slice(timing.charStart, timing.charEnd)}
            </Word>,
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
