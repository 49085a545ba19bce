/**
 * Keeping a story on this device for reading offline, and letting it go. A story counts as kept
 * once its own record is in the offline cache, and that record is stored last, after every picture
 * and narration file, so a half-saved story is never offered offline.
 */
import type { PageRecordingList } from '@shared/schemas/recordings.ts';
import type { StoryDetail } from '@shared/schemas/stories.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { keptAddress, offlineCacheName, pictureLinkPrefix, storyRecordPath, storyRecordPattern } from './offline-cache.ts';
import { offlineSupported, runningWorker } from './service-worker.ts';

/** Who is signed in: opening any page of ours needs these, so they are kept with the first story. */
const identityFiles = ['/api/identity/get-session', '/api/identity/token'];
const accountFiles = ['/api/auth/me'];

/**
 * The story's cover, then each page's picture and narration (with its word timings in the record).
 * A picture is kept under the signed link the reader loads; offline it is found by its path alone.
 */
export function storyFiles(story: StoryDetail): string[] {
  const base = storyRecordPath(story.id);
  const files = story.hasCover ? [story.coverUrl ?? `${base}/cover`] : [];
  for (const page of story.pages) {
    if (page.illustrationPath) files.push(page.illustrationUrl ?? `${base}/pages/${page.index}/illustration`);
    if (page.narrationPath && page.wordTimings) files.push(`${base}/pages/${page.index}/narration`);
  }
  return files;
}

/** The parent's own recordings of the story: their list, and each finished page's audio. */
async function recordingFiles(storyId: string): Promise<string[]> {
  const list = `${storyRecordPath(storyId)}/recordings`;
  const { recordings } = await apiRequest<PageRecordingList>(list, { requireAuth: true });
  return [list, ...recordings.filter((recording) => recording.status === 'ready').map((recording) => `${storyRecordPath(storyId)}/pages/${recording.pageIndex}/recording`)];
}

async function keep(cache: Cache, url: string, identity: boolean): Promise<void> {
  const blob = await apiRequest<Blob>(url, identity ? { responseType: 'blob', token: null } : { responseType: 'blob', requireAuth: true });
  await cache.put(keptAddress(url), new Response(blob, { headers: { 'Content-Type': blob.type || 'application/octet-stream' } }));
}

/** Fetches a few files at a time, so a long story does not flood a phone's connection. */
async function keepAll(cache: Cache, urls: string[], identity = false): Promise<void> {
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) await keep(cache, url, identity);
  };
  await Promise.all([worker(), worker(), worker()]);
}

export async function keepOffline(story: StoryDetail): Promise<void> {
  await runningWorker();
  const cache = await caches.open(offlineCacheName);
  await keepAll(cache, identityFiles, true);
  await keepAll(cache, [...accountFiles, ...storyFiles(story), ...(await recordingFiles(story.id))]);
  await keep(cache, storyRecordPath(story.id), false);
}

const pathOf = (request: Request) => new URL(request.url).pathname;

/** The story a signed picture belongs to: its path is /api/pictures/illustrations/<parent>/<story>/<file>. */
const storyOfPicture = (path: string) => (path.startsWith(pictureLinkPrefix) ? decodeURIComponent(path.split('/')[5] ?? '') : null);

/** Ids of the stories kept on this device. */
export async function keptStoryIds(): Promise<string[]> {
  if (!offlineSupported() || !(await caches.has(offlineCacheName))) return [];
  const cache = await caches.open(offlineCacheName);
  return (await cache.keys()).flatMap((request) => {
    const match = storyRecordPattern.exec(pathOf(request));
    return match ? [decodeURIComponent(match[1]!)] : [];
  });
}

/** Removes a story's files; with the last story gone, the signed-in copies go too. */
export async function forgetOffline(storyId: string): Promise<void> {
  const cache = await caches.open(offlineCacheName);
  const record = storyRecordPath(storyId);
  await cache.delete(record);
  for (const request of await cache.keys()) {
    if (pathOf(request).startsWith(`${record}/`) || storyOfPicture(pathOf(request)) === storyId) await cache.delete(request);
  }
  if ((await keptStoryIds()).length === 0) await caches.delete(offlineCacheName);
}
