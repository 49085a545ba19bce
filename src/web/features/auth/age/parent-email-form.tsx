import { parentConsentEmailRequest } from '@shared/schemas/account.ts';
import { InputField } from '../../../components/ui/field.tsx';
import { FormError, SubmitButton } from '../../../components/ui/form-parts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/form.ts';
import { complianceApi, problemMessage } from './api.ts';

/** An account holder under 18 names a parent or guardian, who gets a consent link by email. */
export function ParentEmailForm({ onSent }: { onSent: (message: string) => Promise<void> }) {
  const form = useZodForm({
    schema: parentConsentEmailRequest,
    initialValues: { parentEmail: '' },
    toInput: (values) => ({ parentEmail: values.parentEmail.trim() }),
    onSubmit: async ({ parentEmail }) => {
      const { message } = await complianceApi.askParent(parentEmail);
      await onSent(message);
    },
    onError: (error, api) => {
      if (error instanceof ApiError && error.field === 'parentEmail') api.showErrors({ parentEmail: error.serverMessage });
      else api.setFormError(problemMessage(error));
    },
  });

  return (
    <form {...form.formProps} className="grid gap-5">
      <FormError message={form.formError} />
      <InputField
        label="Your parent’s or guardian’s email"
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('parentEmail')}
        hint="We’ll send them one email explaining Storyloom, with a link to agree or decline."
      />
      <div>
        <SubmitButton pending={form.pending} pendingLabel="Sending…" size="lg">
          Email my parent or guardian
        </SubmitButton>
      </div>
    </form>
  );
}
