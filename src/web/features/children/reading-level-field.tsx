import { useId, useState } from 'react';
import { ageOn } from '@shared/compliance.ts';
import { readingLevelForAge, readingLevels, type ReadingLevel } from '@shared/reading.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { readingLevelLabel } from '../../content/reading-levels.ts';
import { levelWithSpeed } from './labels.ts';

const validDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && ageOn(value) >= 0;

/**
 * The level comes from the date of birth (docs/product.md §5); a parent who knows their child reads
 * ahead or behind may choose another one.
 */
export function ReadingLevelField({ birthDate, value, onChange }: {
  birthDate: string;
  value: ReadingLevel | '';
  onChange: (level: ReadingLevel | '') => void;
}) {
  const [changing, setChanging] = useState(value !== '');
  const id = useId();
  const derived = validDate(birthDate) ? readingLevelForAge(ageOn(birthDate)) : null;
  const inForce = value || derived;

  return (
    <div className="grid gap-3">
      <p id={`${id}-summary`} aria-live="polite">
        {inForce ? (
          <>
            <strong>{levelWithSpeed(inForce)}</strong>
            <span className="text-fg-muted">{value ? ' — chosen by you.' : ' — from their age.'}</span>
          </>
        ) : (
          <span className="text-fg-muted">Enter a date of birth to see the reading level that fits their age.</span>
        )}
      </p>
      {changing ? (
        <SelectField
          label="Reading level"
          name="readingLevel"
          value={value}
          onChange={(event) => onChange(event.target.value as ReadingLevel | '')}
          hint="Story length stays the same; the words per minute set how many words fit in it."
          className="sm:max-w-md"
        >
          <option value="">{derived ? `Match their age (${readingLevelLabel(derived)})` : 'Match their age'}</option>
          {readingLevels.map((level) => (
            <option key={level} value={level}>
              {levelWithSpeed(level)}
            </option>
          ))}
        </SelectField>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setChanging(true)} aria-describedby={`${id}-summary`}>
            Change<span className="sr-only"> reading level</span>
          </Button>
        </div>
      )}
    </div>
  );
}
