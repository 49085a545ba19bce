import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on demand together with TanStack Query and rendered inside the app's query
 * cache. Pages and parts that use queries load this way, so the landing page, which uses none,
 * never downloads the query library (its shell asks through lib/early-answers.ts).
 */
export function lazyWithQueries<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ default: Component }, { QueryProvider }] = await Promise.all([load(), import('./query-provider.tsx')]);
    function WithQueries(props: P) {
      return (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      );
    }
    return { default: WithQueries };
  });
}
