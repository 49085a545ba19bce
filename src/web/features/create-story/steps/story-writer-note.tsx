import { useQuery } from '@tanstack/react-query';
import { storyWriter } from '@shared/policies.ts';
import { paths } from '@shared/routes.ts';
import { SiteLink } from '../../../components/layout/site-link.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { meQuery } from '../../auth/session.ts';
import { siteConfigQuery } from '../../site/api.ts';

/** Who will write the story, and why: consent 2 decides whether the child's details leave Storyloom. */
export function StoryWriterNote({ heroName }: { heroName: string | undefined }) {
  const config = useQuery(siteConfigQuery);
  const me = useQuery(meQuery);
  if (!config.data || !me.data) return null;
  const writer = storyWriter(config.data.outsideTextProvider, me.data.consents['ai-provider']?.granted ?? false);
  const child = heroName ?? 'your child';
  if (writer.kind === 'builtin') {
    return <p className="text-sm text-fg-muted">Written by Storyloom’s own story engine: {child}’s details stay on Storyloom.</p>;
  }
  if (writer.kind === 'outside') {
    return (
      <p className="text-sm text-fg-muted">
        Written with {writer.provider}: you allowed sending {child}’s name and interests to it.{' '}
        <SiteLink href={paths.privacyDashboard}>Change this choice</SiteLink>
      </p>
    );
  }
  return (
    <Notice title="Written by Storyloom’s own story engine">
      You haven’t allowed sending your child’s details to {writer.provider}, so {child}’s story is written here and nothing
      about {child} leaves Storyloom. You can change this on the <SiteLink href={paths.privacyDashboard}>privacy dashboard</SiteLink>.
    </Notice>
  );
}
