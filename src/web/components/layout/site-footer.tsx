import { paths } from '@shared/routes.ts';
import { useAffiliateProgrammeEnabled } from '../../features/site/api.ts';
import { NewsletterForm } from '../../features/newsletter/newsletter-form.tsx';
import { TourButton } from '../../features/walkthrough/tour-button.tsx';
import { contactHref, visibleItems, type NavItem } from './nav-items.ts';
import { SiteLink } from './site-link.tsx';

interface FooterColumn {
  title: string;
  items: readonly NavItem[];
}

const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Explore',
    items: [
      { label: 'Features', href: '/#features' },
      { label: 'How It Works', href: '/#how-it-works' },
      { label: 'Pricing', href: '/#pricing' },
      { label: 'Blog', href: paths.blog },
    ],
  },
  {
    title: 'Company',
    items: [
      { label: 'About Us', href: paths.about },
      { label: 'Become an Affiliate', href: paths.affiliates, affiliatesOnly: true },
      { label: 'Contact', href: paths.contact },
      { label: 'Partners', href: contactHref('partnership') },
    ],
  },
  {
    title: 'Popular Pages',
    items: [
      { label: 'Personalized Kids Books', href: paths.personalizedKidsBooks },
      { label: 'Custom Bedtime Stories', href: paths.customBedtimeStories },
      { label: 'Smart Personalization', href: paths.featureSmartPersonalization },
      { label: 'Captivating Illustrations', href: paths.featureCaptivatingIllustrations },
      { label: 'Child Portraits', href: paths.featureChildPortraits },
      { label: 'Voice Narration', href: paths.featureVoiceNarration },
      { label: 'Voice Cloning', href: paths.featureVoiceCloning },
      { label: 'Community Library', href: paths.featureCommunityLibrary },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Privacy Policy', href: paths.privacyPolicy },
      { label: 'Terms', href: paths.termsOfService },
      { label: 'COPPA', href: paths.coppaCompliance },
      { label: 'Accessibility', href: paths.accessibility },
      { label: 'Cookies', href: paths.cookiePolicy },
    ],
  },
];

const linkClasses = 'inline-flex min-h-11 items-center text-fg-muted no-underline hover:text-fg hover:underline sm:min-h-9';

/** A shield with a tick, for the COPPA Compliant badge. */
function ShieldIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="text-success">
      <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  );
}

/**
 * The site footer (docs/product.md §2 Layouts): newsletter signup, Explore, Company, Popular Pages, Legal,
 * the COPPA Compliant badge and the copyright line. App pages pass `showNewsletter={false}`.
 */
export default function SiteFooter({ showNewsletter = true }: { showNewsletter?: boolean }) {
  const affiliatesEnabled = useAffiliateProgrammeEnabled();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 border-t border-border bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {showNewsletter && (
          <section
            aria-labelledby="newsletter-heading"
            className="mb-12 grid gap-6 rounded-3xl border border-border bg-surface p-6 sm:p-8 lg:grid-cols-2 lg:items-center"
          >
            <div>
              <h2 id="newsletter-heading" className="font-display text-2xl font-bold">
                Bedtime ideas, once a month
              </h2>
              <p className="mt-2 text-fg-muted">
                New story themes, reading tips for each age and what we are building next. No spam, and you can
                unsubscribe from any email.
              </p>
            </div>
            <NewsletterForm />
          </section>
        )}

        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4">
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="font-display text-base font-bold">{column.title}</h2>
              <ul className="mt-3 grid gap-0.5 text-[0.95rem]">
                {visibleItems(column.items, affiliatesEnabled).map((item) => (
                  <li key={item.href}>
                    <SiteLink href={item.href} className={linkClasses}>
                      {item.label}
                    </SiteLink>
                  </li>
                ))}
                {column.title === 'Explore' && (
                  <li className="mt-2">
                    <TourButton size="sm" className="min-h-11 sm:min-h-9" />
                  </li>
                )}
              </ul>
            </nav>
          ))}
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          <SiteLink
            href={paths.coppaCompliance}
            className="inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-success/50 bg-surface px-4 text-sm font-semibold text-fg no-underline hover:border-success"
          >
            <ShieldIcon />
            COPPA Compliant
          </SiteLink>
          <p className="text-sm text-fg-muted">© {year} Storyloom</p>
        </div>
      </div>
    </footer>
  );
}
