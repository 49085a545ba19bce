import { mkdir, readdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { isValidStorageKey, type FileStorage } from './storage.ts';

const contentTypeByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  json: 'application/json',
  bin: 'application/octet-stream',
};

/** Embedded default: files under <DATA_DIR>/files, written atomically (temp file, then rename). */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  };
  return {
    name: 'local',
    async put(key, body) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      const temp = `${full}.${randomUUID()}.tmp`;
      await writeFile(temp, body);
      await rename(temp, full);
    },
    async get(key) {
      try {
        const body = await readFile(resolve(key));
        const extension = key.split('.').pop() ?? 'bin';
        return { body: new Uint8Array(body), contentType: contentTypeByExtension[extension] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async list(prefix) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
  };
}
