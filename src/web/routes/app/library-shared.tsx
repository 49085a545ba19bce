import { useState } from 'react';
import { href, paths } from '@shared/routes.ts';
import type { SharedStory } from '@shared/schemas/library.ts';
import { AppPage, LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useSharedStories, useUnpublish } from '../../features/library/api.ts';
import { cardFacts, countLabel, statusBadges } from '../../features/library/labels.ts';
import { LibraryNav } from '../../features/library/library-nav.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { failureMessage } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';

function SharedRow({ story, onUnpublish }: { story: SharedStory; onUnpublish: () => void }) {
  const badge = statusBadges[story.status];
  return (
    <article className="grid gap-2 rounded-3xl border border-border bg-surface p-5">
      <Badge tone={badge.tone} className="self-start justify-self-start">
        {badge.label}
      </Badge>
      <h2 className="text-xl font-bold">
        <SiteLink href={href(paths.libraryStory, { id: story.id })} className="hover:underline">
          {story.title}
        </SiteLink>
      </h2>
      <p className="text-sm text-fg-muted">
        Hero: {story.heroName} · {cardFacts(story).join(' · ')}
      </p>
      {story.status === 'rejected' && story.rejectionReason && (
        <p className="text-danger">
          <span className="font-semibold">Why it was not approved:</span> {story.rejectionReason}
        </p>
      )}
      <p>
        {countLabel(story.loves, 'love', 'loves')} · {countLabel(story.saves, 'save', 'saves')}
      </p>
      <div>
        <Button variant="secondary" onClick={onUnpublish}>
          Unpublish <span className="sr-only">“{story.title}”</span>
        </Button>
      </div>
    </article>
  );
}

/** /library/my-shared-stories: the parent's published stories with status, loves, saves and unpublish. */
export default function LibraryShared() {
  useDocumentMeta({ title: 'My shared stories', noIndex: true });
  const shared = useSharedStories();
  const unpublish = useUnpublish();
  const [leaving, setLeaving] = useState<SharedStory | null>(null);
  return (
    <AppPage width="wide" title="My shared stories" lead="The stories you published to the community library. Unpublishing removes a story from the library at once.">
      <LibraryNav />
      {shared.isPending ? (
        <SectionLoading label="Loading your shared stories…" />
      ) : shared.isError ? (
        <LoadError what="your shared stories" onRetry={() => void shared.refetch()} />
      ) : shared.data.length === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-3xl border border-border bg-surface p-6">
          <h2 className="text-xl font-bold">You haven’t shared a story yet</h2>
          <p className="text-fg-muted">Open one of your finished stories and choose “Share to the library”.</p>
          <SiteLink href={paths.stories} className={buttonClasses('primary', 'md', 'no-underline')}>
            Go to my stories
          </SiteLink>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {shared.data.map((story) => (
            <li key={story.id}>
              <SharedRow story={story} onUnpublish={() => setLeaving(story)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={`Unpublish “${leaving?.title ?? ''}”?`}
        confirmLabel="Unpublish"
        busyLabel="Unpublishing…"
        busy={unpublish.isPending}
        error={unpublish.isError ? failureMessage(unpublish.error) : undefined}
        onConfirm={() =>
          leaving &&
          unpublish.mutate(leaving.id, {
            onSuccess: () => {
              toast({ title: 'Unpublished', description: `“${leaving.title}” is no longer in the library.` });
              setLeaving(null);
            },
          })
        }
      >
        <p>The copy in the library, with its loves and saves, is removed at once. Your own story stays as it is.</p>
      </ConfirmDialog>
    </AppPage>
  );
}
