import { cn } from '../../lib/cn.ts';
import { stepIds, stepTitles, type StepId } from './state.ts';

/**
 * The wizard's steps as a numbered list. Steps already reached are buttons, so the parent can go
 * back to any of them; later steps are plain text until they are reached. On a phone eight steps
 * in a row leave each under a finger's width, so they sit in two rows of four with 44 px circles.
 */
export function StepIndicator({ current, furthest, onSelect }: { current: StepId; furthest: number; onSelect: (step: StepId) => void }) {
  const currentIndex = stepIds.indexOf(current);
  return (
    <nav aria-label="Story steps">
      <ol className="grid grid-cols-4 gap-1 sm:grid-cols-8">
        {stepIds.map((step, index) => {
          const reached = index <= furthest;
          const isCurrent = step === current;
          const circle = (
            <span
              aria-hidden="true"
              className={cn(
                'grid size-11 place-items-center rounded-full sm:size-9 border-2 text-sm font-bold transition-colors',
                isCurrent
                  ? 'border-primary bg-primary text-primary-fg'
                  : index < currentIndex || reached
                    ? 'border-primary bg-surface text-primary'
                    : 'border-border bg-surface text-fg-muted',
              )}
            >
              {index + 1}
            </span>
          );
          const label = (
            <span className="max-lg:sr-only text-center text-xs font-semibold leading-tight">
              {stepTitles[step]}
              {!reached && <span className="sr-only"> (not reached yet)</span>}
            </span>
          );
          return (
            <li key={step} className="flex justify-center">
              {reached ? (
                <button
                  type="button"
                  onClick={() => onSelect(step)}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={cn(
                    'flex min-h-11 w-full flex-col items-center gap-1 rounded-xl py-1',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    isCurrent ? 'text-fg' : 'text-fg-muted hover:text-fg',
                  )}
                >
                  {circle}
                  {label}
                </button>
              ) : (
                <span className="flex min-h-11 w-full flex-col items-center gap-1 py-1 text-fg-muted">
                  {circle}
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
