import { outfitColours } from '@shared/appearance.ts';
import { animalEyeColours, coatColours, markingStyles, toyKinds, type AnimalLook, type CompanionLook, type ToyLook } from '@shared/companion-looks.ts';
import { creatureKinds } from '@shared/schemas/illustrations.ts';
import { AppearanceBuilder } from '../children/appearance-builder.tsx';
import { CompanionDrawing } from '../character/character-drawing.tsx';
import { Choices, Group, Swatches, Toggle } from '../character/look-choices.tsx';

type OutfitColour = keyof typeof outfitColours;

/** A collar or a bow: on or off, and its colour while on. */
function Neckwear({ label, value, onChange }: { label: string; value: OutfitColour | 'none'; onChange: (next: OutfitColour | 'none') => void }) {
  return (
    <>
      <Group legend={label}>
        <Toggle label={`Wears a ${label.toLowerCase()}`} checked={value !== 'none'} onChange={(on) => onChange(on ? 'coral' : 'none')} />
      </Group>
      {value !== 'none' && <Swatches legend={`${label} colour`} palette={outfitColours} value={value} onChange={onChange} />}
    </>
  );
}

function AnimalChoices({ value, onChange }: { value: AnimalLook; onChange: (next: AnimalLook) => void }) {
  const set = <K extends keyof AnimalLook>(key: K) => (next: AnimalLook[K]) => onChange({ ...value, [key]: next });
  return (
    <>
      <Choices legend="Animal" options={creatureKinds} value={value.species} onChange={set('species')} />
      <Swatches legend="Coat" palette={coatColours} value={value.coat} onChange={set('coat')} />
      <Choices legend="Markings" options={markingStyles} value={value.markings} onChange={set('markings')} />
      {value.markings !== 'plain' && <Swatches legend="Markings colour" palette={coatColours} value={value.markingColour} onChange={set('markingColour')} />}
      <Swatches legend="Eye colour" palette={animalEyeColours} value={value.eyes} onChange={set('eyes')} />
      <Neckwear label="Collar" value={value.collar} onChange={set('collar')} />
    </>
  );
}

function ToyChoices({ value, onChange }: { value: ToyLook; onChange: (next: ToyLook) => void }) {
  const set = <K extends keyof ToyLook>(key: K) => (next: ToyLook[K]) => onChange({ ...value, [key]: next });
  return (
    <>
      <Choices legend="Toy" options={Object.keys(toyKinds) as (keyof typeof toyKinds)[]} value={value.toy} onChange={set('toy')} />
      <Swatches legend="Main colour" palette={coatColours} value={value.colour} onChange={set('colour')} />
      <Swatches legend="Second colour" palette={coatColours} value={value.secondColour} onChange={set('secondColour')} />
      <Neckwear label="Bow" value={value.bow} onChange={set('bow')} />
    </>
  );
}

/**
 * A companion's look builder: a person's is the child's appearance builder; an animal's or a toy's
 * redraws its preview at every choice with the drawing the story illustrator uses.
 */
export function CompanionLookBuilder({ value, onChange, name }: { value: CompanionLook; onChange: (next: CompanionLook) => void; name: string }) {
  if (value.type === 'person') return <AppearanceBuilder value={value} onChange={onChange} name={name} someone="them" />;
  const who = name.trim() || 'your companion';
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_15rem] md:items-start">
      <div className="order-2 grid gap-5 md:order-1">
        {value.type === 'animal' ? <AnimalChoices value={value} onChange={onChange} /> : <ToyChoices value={value} onChange={onChange} />}
      </div>
      <figure className="sticky top-[4.5rem] z-10 order-1 grid justify-items-center gap-2 rounded-3xl border border-border bg-accent-soft p-3 shadow-sm md:top-24 md:order-2 md:border-0 md:p-4 md:shadow-none">
        <CompanionDrawing look={value} label={`Preview of ${who} as drawn in stories`} className="size-36 md:size-56" />
        <figcaption className="text-center text-sm text-fg-muted">How {who} will look in every picture</figcaption>
      </figure>
    </div>
  );
}
