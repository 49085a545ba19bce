/**
 * The browser cache that holds the stories a parent keeps for reading offline, with what it takes
 * to open them (who is signed in, the story, its pictures and narration). The service worker reads
 * it when the network is gone; signing out deletes it, so a shared computer keeps no child's story.
 */
export const offlineCacheName = 'storyloom-offline-stories';

/** A kept story's own record; its cover, pictures and narration sit under this address. */
export const storyRecordPath = (id: string) => `/api/stories/${encodeURIComponent(id)}`;
export const storyRecordPattern = /^\/api\/stories\/([^/]+)$/;
/** Where the signed links to a story's pictures point. */
export const pictureLinkPrefix = '/api/pictures/illustrations/';

/**
 * The address a file is kept under: a picture's signed link without its signature, so the copy
 * refreshed under a newer link replaces the old one instead of piling up beside it.
 */
export function keptAddress(url: string): string {
  const parsed = new URL(url, 'http://offline.invalid');
  if (!parsed.pathname.startsWith(pictureLinkPrefix)) return url;
  return url.startsWith('/') ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
}

export async function clearOfflineStories(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(offlineCacheName);
}
