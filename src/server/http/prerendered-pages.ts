import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageMeta } from './page-meta.ts';

/** What the build wrote (scripts/vite-prerender.ts): path → file and the meta the page declares. */
type Manifest = Record<string, { file: string; title: string; description?: string; noIndex?: boolean }>;

export interface PrerenderedPages {
  pages: Map<string, { html: string; meta: PageMeta }>;
  /** The page every blog post starts from, before its own title and excerpt are added. */
  blogPostShell: string | undefined;
  /** The page a shared book is served in (its code preloaded), when the build made one. */
  shareShell: string | undefined;
}

/** Written by the build (scripts/vite-prerender.ts) next to the prerendered pages. */
export const sharePageFile = 'prerendered/share.html';

/** Must match blogPostShellPath in src/web/prerender.tsx. */
const blogPostShellPath = '/blog/post';

/**
 * The page with every character beyond Latin-1 outside its scripts and styles written as a
 * character reference, which the browser reads as the same character: V8 keeps a string with two
 * bytes a character once one of them is beyond Latin-1, and a page is mostly its inline stylesheet.
 * (No `i` flag: with it, `ſ` matches `s`.)
 */
function latin1Html(html: string): string {
  return html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>|[\u0100-\u{10ffff}]/gu, (found) =>
    found.startsWith('<') ? found : `&#x${found.codePointAt(0)!.toString(16)};`,
  );
}

const readPage = (file: string) => latin1Html(readFileSync(file, 'utf8'));

/** Read once at start; a build without prerendered pages (an older one, a test's) serves index.html alone. */
export function loadPrerenderedPages(webRoot: string): PrerenderedPages {
  const manifestFile = path.join(webRoot, 'prerendered.json');
  const pages = new Map<string, { html: string; meta: PageMeta }>();
  const shareFile = path.join(webRoot, sharePageFile);
  const shareShell = existsSync(shareFile) ? readPage(shareFile) : undefined;
  if (!existsSync(manifestFile)) return { pages, blogPostShell: undefined, shareShell };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  let blogPostShell: string | undefined;
  for (const [pagePath, { file, ...meta }] of Object.entries(manifest)) {
    const html = readPage(path.join(webRoot, file));
    if (pagePath === blogPostShellPath) blogPostShell = html;
    else pages.set(pagePath, { html, meta });
  }
  return { pages, blogPostShell, shareShell };
}
