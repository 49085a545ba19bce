import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { FooterSlot } from '../../components/layout/footer-slot.tsx';
import { WalkthroughHost } from '../../features/walkthrough/walkthrough-host.tsx';

/**
 * Signed-in pages (docs/product.md §2): top bar, footer without the newsletter, the walkthrough. Story
 * pages go full-screen on phones: header and footer are hidden below 640px (their wrappers take no
 * box of their own, so the header still sticks to the top).
 */
export function AppLayout({ user, onLogout, children }: { user: AppUserRecord; onLogout: () => Promise<void>; children: ReactNode }) {
  const [location] = useLocation();
  const immersive = location.startsWith('/stories/');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-full focus:bg-primary focus:px-5 focus:py-3 focus:font-semibold focus:text-primary-fg"
      >
        Skip to main content
      </a>
      <div className={immersive ? 'contents max-sm:hidden' : 'contents'}>
        <AppHeader user={user} onLogout={onLogout} />
      </div>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <div className={immersive ? 'contents max-sm:hidden' : 'contents'}>
        <FooterSlot showNewsletter={false} />
      </div>
      <WalkthroughHost signedIn />
    </div>
  );
}
