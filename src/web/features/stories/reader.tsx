import { useQueries } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FlipSetting } from 'page-flip';
import type { ReadingLevel } from '@shared/reading.ts';
import type { PageRecording } from '@shared/schemas/recordings.ts';
import type { StoryPageRecord } from '@shared/schemas/stories.ts';
import { Button } from '../../components/ui/button.tsx';
import { NarrationControls } from '../narration/narration-player.tsx';
import { plainWords, useDeviceVoices } from '../narration/device-voices.ts';
import { useNarration } from '../narration/use-narration.ts';
import { useSpeech } from '../narration/use-speech.ts';
import { CoverPage, StoryPage, type PictureSource } from '../reader/book-pages.tsx';
import { firstPictures, isNearPage } from '../reader/first-pictures.ts';
import type { BookPage } from '../reader/flip-book.tsx';
import { loadFlipBook } from '../reader/load-flip-book.ts';
import { useReaderPreferences } from '../reader/reader-preferences.ts';
import { ReadingControls } from '../reader/reading-controls.tsx';
import { pageTextStyle } from '../reader/reading-type.ts';
import { Thumbnails } from '../reader/thumbnails.tsx';
import { reducedMotionQuery, spreadsQuery, useMedia } from '../reader/use-media.ts';
import { pictureQuery } from './page-picture.tsx';
import { PictureNote } from './picture-note.tsx';
import { chosenVoice, voiceOptions } from '../reader/voice-options.ts';

// The page-turning engine loads with the first book opened, not with every signed-in page.
const FlipBook = lazy(() => loadFlipBook().then((module) => ({ default: module.FlipBook })));

/** A page that will show a book starts fetching the engine while it still waits for the story. */
export function usePreloadedFlipBook(): void {
  useEffect(() => {
    void loadFlipBook();
  }, []);
}

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
  /** Zero-based story page; -1 is the cover. */
  current: number;
  onTurn: (page: number) => void;
  /** Sets the size of the words: the youngest readers get the biggest. */
  readingLevel?: ReadingLevel;
  /** Shown on the cover. */
  heroName?: string;
  /** Whether the story has a cover picture. */
  hasCover?: boolean;
  /** Changes when the cover is drawn again (a new style), so the new one is fetched. */
  coverVersion?: string;
  /** A signed link to the cover, for the owner's own story. */
  coverUrl?: string | null;
  /** Where pictures and audio come from when not the owner's API (a share link's). */
  source?: PictureSource;
  /** The parent's own recordings: a page that has one is read in their voice. */
  recordings?: readonly PageRecording[];
}

const spreadSettings: FlipSetting = {
  width: 500,
  height: 640,
  size: 'stretch',
  minWidth: 300,
  maxWidth: 720,
  minHeight: 380,
  maxHeight: 920,
  showCover: true,
  usePortrait: false,
  flippingTime: 700,
  maxShadowOpacity: 0.35,
  disableFlipByClick: true,
};

/** One page at a time, as tall as the screen allows. */
function singleSettings(): FlipSetting {
  const width = Math.max(280, Math.min(window.innerWidth, 960) - 16);
  const height = Math.max(400, window.innerHeight - 260);
  return { ...spreadSettings, width, height, minWidth: Math.min(width, 480), maxWidth: 2000, minHeight: 300, maxHeight: 4000, showCover: false, usePortrait: true };
}

/**
 * A story as a flip-book: the cover, then picture and words side by side on wide screens, or one
 * page at a time on narrow ones. Pages turn by dragging or swiping a corner, by the arrow keys and
 * by the Previous and Next buttons (at least 44 px); "Page N of M" is announced when it changes,
 * and the strip of pages below jumps anywhere. Readers who ask for reduced motion get a fade.
 */
