/** 16-bit mono PCM to MP3, which every browser plays. `@breezystack/lamejs` is pure JavaScript. */
import { Mp3Encoder } from '@breezystack/lamejs';

/** Speech at 22 kHz mono: 48 kbit/s keeps it clear at about 360 KB a minute. */
export const narrationBitrateKbps = 48;
const blockSamples = 1152 * 16;

export function encodeMp3(pcm: Int16Array, sampleRate: number, kbps = narrationBitrateKbps): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Uint8Array[] = [];
  for (let offset = 0; offset < pcm.length; offset += blockSamples) {
    const part = encoder.encodeBuffer(pcm.subarray(offset, offset + blockSamples));
    if (part.length > 0) parts.push(part);
  }
  parts.push(encoder.flush());
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const mp3 = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    mp3.set(part, at);
    at += part.length;
  }
  return mp3;
}
