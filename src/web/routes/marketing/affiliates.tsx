import { useQuery } from '@tanstack/react-query';
import { paths } from '@shared/routes.ts';
import { isAffiliateProgrammeEnabled } from '@shared/affiliates.ts';
import { contactHref } from '../../components/layout/nav-items.ts';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { affiliateStatusQuery } from '../../features/site/api.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

const steps = [
  {
    title: 'Tell us about yourself',
    body: 'Write to us through the contact form: where you share ideas with families — a blog, a newsletter, a classroom, a library — and how you would talk about Storyloom.',
  },
  {
    title: 'Get your own link',
    body: 'Once your account is accepted you get a personal referral link and a dashboard that shows the sign-ups and subscriptions it brought in.',
  },
  {
    title: 'Earn when families subscribe',
    body: 'When a family you referred starts a paid plan, you earn a commission. The rate is set when the programme opens for your account, and we confirm it with you in writing before you share a single link.',
  },
];

const expectations = [
  'Recommend Storyloom only where you would genuinely recommend it, and say clearly that you earn a commission.',
  'Speak to parents and carers, never to children directly, and keep children’s photos and details out of your promotions.',
  'Describe the product as it is today: no promises of features, prices or results we have not published.',
];

export default function Affiliates() {
  useDocumentMeta({
    title: 'Affiliate programme',
    description:
      'Share Storyloom with the families you already help — parenting writers, teachers and librarians can earn a commission on referred subscriptions.',
  });
  const status = useQuery(affiliateStatusQuery);

  if (status.isPending) return <PageSpinner />;
  // A failed status check counts as enabled: docs/product.md §3 treats anything but `false` that way.
  const enabled = isAffiliateProgrammeEnabled(status.data ?? undefined);

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <p className="font-semibold text-primary">Affiliate programme</p>
        <h1 className="mt-2 text-4xl font-bold sm:text-5xl">Share bedtime stories with the families you already help</h1>
        <p className="mt-4 text-lg text-fg-muted">
          Parenting writers, teachers, librarians and creators who love children’s books can introduce families to
          Storyloom — personalised stories with their child as the hero — and earn a commission when they subscribe.
        </p>
      </header>

      {enabled ? (
        <>
          <section aria-labelledby="how-heading" className="mt-14">
            <h2 id="how-heading" className="text-3xl font-bold">
              How it works
            </h2>
            <ol className="mt-6 grid gap-5 md:grid-cols-3">
              {steps.map((step, index) => (
                <li key={step.title} className="rounded-3xl border border-border bg-surface p-6">
                  <span
                    aria-hidden="true"
                    className="grid size-10 place-items-center rounded-full bg-accent-soft font-display text-lg font-bold text-fg"
                  >
                    {index + 1}
                  </span>
                  <h3 className="mt-4 text-xl font-bold">{step.title}</h3>
                  <p className="mt-2 text-fg-muted">{step.body}</p>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="ask-heading" className="mt-14 grid gap-8 lg:grid-cols-2">
            <div>
              <h2 id="ask-heading" className="text-3xl font-bold">
                What we ask of affiliates
              </h2>
              <p className="mt-3 text-fg-muted">
                Storyloom is for families with young children, so we hold our partners to the same care we take
                ourselves.
              </p>
            </div>
            <ul className="grid gap-3">
              {expectations.map((item) => (
                <li key={item} className="flex gap-3 rounded-2xl bg-muted p-4">
                  <span aria-hidden="true" className="font-bold text-success">✓</span>
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </section>

          <section className="mt-14 rounded-3xl bg-primary p-8 text-primary-fg sm:p-10">
            <h2 className="text-3xl font-bold">Ready to apply?</h2>
            <p className="mt-3 max-w-2xl opacity-90">
              Send us a short note with a link to where you publish. We read every application and reply within two
              working days.
            </p>
            <SiteLink
              href={contactHref('affiliate')}
              className={buttonClasses('secondary', 'lg', 'mt-6 border-transparent no-underline')}
            >
              Apply to become an affiliate
            </SiteLink>
          </section>
        </>
      ) : (
        <section aria-labelledby="closed-heading" className="mt-12 rounded-3xl border border-border bg-surface p-8">
          <h2 id="closed-heading" className="text-2xl font-bold">
            The affiliate programme is closed right now
          </h2>
          <p className="mt-3 text-fg-muted">
            We are not taking new affiliates at the moment. If you work with families and would like to collaborate
            in another way, we would still love to hear from you.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <SiteLink href={contactHref('partnership')} className={buttonClasses('primary', 'md', 'no-underline')}>
              Talk to us about a partnership
            </SiteLink>
            <SiteLink href={paths.home} className={buttonClasses('secondary', 'md', 'no-underline')}>
              Back to Storyloom
            </SiteLink>
          </div>
        </section>
      )}
    </div>
  );
}
