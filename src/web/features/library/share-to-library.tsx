import { useState } from 'react';
import type { LibraryPreview } from '@shared/schemas/library.ts';
import type { StoryDetail } from '@shared/schemas/stories.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { failureMessage } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useAuth } from '../auth/use-auth.ts';
import { usePreviewPublication, usePublish } from './api.ts';
import { LibraryDialog } from './library-dialog.tsx';
import { ShareConsent } from './share-consent.tsx';
import { ShareNames, type ShareChoices } from './share-names.tsx';
import { SharePreview } from './share-preview.tsx';

type Step = 'names' | 'preview';

const fieldOf = (error: unknown) => (error instanceof ApiError && error.field ? error.field : null);

/** "Share to the library" on a ready story: consent 3 if missing, the new names, the preview, then publish. */
export function ShareToLibrary({ story }: { story: StoryDetail }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('names');
  const [choices, setChoices] = useState<ShareChoices>({ heroName: '', companionNames: {}, showPortraitPictures: false });
  const [preview, setPreview] = useState<LibraryPreview | null>(null);
  const makePreview = usePreviewPublication();
  const publish = usePublish();
  const consented = Boolean(user?.consents['community-library'].granted);
  const request = { storyId: story.id, ...choices, companionNames: Object.fromEntries(Object.entries(choices.companionNames).filter(([, name]) => name.trim())) };

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setStep('names');
      makePreview.reset();
      publish.reset();
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Share to the library
      </Button>
      <LibraryDialog
        open={open}
        onOpenChange={close}
        wide={step === 'preview'}
        title={step === 'preview' ? 'This is what the public will see' : 'Share to the library'}
        description={
          consented
            ? step === 'preview'
              ? 'Check every page. Nothing is published until you confirm.'
              : `Other families read a copy with a hero name you choose instead of ${story.heroName}’s. Portraits are never shown.`
            : 'Publishing needs your consent first.'
        }
      >
        {!consented ? (
          <ShareConsent onGiven={() => undefined} />
        ) : step === 'names' || !preview ? (
          <ShareNames
            story={story}
            choices={choices}
            onChange={setChoices}
            pending={makePreview.isPending}
            error={makePreview.isError ? failureMessage(makePreview.error) : null}
            errorField={makePreview.isError ? fieldOf(makePreview.error) : null}
            onPreview={() =>
              makePreview.mutate(request, {
                onSuccess: (result) => {
                  setPreview(result);
                  setStep('preview');
                },
              })
            }
          />
        ) : (
          <SharePreview
            storyId={story.id}
            preview={preview}
            pending={publish.isPending}
            error={publish.isError ? failureMessage(publish.error) : null}
            onBack={() => setStep('names')}
            onConfirm={() =>
              publish.mutate(request, {
                onSuccess: () => {
                  close(false);
                  toast({ title: 'Sent for approval', description: `“${preview.title}” appears in the library once an administrator approves it. Follow it under My shared stories.` });
                },
              })
            }
          />
        )}
      </LibraryDialog>
    </>
  );
}
