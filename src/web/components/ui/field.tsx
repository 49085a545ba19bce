import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const controlClasses =
  'w-full rounded-xl border border-border bg-surface px-4 py-2.5 text-base text-fg placeholder:text-fg-muted ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-danger';

/** The counter appears once a text is this far into its limit, early enough to rephrase. */
export const counterThreshold = 0.8;

export function limitMessage(max: number): string {
  return `That is the limit of ${max.toLocaleString('en-US')} characters.`;
}

interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Characters used and allowed, for a text with a limit: a counter shows near it and a message at it. */
  count?: { length: number; max: number };
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint, counter and error wired together with aria-describedby and aria-invalid. */
export function FieldShell({ label, error, hint, className, count, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const showCount = count && count.length >= count.max * counterThreshold;
  const counterId = showCount ? `${id}-count` : undefined;
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      {count && (
        // Read out only when the limit is reached; the running figure would interrupt every keystroke.
        <p id={counterId} role="status" className={cn('text-sm', count.length >= count.max ? 'font-medium text-fg' : 'text-fg-muted', !showCount && 'sr-only')}>
          {showCount && (
            <>
              <span aria-hidden={count.length < count.max}>
                {count.length.toLocaleString('en-US')} / {count.max.toLocaleString('en-US')}
              </span>
              {count.length >= count.max && <span> — {limitMessage(count.max)}</span>}
            </>
          )}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A counter for a control with a maximum length and a text value; none otherwise. */
function countOf(value: unknown, maxLength: number | undefined) {
  return typeof maxLength === 'number' && typeof value === 'string' ? { length: value.length, max: maxLength } : undefined;
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string; hint?: ReactNode };

export function InputField({ label, error, hint, className, ...props }: InputFieldProps) {
  const count = props.type === 'password' ? undefined : countOf(props.value, props.maxLength);
  return (
    <FieldShell label={label} error={error} hint={hint} className={className} count={count}>
      {({ id, describedBy, invalid }) => (
        <input id={id} aria-describedby={describedBy} aria-invalid={invalid} className={controlClasses} {...props} />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string; hint?: ReactNode };

export function TextAreaField({ label, error, hint, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className} count={countOf(props.value, props.maxLength)}>
      {({ id, describedBy, invalid }) => (
        <textarea id={id} aria-describedby={describedBy} aria-invalid={invalid} className={cn(controlClasses, 'min-h-32')} {...props} />
      )}
    </FieldShell>
  );
}

export { controlClasses };
