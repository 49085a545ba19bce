import { useState, type FormEvent } from 'react';
import type { TemplateInput } from '@shared/schemas/templates.ts';
import { plotShapes, templateAgeRange, type PlotShape } from '@shared/story-templates.ts';
import { storyThemes } from '@shared/story-themes.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { InputField, TextAreaField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSaveTemplate } from './template-api.ts';

const shapeLabels: Record<PlotShape, string> = {
  find: 'Something lost to find',
  fix: 'Something wrong to put right',
  reach: 'Somewhere to get to',
  befriend: 'Someone to befriend',
  courage: 'A fear to face',
};

export const blankTemplate: TemplateInput = {
  title: '',
  theme: 'adventure',
  setting: '',
  lesson: '',
  blurb: '',
  minAge: 3,
  maxAge: 8,
  premise: '',
  plot: { shape: 'find', time: 'day', who: '', want: '', obstacle: '', turn: '' },
};

const ages = Array.from({ length: templateAgeRange.max - templateAgeRange.min + 1 }, (_, index) => templateAgeRange.min + index);

/** Writes a template: new (id null) or an edit. Errors the server names show beside their field. */
export function TemplateForm({ id, initial, onDone, onCancel }: { id: string | null; initial: TemplateInput; onDone: (message: string) => void; onCancel: () => void }) {
  const [input, setInput] = useState<TemplateInput>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTemplate();
  const set = <K extends keyof TemplateInput>(key: K, value: TemplateInput[K]) => setInput((current) => ({ ...current, [key]: value }));
  const setPlot = <K extends keyof TemplateInput['plot']>(key: K, value: TemplateInput['plot'][K]) =>
    setInput((current) => ({ ...current, plot: { ...current.plot, [key]: value } }));
  const text = (key: 'title' | 'setting' | 'lesson' | 'blurb' | 'premise') => ({
    value: input[key] ?? '',
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  const plotText = (key: 'who' | 'want' | 'obstacle' | 'turn') => ({
    value: input.plot[key] ?? '',
    error: errors[`plot.${key}`],
    onChange: (event: { target: { value: string } }) => setPlot(key, event.target.value),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { id, input },
      {
        onSuccess: (saved) => onDone(`“${saved.title}” is saved. Parents see it on the templates page now.`),
        onError: (failure) =>
          setErrors(failure instanceof ApiError && failure.field ? { [failure.field]: failure.serverMessage } : { form: failure instanceof ApiError ? failure.serverMessage : 'The template could not be saved. Please try again.' }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={id ? 'Edit the template' : 'New template'} className="grid gap-4 rounded-2xl border border-border p-4 sm:grid-cols-2 sm:p-5">
      <InputField label="Title" maxLength={80} {...text('title')} />
      <SelectField label="Theme" value={input.theme} error={errors.theme} onChange={(event) => set('theme', event.target.value as TemplateInput['theme'])}>
        {storyThemes.map((theme) => (
          <option key={theme.id} value={theme.id}>
            {theme.label}
          </option>
        ))}
      </SelectField>
      <InputField label="Setting" hint="Where the story happens: “a lighthouse on a rocky bay”" maxLength={120} {...text('setting')} />
      <InputField label="Lesson (optional)" maxLength={160} {...text('lesson')} />
      <InputField label="One-line summary" className="sm:col-span-2" maxLength={160} {...text('blurb')} />
      <SelectField label="Youngest age" value={String(input.minAge)} error={errors.minAge} onChange={(event) => set('minAge', Number(event.target.value))}>
        {ages.map((age) => (
          <option key={age}>{age}</option>
        ))}
      </SelectField>
      <SelectField label="Oldest age" value={String(input.maxAge)} error={errors.maxAge} onChange={(event) => set('maxAge', Number(event.target.value))}>
        {ages.map((age) => (
          <option key={age}>{age}</option>
        ))}
      </SelectField>
      <TextAreaField label="Premise" hint="One or two sentences for the card: who wants what, and what stands in the way." className="sm:col-span-2" maxLength={300} {...text('premise')} />
      <SelectField label="Kind of plot" value={input.plot.shape} error={errors['plot.shape']} onChange={(event) => setPlot('shape', event.target.value as PlotShape)}>
        {plotShapes.map((shape) => (
          <option key={shape} value={shape}>
            {shapeLabels[shape]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Time of day" value={input.plot.time} error={errors['plot.time']} onChange={(event) => setPlot('time', event.target.value as 'day' | 'night')}>
        <option value="day">Day</option>
        <option value="night">Night</option>
      </SelectField>
      <InputField label="Who wants something (optional)" hint="“a tiny star”; leave empty when the wish is the child’s own" maxLength={60} {...plotText('who')} />
      <InputField label="What they want" hint="“the way back to its place in the sky”" maxLength={100} {...plotText('want')} />
      <TextAreaField label="What stands in the way" hint="A sentence told in the story, in the past tense." className="sm:col-span-2" maxLength={240} {...plotText('obstacle')} />
      <TextAreaField label="How it turns" hint="A sentence in the past tense; “your child” becomes the hero’s name." className="sm:col-span-2" maxLength={240} {...plotText('turn')} />
      {errors.form && (
        <p role="alert" className="font-medium text-danger sm:col-span-2">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save the template'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
