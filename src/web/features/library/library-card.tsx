import { href, paths } from '@shared/routes.ts';
import type { LibraryCard as Card } from '@shared/schemas/library.ts';
import type { ReactNode } from 'react';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { cardFacts, countLabel } from './labels.ts';
import { LibraryCover } from './library-cover.tsx';

/** A library story in a list: cover, title (the link over the whole card), its facts and loves. */
export function LibraryCard({ story, children }: { story: Card; children?: ReactNode }) {
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-3xl border border-border bg-surface p-4 transition-colors focus-within:border-primary hover:border-primary/60">
      <LibraryCover id={story.id} hasCover={story.hasCover} />
      <h2 className="min-w-0 text-lg font-bold sm:text-xl">
        <SiteLink href={href(paths.libraryStory, { id: story.id })} className="no-underline after:absolute after:inset-0 after:rounded-3xl hover:underline">
          {story.title}
        </SiteLink>
      </h2>
      <ul aria-label="About this story" className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-fg-muted">
        {cardFacts(story).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p className="mt-auto text-sm text-fg-muted">
        {countLabel(story.loves, 'love', 'loves')} · {countLabel(story.saves, 'save', 'saves')}
      </p>
      {/* Actions sit above the card's link. */}
      {children && <div className="relative z-10 flex flex-wrap gap-2">{children}</div>}
    </article>
  );
}
