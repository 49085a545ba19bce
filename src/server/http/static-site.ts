import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { routeAccess } from '../../shared/routes.ts';
import type { AppEnv } from '../context.ts';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and
 * every non-API path answered with index.html (404 status for paths that are no route of ours).
 */
export interface StaticSiteOptions {
  /** A shared flip-book's title and description for link previews; null when the link is gone. */
  sharePreview?: (shareUuid: string) => Promise<{ title: string; description: string } | null>;
  /** The address the app is reached at, for absolute preview links; the request's own otherwise. */
  publicUrl?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const sharePattern = /^\/share\/flipbook\/([^/]+)\/?$/;

/**
 * A shared flip-book is public but never indexed: a noindex header and meta tag always (a revoked
 * link's not-found page too), and Open Graph and Twitter tags with the cover for link previews.
 */
async function sharePage(c: Context<AppEnv>, indexHtml: string, shareUuid: string, options: StaticSiteOptions) {
  c.header('X-Robots-Tag', 'noindex, nofollow');
  const robots = '<meta name="robots" content="noindex, nofollow" />';
  const preview = options.sharePreview ? await options.sharePreview(shareUuid) : null;
  if (!preview) return c.html(indexHtml.replace('</head>', `    ${robots}\n  </head>`), 404);
  const origin = (options.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
  const id = encodeURIComponent(shareUuid);
  const title = escapeHtml(preview.title);
  const description = escapeHtml(preview.description);
  const image = escapeHtml(`${origin}/api/share/${id}/cover?format=webp`);
  const tags = [
    robots,
    '<meta property="og:type" content="book" />',
    '<meta property="og:site_name" content="Storyloom" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(`${origin}/share/flipbook/${id}`)}" />`,
    `<meta property="og:image" content="${image}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
  const html = indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${title} · Storyloom</title>`)
    .replace(/<meta\s+name="description"[^>]*\/>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
  return c.html(html, 200);
}

export function mountStaticSite(app: Hono<AppEnv>, webRoot: string, options: StaticSiteOptions = {}): void {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing). Run \`npm run build\` first.`);
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), webRoot) || '.';

  app.use('/assets/*', withCacheControl(serveStatic({ root }), 'public, max-age=31536000, immutable'));
  app.use(
    '*',
    withCacheControl(
      serveStatic({
        root,
        // index.html is served below with its own headers.
        rewriteRequestPath: (requestPath) => (requestPath === '/' || requestPath === '/index.html' ? '/__none__' : requestPath),
      }),
      'public, max-age=3600',
    ),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    const share = sharePattern.exec(c.req.path);
    if (share) return sharePage(c, indexHtml, share[1]!, options);
    // /index.html itself is the app's shell, which the service worker keeps for offline reading.
    return c.html(indexHtml, routeAccess(c.req.path) || c.req.path === '/index.html' ? 200 : 404);
  });
}

/**
 * serveStatic's `onFound` runs after the response is built, so a header set there is lost; set it on
 * the file response itself. A miss passes through untouched.
 */
function withCacheControl(serve: MiddlewareHandler, value: string): MiddlewareHandler {
  return async (c, next) => {
    const result = await serve(c, next);
    if (result instanceof Response) result.headers.set('Cache-Control', value);
    return result;
  };
}
