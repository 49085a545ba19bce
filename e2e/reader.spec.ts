import type { Page } from '@playwright/test';
import { clientAddress, createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

/** The flip-book reader: a cover, then the story page by page, by keyboard, buttons and the page strip. */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const main = (page: Page) => page.getByRole('main');

async function readyStory(page: Page, options: { voice?: 'none' | 'standard'; age?: number } = {}) {
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Mia', age: options.age ?? 4 });
  const response = await submitStory(page.request, parent.token, { heroChildId: child.id, theme: 'bedtime', length: 5, voice: options.voice ?? 'none' });
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  const story = await waitForStory(page.request, parent.token, id, 150_000);
  expect(story.status).toBe('ready');
  return { parent, story };
}

test('a story reads as a flip-book with the keyboard alone: cover, pages, the page strip and back to the start', async ({ page }) => {
  test.setTimeout(120_000);
  const { story } = await readyStory(page);
  const total = story.pages.length;
  await page.goto(`/stories/${story.id}`);
  const reader = main(page).getByRole('region', { name: `${story.title}, the story` });
  const indicator = reader.getByRole('status');
  await expect(indicator).toHaveText('Cover');
  await expect(reader.getByText(`A story for Mia`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The arrow keys turn the pages; the words of the page shown are on screen.
  await page.keyboard.press('ArrowRight');
  await expect(indicator).toHaveText(`Page 1 of ${total}`);
  const firstLine = story.pages[0]!.text.split('\n')[0]!.trim();
  await expect(reader.getByRole('region', { name: 'Words of page 1' })).toContainText(firstLine);
  await page.keyboard.press('ArrowRight');
  await expect(indicator).toHaveText(`Page 2 of ${total}`);
  await expect(page).toHaveURL(/\?page=2$/);
  await page.keyboard.press('ArrowLeft');
  await expect(indicator).toHaveText(`Page 1 of ${total}`);
  await expectNoAxeViolations(page);

  // Tab reaches the Next button; Enter and Space press it.
  const next = reader.getByRole('button', { name: 'Next' });
  for (let tabs = 0; tabs < 40 && !(await next.evaluate((element) => element === document.activeElement)); tabs += 1) await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(indicator).toHaveText(`Page 2 of ${total}`);
  await page.keyboard.press('Space');
  await expect(indicator).toHaveText(`Page 3 of ${total}`);
  const box = await next.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  // The strip of pages jumps straight to the last page, which ends the story and starts it again.
  const strip = reader.getByRole('navigation', { name: 'All pages' });
  const lastThumb = strip.getByRole('button', { name: `Page ${total}`, exact: true });
  await lastThumb.focus();
  await page.keyboard.press('Enter');
  await expect(indicator).toHaveText(`Page ${total} of ${total}`);
  await expect(lastThumb).toHaveAttribute('aria-current', 'page');
  await expect(reader.getByText('The end', { exact: true })).toBeVisible();
  const again = reader.getByRole('button', { name: 'Start again' });
  await again.focus();
  await page.keyboard.press('Enter');
  await expect(indicator).toHaveText('Cover');
});

test('on a phone the story is full-screen: no nav or footer, the book fills the width, settings fold away, and a drag turns the page', async ({ page }) => {
  test.setTimeout(120_000);
  const { story } = await readyStory(page, { age: 8 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/stories/${story.id}?page=1`);
  const reader = main(page).getByRole('region', { name: `${story.title}, the story` });
  await expect(reader.getByRole('status')).toHaveText(`Page 1 of ${story.pages.length}`);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  const box = (await reader.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBe(390);
  await expect(reader.getByRole('button', { name: 'Next' })).toBeInViewport();
  await expectNoAxeViolations(page);

  // Settings are folded away until asked for; a bigger text size makes the words bigger.
  const words = reader.getByRole('region', { name: 'Words of page 1' });
  const before = await words.evaluate((element) => parseFloat(getComputedStyle(element.firstElementChild!).fontSize));
  await expect(reader.getByLabel('Text size')).toBeHidden();
  await reader.getByText('Reading settings').click();
  await reader.getByLabel('Text size').selectOption('Extra large');
  await expect.poll(() => words.evaluate((element) => parseFloat(getComputedStyle(element.firstElementChild!).fontSize))).toBeCloseTo(before * 1.4, 0);
  await reader.getByLabel('Bedtime colours').check();
  await expect(page.locator('html')).toHaveClass(/bedtime/);
  await expectNoAxeViolations(page);

  // Dragging the page from its right edge to the left turns it.
  const block = reader.locator('.stf__block');
  await block.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const book = (await block.boundingBox())!;
  const y = book.y + Math.min(book.height, 844 - book.y) * 0.3;
  await page.mouse.move(book.x + book.width - 8, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(book.x + book.width - 8 - (step * book.width) / 10, y + step * 4);
  await page.mouse.up();
  await expect(reader.getByRole('status')).toHaveText(`Page 2 of ${story.pages.length}`);
  await expect(page).toHaveURL(/\?page=2$/);
  // Leaving the story leaves bedtime colours behind.
  await page.goto('/stories');
  await expect(page.locator('html')).not.toHaveClass(/bedtime/);
});

test('a story page opened afresh asks who is signed in from its head, gets the token in the same answer and asks for the story once', async ({ page }) => {
  test.setTimeout(120_000);
  const { story } = await readyStory(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto(`/stories/${story.id}`);
  await expect(main(page).getByRole('region', { name: `${story.title}, the story` }).getByRole('status')).toHaveText('Cover');
  await expect(main(page).getByRole('region', { name: `${story.title}, the story` }).getByText('A story for Mia')).toBeVisible();
  // The head's script (admitted by the content security policy, or the page would log an error) asks first.
  expect(asked[0]).toBe('/api/identity/get-session');
  expect(asked.filter((path) => path === '/api/identity/get-session')).toHaveLength(1);
  expect(asked).not.toContain('/api/identity/token');
  expect(asked.filter((path) => path === `/api/stories/${story.id}`)).toHaveLength(1);
  // Its head names the code the page loads on demand — the signed-in routes, the story page, the reader and the page-turning engine — so it all comes at once.
  const html = await (await page.request.get(`/stories/${story.id}`)).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)].map((match) => match[1]!);
  for (const chunk of ['signed-in-routes', 'story', 'reader', 'flip-book']) expect(preloaded.some((file) => new RegExp(`^/assets/${chunk}-[\\w-]{8}\\.js$`).test(file)), chunk).toBe(true);
  for (const file of preloaded) expect((await page.request.get(file)).status(), file).toBe(200);
});

test('with reduced motion the pages fade instead of curling', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ reducedMotion: 'reduce', extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await context.newPage();
  const { story } = await readyStory(page);
  // Every animation the page starts is noted, so a short fade cannot be missed.
  await page.addInitScript(() => {
    const fades: string[] = [];
    (window as unknown as { fades: string[] }).fades = fades;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      fades.push(JSON.stringify(keyframes));
      return animate.call(this, keyframes, options);
    };
  });
  await page.goto(`/stories/${story.id}?page=1`);
  const reader = main(page).getByRole('region', { name: `${story.title}, the story` });
  await expect(reader.getByRole('status')).toHaveText(`Page 1 of ${story.pages.length}`);
  const fadesBefore = await page.evaluate(() => (window as unknown as { fades: string[] }).fades.length);
  // Watch for any page drawn mid-curl (page-flip clips a turning page with a polygon).
  await page.evaluate(() => {
    const seen = { curled: false };
    (window as unknown as { turnSeen: typeof seen }).turnSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('.stf__item[style*="polygon"]')) seen.curled = true;
    }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['style'] });
  });
  await page.keyboard.press('ArrowRight');
  await expect(reader.getByRole('status')).toHaveText(`Page 2 of ${story.pages.length}`);
  await expect(reader.getByRole('region', { name: 'Words of page 2' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { fades: string[] }).fades.length)).toBeGreaterThan(fadesBefore);
  expect(await page.evaluate(() => (window as unknown as { fades: string[] }).fades.at(-1))).toBe(JSON.stringify([{ opacity: 0.25 }, { opacity: 1 }]));
  expect(await page.evaluate(() => (window as unknown as { turnSeen: { curled: boolean } }).turnSeen.curled)).toBe(false);
  await context.close();
});
