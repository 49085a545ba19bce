import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface SectionCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown beside the title on wide screens, under it on phones. */
  actions?: ReactNode;
  tone?: 'default' | 'danger';
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A titled panel of a signed-in page; the title is an h2 that also names the region. */
export function SectionCard({ title, description, actions, tone = 'default', id, className, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-24 rounded-3xl border bg-surface p-5 sm:p-7',
        tone === 'danger' ? 'border-danger/50' : 'border-border',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 max-w-2xl">
          <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
            {title}
          </h2>
          {description && <div className="mt-1.5 text-fg-muted">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children && <div className="mt-5">{children}</div>}
    </section>
  );
}
