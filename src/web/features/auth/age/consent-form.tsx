import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { Notice } from '../forms/auth-page.tsx';
import { siteConfigQuery } from '../../site/api.ts';
import { complianceApi, problemMessage } from './api.ts';

type Choice = 'childData' | 'aiProvider' | 'communityLibrary';

function ConsentCheckbox({
  checked,
  onChange,
  label,
  children,
  required = false,
  invalid = false,
  errorId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  children: ReactNode;
  required?: boolean;
  invalid?: boolean;
  errorId?: string;
}) {
  const id = useId();
  return (
    <div
      className={cn(
        'flex gap-4 rounded-2xl border bg-surface p-4 sm:p-5',
        invalid ? 'border-danger' : checked ? 'border-primary' : 'border-border',
      )}
    >
      {/* A 44px hit area around the box; it carries no text, so the name stays the label below. */}
      <label htmlFor={id} className="-m-2.5 grid size-11 shrink-0 cursor-pointer place-items-center">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={[`${id}-detail`, invalid ? errorId : undefined].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          className="size-6 cursor-pointer accent-primary"
        />
      </label>
      <div className="grid gap-1">
        <label htmlFor={id} className="cursor-pointer font-semibold">
          {label} <span className="font-normal text-fg-muted">{required ? '(required)' : '(optional)'}</span>
        </label>
        <div id={`${id}-detail`} className="text-fg-muted">
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * The separate consents of docs/product.md. Only the first is needed to continue; the others start
 * unticked and can be given or withdrawn later from the privacy dashboard. Disclosure to an outside
 * AI provider is asked only when this installation has one.
 */
export function ConsentForm({ onConsented }: { onConsented: (user: AppUserRecord) => Promise<void> }) {
  const [choices, setChoices] = useState<Record<Choice, boolean>>({ childData: false, aiProvider: false, communityLibrary: false });
  const [missingRequired, setMissingRequired] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorId = useId();
  const outsideProvider = useQuery(siteConfigQuery).data?.outsideTextProvider ?? null;

  const set = (choice: Choice) => (value: boolean) => {
    setChoices((current) => ({ ...current, [choice]: value }));
    if (choice === 'childData' && value) setMissingRequired(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!choices.childData) {
      setMissingRequired(true);
      document.querySelector<HTMLInputElement>('input[aria-required="true"]')?.focus();
      return;
    }
    setPending(true);
    try {
      await onConsented(
        await complianceApi.giveConsent({ consented: true, aiProvider: choices.aiProvider, communityLibrary: choices.communityLibrary }),
      );
    } catch (error) {
      setFormError(problemMessage(error));
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-xl font-bold">Your choices</legend>
        <ConsentCheckbox
          checked={choices.childData}
          onChange={set('childData')}
          label="Use my child’s information to make stories"
          required
          invalid={missingRequired}
          errorId={errorId}
        >
          Storyloom may store the details and any portraits you add for your child and use them to write, illustrate
          and narrate their stories. This is needed to add a child.
        </ConsentCheckbox>
        {outsideProvider && (
          <ConsentCheckbox checked={choices.aiProvider} onChange={set('aiProvider')} label={`Send my child’s information to ${outsideProvider}`}>
            This Storyloom uses {outsideProvider} to write stories. With this choice we send it your child’s name, age and
            interests to write each story. Leave it unticked and stories are written by Storyloom’s own engine, and
            nothing about your child leaves Storyloom.
          </ConsentCheckbox>
        )}
        <ConsentCheckbox
          checked={choices.communityLibrary}
          onChange={set('communityLibrary')}
          label="Let me publish stories to the community library"
        >
          When you choose to publish a story, your child’s name is replaced by a hero name you pick, portraits are never
          shown, and an administrator approves it before anyone else can read it.
        </ConsentCheckbox>
        {missingRequired && (
          <p id={errorId} role="alert" className="font-medium text-danger">
            Please tick the first choice to continue. Without it we can’t make stories about your child.
          </p>
        )}
      </fieldset>
      {formError && <Notice tone="error">{formError}</Notice>}
      <p className="text-sm text-fg-muted">You can change any of these later from the privacy dashboard.</p>
      <div>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Saving your choices…' : 'Agree and continue'}
        </Button>
      </div>
    </form>
  );
}
