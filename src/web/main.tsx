import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { RouteEffects } from './app/route-effects.tsx';
import { AppRouter } from './app/router.tsx';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouteEffects />
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
