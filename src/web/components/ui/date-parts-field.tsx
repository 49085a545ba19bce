import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses } from './field.tsx';

const monthNames = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const emptyDateParts: DateParts = { day: '', month: '', year: '' };

const digitsOnly = (value: string, length: number) => value.replace(/\D/g, '').slice(0, length);

/** Day, month and year as typed, turned into YYYY-MM-DD, or '' while any part is missing. */
export function isoDateOf({ day, month, year }: DateParts): string {
  if (!day || !month || year.length !== 4) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The parts of a stored YYYY-MM-DD date (no leading zeros, as a person types them). */
export function datePartsOf(iso: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return emptyDateParts;
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
}

interface DatePartsFieldProps {
  legend: ReactNode;
  value: DateParts;
  onChange: (next: DateParts) => void;
  /** The key a form reports the date's error under; the first empty part carries it, so focus lands there. */
  field: string;
  error?: string;
  hint?: ReactNode;
  /** Autocomplete for a person's own birthday; off for someone else's (a child's). */
  ownBirthday?: boolean;
  legendClassName?: string;
}

/**
 * One accessible way to enter a date, for the parent's birthday and a child's alike: a typed day,
 * a named month and a typed year. No calendar widget, whose format changes with the browser's
 * language (mm/dd/yyyy for some) and which is slow to reach a year long ago.
 */
export function DatePartsField({ legend, value, onChange, field, error, hint, ownBirthday = false, legendClassName }: DatePartsFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const firstEmpty: keyof DateParts = !value.day ? 'day' : !value.month ? 'month' : 'year';
  const common = (part: keyof DateParts) => ({
    id: `${id}-${part}`,
    'aria-describedby': describedBy,
    'aria-invalid': Boolean(error),
    'data-field': part === firstEmpty ? field : undefined,
  });
  // Narrow boxes on phones: less side padding than the kit's default so digits and month names fit.
  const control = cn(controlClasses.replace('px-4', 'px-3'), 'min-h-12');
  const set = (part: keyof DateParts, next: string) => onChange({ ...value, [part]: next });
  return (
    <fieldset className="grid gap-3">
      <legend className={cn('mb-1 text-lg font-semibold', legendClassName)}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <div className="grid grid-cols-[3.75rem_minmax(0,1fr)_4.75rem] gap-2 sm:grid-cols-[5.5rem_minmax(0,1fr)_7rem] sm:gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-day`} className="text-sm font-semibold">Day</label>
          <input
            {...common('day')}
            name={`${field}-day`}
            inputMode="numeric"
            autoComplete={ownBirthday ? 'bday-day' : 'off'}
            maxLength={2}
            value={value.day}
            onChange={(event) => set('day', digitsOnly(event.target.value, 2))}
            className={control}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-month`} className="text-sm font-semibold">Month</label>
          <select
            {...common('month')}
            name={`${field}-month`}
            autoComplete={ownBirthday ? 'bday-month' : 'off'}
            value={value.month}
            onChange={(event) => set('month', event.target.value)}
            className={control.replace('px-3', 'px-2 sm:px-3')}
          >
            <option value="">Choose…</option>
            {monthNames.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-year`} className="text-sm font-semibold">Year</label>
          <input
            {...common('year')}
            name={`${field}-year`}
            inputMode="numeric"
            autoComplete={ownBirthday ? 'bday-year' : 'off'}
            maxLength={4}
            value={value.year}
            onChange={(event) => set('year', digitsOnly(event.target.value, 4))}
            className={control}
          />
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
