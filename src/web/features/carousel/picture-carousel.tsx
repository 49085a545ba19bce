import { useState } from 'react';
import type { StoryPageRecord } from '@shared/schemas/stories.ts';
import { Button } from '../../components/ui/button.tsx';
import { PagePicture } from '../stories/page-picture.tsx';

/**
 * A story's pictures one at a time (the WAI-ARIA carousel pattern): a labelled region, previous
 * and next buttons, a slide picker, and "Picture 2 of 6" read out as the slide changes. It never
 * moves on by itself, so nobody has to chase it.
 */
export function PictureCarousel({ storyId, title, pages }: { storyId: string; title: string; pages: readonly StoryPageRecord[] }) {
  const pictured = pages.filter((page) => page.illustrationPath);
  const [index, setIndex] = useState(0);
  if (pictured.length === 0) return <p className="text-fg-muted">This story has no pictures yet.</p>;
  const current = pictured[Math.min(index, pictured.length - 1)]!;
  const go = (next: number) => setIndex((next + pictured.length) % pictured.length);

  return (
    <section aria-roledescription="carousel" aria-label={`Pictures of ${title}`} className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => go(index - 1)} aria-label="Previous picture">
          ← Previous
        </Button>
        <p aria-live="polite" className="font-semibold">
          Picture {index + 1} of {pictured.length}
        </p>
        <Button variant="secondary" onClick={() => go(index + 1)} aria-label="Next picture">
          Next →
        </Button>
      </div>
      <div role="group" aria-roledescription="slide" aria-label={`Page ${current.index + 1}`} className="grid gap-2">
        <div className="aspect-[4/3] w-full overflow-hidden rounded-2xl border border-border bg-muted">
          <PagePicture src={`/api/stories/${encodeURIComponent(storyId)}/pages/${current.index}/illustration`} signedUrl={current.illustrationUrl} version={current.illustrationPath!} alt={current.illustrationAlt ?? ''} />
        </div>
        <p className="text-sm text-fg-muted">{current.illustrationAlt}</p>
      </div>
      <div role="group" aria-label="Choose a picture" className="flex flex-wrap gap-2">
        {pictured.map((page, position) => (
          <Button key={page.index} size="sm" variant={position === index ? 'primary' : 'ghost'} aria-current={position === index ? 'true' : undefined} onClick={() => go(position)}>
            Page {page.index + 1}
          </Button>
        ))}
      </div>
    </section>
  );
}
