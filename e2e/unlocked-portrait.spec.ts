/**
 * An encrypted portrait shaping one story's pictures. The app starts on its own, pointed at the
 * local fake OpenAI image API: the parent (consent 2 given) encrypts a portrait in the browser,
 * unlocks it again in the wizard's illustrations step, ticks the choice, and the story's reference
 * picture is drawn from exactly the picture the browser sent.
 */
import path from 'node:path';
import sharp from 'sharp';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { preparePlainImage } from '../src/server/domain/portrait-images.ts';
import { messages } from '../src/shared/messages.ts';
import type { PortraitRecord } from '../src/shared/schemas/portraits.ts';
import type { CreateStoryRequest } from '../src/shared/schemas/stories.ts';
import { sha256, startFakeImages, type FakeImages } from '../tests/support/fake-images.ts';
import { clientAddress, createVerifiedParent } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { startOwnApp, type OwnApp } from './support/own-app.ts';
import { createChild, waitForStory } from './support/stories.ts';

const portraitPassword = 'moonlit-harbour-42';

const main = (page: Page) => page.getByRole('main');
const next = (page: Page) => main(page).getByRole('button', { name: /^Next: / });
const screenshots = process.env.SCREENSHOT_DIR;

let fake: FakeImages | undefined;
let app: OwnApp | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  fake = await startFakeImages();
  app = await startOwnApp('unlocked', {
    IMAGE_PROVIDER: 'openai',
    IMAGE_MODEL: 'gpt-image-test',
    OPENAI_API_KEY: 'sk-images',
    OPENAI_BASE_URL: fake.baseUrl,
    IMAGE_RETRIES: '1',
    CREDITS_ENABLED: 'false',
  });
});

test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

test('a parent unlocks the hero’s encrypted portrait in the wizard and the story’s reference is drawn from it', async ({ browser }) => {
  const appUrl = app!.url;
  test.setTimeout(240_000);
  const address = clientAddress();
  const api = await playwrightRequest.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const context = await browser.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    const parent = await createVerifiedParent(api, { origin: appUrl });
    const auth = { authorization: `Bearer ${parent.token}` };
    expect((await api.post('/api/privacy/consents', { headers: auth, data: { kind: 'ai-provider', granted: true } })).ok()).toBe(true);
    const site = await (await api.get('/api/site-config')).json();
    expect(site).toMatchObject({ outsideImageProvider: 'OpenAI' });
    await createChild(api, parent.token, { name: 'Mia', age: 5 });
    const signIn = await page.request.post('/api/identity/sign-in/email', { data: { email: parent.email, password: parent.password }, headers: { origin: appUrl } });
    expect(signIn.ok()).toBe(true);

    // An encrypted portrait, made in the browser.
    await page.goto('/portraits');
    const photo = await sharp({ create: { width: 96, height: 120, channels: 3, background: { r: 80, g: 140, b: 220 } } }).png().toBuffer();
    await main(page).getByLabel('Choose a photo of Mia').setInputFiles({ name: 'mia.png', mimeType: 'image/png', buffer: photo });
    await main(page).getByRole('checkbox', { name: 'Encrypt in my browser with a password' }).check();
    await main(page).getByLabel('Portrait password').fill(portraitPassword);
    await main(page).getByLabel('Type it again').fill(portraitPassword);
    await main(page).getByRole('button', { name: 'Encrypt and upload' }).click();
    await expect(main(page).getByText('Encrypted', { exact: true })).toBeVisible({ timeout: 30_000 });
    const [portrait] = ((await (await api.get('/api/portraits', { headers: auth })).json()) as { portraits: PortraitRecord[] }).portraits;
    expect(portrait).toMatchObject({ isEncrypted: true });

    // A fresh load locks it again; the wizard offers to unlock it.
    await page.goto('/create-story');
    await expect(main(page).getByRole('radio', { name: 'Mia' })).toBeChecked({ timeout: 30_000 });
    await next(page).click();
    await next(page).click();
    await main(page).getByRole('radio', { name: 'Dinosaurs' }).check();
    await next(page).click();
    await next(page).click();
    await main(page).getByRole('radio', { name: '5 minutes', exact: true }).check();
    await next(page).click();

    const choice = main(page).getByRole('region', { name: 'Mia’s locked portrait' });
    await expect(choice).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    await choice.getByRole('button', { name: 'Unlock Mia’s portrait' }).click();
    const dialog = page.getByRole('dialog', { name: messages.passwordDialog.title });
    await dialog.getByLabel('Password').fill(portraitPassword);
    await dialog.getByLabel('Password').press('Enter');
    const box = choice.getByRole('checkbox', { name: 'Use Mia’s unlocked portrait for this story’s pictures' });
    await expect(box).not.toBeChecked({ timeout: 30_000 });
    await expect(box).toHaveAccessibleDescription(/sent to OpenAI for this story only, and deleted as soon as the hero’s reference drawing is made/);
    await expect.poll(() => choice.getByRole('img', { name: 'Mia’s unlocked portrait' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
    await box.check();
    await expectNoAxeViolations(page);
    if (screenshots) {
      await choice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(screenshots, 'unlocked-desktop.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: path.join(screenshots, 'unlocked-phone.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await next(page).click();
    await next(page).click();

    await expect(main(page).getByText('Storybook · drawn from Mia’s unlocked portrait')).toBeVisible();
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/stories');
    await main(page).getByRole('button', { name: 'Create the story' }).click();
    const body = (await sent).postDataJSON() as CreateStoryRequest;
    expect(body.unlockedPortrait?.portraitId).toBe(portrait!.id);
    const decrypted = Buffer.from(body.unlockedPortrait!.image, 'base64');
    expect(await sharp(decrypted).metadata()).toMatchObject({ format: 'jpeg', width: 96, height: 120 });

    await expect(page).toHaveURL(/\/story-completion\?id=/, { timeout: 30_000 });
    const id = new URL(page.url()).searchParams.get('id')!;
    const story = await waitForStory(api, parent.token, id, 150_000);
    expect(story.status).toBe('ready');
    // The reference call carries the picture the browser sent, as the server re-encoded it.
    const [reference] = fake!.imageCalls;
    expect(reference).toMatchObject({ path: '/v1/images/edits' });
    expect(reference!.images).toEqual([sha256((await preparePlainImage(new Uint8Array(decrypted))).data)]);
    expect(story.pages.every((storyPage) => storyPage.illustration?.provider === 'openai' && storyPage.illustration.fromPortrait)).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await api.dispose();
  }
});
