import type { StoryDetail } from '@shared/schemas/stories.ts';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/choice-fields.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { FormError } from '../../components/ui/form-parts.tsx';

export interface ShareChoices {
  heroName: string;
  companionNames: Record<string, string>;
  showPortraitPictures: boolean;
}

interface ShareNamesProps {
  story: StoryDetail;
  choices: ShareChoices;
  onChange: (choices: ShareChoices) => void;
  onPreview: () => void;
  pending: boolean;
  error: string | null;
  errorField: string | null;
}

/** The names the public copy uses instead of the family's, and whether portrait pictures may show. */
export function ShareNames({ story, choices, onChange, onPreview, pending, error, errorField }: ShareNamesProps) {
  const companions = story.extraCharacters;
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
      <InputField
        label="Hero name in the library"
        hint={`Used everywhere ${story.heroName}’s name is: the title, every page, the picture descriptions and the narration.`}
        value={choices.heroName}
        maxLength={40}
        required
        autoFocus
        error={errorField === 'heroName' ? (error ?? undefined) : undefined}
        onChange={(event) => onChange({ ...choices, heroName: event.target.value })}
      />
      {companions.map((character) => (
        <InputField
          key={character.name}
          label={`New name for ${character.name}`}
          hint={character.kind === 'child' ? 'Another of your children: a new name is needed.' : 'Leave it empty to keep this name.'}
          value={choices.companionNames[character.name] ?? ''}
          maxLength={40}
          required={character.kind === 'child'}
          error={errorField === 'companionNames' && character.kind === 'child' ? (error ?? undefined) : undefined}
          onChange={(event) => onChange({ ...choices, companionNames: { ...choices.companionNames, [character.name]: event.target.value } })}
        />
      ))}
      <CheckboxField
        label="Pictures drawn from a portrait may be shown"
        description="Portraits themselves are never published. Pictures drawn with a portrait as their model are drawn again by Storyloom’s own illustrator unless you tick this."
        checked={choices.showPortraitPictures}
        onChange={(showPortraitPictures) => onChange({ ...choices, showPortraitPictures })}
      />
      {!errorField && <FormError message={error} />}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Preparing the preview…' : 'Preview what the public sees'}
        </Button>
      </div>
    </form>
  );
}
