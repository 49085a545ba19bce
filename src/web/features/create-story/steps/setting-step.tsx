import { lessonMaxLength, settingMaxLength } from '@shared/schemas/stories.ts';
import { storyTheme } from '@shared/story-themes.ts';
import { InputField, TextAreaField } from '../../../components/ui/field.tsx';
import { ideaTheme } from '../state.ts';
import type { Wizard } from '../use-wizard.ts';

export function SettingStep({ wizard }: { wizard: Wizard }) {
  const { state, update, errors } = wizard;
  const themeId = ideaTheme(state.idea);
  const theme = themeId ? storyTheme(themeId) : undefined;
  const template = state.idea?.kind === 'template' ? state.idea : undefined;
  return (
    <div className="grid max-w-2xl gap-6">
      {template && (
        <p className="text-fg-muted">
          These come from the template “{template.title}”. Change them as you like.
        </p>
      )}
      <InputField
        label="Where the story happens (optional)"
        hint={`Leave it empty and the story picks a place that suits it. Up to ${settingMaxLength} characters.`}
        placeholder={theme?.settingHint}
        value={state.setting}
        maxLength={settingMaxLength}
        error={errors.setting}
        onChange={(event) => update({ setting: event.target.value })}
      />
      <TextAreaField
        label="A lesson to weave in (optional)"
        hint={`Something gentle the story shows rather than preaches, such as “it is fine to ask for help”. Up to ${lessonMaxLength} characters.`}
        value={state.lesson}
        maxLength={lessonMaxLength}
        error={errors.lesson}
        onChange={(event) => update({ lesson: event.target.value })}
      />
    </div>
  );
}
