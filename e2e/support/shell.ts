import { expect, type Page } from '@playwright/test';

/** Helpers for the public-shell journeys (shell*.spec.ts). */

export const walkthroughKeys = {
  shown: 'storyloom-walkthrough-shown',
  completed: 'storyloom-walkthrough-completed',
  pending: 'storyloom-walkthrough-pending',
};

/** The footer loads as it nears the viewport. */
export async function revealFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 1000 });
  }).toPass();
  return footer;
}

export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
export const readFlag = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
export const inViewport = (page: Page, id: string) =>
  page.evaluate((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    return Boolean(box && box.top >= -2 && box.top < window.innerHeight / 2);
  }, id);

