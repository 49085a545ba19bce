import { lazy, Suspense, useEffect } from 'react';
import { closeWalkthrough, openPendingWalkthrough, useWalkthroughVisible } from './store.ts';

// The dialog and its step content load only when the tour opens, keeping them off the landing page's first load.
const WalkthroughDialog = lazy(() => import('./walkthrough-dialog.tsx'));

/** Mounted once per layout: opens a pending tour and renders the dialog while it is visible. */
export function WalkthroughHost({ signedIn = false }: { signedIn?: boolean }) {
  const visible = useWalkthroughVisible();
  useEffect(() => openPendingWalkthrough(), []);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <WalkthroughDialog signedIn={signedIn} onClosed={closeWalkthrough} />
    </Suspense>
  );
}
