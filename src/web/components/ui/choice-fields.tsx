import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses, FieldShell } from './field.tsx';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string; hint?: ReactNode };

/** A native select (the phone's own picker, fully keyboard- and screen-reader-friendly) with label, hint and error. */
export function SelectField({ label, error, hint, className, children, ...props }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select id={id} aria-describedby={describedBy} aria-invalid={invalid} className={cn(controlClasses, 'min-h-11')} {...props}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

function ErrorText({ id, error, className }: { id: string; error?: string; className?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-danger', className)}>
      {error}
    </p>
  );
}

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  /** A sentence or two under the label, read after it. */
  description?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** `card` draws a bordered panel (choices that deserve reading); `inline` a box beside its label. */
  variant?: 'inline' | 'card';
  /** Shown after the label in the card variant: "(required)", "(optional)". */
  labelNote?: ReactNode;
  className?: string;
}

/** A real checkbox with a 44px hit area, its label, description and error tied to it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  name,
  description,
  error,
  required,
  disabled,
  variant = 'inline',
  labelNote,
  className,
}: CheckboxFieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-detail` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const box = (
    <input
      id={id}
      type="checkbox"
      name={name}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      aria-describedby={describedBy}
      aria-invalid={Boolean(error) || undefined}
      aria-required={required || undefined}
      className={cn('cursor-pointer accent-primary disabled:cursor-not-allowed', variant === 'card' ? 'size-6' : 'size-5')}
    />
  );
  if (variant === 'inline') {
    return (
      <div className={cn('grid gap-1', className)}>
        <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
          {box}
          {label}
        </label>
        {description && (
          <div id={`${id}-detail`} className="text-sm text-fg-muted">
            {description}
          </div>
        )}
        <ErrorText id={`${id}-error`} error={error} />
      </div>
    );
  }
  return (
    <div className={cn('grid gap-2', className)}>
      <div className={cn('flex gap-4 rounded-2xl border bg-surface p-4 sm:p-5', error ? 'border-danger' : checked ? 'border-primary' : 'border-border')}>
        {/* A 44px hit area around the box; it carries no text, so the name stays the label beside it. */}
        <label htmlFor={id} className="-m-2.5 grid size-11 shrink-0 cursor-pointer place-items-center">
          {box}
        </label>
        <div className="grid gap-1">
          <label htmlFor={id} className="cursor-pointer font-semibold">
            {label} {labelNote && <span className="font-normal text-fg-muted">{labelNote}</span>}
          </label>
          {description && (
            <div id={`${id}-detail`} className="text-fg-muted">
              {description}
            </div>
          )}
        </div>
      </div>
      <ErrorText id={`${id}-error`} error={error} className="text-base" />
    </div>
  );
}

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
}

interface RadioGroupProps<T extends string> {
  legend: ReactNode;
  name: string;
  value: T | '';
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  error?: string;
  hint?: ReactNode;
  /** `pills` sit in a row (short words), `rows` stack full-width (longer labels). */
  variant?: 'pills' | 'rows';
  className?: string;
  /** Visually hides the legend where the surrounding heading already says it (it is still read out). */
  hideLegend?: boolean;
}

/**
 * Real radio buttons in a fieldset: arrow keys move between options and screen readers hear a
 * radio group; the legend names it, the hint and error describe it.
 */
export function RadioGroup<T extends string>({ legend, name, value, options, onChange, error, hint, variant = 'rows', className, hideLegend }: RadioGroupProps<T>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset role="radiogroup" className={cn('grid gap-2', className)} aria-describedby={describedBy} aria-invalid={Boolean(error) || undefined}>
      <legend className={cn('mb-1.5 text-sm font-semibold', hideLegend && 'sr-only')}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <div className={variant === 'pills' ? 'flex flex-wrap gap-2' : 'grid gap-2'}>
        {options.map((option) => {
          const checked = value === option.value;
          const input = (
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              className={variant === 'pills' ? 'absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0' : 'size-5 accent-primary'}
            />
          );
          return variant === 'pills' ? (
            <label
              key={option.value}
              className={cn(
                'relative inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 px-4 text-sm font-semibold',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface hover:bg-muted',
              )}
            >
              {input}
              {option.label}
            </label>
          ) : (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border bg-surface px-4 has-[:checked]:border-primary"
            >
              {input}
              {option.label}
            </label>
          );
        })}
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}
