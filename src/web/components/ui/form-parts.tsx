import type { ReactNode } from 'react';
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

/** The form's submit button: disabled and relabelled while the form is being sent, so it cannot be sent twice. */
export function SubmitButton({ pending, pendingLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
