import { useState } from 'react';
import { paths } from '@shared/routes.ts';
import type { ChildRecord } from '@shared/schemas/children.ts';
import { extraCharacterInput, type ExtraCharacterInput } from '@shared/schemas/stories.ts';
import { SiteLink } from '../../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { RadioGroup, SelectField } from '../../../components/ui/choice-fields.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import type { Wizard } from '../use-wizard.ts';
import { extraCharacterPlansMessage } from '@shared/policies.ts';
import { extraCharacterLimit } from '../validation.ts';
import { FieldError } from './step-parts.tsx';

const kindLabels: Record<ExtraCharacterInput['kind'], string> = { child: 'Another of your children', pet: 'A pet', friend: 'A friend' };
const kindNouns: Record<ExtraCharacterInput['kind'], string> = { child: 'your child', pet: 'pet', friend: 'friend' };

function characterName(character: ExtraCharacterInput, children: readonly ChildRecord[]): string {
  if (character.kind === 'child') return children.find((child) => child.id === character.childId)?.name ?? 'One of your children';
  return character.name;
}

function PlanLimit() {
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

function AddCharacter({ wizard, children }: { wizard: Wizard; children: readonly ChildRecord[] }) {
  const { state, update } = wizard;
  const others = children.filter(
    (child) => child.id !== state.heroChildId && !state.extraCharacters.some((extra) => extra.kind === 'child' && extra.childId === child.id),
  );
  const [kind, setKind] = useState<ExtraCharacterInput['kind']>(others.length > 0 ? 'child' : 'pet');
  const [childId, setChildId] = useState(others[0]?.id ?? '');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();

  const add = () => {
    const candidate =
      kind === 'child'
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
    update((current) => ({ ...current, extraCharacters: [...current.extraCharacters, parsed.data as ExtraCharacterInput] }));
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
        options={(['child', 'pet', 'friend'] as const)
          .filter((option) => option !== 'child' || others.length > 0)
          .map((option) => ({ value: option, label: kindLabels[option] }))}
        onChange={setKind}
      />
      {kind === 'child' ? (
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
      <InputField
        label="A few words about them (optional)"
        hint="For example “a sleepy grey cat” or “loves jokes”."
        value={description}
        maxLength={80}
        onChange={(event) => setDescription(event.target.value)}
      />
      {error && (
        <p role="alert" className="font-medium text-danger">
          {error}
        </p>
      )}
      <Button variant="secondary" className="justify-self-start" onClick={add}>
        Add to the story
      </Button>
    </fieldset>
  );
}

export function CharactersStep({ wizard, children }: { wizard: Wizard; children: readonly ChildRecord[] }) {
  const { state, update, errors } = wizard;
  const canAdd = state.extraCharacters.length < extraCharacterLimit;
  const characterErrors = Object.entries(errors).filter(([field]) => field.startsWith('extraCharacters'));
  return (
    <div className="grid gap-5">
      <PlanLimit />
      {state.extraCharacters.length > 0 && (
        <ul aria-label="Extra characters in this story" className="grid gap-2">
          {state.extraCharacters.map((character, index) => (
            <li key={`${character.kind}-${index}`} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border p-3 pl-4">
              <span>
                <span className="font-semibold">{characterName(character, children)}</span>
                <span className="text-fg-muted"> · {kindNouns[character.kind]}</span>
                {character.description && <span className="block text-fg-muted">{character.description}</span>}
              </span>
              <Button
                variant="ghost"
                onClick={() => update((current) => ({ ...current, extraCharacters: current.extraCharacters.filter((_, at) => at !== index) }))}
              >
                Remove <span className="sr-only">{characterName(character, children)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canAdd && <AddCharacter wizard={wizard} children={children} />}
      {characterErrors.map(([field, message]) => (
        <FieldError key={field} id={`${field}-error`} message={message} />
      ))}
      {extraCharacterLimit === 0 && state.extraCharacters.length === 0 && (
        <p className="text-fg-muted">Nothing to choose here for now: go on to pick what the story is about.</p>
      )}
    </div>
  );
}
