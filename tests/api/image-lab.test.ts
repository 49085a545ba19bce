/**
 * The illustration lab (docs/product.md "Test pages"): admins list the configured image providers
 * and have one scene drawn by each, timed; a parent's own child can be the hero; everyone else
 * gets 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageLabResponse, ImageProvidersResponse } from '../../src/shared/schemas/image-lab.ts';
import { signUpVerifiedParent, verifyEmail, type TestParent } from '../support/accounts.ts';
import { addChild } from '../support/family.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const adminEmail = 'image-lab-admin@example.com';
let t: TestApp;
let admin: TestParent;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  admin = await signUpVerifiedParent(t, { email: adminEmail });
  await verifyEmail(t, adminEmail);
});
afterAll(() => t?.close());

const draw = (caller: TestParent, json: unknown) => t.request('/api/lab/images', { method: 'POST', headers: caller.auth, json });

describe('the illustration lab', () => {
  it('lists the configured providers and draws one scene with each, timed', async () => {
    const listed = await t.request('/api/lab/image-providers', { headers: admin.auth });
    expect(listed.status).toBe(200);
    const { providers } = (await listed.json()) as ImageProvidersResponse;
    expect(providers.map((provider) => provider.name)).toEqual(['builtin']);

    const response = await draw(admin, { setting: 'beach', timeOfDay: 'night', style: 'crayon', pose: 'jumping', expression: 'surprised' });
    expect(response.status, await response.clone().text()).toBe(200);
    const { drawings } = (await response.json()) as ImageLabResponse;
    expect(drawings).toHaveLength(providers.length);
    const [builtin] = drawings;
    expect(builtin).toMatchObject({ provider: 'builtin', error: null });
    expect(builtin!.ms).toBeGreaterThanOrEqual(0);
    expect(builtin!.image!.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(builtin!.image!.slice(builtin!.image!.indexOf(',') + 1), 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(builtin!.bytes).toBe(Buffer.byteLength(svg));
  });

  it('draws the caller’s own child, and refuses another parent’s child and unknown choices', async () => {
    const child = await addChild(t, admin, {});
    expect((await draw(admin, { childId: child.id })).status).toBe(200);
    const other = await signUpVerifiedParent(t);
    const theirs = await addChild(t, other, {});
    const refused = await draw(admin, { childId: theirs.id });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field: 'childId' });
    expect((await draw(admin, { setting: 'moon-base' })).status).toBe(400);
    expect((await draw(admin, { style: 'oil-paint' })).status).toBe(400);
  });

  it('is closed to parents who are not admins', async () => {
    const parent = await signUpVerifiedParent(t);
    expect((await t.request('/api/lab/image-providers', { headers: parent.auth })).status).toBe(403);
    expect((await draw(parent, {})).status).toBe(403);
  });
});
