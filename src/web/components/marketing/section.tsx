import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** The one content width every marketing page uses, so sections line up from page to page. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-5 sm:px-8', className)}>{children}</div>;
}

export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn('text-sm font-semibold uppercase tracking-[0.14em] text-primary', className)}>{children}</p>
  );
}

interface SectionHeaderProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'start';
}

/** Eyebrow, h2 and lead paragraph at the top of a page section. */
export function SectionHeader({ id, eyebrow, title, lead, align = 'center' }: SectionHeaderProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2 id={id} className="mt-2 font-display text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-fg-muted">{lead}</p>}
    </div>
  );
}
