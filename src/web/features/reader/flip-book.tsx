/**
 * A thin React wrapper around page-flip. page-flip moves the page elements it is given and
 * rewrites their inline styles, so each page is an element made here (never one React renders)
 * and its content is portalled into it; the book's root is made here too, because destroying a
 * book removes its root.
 */
import { PageFlip, type FlipSetting } from 'page-flip';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface BookPage {
  key: string;
  /** A stiff page (the cover) turns like a board instead of curling. */
  hard?: boolean;
  content: ReactNode;
}

interface FlipBookProps {
  /** The number of pages must not change for one book: give the book a new key instead. */
  pages: readonly BookPage[];
  /** The first page of the spread to show; when it changes the book turns there. */
  page: number;
  onFlip: (page: number) => void;
  settings: FlipSetting;
  /** Without animation the book jumps, for readers who ask for reduced motion. */
  animate: boolean;
  className?: string;
}

export function FlipBook({ pages, page, onFlip, settings, animate, className }: FlipBookProps) {
  const host = useRef<HTMLDivElement>(null);
  const book = useRef<PageFlip | null>(null);
  const [elements] = useState(() =>
    pages.map((bookPage) => {
      const element = document.createElement('div');
      if (bookPage.hard) element.dataset.density = 'hard';
      return element;
    }),
  );
  const wanted = useRef(page);
  const turning = useRef(false);
  const onFlipRef = useRef(onFlip);
  useEffect(() => {
    onFlipRef.current = onFlip;
  }, [onFlip]);
  const [settingsAtStart] = useState(() => ({ ...settings, startPage: page }));

  useEffect(() => {
    const root = document.createElement('div');
    host.current!.appendChild(root);
    const flip = new PageFlip(root, settingsAtStart);
    // While loading, the book passes through its first page before the start page: not a turn.
    let ready = false;
    const settle = () => {
      turning.current = false;
      if (ready && flip.getState() === 'read' && flip.getCurrentPageIndex() !== wanted.current) {
        turning.current = true;
        flip.turnToPage(wanted.current);
        turning.current = false;
      }
    };
    flip.on('init', () => {
      ready = true;
      settle();
    });
    // Only the reader's own drags, swipes and corner clicks are reported: turns asked for by the
    // page are already known, and reporting one late could undo a newer choice.
    flip.on('flip', (event) => {
      if (ready && !turning.current) onFlipRef.current(event.data);
    });
    // A turn asked for while another was still moving is finished once the book is at rest (the
    // event comes just before the book records its new state, hence the timeout).
    flip.on('changeState', (event) => {
      if (event.data === 'read') setTimeout(settle, 0);
    });
    flip.loadFromHTML(elements);
    book.current = flip;
    return () => {
      book.current = null;
      flip.destroy();
      root.remove();
    };
  }, [elements, settingsAtStart]);

  useEffect(() => {
    wanted.current = page;
    const flip = book.current;
    if (!flip || flip.getState() !== 'read') return;
    const from = flip.getCurrentPageIndex();
    if (from === page) return;
    // The cover stands alone; after it, pages pair up when two are shown side by side.
    const spreadOf = (index: number) => (settingsAtStart.showCover ? Math.floor((index + 1) / 2) : index);
    const step = spreadOf(page) - spreadOf(from);
    // Only a turn to the next or previous spread curls; a jump (and reduced motion) is immediate.
    turning.current = true;
    if (animate && step === 1) flip.flipNext('bottom');
    else if (animate && step === -1) flip.flipPrev('bottom');
    // No curl started (or none wanted): go straight there.
    if (flip.getState() === 'read') {
      flip.turnToPage(page);
      turning.current = false;
    }
  }, [page, animate, settingsAtStart]);

  return (
    <div ref={host} className={className}>
      {pages.map((bookPage, index) => createPortal(bookPage.content, elements[index]!, bookPage.key))}
    </div>
  );
}
