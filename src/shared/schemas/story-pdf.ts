/**
 * A story as a printable PDF (docs/product.md "Story" → "PDF"): asked for with a paper size and an
 * optional keepsake page, made in the job queue, then downloaded from the story page.
 */
import { z } from 'zod';

export const paperSizes = ['a4', 'letter'] as const;
export type PaperSize = (typeof paperSizes)[number];
export const paperSizeLabels: Record<PaperSize, string> = { a4: 'A4', letter: 'US Letter' };

export const storyPdfRequest = z.strictObject({
  paper: z.enum(paperSizes, { error: 'Please choose A4 or US Letter.' }),
  /** A last page with the child's name and the date the book was made. */
  keepsake: z.boolean(),
});
export type StoryPdfRequest = z.infer<typeof storyPdfRequest>;

export const storyPdfStatusValues = ['queued', 'making', 'ready', 'failed'] as const;
export type StoryPdfStatusValue = (typeof storyPdfStatusValues)[number];

export interface StoryPdfRecord {
  id: string;
  paper: PaperSize;
  keepsake: boolean;
  status: StoryPdfStatusValue;
  /** Pictures prepared for print so far, of `stepsTotal` (each page's picture, then the cover). */
  stepsDone: number;
  stepsTotal: number;
  /** Size of the finished file in bytes. */
  bytes: number | null;
  failureReason: string | null;
  createdAt: string;
}

/** GET /api/stories/{id}/pdf: the latest PDF asked for, or null when none has been. */
export interface StoryPdfResponse {
  pdf: StoryPdfRecord | null;
}
