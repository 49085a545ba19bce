import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeTone = 'success' | 'neutral' | 'primary' | 'warning' | 'danger';

/**
 * Text on the surface colour with a tinted border: the text keeps full contrast on any card
 * background in both themes, which a tinted fill does not.
 */
const tones: Record<BadgeTone, string> = {
  success: 'border-success/50 text-success',
  neutral: 'border-border text-fg-muted',
  primary: 'border-primary/50 text-primary',
  warning: 'border-accent text-fg',
  danger: 'border-danger/50 text-danger',
};

/** A short status word beside a title: "Given", "This device", "sent". */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-block shrink-0 rounded-full border bg-surface px-2.5 py-0.5 text-sm font-semibold', tones[tone], className)}>
      {children}
    </span>
  );
}
