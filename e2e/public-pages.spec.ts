import type { Page } from '@playwright/test';
import { creditPacks, formatPrice, launchOffer, plans, trialCredits } from '../src/shared/pricing.ts';
import { paths } from '../src/shared/routes.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

/** Every public content page: landing, about, the two marketing pages, six features, five legal pages. */
const contentPages = [
  paths.home,
  paths.about,
  paths.personalizedKidsBooks,
  paths.customBedtimeStories,
  paths.featureSmartPersonalization,
  paths.featureCaptivatingIllustrations,
  paths.featureChildPortraits,
  paths.featureVoiceNarration,
  paths.featureVoiceCloning,
  paths.featureCommunityLibrary,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.cookiePolicy,
  paths.accessibility,
  paths.coppaCompliance,
];

/** The title index.html ships with; every page must replace it with its own. */
const shellTitle = 'Storyloom — personalised stories where your child is the hero';

/** Opens a page and waits until its lazy chunk has rendered the page heading and title. */
async function openPage(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.title()).not.toBe(shellTitle);
  return page.title();
}

const setTheme = (page: Page, theme: 'light' | 'dark') =>
  page.addInitScript((value) => localStorage.setItem('theme', value), theme);

for (const path of contentPages) {
  test(`${path} has one h1, a title of its own and no accessibility violations`, async ({ page }) => {
    await setTheme(page, 'light');
    const title = await openPage(page, path);
    expect(title).toContain('Storyloom');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
    await expectNoAxeViolations(page);
  });
}

test('every content page has a different title', async ({ page }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  for (const path of contentPages) {
    const title = await openPage(page, path);
    expect(titles.get(title), `${path} reuses the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
  }
});

test.describe('dark theme', () => {
  for (const path of [paths.home, paths.privacyPolicy, paths.featureVoiceNarration]) {
    test(`${path} has no accessibility violations in the dark theme`, async ({ page }) => {
      await setTheme(page, 'dark');
      await openPage(page, path);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('landing page', () => {
  test('an in-page link to #pricing scrolls the pricing section into view', async ({ page }) => {
    await openPage(page, paths.home);
    const pricing = page.locator('#pricing');
    await expect(pricing).not.toBeInViewport();
    await page.getByRole('main').getByRole('link', { name: 'Compare plans' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(pricing).toBeInViewport();
  });

  test('"See how it works" leads to the how-it-works section', async ({ page }) => {
    await openPage(page, paths.home);
    await page.getByRole('link', { name: 'See how it works' }).click();
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });

  test('loading /#how-it-works directly scrolls to that section', async ({ page }) => {
    await page.goto('/#how-it-works');
    const section = page.locator('#how-it-works');
    await expect(section).toBeVisible();
    await expect
      .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(150);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.locator('#features')).toBeAttached();
  });

  test('pricing shows every plan and credit pack at its configured price, as information where nothing can be bought', async ({ page }) => {
    await openPage(page, paths.home);
    const pricing = page.locator('#pricing');
    for (const plan of plans) {
      const card = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) });
      await expect(card.getByText(formatPrice(plan.priceCents), { exact: true })).toBeVisible();
      // This installation has no payments set up: no plan is offered for sale.
      await expect(card.getByRole('link', { name: `Start free with ${trialCredits} credits` })).toHaveAttribute('href', paths.signup);
      await expect(card.getByRole('link', { name: `Start with ${plan.name}` })).toHaveCount(0);
    }
    for (const pack of creditPacks) {
      const packCard = pricing.getByRole('listitem').filter({ hasText: `${pack.credits} credits` });
      await expect(packCard.getByText(formatPrice(pack.priceCents), { exact: true })).toBeVisible();
    }
    await expect(pricing.getByTestId('pricing-offer')).toContainText('Plans can’t be bought here yet');
    await expect(pricing.getByText(launchOffer.detail)).toHaveCount(0);
  });

  test('"Take the tour" opens the walkthrough', async ({ page }) => {
    await openPage(page, paths.home);
    await page.getByRole('main').getByRole('button', { name: 'Take the tour' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the launch banner is hidden on a desktop screen', async ({ page }) => {
    await openPage(page, paths.home);
    await expect(page.getByTestId('launch-banner')).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the landing page banner says what is true here and fits the screen', async ({ page }) => {
    await openPage(page, paths.home);
    // Payments are not set up on this installation: the banner offers the trial credits, not a discount.
    const banner = page.getByTestId('launch-banner');
    await expect(banner).toContainText(`${trialCredits} free credits to start`);
    await expect(banner).toContainText('ask the person who runs it for more credits');
    await expect(page.getByText(launchOffer.banner, { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('no content page scrolls sideways', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of contentPages) {
      await openPage(page, path);
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
});
