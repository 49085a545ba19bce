/**
 * What a visitor typed into a page rendered at build time before React took it over. Hydration
 * leaves the fields' DOM values alone but starts the form's state from its initial values, so the
 * next render would wipe the text; the form reads it back once, as it mounts.
 */
export function valuesTypedBeforeHydration<V extends object>(form: HTMLFormElement, values: V): V | null {
  let changed: Record<string, unknown> | null = null;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    const name = element.name;
    if (!name || !Object.hasOwn(values, name)) continue;
    const current = (changed && name in changed ? changed[name] : (values as Record<string, unknown>)[name]) as unknown;
    const typed = domValue(element, current);
    if (typed === undefined || typed === current) continue;
    changed = { ...(changed ?? {}), [name]: typed };
  }
  return changed ? { ...values, ...changed } : null;
}

/** The control's value in the form's terms, or undefined when it says nothing about the field. */
function domValue(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, current: unknown): unknown {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'file') return undefined;
    if (element.type === 'checkbox') return typeof current === 'boolean' ? element.checked : undefined;
    if (element.type === 'radio') return typeof current === 'string' && element.checked ? element.value : undefined;
  }
  return typeof current === 'string' ? element.value : undefined;
}
