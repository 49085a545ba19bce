/**
 * The built-in voices, made from eSpeak's variants, pitch and range, and the speaking rate for each
 * reading level: the youngest listeners get the slowest reading and the longest pauses.
 */
import type { NarratorVoiceId } from '../../../../shared/narration.ts';
import type { ReadingLevel } from '../../../../shared/reading.ts';
import type { EspeakVoice } from './espeak.ts';

interface VoicePreset {
  name: string;
  pitch: number;
  range: number;
  /** Multiplies the reading level's rate. */
  pace: number;
}

const presets: Record<NarratorVoiceId, VoicePreset> = {
  warm: { name: 'en-us+m3', pitch: 38, range: 45, pace: 1 },
  gentle: { name: 'en-us+f2', pitch: 52, range: 35, pace: 0.92 },
  bright: { name: 'en-us+f4', pitch: 62, range: 65, pace: 1.05 },
  calm: { name: 'en-gb-x-rp+m1', pitch: 42, range: 30, pace: 0.96 },
};

/** Words per minute: eSpeak's default is 175, brisk for a bedtime story. */
const ratesByLevel: Record<ReadingLevel, number> = {
  toddler: 120,
  'pre-reader': 125,
  'early-reader': 135,
  'emergent-reader': 145,
  'transitional-reader': 150,
  'fluent-reader': 160,
  'advanced-reader': 165,
  'teen-reader': 170,
  'sophisticated-reader': 170,
};

export function espeakVoice(voice: NarratorVoiceId, level: ReadingLevel): EspeakVoice {
  const preset = presets[voice];
  return { name: preset.name, pitch: preset.pitch, range: preset.range, rate: Math.round(ratesByLevel[level] * preset.pace) };
}

/** Pauses added after a sentence and between paragraphs, longer for the youngest. */
export function pausesFor(level: ReadingLevel): { sentenceMs: number; paragraphMs: number } {
  const young = level === 'toddler' || level === 'pre-reader' || level === 'early-reader';
  return young ? { sentenceMs: 350, paragraphMs: 900 } : { sentenceMs: 220, paragraphMs: 650 };
}
