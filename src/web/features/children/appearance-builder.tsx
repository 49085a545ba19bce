import { useId, type ReactNode } from 'react';
import {
  eyeColours,
  hairColours,
  hairLengths,
  hairStyles,
  outfitColours,
  skinTones,
  type Appearance,
} from '@shared/appearance.ts';
import { cn } from '../../lib/cn.ts';
import { CharacterDrawing } from '../character/character-drawing.tsx';
import { optionLabel } from './labels.ts';

const optionShell =
  'relative flex cursor-pointer items-center justify-center rounded-full border-2 ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';
/**
 * Transparent and covering the whole option: pointer, touch and keyboard all reach the real input.
 * The scroll margin keeps a focused option clear of the sticky preview above it on phones.
 */
const coveringInput = 'absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0 scroll-mt-[17rem] md:scroll-mt-24';

function Group({ legend, chosen, children }: { legend: string; chosen?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold">
        {legend}
        {chosen && <span className="font-normal text-fg-muted"> · {chosen}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function Swatches<K extends string>({ legend, palette, value, onChange }: {
  legend: string;
  palette: Record<K, string>;
  value: K;
  onChange: (value: K) => void;
}) {
  const name = useId();
  return (
    <Group legend={legend} chosen={optionLabel(value)}>
      {(Object.keys(palette) as K[]).map((key) => (
        <label
          key={key}
          title={optionLabel(key)}
          className={cn(optionShell, 'size-11', key === value ? 'border-fg' : 'border-transparent hover:border-border')}
        >
          <input type="radio" name={name} value={key} checked={key === value} onChange={() => onChange(key)} className={coveringInput} />
          <span aria-hidden="true" className="size-8 rounded-full border border-black/20" style={{ background: palette[key] }} />
          <span className="sr-only">{optionLabel(key)}</span>
        </label>
      ))}
    </Group>
  );
}

function Choices<K extends string>({ legend, options, value, onChange }: {
  legend: string;
  options: readonly K[];
  value: K;
  onChange: (value: K) => void;
}) {
  const name = useId();
  return (
    <Group legend={legend}>
      {options.map((option) => (
        <label
          key={option}
          className={cn(
            optionShell,
            'min-h-11 px-4 text-sm font-semibold',
            option === value ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-muted',
          )}
        >
          <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} className={coveringInput} />
          {optionLabel(option)}
        </label>
      ))}
    </Group>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label
      className={cn(
        optionShell,
        'min-h-11 gap-2 px-4 text-sm font-semibold',
        checked ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-muted',
      )}
    >
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className={coveringInput} />
      <span aria-hidden="true">{checked ? '✓' : '+'}</span>
      {label}
    </label>
  );
}

/**
 * The appearance builder: every choice redraws the preview at once, with the same drawing the
 * story illustrations use, so what the parent sees here is how their child looks in the book.
 */
export function AppearanceBuilder({ value, onChange, name }: { value: Appearance; onChange: (next: Appearance) => void; name: string }) {
  const set = <K extends keyof Appearance>(key: K) => (next: Appearance[K]) => onChange({ ...value, [key]: next });
  const who = name.trim() || 'your child';
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
