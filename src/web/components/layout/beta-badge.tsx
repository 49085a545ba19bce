import { useDisclosure } from './use-disclosure.ts';

export const betaHint = 'Storyloom is in beta: content is experimental, provided as is, and may contain minor inaccuracies.';

/**
 * The Beta badge of the top bar (docs/product.md §1). A button rather than a hover tooltip so the hint can
 * be opened by keyboard and by touch.
 */
export function BetaBadge() {
  const { open, close, panelId, containerRef, buttonProps } = useDisclosure<HTMLSpanElement>();
  return (
    <span ref={containerRef} className="relative inline-flex">
      <button
        {...buttonProps}
        aria-label="Beta: what this means"
        className="inline-flex min-h-11 items-center rounded-full px-1.5"
      >
        <span className="rounded-full border border-primary/40 bg-accent-soft px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-fg">
          Beta
        </span>
      </button>
      <span
        id={panelId}
        role="note"
        hidden={!open}
        className="fixed inset-x-4 top-16 z-50 rounded-xl border border-border bg-surface p-3 text-sm text-fg shadow-lg sm:absolute sm:inset-x-auto sm:left-0 sm:top-full sm:mt-1 sm:w-64"
      >
        {betaHint}
        <button
          type="button"
          onClick={close}
          className="mt-2 block min-h-11 text-sm font-semibold text-primary underline"
        >
          Got it
        </button>
      </span>
    </span>
  );
}
