import { useLocation } from 'wouter';
import { paths } from '@shared/routes.ts';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import { UserAvatar } from '../../features/account/avatars.tsx';
import { userMenuItems } from './app-nav-items.ts';
import { SiteLink } from './site-link.tsx';
import { useDisclosure } from './use-disclosure.ts';

const itemClasses =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left font-medium text-fg no-underline hover:bg-muted focus-visible:bg-muted';

/** The account menu: a button with the parent's avatar (or initials) opening the links of docs/product.md §2. */
export function UserMenu({ user, onLogout }: { user: AppUserRecord; onLogout: () => Promise<void> }) {
  const { open, close, panelId, containerRef, buttonProps } = useDisclosure<HTMLDivElement>();
  const [, navigate] = useLocation();
  return (
    <div ref={containerRef} className="relative">
      <button
        {...buttonProps}
        aria-label={`Account menu for ${user.name}`}
        className="grid size-11 place-items-center rounded-full hover:opacity-90"
      >
        <UserAvatar name={user.name} image={user.image} className="size-11" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-13 z-50 w-64 rounded-2xl border border-border bg-surface p-2 shadow-xl"
      >
        <p className="truncate px-3 py-2 text-sm text-fg-muted">
          Logged in as <span className="font-semibold text-fg">{user.email}</span>
        </p>
        <ul className="grid gap-0.5">
          {userMenuItems(user.isAdmin).map((item) => (
            <li key={item.href}>
              <SiteLink href={item.href} onClick={close} className={itemClasses}>
                {item.label}
              </SiteLink>
            </li>
          ))}
          <li className="mt-1 border-t border-border pt-1">
            <button
              type="button"
              className={itemClasses}
              onClick={async () => {
                close();
                await onLogout();
                navigate(paths.home, { replace: true });
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
