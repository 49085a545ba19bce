import { useId, type ComponentType, type SVGProps } from 'react';
import { useThemePreference, type ThemePreference } from '../../lib/theme.ts';
import { cn } from '../../lib/cn.ts';
import { MonitorIcon, MoonIcon, SunIcon } from './icons.tsx';
import { useDisclosure } from './use-disclosure.ts';

const options: ReadonlyArray<{ value: ThemePreference; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
  { value: 'system', label: 'System', Icon: MonitorIcon },
];

/** Light, dark or system as native radio buttons: arrow keys and screen readers work for free. */
export function ThemeOptions({ className }: { className?: string }) {
  const [preference, setPreference] = useThemePreference();
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 text-sm font-semibold">Theme</legend>
      <div className="flex gap-1 rounded-full bg-muted p-1">
        {options.map(({ value, label, Icon }) => (
          <label
            key={value}
            className={cn(
              'relative flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-full px-3 text-sm font-medium',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              preference === value ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={preference === value}
              onChange={() => setPreference(value)}
              // Transparent but full-size over its label, so pointer, touch and keyboard all reach the real input.
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            <Icon width={16} height={16} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The header's theme button: shows the current choice and opens the three options. */
export function ThemeMenu({ className }: { className?: string }) {
  const [preference] = useThemePreference();
  const { open, panelId, containerRef, buttonProps } = useDisclosure();
  const current = options.find((option) => option.value === preference) ?? options[2]!;
  return (
    <div ref={containerRef} className={cn('relative', className)}>
      <button
        {...buttonProps}
        aria-label={`Theme: ${current.label}`}
        className="grid size-11 place-items-center rounded-full text-fg hover:bg-muted"
      >
        <current.Icon />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-72 rounded-2xl border border-border bg-surface p-3 shadow-lg"
      >
        <ThemeOptions />
      </div>
    </div>
  );
}
