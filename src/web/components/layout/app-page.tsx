import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';

interface AppPageProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Notes shown between the heading and the content (success messages, warnings). */
  notices?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The frame of a signed-in page: one h1, an optional lead, then the page's sections. */
export function AppPage({ title, lead, notices, width = 'narrow', children }: AppPageProps) {
  return (
    <div className={cn('mx-auto w-full px-4 pb-16 pt-8 sm:px-6 sm:pt-12', width === 'wide' ? 'max-w-6xl' : 'max-w-4xl')}>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 text-lg text-fg-muted">{lead}</p>}
      </header>
      {notices && <div className="mt-6 grid gap-3">{notices}</div>}
      <div className="mt-8 grid gap-6">{children}</div>
    </div>
  );
}

/** The error state of a section whose data could not be loaded, with a way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-2xl border border-danger/50 bg-danger/5 p-4">
      <p>
        <span className="font-semibold">We couldn’t load {what}.</span>{' '}
        <span className="text-fg-muted">This is usually a brief connection problem.</span>
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A small inline loading line for a section (the whole-page spinner is PageSpinner). */
export function SectionLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-fg-muted">
      <span className="size-5 animate-spin rounded-full border-2 border-border border-t-primary" aria-hidden="true" />
      {label}
    </p>
  );
}
