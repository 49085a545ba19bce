/**
 * Requests and responses of /api/stories/{id}/narration: narration made again on a finished story
 * (add it, change the voice of the whole story, or read one page again), queued with progress.
 */
import { z } from 'zod';
import { narratorVoiceIds } from '../narration.ts';

export const narrationRedoScopes = ['story', 'page'] as const;
export const narrationRedoStatuses = ['queued', 'running', 'done', 'failed'] as const;

export const narrationRedoRequest = z.strictObject({
  /** The voice for the whole story; a page read again keeps the story's voice. */
  narrator: z.enum(narratorVoiceIds, { error: 'Please choose one of the voices.' }).optional(),
  /** The whole story in one of the parent's cloned voices (the narration price of a cloned voice). */
  clonedVoiceId: z.uuid('Please choose one of your cloned voices.').optional(),
  /** Read only this page again. */
  pageIndex: z.number({ error: 'Please choose a page.' }).int('Please choose a page.').min(0, 'Please choose a page.').max(10_000, 'Please choose a page.').optional(),
});

export const narrationRedo = z.object({
  id: z.string(),
  scope: z.enum(narrationRedoScopes),
  pageIndex: z.number().nullable(),
  narrator: z.enum(narratorVoiceIds),
  /** The cloned voice the story is read in again; null for a built-in voice. */
  clonedVoiceId: z.string().nullable(),
  status: z.enum(narrationRedoStatuses),
  pagesDone: z.number(),
  pagesTotal: z.number(),
  cost: z.number(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type NarrationRedo = z.infer<typeof narrationRedo>;

/** The story's latest narration redo, or null when there has been none. */
export const narrationRedoResponse = z.object({ redo: narrationRedo.nullable() });
export type NarrationRedoResponse = z.infer<typeof narrationRedoResponse>;

export const narrationRedoFailed = "We couldn't record the new narration. The old one is kept and your credits have been refunded.";
export const narrationRedoFailedFree = "We couldn't record the new narration. The old one is kept; please try again.";
