import { useId } from 'react';
import type { CompanionRecord } from '@shared/schemas/companions.ts';
import { cn } from '../../../lib/cn.ts';
import { CompanionDrawing } from '../../character/character-drawing.tsx';
import { optionLabel } from '../../children/labels.ts';
import { whatTheyAre } from '../../companions/labels.ts';

/** The family cast as pictured choices: each companion with its drawing, name and what it is. */
export function CastPicker({ companions, value, onChange }: { companions: readonly CompanionRecord[]; value: string; onChange: (id: string) => void }) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-semibold">Which companion</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {companions.map((companion) => (
          <label
            key={companion.id}
            className={cn(
              'relative grid cursor-pointer justify-items-center gap-1 rounded-2xl border-2 p-2 text-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              companion.id === value ? 'border-primary bg-primary/5' : 'border-border hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={companion.id}
              checked={companion.id === value}
              onChange={() => onChange(companion.id)}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <CompanionDrawing look={companion.appearance} framing="bust" className="size-16" />
            <span className="font-semibold">{companion.name}</span>
            <span className="text-sm text-fg-muted">{optionLabel(whatTheyAre(companion))}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
