import { paths } from '@shared/routes.ts';
import type { NavItem } from './nav-items.ts';

/** Signed-in nav of docs/product.md §2: Affiliates, or Blog when the programme is off; Admin for admins. */
export function appNavItems({ affiliatesEnabled, isAdmin }: { affiliatesEnabled: boolean; isAdmin: boolean }): NavItem[] {
  return [
    { label: 'Dashboard', href: paths.dashboard },
    { label: 'Create Story', href: paths.createStory },
    { label: 'My Stories', href: paths.stories },
    { label: 'Portraits', href: paths.portraits },
    { label: 'Library', href: paths.library },
    { label: 'Get Credits', href: paths.credits },
    affiliatesEnabled ? { label: 'Affiliates', href: paths.affiliateDashboard } : { label: 'Blog', href: paths.blog },
    ...(isAdmin ? [{ label: 'Admin Dashboard', href: paths.admin }] : []),
  ];
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
  ];
}
