/**
 * 16-bit mono PCM to MP3, which every browser plays: LAME compiled to WebAssembly
 * (`wasm-media-encoders`), about six times faster than LAME ported to JavaScript, so a page's audio
 * is ready sooner. One encoder per thread, made on first use and set up again for every file; the
 * library itself (LAME's WebAssembly among its sources) loads then too, not with the server.
 *
 * The file carries no gapless (LAME/Xing) header, so every decoder plays the encoder's and its own
 * start-up delay first: 1,105 samples of silence before the first sample we gave it (Chromium and
 * `@audio/decode` alike). Timings for the file are moved later by that much (`mp3StartDelayMs`).
 */
import type { createMp3Encoder } from 'wasm-media-encoders';

/** Speech at 22 kHz mono: 48 kbit/s keeps it clear at about 360 KB a minute. */
const narrationBitrateKbps = 48;
const blockSamples = 1152 * 16;

let encoder: ReturnType<typeof createMp3Encoder> | undefined;

function mp3Encoder(): ReturnType<typeof createMp3Encoder> {
  encoder ??= import('wasm-media-encoders').then((library) => library.createMp3Encoder()).catch((error: unknown) => {
    encoder = undefined;
    throw error;
  });
  return encoder;
}

/** LAME's encoder delay (576) plus the MP3 decoder's (529), in samples of the file's own rate. */
const startDelaySamples = 1105;
const mpegSampleRates: Record<number, readonly number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The file's sample rate, from its first frame header (LAME lowers the rate at low bitrates). */
function mp3SampleRate(mp3: Uint8Array): number {
  const rates = mpegSampleRates[(mp3[1]! >> 3) & 3];
  const rate = mp3[0] === 0xff && rates ? rates[(mp3[2]! >> 2) & 3] : undefined;
  if (!rate) throw new Error('Not an MP3 frame header');
  return rate;
}

/** How long a browser plays silence before the first sample given to `encodeMp3`. */
export function mp3StartDelayMs(mp3: Uint8Array): number {
  return (startDelaySamples / mp3SampleRate(mp3)) * 1000;
}

export async function encodeMp3(pcm: Int16Array, sampleRate: number): Promise<Uint8Array> {
  const lame = await mp3Encoder();
  // From here to the end nothing awaits, so two files never share the encoder at once.
  lame.configure({ channels: 1, sampleRate, bitrate: narrationBitrateKbps });
  const parts: Uint8Array[] = [];
  const block = new Float32Array(blockSamples);
  for (let offset = 0; offset < pcm.length; offset += blockSamples) {
    const length = Math.min(blockSamples, pcm.length - offset);
    for (let index = 0; index < length; index++) block[index] = pcm[offset + index]! / 32768;
    // The encoder's output lives in its own memory and is overwritten by the next call: copied.
    parts.push(lame.encode([block.subarray(0, length)]).slice());
  }
  parts.push(lame.finalize().slice());
  const mp3 = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    mp3.set(part, at);
    at += part.length;
  }
  return mp3;
}
