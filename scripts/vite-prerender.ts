/**
 * Vite plugin: after the browser build, builds src/web/prerender.tsx for Node, renders every public
 * page it lists and writes `prerendered/<page>.html` (the built index.html with the page inside
 * #root) and `prerendered.json` (path → file, title, description, robots) into the build. The
 * server sends those files with each page's meta in the head (src/server/http/page-meta.ts).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { sharePageFile } from '../src/server/http/prerendered-pages.ts';
import { prerenderedPageTemplate } from './prerendered-template.ts';

interface PrerenderModule {
  prerenderedPaths: readonly string[];
  prerenderPage: (path: string) => Promise<{ html: string; meta: { title: string; description?: string; noIndex?: boolean } | undefined }>;
}

const rootPlaceholder = '<div id="root"></div>';

function runNode(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', ...args], { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`Rendering the public pages failed: ${stderr || error.message}`));
      else resolve();
    });
  });
}

/** Renders every page the server bundle lists into `outDir`, next to the built index.html. */
async function renderPages(serverEntry: string, outDir: string): Promise<void> {
  const { prerenderedPaths, prerenderPage } = (await import(pathToFileURL(serverEntry).href)) as PrerenderModule;
  const template = await prerenderedPageTemplate(await readFile(path.join(outDir, 'index.html'), 'utf8'), (href) =>
    readFile(path.join(outDir, href), 'utf8'),
  );
  if (!template.includes(rootPlaceholder)) throw new Error(`index.html has no ${rootPlaceholder} to fill.`);
  await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
  const manifest: Record<string, { file: string; title: string; description?: string; noIndex?: boolean }> = {};
  for (const pagePath of prerenderedPaths) {
    const { html, meta } = await prerenderPage(pagePath);
    if (!meta) throw new Error(`${pagePath} declares no title (useDocumentMeta).`);
    // The content security policy admits no inline script, so the page must stand without one.
    if (html.includes('<script')) throw new Error(`${pagePath} rendered with an inline script.`);
    const file = `prerendered/${pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll('/', '--')}.html`;
    await writeFile(path.join(outDir, file), template.replace(rootPlaceholder, `<div id="root">${html}</div>`));
    manifest[pagePath] = { file, ...meta };
  }
  await writeFile(path.join(outDir, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The page a shared book is served in (the server adds its title and preview tags): the app's shell
 * with the stylesheet inline, so nothing but the app's own code stands before its first paint.
 * (Preloading the book's code here as well made the first paint later, not sooner: Lighthouse
 * mobile, FCP 2.0 s without and 2.9 s with.)
 */
async function writeSharePage(outDir: string): Promise<void> {
  const template = await prerenderedPageTemplate(await readFile(path.join(outDir, 'index.html'), 'utf8'), (href) =>
    readFile(path.join(outDir, href), 'utf8'),
  );
  await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
  await writeFile(path.join(outDir, sharePageFile), template);
}

if (process.argv[2] === 'render' && process.argv[1] === fileURLToPath(import.meta.url)) {
  renderPages(process.argv[3]!, process.argv[4]!).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

export function prerenderPublicPages(configFile: string): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'storyloom-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      await writeSharePage(outDir);
      const serverOut = await mkdtemp(path.join(tmpdir(), 'storyloom-prerender-'));
      try {
        await build({
          configFile,
          logLevel: 'warn',
          ssr: { noExternal: true },
          build: { ssr: 'prerender.tsx', outDir: serverOut, emptyOutDir: true, copyPublicDir: false },
        });
        // Rendered in a process of its own: the app's timers (query caches) would keep this one alive.
        await runNode([fileURLToPath(import.meta.url), 'render', path.join(serverOut, 'prerender.js'), outDir]);
      } finally {
        await rm(serverOut, { recursive: true, force: true });
      }
    },
  };
}
