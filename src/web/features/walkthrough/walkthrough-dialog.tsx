import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@shared/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import { CloseIcon } from '../../components/layout/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { browserStorage, clampStep, markWalkthroughCompleted, walkthroughFadeMs, walkthroughStepCount } from './flags.ts';
import { walkthroughSteps } from './steps.tsx';

/**
 * The five-step tour (docs/product.md §2, §4). Next, Back and the step dots move between steps; Skip Tour,
 * the close button, Escape and a click outside dismiss it; the last step's call to action completes
 * it. Closing fades out over 300 ms before the dialog unmounts.
 */
export default function WalkthroughDialog({ signedIn, onClosed }: { signedIn: boolean; onClosed: () => void }) {
  const [step, setStep] = useState(1);
  const [leaving, setLeaving] = useState(false);
  // Opened from anywhere (no Radix Trigger), so focus is handed back to whatever opened it by hand.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const [, navigate] = useLocation();
  const current = walkthroughSteps[step - 1]!;
  const last = step === walkthroughStepCount;
  const cta = signedIn ? { label: 'Start Creating', href: paths.createStory } : { label: 'Sign Up', href: paths.signup };

  const dismiss = (then?: () => void) => {
    if (leaving) return;
    setLeaving(true);
    // Navigation waits for the fade too: a new page remounts the layout that hosts this dialog.
    setTimeout(() => {
      onClosed();
      then?.();
    }, walkthroughFadeMs);
  };

  const complete = () => {
    markWalkthroughCompleted(browserStorage());
    dismiss(() => navigate(cta.href));
  };

  const fade = cn('transition-opacity duration-300 starting:opacity-0', leaving ? 'opacity-0' : 'opacity-100');

  return (
    <Dialog.Root open onOpenChange={(open) => !open && dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className={cn('fixed inset-0 z-50 bg-black/60', fade)} />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-3xl border border-border bg-surface p-6 text-fg shadow-2xl sm:p-8',
            fade,
          )}
        >
          <Dialog.Close
            aria-label="Close tour"
            className="absolute right-3 top-3 grid size-11 place-items-center rounded-full text-fg-muted hover:bg-muted hover:text-fg"
          >
            <CloseIcon />
          </Dialog.Close>
          <p className="text-sm font-semibold text-fg-muted">
            Step {step} of {walkthroughStepCount}
          </p>
          <div className="mt-3">{current.illustration}</div>
          <Dialog.Title className="mt-4 text-center font-display text-2xl font-bold">{current.title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-center text-fg-muted">{current.body}</Dialog.Description>

          <div role="group" aria-label="Tour steps" className="mt-5 flex justify-center">
            {walkthroughSteps.map((item, index) => (
              <button
                key={item.title}
                type="button"
                aria-label={`Step ${index + 1}: ${item.title}`}
                aria-current={index + 1 === step ? 'step' : undefined}
                onClick={() => setStep(clampStep(index + 1))}
                className="group grid size-11 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block size-2.5 rounded-full transition-all',
                    index + 1 === step ? 'w-6 bg-primary' : 'bg-fg-muted/70 group-hover:bg-fg',
                  )}
                />
              </button>
            ))}
          </div>

          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="ghost" onClick={() => dismiss()}>
              Skip Tour
            </Button>
            <div className="flex gap-2 *:flex-1 sm:*:flex-none">
              {step > 1 && (
                <Button variant="secondary" onClick={() => setStep(clampStep(step - 1))}>
                  Back
                </Button>
              )}
              {last ? (
                <Button onClick={complete}>{cta.label}</Button>
              ) : (
                <Button onClick={() => setStep(clampStep(step + 1))}>Next</Button>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
