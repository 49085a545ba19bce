// The offline page lists the stories kept on this device (src/web/features/offline/offline-cache.ts).
(async () => {
  document.getElementById('retry').addEventListener('click', () => window.location.reload());
  // A shared story is read from the internet each time: its link says so, rather than a page's.
  if (window.location.pathname.startsWith('/share/')) {
    document.getElementById('why').textContent = 'This shared story needs the internet to open. Open the link again once you’re back online.';
  }
  if (!('caches' in window) || !(await caches.has('storyloom-offline-stories'))) return;
  const cache = await caches.open('storyloom-offline-stories');
  const list = document.getElementById('kept-list');
  for (const request of await cache.keys()) {
    const id = /^\/api\/stories\/([^/]+)$/.exec(new URL(request.url).pathname)?.[1];
    if (!id) continue;
    const story = await (await cache.match(request)).json().catch(() => null);
    if (!story) continue;
    const link = document.createElement('a');
    link.href = `/stories/${id}`;
    link.textContent = story.title ?? `A story for ${story.heroName}`;
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  document.getElementById('kept').hidden = list.children.length === 0;
})();
