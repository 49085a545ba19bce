import { useQuery } from '@tanstack/react-query';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import { CheckboxField } from '../../../components/ui/choice-fields.tsx';
import { FormError, SubmitButton } from '../../../components/ui/form-parts.tsx';
import { useForm } from '../../../lib/form.ts';
import { siteConfigQuery } from '../../site/api.ts';
import { complianceApi, problemMessage } from './api.ts';

/**
 * The separate consents of docs/product.md. Only the first is needed to continue; the others start
 * unticked and can be given or withdrawn later from the privacy dashboard. Disclosure to an outside
 * AI provider is asked only when this installation has one.
 */
export function ConsentForm({ onConsented }: { onConsented: (user: AppUserRecord) => Promise<void> }) {
  const outsideProvider = useQuery(siteConfigQuery).data?.outsideTextProvider ?? null;
  const form = useForm({
    initialValues: { childData: false, aiProvider: false, communityLibrary: false },
    validate: (choices) =>
      choices.childData
        ? { ok: true, data: choices }
        : { ok: false, errors: { childData: 'Please tick the first choice to continue. Without it we can’t make stories about your child.' } },
    onSubmit: async (choices) =>
      onConsented(
        await complianceApi.giveConsent({
          consented: true,
          // Consent 2 is recorded only when it was asked: without an outside provider there was no question.
          ...(outsideProvider ? { aiProvider: choices.aiProvider } : {}),
          communityLibrary: choices.communityLibrary,
        }),
      ),
    onError: (error, api) => api.setFormError(problemMessage(error)),
  });
  const choice = (key: 'childData' | 'aiProvider' | 'communityLibrary') => ({
    name: key,
    checked: form.values[key],
    onChange: (checked: boolean) => form.setValue(key, checked),
    error: form.errors[key],
    variant: 'card' as const,
  });


  return (
    <form {...form.formProps} className="grid gap-5">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-xl font-bold">Your choices</legend>
        <CheckboxField
          {...choice('childData')}
          label="Use my child’s information to make stories"
          labelNote="(required)"
          required
          description="Storyloom may store the details and any portraits you add for your child and use them to write, illustrate and narrate their stories. This is needed to add a child."
        />
        {outsideProvider && (
          <CheckboxField
            {...choice('aiProvider')}
            label={`Send my child’s information to ${outsideProvider}`}
            labelNote="(optional)"
            description={`This Storyloom uses ${outsideProvider} to write stories. With this choice we send it your child’s name, age and interests to write each story. Leave it unticked and stories are written by Storyloom’s own engine, and nothing about your child leaves Storyloom.`}
          />
        )}
        <CheckboxField
          {...choice('communityLibrary')}
          label="Let me publish stories to the community library"
          labelNote="(optional)"
          description="When you choose to publish a story, your child’s name is replaced by a hero name you pick, portraits are never shown, and an administrator approves it before anyone else can read it."
        />
      </fieldset>
      <FormError message={form.formError} />
      <p className="text-sm text-fg-muted">You can change any of these later from the privacy dashboard.</p>
      <div>
        <SubmitButton pending={form.pending} pendingLabel="Saving your choices…" size="lg">
          Agree and continue
        </SubmitButton>
      </div>
    </form>
  );
}
