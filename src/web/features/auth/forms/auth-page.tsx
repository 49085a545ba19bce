import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * The frame every sign-in, sign-up and verification screen shares: a calm card with the page's one
 * heading, so the forms inside stay swappable (a provider button can sit above any of them).
 */
export function AuthPage({
  eyebrow,
  title,
  intro,
  children,
  footer,
  wide = false,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  // When the card switches to another step, focus its new heading so keyboard and screen-reader
  // users start from the top of what changed instead of from a button that has vanished.
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    heading.current?.focus();
  }, [title]);
  return (
    <div className={cn('mx-auto w-full px-5 py-8 sm:px-6 sm:py-16', wide ? 'max-w-2xl' : 'max-w-lg')}>
      {/* On phones the card dissolves into the page, so forms get the whole width. */}
      <div className="sm:rounded-3xl sm:border sm:border-border sm:bg-surface sm:p-9 sm:shadow-sm">
        {eyebrow && <p className="font-semibold text-primary">{eyebrow}</p>}
        <h1 ref={heading} tabIndex={-1} className={cn('text-3xl font-bold focus:outline-none sm:text-4xl', eyebrow && 'mt-1')}>{title}</h1>
        {intro && <div className="mt-3 text-lg text-fg-muted">{intro}</div>}
        <div className="mt-7">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-fg-muted">{footer}</div>}
    </div>
  );
}


/** A text-styled button for secondary actions inside a card ("Forgot password?"). */
export const textButtonClasses =
  'inline-flex min-h-11 items-center rounded-lg font-semibold text-primary underline-offset-4 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60';
