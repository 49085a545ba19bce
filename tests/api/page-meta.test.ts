/**
 * The head of the HTML the server sends: each prerendered public page with its own title,
 * description, canonical address and Open Graph tags; a blog post with its own title and excerpt;
 * noindex where a page asks for it; any other route with the plain index.html.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { blogPosts } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Storyloom — the shell title</title>
    <meta
      name="description"
      content="The shell description."
    />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const page = (content: string) => indexHtml.replace('<div id="root"></div>', `<div id="root">${content}</div>`);

// The build's page for shared books: the shell with its stylesheet inline.
const shareShell = indexHtml.replace('</head>', '<style>.book{color:#24212e}</style></head>');

const manifest = {
  '/': { file: 'prerendered/index.html', title: 'Storyloom — stories where your child is the hero', description: 'A story with your child as the hero, every night.' },
  '/about': { file: 'prerendered/about.html', title: 'About Storyloom', description: 'Why Storyloom exists & what we believe about "stories".' },
  '/privacy-policy': { file: 'prerendered/privacy-policy.html', title: 'Privacy policy', description: 'What Storyloom collects and why.' },
  '/features/child-portraits': { file: 'prerendered/portraits.html', title: 'Private portraits', description: 'Portraits stay private.', noIndex: true },
  '/blog/post': { file: 'prerendered/blog--post.html', title: 'Blog' },
  '/contact': { file: 'prerendered/contact.html', title: 'Contact' },
};
// Beyond Latin-1 in the text and, left as written, in a script and a stylesheet.
const contactBody = '<h1>Write to us — “any time” 🌙</h1><script>window.greeting = "’";</script><style>h1::after{content:"—"}</style>';

let t: TestApp;
let webRoot: string;
let site: ReturnType<typeof createApp>;
const slug = `meta-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  t = await createTestApp();
  webRoot = await mkdtemp(path.join(tmpdir(), 'storyloom-web-'));
  await mkdir(path.join(webRoot, 'prerendered'));
  await writeFile(path.join(webRoot, 'index.html'), indexHtml);
  await writeFile(path.join(webRoot, 'prerendered.json'), JSON.stringify(manifest));
  for (const [pagePath, { file }] of Object.entries(manifest)) await writeFile(path.join(webRoot, file), page(`<h1>Rendered ${pagePath}</h1>`));
  await writeFile(path.join(webRoot, 'prerendered/contact.html'), page(contactBody));
  await writeFile(path.join(webRoot, 'prerendered/share.html'), shareShell);
  await t.deps.db.insert(blogPosts).values({ slug, title: 'Bedtime <reading> tips', excerpt: 'Ten minutes & a lamp.', body: 'Read.', author: 'The Storyloom team' });
  site = createApp(t.deps, { webRoot });
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
  await t.close();
});

const get = async (pathname: string) => {
  const response = await site.request(`http://localhost${pathname}`);
  return { response, html: await response.text() };
};

describe('public pages rendered at build time', () => {
  it.each(['/', '/about', '/privacy-policy'] as const)('%s arrives as its HTML with its own title, description and preview tags', async (pathname) => {
    const { response, html } = await get(pathname);
    const meta = manifest[pathname];
    const title = meta.title.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    const description = meta.description.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain(`<h1>Rendered ${pathname}</h1>`);
    expect(html).toContain(`<title>${meta.title.includes('Storyloom') ? title : `${title} · Storyloom`}</title>`);
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).not.toContain('The shell description.');
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).toContain(`<meta property="og:url" content="http://localhost${pathname}" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain(`<link rel="canonical" href="http://localhost${pathname}" />`);
    expect(html).not.toContain('noindex');
  });

  it('a page that asks not to be indexed says so, with no canonical address', async () => {
    const { response, html } = await get('/features/child-portraits');
    expect(response.status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).not.toContain('rel="canonical"');
  });

  it('writes characters beyond Latin-1 outside scripts and styles as character references', async () => {
    const html = await (await site.request('/contact')).text();
    expect(html).toContain('<h1>Write to us &#x2014; &#x201c;any time&#x201d; &#x1f319;</h1>');
    expect(html).toContain('<script>window.greeting = "’";</script><style>h1::after{content:"—"}</style>');
  });

  it('a trailing slash finds the same page', async () => {
    const { html } = await get('/about/');
    expect(html).toContain('<h1>Rendered /about</h1>');
  });

  it('a route that is not prerendered gets the plain index.html', async () => {
    const { response, html } = await get('/login');
    expect(response.status).toBe(200);
    expect(html).toBe(indexHtml);
  });
});

describe('blog posts', () => {
  it('a published post gets the post shell with its own title and excerpt', async () => {
    const { response, html } = await get(`/blog/${slug}`);
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>Rendered /blog/post</h1>');
    expect(html).toContain('<title>Bedtime &lt;reading&gt; tips · Storyloom</title>');
    expect(html).toContain('<meta name="description" content="Ten minutes &amp; a lamp." />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:title" content="Bedtime &lt;reading&gt; tips" />');
    expect(html).toContain(`<meta property="og:url" content="http://localhost/blog/${slug}" />`);
  });

  it('an unknown post is a 404 that is never indexed', async () => {
    const { response, html } = await get('/blog/no-such-post');
    expect(response.status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).not.toContain('og:title');
  });
});

describe('shared books', () => {
  it('go out in the share page the build made, never indexed, even when the link is gone', async () => {
    const { response, html } = await get(`/share/flipbook/${randomUUID()}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(html).toContain('<style>.book{color:#24212e}</style>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });
});
