/** What the flip-book's pages hold: the cover, a page's picture, a page's words, or both on one page. */
import type { CSSProperties, ReactNode } from 'react';
import type { WordTiming } from '@shared/narration.ts';
import type { StoryPageRecord } from '@shared/schemas/stories.ts';
import { HighlightedText } from '../narration/narration-player.tsx';
import { PagePicture } from '../stories/page-picture.tsx';

/** Where a story's pictures come from: the owner's API or a share link's. */
export interface PictureSource {
  base: string;
  auth: boolean;
}

const paper = 'h-full w-full overflow-hidden bg-surface text-fg';

/** Where the cover picture and each page's picture are fetched from. */
export const coverAddress = (source: PictureSource, version: string, signedUrl?: string | null) => ({ src: `${source.base}/cover`, version, auth: source.auth, signedUrl });
export const illustrationAddress = (source: PictureSource, page: StoryPageRecord & { illustrationPath: string }) => ({
  src: `${source.base}/pages/${page.index}/illustration`,
  version: page.illustrationPath,
  auth: source.auth,
  signedUrl: page.illustrationUrl,
});

interface CoverProps {
  title: string;
  heroName?: string;
  cover?: PictureSource | null;
  version: string;
  /** A short-lived signed link to the cover (the owner's own story). */
  signedUrl?: string | null;
  /** The picture waits while the pages on screen get theirs. */
  later?: boolean;
}

export function CoverPage({ title, heroName, cover, version, signedUrl, later }: CoverProps) {
  return (
    <div className={`${paper} flex flex-col items-center justify-center gap-4 border-4 border-primary/40 bg-accent-soft p-6 text-center`}>
      {cover && (
        <div className="aspect-[4/3] w-full max-w-md overflow-hidden rounded-2xl">
          <PagePicture {...coverAddress(cover, version, signedUrl)} alt="" later={later} />
        </div>
      )}
      <p className="font-display text-3xl font-bold leading-tight text-primary sm:text-4xl">{title}</p>
      {heroName && <p className="text-lg text-fg-muted">A story for {heroName}</p>}
    </div>
  );
}

export function PicturePage({ page, pictures, later }: { page: StoryPageRecord; pictures: PictureSource | null; later?: boolean }) {
  return (
    <div className={`${paper} flex items-center justify-center bg-muted p-3`}>
      {pictures && page.illustrationPath ? (
        <PagePicture {...illustrationAddress(pictures, { ...page, illustrationPath: page.illustrationPath })} alt={page.illustrationAlt ?? ''} later={later} />
      ) : (
        <span aria-hidden="true" className="font-display text-7xl text-primary/30">
          ✦
        </span>
      )}
    </div>
  );
}

interface WordsProps {
  page: StoryPageRecord;
  /** The words to follow: the narration's or the parent's recording's timings, or a device voice's untimed words. */
  timings: readonly WordTiming[] | null;
  number: number;
  textStyle: CSSProperties;
  currentWord: number;
  onWord?: (index: number) => void;
  onWordOnly?: (index: number) => void;
  ending?: ReactNode;
}

/** The page's words, scrolling inside the page when a big text size needs more room. */
export function Words({ page, timings, number, textStyle, currentWord, onWord, onWordOnly, ending }: WordsProps) {
  return (
    <div
      className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-8"
      // Focusable so a keyboard can scroll a page whose words do not fit.
      tabIndex={0}
      role="region"
      aria-label={`Words of page ${number}`}
    >
      <div className="mx-auto grid gap-4 font-display leading-relaxed" style={textStyle}>
        <HighlightedText text={page.text} timings={timings} currentWord={currentWord} onWord={onWord} onWordOnly={onWordOnly} />
      </div>
      {ending}
    </div>
  );
}

export function PageFooter({ number, total }: { number: number; total: number }) {
  return (
    <p aria-hidden="true" className="shrink-0 pb-3 text-center text-sm text-fg-muted">
      {number} / {total}
    </p>
  );
}

export function TheEnd() {
  return <p className="mt-8 text-center font-display text-2xl font-bold text-primary">The end</p>;
}

export { paper };
