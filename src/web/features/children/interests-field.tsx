import { useId, useState, type KeyboardEvent } from 'react';
import { interestSuggestions, maxInterests } from '@shared/schemas/children.ts';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';

const chip =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Interests as tags: the parent's own words, or a tap on a suggestion. */
export function InterestsField({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string }) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const full = value.length >= maxInterests;
  const has = (interest: string) => value.some((item) => item.toLowerCase() === interest.toLowerCase());

  const add = (interest: string) => {
    const clean = interest.trim().replace(/\s+/g, ' ').slice(0, 40);
    if (!clean || has(clean) || full) return;
    onChange([...value, clean]);
  };
  const remove = (interest: string) => onChange(value.filter((item) => item !== interest));
  const addDraft = () => {
    add(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag instead of submitting the whole form.
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      addDraft();
    }
  };

  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-semibold">Interests</legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-fg-muted">
        What lights them up? Stories weave these in. Up to {maxInterests}.
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen interests">
          {value.map((interest) => (
            <li key={interest}>
              <button type="button" onClick={() => remove(interest)} className={cn(chip, 'border-primary bg-primary/10 text-fg')}>
                {interest}
                <span aria-hidden="true">×</span>
                <span className="sr-only">(remove)</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          Add an interest
        </label>
        <input
          id={`${id}-input`}
          value={draft}
          maxLength={40}
          disabled={full}
          placeholder={full ? 'That’s plenty of interests' : 'Add an interest, e.g. volcanoes'}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn(controlClasses, 'min-w-0 flex-1 basis-56')}
        />
        <Button variant="secondary" onClick={addDraft} disabled={full || !draft.trim()}>
          Add
        </Button>
      </div>
      <div className="grid gap-2">
        <p className="text-sm text-fg-muted">Suggestions</p>
        <div className="flex flex-wrap gap-2">
          {interestSuggestions.map((suggestion) => {
            const chosen = has(suggestion);
            return (
              <button
                key={suggestion}
                type="button"
                aria-pressed={chosen}
                disabled={!chosen && full}
                onClick={() => (chosen ? remove(value.find((item) => item.toLowerCase() === suggestion)!) : add(suggestion))}
                className={cn(chip, chosen ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-muted', 'disabled:opacity-60')}
              >
                {suggestion}
              </button>
            );
          })}
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
