import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { messages } from '../src/shared/messages.ts';
import { adultBirthDate, createParent, createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { toasts } from './support/shell.ts';

/**
 * The family page (/portraits): a child built in the appearance builder, plain and encrypted
 * portraits, unlocking with the password dialog, and deleting everything again.
 */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const main = (page: Page) => page.getByRole('main');

/** A small real PNG (the server re-encodes plain ones; the browser re-encodes encrypted ones). */
const photo = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 96, height: 120, channels: 3, background: colour } }).png().toBuffer();

/** A date of birth that makes the child `age` today, whatever today is. */
function birthDateForAge(age: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCDate(date.getUTCDate() - 20);
  return date.toISOString().slice(0, 10);
}

/** Types a YYYY-MM-DD date into the Day / Month / Year entry. */
async function enterDate(scope: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await scope.getByLabel('Day').fill(String(Number(day)));
  await scope.getByLabel('Month').selectOption(String(Number(month)));
  await scope.getByLabel('Year').fill(year!);
}

async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

const portraitPassword = 'moonlit-harbour-42';

/** Drops a file on an element the way a browser does when a photo is dragged from the desktop. */
async function dropFile(target: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dataTransfer = await target.page().evaluateHandle(
    ({ name, mimeType, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  );
  await target.dispatchEvent('drop', { dataTransfer });
}

test('a parent builds a child, adds plain and encrypted portraits, unlocks, and deletes it all', async ({ page }) => {
  // Ten page states, each with an axe scan, and two 600,000-round key derivations.
  test.setTimeout(180_000);
  const parent = await createVerifiedParent(page.request);
  await page.goto('/portraits');
  await expect(page.getByRole('heading', { level: 1, name: 'Your children and their portraits' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The editor, with its live preview.
  await main(page).getByRole('button', { name: 'Add a child' }).click();
  const editor = main(page).getByRole('region', { name: 'Add a child' });
  await expect(editor.getByRole('heading', { name: 'Add a child' })).toBeFocused();
  await editor.getByLabel('Name', { exact: true }).fill('Mia');
  await enterDate(editor, birthDateForAge(6));
  await editor.getByRole('radio', { name: 'she/her' }).check();
  await editor.getByRole('button', { name: 'dinosaurs' }).click();
  await editor.getByLabel('Add an interest').fill('volcanoes');
  await editor.getByLabel('Add an interest').press('Enter');
  await expect(editor.getByRole('list', { name: 'Chosen interests' }).getByRole('listitem')).toHaveCount(2);
  await editor.getByLabel('Favourite animal').fill('otter');
  await expect(editor.getByText('Early reader · 80 words a minute')).toBeVisible();

  const preview = editor.getByRole('img', { name: 'Preview of Mia as drawn in stories' });
  const drawn = () => preview.innerHTML();
  const original = await drawn();
  await editor.getByRole('radio', { name: 'Curly' }).check();
  await expect.poll(drawn).not.toBe(original);
  const curly = await drawn();
  await editor.getByRole('checkbox', { name: 'Glasses' }).check();
  await expect.poll(drawn).not.toBe(curly);
  await editor.getByRole('radio', { name: 'Ginger' }).first().check();
  await expectNoAxeViolations(page);

  await editor.getByRole('button', { name: 'Add child' }).click();
  const child = main(page).getByRole('region', { name: 'Mia', exact: true });
  await expect(child.getByRole('heading', { level: 2, name: 'Mia' })).toBeVisible();
  await expect(child.getByText('6 years old · she/her')).toBeVisible();
  await expect(child.getByText('Early reader · 80 words a minute')).toBeVisible();
  await expect(child.getByText('dinosaurs, volcanoes')).toBeVisible();
  await expect(child.getByRole('img', { name: 'Mia’s character' })).toBeVisible();

  // The browser refuses what it can tell is not a photo, in the server's words.
  const picker = child.getByLabel('Choose a photo of Mia');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(child.getByText('This file is not a photo Storyloom can use. Please choose a JPEG, PNG, WebP or HEIC image.')).toBeVisible();

  // A plain portrait.
  await picker.setInputFiles({ name: 'mia.png', mimeType: 'image/png', buffer: await photo({ r: 240, g: 160, b: 90 }) });
  await child.getByRole('button', { name: 'Upload portrait' }).click();
  await expectLoaded(child.getByRole('img', { name: 'Portrait 1 of Mia' }));
  await expect(toasts(page).getByText('Portrait added', { exact: true })).toBeVisible();
  await expect(child.getByText('Main portrait', { exact: true })).toBeVisible();

  // An encrypted one, dragged in.
  await dropFile(child.getByText(/^Drop a photo here, or choose one/), {
    name: 'mia-secret.png',
    mimeType: 'image/png',
    buffer: await photo({ r: 80, g: 140, b: 220 }),
  });
  await expect(child.getByText('mia-secret.png')).toBeVisible();
  await child.getByRole('checkbox', { name: 'Encrypt in my browser with a password' }).check();
  await expect(child.getByText(/never sees the picture or your password/)).toBeVisible();
  await expect(child.getByText(/cannot be sent to an outside illustration service unless you unlock it for that story/)).toBeVisible();
  await child.getByLabel('Portrait password').fill(portraitPassword);
  await child.getByLabel('Type it again').fill('not the same');
  await child.getByRole('button', { name: 'Encrypt and upload' }).click();
  await expect(child.getByText('The two passwords do not match.')).toBeVisible();
  await child.getByLabel('Type it again').fill(portraitPassword);
  await child.getByRole('button', { name: 'Encrypt and upload' }).click();
  await expect(child.getByText('Encrypted', { exact: true })).toBeVisible();
  // Just uploaded in this tab: shown without asking.
  await expectLoaded(child.getByRole('img', { name: 'Portrait 1 of Mia' }));
  await expectLoaded(child.getByRole('img', { name: 'Portrait 2 of Mia' }));
  await expectNoAxeViolations(page);

  // After a reload the encrypted portrait is locked again.
  await page.reload();
  await expect(child.getByText('Locked with your password')).toBeVisible();
  await expectLoaded(child.getByRole('img', { name: 'Portrait 2 of Mia' }));
  await expect(child.getByRole('img', { name: 'Portrait 1 of Mia' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const unlock = child.getByRole('button', { name: 'Unlock portrait 1 of Mia' });
  const dialog = page.getByRole('dialog', { name: messages.passwordDialog.title });
  await unlock.click();
  await expect(dialog.getByText(messages.passwordDialog.description)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(messages.passwordDialog.empty)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Password').fill('wrong-password-1');
  await dialog.getByLabel('Password').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(child.getByRole('alert').filter({ hasText: 'That password did not unlock this portrait' })).toBeVisible();
  await expect(child.getByText('Locked with your password')).toBeVisible();

  await unlock.click();
  await dialog.getByLabel('Password').fill(portraitPassword);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectLoaded(child.getByRole('img', { name: 'Portrait 1 of Mia' }));
  await expectNoAxeViolations(page);

  // Make the encrypted one the main portrait.
  await child.getByRole('button', { name: 'Make portrait 1 Mia’s main portrait' }).click();
  await expect(child.getByRole('button', { name: 'Make portrait 2 Mia’s main portrait' })).toBeVisible();
  await expect(child.getByRole('button', { name: 'Make portrait 1 Mia’s main portrait' })).toHaveCount(0);

  // Delete both portraits.
  for (const position of [2, 1]) {
    await child.getByRole('button', { name: `Delete portrait ${position} of Mia` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this portrait?' });
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete portrait' }).click();
    await expect(confirm).toBeHidden();
    await expect(child.getByRole('button', { name: `Delete portrait ${position} of Mia` })).toHaveCount(0);
  }
  await expect(child.getByText(/No portraits yet/)).toBeVisible();

  // And the child.
  await child.getByRole('button', { name: 'Delete Mia’s profile' }).click();
  const confirmChild = page.getByRole('alertdialog', { name: 'Delete Mia’s profile?' });
  await expect(confirmChild.getByText(/every story about them/)).toBeVisible();
  await confirmChild.getByRole('button', { name: 'Delete Mia for good' }).click();
  await expect(main(page).getByRole('heading', { name: 'Who is the hero of your stories?' })).toBeVisible();
  const auth = { authorization: `Bearer ${parent.token}` };
  expect(await (await page.request.get('/api/portraits', { headers: auth })).json()).toEqual({ portraits: [] });
  expect(await (await page.request.get('/api/children', { headers: auth })).json()).toEqual({ children: [] });
});

test('editing a child changes their card, and the reading level can be chosen by hand', async ({ page }) => {
  test.setTimeout(90_000);
  const parent = await createVerifiedParent(page.request);
  const auth = { authorization: `Bearer ${parent.token}` };
  const created = await page.request.post('/api/children', {
    headers: auth,
    data: {
      name: 'Leo',
      birthDate: birthDateForAge(9),
      pronouns: 'he',
      appearance: {
        skinTone: 'brown', hairColour: 'black', hairStyle: 'coily', hairLength: 'short', eyeColour: 'brown',
        glasses: false, freckles: false, outfitPrimary: 'teal', outfitSecondary: 'navy',
      },
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/portraits');
  const child = main(page).getByRole('region', { name: 'Leo', exact: true });
  await expect(child.getByText('Transitional reader · 120 words a minute')).toBeVisible();

  await child.getByRole('button', { name: 'Edit Leo’s profile' }).click();
  const editor = main(page).getByRole('region', { name: 'Edit Leo’s profile' });
  await editor.getByLabel('Name', { exact: true }).fill('');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByText('Please enter your child’s name.')).toBeVisible();
  await editor.getByLabel('Name', { exact: true }).fill('Leon');
  await editor.getByRole('button', { name: 'Change reading level' }).click();
  await editor.getByLabel('Reading level').selectOption('fluent-reader');
  await expect(editor.getByRole('strong').filter({ hasText: 'Fluent reader · 150 words a minute' })).toBeVisible();
  await expect(editor.getByText('— chosen by you.')).toBeVisible();
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Save changes' }).click();

  await expect(main(page).getByRole('region', { name: /^Edit / })).toHaveCount(0);
  const edited = main(page).getByRole('region', { name: 'Leon', exact: true });
  await expect(edited.getByText('Fluent reader · 150 words a minute')).toBeVisible();
  await expect(edited.getByText('chosen by you')).toBeVisible();
  await expect(edited.getByRole('heading', { name: 'Leon', level: 2 })).toBeFocused();

  // The same page in the dark theme.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(edited.getByText('chosen by you')).toBeVisible();
  await expectNoAxeViolations(page);
  await edited.getByRole('button', { name: 'Edit Leon’s profile' }).click();
  await expect(main(page).getByRole('region', { name: 'Edit Leon’s profile' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('without consent 1 the page explains why and links to the privacy dashboard', async ({ page }) => {
  await createParent(page.request, { birthDate: adultBirthDate.iso });
  await page.goto('/portraits');
  await expect(main(page).getByText('Adding children needs your consent first')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Add a child' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await main(page).getByRole('link', { name: 'Review your consents' }).click();
  await expect(page).toHaveURL(/\/privacy-dashboard#consents$/);
});
