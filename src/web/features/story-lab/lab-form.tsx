
import { readingLevelForAge, readingLevels, storyLengths, type ReadingLevel } from '@shared/reading.ts';
import { pronounOptions } from '@shared/schemas/children.ts';
import { lessonMaxLength, settingMaxLength } from '@shared/schemas/stories.ts';
import { maxLabSeed, storyLabRequest, type LabWriter, type StoryLabRequest } from '@shared/schemas/story-lab.ts';
import { storyTheme, storyThemes, type StoryThemeId } from '@shared/story-themes.ts';
import { Button } from '../../components/ui/button.tsx';
import { RadioGroup, SelectField } from '../../components/ui/choice-fields.tsx';
import { controlClasses, FieldShell, InputField } from '../../components/ui/field.tsx';
import { SubmitButton } from '../../components/ui/form-parts.tsx';
import { readingLevelLabel } from '../../content/reading-levels.ts';
import { cn } from '../../lib/cn.ts';
import { useZodForm, type FieldErrors } from '../../lib/form.ts';
import { levelWithSpeed } from '../children/labels.ts';

type Pronouns = keyof typeof pronounOptions;

interface Draft {
  heroName: string;
  pronouns: Pronouns;
  age: string;
  readingLevel: ReadingLevel | '';
  interests: string;
  colour: string;
  animal: string;
  toy: string;
  theme: StoryThemeId;
  setting: string;
  lesson: string;
  length: string;
  seed: string;
  writer: LabWriter;
}

const randomSeed = () => String(Math.floor(Math.random() * (maxLabSeed + 1)));

/** A ready-to-run example, so trying a writer takes one click. */
const initialDraft = (): Draft => ({
  heroName: 'Mia',
  pronouns: 'she',
  age: '6',
  readingLevel: '',
  interests: 'dinosaurs, drawing',
  colour: 'green',
  animal: 'fox',
  toy: 'a knitted rabbit',
  theme: 'adventure',
  setting: '',
  lesson: '',
  length: '5',
  seed: randomSeed(),
  writer: 'builtin',
});

/** '' stays missing, so the schema says "please enter…" instead of reading it as 0. */
const asNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

function toRequest(draft: Draft): Record<string, unknown> {
  return {
    heroName: draft.heroName,
    pronouns: draft.pronouns,
    age: asNumber(draft.age),
    ...(draft.readingLevel ? { readingLevel: draft.readingLevel } : {}),
    interests: draft.interests
      .split(',')
      .map((interest) => interest.trim())
      .filter(Boolean),
    favourites: { colour: draft.colour, animal: draft.animal, toy: draft.toy },
    theme: draft.theme,
    setting: draft.setting,
    lesson: draft.lesson,
    length: asNumber(draft.length),
    seed: asNumber(draft.seed),
    writer: draft.writer,
  };
}

export type { FieldErrors };

interface LabFormProps {
  /** The label of the configured outside writer, or null when only the built-in engine writes. */
  outsideWriter: string | null;
  pending: boolean;
  /** Errors the server named a field for (400). */
  serverErrors: FieldErrors;
  onRun: (request: StoryLabRequest) => void;
}

