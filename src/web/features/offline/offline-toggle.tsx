/** The story page's "Available offline" switch: keeps the story on this device, or lets it go. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StoryDetail } from '@shared/schemas/stories.ts';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { forgetOffline, keepOffline } from './keep-offline.ts';
import { offlineSupported } from './service-worker.ts';
import { offlineStoriesQuery, useOfflineStories } from './use-offline.ts';

export function OfflineToggle({ story }: { story: StoryDetail }) {
  const queryClient = useQueryClient();
  const kept = useOfflineStories().has(story.id);
  // The switch moves the moment it is pressed, and holds until the device's list says what is kept.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const change = useMutation({
    mutationFn: (keep: boolean) => (keep ? keepOffline(story) : forgetOffline(story.id)),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: offlineStoriesQuery.queryKey });
      setWanted(null);
    },
  });
  if (!offlineSupported()) return null;
  const checked = wanted ?? kept;
  const status = change.isPending
    ? change.variables
      ? 'Saving the story on this device…'
      : 'Removing the story from this device…'
    : change.isError
      ? 'The story could not be saved for reading offline. Please try again.'
      : kept
        ? 'Saved on this device: it opens with no internet, pictures and narration included.'
        : 'Keep this story on this device to read it with no internet, on a journey or at bedtime.';
  return (
    <SectionCard title="Reading offline">
      <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          role="switch"
          className="size-5 accent-[var(--primary)]"
          checked={checked}
          aria-describedby={`offline-status-${story.id}`}
          disabled={change.isPending}
          onChange={(event) => {
            setWanted(event.target.checked);
            change.mutate(event.target.checked);
          }}
        />
        Available offline
      </label>
      <p id={`offline-status-${story.id}`} role="status" className={change.isError ? 'mt-1 text-sm text-danger' : 'mt-1 text-sm text-fg-muted'}>
        {status}
      </p>
    </SectionCard>
  );
}
