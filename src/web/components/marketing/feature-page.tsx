import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@shared/routes.ts';
import type { FeatureId } from '../../content/features.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { buttonClasses } from '../ui/button.tsx';
import { CtaBand } from './cta-band.tsx';
import { FeatureGrid } from './feature-grid.tsx';
import { PageHero } from './page-hero.tsx';
import { proseClasses } from './prose.ts';
import { Container, SectionHeader } from './section.tsx';

interface FeaturePageProps {
  feature?: FeatureId;
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  art: ReactNode;
  children: ReactNode;
}

/**
 * Shared frame of the feature and marketing pages: hero with artwork, the page's own sections,
 * the other features, and the closing invitation.
 */
export function FeaturePage({ feature, metaTitle, metaDescription, eyebrow, title, lead, art, children }: FeaturePageProps) {
  useDocumentMeta({ title: metaTitle, description: metaDescription });
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        art={art}
        actions={
          <>
            <Link href={paths.signup} className={buttonClasses('primary', 'lg')}>
              Start free
            </Link>
            <Link href={`${paths.home}#pricing`} className={buttonClasses('secondary', 'lg')}>
              See plans and prices
            </Link>
          </>
        }
      />
      <div className="py-8 sm:py-12">{children}</div>
      <section aria-labelledby="more-features" className="border-t border-border bg-muted/60 py-16 sm:py-20">
        <Container>
          <SectionHeader id="more-features" title="More in every Storyloom story" />
          <FeatureGrid exclude={feature} className="mt-10" />
        </Container>
      </section>
      <CtaBand />
    </>
  );
}

interface FeatureSectionProps {
  title: string;
  children: ReactNode;
  /** A panel beside the text on wide screens: a table, a list of facts, a small picture. */
  aside?: ReactNode;
}

/** One titled block of feature copy; prose on the left, an optional panel on the right. */
export function FeatureSection({ title, children, aside }: FeatureSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="py-10 sm:py-12">
      <Container className={aside ? 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-14' : undefined}>
        <div className={`max-w-3xl ${proseClasses}`}>
          <h2 id={id}>{title}</h2>
          {children}
        </div>
        {aside && <div className="lg:pt-2">{aside}</div>}
      </Container>
    </section>
  );
}

/** A small card of key facts, e.g. the steps of a flow or the rules of a feature. */
export function FactCard({ title, items }: { title: string; items: ReadonlyArray<ReactNode> }) {
  return (
    <div className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-7">
      <h3 className="font-display text-lg font-bold">{title}</h3>
      <ul className="mt-4 grid gap-3">
        {items.map((item, index) => (
          <li key={index} className="flex gap-3">
            <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-accent" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
