/**
 * /api/templates: signed-in parents get every template with its ages, premise and an example cover;
 * the cover is our own sanitised SVG, drawn at the template's time of day, cached for a year under
 * an address that carries its version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateListResponse } from '../../src/shared/schemas/templates.ts';
import { assertSafeSvg } from '../../src/server/providers/images/sanitize.ts';
import { signUpParent, type TestParent } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let parent: TestParent;
beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpParent(t);
});
afterAll(() => t.close());

const list = async () => ((await (await t.request('/api/templates', { headers: parent.auth })).json()) as TemplateListResponse).templates;

describe('story templates', () => {
  it('lists every template with the ages it suits and its premise, for signed-in parents only', async () => {
    expect((await t.request('/api/templates')).status).toBe(401);
    const templates = await list();
    expect(templates.length).toBeGreaterThanOrEqual(36);
    for (const template of templates) {
      expect(template.minAge).toBeGreaterThanOrEqual(2);
      expect(template.maxAge).toBeLessThanOrEqual(14);
      expect(template.minAge).toBeLessThanOrEqual(template.maxAge);
      expect(template.premise.length).toBeGreaterThan(20);
      expect(template.coverUrl).toMatch(new RegExp(`^/api/templates/${template.id}/cover\\.svg\\?v=[0-9a-f]{12}$`));
    }
    expect(templates.find((template) => template.id === 'lost-little-star')).toMatchObject({ theme: 'space', minAge: 3, maxAge: 8, premise: expect.stringContaining('tiny star') });
  });

  it('serves each cover as a safe SVG with long cache headers, at the template’s time of day', async () => {
    const templates = await list();
    const covers = new Set<string>();
    for (const id of ['lost-little-star', 'big-hill', 'coral-choir']) {
      const template = templates.find((candidate) => candidate.id === id)!;
      const response = await t.request(template.coverUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const svg = await response.text();
      expect(assertSafeSvg(svg)).toBe(svg);
      expect(svg).toContain('data-figure="hero"');
      // The night sky's deep blue only where the template's plot happens at night.
      expect(svg.includes('#141b45'), id).toBe(id === 'lost-little-star');
      covers.add(svg);
    }
    // Three settings, three different pictures; the same address gives the same picture again.
    expect(covers.size).toBe(3);
    const again = await t.request(templates.find((template) => template.id === 'big-hill')!.coverUrl);
    expect(covers.has(await again.text())).toBe(true);
    expect((await t.request('/api/templates/no-such-template/cover.svg')).status).toBe(404);
  });

  it('draws the template’s creature or helper beside the hero when the illustrator knows it', async () => {
    const templates = await list();
    const cover = async (id: string) => (await t.request(templates.find((template) => template.id === id)!.coverUrl)).text();
    for (const [id, kind] of [['kind-dragon', 'dragon'], ['robot-friend', 'robot'], ['whale-song', 'whale'], ['tiny-triceratops', 'dinosaur'], ['coral-choir', 'fish']] as const) {
      const svg = await cover(id);
      expect(svg, id).toContain('data-figure="creature"');
      expect(svg, id).toContain(`data-creature="${kind}"`);
    }
    // A helper the illustrator cannot draw (a lighthouse keeper), or none, leaves the hero alone.
    for (const id of ['lighthouse-keeper', 'big-hill']) expect(await cover(id), id).not.toContain('data-figure="creature"');
  });
});
