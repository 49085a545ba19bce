import { StrictMode } from 'react';
import { Router } from 'wouter';
import { AppProviders } from './providers.tsx';
import { RouteEffects } from './route-effects.tsx';
import { AppRouter } from './router.tsx';

/**
 * The whole app. The browser renders it at its own address; the build renders the public pages
 * with `ssrPath` into HTML, which the browser then hydrates with this same tree (and the same
 * `ssrPath`, so the first render matches the HTML even when the address has a query string).
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <AppProviders>
          <RouteEffects />
          <AppRouter />
        </AppProviders>
      </Router>
    </StrictMode>
  );
}
