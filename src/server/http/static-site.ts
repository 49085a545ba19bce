import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { routeAccess } from '../../shared/routes.ts';
import type { AppEnv } from '../context.ts';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and
 * every non-API path answered with index.html (404 status for paths that are no route of ours).
 */
export function mountStaticSite(app: Hono<AppEnv>, webRoot: string): void {
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
    return c.html(indexHtml, routeAccess(c.req.path) ? 200 : 404);
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
