import { Hono } from 'hono';
import { OAUTH_POPUP_SCRIPT_CSP_HASH } from 'better-auth/plugins';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/server/http/security-headers.ts';

function appWithHeaders() {
  const app = new Hono();
  app.use(securityHeaders());
  app.get('*', (c) => c.html('<!doctype html><title>page</title>'));
  return app;
}

describe('security headers for the Google sign-in popup', () => {
  it('let the app keep its link to the sign-in popup it opens', async () => {
    const response = await appWithHeaders().request('/login');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it.each(['/api/identity/callback/google', '/api/identity/oauth2/callback/google'])(
    'leave the popup completion page %s able to reach its opener',
    async (pathname) => {
      const response = await appWithHeaders().request(`${pathname}?code=abc&state=xyz`);
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
      // Everything else still applies, including the hash that admits the completion script.
      expect(response.headers.get('content-security-policy')).toContain(`'${OAUTH_POPUP_SCRIPT_CSP_HASH}'`);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('keep the opener policy on the rest of the identity layer', async () => {
    const response = await appWithHeaders().request('/api/identity/get-session');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});

describe('the signed-in pages’ early session question', () => {
  it('is admitted by its exact hash', async () => {
    const { createHash } = await import('node:crypto');
    const { earlySessionScript } = await import('../../src/shared/early-session.ts');
    const policy = (await appWithHeaders().request('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`'sha256-${createHash('sha256').update(earlySessionScript).digest('base64')}'`);
  });
});

describe('the theme script in every page head', () => {
  it('is admitted by its exact hash and nothing else inline', async () => {
    const { createHash } = await import('node:crypto');
    const { themeInitScript } = await import('../../src/shared/theme-init.ts');
    const response = await appWithHeaders().request('/');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`'sha256-${createHash('sha256').update(themeInitScript).digest('base64')}'`);
    expect(/script-src [^;]*'unsafe-inline'/.test(policy)).toBe(false);
  });
});
