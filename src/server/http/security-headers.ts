import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { earlySessionScript } from '../../shared/early-session.ts';
import { themeInitScript } from '../../shared/theme-init.ts';
import { OAUTH_POPUP_SCRIPT_CSP_HASH } from 'better-auth/plugins';
import { identityBasePath } from '../identity/auth.ts';
import { headerLines, nodeResponse, svgContentSecurityPolicy } from './node-response.ts';

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const contentSecurityPolicy: Record<string, string[]> = {
  'default-src': ["'self'"],
  // The hashes admit only the identity layer's own sign-in-popup completion script, the theme
  // script in every page's head and the signed-in pages' early session question.
  'script-src': ["'self'", `'${OAUTH_POPUP_SCRIPT_CSP_HASH}'`, scriptHash(themeInitScript), scriptHash(earlySessionScript)],
  // Radix and react-pageflip position elements with style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * Every response's security headers, worked out once. Google sign-in runs in a popup that reports
 * back to this window; plain same-origin would cut that link as soon as the popup reached Google.
 * HSTS is added per request, only when the request reached us over HTTPS.
 */
const baseHeaders: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', Object.entries(contentSecurityPolicy).map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Permissions-Policy', 'camera=(), geolocation=(), microphone=(self)'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

export { svgContentSecurityPolicy };

/** Where the identity layer answers a provider's return: in a popup, with its completion page. */
const popupCompletionPaths = [`${identityBasePath}/callback/`, `${identityBasePath}/oauth2/callback/`];

const hsts = 'max-age=63072000; includeSubDomains';

function isHttps(c: Context): boolean {
  const forwardedProto = c.req.header('x-forwarded-proto');
  if (forwardedProto !== undefined) return forwardedProto.split(',')[0]!.trim() === 'https';
  return c.req.url.startsWith('https:');
}

/** The headers for a request to `path`, worked out once for the two kinds of path. */
const popupHeaders = baseHeaders.filter(([name]) => name !== 'Cross-Origin-Opener-Policy');
const baseLines = headerLines(baseHeaders);
const popupLines = headerLines(popupHeaders);
const hstsLine = headerLines([['Strict-Transport-Security', hsts]]);
const isPopupCompletion = (path: string) => popupCompletionPaths.some((prefix) => path.startsWith(prefix));

const isSvg = (response: Response) => response.headers.get('Content-Type')?.startsWith('image/svg+xml') ?? false;

/**
 * Security headers on every response. Served by Node, they go on the Node response before the app
 * runs (node-response.ts): every answer carries them, the app's own answer may override one, an
 * SVG gets its policy as its headers are written, and the answer's header list stays short. Handed a request directly, the
 * app puts them on before the handler runs, so a response the handler builds carries them from
 * the start; only a response made elsewhere (the identity layer's, a static file) gets them
 * afterwards.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const popup = isPopupCompletion(c.req.path);
    const https = isHttps(c);
    const outgoing = nodeResponse(c);
    if (outgoing) {
      outgoing.addDefaultHeaders(popup ? popupLines : baseLines);
      if (https) outgoing.addDefaultHeaders(hstsLine);
      // An SVG's own policy is set as its headers are written (AppServerResponse).
      return next();
    }
    for (const [name, value] of baseHeaders) c.header(name, value);
    if (https) c.header('Strict-Transport-Security', hsts);
    await next();
    const headers = c.res.headers;
    if (!headers.has('X-Content-Type-Options')) {
      for (const [name, value] of baseHeaders) headers.set(name, value);
      if (https) headers.set('Strict-Transport-Security', hsts);
    }
    if (isSvg(c.res)) headers.set('Content-Security-Policy', svgContentSecurityPolicy);
    // The page that ends the sign-in popup has to reach its opener after Google's pages, which a
    // policy of its own would prevent (the browser puts such a page in a separate group).
    if (popup) headers.delete('Cross-Origin-Opener-Policy');
  };
}
