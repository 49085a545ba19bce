/**
 * Vite plugin: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each built asset worth
 * compressing, at the strongest settings, once. The server sends the copy a browser accepts
 * (serveStatic's `precompressed`) instead of compressing the same file again for every visitor.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this a file gains too little (the server's own compressor has the same threshold). */
const threshold = 1024;
const compressible = /\.(?:js|css|svg|json|txt|webmanifest)$/;

export async function precompressFolder(folder: string): Promise<void> {
  const names = (await readdir(folder)).filter((name) => compressible.test(name));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      const body = await readFile(file);
      if (body.length < threshold) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy no smaller than the file is not worth sending.
      for (const [copy, extension] of [[br, '.br'], [gz, '.gz']] as const) {
        if (copy.length >= body.length) continue;
        await writeFile(`${file}${extension}`, copy);
      }
    }),
  );
}

export function precompressAssets(): Plugin {
  let assets = '';
  let ssr = false;
  return {
    name: 'storyloom-precompress',
    apply: 'build',
    configResolved(config) {
      assets = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (!ssr) await precompressFolder(assets);
    },
  };
}
