/**
 * The parent's own narration, page by page (/api/stories/{id}/recordings): what a recording looks
 * like to the client, its limits and the messages both sides show.
 */
import type { WordTiming } from '../narration.ts';

export const recordingStatuses = ['aligning', 'ready'] as const;
export type RecordingStatus = (typeof recordingStatuses)[number];

/**
 * `aligned`: each word's timing found in the recording itself; `approximate`: the recording could not
 * be matched to the text, so the words are spread over it by syllables.
 */
export const recordingTimingMethods = ['aligned', 'approximate'] as const;
export type RecordingTimingMethod = (typeof recordingTimingMethods)[number];

export const recordingLimits = {
  maxBytes: 12 * 1024 * 1024,
  minSeconds: 1,
  maxSeconds: 180,
} as const;

export interface PageRecording {
  pageIndex: number;
  status: RecordingStatus;
  durationMs: number;
  timingMethod: RecordingTimingMethod | null;
  wordTimings: WordTiming[] | null;
  createdAt: string;
}

export interface PageRecordingList {
  recordings: PageRecording[];
}

export const recordingMessages = {
  consentNeeded: 'Recording your voice needs your consent first: a recording of your voice is biometric data.',
  tooLarge: `This recording is too large. A page can be up to ${recordingLimits.maxSeconds / 60} minutes and ${recordingLimits.maxBytes / 1024 / 1024} MB.`,
  tooShort: `This recording is too short. Please read the page aloud (at least ${recordingLimits.minSeconds} second).`,
  tooLong: `This recording is too long. A page can be up to ${recordingLimits.maxSeconds / 60} minutes.`,
  unreadable: 'We could not read this recording. Please record it again, or upload WebM, Ogg, MP3, WAV or M4A audio.',
  approximate: 'Word timings are approximate: we could not match this recording to the page text.',
} as const;
