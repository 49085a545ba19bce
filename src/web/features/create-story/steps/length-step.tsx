import { storyCost } from '@shared/pricing.ts';
import { readingLevels, storyLengths, targetWordCount, wordsPerMinute, type ReadingLevel } from '@shared/reading.ts';
import type { ChildRecord } from '@shared/schemas/children.ts';
import { SelectField } from '../../../components/ui/choice-fields.tsx';
import { readingLevelLabel } from '../../../content/reading-levels.ts';
import { levelWithSpeed, possessive } from '../../children/labels.ts';
import { numberLabel } from '../../stories/labels.ts';
import { ChoiceCard } from '../choice-card.tsx';
import { storyReadingLevel } from '../state.ts';
import type { Wizard } from '../use-wizard.ts';
import { FieldError } from './step-parts.tsx';

const creditsLabel = (credits: number) => `${credits} credit${credits === 1 ? '' : 's'}`;
const withArticle = (words: string) => `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;

/**
 * This story's reading level (docs/product.md "Story"): the hero's own unless the parent picks
 * another for this story alone; the child's profile keeps theirs.
 */
function StoryLevelField({ wizard, hero }: { wizard: Wizard; hero: ChildRecord }) {
  const { state, update } = wizard;
  const level = storyReadingLevel(state, hero) ?? hero.readingLevel;
  return (
    <SelectField
      label="Reading level of this story"
      name="readingLevel"
      value={level}
      onChange={(event) => {
        const chosen = event.target.value as ReadingLevel;
        update({ readingLevel: chosen === hero.readingLevel ? null : chosen });
      }}
      hint={`Only this story changes: ${possessive(hero.name)} profile keeps ${withArticle(readingLevelLabel(hero.readingLevel).toLowerCase())}.`}
      className="sm:max-w-md"
    >
      {readingLevels.map((option) => (
        <option key={option} value={option}>
          {levelWithSpeed(option)}
          {option === hero.readingLevel ? ` (${possessive(hero.name)} level)` : ''}
        </option>
      ))}
    </SelectField>
  );
}

export function LengthStep({ wizard, hero, creditsEnabled }: { wizard: Wizard; hero: ChildRecord | undefined; creditsEnabled: boolean }) {
  const { state, update, errors } = wizard;
  const level = storyReadingLevel(state, hero);
  const chosen = Boolean(hero && state.readingLevel && state.readingLevel !== hero.readingLevel);
  return (
    <div className="grid gap-6">
      {hero && <StoryLevelField wizard={wizard} hero={hero} />}
      <fieldset aria-describedby={`length-hint${errors.length ? ' length-error' : ''}`}>
        <legend className="sr-only">Reading time</legend>
        <p id="length-hint" className="text-fg-muted">
          {hero && level
            ? `${chosen ? 'This story is written for' : `${hero.name} is`} ${withArticle(readingLevelLabel(level).toLowerCase())}: a minute of reading is about ${wordsPerMinute(level)} words.`
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
    </div>
  );
}
