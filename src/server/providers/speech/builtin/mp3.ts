/**
 * 16-bit mono PCM to MP3, which every browser plays: LAME compiled to WebAssembly
 * (`wasm-media-encoders`), about six times faster than LAME ported to JavaScript, so a page's audio
 * is ready sooner. One encoder per thread, made on first use and set up again for every file.
 */
import { createMp3Encoder } from 'wasm-media-encoders';

/** Speech at 22 kHz mono: 48 kbit/s keeps it clear at about 360 KB a minute. */
const narrationBitrateKbps = 48;
const blockSamples = 1152 * 16;

let encoder: ReturnType<typeof createMp3Encoder> | undefined;

function mp3Encoder(): ReturnType<typeof createMp3Encoder> {
  encoder ??= createMp3Encoder().catch((error: unknown) => {
    encoder = undefined;
    throw error;
  });
  return encoder;
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
