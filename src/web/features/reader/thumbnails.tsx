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

/** A strip of every page, to jump straight to one. */
export function Thumbnails({ pages, current, pictures, onJump, allPictures }: ThumbnailsProps) {
  const item = 'flex h-16 w-20 shrink-0 flex-col items-center justify-center overflow-hidden rounded-xl border-2 bg-surface text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
  return (
    <nav aria-label="All pages" className="overflow-x-auto px-4 py-3 sm:px-8">
      <ol className="flex gap-2">
        <li>
          <button type="button" onClick={() => onJump(-1)} aria-current={current < 0 ? 'page' : undefined} className={cn(item, current < 0 ? 'border-primary' : 'border-border')}>
            Cover
          </button>
        </li>
        {pages.map((page, index) => (
          <li key={page.index}>
            <button
              type="button"
              onClick={() => onJump(index)}
              aria-label={`Page ${index + 1}`}
              aria-current={current === index ? 'page' : undefined}
              className={cn(item, 'relative', current === index ? 'border-primary' : 'border-border')}
            >
              {pictures && page.illustrationPath && (
                <PagePicture
                  {...illustrationAddress(pictures, { ...page, illustrationPath: page.illustrationPath })}
                  alt=""
                  later={!allPictures && Math.abs(index - current) > 1}
                />
              )}
              <span className="absolute bottom-0.5 right-1 rounded bg-surface/90 px-1 text-xs text-fg" aria-hidden="true">
                {index + 1}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
