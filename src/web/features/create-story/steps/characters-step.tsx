import { useState } from 'react';
import { paths } from '@shared/routes.ts';
import type { ChildRecord } from '@shared/schemas/children.ts';
import type { CompanionRecord } from '@shared/schemas/companions.ts';
import { extraCharacterInput, type ExtraCharacterInput } from '@shared/schemas/stories.ts';
import { SiteLink } from '../../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { RadioGroup, SelectField } from '../../../components/ui/choice-fields.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { CompanionDrawing } from '../../character/character-drawing.tsx';
import { useCompanions } from '../../companions/api.ts';
import { whatTheyAre } from '../../companions/labels.ts';
import { NewCompanionDialog } from '../../companions/new-companion-dialog.tsx';
import type { Wizard } from '../use-wizard.ts';
import { CastPicker } from './cast-picker.tsx';
import { extraCharacterPlansMessage } from '@shared/policies.ts';
import { FieldError } from './step-parts.tsx';

const kindLabels: Record<ExtraCharacterInput['kind'], string> = {
  companion: 'From your family cast',
  child: 'Another of your children',
  pet: 'A pet for this story',
  friend: 'A friend for this story',
};
const kindNouns: Record<Exclude<ExtraCharacterInput['kind'], 'companion'>, string> = { child: 'your child', pet: 'pet', friend: 'friend' };

function characterName(character: ExtraCharacterInput, children: readonly ChildRecord[], cast: readonly CompanionRecord[]): string {
  if (character.kind === 'child') return children.find((child) => child.id === character.childId)?.name ?? 'One of your children';
  if (character.kind === 'companion') return cast.find((companion) => companion.id === character.companionId)?.name ?? 'One of your companions';
  return character.name;
}

/** "dog", "grandparent", "your child": what an extra character is, beside their name. */
function characterNoun(character: ExtraCharacterInput, cast: readonly CompanionRecord[]): string {
  if (character.kind !== 'companion') return kindNouns[character.kind];
  const companion = cast.find((one) => one.id === character.companionId);
  return companion ? whatTheyAre(companion) : 'companion';
}

function CastDrawing({ cast, id }: { cast: readonly CompanionRecord[]; id: string }) {
  const companion = cast.find((one) => one.id === id);
  return companion ? <CompanionDrawing look={companion.appearance} framing="bust" className="size-12 shrink-0" /> : null;
}

function PlanLimit({ extraCharacterLimit }: { extraCharacterLimit: number }) {
  return (
    <Notice
      title={extraCharacterLimit === 0 ? 'This story will star just your hero' : `Up to ${extraCharacterLimit} extra characters`}
      actions={
        <SiteLink href={paths.credits} className={buttonClasses('secondary', 'md', 'no-underline')}>
          See plans and credits
        </SiteLink>
      }
    >
      {extraCharacterLimit === 0 && <p>Your account has no extra characters per story.</p>}
      <p>{extraCharacterPlansMessage()}</p>
    </Notice>
  );
}

