/**
 * Where a new toast goes so it never covers the heading the parent is reading: an open dialog's, or
 * else that of the part of the page they just used (the share panel after Copy link). The route picks
 * an edge (toastsAtTop); while that heading is on screen, the toast takes the edge farther from it.
 */
import { toastsAtTop } from './toast.ts';

function guardedHeading(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');
  const scope = dialogs[dialogs.length - 1] ?? document.activeElement?.closest<HTMLElement>('section[aria-labelledby], [role="region"][aria-labelledby]');
  const id = scope?.getAttribute('aria-labelledby')?.split(' ')[0];
  return id ? document.getElementById(id) : null;
}

export function toastsAtTopNow(location: string): boolean {
  const box = guardedHeading()?.getBoundingClientRect();
  if (!box || box.bottom <= 0 || box.top >= window.innerHeight) return toastsAtTop(location);
  return (box.top + box.bottom) / 2 > window.innerHeight / 2;
}
