import * as Toast from '@radix-ui/react-toast';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { dismissToast, toastDefaultDuration, toastSwipeThreshold, type ToastItem } from '../../lib/toast.ts';
import { toastsAtTopNow } from '../../lib/toast-edge.ts';
import { cn } from '../../lib/cn.ts';

const variantStyles: Record<NonNullable<ToastItem['variant']>, string> = {
  default: 'border-border bg-surface text-fg',
  success: 'border-success/40 bg-surface text-fg',
  destructive: 'border-danger bg-danger text-danger-fg',
};

export default function ToastViewport({ items }: { items: ToastItem[] }) {
  const [location] = useLocation();
  // Placed as each toast opens, by the page as it is then, and kept there while it shows.
  const newest = items[0]?.id;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the newest toast is what asks for a new placement
  const top = useMemo(() => toastsAtTopNow(location), [location, newest]);
  return (
    <Toast.Provider duration={toastDefaultDuration} swipeThreshold={toastSwipeThreshold} swipeDirection="right">
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg',
            'data-[state=closed]:animate-out data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            variantStyles[item.variant ?? 'default'],
          )}
        >
          {/* min-w-0 and anywhere-wrapping: a long name or an unbroken word wraps inside the toast instead of pushing it off screen. */}
          <div className="grid min-w-0 gap-1 [overflow-wrap:anywhere]">
            {item.title && <Toast.Title className="font-semibold">{item.title}</Toast.Title>}
            {item.description && <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute right-1 top-1 grid size-11 place-items-center rounded-md opacity-70 hover:opacity-100 focus-visible:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        className={cn(
          'fixed right-0 z-[100] flex max-h-screen w-full max-w-full flex-col gap-2 p-4 sm:max-w-[420px]',
          top ? 'top-16' : 'bottom-0',
        )}
      />
    </Toast.Provider>
  );
}
