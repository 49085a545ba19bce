import { paths } from '@shared/routes.ts';

export interface NavItem {
  label: string;
  href: string;
  /** Shown only while the affiliate programme is enabled (docs/product.md §2). */
  affiliatesOnly?: boolean;
}

/** The landing page's own header: its sections first, then the rest of the site (docs/product.md §2 Layouts). */
export const landingNav: readonly NavItem[] = [
  { label: 'Features', href: '/#features' },
  { label: 'How It Works', href: '/#how-it-works' },
  { label: 'Blog', href: paths.blog },
  { label: 'Affiliates', href: paths.affiliates, affiliatesOnly: true },
  { label: 'Pricing', href: '/#pricing' },
];

/** Every other public page: the signed-out nav of docs/product.md §2. */
export const publicNav: readonly NavItem[] = [
  { label: 'Home', href: paths.home },
  { label: 'Blog', href: paths.blog },
  { label: 'About', href: paths.about },
  { label: 'Contact', href: paths.contact },
];

export const contactHref = (subject: 'general' | 'affiliate' | 'partnership') => `${paths.contact}?subject=${subject}`;

/** Hides the affiliate links when the programme is switched off. */
export function visibleItems(items: readonly NavItem[], affiliatesEnabled: boolean): NavItem[] {
  return items.filter((item) => affiliatesEnabled || !item.affiliatesOnly);
}

/** Which header a public page gets: the landing page has its own, every other page the signed-out nav. */
export function headerVariantFor(pathname: string): 'landing' | 'public' {
  return pathname === paths.home ? 'landing' : 'public';
}
