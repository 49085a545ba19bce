/**
 * Compiles the server to plain JavaScript in dist/server (or the folder given as the argument, which
 * must be inside the repository so the bundle finds node_modules), so `npm start` runs it with no
 * TypeScript compiler in the process (ADR 017). Libraries stay outside the bundle; code the server
 * loads with `import()` stays in chunks of its own, loaded only when first used. The database
 * migrations are copied next to it, where the compiled client looks for them.
 *
 * The output is made plain ASCII: V8 keeps every module's source text in memory, with two bytes a
 * character if one character is not Latin-1, and esbuild leaves such characters in comments and
 * regular expressions. Each is written as its `\uXXXX` escape, which means the same there.
 */
import { build } from 'esbuild';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.resolve(root, process.argv[2] ?? 'dist/server');
const started = performance.now();

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    // The built-in narrator's worker thread starts from a file of its own.
    'synthesis-thread': 'src/server/providers/speech/builtin/synthesis-thread.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  // Chunks sit beside main.js: code that finds files from import.meta.url sees the same folder.
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
});
for (const file of await readdir(outdir)) {
  if (!file.endsWith('.js')) continue;
  const code = await readFile(path.join(outdir, file), 'utf8');
  // After a backslash the escape would change the meaning (an escaped character in a regular expression).
  if (/\\[\u0080-\uffff]/.test(code)) throw new Error(`${file} has a backslash before a non-ASCII character: escape it in the source.`);
  const ascii = code.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (ascii !== code) await writeFile(path.join(outdir, file), ascii);
}
await cp(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`Built the server into ${path.relative(root, outdir) || '.'} in ${Math.round(performance.now() - started)} ms.`);
