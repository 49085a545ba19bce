import { paths } from '@shared/routes.ts';
import { SiteLink } from '../components/layout/site-link.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { useSignedIn } from '../features/auth/use-signed-in.ts';
import { useDocumentMeta } from '../lib/document-meta.ts';

export default function NotFound() {
  useDocumentMeta({ title: 'Page not found', noIndex: true });
  const signedIn = useSignedIn();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
      <svg viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="46" className="fill-accent-soft" />
        <path d="M58 24a18 18 0 1 0 14 30 15 15 0 0 1-14-30z" className="fill-accent" />
        <path d="M26 32l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" className="fill-primary" />
      </svg>
      <p className="mt-6 font-semibold text-primary">Error 404</p>
      <h1 className="mt-2 text-4xl font-bold sm:text-5xl">This page wandered off into the night</h1>
      <p className="mt-4 text-lg text-fg-muted">
        We couldn’t find the page you were looking for. The link may be old, or the address may have a typo.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {signedIn ? (
          <SiteLink href={paths.dashboard} className={buttonClasses('primary', 'md', 'no-underline')}>
            Back to your dashboard
          </SiteLink>
        ) : (
          <SiteLink href={paths.home} className={buttonClasses('primary', 'md', 'no-underline')}>
            Back to the home page
          </SiteLink>
        )}
        <SiteLink href={paths.blog} className={buttonClasses('secondary', 'md', 'no-underline')}>
          Read the blog
        </SiteLink>
      </div>
    </div>
  );
}
