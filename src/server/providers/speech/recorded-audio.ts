/**
 * Reads a recording as a browser's MediaRecorder makes it (WebM or Ogg with Opus, MP4) or as a
 * parent uploads it (MP3, WAV, M4A): `@audio/decode` recognises the format from the bytes and decodes
 * it in WebAssembly, with no ffmpeg. Channels are mixed down to mono.
 */
import { lazyModule } from '../../lazy-module.ts';
import type { RecordedAudio } from './alignment/index.ts';

const loadDecoder = lazyModule(async () => (await import('@audio/decode')).default);

export interface DecodedRecording extends RecordedAudio {
  durationMs: number;
  /** The format found in the bytes, e.g. `webm`, as a MIME type for playing it back. */
  contentType: string;
}

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0));

const formats: Array<{ contentType: string; extension: string; matches: (bytes: Uint8Array) => boolean }> = [
  { contentType: 'audio/webm', extension: 'webm', matches: (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3 },
  { contentType: 'audio/ogg', extension: 'ogg', matches: (b) => ascii(b, 0, 'OggS') },
  { contentType: 'audio/wav', extension: 'wav', matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE') },
  { contentType: 'audio/mpeg', extension: 'mp3', matches: (b) => ascii(b, 0, 'ID3') || (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) },
  { contentType: 'audio/mp4', extension: 'm4a', matches: (b) => ascii(b, 4, 'ftyp') },
];

/** The type and file extension of a recording, from its first bytes; null for anything else. */
export function recordingFormat(bytes: Uint8Array): { contentType: string; extension: string } | null {
  const format = formats.find((candidate) => candidate.matches(bytes));
  return format ? { contentType: format.contentType, extension: format.extension } : null;
}

/** The recording as mono samples; throws when the bytes are not audio it can read. */
export async function decodeRecording(bytes: Uint8Array): Promise<DecodedRecording> {
  const format = recordingFormat(bytes);
  if (!format) throw new Error('not a recognised audio format');
  const decode = await loadDecoder();
  const audio = await decode(bytes);
  const channels = audio.channelData;
  const length = channels[0]?.length ?? 0;
  const samples = new Float32Array(length);
  for (const channel of channels) for (let index = 0; index < length; index++) samples[index]! += channel[index]! / channels.length;
  return { samples, sampleRate: audio.sampleRate, durationMs: Math.round((length / audio.sampleRate) * 1000), contentType: format.contentType };
}
