import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@shared/routes.ts';
import { renameStoryRequest, titleMaxLength, type StoryDetail } from '@shared/schemas/stories.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { SubmitButton } from '../../components/ui/form-parts.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useZodForm } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { PdfDialog } from '../story-pdf/pdf-dialog.tsx';
import { ShareToLibrary } from '../library/share-to-library.tsx';
import { forgetOutcome } from './announce.ts';
import { isInProgress, useDeleteStory, useRenameStory, useRetryStory } from './api.ts';
import { storyTitle } from './labels.ts';

const serverMessage = (error: unknown, fallback: string) => (error instanceof ApiError ? error.serverMessage : fallback);

export function RenameForm({ story, onDone }: { story: StoryDetail; onDone: () => void }) {
  const rename = useRenameStory();
  const form = useZodForm({
    schema: renameStoryRequest,
    initialValues: { title: story.title ?? '' },
    onSubmit: async ({ title }) => {
      await rename.mutateAsync({ id: story.id, title });
      toast({ title: 'Story renamed', description: `It is now called “${title}”.` });
      onDone();
    },
    onError: (failure, api) => api.showErrors({ title: serverMessage(failure, 'We could not rename the story. Please try again.') }),
  });
  return (
    <form {...form.formProps} className="grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <InputField label="Story title" maxLength={titleMaxLength} autoFocus {...form.field('title')} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          Save the title
        </SubmitButton>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function StoryActions({ story, onRename }: { story: StoryDetail; onRename: () => void }) {
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteStory();
  const retry = useRetryStory();
  const title = storyTitle(story);

  const confirmDelete = () =>
    remove.mutate(story.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Story deleted', description: `“${title}” is gone for good.` });
        navigate(paths.stories);
      },
    });

  return (
    <div className="flex flex-wrap gap-2">
      {story.status === 'failed' && (
        <Button
          disabled={retry.isPending}
          onClick={() => {
            forgetOutcome(story.id);
            retry.mutate(story.id, {
              onSuccess: ({ id }) => navigate(`${paths.storyCompletion}?id=${encodeURIComponent(id)}`),
              onError: (failure) =>
                toast({ title: 'The story could not start again', description: serverMessage(failure, 'Please try once more.'), variant: 'destructive' }),
            });
          }}
        >
          {retry.isPending ? 'Starting again…' : 'Try again'}
        </Button>
      )}
      {story.status === 'ready' && <PdfDialog storyId={story.id} title={title} heroName={story.heroName} />}
      {story.status === 'ready' && <ShareToLibrary story={story} />}
      {story.title && (
        <Button variant="secondary" onClick={onRename}>
          Rename
        </Button>
      )}
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${title}”?`}
        confirmLabel="Delete the story"
        busy={remove.isPending}
        error={remove.isError ? serverMessage(remove.error, 'We could not delete the story. Please try again.') : undefined}
        onConfirm={confirmDelete}
      >
        <p>The story and all its pages are deleted for good. This cannot be undone.</p>
        {isInProgress(story) && <p>It is still being written: stopping it now gives its credits back.</p>}
      </ConfirmDialog>
    </div>
  );
}
