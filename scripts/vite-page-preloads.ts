/**
 * Vite plugin: for the signed-in pages a parent most often opens straight from a link (a story),
 * lists the code files each needs beyond what the app's HTML already names — its route's modules
 * and everything they import statically — in `page-preloads.json`. The server
 * names them in that page's HTML (src/server/http/page-preloads.ts), so the browser fetches them all
 * at once with the app's own code instead of one dynamic import after another.
 */
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { pagePreloadsFile, type PagePreloads } from '../src/server/http/page-preloads.ts';

/** Route pattern → the source modules (from the web root) its page loads on demand. */
export type PageModules = Readonly<Record<string, readonly string[]>>;

function chunksOf(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  return Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

/** A chunk with every chunk it imports statically, and so on down. */
function withStaticImports(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle, found = new Set<Rolldown.OutputChunk>()): Set<Rolldown.OutputChunk> {
  if (found.has(chunk)) return found;
  found.add(chunk);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withStaticImports(imported, bundle, found);
  }
  return found;
}

export function pagePreloads(pages: PageModules): Plugin {
  let root = '';
  return {
    name: 'storyloom-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const chunks = chunksOf(bundle);
      // Only the app's own build, whose entry is its HTML (not the pages' server render, not the service worker).
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
      if (!entry) return;
      // The HTML already names the entry and what it imports.
      const named = withStaticImports(entry, bundle);
      const preloads: PagePreloads = {};
      for (const [route, modules] of Object.entries(pages)) {
        const scripts = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.resolve(root, module));
          if (!chunk) this.error(`${route} lists ${module}, which the build has no chunk of its own for.`);
          for (const needed of withStaticImports(chunk, bundle)) {
            if (!named.has(needed)) scripts.add(`/${needed.fileName}`);
          }
        }
        preloads[route] = [...scripts];
      }
      this.emitFile({ type: 'asset', fileName: pagePreloadsFile, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
