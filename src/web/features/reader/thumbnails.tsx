import { memo } from 'react';
import type { StoryPageRecord } from '@shared/schemas/stories.ts';
import { cn } from '../../lib/cn.ts';
import { illustrationAddress, type PictureSource } from './book-pages.tsx';
import { PagePicture } from '../stories/page-picture.tsx';

interface ThumbnailsProps {
  pages: readonly StoryPageRecord[];
  /** Zero-based story page; -1 is the cover. */
  current: number;
  pictures: PictureSource | null;
  onJump: (page: number) => void;
  /** Whether the pictures of pages not on screen may be fetched yet. */
  allPictures: boolean;
}

const item =
  'flex h-16 w-20 shrink-0 flex-col items-center justify-center overflow-hidden rounded-xl border-2 bg-surface text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

interface ThumbnailProps {
  page: StoryPageRecord;
  index: number;
  selected: boolean;
  pictures: PictureSource | null;
  later: boolean;
  onJump: (page: number) => void;
}

/** One page in the strip; a turn re-renders only the two whose selection changes. */
const Thumbnail = memo(function Thumbnail({ page, index, selected, pictures, later, onJump }: ThumbnailProps) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onJump(index)}
        aria-label={`Page ${index + 1}`}
        aria-current={selected ? 'page' : undefined}
        className={cn(item, 'relative', selected ? 'border-primary' : 'border-border')}
      >
        {pictures && page.illustrationPath && (
          <PagePicture {...illustrationAddress(pictures, { ...page, illustrationPath: page.illustrationPath })} alt="" later={later} />
        )}
        <span className="absolute bottom-0.5 right-1 rounded bg-surface/90 px-1 text-xs text-fg" aria-hidden="true">
          {index + 1}
        </span>
      </button>
    </li>
  );
});

/** A strip of every page, to jump straight to one. */
export function Thumbnails({ pages, current, pictures, onJump, allPictures }: ThumbnailsProps) {
  return (
    <nav aria-label="All pages" className="overflow-x-auto px-4 py-3 sm:px-8">
      <ol className="flex gap-2">
        <li>
          <button type="button" onClick={() => onJump(-1)} aria-current={current < 0 ? 'page' : undefined} className={cn(item, current < 0 ? 'border-primary' : 'border-border')}>
            Cover
          </button>
        </li>
        {pages.map((page, index) => (
          <Thumbnail
            key={page.index}
            page={page}
            index={index}
            selected={current === index}
            pictures={pictures}
            later={!allPictures && Math.abs(index - current) > 1}
            onJump={onJump}
          />
        ))}
      </ol>
    </nav>
  );
}
