/**
 * A local S3-compatible server (s3rver) for tests of object storage: the real AWS SDK client talks
 * HTTP to it as it would to S3, MinIO or R2.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** A STORAGE_URL for the bucket, e.g. s3://storyloom-test?endpoint=http://127.0.0.1:1234&region=us-east-1 */
  storageUrl: (prefix?: string) => string;
  close: () => Promise<void>;
}

export const testBucket = 'storyloom-test';

/** s3rver's fixed key pair, taken from the standard variables as the app takes real ones. */
export const localS3Credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'storyloom-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: testBucket }] });
  const address = (await server.run()) as AddressInfo;
  Object.assign(process.env, localS3Credentials);
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    storageUrl: (prefix = '') => `s3://${testBucket}${prefix ? `/${prefix}` : ''}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
