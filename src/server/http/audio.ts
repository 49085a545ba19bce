import type { Context } from 'hono';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n`, within the file; anything else is read as the whole file. */
function byteRange(header: string | undefined, size: number): [number, number] | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? [start, end] : null;
}

/**
 * Audio as audio elements want it: the whole file, or the range they ask for when they seek.
 * Private by default: it is a family's story.
 */
export function audioResponse(c: Context, file: { body: Uint8Array; contentType: string }, cacheControl = 'private, no-cache') {
  const headers: Record<string, string> = { 'Content-Type': file.contentType, 'Accept-Ranges': 'bytes', 'Cache-Control': cacheControl };
  const range = byteRange(c.req.header('range'), file.body.length);
  if (!range) return c.body(file.body as Uint8Array<ArrayBuffer>, 200, headers);
  const [start, end] = range;
  headers['Content-Range'] = `bytes ${start}-${end}/${file.body.length}`;
  return c.body(file.body.slice(start, end + 1) as Uint8Array<ArrayBuffer>, 206, headers);
}
