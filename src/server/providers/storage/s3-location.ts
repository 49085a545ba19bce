/** Where object storage is, read from STORAGE_URL (kept apart from the SDK so config stays light). */
export interface S3Location {
  bucket: string;
  /** Keys are stored under this prefix ('' or ending in '/'). */
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

/** Reads `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=…`; throws a readable message. */
export function parseS3Url(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('must be a URL like s3://bucket?region=eu-west-1');
  }
  if (url.protocol !== 's3:' || !url.hostname) throw new Error('must be a URL like s3://bucket?region=eu-west-1');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\//.test(endpoint)) throw new Error('endpoint must be an http:// or https:// URL');
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  const pathStyle = url.searchParams.get('forcePathStyle');
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    ...(endpoint ? { endpoint } : {}),
    region: url.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    // Self-hosted stores (MinIO, a local server) rarely have per-bucket host names.
    forcePathStyle: pathStyle !== null ? pathStyle === 'true' : endpoint !== undefined,
  };
}
