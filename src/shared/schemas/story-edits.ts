/**
 * Page-level editing of a finished story (docs/product.md "Credits, plans and prices"): redraw one
 * page (optionally with a short instruction), change the whole book's style, or edit a page's text.
 * Redraws and restyles are queued with progress; every edit is logged for admins.
 */
import { z } from 'zod';
import { illustrationStyleIds } from './stories.ts';
import { cleanText } from './text.ts';

export const storyEditKinds = ['redraw', 'restyle', 'text'] as const;
export type StoryEditKind = (typeof storyEditKinds)[number];
export const storyEditStatuses = ['queued', 'running', 'done', 'failed', 'refused'] as const;
export type StoryEditStatus = (typeof storyEditStatuses)[number];

export const redrawInstructionMax = 120;
export const pageTextMax = 1_500;

const pageIndex = z.number({ error: 'Please choose a page.' }).int('Please choose a page.').min(0, 'Please choose a page.').max(10_000, 'Please choose a page.');

export const redrawRequest = z.strictObject({
  pageIndex,
  /** "make it night", "add the dog", "Mia is laughing"; empty for a new composition of the same scene. */
  instruction: cleanText()
    .trim()
    .max(redrawInstructionMax, `Please keep the instruction to ${redrawInstructionMax} characters.`)
    .optional(),
});

export const restyleRequest = z.strictObject({
  style: z.enum(illustrationStyleIds, { error: 'Please choose an illustration style.' }),
});

export const pageTextRequest = z.strictObject({
  text: cleanText({ error: 'Please write the page’s text.' })
    .trim()
    .min(1, 'Please write the page’s text.')
    .max(pageTextMax, `Please keep a page to ${pageTextMax} characters.`),
});

export const storyEdit = z.object({
  id: z.string(),
  kind: z.enum(storyEditKinds),
  pageIndex: z.number().nullable(),
  instruction: z.string().nullable(),
  style: z.enum(illustrationStyleIds).nullable(),
  status: z.enum(storyEditStatuses),
  pagesDone: z.number(),
  pagesTotal: z.number(),
  cost: z.number(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type StoryEdit = z.infer<typeof storyEdit>;

/** The story's latest picture edit (redraw or restyle), or null when there has been none. */
export interface StoryEditResponse {
  edit: StoryEdit | null;
}

/** A page's text saved; `narrationRedoId` when its narration is being read again. */
export interface PageTextResponse {
  edit: StoryEdit;
  narrationRedoId: string | null;
}

export const redrawFailed = "We couldn't draw the new picture. The old one is kept and your credits have been refunded.";
export const redrawFailedFree = "We couldn't draw the new picture. The old one is kept; please try again.";

const dayInput = cleanText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Please enter a real date.');

/** GET /api/admin/ai-editing-logs: newest first, filtered by story, kind, outcome and days (inclusive). */
export const storyEditLogQuery = z.object({
  storyId: z.uuid({ error: 'A story id looks like 0b7c…-…: paste it from the story’s address.' }).optional(),
  kind: z.enum(storyEditKinds).optional(),
  status: z.enum(storyEditStatuses).optional(),
  from: dayInput.optional(),
  to: dayInput.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const storyEditLogPageSize = 25;

export interface StoryEditLogEntry extends StoryEdit {
  storyId: string;
  /** Who asked for it. */
  email: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** How long the drawing (or saving) took. */
  workMs: number | null;
}

export interface StoryEditLogResponse {
  entries: StoryEditLogEntry[];
  page: number;
  pageSize: number;
  total: number;
}
