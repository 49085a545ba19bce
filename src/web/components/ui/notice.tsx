import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<NoticeTone, { box: string; mark: string; text: string }> = {
  info: { box: 'border-primary/40 bg-primary/5', mark: 'bg-primary', text: 'text-fg' },
  success: { box: 'border-success/50 bg-success/5', mark: 'bg-success', text: 'text-fg' },
  warning: { box: 'border-accent bg-accent-soft', mark: 'bg-accent', text: 'text-fg' },
  danger: { box: 'border-danger/50 bg-danger/5', mark: 'bg-danger', text: 'text-danger' },
};

interface NoticeProps {
  tone?: NoticeTone;
  /** A bold first line; without one the children are the message itself (a form's one-line notice). */
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** `status` for news that arrives while the page is open (read out politely), `alert` for failures. */
  role?: 'status' | 'alert';
  className?: string;
}

/** A short callout: a coloured edge, a bold line or a one-line message, and optional actions. */
export function Notice({ tone = 'info', title, children, actions, role, className }: NoticeProps) {
  const style = tones[tone];
  return (
    <div role={role} className={cn('relative overflow-hidden rounded-2xl border p-4 pl-6 sm:p-5 sm:pl-7', style.box, className)}>
      <span aria-hidden="true" className={cn('absolute inset-y-0 left-0 w-1.5', style.mark)} />
      {title ? (
        <>
          <p className="font-semibold">{title}</p>
          {children && <div className="mt-1 text-fg-muted">{children}</div>}
        </>
      ) : (
        <div className={cn('font-medium', style.text)}>{children}</div>
      )}
      {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
