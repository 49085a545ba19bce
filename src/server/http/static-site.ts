import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { earlySessionScript } from '../../shared/early-session.ts';
import { loadPagePreloadTags } from './page-preloads.ts';
import { patternMatches, routeAccess } from '../../shared/routes.ts';
import type { AppEnv } from '../context.ts';
import { noIndexRobots, withNoIndex, withPageMeta } from './page-meta.ts';
import { sharePage, type SharePreview } from './share-page.ts';
import { loadPrerenderedPages, type PrerenderedPages } from './prerendered-pages.ts';

/**
 * Serves the built single-page app: hashed assets cached for a year, pages never cached. The public
 * pages rendered at build time go out as that HTML, every other non-API path as index.html (404
 * status for paths that are no route of ours); each with its title, description and preview tags.
 */
export interface StaticSiteOptions {
  /** A shared flip-book's title and description for link previews; null when the link is gone. */
  sharePreview?: (shareUuid: string) => Promise<SharePreview | null>;
  /** A published blog post's title and excerpt; null when there is no such post. */
  blogPostPreview?: (slug: string) => Promise<{ title: string; description: string } | null>;
  /** The address the app is reached at, for absolute preview links; the request's own otherwise. */
  publicUrl?: string;
}

const sharePattern = /^\/share\/flipbook\/([^/]+)\/?$/;
const blogPostPattern = /^\/blog\/([^/]+)\/?$/;

const originOf = (c: Context, options: StaticSiteOptions) => (options.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');

/** A blog post: the prerendered post shell with the post's own title and excerpt. */
async function blogPostPage(c: Context<AppEnv>, shell: string, slug: string, options: StaticSiteOptions) {
  const preview = options.blogPostPreview ? await options.blogPostPreview(slug) : null;
  if (!preview) {
    c.header('X-Robots-Tag', noIndexRobots);
    return c.html(withNoIndex(shell), 404);
  }
  const url = `${originOf(c, options)}/blog/${encodeURIComponent(slug)}`;
  return c.html(withPageMeta(shell, { title: preview.title, description: preview.description, type: 'article' }, url), 200);
}

export function mountStaticSite(app: Hono<AppEnv>, webRoot: string, options: StaticSiteOptions = {}): void {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing). Run \`npm run build\` first.`);
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const prerendered: PrerenderedPages = loadPrerenderedPages(webRoot);
  const root = path.relative(process.cwd(), webRoot) || '.';
  // A signed-in page asks who is signed in from its head, first of all its requests.
  const signedInHtml = indexHtml.replace('<head>', () => `<head>\n    <script>${earlySessionScript}</script>`);
  // A page opened straight from a link (a story) names the code it loads on demand, so it all comes at once.
  const preloadedPages = [...loadPagePreloadTags(webRoot)].map(([route, tags]) => [route, signedInHtml.replace('</head>', () => `${tags}\n  </head>`)] as const);
  const signedInPage = (pathname: string) => preloadedPages.find(([route]) => patternMatches(route, pathname))?.[1] ?? signedInHtml;

  // The build wrote a Brotli and a gzip copy of each asset worth compressing (scripts/vite-precompress.ts).
  app.use('/assets/*', withCacheControl(serveStatic({ root, precompressed: true }), 'public, max-age=31536000, immutable'));
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
    const pathname = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const share = sharePattern.exec(pathname);
    if (share) return sharePage(c, prerendered.shareShell ?? indexHtml, share[1]!, originOf(c, options), options.sharePreview);
    const page = prerendered.pages.get(pathname);
    if (page) return c.html(withPageMeta(page.html, page.meta, `${originOf(c, options)}${pathname}`), 200);
    const post = blogPostPattern.exec(pathname);
    if (post && prerendered.blogPostShell && routeAccess(pathname) === 'public') {
      return blogPostPage(c, prerendered.blogPostShell, decodeURIComponent(post[1]!), options);
    }
    // /index.html itself is the app's shell, which the service worker keeps for offline reading.
    const access = routeAccess(c.req.path);
    if (access && access !== 'public') return c.html(signedInPage(pathname), 200);
    return c.html(indexHtml, access || c.req.path === '/index.html' ? 200 : 404);
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
