/**
 * The service worker, registered when a parent first keeps a story for offline reading. It
 * precaches the built app, lets every API read go to the network first (refreshing the copies of
 * kept stories on the way, never for a shared story's visitor) and, with no network, answers from the
 * kept copies: a kept story's page opens the app, any other page (a shared link too) gets the offline page.
 *
 * A shared story's page registers the same script as `/sw.js?for=share` for `/share/` alone: that
 * worker keeps only the offline page and its files, so a visitor never downloads the parent's app.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { keptAddress, offlineCacheName, storyRecordPath } from './features/offline/offline-cache.ts';

declare const self: { __WB_MANIFEST: Array<PrecacheEntry | string>; location: Location; clients: { get(id: string): Promise<{ url: string } | undefined> }; skipWaiting(): Promise<void> };

const forSharedLinks = new URL(self.location.href).searchParams.get('for') === 'share';
const offlinePageFiles = new Set(['offline.html', 'offline.js', 'favicon.svg']);
const builtFiles = self.__WB_MANIFEST;
const precached = forSharedLinks
  ? builtFiles.filter((entry) => offlinePageFiles.has((typeof entry === 'string' ? entry : entry.url).replace(/^\//, '')))
  : builtFiles;

// Pages themselves are never answered from the precache while the network works: only the built
// files are (the page addresses are left to the routes below).
precacheAndRoute(precached, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

/**
 * Looks without opening the cache: opening would create it again after signing out deleted it.
 * A picture's address carries its version (?v=…); offline, the kept copy answers for any version.
 */
async function isKept(url: string): Promise<boolean> {
  return Boolean(await caches.match(url, { cacheName: offlineCacheName, ignoreVary: true, ignoreSearch: true }));
}

/**
 * A shared story's page is a visitor's: what it fetches never goes into (or refreshes) a parent's
 * kept files, whoever is signed in on this device.
 */
async function fromSharedStory(event: Event | undefined): Promise<boolean> {
  const clientId = (event as (Event & { clientId?: string }) | undefined)?.clientId;
  const client = clientId ? await self.clients.get(clientId) : undefined;
  return client !== undefined && new URL(client.url).pathname.startsWith('/share/');
}

const keepable = async (request: Request, event: Event | undefined) =>
  !new URL(request.url).pathname.startsWith('/api/share/') && !(await fromSharedStory(event)) && (await isKept(request.url));

registerRoute(
  ({ url, request }) => !forSharedLinks && url.origin === self.location.origin && url.pathname.startsWith('/api/') && request.method === 'GET',
  new NetworkFirst({
    cacheName: offlineCacheName,
    matchOptions: { ignoreVary: true, ignoreSearch: true },
    plugins: [
      {
        cacheWillUpdate: async ({ request, response, event }) => (response.ok && (await keepable(request, event)) ? response : null),
        // A picture is kept under its path alone: a newer signed link refreshes the same copy.
        cacheKeyWillBeUsed: async ({ request }) => keptAddress(request.url),
      },
    ],
  }),
);

const storyPage = /^\/stories\/([^/]+)\/?$/;

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      const story = forSharedLinks ? null : storyPage.exec(url.pathname);
      const kept = story ? await isKept(storyRecordPath(decodeURIComponent(story[1]!))) : false;
      // A shared story is not kept: its link gets the offline page, which says so.
      return (await matchPrecache(kept ? '/index.html' : '/offline.html')) ?? Response.error();
    }
  },
);
