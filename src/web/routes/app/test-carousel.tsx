import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppPage, SectionLoading } from '../../components/layout/app-page.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { PictureCarousel } from '../../features/carousel/picture-carousel.tsx';
import { storyQuery, useStories } from '../../features/stories/api.ts';
import { storyTitle } from '../../features/stories/labels.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import NotFound from '../not-found.tsx';

function CarouselLab() {
  useDocumentMeta({ title: 'Picture carousel', noIndex: true });
  const stories = useStories();
  const ready = (stories.data ?? []).filter((story) => story.status === 'ready');
  const [chosen, setChosen] = useState('');
  const storyId = chosen || ready[0]?.id || '';
  const story = useQuery({ ...storyQuery(storyId), enabled: storyId !== '' });

  return (
    <AppPage width="wide" title="Picture carousel" lead="One of your stories’ pictures in an accessible carousel: buttons, a slide picker and the position read out, never moving on by itself.">
      <SectionCard title="Your finished stories">
        {stories.isPending ? (
          <SectionLoading label="Loading your stories…" />
        ) : ready.length === 0 ? (
          <p className="text-fg-muted">You have no finished stories yet. Create one and its pictures show here.</p>
        ) : (
          <SelectField label="Story" value={storyId} onChange={(event) => setChosen(event.target.value)} className="max-w-md">
            {ready.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {storyTitle(entry)}
              </option>
            ))}
          </SelectField>
        )}
      </SectionCard>
      {story.data && <PictureCarousel key={story.data.id} storyId={story.data.id} title={storyTitle(story.data)} pages={story.data.pages} />}
      {story.isPending && storyId && <SectionLoading label="Opening the story…" />}
    </AppPage>
  );
}

/** /test-carousel: a lab for admins (docs/product.md "Test pages"), open to everyone on a development build. */
export default function TestCarouselPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  if (!user.isAdmin && !import.meta.env.DEV) return <NotFound />;
  return <CarouselLab />;
}
