import type { StoryEdit } from '@shared/schemas/story-edits.ts';
import { illustrationStyles } from '@shared/schemas/stories.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { isDrawing } from './api.ts';

export const styleLabel = (id: string) => illustrationStyles.find((style) => style.id === id)?.label ?? id;

/** "page 3 again", "the book in Crayon". */
export const editWhat = (edit: StoryEdit) => (edit.kind === 'restyle' ? `the book in ${styleLabel(edit.style ?? '')}` : `page ${(edit.pageIndex ?? 0) + 1} again`);

/** A picture edit's progress while it is drawn, and why it failed when it did. */
export function EditStatus({ edit }: { edit: StoryEdit }) {
  if (isDrawing(edit)) {
    return (
      <div className="grid gap-2">
        <p className="font-semibold">Drawing {editWhat(edit)}…</p>
        <p className="text-sm text-fg-muted">
          {edit.pagesDone} of {edit.pagesTotal} picture{edit.pagesTotal === 1 ? '' : 's'} drawn. The current pictures stay until the new ones are ready.
        </p>
        <progress max={Math.max(1, edit.pagesTotal)} value={edit.pagesDone} aria-label="Drawing progress" className="h-2 w-full overflow-hidden rounded-full bg-muted accent-primary" />
      </div>
    );
  }
  if (edit.status === 'failed') return <Notice tone="warning">{edit.failureReason}</Notice>;
  return null;
}
