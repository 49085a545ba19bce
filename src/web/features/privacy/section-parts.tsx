/** The shape of one privacy dashboard section, and the list layout most sections use. */
import type { ReactNode } from 'react';
import type { ErasableSection, PersonalData } from './api.ts';

export interface PrivacySection {
  key: keyof PersonalData;
  title: string;
  description: string;
  /** Shown instead of the list when there is nothing of this kind. */
  empty: string;
  count: (data: PersonalData) => number;
  render: (data: PersonalData) => ReactNode;
  /** Only listed when it holds something (it applies to few accounts). */
  hideWhenEmpty?: boolean;
  erase?: { section: ErasableSection; label: string; confirmText: string };
}

export function Rows({ items }: { items: ReadonlyArray<{ key: string; primary: ReactNode; secondary?: ReactNode; body?: ReactNode }> }) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.key} className="rounded-xl bg-muted/60 px-4 py-3">
          <p className="font-semibold">{item.primary}</p>
          {item.secondary && <p className="text-sm text-fg-muted">{item.secondary}</p>}
          {item.body && <p className="mt-2 whitespace-pre-line break-words">{item.body}</p>}
        </li>
      ))}
    </ul>
  );
}

