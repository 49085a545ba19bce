import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles.css';

const root = document.getElementById('root')!;
// Public pages arrive rendered at build time: hydrate them. Any other page starts empty.
if (root.hasChildNodes()) hydrateRoot(root, <App />);
else createRoot(root).render(<App />);
