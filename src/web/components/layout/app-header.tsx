import { useLocation } from 'wouter';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import { useAffiliateProgrammeEnabled } from '../../features/site/api.ts';
import { appNavItems } from './app-nav-items.ts';
import { BetaBadge } from './beta-badge.tsx';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { SiteLink } from './site-link.tsx';
import { ThemeMenu } from './theme-switcher.tsx';
import { useDisclosure } from './use-disclosure.ts';
import { UserMenu } from './user-menu.tsx';

// Tighter padding, a touch smaller text and no wrapping on wide screens: with the Library and Admin
// Dashboard links, nine links must fit one line at 1280px.
const linkClasses =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-3 xl:px-1.5 xl:text-[0.9375rem] font-medium text-fg-muted no-underline hover:bg-muted hover:text-fg ' +
  'aria-[current=page]:bg-muted aria-[current=page]:font-semibold aria-[current=page]:text-fg';

/** The signed-in top bar (docs/product.md §2): nav links, Beta badge, theme, user menu; a menu on narrow screens. */
export function AppHeader({ user, onLogout }: { user: AppUserRecord; onLogout: () => Promise<void> }) {
  const [location] = useLocation();
  const affiliatesEnabled = useAffiliateProgrammeEnabled();
  const items = appNavItems({ affiliatesEnabled, isAdmin: user.isAdmin });
  const { open: menuOpen, close: closeMenu, panelId, containerRef, buttonProps } = useDisclosure<HTMLElement>();
  const current = (href: string) => (location === href || location.startsWith(`${href}/`) ? 'page' : undefined);

  return (
    <header ref={containerRef} className="sticky top-0 z-40 border-b border-border bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Logo signedIn />
        <BetaBadge />
        <nav aria-label="App" className="ml-3 hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {items.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} aria-current={current(item.href)} className={linkClasses}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          <ThemeMenu className="hidden sm:block" />
          <UserMenu user={user} onLogout={onLogout} />
          <button
            {...buttonProps}
            aria-label="Menu"
            className="grid size-11 place-items-center rounded-full text-fg hover:bg-muted xl:hidden"
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <div id={panelId} hidden={!menuOpen} className="border-t border-border bg-bg xl:hidden">
        <nav aria-label="App" className="mx-auto max-w-7xl px-4 pb-5 pt-3 sm:px-6">
          <ul className="grid gap-0.5 sm:grid-cols-2">
            {items.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} aria-current={current(item.href)} onClick={closeMenu} className={linkClasses}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
