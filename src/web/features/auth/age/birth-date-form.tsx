import { useState } from 'react';
import { ageVerificationRequest, type AppUserRecord } from '@shared/schemas/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DatePartsField, emptyDateParts, isoDateOf } from '../../../components/ui/date-parts-field.tsx';
import { FormError, SubmitButton } from '../../../components/ui/form-parts.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/form.ts';
import { complianceApi, problemMessage } from './api.ts';

/**
 * The neutral date-of-birth question: three empty fields, no default, no "I am over …" shortcut,
 * and no hint of which answer opens the door.
 */
export function BirthDateForm({
  onAnswered,
  onAlreadyRecorded,
}: {
  onAnswered: (result: { outcome: 'adult' | 'needs-parent'; user: AppUserRecord }) => Promise<void>;
  onAlreadyRecorded: () => void;
}) {
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useZodForm({
    schema: ageVerificationRequest,
    initialValues: { birthDate: emptyDateParts },
    toInput: ({ birthDate }) => ({ birthDate: isoDateOf(birthDate) }),
    onSubmit: async ({ birthDate }) => onAnswered(await complianceApi.verifyAge(birthDate)),
    onError: (error, api) => {
      if (error instanceof ApiError && error.status === 409) setConflict(error.serverMessage);
      else if (error instanceof ApiError && error.status === 400) api.showErrors({ birthDate: error.serverMessage });
      else api.setFormError(problemMessage(error));
    },
  });

  if (conflict) {
    return (
      <div className="grid gap-5">
        <Notice tone="danger" role="alert">
          {conflict}
        </Notice>
        <div>
          <Button onClick={onAlreadyRecorded}>Continue with the date on record</Button>
        </div>
      </div>
    );
  }

  return (
    <form {...form.formProps} className="grid gap-6">
      <FormError message={form.formError} />
      <DatePartsField
        legend="Your date of birth"
        field="birthDate"
        ownBirthday
        value={form.values.birthDate}
        onChange={(next) => form.setValue('birthDate', next)}
        error={form.errors.birthDate}
        hint="Please check it before you continue: we save it with your account, and it can’t be changed here afterwards."
      />
      <div>
        <SubmitButton pending={form.pending} pendingLabel="Saving…" size="lg">
          Continue
        </SubmitButton>
      </div>
    </form>
  );
}
