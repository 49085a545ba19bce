import { forwardRef, type ReactNode } from 'react';
import type { StoryLabResponse } from '@shared/schemas/story-lab.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { readingLevelLabel } from '../../content/reading-levels.ts';
import { cn } from '../../lib/cn.ts';

const numberFormat = new Intl.NumberFormat('en-US');
const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(1)} %`;

function Figure({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('rounded-2xl border border-border bg-bg px-4 py-3', wide && 'col-span-2')}>
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="mt-0.5 text-base font-semibold [overflow-wrap:anywhere] sm:text-lg">{children}</dd>
    </div>
  );
}

function Figures({ result }: { result: StoryLabResponse }) {
  const tokens = result.usage
    ? `${numberFormat.format(result.usage.inputTokens ?? 0)} in · ${numberFormat.format(result.usage.outputTokens ?? 0)} out`
    : null;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Words / target">
        {numberFormat.format(result.wordCount)} / {numberFormat.format(result.targetWordCount)}
      </Figure>
      <Figure label="Off target">
        <span className="flex flex-wrap items-center gap-2">
          {signed(result.percentOff)}
          <Badge tone={result.withinTolerance ? 'success' : 'danger'}>{result.withinTolerance ? 'within ±10 %' : 'outside ±10 %'}</Badge>
        </span>
      </Figure>
      <Figure label="FK grade">{result.fleschKincaidGrade.toFixed(1)}</Figure>
      <Figure label="Reading level">{readingLevelLabel(result.readingLevel)}</Figure>
      <Figure label="Pages">{result.pages.length}</Figure>
      <Figure label="Time">{numberFormat.format(result.generationMs)} ms</Figure>
      <Figure label="Model" wide>
        {result.model}
      </Figure>
      {tokens && (
        <Figure label="Tokens" wide>
          {tokens}
        </Figure>
      )}
    </dl>
  );
}

function Safety({ safety }: { safety: StoryLabResponse['safety'] }) {
  if (safety.ok) {
    return (
      <Notice tone="success" title="Passed the child-safety check">
        Nothing in the title, pages or scene descriptions is unsuitable for a {safety.age}-year-old.
      </Notice>
    );
  }
  return (
    <Notice tone="danger" title={`The child-safety check found ${safety.findings.length} ${safety.findings.length === 1 ? 'problem' : 'problems'}`}>
      <p>A real story would be written again with another seed before anyone saw it.</p>
      <ul className="mt-2 grid gap-1">
        {safety.findings.map((finding) => (
          <li key={`${finding.where}:${finding.category}:${finding.term}`}>
            <span className="font-semibold text-fg">“{finding.term.replace(/\*$/, '…')}”</span> in {finding.where} ({finding.category},{' '}
            {finding.scope === 'always' ? 'never suitable' : `not for a ${safety.age}-year-old`})
          </li>
        ))}
      </ul>
    </Notice>
  );
}

function Critique({ critique }: { critique: StoryLabResponse['critique'] }) {
  if (critique.ok) {
    return (
      <Notice tone="success" title="The story critic found nothing to fix">
        No pasted details, repeats, stray words for the setting, missing lesson or setting, or grammar slips.
      </Notice>
    );
  }
  const count = critique.findings.length;
  return (
    <Notice tone="warning" title={`The story critic found ${count} ${count === 1 ? 'slip' : 'slips'}`}>
      <ul className="mt-2 grid gap-2">
        {critique.findings.map((finding, index) => (
          <li key={index}>
            <span className="font-semibold text-fg">{finding.message}</span> <span className="text-fg-muted">({finding.rule})</span>
            <br />
            <q className="italic">{finding.sentence}</q>
          </li>
        ))}
      </ul>
    </Notice>
  );
}

/** What the writer produced: the figures first, then the safety check and the critic, then the story page by page. */
export const LabResult = forwardRef<HTMLHeadingElement, { result: StoryLabResponse }>(function LabResult({ result }, headingRef) {
  return (
    <div className="grid gap-6">
      <div>
        <p className="text-sm font-semibold text-primary">{result.writer === 'builtin' ? 'Built-in engine' : 'Outside writer'}</p>
        <h2 ref={headingRef} tabIndex={-1} className="mt-1 rounded-md font-display text-2xl font-bold focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring sm:text-3xl">
          {result.title}
        </h2>
      </div>
      <Figures result={result} />
      <Safety safety={result.safety} />
      <Critique critique={result.critique} />
      <ol className="grid gap-4" aria-label="Pages">
        {result.pages.map((page, index) => (
          <li key={index} className="rounded-2xl border border-border bg-bg p-4 sm:p-5">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-fg-muted">Page {index + 1}</h3>
            <p className="mt-2 whitespace-pre-line text-lg leading-relaxed">{page.text}</p>
            <p className="mt-3 border-t border-border pt-3 text-sm text-fg-muted">
              <span className="font-semibold">Scene:</span> {page.sceneDescription}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
});
