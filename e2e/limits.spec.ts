import type { Locator, Page } from '@playwright/test';
import { contactLimits } from '../src/shared/schemas/contact.ts';
import { titleMaxLength } from '../src/shared/schemas/stories.ts';
import { displayNameMaxLength } from '../src/shared/names.ts';
import { createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { toasts } from './support/shell.ts';
import { createChild, readStory, submitStory, waitForStory } from './support/stories.ts';

/**
 * Limited text fields say so as the text nears its limit and stop at it with a message, instead of
 * cutting the text silently or refusing it after it is sent; a long text in a toast wraps on screen.
 */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const main = (page: Page) => page.getByRole('main');
const figure = (n: number) => n.toLocaleString('en-US');

/** The counter beside a field: a status line naming both figures. */
const counter = (scope: Locator, max: number) => scope.getByRole('status').filter({ hasText: `/ ${figure(max)}` });

/** Fills all but a few characters at once, then types past the limit the way a person would. */
async function typeToTheLimitAndBeyond(field: Locator, max: number, letter = 'a') {
  await field.fill(letter.repeat(max - 5));
  await field.pressSequentially('bcdefghij');
  await expect(field).toHaveValue(`${letter.repeat(max - 5)}bcdef`);
}

test('renaming a story counts toward 120 characters and stops there, saying so', async ({ page }) => {
  test.setTimeout(90_000);
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Noor', age: 8 });
  const { id } = (await (await submitStory(page.request, parent.token, { heroChildId: child.id, templateId: 'big-hill', length: 5 })).json()) as { id: string };
  await waitForStory(page.request, parent.token, id);

  await page.goto(`/stories/${id}`);
  await main(page).getByRole('button', { name: 'Rename' }).click();
  const title = main(page).getByLabel('Story title');
  const form = main(page).locator('form').filter({ has: page.getByLabel('Story title') });

  // Far from the limit, no figures distract the parent.
  await title.fill('Noor and the Snowy Hill');
  await expect(counter(form, titleMaxLength)).toHaveCount(0);

  // Near it, the count shows; at it, typing stops and the limit is named.
  await title.fill('Noor '.repeat(20));
  await expect(counter(form, titleMaxLength)).toHaveText(`100 / ${titleMaxLength}`);
  await typeToTheLimitAndBeyond(title, titleMaxLength);
  await expect(counter(form, titleMaxLength)).toHaveText(`120 / 120 — That is the limit of 120 characters.`);
  await expect(title).toHaveAccessibleDescription(/That is the limit of 120 characters\./);
  await expectNoAxeViolations(page);

  // What is saved is exactly what the field shows, nothing cut off afterwards.
  const full = await title.inputValue();
  await main(page).getByRole('button', { name: 'Save the title' }).click();
  await expect(page.getByRole('heading', { level: 1, name: full })).toBeVisible();
  expect((await readStory(page.request, parent.token, id)).title).toBe(full);

  // The toast quoting the long title wraps inside the window.
  const toast = toasts(page).locator('li').filter({ hasText: 'Story renamed' });
  await expect(toast).toBeVisible();
  await expectInsideWindow(page, toast);
  // On a story page it sits clear of the reader's page controls.
  const nextBox = (await main(page).getByRole('button', { name: 'Next' }).boundingBox())!;
  const toastBox = (await toast.boundingBox())!;
  const overlaps = toastBox.x < nextBox.x + nextBox.width && nextBox.x < toastBox.x + toastBox.width
    && toastBox.y < nextBox.y + nextBox.height && nextBox.y < toastBox.y + toastBox.height;
  expect(overlaps, 'the toast covers the Next button').toBe(false);
});

test('the contact message counts toward 5,000 characters and stops there, saying so', async ({ page }) => {
  await page.goto('/contact');
  const form = main(page).locator('form');
  const message = form.getByLabel('Message');
  await form.getByLabel('Your name').fill('Robin Example');
  await form.getByLabel('Email address').fill('robin@example.com');

  await message.fill('Hello. '.repeat(100));
  await expect(counter(form, contactLimits.message)).toHaveCount(0);

  await message.fill('x'.repeat(4_500));
  await expect(counter(form, contactLimits.message)).toHaveText(`4,500 / 5,000`);
  await typeToTheLimitAndBeyond(message, contactLimits.message, 'x');
  await expect(counter(form, contactLimits.message)).toHaveText('5,000 / 5,000 — That is the limit of 5,000 characters.');
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(main(page).getByRole('heading', { name: 'Message sent' })).toBeVisible();
});

test('a signed-in parent finds the contact form filled with their name and email', async ({ page }) => {
  const parent = await createVerifiedParent(page.request, { name: 'Robin Example' });
  await page.goto('/contact');
  const form = main(page).locator('form');
  await expect(form.getByLabel('Your name')).toHaveValue('Robin Example');
  await expect(form.getByLabel('Email address')).toHaveValue(parent.email);
  await expectNoAxeViolations(page);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a name at its limit is saved, and the toast quoting it wraps on a phone screen', async ({ page }) => {
    await createVerifiedParent(page.request, { name: 'Robin Example' });
    await page.goto('/profile');
    const name = main(page).getByLabel('Your name');
    // One unbroken word is the hardest text to fit: it must wrap anywhere.
    await typeToTheLimitAndBeyond(name, displayNameMaxLength, 'A');
    await expect(counter(main(page), displayNameMaxLength)).toContainText('That is the limit of 120 characters.');
    await main(page).getByRole('button', { name: 'Save name' }).click();

    const toast = toasts(page).locator('li').filter({ hasText: 'Name saved' });
    await expect(toast).toBeVisible();
    await expectInsideWindow(page, toast);
    await expectNoAxeViolations(page);
  });
});

async function expectInsideWindow(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'the toast is on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  const overflow = await element.evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(overflow, 'no text runs out of the toast').toBeLessThanOrEqual(0);
}