export function LabForm({ outsideWriter, pending, serverErrors, onRun }: LabFormProps) {
  const form = useZodForm({
    schema: storyLabRequest,
    initialValues: initialDraft,
    toInput: toRequest,
    onSubmit: (request) => onRun(request),
  });
  const draft = form.values;
  const errors = { ...serverErrors, ...form.errors };
  const set = form.setValue;
  const text = (key: keyof Draft) => {
    const { error: _error, ...props } = form.field(key);
    return props;
  };

  const ageNumber = asNumber(draft.age);
  const ageLevel = ageNumber !== undefined && Number.isInteger(ageNumber) && ageNumber >= 0 ? readingLevelForAge(ageNumber) : null;
  const theme = storyTheme(draft.theme);
  const interestsError = Object.entries(errors).find(([key]) => key === 'interests' || key.startsWith('interests.'))?.[1];

  return (
    <form {...form.formProps} className="grid gap-8" aria-describedby="lab-form-note">
      <fieldset className="grid gap-5">
        <legend className="mb-4 text-lg font-bold">The hero</legend>
        <div className="grid items-start gap-5 sm:grid-cols-3">
          <InputField label="Hero’s name" autoComplete="off" maxLength={40} error={errors.heroName} {...text('heroName')} />
          <SelectField label="Pronouns" error={errors.pronouns} {...text('pronouns')}>
            {Object.entries(pronounOptions).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <InputField label="Age" type="number" inputMode="numeric" min={0} max={18} error={errors.age} {...text('age')} />
        </div>
        <SelectField label="Reading level" error={errors.readingLevel} className="sm:max-w-md" {...text('readingLevel')}>
          <option value="">{ageLevel ? `Match the age (${readingLevelLabel(ageLevel)})` : 'Match the age'}</option>
          {readingLevels.map((level) => (
            <option key={level} value={level}>
              {levelWithSpeed(level)}
            </option>
          ))}
        </SelectField>
        <InputField label="Interests" hint="Separate them with commas." error={interestsError} {...text('interests')} />
        <div className="grid items-start gap-5 sm:grid-cols-3">
          <InputField label="Favourite colour" error={errors['favourites.colour']} data-field="favourites.colour" maxLength={40} {...text('colour')} />
          <InputField label="Favourite animal" error={errors['favourites.animal']} data-field="favourites.animal" maxLength={40} {...text('animal')} />
          <InputField label="Favourite toy" error={errors['favourites.toy']} data-field="favourites.toy" maxLength={40} {...text('toy')} />
        </div>
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className="mb-4 text-lg font-bold">The story</legend>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <SelectField label="Theme" hint={theme.promise} error={errors.theme} {...text('theme')}>
            {storyThemes.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Length" error={errors.length} {...text('length')}>
            {storyLengths.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </SelectField>
        </div>
        <InputField label="Setting" hint="Leave empty to let the story choose." placeholder={theme.settingHint} error={errors.setting} maxLength={settingMaxLength} {...text('setting')} />
        <InputField label="Lesson" hint="Optional." placeholder="Sharing makes a game more fun" error={errors.lesson} maxLength={lessonMaxLength} {...text('lesson')} />
        <FieldShell label="Seed" hint="The same seed and settings write the same story." error={errors.seed} className="sm:max-w-md">
          {({ id, describedBy, invalid }) => (
            <div className="flex gap-2">
              <input id={id} aria-describedby={describedBy} aria-invalid={invalid} type="number" inputMode="numeric" min={0} max={maxLabSeed} className={cn(controlClasses, 'min-w-0 flex-1')} {...text('seed')} />
              <Button variant="secondary" onClick={() => set('seed', randomSeed())} className="shrink-0">
                Random seed
              </Button>
            </div>
          )}
        </FieldShell>
        <RadioGroup
          legend="Story writer"
          name="writer"
          value={draft.writer}
          options={(['builtin', ...(outsideWriter ? ['outside' as const] : [])] as LabWriter[]).map((writer) => ({
            value: writer,
            label: writer === 'builtin' ? 'Built-in engine' : outsideWriter,
          }))}
          onChange={(writer) => set('writer', writer)}
          error={errors.writer}
          className="sm:max-w-md"
        />
      </fieldset>

      <div className="grid justify-items-start gap-2">
        <SubmitButton pending={pending} pendingLabel="Writing…" size="lg">
          Write the story
        </SubmitButton>
        <p id="lab-form-note" className="text-sm text-fg-muted">
          Nothing is saved and no credits are spent.
          {outsideWriter ? ` What you type here is sent to ${outsideWriter} when you choose it, so use a made-up hero.` : ''}
        </p>
      </div>
    </form>
  );
}
