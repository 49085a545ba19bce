/**
 * On a finished story: redraw one page (optionally with a short instruction), draw the whole book
 * in another style, or rewrite a page's words (docs/product.md "Credits, plans and prices"), with
 * the drawing's progress and its outcome.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { StoryDetail } from '@shared/schemas/stories.ts';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { toast } from '../../lib/toast.ts';
import { useCredits } from '../credits/api.ts';
import { isDrawing, refreshAfterEdit, useStoryEdit } from './api.ts';
import { EditStatus, editWhat } from './edit-status.tsx';
import { PageTextForm } from './page-text-form.tsx';
import { RedrawForm } from './redraw-form.tsx';
import { RestyleForm } from './restyle-form.tsx';

/** The page open in the book (?page=3 is page index 2), else the first. */
function useOpenPage(pageCount: number): number {
  const requested = Number(new URLSearchParams(useSearch()).get('page') ?? '1') - 1;
  return Number.isInteger(requested) ? Math.min(Math.max(requested, 0), Math.max(pageCount - 1, 0)) : 0;
}

export function StoryEdits({ story }: { story: StoryDetail }) {
  const queryClient = useQueryClient();
  const edit = useStoryEdit(story.id);
  const balance = useCredits();
  const credits = { enabled: balance.data?.enabled ?? true, balance: balance.data?.credits };
  const openPage = useOpenPage(story.pages.length);
  const [chosen, setChosen] = useState<number | null>(null);
  const pageIndex = chosen ?? openPage;
  const page = story.pages.find((entry) => entry.index === pageIndex) ?? story.pages[0];
  const busy = isDrawing(edit.data);
  const narrated = story.voice !== 'none' && Boolean(story.narrator);

  // An edit that settles while the page is open: refresh the story and say how it went.
  const lastStatus = useRef(edit.data?.status);
  useEffect(() => {
    const status = edit.data?.status;
    const was = lastStatus.current;
    lastStatus.current = status;
    if (!edit.data || !was || was === status || (was !== 'queued' && was !== 'running')) return;
    void refreshAfterEdit(queryClient, story.id);
    if (status === 'done') toast({ title: 'New pictures ready', description: `Drew ${editWhat(edit.data)}.` });
  }, [edit.data, queryClient, story.id]);

  if (story.status !== 'ready' || !page) return null;
  const headingId = `story-edits-${story.id}`;

  return (
    <section aria-labelledby={headingId} className="grid w-full gap-5 rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-bold">
          Edit pages
        </h2>
        <p className="text-fg-muted">Draw a page again, change the whole book’s style, or change a page’s words.</p>
      </div>
      {edit.data && (
        <div role="status" aria-live="polite">
          <EditStatus edit={edit.data} />
        </div>
      )}
      <SelectField label="Page to edit" value={String(page.index)} onChange={(event) => setChosen(Number(event.target.value))} className="max-w-48">
        {story.pages.map((entry) => (
          <option key={entry.index} value={entry.index}>
            Page {entry.index + 1}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="grid content-start gap-3">
          <h3 className="font-semibold">Picture</h3>
          <RedrawForm key={`redraw-${page.index}`} storyId={story.id} pageIndex={page.index} heroName={story.heroName} busy={busy} credits={credits} />
        </div>
        <div className="grid content-start gap-3">
          <h3 className="font-semibold">Words</h3>
          <PageTextForm key={`text-${page.index}-${page.text}`} storyId={story.id} pageIndex={page.index} text={page.text} narrated={narrated} credits={credits} />
        </div>
      </div>
      <div className="grid gap-3 border-t border-border pt-4">
        <h3 className="font-semibold">Style of the whole book</h3>
        <RestyleForm storyId={story.id} current={story.illustrationStyle} busy={busy} credits={credits} />
      </div>
    </section>
  );
}
