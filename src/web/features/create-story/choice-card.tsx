import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface ChoiceCardProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Pictures or figures shown at the top of the card. */
  art?: ReactNode;
  /** A short figure on the right of the title: "1 credit", "about 800 words". */
  aside?: ReactNode;
  disabled?: boolean;
  describedBy?: string;
  className?: string;
}

/**
 * One option of a choice, drawn as a card around a real radio button: arrow keys move between
 * cards, Space chooses, and screen readers hear a normal radio group.
 */
export function ChoiceCard({ name, value, checked, onSelect, title, description, art, aside, disabled, describedBy, className }: ChoiceCardProps) {
  const id = useId();
  // The title names the radio; the figure and the description are read after it.
  const details = [aside ? `${id}-aside` : '', description ? `${id}-description` : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <label
      className={cn(
        'relative flex min-h-11 cursor-pointer flex-col gap-2 rounded-2xl border-2 bg-surface p-4 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked ? 'border-primary bg-primary/5' : 'border-border hover:border-primary/50',
        disabled && 'cursor-not-allowed border-dashed hover:border-border',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-labelledby={`${id}-title`}
        aria-describedby={details || undefined}
        // Transparent over the whole card, so a tap anywhere lands on the real radio button.
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0 disabled:cursor-not-allowed"
      />
      {art}
      <span className="flex items-start justify-between gap-3">
        <span id={`${id}-title`} className="flex items-center gap-2 font-semibold">
          <span
            aria-hidden="true"
            className={cn(
              'grid size-5 shrink-0 place-items-center rounded-full border-2',
              checked ? 'border-primary' : 'border-fg-muted',
            )}
          >
            {checked && <span className="size-2.5 rounded-full bg-primary" />}
          </span>
          {title}
        </span>
        {aside && (
          <span id={`${id}-aside`} className="shrink-0 text-sm font-semibold text-fg-muted">
            {aside}
          </span>
        )}
      </span>
      {description && (
        <span id={`${id}-description`} className="text-fg-muted">
          {description}
        </span>
      )}
    </label>
  );
}
