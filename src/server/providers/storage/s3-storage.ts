/**
 * Files in any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Backblaze B2…), so several
 * web and worker processes on different machines share them. Configured by
 * STORAGE_URL=s3://bucket[/prefix]?endpoint=…&region=…; credentials come from the AWS SDK's usual
 * sources (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Location } from './s3-location.ts';
import { isValidStorageKey, type FileStorage } from './storage.ts';

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

export function createS3Storage(location: S3Location, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: location.region,
      ...(location.endpoint ? { endpoint: location.endpoint } : {}),
      forcePathStyle: location.forcePathStyle,
    });
  const objectKey = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return `${location.prefix}${key}`;
  };
  return {
    name: 's3',
    async put(key, body, contentType) {
      await s3.send(new PutObjectCommand({ Bucket: location.bucket, Key: objectKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
        const body = await object.Body?.transformToByteArray();
        return { body: body ?? new Uint8Array(), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing object with success, as the interface wants.
      await s3.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: location.bucket, Prefix: `${location.prefix}${prefix}`, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(location.prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async signedUrl(key, expiresInSeconds) {
      return getSignedUrl(s3, new GetObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }), { expiresIn: expiresInSeconds });
    },
  };
}
