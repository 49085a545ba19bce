/**
 * The page a shared flip-book is sent as. Public but never indexed: a noindex header and meta tag
 * always (a revoked link's not-found page too), and Open Graph and Twitter tags with the cover for
 * link previews. The cover itself is in the HTML, asked for at high priority in the head and shown
 * under the story's title over the whole window, so the largest picture on the page paints before
 * any script has run; the reader renders underneath and takes the preview away once the story is in.
 */
import type { Context } from 'hono';
import { sharedCoverPath } from '../../shared/schemas/shares.ts';
import type { AppEnv } from '../context.ts';
import { escapeHtml, noIndexRobots, withNoIndex, withPageMeta } from './page-meta.ts';

export interface SharePreview {
  title: string;
  description: string;
  /** "A story starring …", with the name the link shows. */
  byline: string;
  hasCover: boolean;
}

const rootPlaceholder = '<div id="root"></div>';

/** Must match the id src/web/routes/share/shared-flipbook.tsx removes. */
const previewId = 'share-preview';

/** What the page shows before its script runs: the title and the cover, as the reader lays them out. */
function previewMarkup(preview: SharePreview, cover: string): string {
  const picture = preview.hasCover
    ? `<div class="px-4 sm:px-0"><img src="${cover}" alt="" width="800" height="600" fetchpriority="high" class="mx-auto aspect-[4/3] w-full max-w-2xl rounded-2xl bg-accent-soft object-cover" /></div>`
    : '';
  return (
    `<div id="${previewId}" class="fixed inset-0 z-50 overflow-hidden bg-bg"><div class="mx-auto flex w-full max-w-6xl flex-col gap-4 pb-6 sm:px-6 sm:pb-16 sm:pt-8">` +
    `<header class="grid gap-1 px-4 pt-4 sm:px-0 sm:pt-0"><p class="text-2xl font-bold tracking-tight sm:text-4xl">${escapeHtml(preview.title)}</p>` +
    `<p class="text-fg-muted">${escapeHtml(preview.byline)}</p></header>${picture}</div></div>`
  );
}

export function sharePageHtml(html: string, preview: SharePreview, shareUuid: string, origin: string): string {
  const cover = escapeHtml(sharedCoverPath(shareUuid));
  const id = encodeURIComponent(shareUuid);
  let page = withPageMeta(html, { title: preview.title, description: preview.description, noIndex: true, type: 'book', image: `${origin}${sharedCoverPath(shareUuid)}` }, `${origin}/share/flipbook/${id}`);
  // First in the head: before the inline stylesheet, so the browser asks for it at once.
  if (preview.hasCover) page = page.replace(/<head>/, `<head>\n    <link rel="preload" as="image" href="${cover}" fetchpriority="high" />`);
  return page.replace(rootPlaceholder, () => previewMarkup(preview, cover) + rootPlaceholder);
}

export async function sharePage(
  c: Context<AppEnv>,
  html: string,
  shareUuid: string,
  origin: string,
  findPreview: ((shareUuid: string) => Promise<SharePreview | null>) | undefined,
) {
  c.header('X-Robots-Tag', noIndexRobots);
  const preview = findPreview ? await findPreview(shareUuid) : null;
  if (!preview) return c.html(withNoIndex(html), 404);
  return c.html(sharePageHtml(html, preview, shareUuid, origin), 200);
}
