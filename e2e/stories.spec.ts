import type { Page } from '@playwright/test';
import { storyCost } from '../src/shared/pricing.ts';
import { availableNarrationVoices } from '../src/shared/schemas/stories.ts';
import { accountId, createVerifiedParent, forgiveConsoleErrors, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { toasts } from './support/shell.ts';
import { createChild, creditBalance, readStory, submitStory, waitForStory } from './support/stories.ts';

/**
 * Stories from the parent's side: the create-story wizard, live progress, reading page by page,
 * the story list, a reload in the middle of the wizard, too few credits, and the credits pages.
 */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const main = (page: Page) => page.getByRole('main');
const next = (page: Page) => main(page).getByRole('button', { name: /^Next:/ });
const stepHeading = (page: Page, name: string) => main(page).getByRole('heading', { level: 2, name });
const storyIdFrom = (url: string) => new URL(url).searchParams.get('id')!;
/** Narration arrives with its own feature; until then the wizard offers no voice. */
const narrated = availableNarrationVoices.includes('standard');

test('a parent makes a story in the wizard, sees it finish, reads it page by page and finds it in the list', async ({ page }) => {
  test.setTimeout(120_000);
  const parent = await createVerifiedParent(page.request);
  await createChild(page.request, parent.token, { name: 'Mia', age: 6, interests: ['dinosaurs'] });

  await page.goto('/create-story');
  await expect(stepHeading(page, 'Who is the hero of this story?')).toBeVisible();
  await expectNoAxeViolations(page);
  // The only child is the hero already.
  await expect(main(page).getByRole('radio', { name: 'Mia' })).toBeChecked();
  await next(page).click();

  await expect(stepHeading(page, 'Who else joins the story?')).toBeFocused();
  await expect(main(page).getByText('Extra characters come with the Bloom (1), Wonder (2) and Flourish (2) plans.')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'See plans and credits' })).toHaveAttribute('href', '/credits');
  await expectNoAxeViolations(page);
  await next(page).click();

  await expect(stepHeading(page, 'What is the story about?')).toBeVisible();
  await next(page).click();
  await expect(main(page).getByText('Please choose a theme or a template.')).toBeVisible();
  await main(page).getByRole('radio', { name: 'Dinosaurs' }).check();
  await expectNoAxeViolations(page);
  await next(page).click();

  await main(page).getByLabel('Where the story happens (optional)').fill('a volcano island');
  await next(page).click();
  await expect(stepHeading(page, 'How long should it be?')).toBeVisible();
  await expect(main(page).getByText('Mia is an early reader: a minute of reading is about 80 words.')).toBeVisible();
  await expect(main(page).getByRole('radio', { name: '10 minutes', exact: true })).toBeChecked();
  await expect(main(page).getByText('About 800 words')).toBeVisible();
  await main(page).getByRole('radio', { name: '5 minutes', exact: true }).check();
  await expectNoAxeViolations(page);
  await next(page).click();

  await main(page).getByRole('radio', { name: 'Watercolour' }).check();
  await next(page).click();
  await expect(main(page).getByRole('radio', { name: 'Your own voice' })).toBeDisabled();
  const voice = narrated ? 'standard' : 'none';
  if (narrated) {
    await main(page).getByRole('radio', { name: 'Standard voice' }).check();
  } else {
    await expect(main(page).getByRole('radio', { name: 'Standard voice' })).toBeDisabled();
    await expect(main(page).getByRole('radio', { name: 'Standard voice' })).toHaveAccessibleDescription(/narration is not available on this Storyloom yet/i);
    await expect(main(page).getByRole('radio', { name: 'No narration' })).toBeChecked();
  }
  await expectNoAxeViolations(page);
  await next(page).click();

  const cost = storyCost(5, voice);
  await expect(stepHeading(page, 'Ready to make the story?')).toBeVisible();
  await expect(main(page).getByText(`This story costs ${cost} credit${cost === 1 ? '' : 's'}`)).toBeVisible();
  await expect(main(page).getByText(`You have 10 credits; ${10 - cost} credits will be left.`, { exact: false })).toBeVisible();
  await expect(main(page).getByText('5 minutes · about 400 words')).toBeVisible();
  // No outside provider is configured here: the parent is told the story is written on Storyloom.
  await expect(main(page).getByText(/Written by Storyloom’s own story engine: .+’s details stay on Storyloom\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Create the story' }).click();

  await expect(page).toHaveURL(/\/story-completion\?id=/);
  const id = storyIdFrom(page.url());
  const readLink = main(page).getByRole('link', { name: 'Read the story' });
  // Narration is recorded page by page after the text: give the whole story time to finish.
  await expect(readLink).toBeVisible({ timeout: 90_000 });
  const story = await readStory(page.request, parent.token, id);
  expect(story).toMatchObject({ status: 'ready', illustrationStyle: 'watercolour', voice, setting: 'a volcano island', cost });
  await expect(page.getByRole('heading', { level: 1, name: story.title! })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'How it begins' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await creditBalance(page.request, parent.token)).toBe(10 - cost);

  await readLink.click();
  await expect(page).toHaveURL(`/stories/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title! })).toBeVisible();
  await expect(main(page).getByText(/Early reader · [\d,]+ words \(aim: 400\)/)).toBeVisible();
  // The book opens at its cover; Next opens it at page 1.
  const pageNumber = main(page).getByRole('status').filter({ hasText: /^(Cover|Page \d+ of \d+)$/ });
  await expect(pageNumber).toHaveText('Cover');
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(pageNumber).toHaveText(`Page 1 of ${story.pages.length}`);
  // Exactly: the page editor below the book holds the same words in its text box.
  await expect(main(page).getByText(story.pages[0]!.text.split('\n')[0]!.trim(), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(pageNumber).toHaveText(`Page 2 of ${story.pages.length}`);
  await page.keyboard.press('ArrowRight');
  await expect(pageNumber).toHaveText(`Page 3 of ${story.pages.length}`);
  await page.keyboard.press('ArrowLeft');
  await expect(pageNumber).toHaveText(`Page 2 of ${story.pages.length}`);
  // The page is in the address: a reload opens the same page.
  await page.reload();
  await expect(pageNumber).toHaveText(`Page 2 of ${story.pages.length}`);

  await page.goto('/stories');
  const card = main(page).getByRole('article').filter({ hasText: story.title! });
  await expect(card.getByText('Ready to read')).toBeVisible();
  await expectNoAxeViolations(page);
  const search = main(page).getByRole('searchbox', { name: 'Search titles' });
  await search.fill('no story has this title');
  await expect(main(page).getByText('No stories match.', { exact: false })).toBeVisible();
  await search.fill(story.title!.split(' ').at(-1)!);
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: story.title! }).click();
  await expect(page).toHaveURL(`/stories/${id}`);
});

test('the progress page follows the stream, or polls when the stream fails, and says when the story is ready', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Leo', age: 9, pronouns: 'he' });
  const submitted = await submitStory(page.request, parent.token, { heroChildId: child.id, theme: 'space', length: 5 });
  const { id } = (await submitted.json()) as { id: string };
  const finished = await waitForStory(page.request, parent.token, id);
  const stillQueued = { ...finished, status: 'queued', title: null, progress: { stage: 'queued', pagesDone: 0, pagesTotal: 0 }, pages: [], wordCount: null };

  // The story is already done on the server; the page is first told it is queued, so the news that
  // it is ready has to come from the progress stream, which signs in with the session cookie.
  let faked = false;
  await page.route(`**/api/stories/${id}`, async (route) => {
    if (faked) return route.fallback();
    faked = true;
    await route.fulfill({ json: stillQueued });
  });
  // The stream is passed through as the server sent it, and kept to be read here: reading the body
  // of the browser's own response fails if the page has moved on by then.
  const stream: { status?: number; contentType?: string; body?: string } = {};
  await page.route(`**/api/stories/${id}/events`, async (route) => {
    const response = await route.fetch();
    stream.body = await response.text();
    stream.status = response.status();
    stream.contentType = response.headers()['content-type'];
    await route.fulfill({ response, body: stream.body });
  });
  await page.goto(`/story-completion?id=${id}`);
  await expect.poll(() => stream.body).toMatch(/event: progress\ndata: \{"status":"ready"/);
  expect(stream.status).toBe(200);
  expect(stream.contentType).toContain('text/event-stream');
  await expect(toasts(page).getByText('Your story is ready', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Read the story' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: finished.title! })).toBeVisible();

  // Without a stream the page polls the story instead.
  faked = false;
  await page.route(`**/api/stories/${id}/events`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto(`/story-completion?id=${id}`);
  await expect(main(page).getByRole('progressbar', { name: 'Story progress' })).toBeVisible();
  await expect(main(page).getByText('Waiting for a free storyteller')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(main(page).getByRole('link', { name: 'Read the story' })).toBeVisible();
  await expect(toasts(page).getByText('Your story is ready', { exact: true })).toBeVisible();
  forgiveConsoleErrors(consoleErrors, /503/);
});

test('a reload in the middle of the wizard, or a template chosen first, loses nothing', async ({ page }) => {
  test.setTimeout(90_000);
  const parent = await createVerifiedParent(page.request);
  await createChild(page.request, parent.token, { name: 'Ada', age: 4 });
  const userId = await accountId(page.request, parent.token);

  await page.goto('/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Story templates' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('link', { name: 'Use this template: The Lighthouse Helper' }).click();
  await expect(page).toHaveURL('/create-story');
  await expect(main(page).getByText('Template chosen: The Lighthouse Helper.', { exact: false })).toBeVisible();
  await main(page).getByRole('radio', { name: 'Ada' }).check();
  await next(page).click();
  await next(page).click();
  await expect(main(page).getByRole('radio', { name: 'The Lighthouse Helper' })).toBeChecked();
  await next(page).click();
  await expect(main(page).getByLabel('Where the story happens (optional)')).toHaveValue('a lighthouse on a rocky bay');
  await main(page).getByLabel('A lesson to weave in (optional)').fill('Being brave can be quiet.');
  await next(page).click();
  await main(page).getByRole('radio', { name: '15 minutes', exact: true }).check();
  await expect(main(page).getByText('About 900 words')).toBeVisible();

  const saved = await page.evaluate((key) => localStorage.getItem(key), `story-builder-state-${userId}`);
  expect(JSON.parse(saved!)).toMatchObject({ step: 'length', length: 15, idea: { kind: 'template', templateId: 'lighthouse-keeper' } });

  await page.reload();
  await expect(stepHeading(page, 'How long should it be?')).toBeVisible();
  await expect(main(page).getByRole('radio', { name: '15 minutes', exact: true })).toBeChecked();
  await main(page).getByRole('button', { name: 'Back' }).click();
  await expect(main(page).getByLabel('A lesson to weave in (optional)')).toHaveValue('Being brave can be quiet.');
  // Every step reached so far can be opened from the step list.
  await page.getByRole('navigation', { name: 'Story steps' }).getByRole('button', { name: /Hero/ }).click();
  await expect(main(page).getByRole('radio', { name: 'Ada' })).toBeChecked();
  await expectNoAxeViolations(page);
});

test('with too few credits the review says so, links to credits and charges nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Sam', age: 7, pronouns: 'they' });
  // 30 minutes: 6 of the 10 welcome credits.
  const first = await submitStory(page.request, parent.token, { heroChildId: child.id, theme: 'ocean', length: 30 });
  expect(first.status()).toBe(202);
  const { id } = (await first.json()) as { id: string };
  const story = await waitForStory(page.request, parent.token, id);
  expect(await creditBalance(page.request, parent.token)).toBe(4);

  await page.goto('/create-story');
  await main(page).getByRole('radio', { name: 'Sam' }).check();
  await next(page).click();
  await next(page).click();
  await main(page).getByRole('radio', { name: 'Kindness' }).check();
  await next(page).click();
  await next(page).click();
  await main(page).getByRole('radio', { name: '30 minutes', exact: true }).check();
  await next(page).click();
  await next(page).click();
  await next(page).click();

  const shortfall = main(page).getByRole('alert').filter({ hasText: 'Not enough credits for this story' });
  await expect(shortfall).toContainText('This story needs 6 credits and you have 4 credits. Nothing has been charged.');
  await expect(main(page).getByRole('button', { name: 'Create the story' })).toBeDisabled();
  await expectNoAxeViolations(page);
  // The server refuses the same request too, and takes nothing.
  const refused = await submitStory(page.request, parent.token, { heroChildId: child.id, theme: 'kindness', length: 30 });
  expect(refused.status()).toBe(402);
  expect(await creditBalance(page.request, parent.token)).toBe(4);

  // A shorter story fits: the message goes and the button comes back.
  await main(page).getByRole('button', { name: 'Change length' }).click();
  await main(page).getByRole('radio', { name: '20 minutes', exact: true }).check();
  await page.getByRole('navigation', { name: 'Story steps' }).getByRole('button', { name: /Review/ }).click();
  await expect(main(page).getByText('This story costs 4 credits')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Create the story' })).toBeEnabled();
  await main(page).getByRole('button', { name: 'Change length' }).click();
  await main(page).getByRole('radio', { name: '30 minutes', exact: true }).check();
  await page.getByRole('navigation', { name: 'Story steps' }).getByRole('button', { name: /Review/ }).click();

  await shortfall.getByRole('link', { name: 'Get more credits' }).click();
  await expect(page).toHaveURL('/credits');
  const balance = main(page).getByRole('region', { name: 'Your balance' });
  await expect(balance).toContainText('4 credits');
  await expect(main(page).getByText(/Payments are not set up on this installation/)).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Bloom' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: '60 credits' })).toBeVisible();
  await expectNoAxeViolations(page);

  await balance.getByRole('link', { name: 'See your credit history' }).click();
  await expect(page).toHaveURL('/credit-history');
  const rows = main(page).getByRole('list', { name: 'Credit history, newest first' }).getByRole('listitem');
  // One line per story: its reservation, shown as spent once the story is finished.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`Spent on “${story.title}”`);
  await expect(rows.nth(0)).toContainText('−6');
  await expect(rows.nth(1)).toContainText('Welcome credits');
  await expect(rows.nth(1)).toContainText('+10');
  await expectNoAxeViolations(page);

  await page.goto('/dashboard');
  const recent = main(page).getByRole('region', { name: 'Recent stories' });
  await expect(recent.getByRole('link', { name: story.title! })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Your credits' })).toContainText('4 credits left');
  // With a story made, the first-steps guide gives way.
  await expect(main(page).getByRole('region', { name: 'Your next steps' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a story can be renamed and deleted from its page', async ({ page }) => {
  test.setTimeout(90_000);
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Noor', age: 8 });
  const { id } = (await (await submitStory(page.request, parent.token, { heroChildId: child.id, templateId: 'big-hill', length: 5 })).json()) as { id: string };
  await waitForStory(page.request, parent.token, id);

  await page.goto(`/stories/${id}`);
  await main(page).getByRole('button', { name: 'Rename' }).click();
  const title = main(page).getByLabel('Story title');
  await expect(title).toBeFocused();
  await title.fill(' ');
  await main(page).getByRole('button', { name: 'Save the title' }).click();
  await expect(main(page).getByText('Please enter a title.')).toBeVisible();
  await title.fill('Noor and the Snowy Hill');
  await main(page).getByRole('button', { name: 'Save the title' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Noor and the Snowy Hill' })).toBeVisible();
  expect((await readStory(page.request, parent.token, id)).title).toBe('Noor and the Snowy Hill');

  await main(page).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete “Noor and the Snowy Hill”?' });
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete the story' }).click();
  await expect(page).toHaveURL('/stories');
  await expect(main(page).getByRole('heading', { name: 'Your bookshelf is waiting for its first story' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await page.request.get(`/api/stories/${id}`, { headers: { authorization: `Bearer ${parent.token}` } })).status()).toBe(404);
});
