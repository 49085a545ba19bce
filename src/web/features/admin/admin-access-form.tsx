import { useState, type FormEvent } from 'react';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSetAdmin } from './api.ts';

type Outcome = { record: AppUserRecord; wanted: boolean };

function OutcomeNote({ outcome }: { outcome: Outcome }) {
  const { record, wanted } = outcome;
  const who = `${record.name} (${record.email})`;
  if (wanted) {
    return (
      <Notice tone="success" role="status" title={`${who} is now an administrator`}>
        The Admin Dashboard link appears for them the next time their account loads.
      </Notice>
    );
  }
  if (record.isAdmin) {
    return (
      <Notice tone="warning" role="status" title={`${who} is still an administrator`}>
        Their address is listed in the ADMIN_EMAILS setting of this installation, which always makes it an administrator.
        Remove it there to take their access away.
      </Notice>
    );
  }
  return (
    <Notice tone="success" role="status" title={`${who} is no longer an administrator`}>
      They keep their account; only the admin area is closed to them.
    </Notice>
  );
}

/** Grants or removes administrator access by account ID (docs/product.md "Admins"). */
export function AdminAccessForm() {
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const setAdmin = useSetAdmin();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const wanted = submitter?.value !== 'revoke';
    const id = userId.trim();
    setOutcome(null);
    if (!id) {
      setError('Please enter an account ID.');
      return;
    }
    setError(undefined);
    setAdmin.mutate(
      { userId: id, isAdmin: wanted },
      {
        onSuccess: (record) => setOutcome({ record, wanted }),
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status === 404
              ? 'No account has that ID. Please check it and try again.'
              : 'The change could not be saved just now. Please try again.',
          ),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <InputField
        label="Account ID"
        name="userId"
        autoComplete="off"
        spellCheck={false}
        value={userId}
        onChange={(event) => setUserId(event.target.value)}
        error={error}
        hint="A parent finds their account ID on their privacy dashboard, under “Your account record”."
        className="sm:max-w-md"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" value="grant" disabled={setAdmin.isPending}>
          Make administrator
        </Button>
        <Button type="submit" value="revoke" variant="secondary" disabled={setAdmin.isPending}>
          Remove administrator
        </Button>
      </div>
      {outcome && <OutcomeNote outcome={outcome} />}
    </form>
  );
}
