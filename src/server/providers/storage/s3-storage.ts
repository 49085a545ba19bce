/**
 * Files in any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Backblaze B2…), so several
 * web and worker processes on different machines share them. Configured by
 * STORAGE_URL=s3://bucket[/prefix]?endpoint=…&region=…; credentials come from the AWS SDK's usual
 * sources (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { lazyModule } from '../../lazy-module.ts';
import type { S3Location } from './s3-location.ts';
import { isValidStorageKey, type FileStorage } from './storage.ts';

/** The AWS SDK holds about 25 MB once loaded: a process storing files in a folder never loads it. */
const loadSdk = lazyModule(async () => {
  const [client, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  return { ...client, getSignedUrl: presigner.getSignedUrl };
});
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

function isMissing(sdk: Sdk, error: unknown): boolean {
  return error instanceof sdk.NoSuchKey || (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404);
}

export function createS3Storage(location: S3Location, client?: S3Client): FileStorage {
  let connected: Promise<{ sdk: Sdk; s3: S3Client }> | undefined;
  const connect = () => {
    connected ??= loadSdk().then((sdk) => ({
      sdk,
      s3:
        client ??
        new sdk.S3Client({
          region: location.region,
          ...(location.endpoint ? { endpoint: location.endpoint } : {}),
          forcePathStyle: location.forcePathStyle,
        }),
    }));
    return connected;
  };
  const objectKey = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return `${location.prefix}${key}`;
  };
  return {
    name: 's3',
    async put(key, body, contentType) {
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.PutObjectCommand({ Bucket: location.bucket, Key: objectKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      const { sdk, s3 } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
        const body = await object.Body?.transformToByteArray();
        return { body: body ?? new Uint8Array(), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, s3 } = await connect();
      // S3 answers a delete of a missing object with success, as the interface wants.
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
    },
    async list(prefix) {
      const { sdk, s3 } = await connect();
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(
          new sdk.ListObjectsV2Command({ Bucket: location.bucket, Prefix: `${location.prefix}${prefix}`, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(location.prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async signedUrl(key, expiresInSeconds) {
      const { sdk, s3 } = await connect();
      return sdk.getSignedUrl(s3, new sdk.GetObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }), { expiresIn: expiresInSeconds });
    },
  };
}
