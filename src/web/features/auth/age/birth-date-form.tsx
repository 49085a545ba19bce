import { useId, useState, type FormEvent } from 'react';
import { ageVerificationRequest, type AppUserRecord } from '@shared/schemas/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { Notice } from '../forms/auth-page.tsx';
import { complianceApi, problemMessage } from './api.ts';

const monthNames = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

const digitsOnly = (value: string, length: number) => value.replace(/\D/g, '').slice(0, length);

/** Day, month and year as typed, turned into the YYYY-MM-DD the server takes (or null if incomplete). */
function isoDateOf(day: string, month: string, year: string): string | null {
  if (!day || !month || year.length !== 4) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * The neutral date-of-birth question: three empty fields, no default, no "I am over …" shortcut,
 * and no hint of which answer opens the door.
 */
export function BirthDateForm({
  onAnswered,
  onAlreadyRecorded,
}: {
  onAnswered: (result: { outcome: 'adult' | 'needs-parent'; user: AppUserRecord }) => Promise<void>;
  onAlreadyRecorded: () => void;
}) {
  const [day, setDay] = useState('');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const birthDate = isoDateOf(day, month, year);
    const parsed = ageVerificationRequest.safeParse({ birthDate: birthDate ?? '' });
    if (!birthDate || !parsed.success) {
      setFieldError(birthDate ? (parsed.error?.issues[0]?.message ?? 'Please enter a real date.') : 'Please enter a full date of birth.');
      document.getElementById(!day ? `${id}-day` : !month ? `${id}-month` : `${id}-year`)?.focus();
      return;
    }
    setFieldError(null);
    setPending(true);
    try {
      await onAnswered(await complianceApi.verifyAge(parsed.data.birthDate));
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.status === 409) setConflict(error.serverMessage);
      else if (error instanceof ApiError && error.status === 400) setFieldError(error.serverMessage);
      else setFormError(problemMessage(error));
    }
  };

  if (conflict) {
    return (
      <div className="grid gap-5">
        <Notice tone="error">{conflict}</Notice>
        <div>
          <Button onClick={onAlreadyRecorded}>Continue with the date on record</Button>
        </div>
      </div>
    );
  }

  const describedBy = fieldError ? `${id}-hint ${errorId}` : `${id}-hint`;
  // Narrow boxes on phones: less side padding than the kit's default so digits and month names fit.
  const control = cn(controlClasses.replace('px-4', 'px-3'), 'min-h-12');
  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      {formError && <Notice tone="error">{formError}</Notice>}
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-lg font-semibold">Your date of birth</legend>
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          Please check it before you continue: we save it with your account, and it can’t be changed here
          afterwards.
        </p>
        <div className="grid grid-cols-[3.75rem_minmax(0,1fr)_4.75rem] gap-2 sm:grid-cols-[5.5rem_minmax(0,1fr)_7rem] sm:gap-3">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-day`} className="text-sm font-semibold">Day</label>
            <input
              id={`${id}-day`}
              name="bday-day"
              inputMode="numeric"
              autoComplete="bday-day"
              maxLength={2}
              value={day}
              onChange={(event) => setDay(digitsOnly(event.target.value, 2))}
              aria-describedby={describedBy}
              aria-invalid={Boolean(fieldError)}
              className={control}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-month`} className="text-sm font-semibold">Month</label>
            <select
              id={`${id}-month`}
              name="bday-month"
              autoComplete="bday-month"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={Boolean(fieldError)}
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
              id={`${id}-year`}
              name="bday-year"
              inputMode="numeric"
              autoComplete="bday-year"
              maxLength={4}
              value={year}
              onChange={(event) => setYear(digitsOnly(event.target.value, 4))}
              aria-describedby={describedBy}
              aria-invalid={Boolean(fieldError)}
              className={control}
            />
          </div>
        </div>
        {fieldError && (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {fieldError}
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Saving…' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
