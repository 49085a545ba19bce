import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@shared/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { toast } from '../../lib/toast.ts';
import { useDeleteAccount } from './api.ts';
import { useConfirmFocus } from '../../components/ui/use-confirm-focus.ts';

const confirmationWord = 'DELETE';

/**
 * Closing the account, from /settings and from the privacy dashboard. Typing the word is the
 * deliberate second step; there is no undo, so nothing is kept "just in case".
 */
export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [failed, setFailed] = useState(false);
  const [, navigate] = useLocation();
  const remove = useDeleteAccount(() => {
    navigate(paths.home, { replace: true });
    toast({
      title: 'Your account has been deleted',
      description: 'Everything Storyloom held about you is gone. Thank you for the stories.',
    });
  });
  // The panel itself is not focused: the confirmation field takes focus as it appears.
  const { triggerRef } = useConfirmFocus(confirming);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed.trim() !== confirmationWord) return;
    setFailed(false);
    remove.mutate(undefined, { onError: () => setFailed(true) });
  };

  if (!confirming) {
    return (
      <Button ref={triggerRef} variant="danger" onClick={() => setConfirming(true)}>
        Delete my account…
      </Button>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-2xl border border-danger/50 p-4 sm:max-w-lg sm:p-5">
      <InputField
        label={`Type ${confirmationWord} to confirm`}
        name="deleteConfirmation"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        hint="This cannot be undone. You will be logged out on every device."
      />
      {failed && (
        <p role="alert" className="font-medium text-danger">
          We could not delete your account just now. Nothing was removed; please try again.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={typed.trim() !== confirmationWord || remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete my account for good'}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setConfirming(false);
            setTyped('');
          }}
        >
          Keep my account
        </Button>
      </div>
    </form>
  );
}
