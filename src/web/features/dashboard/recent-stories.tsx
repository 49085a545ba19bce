import { paths } from '@shared/routes.ts';
import { LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { useCredits } from '../credits/api.ts';
import { useStories } from '../stories/api.ts';
import { StoryCard } from '../stories/story-card.tsx';

const recentCount = 3;

/** The dashboard's three newest stories; the list is the one prefetched for /dashboard (docs/product.md §7). */
export function RecentStories() {
  const stories = useStories();
  const all = stories.data ?? [];
  return (
    <SectionCard
      title="Recent stories"
      actions={
        all.length > 0 && (
          <SiteLink href={paths.stories} className={buttonClasses('secondary', 'md', 'no-underline')}>
            All your stories
          </SiteLink>
        )
      }
    >
      {stories.isPending ? (
        <SectionLoading label="Loading your stories…" />
      ) : stories.isError ? (
        <LoadError what="your stories" onRetry={() => void stories.refetch()} />
      ) : all.length === 0 ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-fg-muted">No stories yet. Your first one takes a few choices and a minute or two.</p>
          <SiteLink href={paths.createStory} className={buttonClasses('primary', 'md', 'no-underline')}>
            Create a story
          </SiteLink>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {all.slice(0, recentCount).map((story) => (
            <li key={story.id}>
              <StoryCard story={story} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

export function CreditsPanel() {
  const credits = useCredits();
  const data = credits.data;
  return (
    <SectionCard
      title="Your credits"
      actions={
        <>
          <SiteLink href={paths.credits} className={buttonClasses('secondary', 'md', 'no-underline')}>
            Credits and plans
          </SiteLink>
          <SiteLink href={paths.creditHistory} className={buttonClasses('ghost', 'md', 'no-underline')}>
            Credit history
          </SiteLink>
        </>
      }
    >
      {credits.isPending ? (
        <SectionLoading label="Checking your balance…" />
      ) : credits.isError || !data ? (
        <LoadError what="your balance" onRetry={() => void credits.refetch()} />
      ) : data.enabled ? (
        <p>
          <span className="font-display text-4xl font-bold">{data.credits}</span>{' '}
          <span className="text-lg text-fg-muted">{data.credits === 1 ? 'credit' : 'credits'} left</span>
        </p>
      ) : (
        <p>Credits are switched off on this Storyloom: everything is free.</p>
      )}
    </SectionCard>
  );
}
