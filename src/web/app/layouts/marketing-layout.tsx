import type { MouseEvent, ReactNode } from 'react';
import { FooterSlot } from '../../components/layout/footer-slot.tsx';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { WalkthroughHost } from '../../features/walkthrough/walkthrough-host.tsx';

/** Moves focus, not just the scroll position, so the next Tab starts inside the page content. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * Public pages: skip link, header, content, footer and the walkthrough (docs/product.md §2 Layouts).
 * `header` replaces the public header where its links would mislead; `immersive` pages (a shared
 * book) go full-screen on phones, without header and footer below 640px.
 */
export function MarketingLayout({
  children,
  signedIn = false,
  header,
  immersive = false,
}: {
  children: ReactNode;
  signedIn?: boolean;
  header?: ReactNode;
  immersive?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-full focus:bg-primary focus:px-5 focus:py-3 focus:font-semibold focus:text-primary-fg"
      >
        Skip to main content
      </a>
      <div className={immersive ? 'contents max-sm:hidden' : 'contents'}>{header ?? <SiteHeader signedIn={signedIn} />}</div>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <div className={immersive ? 'contents max-sm:hidden' : 'contents'}>
        <FooterSlot />
      </div>
      <WalkthroughHost signedIn={signedIn} openPending={false} />
    </div>
  );
}
