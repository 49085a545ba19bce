import { useEffect } from 'react';

const siteName = 'Storyloom';

export interface DocumentMeta {
  title: string;
  description?: string;
  noIndex?: boolean;
}

/** The page title as the tab shows it: the site name added unless the title has it already. */
function fullTitle(title: string): string {
  return title.includes(siteName) ? title : `${title} · ${siteName}`;
}

let collector: { meta: DocumentMeta | undefined } | undefined;

function report(meta: DocumentMeta): void {
  if (collector) collector.meta = meta;
}

/**
 * While the build renders a page to HTML, keeps the meta the page declares (effects do not run
 * there), so the HTML's head can carry it. `stop` ends the collection.
 */
export function collectDocumentMeta(): { readonly meta: DocumentMeta | undefined; stop: () => void } {
  const current: { meta: DocumentMeta | undefined } = { meta: undefined };
  collector = current;
  return {
    get meta() {
      return current.meta;
    },
    stop: () => {
      if (collector === current) collector = undefined;
    },
  };
}

/** Sets the page title and meta description (and robots, for pages that must not be indexed). */
export function useDocumentMeta(meta: DocumentMeta): void {
  const { title, description, noIndex } = meta;
  report({ title, description, noIndex });
  useEffect(() => {
    document.title = fullTitle(title);
    if (description) upsertMeta('description', description);
    upsertMeta('robots', noIndex ? 'noindex, nofollow' : 'index, follow');
  }, [title, description, noIndex]);
}

function upsertMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}
