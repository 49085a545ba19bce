/**
 * The choices of the look builders — colour swatches, option pills and on/off toggles — for a
 * child's appearance and a companion's look alike.
 */
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { optionLabel } from '../children/labels.ts';

const optionShell =
  'relative flex cursor-pointer items-center justify-center rounded-full border-2 ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';
/**
 * Transparent and covering the whole option: pointer, touch and keyboard all reach the real input.
 * The scroll margin keeps a focused option clear of the sticky preview above it on phones.
 */
const coveringInput = 'absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0 scroll-mt-[17rem] md:scroll-mt-24';

export function Group({ legend, chosen, children }: { legend: string; chosen?: string; children: ReactNode }) {
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

export function Swatches<K extends string>({ legend, palette, value, onChange }: {
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

export function Choices<K extends string>({ legend, options, value, onChange }: {
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

export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
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

