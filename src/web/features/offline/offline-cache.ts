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

export async function clearOfflineStories(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(offlineCacheName);
}
