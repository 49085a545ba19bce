import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { parseS3Url } from './s3-location.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** Object storage when STORAGE_URL names one, else the folder <DATA_DIR>/files. */
export function createStorage(config: Pick<Config, 'STORAGE_URL' | 'dataDir'>): FileStorage {
  if (config.STORAGE_URL) return createS3Storage(parseS3Url(config.STORAGE_URL));
  return createLocalStorage(path.join(config.dataDir, 'files'));
}
