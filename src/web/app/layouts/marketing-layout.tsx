import type { ReactNode } from 'react';

/** Public pages: landing header, content, footer (SPEC.md §2 Layouts). */
export function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
