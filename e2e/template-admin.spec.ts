import { createVerifiedParent, forgiveConsoleErrors, signInAsAdmin, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild } from './support/stories.ts';

/** An admin writes a new story template in the admin area, and a parent finds it and starts a story from it. */
test('an admin creates a template and a parent sees it on /templates and starts a story from it', async ({ page, browser, consoleErrors }) => {
  test.setTimeout(90_000);
  const title = `The Paper Boat Race ${Date.now().toString(36)}`;
  await useOwnAddress(page);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Story templates' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Story templates' }).getByText('The Lost Little Star')).toBeVisible();
  await page.getByRole('button', { name: 'New template', exact: true }).click();
  const form = page.getByRole('form', { name: 'New template' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Theme').selectOption({ label: 'Friendship' });
  await form.getByLabel('Setting').fill('a stream at the bottom of the garden');
  await form.getByLabel('One-line summary').fill('Paper boats, a fast little stream and a race to the old bridge.');
  await form.getByLabel('Youngest age').selectOption('11');
  await form.getByLabel('Oldest age').selectOption('13');
  await form.getByLabel('Premise').fill('A water vole wants to win the paper boat race, but its boat keeps getting stuck in the reeds.');
  await form.getByLabel('Kind of plot').selectOption({ label: 'Somewhere to get to' });
  await form.getByLabel('Who wants something (optional)').fill('a water vole');
  await form.getByLabel('What they want').fill('the finish line under the old bridge');
  await form.getByLabel('What stands in the way').fill('Every time, the paper boat got stuck in the reeds by the bend.');
  // Template markup is refused, beside its field.
  await form.getByLabel('How it turns').fill('Then {hero} won.');
  await form.getByRole('button', { name: 'Save the template' }).click();
  await expect(form.getByText('Please use plain words in how it turns', { exact: false })).toBeVisible();
  forgiveConsoleErrors(consoleErrors, /400/);
  await expectNoAxeViolations(page);
  await form.getByLabel('How it turns').fill('Your child folded a sail from a leaf, and the wind carried the boat past the reeds.');
  await form.getByRole('button', { name: 'Save the template' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}” is saved.` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Story templates' }).getByText(title)).toBeVisible();

  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await useOwnAddress(parent);
  const account = await createVerifiedParent(parent.request);
  await createChild(parent.request, account.token, { name: 'Ada', age: 12 });
  await parent.goto('/templates?age=12&theme=friendship');
  const card = parent.getByRole('main').getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Ages 11–13')).toBeVisible();
  await expect(card.getByText('A water vole wants to win the paper boat race')).toBeVisible();
  await expect.poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await card.getByRole('link', { name: `Use this template: ${title}` }).click();
  await expect(parent).toHaveURL('/create-story');
  await expect(parent.getByRole('main').getByText(`Template chosen: ${title}.`, { exact: false })).toBeVisible();
  await parentContext.close();
});
