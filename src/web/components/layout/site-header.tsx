import { useLocation } from 'wouter';
import { paths } from '@shared/routes.ts';
import { buttonClasses } from '../ui/button.tsx';
import { useAffiliateProgrammeEnabled } from '../../features/site/api.ts';
import { BetaBadge } from './beta-badge.tsx';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { headerVariantFor, landingNav, publicNav, visibleItems, type NavItem } from './nav-items.ts';
import { SiteLink } from './site-link.tsx';
import { ThemeMenu, ThemeOptions } from './theme-switcher.tsx';
import { useDisclosure } from './use-disclosure.ts';

const linkClasses =
  'inline-flex min-h-11 items-center rounded-full px-3 font-medium text-fg-muted no-underline hover:bg-muted hover:text-fg ' +
  'aria-[current=page]:font-semibold aria-[current=page]:text-fg';

function NavLinks({ items, location, onNavigate, className }: {
  items: NavItem[];
  location: string;
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <SiteLink
            href={item.href}
            aria-current={item.href === location ? 'page' : undefined}
            onClick={onNavigate}
            className={linkClasses}
          >
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The public header (docs/product.md §2 Layouts): the landing page gets its section links, every other
 * public page the signed-out nav. Below 1024px the links fold into a disclosure menu; below 640px
 * the sign-in buttons and the theme choice move into it too. A signed-in parent browsing the public
 * pages gets a Dashboard button instead of Log in and Sign up.
 */
export function SiteHeader({ signedIn = false }: { signedIn?: boolean }) {
  const [location] = useLocation();
  const affiliatesEnabled = useAffiliateProgrammeEnabled();
  const variant = headerVariantFor(location);
  const items = visibleItems(variant === 'landing' ? landingNav : publicNav, affiliatesEnabled);
  const { open: menuOpen, close: closeMenu, panelId, containerRef, buttonProps } = useDisclosure<HTMLElement>();
  // The two navs of docs/product.md §2 spell these differently; each keeps its own wording.
  const [logIn, signUp] = variant === 'landing' ? ['Log in', 'Sign up'] : ['Log In', 'Sign Up'];

  return (
    <header ref={containerRef} className="sticky top-0 z-40 border-b border-border bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Logo signedIn={signedIn} />
        <BetaBadge />
        <nav aria-label="Main" className="ml-4 hidden lg:block">
          <NavLinks items={items} location={location} className="flex items-center gap-0.5" />
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          {/* Below 640px these live in the menu; display classes sit on a wrapper so they cannot fight the buttons' own. */}
          <div className="hidden items-center gap-1.5 sm:flex">
            <ThemeMenu />
            {signedIn ? (
              <SiteLink href={paths.dashboard} className={buttonClasses('primary', 'md', 'px-5 no-underline')}>
                Dashboard
              </SiteLink>
            ) : (
              <>
                <SiteLink href={paths.login} className={buttonClasses('ghost', 'md', 'px-4 no-underline')}>
                  {logIn}
                </SiteLink>
                <SiteLink href={paths.signup} className={buttonClasses('primary', 'md', 'px-5 no-underline')}>
                  {signUp}
                </SiteLink>
              </>
            )}
          </div>
          <button
            {...buttonProps}
            aria-label="Menu"
            className="grid size-11 place-items-center rounded-full text-fg hover:bg-muted lg:hidden"
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <div id={panelId} hidden={!menuOpen} className="border-t border-border bg-bg lg:hidden">
        <nav aria-label="Main" className="mx-auto grid max-w-6xl gap-4 px-4 pb-5 pt-3 sm:px-6">
          <NavLinks items={items} location={location} onNavigate={closeMenu} className="grid gap-0.5" />
          <div className="grid gap-2 sm:hidden">
            {signedIn ? (
              <SiteLink href={paths.dashboard} onClick={closeMenu} className={buttonClasses('primary', 'md', 'no-underline')}>
                Dashboard
              </SiteLink>
            ) : (
              <>
                <SiteLink href={paths.signup} onClick={closeMenu} className={buttonClasses('primary', 'md', 'no-underline')}>
                  {signUp}
                </SiteLink>
                <SiteLink href={paths.login} onClick={closeMenu} className={buttonClasses('secondary', 'md', 'no-underline')}>
                  {logIn}
                </SiteLink>
              </>
            )}
          </div>
          <ThemeOptions className="sm:hidden" />
        </nav>
      </div>
    </header>
  );
}
