import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button, type ButtonProps } from './button.tsx';
import { Notice } from './notice.tsx';

/** The form-level failure above or below the fields; an alert, so it is read out as it appears. */
export function FormError({ message, children, className }: { message: string | null | undefined; children?: ReactNode; className?: string }) {
  if (!message) return null;
  return (
    <Notice tone="danger" role="alert" className={className}>
      {message}
      {children}
    </Notice>
  );
}

type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  pending: boolean;
  /** What the button says while the form is being sent: "Saving…". */
  pendingLabel: ReactNode;
};

/**
 * The form's submit button: disabled and relabelled while the form is being sent, so it cannot be
 * sent twice. On a page rendered at build time it waits for the page to come alive: a form sent
 * before then would go to the browser's own submission, which puts the fields in the address.
 */
export function SubmitButton({ pending, pendingLabel, disabled, children, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={pending || disabled || !hydrated} aria-busy={pending || undefined} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
