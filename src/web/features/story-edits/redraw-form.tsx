import { useState } from 'react';
import { creditCosts } from '@shared/pricing.ts';
import { redrawInstructionMax } from '@shared/schemas/story-edits.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { failureMessage } from '../../lib/form.ts';
import { useRedraw } from './api.ts';
import { costSentence, priced } from './cost.ts';

interface RedrawFormProps {
  storyId: string;
  pageIndex: number;
  heroName: string;
  busy: boolean;
  credits: { enabled: boolean; balance: number | undefined };
}

/** One page drawn again: a new composition, or what a short instruction asks for. */
export function RedrawForm({ storyId, pageIndex, heroName, busy, credits }: RedrawFormProps) {
  const redraw = useRedraw(storyId);
  const [instruction, setInstruction] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const cost = creditCosts.regenerateIllustration;
  const page = pageIndex + 1;

  const confirm = () =>
    redraw.mutate(
      { pageIndex, ...(instruction.trim() ? { instruction: instruction.trim() } : {}) },
      {
        onSuccess: () => {
          setConfirming(false);
          setInstruction('');
        },
        onError: (failure) => {
          setConfirming(false);
          setError(failureMessage(failure, 'The new picture could not start. Please try once more.'));
        },
      },
    );

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        setConfirming(true);
      }}
    >
      <InputField
        label={`What should change on page ${page}? (optional)`}
        name="instruction"
        value={instruction}
        maxLength={redrawInstructionMax}
        onChange={(event) => setInstruction(event.target.value)}
        hint={`For example: make it night · add the dog · ${heroName || 'the hero'} is laughing · at the beach · sleeping. Leave it empty for a new drawing of the same scene.`}
        error={error}
      />
      <div>
        <Button type="submit" disabled={busy || redraw.isPending}>
          {priced(`Redraw page ${page}`, cost, credits.enabled)}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Redraw page ${page}?`}
        confirmLabel={priced('Redraw', cost, credits.enabled)}
        cancelLabel="Cancel"
        busy={redraw.isPending}
        busyLabel="Starting…"
        onConfirm={confirm}
      >
        <p>{instruction.trim() ? `The new picture follows: “${instruction.trim()}”.` : 'The same scene, drawn again with a new composition.'}</p>
        <p>{costSentence(cost, credits.enabled, credits.balance)} The current picture stays until the new one is ready.</p>
      </ConfirmDialog>
    </form>
  );
}
