import { useEffect, useRef } from 'react';

/**
 * Focus for an inline "are you sure?" step: when it opens, focus moves to its panel (so a screen
 * reader reads the warning); when it closes, focus returns to the button that opened it instead
 * of being dropped on the page.
 */
export function useConfirmFocus<Panel extends HTMLElement = HTMLDivElement>(confirming: boolean) {
  const panelRef = useRef<Panel>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) panelRef.current?.focus();
    else if (wasConfirming.current) triggerRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  return { panelRef, triggerRef };
}
