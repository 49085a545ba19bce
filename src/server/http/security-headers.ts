import type { MiddlewareHandler } from 'hono';
import { OAUTH_POPUP_SCRIPT_CSP_HASH } from 'better-auth/plugins';
import { secureHeaders } from 'hono/secure-headers';

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
  strictTransportSecurity: false,
  permissionsPolicy: { camera: [], geolocation: [], microphone: ['self'] },
});

/** Security headers on every response; HSTS only when the request reached us over HTTPS. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await baseHeaders(c, next);
    const forwardedProto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const https = (forwardedProto ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
    if (https) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}
