import { lazy, Suspense, useEffect } from 'react';
import { closeWalkthrough, openPendingWalkthrough, useWalkthroughVisible } from './store.ts';

// The dialog and its step content load only when the tour opens, keeping them off the landing page's first load.
const WalkthroughDialog = lazy(() => import('./walkthrough-dialog.tsx'));

/**
 * Mounted once per layout: renders the dialog while it is visible and, where `openPending` is set
 * (the signed-in layout), opens a pending tour. Public pages leave it pending so a new parent's
 * sign-up, email and age steps are not covered by the tour before they reach the app.
 */
export function WalkthroughHost({ signedIn = false, openPending = true }: { signedIn?: boolean; openPending?: boolean }) {
  const visible = useWalkthroughVisible();
  useEffect(() => {
    if (openPending) openPendingWalkthrough();
  }, [openPending]);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <WalkthroughDialog signedIn={signedIn} onClosed={closeWalkthrough} />
    </Suspense>
  );
}
