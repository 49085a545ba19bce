import { storyCost } from '@shared/pricing.ts';
import { storyLengths, targetWordCount, wordsPerMinute } from '@shared/reading.ts';
import type { ChildRecord } from '@shared/schemas/children.ts';
import { readingLevelLabel } from '../../../content/reading-levels.ts';
import { numberLabel } from '../../stories/labels.ts';
import { ChoiceCard } from '../choice-card.tsx';
import type { Wizard } from '../use-wizard.ts';
import { FieldError } from './step-parts.tsx';

const creditsLabel = (credits: number) => `${credits} credit${credits === 1 ? '' : 's'}`;

export function LengthStep({ wizard, hero, creditsEnabled }: { wizard: Wizard; hero: ChildRecord | undefined; creditsEnabled: boolean }) {
  const { state, update, errors } = wizard;
  const level = hero?.readingLevel;
  return (
    <fieldset aria-describedby={`length-hint${errors.length ? ' length-error' : ''}`}>
      <legend className="sr-only">Reading time</legend>
      <p id="length-hint" className="text-fg-muted">
        {hero && level
          ? `${hero.name} is ${/^[aeiou]/i.test(readingLevelLabel(level)) ? 'an' : 'a'} ${readingLevelLabel(level).toLowerCase()}: a minute of reading is about ${wordsPerMinute(level)} words.`
          : 'A minute of reading is about 100 words.'}{' '}
        Minutes are reading-aloud time.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {storyLengths.map((minutes) => (
          <ChoiceCard
            key={minutes}
            name="length"
            value={String(minutes)}
            checked={state.length === minutes}
            onSelect={() => update({ length: minutes })}
            title={`${minutes} minutes`}
            aside={creditsEnabled ? creditsLabel(storyCost(minutes, 'none')) : undefined}
            description={`About ${numberLabel(targetWordCount(level, minutes))} words`}
          />
        ))}
      </div>
      <FieldError id="length-error" message={errors.length} />
    </fieldset>
  );
}
