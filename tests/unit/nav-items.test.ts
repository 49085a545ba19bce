import { describe, expect, it } from 'vitest';
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
