import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatLongDate } from '@shared/dates.ts';
import { href, paths } from '@shared/routes.ts';
import { LegalArt } from './legal-art.tsx';
import { PageHero } from './page-hero.tsx';
import { proseClasses } from './prose.ts';
import { Container } from './section.tsx';

export interface ProseSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface ProsePageProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** Local calendar date the text last changed, shown as "Last updated". */
  updated: Date;
  sections: readonly ProseSection[];
}

/** Legal and policy pages: a hero, an "On this page" index and the sections as readable prose. */
export function ProsePage({ eyebrow = 'Legal', title, lead, updated, sections }: ProsePageProps) {
  const updatedIso = `${updated.getFullYear()}-${String(updated.getMonth() + 1).padStart(2, '0')}-${String(updated.getDate()).padStart(2, '0')}`;
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={title}
        art={<LegalArt />}
        artHiddenOnPhone
        lead={
          <>
            {lead}
            <span className="mt-4 block text-base">
              Last updated: <time dateTime={updatedIso}>{formatLongDate(updated)}</time>
            </span>
          </>
        }
      />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        {/* Phones get the index folded away so the policy itself starts on the first screen. */}
        <details className="group rounded-2xl border border-border bg-surface lg:hidden">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-5 font-semibold [&::-webkit-details-marker]:hidden">
            On this page
            <span aria-hidden="true" className="text-primary transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <nav aria-label="On this page" className="px-5 pb-4">
            <SectionIndex sections={sections} />
          </nav>
        </details>
        <nav aria-label="On this page" className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-fg-muted">On this page</p>
          <SectionIndex sections={sections} />
        </nav>
        <div className="max-w-3xl">
          <div className={proseClasses}>
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id} className="mt-14 first:mt-0">
                <h2 id={section.id}>{section.title}</h2>
                {section.body}
              </section>
            ))}
          </div>
          <aside
            aria-label="Questions"
            className="mt-14 rounded-3xl border border-border bg-accent-soft p-6 sm:p-8"
          >
            <p className="font-display text-xl font-bold">Questions about this page?</p>
            <p className="mt-2">
              Write to us through the{' '}
              <Link href={`${href(paths.contact)}?subject=general`} className="font-semibold text-primary underline">
                contact form
              </Link>{' '}
              and we will get back to you.
            </p>
          </aside>
        </div>
      </Container>
    </>
  );
}

function SectionIndex({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <ol className="mt-3 grid gap-1 border-l border-border">
      {sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-fg-muted hover:border-primary hover:text-fg"
          >
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}
