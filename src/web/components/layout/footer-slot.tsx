import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithQueries } from '../../lib/lazy-with-queries.tsx';

// The footer (with the newsletter form) is below the fold on every page, so its code loads only
// as it nears the viewport; that keeps it off the landing page's first load.
const SiteFooter = lazyWithQueries(() => import('./site-footer.tsx'));

let footerRequested = false;
const reserve = 'min-h-96';

export function FooterSlot({ showNewsletter = true }: { showNewsletter?: boolean }) {
  // Pages rendered at build time hold the placeholder too, so hydrating them finds what it expects.
  const [near, setNear] = useState(() => footerRequested);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        footerRequested = true;
        setNear(true);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <div ref={sentinel} className={reserve} />;
  return (
    <Suspense fallback={<div className={reserve} />}>
      <SiteFooter showNewsletter={showNewsletter} />
    </Suspense>
  );
}
