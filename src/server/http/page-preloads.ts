/**
 * The code files a signed-in page loads on demand, named in its HTML so the browser fetches them
 * with the app's own code rather than one dynamic import after another (written by the build:
 * scripts/vite-page-preloads.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Route pattern → the built files its page needs beyond those the app's HTML names. */
export type PagePreloads = Record<string, string[]>;

export const pagePreloadsFile = 'page-preloads.json';

/** The head tags naming each route's files, by route; none when the build wrote no list. */
export function loadPagePreloadTags(webRoot: string): Map<string, string> {
  const file = path.join(webRoot, pagePreloadsFile);
  if (!existsSync(file)) return new Map();
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as PagePreloads;
  return new Map(
    Object.entries(preloads).map(([route, scripts]) => [route, scripts.map((src) => `\n    <link rel="modulepreload" crossorigin href="${src}">`).join('')]),
  );
}
