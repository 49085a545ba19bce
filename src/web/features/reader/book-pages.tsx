/**
 * What the flip-book's pages hold: the cover, a page's picture, a page's words, or both on one page.
 * Each page is memoised: a turn re-renders only the pages whose part in it changes (the page left,
 * the page reached, the pages coming near), never the whole book.
 */
import { memo, type CSSProperties, type ReactNode } from 'react';
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
/**
 * A picture on a layer of its own: while a page curls, its clip and place change every frame, and a
 * picture painted with the page would be drawn again each time (a textured SVG costs tens of ms).
 */
const ownLayer = '[&_img]:will-change-transform';

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

export const CoverPage = memo(function CoverPage({ title, heroName, cover, version, signedUrl, later }: CoverProps) {
  return (
    <div className={`${paper} flex flex-col items-center justify-center gap-4 border-4 border-primary/40 bg-accent-soft p-6 text-center`}>
      {cover && (
        <div className={`aspect-[4/3] w-full max-w-md overflow-hidden rounded-2xl ${ownLayer}`}>
          <PagePicture {...coverAddress(cover, version, signedUrl)} alt="" later={later} />
        </div>
      )}
      <p className="font-display text-3xl font-bold leading-tight text-primary sm:text-4xl">{title}</p>
      {heroName && <p className="text-lg text-fg-muted">A story for {heroName}</p>}
    </div>
  );
});

function PicturePage({ page, pictures, later }: { page: StoryPageRecord; pictures: PictureSource | null; later?: boolean }) {
  return (
    <div className={`${paper} flex items-center justify-center bg-muted p-3 ${ownLayer}`}>
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
  /**
   * The words to follow: the narration's or the parent's recording's timings, or a device voice's
   * untimed words; null for plain text (a page far from the one open gets no word by word spans).
   */
  timings: readonly WordTiming[] | null;
  number: number;
  textStyle: CSSProperties;
  currentWord: number;
  onWord?: (index: number) => void;
  onWordOnly?: (index: number) => void;
  ending?: ReactNode;
}

/** The page's words, scrolling inside the page when a big text size needs more room. */
function Words({ page, timings, number, textStyle, currentWord, onWord, onWordOnly, ending }: WordsProps) {
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

function PageFooter({ number, total }: { number: number; total: number }) {
  return (
    <p aria-hidden="true" className="shrink-0 pb-3 text-center text-sm text-fg-muted">
      {number} / {total}
    </p>
  );
}

function TheEnd() {
  return <p className="mt-8 text-center font-display text-2xl font-bold text-primary">The end</p>;
}

interface StoryPageProps extends Omit<WordsProps, 'ending'> {
  /** A spread's left page (the picture), its right page (the words), or one page holding both. */
  part: 'picture' | 'words' | 'both';
  total: number;
  pictures: PictureSource | null;
  /** The picture waits while the pages on screen get theirs. */
  laterPicture: boolean;
}

/** One book page of a story page; its props stay the same across turns unless its part changes. */
export const StoryPage = memo(function StoryPage({ part, total, pictures, laterPicture, ...words }: StoryPageProps) {
  const { page, number } = words;
  if (part === 'picture') return <PicturePage page={page} pictures={pictures} later={laterPicture} />;
  return (
    <div className={`${paper} flex flex-col`}>
      {part === 'both' && page.illustrationPath && pictures && (
        <div className="aspect-[4/3] max-h-[40%] w-full shrink-0 bg-muted">
          <PicturePage page={page} pictures={pictures} later={laterPicture} />
        </div>
      )}
      <Words {...words} ending={number === total ? <TheEnd /> : undefined} />
      <PageFooter number={number} total={total} />
    </div>
  );
});
