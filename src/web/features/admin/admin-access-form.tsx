import { useState } from 'react';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import { InputField } from '../../components/ui/field.tsx';
import { SubmitButton } from '../../components/ui/form-parts.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useForm } from '../../lib/form.ts';
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
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const setAdmin = useSetAdmin();
  const form = useForm({
    initialValues: { userId: '' },
    validate: ({ userId }) => {
      setOutcome(null);
      return userId.trim() ? { ok: true, data: userId.trim() } : { ok: false, errors: { userId: 'Please enter an account ID.' } };
    },
    onSubmit: async (userId, _api, submitter) => {
      // Two submit buttons share the form; the one pressed says which way the change goes.
      const wanted = (submitter as HTMLButtonElement | null)?.value !== 'revoke';
      setOutcome({ record: await setAdmin.mutateAsync({ userId, isAdmin: wanted }), wanted });
    },
    onError: (failure, api) =>
      api.showErrors({
        userId:
          failure instanceof ApiError && failure.status === 404
            ? 'No account has that ID. Please check it and try again.'
            : 'The change could not be saved just now. Please try again.',
      }),
  });

  return (
    <form {...form.formProps} className="grid gap-4">
      <InputField
        label="Account ID"
        autoComplete="off"
        spellCheck={false}
        {...form.field('userId')}
        hint="A parent finds their account ID on their privacy dashboard, under “Your account record”."
        className="sm:max-w-md"
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton value="grant" pending={form.pending} pendingLabel="Make administrator">
          Make administrator
        </SubmitButton>
        <SubmitButton value="revoke" variant="secondary" pending={form.pending} pendingLabel="Remove administrator">
          Remove administrator
        </SubmitButton>
      </div>
      {outcome && <OutcomeNote outcome={outcome} />}
    </form>
  );
}
