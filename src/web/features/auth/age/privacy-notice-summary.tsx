import { privacyNoticeVersion } from '@shared/compliance.ts';
import { paths } from '@shared/routes.ts';
import { SiteLink } from '../../../components/layout/site-link.tsx';

type Audience = 'account-holder' | 'parent';

const points = (audience: Audience): ReadonlyArray<[string, string]> => [
  ['What we collect', 'A child’s first name, birth date, appearance and interests, and — only if they are added — portraits and voice recordings.'],
  ['Why', 'To make stories where the child is the hero, pitched at their reading level, and to keep them in the account’s library.'],
  ['Who sees it', 'Only the people using the account. Nobody else, unless a story is shared or an optional choice is turned on.'],
  ['What we never do', 'Show ads, track children, or sell or rent their information.'],
  [
    'Your rights',
    audience === 'account-holder'
      ? 'See, download or delete everything, and withdraw any consent, at any time from the privacy dashboard.'
      : 'Ask us at any time to show you, send you or delete everything we hold, or to withdraw your consent.',
  ],
];

/** The short form of the children's privacy notice, shown before consent is asked for. */
export function PrivacyNoticeSummary({ audience }: { audience: Audience }) {
  return (
    <section aria-labelledby="privacy-notice-title" className="rounded-2xl border border-border bg-muted/60 p-5 sm:p-6">
      <h2 id="privacy-notice-title" className="text-xl font-bold">
        Children’s privacy notice, in short
      </h2>
      <dl className="mt-4 grid gap-3">
        {points(audience).map(([term, detail]) => (
          <div key={term}>
            <dt className="font-semibold">{term}</dt>
            <dd className="text-fg-muted">{detail}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-fg-muted">
        Read the full{' '}
        <SiteLink href={paths.coppaCompliance} className="font-semibold text-primary">
          children’s privacy notice
        </SiteLink>{' '}
        and{' '}
        <SiteLink href={paths.privacyPolicy} className="font-semibold text-primary">
          privacy policy
        </SiteLink>
        . Notice version {privacyNoticeVersion}.
      </p>
    </section>
  );
}
