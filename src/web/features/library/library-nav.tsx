import { paths } from '@shared/routes.ts';
import { useLocation } from 'wouter';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { cn } from '../../lib/cn.ts';

const links = [
  { label: 'Browse', href: paths.library },
  { label: 'Saved stories', href: paths.librarySaved },
  { label: 'My shared stories', href: paths.librarySharedByMe },
];

/** The library's three pages, side by side. */
export function LibraryNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Library" className="flex flex-wrap gap-2">
      {links.map((link) => (
        <SiteLink
          key={link.href}
          href={link.href}
          aria-current={location === link.href ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-11 items-center rounded-full border px-4 font-semibold no-underline',
            location === link.href ? 'border-primary bg-primary text-primary-fg' : 'border-border hover:border-primary',
          )}
        >
          {link.label}
        </SiteLink>
      ))}
    </nav>
  );
}
