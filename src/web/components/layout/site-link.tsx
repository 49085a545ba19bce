import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { scrollToAnchorSoon } from '../../app/route-effects.tsx';

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/**
 * An in-app link. Links to a landing anchor (`/#pricing`) also work when the address already is
 * that anchor: the router sees no change then, so the scroll is started here.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ href, onClick, ...props }, ref) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const hashAt = href.indexOf('#');
    if (hashAt < 0 || event.defaultPrevented) return;
    const here = window.location.pathname + window.location.hash;
    if (here === href) scrollToAnchorSoon(decodeURIComponent(href.slice(hashAt + 1)));
  };
  return <Link ref={ref} href={href} onClick={handleClick} {...props} />;
});
