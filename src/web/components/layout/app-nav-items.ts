import { paths } from '@shared/routes.ts';
import { hasAppPage } from '../../app/app-pages.ts';
import type { NavItem } from './nav-items.ts';

/**
 * Signed-in nav of docs/product.md §2: Affiliates, or Blog when the programme is off; Admin for admins.
 * A link is offered only once its page is built (Library comes back with the community library),
 * and the portraits page is named for what it holds: the children and their portraits.
 */
export function appNavItems({ affiliatesEnabled, isAdmin }: { affiliatesEnabled: boolean; isAdmin: boolean }): NavItem[] {
  const items: NavItem[] = [
    { label: 'Dashboard', href: paths.dashboard },
    { label: 'Create Story', href: paths.createStory },
    { label: 'My Stories', href: paths.stories },
    { label: 'Children', href: paths.portraits },
    { label: 'Templates', href: paths.templates },
    { label: 'Library', href: paths.library },
    { label: 'Get Credits', href: paths.credits },
    affiliatesEnabled && hasAppPage(paths.affiliateDashboard)
      ? { label: 'Affiliates', href: paths.affiliateDashboard }
      : { label: 'Blog', href: paths.blog },
    ...(isAdmin ? [{ label: 'Admin Dashboard', href: paths.admin }] : []),
  ];
  return items.filter((item) => item.href === paths.blog || hasAppPage(item.href));
}

/** The user menu of docs/product.md §2 (Logout is a button, added by the menu itself). */
export function userMenuItems(isAdmin: boolean): NavItem[] {
  return [
    { label: 'Create Story', href: paths.createStory },
    { label: 'Get Credits', href: paths.credits },
    { label: 'Profile', href: paths.profile },
    { label: 'Settings', href: paths.settings },
    { label: 'Privacy', href: paths.privacyDashboard },
    ...(isAdmin ? [{ label: 'Admin Dashboard', href: paths.admin }] : []),
  ].filter((item) => hasAppPage(item.href));
}
