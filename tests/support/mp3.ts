/**
 * Reads an MP3 frame by frame (headers only) to find how long it plays: every frame must follow
 * the one before, so a broken or truncated file fails here as it would in a browser.
 */
const bitratesKbps = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const sampleRates = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] } as Record<number, number[]>;

export interface Mp3Info {
  frames: number;
  sampleRate: number;
  durationMs: number;
}

export function mp3Info(bytes: Uint8Array): Mp3Info {
  let offset = 0;
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  // Skip an ID3v2 tag if there is one.
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    offset = 10 + ((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!);
  }
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1]!;
    const b2 = bytes[offset + 2]!;
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`No MP3 frame at byte ${offset}`);
    const version = (b1 >> 3) & 3;
    const layer = (b1 >> 1) & 3;
    if (layer !== 1) throw new Error('Not Layer III');
    const rates = sampleRates[version];
    if (!rates) throw new Error('Unknown MPEG version');
    const rate = rates[(b2 >> 2) & 3]!;
    const kbps = (version === 3 ? bitratesKbps.mpeg1 : bitratesKbps.mpeg2)[(b2 >> 4) & 15]!;
    const padding = (b2 >> 1) & 1;
    const perFrame = version === 3 ? 1152 : 576;
    const size = Math.floor(((perFrame / 8) * kbps * 1000) / rate) + padding;
    if (kbps === 0 || size < 4) throw new Error('Bad frame header');
    sampleRate = rate;
    samples += perFrame;
    frames++;
    offset += size;
  }
  if (offset !== bytes.length) throw new Error('Truncated final frame');
  return { frames, sampleRate, durationMs: (samples / sampleRate) * 1000 };
}