export function Reader({ title, storyId, pages, current, onTurn, readingLevel, heroName, hasCover, coverVersion, coverUrl, source, recordings }: ReaderProps) {
  const last = pages.length - 1;
  const position = Math.min(Math.max(current, -1), last);
  const page = position >= 0 ? pages[position] : undefined;
  const spreads = useMedia(spreadsQuery);
  const reduced = useMedia(reducedMotionQuery);
  const [preferences, setPreferences] = useReaderPreferences();
  const base = source?.base ?? (storyId ? `/api/stories/${encodeURIComponent(storyId)}` : null);
  const pictures: PictureSource | null = useMemo(() => (base ? { base, auth: source?.auth ?? true } : null), [base, source?.auth]);
  const recordingOf = (index: number | undefined) => recordings?.find((entry) => entry.pageIndex === index && entry.status === 'ready' && entry.wordTimings);
  const storyNarrated = Boolean(pictures && pages.some((storyPage) => (storyPage.narrationPath && storyPage.wordTimings) || recordingOf(storyPage.index)));
  // The story's narration (the parent's own recording where a page has one) by default; a voice of this device where the parent chose one.
  const deviceVoices = useDeviceVoices();
  const voices = useMemo(() => voiceOptions({ narrated: storyNarrated, deviceVoices }), [storyNarrated, deviceVoices]);
  const voice = chosenVoice(voices, preferences.voice);
  const listening = preferences.mode === 'listen' && voice !== null;
  const recorded = pictures && page ? recordingOf(page.index) : undefined;
  const audioNarrated = Boolean(listening && !voice?.device && pictures && ((page?.narrationPath && page.wordTimings) || recorded));
  const deviceVoice = listening && page ? (voice?.device ?? null) : null;
  const narrated = audioNarrated || deviceVoice !== null;
  // A device voice can read a page that has no narration: its words are then followed untimed.
  const pageWords = useMemo(() => (page ? (page.wordTimings ?? plainWords(page.text)) : []), [page]);
  // When a page has been read to its end and pages turn by themselves, the next one is read too.
  const carryOn = useRef(false);
  const onEnded = useCallback(() => {
    if (!preferences.autoplay || position >= last) return;
    carryOn.current = true;
    onTurn(position + 1);
  }, [preferences.autoplay, position, last, onTurn]);
  const audio = useNarration(
    !audioNarrated
      ? null
      : recorded
        ? { src: `${pictures!.base}/pages/${page!.index}/recording`, timings: recorded.wordTimings!, auth: pictures!.auth }
        : { src: `${pictures!.base}/pages/${page!.index}/narration`, timings: page!.wordTimings!, auth: pictures!.auth },
    { rate: preferences.rate, onEnded },
  );
  const speech = useSpeech(deviceVoice && page ? { text: page.text, words: pageWords, voice: deviceVoice } : null, { rate: preferences.rate, onEnded });
  const narration = deviceVoice ? speech : audio;
  const { toggle: startReading, stop: stopReading } = narration;
  useEffect(() => {
    if (!carryOn.current) return;
    carryOn.current = false;
    if (narrated) startReading();
  }, [position, narrated, startReading]);
  useEffect(() => {
    if (!listening) stopReading();
  }, [listening, stopReading]);
  useEffect(() => {
    document.documentElement.classList.toggle('bedtime', preferences.bedtime);
    return () => document.documentElement.classList.remove('bedtime');
  }, [preferences.bedtime]);
  const bookRef = useRef<HTMLDivElement>(null);

  // The pictures on screen and either side are asked for at once, even before the page-turning
  // engine has loaded; the others wait until these have arrived, so they never queue behind them.
  const near = (index: number) => isNearPage(index, position);
  // A shared story's pictures are loaded by their <img>s from public addresses: the browser fetches
  // those near the page open at once and the others (the page strip on a phone, say) as they come into view.
  const selfLoading = pictures !== null && !pictures.auth;
  const onScreen = useQueries({
    queries: (pictures && !selfLoading ? firstPictures(pages, position, pictures, hasCover ? (coverVersion ?? title) : null, coverUrl) : []).map(pictureQuery),
  });
  // Once the first pictures have arrived, the others may be fetched for good: a turn (which asks for
  // the pictures near the new page) must not hold them back again and re-render every page.
  const firstArrived = onScreen.every((picture) => !picture.isPending);
  const [allPictures, setAllPictures] = useState(firstArrived);
  if (firstArrived && !allPictures) setAllPictures(true);

  // The pages on screen and either side render first; the rest of the book and the page strip follow
  // in a render React can interrupt, so opening a long book never blocks the page for long.
  const [wholeBook, setWholeBook] = useState(false);
  useEffect(() => startTransition(() => setWholeBook(true)), []);

  const toBook = (story: number) => (story < 0 ? 0 : spreads ? 1 + 2 * story : 1 + story);
  const onFlip = useCallback(
    (bookPage: number) => {
      const story = bookPage === 0 ? -1 : Math.min(spreads ? Math.floor((bookPage - 1) / 2) : bookPage - 1, last);
      if (story !== position) onTurn(story);
    },
    [spreads, last, position, onTurn],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isForReader(event)) return;
      const target = event.key === 'ArrowRight' ? position + 1 : position - 1;
      if (target < -1 || target > last) return;
      event.preventDefault();
      onTurn(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [position, last, onTurn]);

  // Without the page curl, a gentle fade shows that the page changed.
  useEffect(() => {
    if (reduced) bookRef.current?.animate?.([{ opacity: 0.25 }, { opacity: 1 }], { duration: 250, easing: 'ease-out' });
  }, [position, reduced]);

  const textStyle = useMemo(() => pageTextStyle(readingLevel, preferences.textScale), [readingLevel, preferences.textScale]);
  const bookPages: BookPage[] = [
    {
      key: 'cover',
      hard: true,
      content: <CoverPage title={title} heroName={heroName} cover={hasCover ? pictures : null} version={coverVersion ?? title} signedUrl={coverUrl} later={!allPictures && position > 0} />,
    },
  ];
  pages.forEach((storyPage, index) => {
    const here = index === position;
    const page = {
      page: storyPage,
      number: index + 1,
      total: pages.length,
      textStyle,
      pictures,
      laterPicture: selfLoading ? !near(index) : !allPictures && !near(index),
      // Words are wrapped one by one (to follow and tap them) only on the pages open and either side.
      timings: !near(index) ? null : here && deviceVoice ? pageWords : (recordingOf(storyPage.index)?.wordTimings ?? storyPage.wordTimings ?? null),
      currentWord: here && narrated ? narration.currentWord : -1,
      onWord: here && narrated ? narration.playFrom : undefined,
      onWordOnly: here && narrated ? narration.playWord : undefined,
    };
    const shown = wholeBook || near(index);
    if (spreads) {
      // The picture's page hears nothing of the words, so following them never re-renders it.
      const picture = { ...page, timings: null, currentWord: -1, onWord: undefined, onWordOnly: undefined };
      bookPages.push({ key: `picture-${storyPage.index}`, content: shown && <StoryPage part="picture" {...picture} /> });
      bookPages.push({ key: `words-${storyPage.index}`, content: shown && <StoryPage part="words" {...page} pictures={null} laterPicture={false} /> });
    } else {
      bookPages.push({ key: `page-${storyPage.index}`, content: shown && <StoryPage part="both" {...page} /> });
    }
  });

  if (pages.length === 0) return null;
  const atEnd = position >= last;
  return (
    <section aria-label={`${title}, the story`} className="flex flex-1 flex-col rounded-3xl border border-border bg-surface shadow-sm max-sm:rounded-none max-sm:border-x-0">
      <div className="flex min-h-16 flex-wrap items-center justify-between gap-3 px-4 pt-4 sm:px-8">
        <div className="grid gap-0.5">
          <p role="status" className="text-sm font-semibold uppercase tracking-[0.12em] text-primary">
            {position < 0 ? 'Cover' : `Page ${position + 1} of ${pages.length}`}
          </p>
          {position >= 0 && <PictureNote info={pages[position]?.illustration} />}
        </div>
        {narrated && <NarrationControls narration={narration} pageLabel={`page ${position + 1}`} />}
      </div>
      {/* Folded away on phones, so the book comes first; open on wider screens. */}
      <details className="group px-4 pt-3 sm:px-8" open={spreads || undefined}>
        <summary className="flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-full text-sm font-semibold text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          Reading settings
        </summary>
        <div className="pt-2">
          <ReadingControls preferences={preferences} onChange={setPreferences} voices={voices} voice={voice} />
        </div>
      </details>
      {/*
        A turning page and its shadows reach past the book: contained here, they never widen the
        document, so a turn repaints the book alone instead of the whole page on every frame.
      */}
      <div ref={bookRef} className="px-2 py-4 [contain:layout_paint] sm:px-6">
        <Suspense fallback={<div aria-hidden="true" className="mx-auto aspect-[3/2] w-full max-w-5xl animate-pulse rounded-2xl bg-muted" aria-label="Opening the book…" />}>
          <FlipBook
            key={`${spreads ? 'spreads' : 'single'}-${pages.length}-${reduced ? 'still' : 'moving'}`}
            className="mx-auto w-full"
            pages={bookPages}
            page={toBook(position)}
            onFlip={onFlip}
            settings={spreads ? spreadSettings : singleSettings()}
            animate={!reduced}
          />
        </Suspense>
      </div>
      <nav aria-label="Turn the page" className="sticky bottom-0 z-10 flex items-center justify-between gap-3 border-t border-border bg-surface px-4 py-3 sm:px-8">
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus that just pressed it. */}
        <Button
          variant="secondary"
          size="lg"
          className="min-w-28 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-disabled={position < 0}
          onClick={() => position >= 0 && onTurn(position - 1)}
        >
          <span aria-hidden="true">←</span> Previous
        </Button>
        <span aria-hidden="true" className="hidden text-sm text-fg-muted sm:inline">
          Arrow keys turn the page
        </span>
        {/* One button that changes its job on the last page, so focus stays on it. */}
        <Button variant={atEnd ? 'secondary' : 'primary'} size="lg" className="min-w-28" onClick={() => onTurn(atEnd ? -1 : position + 1)}>
          {atEnd ? (
            'Start again'
          ) : (
            <>
              Next <span aria-hidden="true">→</span>
            </>
          )}
        </Button>
      </nav>
      {/* The strip keeps its height while it waits for the rest of the book. */}
      <div className="min-h-[5.5rem]">
        {wholeBook && <Thumbnails pages={pages} current={position} pictures={pictures} onJump={onTurn} allPictures={allPictures && !selfLoading} />}
      </div>
    </section>
  );
}
