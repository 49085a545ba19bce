import { describe, expect, it } from 'vitest';
import { paths } from '@shared/routes.ts';
import { hasAppPage } from '@web/app/app-pages.ts';
import { appNavItems, userMenuItems } from '@web/components/layout/app-nav-items.ts';
import { headerVariantFor, landingNav, publicNav, visibleItems } from '@web/components/layout/nav-items.ts';

describe('public navigation', () => {
  it('gives the landing page its own header and every other page the signed-out nav', () => {
    expect(headerVariantFor('/')).toBe('landing');
    expect(headerVariantFor('/blog')).toBe('public');
    expect(headerVariantFor('/no-such-page')).toBe('public');
  });

  it('lists the SPEC links in order', () => {
    expect(landingNav.map((item) => item.label)).toEqual(['Features', 'How It Works', 'Blog', 'Affiliates', 'Pricing']);
    expect(publicNav.map((item) => item.label)).toEqual(['Home', 'Blog', 'About', 'Contact']);
  });

  it('hides Affiliates when the programme is disabled', () => {
    expect(visibleItems(landingNav, false).map((item) => item.label)).not.toContain('Affiliates');
    expect(visibleItems(landingNav, true).map((item) => item.label)).toContain('Affiliates');
  });
});

describe('signed-in navigation', () => {
  const everyLink = (isAdmin: boolean, affiliatesEnabled: boolean) => [
    ...appNavItems({ affiliatesEnabled, isAdmin }),
    ...userMenuItems(isAdmin),
  ];

  it('offers only links whose page is built (the blog is public)', () => {
    for (const isAdmin of [false, true]) {
      for (const affiliatesEnabled of [false, true]) {
        for (const item of everyLink(isAdmin, affiliatesEnabled)) {
          expect(item.href === paths.blog || hasAppPage(item.href), item.href).toBe(true);
        }
      }
    }
    expect(appNavItems({ affiliatesEnabled: true, isAdmin: false }).map((item) => item.href)).not.toContain(paths.affiliateDashboard);
  });

  it('names the children page for what it holds and links the templates and the library', () => {
    const labels = appNavItems({ affiliatesEnabled: false, isAdmin: false }).map((item) => item.label);
    expect(labels).toEqual(['Dashboard', 'Create Story', 'My Stories', 'Children', 'Templates', 'Library', 'Get Credits', 'Blog']);
  });
});
