import { useState } from 'react';
import { creditCosts } from '@shared/pricing.ts';
import { pageTextMax } from '@shared/schemas/story-edits.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { failureMessage } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useEditPageText } from './api.ts';
import { priced } from './cost.ts';

interface PageTextFormProps {
  storyId: string;
  pageIndex: number;
  text: string;
  narrated: boolean;
  credits: { enabled: boolean; balance: number | undefined };
}

/** A page's words rewritten: free, but a narrated page is read again for a credit, said before saving. */
export function PageTextForm({ storyId, pageIndex, text, narrated, credits }: PageTextFormProps) {
  const save = useEditPageText(storyId);
  const [draft, setDraft] = useState(text);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const page = pageIndex + 1;
  const cost = creditCosts.regenerateNarration;
  const readAgain = narrated
    ? credits.enabled
      ? `This story is narrated, so saving has page ${page} read again for ${cost} credit.`
      : `This story is narrated, so saving has page ${page} read again.`
    : 'Saving is free.';

  const submit = () =>
    save.mutate(
      { pageIndex, text: draft },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: 'Page saved', description: narrated ? `Page ${page} is being read again.` : `Page ${page} has its new words.` });
        },
        onError: (failure) => {
          setConfirming(false);
          setError(failureMessage(failure, 'The page could not be saved. Please try once more.'));
        },
      },
    );

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        if (narrated && credits.enabled) setConfirming(true);
        else submit();
      }}
    >
      <TextAreaField label={`Words on page ${page}`} name="text" value={draft} maxLength={pageTextMax} onChange={(event) => setDraft(event.target.value)} hint={readAgain} error={error} />
      <div>
        <Button type="submit" variant="secondary" disabled={save.isPending || draft.trim() === text.trim() || !draft.trim()}>
          {save.isPending ? 'Saving…' : narrated ? priced('Save the words', cost, credits.enabled) : 'Save the words'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Save page ${page} and read it again?`}
        confirmLabel={priced('Save and read again', cost, credits.enabled)}
        cancelLabel="Cancel"
        busy={save.isPending}
        busyLabel="Saving…"
        onConfirm={submit}
      >
        <p>Editing the words is free. The narration of page {page} is made again to match them, which costs {cost} credit{credits.balance === undefined ? '' : ` (you have ${credits.balance})`}.</p>
        <p>The picture stays as it is; redraw the page if it should follow the new words.</p>
      </ConfirmDialog>
    </form>
  );
}
