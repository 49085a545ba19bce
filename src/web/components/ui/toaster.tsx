import { lazy, Suspense } from 'react';
import { useToasts } from '../../lib/toast.ts';

// Radix Toast is loaded with the first toast, keeping it out of the landing page's first load.
const ToastViewport = lazy(() => import('./toast-viewport.tsx'));

export function Toaster() {
  const items = useToasts();
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport items={items} />
    </Suspense>
  );
}
