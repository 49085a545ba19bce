/**
 * What a ready story offers under its book: keeping it offline, edits, narration, the parent's own
 * reading and sharing. In a chunk of its own, loaded once the book is open (routes/app/story.tsx),
 * so none of it stands between a parent and the story's first page.
 */
import type { StoryDetail } from '@shared/schemas/stories.ts';
import { NarrationOptions } from '../narration-options/narration-options.tsx';
import { OfflineToggle } from '../offline/offline-toggle.tsx';
import { ReadItYourself } from '../own-narration/read-it-yourself.tsx';
import { SharePanel } from '../shares/share-panel.tsx';
import { StoryEdits } from '../story-edits/story-edits.tsx';
import { storyTitle } from './labels.ts';

export default function StoryPanels({ story, online }: { story: StoryDetail; online: boolean }) {
  return (
    <>
      <OfflineToggle story={story} />
      {online && <StoryEdits story={story} />}
      {online && <NarrationOptions story={story} />}
      {online && <ReadItYourself story={story} />}
      {online && <SharePanel storyId={story.id} title={storyTitle(story)} realName={story.heroName} />}
    </>
  );
}
