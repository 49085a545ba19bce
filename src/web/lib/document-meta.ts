import { useEffect } from 'react';

const siteName = 'Storyloom';

/** Sets the page title and meta description (and robots, for pages that must not be indexed). */
export function useDocumentMeta(meta: { title: string; description?: string; noIndex?: boolean }): void {
  const { title, description, noIndex } = meta;
  useEffect(() => {
    document.title = title.includes(siteName) ? title : `${title} · ${siteName}`;
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
