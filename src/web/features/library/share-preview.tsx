import type { LibraryPreview } from '@shared/schemas/library.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-parts.tsx';
import { PagePicture } from '../stories/page-picture.tsx';
import { paragraphs } from '../stories/reader.tsx';
import { countLabel } from './labels.ts';

interface SharePreviewProps {
  storyId: string;
  preview: LibraryPreview;
  onBack: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: string | null;
}

/** Every page exactly as the public copy will have it, before the parent confirms. */
export function SharePreview({ storyId, preview, onBack, onConfirm, pending, error }: SharePreviewProps) {
  return (
    <div className="grid gap-4">
      <section aria-label="Preview of the public copy" className="grid gap-4 rounded-2xl border border-border p-4">
        <h3 className="font-display text-xl font-bold">{preview.title}</h3>
        <ul className="list-disc pl-5 text-sm text-fg-muted">
          <li>The hero is called {preview.heroName}.</li>
          {preview.picturesRedrawn > 0 && (
            <li>{countLabel(preview.picturesRedrawn, 'picture drawn from a portrait is', 'pictures drawn from a portrait are')} drawn again by Storyloom’s own illustrator, without the portrait.</li>
          )}
          {preview.picturesLeftOut > 0 && <li>{countLabel(preview.picturesLeftOut, 'picture drawn from a portrait is', 'pictures drawn from a portrait are')} left out.</li>}
          <li>{preview.narrated ? 'The narration is read again with the new names.' : 'No narration.'}</li>
        </ul>
        <ol className="grid gap-6">
          {preview.pages.map((page) => (
            <li key={page.index} className="grid gap-3">
              <p className="text-sm font-semibold uppercase tracking-[0.12em] text-primary">Page {page.index + 1}</p>
              {page.illustrationPath && (
                <figure className="grid gap-1">
                  <div className="aspect-[4/3] overflow-hidden rounded-xl bg-muted">
                    <PagePicture
                      src={`/api/stories/${encodeURIComponent(storyId)}/pages/${page.index}/illustration`}
                      version={page.illustrationPath}
                      alt={page.illustrationAlt ?? ''}
                    />
                  </div>
                  <figcaption className="text-sm text-fg-muted">Picture description: {page.illustrationAlt}</figcaption>
                </figure>
              )}
              {paragraphs(page.text).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </li>
          ))}
        </ol>
      </section>
      <p className="text-sm text-fg-muted">An administrator checks every story before it appears in the library. You can unpublish it at any time.</p>
      <FormError message={error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          Change the names
        </Button>
        <Button onClick={onConfirm} disabled={pending}>
          {pending ? 'Sharing…' : 'Share to the library'}
        </Button>
      </div>
    </div>
  );
}
