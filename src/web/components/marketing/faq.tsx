import type { ReactNode } from 'react';
import { Container, SectionHeader } from './section.tsx';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function Faq({ title = 'Questions parents ask', items }: { title?: string; items: readonly FaqItem[] }) {
  return (
    <section aria-labelledby="faq-title" className="py-10 sm:py-14">
      <Container>
        <SectionHeader id="faq-title" title={title} align="start" />
        <div className="mt-8 max-w-3xl divide-y divide-border rounded-3xl border border-border bg-surface">
          {items.map((item) => (
            <details key={item.question} className="group px-6">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-primary transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <div className="pb-5 text-fg-muted [&_a]:font-medium [&_a]:text-primary [&_a]:underline">{item.answer}</div>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
