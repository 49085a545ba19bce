/** The loading state of a page or section: a calm spinner with a spoken label. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="grid min-h-[40vh] place-items-center">
      <div className="flex flex-col items-center gap-3 text-fg-muted">
        <span className="size-10 animate-spin rounded-full border-4 border-border border-t-primary" aria-hidden="true" />
        <span className="text-sm">{label}</span>
      </div>
    </div>
  );
}
