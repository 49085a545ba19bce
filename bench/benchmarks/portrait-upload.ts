/**
 * A 10 MB JPEG portrait uploaded to the real server (production entry, over HTTP): the time from
 * sending it to the 201 (sniffing, decoding, re-encoding, storing) and the server's peak resident
 * memory while it works, one upload at a time and several at once.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { defaultAppearance } from '../../src/shared/appearance.ts';
import { portraitLimits } from '../../src/shared/schemas/portraits.ts';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { processCpuMs } from '../lib/cpu-time.ts';
import { median, seconds, table, verdict } from '../lib/format.ts';

const targetMs = 1_500;
const timedRuns = 5;
const concurrent = 4;
const photo = { width: 6000, height: 4000 };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Camera noise is the hardest case for a JPEG decoder (every block full of detail); the quality
 * is searched so the file lands just under the 10 MB limit.
 */
async function makeTenMegabyteJpeg(): Promise<Buffer> {
  const raw = sharp(randomBytes(photo.width * photo.height * 3), { raw: { ...photo, channels: 3 } });
  let [low, high] = [30, 95];
  let best: Buffer | undefined;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const jpeg = await raw.clone().jpeg({ quality }).toBuffer();
    if (jpeg.length <= portraitLimits.maxBytes) {
      best = jpeg;
      low = quality + 1;
    } else high = quality - 1;
  }
  if (!best) throw new Error('Could not make a JPEG under 10 MB.');
  return best;
}

/** Resident memory of a Linux process, in bytes (VmRSS: now, VmHWM: the peak since it started). */
async function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** Samples VmRSS every few milliseconds while `work` runs and returns the highest value seen. */
async function peakRssDuring<T>(pid: number | undefined, work: () => Promise<T>): Promise<{ result: T; peak: number | undefined }> {
  let peak: number | undefined;
  let sampling = true;
  const sampler = (async () => {
    while (sampling && pid !== undefined) {
      const rss = await memoryOf(pid, 'VmRSS');
      if (rss !== undefined) peak = Math.max(peak ?? 0, rss);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    return { result: await work(), peak };
  } finally {
    sampling = false;
    await sampler;
  }
}

/** A parent who may add children (age verified, consent 1), with one child, as a real client would. */
async function signUpParentWithChild(baseUrl: string): Promise<{ auth: Record<string, string>; childId: string }> {
  const origin = `http://localhost:${new URL(baseUrl).port}`;
  const signUp = await fetch(`${baseUrl}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: `bench-${randomBytes(4).toString('hex')}@example.com`, password: 'moonlit-otter-lantern', name: 'Bench Parent' }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const tokenResponse = await fetch(`${baseUrl}/api/identity/token`, { headers: { cookie } });
  const { token } = (await tokenResponse.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ id?: string }>;
  };
  await post('/api/auth/create-account');
  await post('/api/auth/age-verification', { birthDate: '1986-03-14' });
  await post('/api/auth/parental-consent', { consented: true });
  const child = await post('/api/children', { name: 'Maya', birthDate: '2019-06-01', pronouns: 'she', appearance: defaultAppearance });
  return { auth, childId: child.id! };
}

async function upload(baseUrl: string, auth: Record<string, string>, childId: string, jpeg: Buffer): Promise<number> {
  const form = new FormData();
  form.set('childId', childId);
  form.set('file', new File([new Uint8Array(jpeg)], 'IMG_2041.jpg', { type: 'image/jpeg' }));
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/portraits`, { method: 'POST', headers: auth, body: form });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${body}`);
  return ms;
}

export const portraitUploadBenchmark: Benchmark = {
  name: 'portrait',
  summary: 'a 10 MB JPEG portrait upload through the real server: time to 201 and peak server memory',
  async run({ sharedServer }) {
    heading('portrait: 10 MB JPEG upload, re-encoded to a 2048 px JPEG');
    const { baseUrl, child } = await sharedServer();
    const pid = child.pid;
    const jpeg = await makeTenMegabyteJpeg();
    console.log(`  photo: ${photo.width}×${photo.height} JPEG of camera noise, ${megabytes(jpeg.length)} (${jpeg.length} bytes)`);
    const { auth, childId } = await signUpParentWithChild(baseUrl);

    // The first upload loads sharp's codecs and warms the connection pool; it is reported apart.
    const baseline = pid === undefined ? undefined : await memoryOf(pid, 'VmRSS');
    const first = await upload(baseUrl, auth, childId, jpeg);
    const cpuBefore = await processCpuMs(pid);
    const sequential = await peakRssDuring(pid, async () => {
      const times: number[] = [];
      for (let run = 0; run < timedRuns; run += 1) times.push(await upload(baseUrl, auth, childId, jpeg));
      return times;
    });
    const cpuAfter = await processCpuMs(pid);
    const parallel = await peakRssDuring(pid, async () => {
      const started = performance.now();
      const times = await Promise.all(Array.from({ length: concurrent }, () => upload(baseUrl, auth, childId, jpeg)));
      return { times, wall: performance.now() - started };
    });

    const mb = (bytes: number | undefined) => (bytes === undefined ? '-' : megabytes(bytes));
    console.log(
      table(
        [
          ['run', 'time to 201', 'server peak RSS'],
          ['first (cold codecs)', seconds(first), '-'],
          [`${timedRuns} in a row (median / max)`, `${seconds(median(sequential.result))} / ${seconds(Math.max(...sequential.result))}`, mb(sequential.peak)],
          [`${concurrent} at once (slowest / all done)`, `${seconds(Math.max(...parallel.result.times))} / ${seconds(parallel.result.wall)}`, mb(parallel.peak)],
        ],
        [1, 2],
      ),
    );
    const typical = median(sequential.result);
    console.log(`\n  one 10 MB upload (median): ${seconds(typical)}  target < ${seconds(targetMs)}: ${verdict(typical < targetMs)}`);
    if (cpuBefore !== undefined && cpuAfter !== undefined) {
      const perUpload = (cpuAfter - cpuBefore) / timedRuns;
      console.log(`  server CPU time per upload: ${seconds(perUpload)} (barely moves with machine load, unlike the wall-clock time)`);
    }
    if (pid !== undefined) {
      console.log(`  server RSS before: ${mb(baseline)}, peak while uploading: ${mb(Math.max(sequential.peak ?? 0, parallel.peak ?? 0))}`);
    } else {
      console.log('  server memory: not available on this platform (needs /proc)');
    }
  },
};
