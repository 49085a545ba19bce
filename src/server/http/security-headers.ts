import type { MiddlewareHandler } from 'hono';
import { OAUTH_POPUP_SCRIPT_CSP_HASH } from 'better-auth/plugins';
import { secureHeaders } from 'hono/secure-headers';
import { identityBasePath } from '../identity/auth.ts';

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  // The hash admits only the identity layer's own sign-in-popup completion script.
  scriptSrc: ["'self'", `'${OAUTH_POPUP_SCRIPT_CSP_HASH}'`],
  // Radix and react-pageflip position elements with style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const baseHeaders = secureHeaders({
  contentSecurityPolicy,
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
  // Google sign-in runs in a popup that reports back to this window; plain same-origin would cut
  // that link as soon as the popup reached Google.
  crossOriginOpenerPolicy: 'same-origin-allow-popups',
  strictTransportSecurity: false,
  permissionsPolicy: { camera: [], geolocation: [], microphone: ['self'] },
});

/** An SVG opened on its own is a document: ours draw only, so nothing in one may run or load. */
export const svgContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Where the identity layer answers a provider's return: in a popup, with its completion page. */
const popupCompletionPaths = [`${identityBasePath}/callback/`, `${identityBasePath}/oauth2/callback/`];

/** Security headers on every response; HSTS only when the request reached us over HTTPS. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await baseHeaders(c, next);
    // The page that ends the sign-in popup has to reach its opener after Google's pages, which a
    // policy of its own would prevent (the browser puts such a page in a separate group).
    if (c.res.headers.get('Content-Type')?.startsWith('image/svg+xml')) c.res.headers.set('Content-Security-Policy', svgContentSecurityPolicy);
    if (popupCompletionPaths.some((prefix) => c.req.path.startsWith(prefix))) c.res.headers.delete('Cross-Origin-Opener-Policy');
    const forwardedProto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const https = (forwardedProto ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
    if (https) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}
