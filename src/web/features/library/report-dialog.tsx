import { useState } from 'react';
import type { ReportReason } from '@shared/library.ts';
import { Button } from '../../components/ui/button.tsx';
import { RadioGroup } from '../../components/ui/choice-fields.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { FormError } from '../../components/ui/form-parts.tsx';
import { failureMessage } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useReport } from './api.ts';
import { reportReasons } from './labels.ts';
import { LibraryDialog } from './library-dialog.tsx';

/** Report a library story: a reason, and words of one's own (needed for "Something else"). */
export function ReportDialog({ id, title, open, onOpenChange }: { id: string; title: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReport();
  return (
    <LibraryDialog open={open} onOpenChange={onOpenChange} title="Report this story" description={`Tell the administrators what is wrong with “${title}”. They review every report.`}>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason) return setError('Please choose a reason.');
          if (reason === 'other' && !details.trim()) return setError('Please tell us what is wrong.');
          report.mutate(
            { id, report: { reason, details } },
            {
              onSuccess: () => {
                onOpenChange(false);
                toast({ title: 'Thank you for reporting', description: 'An administrator will look at this story.' });
              },
              onError: (failure) => setError(failureMessage(failure)),
            },
          );
        }}
      >
        <RadioGroup
          legend="Reason"
          name="report-reason"
          value={reason}
          options={reportReasons.map((option) => ({ value: option.id, label: option.label }))}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
        />
        <TextAreaField label="What is wrong?" hint="Needed for “Something else”." value={details} maxLength={500} onChange={(event) => setDetails(event.target.value)} />
        <FormError message={error} />
        <div className="flex justify-end">
          <Button type="submit" disabled={report.isPending}>
            {report.isPending ? 'Sending…' : 'Send the report'}
          </Button>
        </div>
      </form>
    </LibraryDialog>
  );
}