function AddCharacter({ wizard, children, cast }: { wizard: Wizard; children: readonly ChildRecord[]; cast: readonly CompanionRecord[] }) {
  const { state, update } = wizard;
  const others = children.filter(
    (child) => child.id !== state.heroChildId && !state.extraCharacters.some((extra) => extra.kind === 'child' && extra.childId === child.id),
  );
  const available = cast.filter((companion) => !state.extraCharacters.some((extra) => extra.kind === 'companion' && extra.companionId === companion.id));
  const [kind, setKind] = useState<ExtraCharacterInput['kind']>('companion');
  const [childId, setChildId] = useState(others[0]?.id ?? '');
  const [companionId, setCompanionId] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const [creating, setCreating] = useState(false);
  const chosenCompanion = available.some((companion) => companion.id === companionId) ? companionId : (available[0]?.id ?? '');

  const join = (character: ExtraCharacterInput) => update((current) => ({ ...current, extraCharacters: [...current.extraCharacters, character] }));

  const add = () => {
    const candidate =
      kind === 'companion'
        ? { kind, companionId: chosenCompanion }
        : kind === 'child'
          ? { kind, childId, ...(description.trim() ? { description } : {}) }
          : { kind, name, ...(description.trim() ? { description } : {}) };
    const parsed = extraCharacterInput.safeParse(candidate);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setName('');
    setDescription('');
    join(parsed.data as ExtraCharacterInput);
  };

  return (
    <fieldset className="grid gap-4 rounded-2xl border border-border p-4 sm:p-5">
      <legend className="px-1 font-semibold">Add a character</legend>
      <RadioGroup
        legend="Who joins the story"
        hideLegend
        name="extra-kind"
        variant="pills"
        value={kind}
        options={(['companion', 'child', 'pet', 'friend'] as const)
          .filter((option) => option !== 'child' || others.length > 0)
          .map((option) => ({ value: option, label: kindLabels[option] }))}
        onChange={setKind}
      />
      {kind === 'companion' ? (
        <div className="grid gap-3">
          {available.length > 0 ? (
            <CastPicker companions={available} value={chosenCompanion} onChange={setCompanionId} />
          ) : (
            <p className="text-fg-muted">
              {cast.length > 0 ? 'Everyone in your family cast is in this story already.' : 'Your family cast is empty so far.'} Add a pet, a friend, a grandparent or a cuddly toy: they are kept for every story.
            </p>
          )}
          <Button variant="ghost" className="justify-self-start" onClick={() => setCreating(true)}>
            New companion…
          </Button>
          <NewCompanionDialog
            open={creating}
            onOpenChange={setCreating}
            onSaved={(saved) => {
              setCreating(false);
              join({ kind: 'companion', companionId: saved.id });
            }}
          />
        </div>
      ) : kind === 'child' ? (
        <SelectField label="Which child" value={childId} onChange={(event) => setChildId(event.target.value)}>
          {others.map((child) => (
            <option key={child.id} value={child.id}>
              {child.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <InputField label={kind === 'pet' ? 'The pet’s name' : 'The friend’s name'} value={name} maxLength={40} onChange={(event) => setName(event.target.value)} />
      )}
      {kind !== 'companion' && (
        <InputField
          label="A few words about them (optional)"
          hint="For example “a sleepy grey cat” or “loves jokes”."
          value={description}
          maxLength={80}
          onChange={(event) => setDescription(event.target.value)}
        />
      )}
      {error && (
        <p role="alert" className="font-medium text-danger">
          {error}
        </p>
      )}
      {(kind !== 'companion' || available.length > 0) && (
        <Button variant="secondary" className="justify-self-start" onClick={add}>
          Add to the story
        </Button>
      )}
    </fieldset>
  );
}

export function CharactersStep({ wizard, children }: { wizard: Wizard; children: readonly ChildRecord[] }) {
  const { state, update, errors, extraCharacterLimit } = wizard;
  const cast = useCompanions(extraCharacterLimit > 0 || state.extraCharacters.length > 0).data ?? [];
  const canAdd = state.extraCharacters.length < extraCharacterLimit;
  const characterErrors = Object.entries(errors).filter(([field]) => field.startsWith('extraCharacters'));
  return (
    <div className="grid gap-5">
      <PlanLimit extraCharacterLimit={extraCharacterLimit} />
      {state.extraCharacters.length > 0 && (
        <ul aria-label="Extra characters in this story" className="grid gap-2">
          {state.extraCharacters.map((character, index) => (
            <li key={`${character.kind}-${index}`} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border p-3 pl-4">
              <span className="flex items-center gap-3">
                {character.kind === 'companion' && <CastDrawing cast={cast} id={character.companionId} />}
                <span>
                  <span className="font-semibold">{characterName(character, children, cast)}</span>
                  <span className="text-fg-muted"> · {characterNoun(character, cast)}</span>
                  {'description' in character && character.description && <span className="block text-fg-muted">{character.description}</span>}
                </span>
              </span>
              <Button
                variant="ghost"
                onClick={() => update((current) => ({ ...current, extraCharacters: current.extraCharacters.filter((_, at) => at !== index) }))}
              >
                Remove <span className="sr-only">{characterName(character, children, cast)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canAdd && <AddCharacter wizard={wizard} children={children} cast={cast} />}
      {characterErrors.map(([field, message]) => (
        <FieldError key={field} id={`${field}-error`} message={message} />
      ))}
      {extraCharacterLimit === 0 && state.extraCharacters.length === 0 && (
        <p className="text-fg-muted">Nothing to choose here for now: go on to pick what the story is about.</p>
      )}
    </div>
  );
}
