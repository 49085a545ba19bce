/**
 * The head of every HTML page the server sends: title, description, robots, canonical address and
 * the Open Graph and Twitter tags link previews read. Crawlers and previews run no JavaScript, so
 * what the page says about itself has to be in the HTML.
 */
export interface PageMeta {
  /** The page's own title; the tab shows it with the site name added. */
  title: string;
  description?: string;
  noIndex?: boolean;
  type?: 'website' | 'article' | 'book';
  /** Absolute address of the preview picture. */
  image?: string;
}

export const noIndexRobots = 'noindex, nofollow';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** `html` (the built index.html or a prerendered page) with `meta` in its head; `url` is the page's absolute address. */
export function withPageMeta(html: string, meta: PageMeta, url: string): string {
  const title = escapeHtml(meta.title);
  const tabTitle = escapeHtml(meta.title.includes('Storyloom') ? meta.title : `${meta.title} · Storyloom`);
  const description = meta.description === undefined ? undefined : escapeHtml(meta.description);
  const address = escapeHtml(url);
  const tags = [
    meta.noIndex ? `<meta name="robots" content="${noIndexRobots}" />` : `<link rel="canonical" href="${address}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    '<meta property="og:site_name" content="Storyloom" />',
    `<meta property="og:title" content="${title}" />`,
    ...(description === undefined ? [] : [`<meta property="og:description" content="${description}" />`]),
    `<meta property="og:url" content="${address}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    ...(description === undefined ? [] : [`<meta name="twitter:description" content="${description}" />`]),
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`] : []),
  ];
  let result = html.replace(/<title>[^<]*<\/title>/, `<title>${tabTitle}</title>`);
  if (description !== undefined) {
    result = result.replace(/<meta\s+name="description"[^>]*\/>/, `<meta name="description" content="${description}" />`);
  }
  return result.replace(/\s*<\/head>/, `\n    ${tags.join('\n    ')}\n  </head>`);
}

/** The not-found page of a link that is gone: no preview, never indexed. */
export function withNoIndex(html: string): string {
  return html.replace('</head>', `    <meta name="robots" content="${noIndexRobots}" />\n  </head>`);
}
