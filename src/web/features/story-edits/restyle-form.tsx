import { useState } from 'react';
import { creditCosts } from '@shared/pricing.ts';
import { illustrationStyles, type IllustrationStyle } from '@shared/schemas/stories.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { failureMessage } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useRestyle } from './api.ts';
import { costSentence, priced } from './cost.ts';
import { styleLabel } from './edit-status.tsx';

interface RestyleFormProps {
  storyId: string;
  current: IllustrationStyle;
  busy: boolean;
  credits: { enabled: boolean; balance: number | undefined };
}

/** Every page and the cover drawn again in another style. */
export function RestyleForm({ storyId, current, busy, credits }: RestyleFormProps) {
  const restyle = useRestyle(storyId);
  const others = illustrationStyles.filter((style) => style.id !== current);
  const [style, setStyle] = useState<IllustrationStyle>(others[0]!.id);
  const chosen = others.some((entry) => entry.id === style) ? style : others[0]!.id;
  const [confirming, setConfirming] = useState(false);
  const cost = creditCosts.restyleBook;

  const confirm = () =>
    restyle.mutate(
      { style: chosen },
      {
        onSuccess: () => setConfirming(false),
        onError: (failure) => {
          setConfirming(false);
          toast({ title: 'The new style could not start', description: failureMessage(failure, 'Please try once more.'), variant: 'destructive' });
        },
      },
    );

  return (
    <div className="grid gap-3">
      <p className="text-fg-muted">Drawn in {styleLabel(current)} now.</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="New style" value={chosen} onChange={(event) => setStyle(event.target.value as IllustrationStyle)} className="min-w-48">
          {others.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.label}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" disabled={busy || restyle.isPending} onClick={() => setConfirming(true)}>
          {priced('Change the style', cost, credits.enabled)}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Draw the whole book in ${styleLabel(chosen)}?`}
        confirmLabel={priced('Change the style', cost, credits.enabled)}
        cancelLabel="Cancel"
        busy={restyle.isPending}
        busyLabel="Starting…"
        onConfirm={confirm}
      >
        <p>Every page and the cover are drawn again in the new style.</p>
        <p>{costSentence(cost, credits.enabled, credits.balance)} The current pictures stay until all the new ones are ready.</p>
      </ConfirmDialog>
    </div>
  );
}
