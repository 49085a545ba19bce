import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Container, Eyebrow } from './section.tsx';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** Artwork beside the text on wide screens, under it on phones. */
  art?: ReactNode;
  /** Decorative art that would only push the content down on a phone. */
  artHiddenOnPhone?: boolean;
  className?: string;
}

/** The top of an inner marketing page: the page's one h1, its promise and its artwork. */
export function PageHero({ eyebrow, title, lead, actions, art, artHiddenOnPhone, className }: PageHeroProps) {
  return (
    <header className={cn('relative overflow-hidden border-b border-border bg-muted/60', className)}>
      <Container
        className={cn('grid items-center gap-10 py-14 sm:py-20', Boolean(art) && 'lg:grid-cols-[1.1fr_0.9fr] lg:gap-16')}
      >
        <div>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1 className="mt-3 font-display text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          {lead && <p className="mt-5 max-w-2xl text-lg text-fg-muted sm:text-xl">{lead}</p>}
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
        </div>
        {art && (
          <div className={cn('mx-auto w-full max-w-md lg:max-w-none', artHiddenOnPhone && 'hidden lg:block')}>{art}</div>
        )}
      </Container>
    </header>
  );
}
