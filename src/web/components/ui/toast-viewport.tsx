import * as Toast from '@radix-ui/react-toast';
import { dismissToast, toastDefaultDuration, toastSwipeThreshold, type ToastItem } from '../../lib/toast.ts';
import { cn } from '../../lib/cn.ts';

const variantStyles: Record<NonNullable<ToastItem['variant']>, string> = {
  default: 'border-border bg-surface text-fg',
  success: 'border-success/40 bg-surface text-fg',
  destructive: 'border-danger bg-danger text-danger-fg',
};

export default function ToastViewport({ items }: { items: ToastItem[] }) {
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
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[state=closed]:animate-out data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            variantStyles[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            {item.title && <Toast.Title className="font-semibold">{item.title}</Toast.Title>}
            {item.description && <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 grid size-8 place-items-center rounded-md opacity-70 hover:opacity-100 focus-visible:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
