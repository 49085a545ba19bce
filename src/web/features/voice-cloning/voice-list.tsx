/** The parent's cloned voices: each sample can be heard again, each voice renamed, or deleted here and at the voice service. */
import { useState, type FormEvent } from 'react';
import { voiceNameMaxLength, type ClonedVoice } from '@shared/schemas/voices.ts';
import { formatLongDate } from '@shared/dates.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { FormError } from '../../components/ui/form-parts.tsx';
import { failureMessage } from '../../lib/form.ts';
import { useDeleteVoice, useRenameVoice } from './api.ts';
import { SamplePlayer } from './sample-player.tsx';

function VoiceRow({ voice }: { voice: ClonedVoice }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(voice.name);
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameVoice();
  const remove = useDeleteVoice();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ id: voice.id, name: name.trim() }, { onSuccess: () => setRenaming(false) });
  };
  return (
    <li className="grid gap-3 rounded-2xl border border-border bg-bg p-4">
      {renaming ? (
        <form onSubmit={submit} className="grid gap-3">
          <InputField label={`New name for ${voice.name}`} value={name} maxLength={voiceNameMaxLength} onChange={(event) => setName(event.target.value)} />
          <FormError message={rename.error ? failureMessage(rename.error) : null} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? 'Saving…' : 'Save the name'}
            </Button>
            <Button variant="ghost" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-lg font-bold">{voice.name}</p>
            <p className="text-sm text-fg-muted">
              Made {formatLongDate(voice.createdAt)} from a {Math.round(voice.sampleDurationMs / 1000)}-second sample
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${voice.name}`}>
              Rename
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${voice.name}`}>
              Delete
            </Button>
          </div>
        </div>
      )}
      <SamplePlayer voice={voice} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${voice.name}”?`}
        confirmLabel="Delete the voice and its sample"
        busy={remove.isPending}
        error={remove.error ? failureMessage(remove.error) : undefined}
        onConfirm={() => remove.mutate(voice.id, { onSuccess: () => setConfirming(false) })}
      >
        <p>The voice is deleted at the outside voice service, and your sample is deleted from Storyloom. Stories already read in it keep their audio.</p>
      </ConfirmDialog>
    </li>
  );
}

export function VoiceList({ voices }: { voices: ClonedVoice[] }) {
  return (
    <ul className="grid gap-3" aria-label="Your cloned voices">
      {voices.map((voice) => (
        <VoiceRow key={voice.id} voice={voice} />
      ))}
    </ul>
  );
}
