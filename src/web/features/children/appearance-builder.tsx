import {
  eyeColours,
  hairColours,
  hairLengths,
  hairStyles,
  outfitColours,
  skinTones,
  type Appearance,
} from '@shared/appearance.ts';
import { CharacterDrawing } from '../character/character-drawing.tsx';
import { Choices, Group, Swatches, Toggle } from '../character/look-choices.tsx';

/**
 * The appearance builder: every choice redraws the preview at once, with the same drawing the
 * story illustrations use, so what the parent sees here is how their child looks in the book.
 */
export function AppearanceBuilder<A extends Appearance>({ value, onChange, name, someone = 'your child' }: {
  value: A;
  onChange: (next: A) => void;
  name: string;
  /** Who the preview is of while no name is typed yet. */
  someone?: string;
}) {
  const set = <K extends keyof Appearance>(key: K) => (next: A[K]) => onChange({ ...value, [key]: next });
  const who = name.trim() || someone;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_15rem] md:items-start">
      <div className="order-2 grid gap-5 md:order-1">
        <Swatches legend="Skin tone" palette={skinTones} value={value.skinTone} onChange={set('skinTone')} />
        <Swatches legend="Hair colour" palette={hairColours} value={value.hairColour} onChange={set('hairColour')} />
        <Choices legend="Hair style" options={hairStyles} value={value.hairStyle} onChange={set('hairStyle')} />
        <Choices legend="Hair length" options={hairLengths} value={value.hairLength} onChange={set('hairLength')} />
        <Swatches legend="Eye colour" palette={eyeColours} value={value.eyeColour} onChange={set('eyeColour')} />
        <Group legend="Extras">
          <Toggle label="Glasses" checked={value.glasses} onChange={set('glasses')} />
          <Toggle label="Freckles" checked={value.freckles} onChange={set('freckles')} />
        </Group>
        <Swatches legend="Top" palette={outfitColours} value={value.outfitPrimary} onChange={set('outfitPrimary')} />
        <Swatches legend="Trousers and trims" palette={outfitColours} value={value.outfitSecondary} onChange={set('outfitSecondary')} />
      </div>
      {/* Sticky on phones too, smaller there, so every choice further down still shows its effect. */}
      <figure className="sticky top-[4.5rem] z-10 order-1 grid justify-items-center gap-2 rounded-3xl border border-border bg-accent-soft p-3 shadow-sm md:top-24 md:order-2 md:border-0 md:p-4 md:shadow-none">
        <CharacterDrawing appearance={value} label={`Preview of ${who} as drawn in stories`} className="h-36 w-auto md:h-72" />
        <figcaption className="text-center text-sm text-fg-muted">How {who} will look in every picture</figcaption>
      </figure>
    </div>
  );
}
