import { useEffect, useRef } from 'react';
import type { StoryPageRecord } from '@shared/schemas/stories.ts';
import { Button } from '../../components/ui/button.tsx';
import { PagePicture } from './page-picture.tsx';
import { HighlightedText, NarrationControls } from '../narration/narration-player.tsx';
import { useNarration } from '../narration/use-narration.ts';

/** Keys typed into a field, or pressed with a modifier, belong to someone else. */
function isForReader(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"]')) return false;
  return event.key === 'ArrowLeft' || event.key === 'ArrowRight';
}

/** Pages keep their paragraphs as blank lines. */
export const paragraphs = (text: string) => text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);

interface ReaderProps {
  title: string;
  /** With the story's id, pages show their pictures and narrated pages can be listened to, word by word. */
  storyId?: string;
  pages: readonly StoryPageRecord[];
  /** Zero-based. */
  current: number;
  onTurn: (page: number) => void;
}

/**
 * A story page by page: large text, Previous and Next buttons (at least 44 px) and the arrow keys.
 * The page number is announced when it changes; focus stays on the button that turned it.
 */
export function Reader({ title, storyId, pages, current, onTurn }: ReaderProps) {
  const last = pages.length - 1;
  const page = pages[Math.min(Math.max(current, 0), last)];
  const textRef = useRef<HTMLDivElement>(null);
  const narrated = Boolean(storyId && page?.narrationPath && page.wordTimings);
  const narration = useNarration(
    narrated ? { src: `/api/stories/${encodeURIComponent(storyId!)}/pages/${page!.index}/narration`, timings: page!.wordTimings! } : null,
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isForReader(event)) return;
      const target = event.key === 'ArrowRight' ? current + 1 : current - 1;
      if (target < 0 || target > last) return;
      event.preventDefault();
      onTurn(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, last, onTurn]);

  useEffect(() => {
    textRef.current?.scrollTo({ top: 0 });
  }, [current]);

  if (!page) return null;
  const atEnd = current >= last;
  return (
    <section aria-label={`${title}, the story`} className="flex flex-1 flex-col rounded-3xl border border-border bg-surface shadow-sm max-sm:rounded-none max-sm:border-x-0">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-5 sm:px-10 sm:pt-8">
        <p aria-live="polite" className="text-sm font-semibold uppercase tracking-[0.12em] text-primary">
          Page {current + 1} of {pages.length}
        </p>
        {narrated && <NarrationControls narration={narration} pageLabel={`page ${current + 1}`} />}
      </div>
      <div ref={textRef} className="flex-1 px-5 py-4 sm:px-10 sm:py-6">
        {storyId && page.illustrationPath && (
          <div className="mb-6">
            <PagePicture storyId={storyId} index={page.index} path={page.illustrationPath} alt={page.illustrationAlt ?? ''} />
          </div>
        )}
        <div className="mx-auto grid max-w-[38rem] gap-4 font-display text-xl leading-relaxed sm:text-2xl sm:leading-relaxed">
          {narrated ? (
            <HighlightedText text={page.text} timings={page.wordTimings} currentWord={narration.currentWord} />
          ) : (
            paragraphs(page.text).map((paragraph, index) => <p key={index}>{paragraph}</p>)
          )}
        </div>
        {atEnd && (
          <p className="mx-auto mt-8 max-w-[38rem] text-center font-display text-2xl font-bold text-primary">
            The end
          </p>
        )}
      </div>
      <nav aria-label="Turn the page" className="sticky bottom-0 flex items-center justify-between gap-3 rounded-b-3xl border-t border-border bg-surface px-4 py-3 max-sm:rounded-none sm:px-8">
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus that just pressed it. */}
        <Button
          variant="secondary"
          size="lg"
          className="min-w-28 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-disabled={current <= 0}
          onClick={() => current > 0 && onTurn(current - 1)}
        >
          <span aria-hidden="true">←</span> Previous
        </Button>
        <span aria-hidden="true" className="hidden text-sm text-fg-muted sm:inline">
          Arrow keys turn the page
        </span>
        {/* One button that changes its job on the last page, so focus stays on it. */}
        <Button variant={atEnd ? 'secondary' : 'primary'} size="lg" className="min-w-28" onClick={() => onTurn(atEnd ? 0 : current + 1)}>
          {atEnd ? (
            'Start again'
          ) : (
            <>
              Next <span aria-hidden="true">→</span>
            </>
          )}
        </Button>
      </nav>
    </section>
  );
}
