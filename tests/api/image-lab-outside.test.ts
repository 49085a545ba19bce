/**
 * The illustration lab with an outside image model configured (IMAGE_PROVIDER=openai) against the
 * local fake: the model is listed beside the built-in illustrator and draws the same scene as it
 * would for a book (a reference first, then the page with it), timed; the admin's own child is sent
 * only with consent 2, and never by name.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImageLabResponse, ImageProvidersResponse } from '../../src/shared/schemas/image-lab.ts';
import { signUpVerifiedParent, verifyEmail, type TestParent } from '../support/accounts.ts';
import { startFakeImages, type FakeImages } from '../support/fake-images.ts';
import { addChild } from '../support/family.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const adminEmail = 'image-lab-outside@example.com';
let fake: FakeImages;
let t: TestApp;
let admin: TestParent;

beforeAll(async () => {
  fake = await startFakeImages();
  t = await createTestApp({ ADMIN_EMAILS: adminEmail, IMAGE_PROVIDER: 'openai', IMAGE_MODEL: 'gpt-image-lab', OPENAI_API_KEY: 'sk-lab', OPENAI_BASE_URL: fake.baseUrl, IMAGE_RETRIES: '0' });
  admin = await signUpVerifiedParent(t, { email: adminEmail });
  await verifyEmail(t, adminEmail);
}, 60_000);
beforeEach(() => fake.reset());
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const draw = async (json: unknown) => {
  const response = await t.request('/api/lab/images', { method: 'POST', headers: admin.auth, json });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as ImageLabResponse).drawings;
};

describe('the illustration lab with an outside model', () => {
  it('lists the model and draws the scene with it beside the built-in illustrator, each timed', async () => {
    const { providers } = (await (await t.request('/api/lab/image-providers', { headers: admin.auth })).json()) as ImageProvidersResponse;
    expect(providers).toEqual([
      { name: 'builtin', label: 'Built-in illustrator (SVG, offline)' },
      { name: 'openai', label: 'OpenAI gpt-image-lab (outside, consent 2)' },
    ]);

    fake.delayMs = 120;
    const [builtin, outside] = await draw({ setting: 'forest', timeOfDay: 'sunset', style: 'paper-cut', pose: 'running', expression: 'brave' });
    expect(builtin).toMatchObject({ provider: 'builtin', error: null });
    expect(outside).toMatchObject({ provider: 'openai', error: null });
    expect(outside!.image!.startsWith('data:image/webp;base64,')).toBe(true);
    expect(outside!.bytes).toBeGreaterThan(0);
    // Two calls, each slowed: the reference, then the page sent with it.
    expect(outside!.ms).toBeGreaterThanOrEqual(240);
    expect(outside!.note).toMatch(/^reference \d+ ms, then the page \d+ ms$/);
    const [reference, page] = fake.imageCalls;
    expect(reference).toMatchObject({ path: '/v1/images/generations', model: 'gpt-image-lab' });
    expect(reference!.prompt).toContain('character reference');
    expect(page).toMatchObject({ path: '/v1/images/edits' });
    expect(page!.images).toHaveLength(1);
    expect(page!.prompt).toContain('Scene: a forest at sunset.');
    expect(page!.prompt).toContain('The hero is running, looking brave.');
    expect(page!.prompt).toMatch(/paper/i);
  });

  it('sends the admin’s own child only with consent 2, and never their name', async () => {
    const child = await addChild(t, admin, { name: 'Zadie' });
    const [, refused] = await draw({ childId: child.id });
    expect(refused).toMatchObject({ provider: 'openai', image: null });
    expect(refused!.error).toMatch(/consent 2/);
    expect(fake.imageCalls).toHaveLength(0);

    const consent = await t.request('/api/privacy/consents', { method: 'POST', headers: admin.auth, json: { kind: 'ai-provider', granted: true } });
    expect(consent.status).toBe(200);
    const [, drawn] = await draw({ childId: child.id });
    expect(drawn).toMatchObject({ provider: 'openai', error: null });
    expect(fake.imageCalls).toHaveLength(2);
    for (const call of fake.imageCalls) expect(call.prompt).not.toMatch(/zadie/i);
  });

  it('shows a failing model as an error beside the built-in drawing', async () => {
    fake.fail = () => true;
    const [builtin, outside] = await draw({});
    expect(builtin!.image).not.toBeNull();
    expect(outside).toMatchObject({ provider: 'openai', image: null });
    expect(outside!.error).toBeTruthy();
  });
});
