import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { paths } from '@shared/routes.ts';
import { paperSizeLabels, paperSizes, type PaperSize, type StoryPdfRecord } from '@shared/schemas/story-pdf.ts';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField, RadioGroup } from '../../components/ui/choice-fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { downloadStoryPdf, useRequestStoryPdf, useStoryPdf } from './api.ts';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function Progress({ pdf }: { pdf: StoryPdfRecord }) {
  const total = Math.max(pdf.stepsTotal, 1);
  const label = pdf.status === 'queued' ? 'Waiting to start…' : `Preparing the pictures for print: ${pdf.stepsDone} of ${pdf.stepsTotal}`;
  return (
    <div className="grid gap-2" role="status">
      <p className="font-medium">{label}</p>
      <progress className="h-3 w-full accent-primary" max={total} value={pdf.stepsDone} aria-label="PDF progress" />
      <p className="text-sm text-fg-muted">You can keep reading: the PDF is made in the background, and this window can be closed.</p>
    </div>
  );
}

/** "Print it": choose the paper and a keepsake page, follow the PDF being made, download it. */
export function PdfDialog({ storyId, title, heroName }: { storyId: string; title: string; heroName: string }) {
  const [open, setOpen] = useState(false);
  const [paper, setPaper] = useState<PaperSize>(() => (navigator.language === 'en-US' ? 'letter' : 'a4'));
  const [keepsake, setKeepsake] = useState(true);
  const [downloadError, setDownloadError] = useState<string>();
  const status = useStoryPdf(storyId, open);
  const request = useRequestStoryPdf(storyId);
  const pdf = status.data?.pdf ?? null;
  const working = pdf?.status === 'queued' || pdf?.status === 'making';
  const refusal = request.error instanceof ApiError ? request.error : null;

  const download = () => {
    setDownloadError(undefined);
    downloadStoryPdf(storyId, title).catch(() => setDownloadError('The PDF could not be downloaded. Please try again.'));
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Print it</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-3xl border border-border bg-surface p-6 text-fg shadow-2xl">
          <div className="grid gap-1">
            <Dialog.Title className="font-display text-xl font-bold">Print “{title}”</Dialog.Title>
            <Dialog.Description className="text-fg-muted">
              A PDF to print at home or at a print shop: the cover, every page with its picture, and the text set for the reader.
            </Dialog.Description>
          </div>
          <RadioGroup
            legend="Paper"
            name="paper"
            variant="pills"
            value={paper}
            options={paperSizes.map((size) => ({ value: size, label: paperSizeLabels[size] }))}
            onChange={setPaper}
          />
          <CheckboxField
            label="Add a keepsake page"
            description={`A last page that says the book was made for ${heroName}, with today’s date.`}
            checked={keepsake}
            onChange={setKeepsake}
          />
          {pdf && working && <Progress pdf={pdf} />}
          {pdf?.status === 'failed' && (
            <p role="alert" className="font-medium text-danger">
              {pdf.failureReason ?? 'The PDF could not be made. Please try again.'}
            </p>
          )}
          {refusal && (
            <div role="alert" className="grid gap-1 font-medium text-danger">
              <p>{refusal.serverMessage}</p>
              {refusal.status === 403 && (
                <SiteLink href={paths.subscribe} className="w-fit text-primary underline underline-offset-4">
                  See the plans
                </SiteLink>
              )}
            </div>
          )}
          {pdf?.status === 'ready' && (
            <div className="grid gap-2 rounded-2xl bg-muted p-4" role="status">
              <p className="font-medium">
                Your PDF is ready: {paperSizeLabels[pdf.paper]}
                {pdf.keepsake ? ', with a keepsake page' : ''}
                {pdf.bytes ? ` (${megabytes(pdf.bytes)})` : ''}.
              </p>
              <Button className="w-fit" onClick={download}>
                Download the PDF
              </Button>
              {downloadError && <p className="font-medium text-danger">{downloadError}</p>}
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">Close</Button>
            </Dialog.Close>
            <Button disabled={working || request.isPending} onClick={() => request.mutate({ paper, keepsake })}>
              {working || request.isPending ? 'Making the PDF…' : 'Make the PDF'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
