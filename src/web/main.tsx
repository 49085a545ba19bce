import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles.css';

const root = document.getElementById('root')!;
// Public pages arrive rendered at build time: hydrate them. Any other page starts empty. The build
// rendered the page without a query string, so hydration sees none either; the real one (a
// contact subject, say) applies in the render right after.
if (root.hasChildNodes()) hydrateRoot(root, <App ssrPath={window.location.pathname} />);
else createRoot(root).render(<App />);
