import { paths } from '@shared/routes.ts';
import { SiteLink } from './site-link.tsx';

/** The Storyloom mark: a crescent moon over an open book. */
function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path d="M6 21c3.5-1.6 6.8-1.6 10 0 3.2-1.6 6.5-1.6 10 0v3c-3.5-1.6-6.8-1.6-10 0-3.2-1.6-6.5-1.6-10 0z" className="fill-primary-fg" />
      <path d="M19.5 6.5a5 5 0 1 0 5 7 4 4 0 0 1-5-7z" className="fill-accent" />
    </svg>
  );
}

/** docs/product.md §2: the logo goes to the dashboard when signed in, else to the landing page. */
export function Logo({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <SiteLink
      href={signedIn ? paths.dashboard : paths.home}
      aria-label={signedIn ? 'Storyloom dashboard' : 'Storyloom home'}
      className="-m-1 inline-flex min-h-11 items-center gap-2 rounded-xl p-1 font-display text-xl font-bold tracking-tight text-fg no-underline"
    >
      <LogoMark />
      <span>Storyloom</span>
    </SiteLink>
  );
}
