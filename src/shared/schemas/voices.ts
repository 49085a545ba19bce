/**
 * Cloned voices (/voice-cloning, /api/voices): a parent's voice sample made into an outside voice
 * that can read their stories (docs/product.md "Pictures and voices"). A sample is biometric data:
 * it is asked for with consent 4 and leaves the server only with consent 2.
 */
import { z } from 'zod';
import { cleanText } from './text.ts';

export const voiceSampleLimits = {
  maxBytes: 20 * 1024 * 1024,
  minSeconds: 60,
  maxSeconds: 120,
} as const;

export const voiceNameMaxLength = 40;

export const voiceName = cleanText({ error: 'Please give the voice a name.' })
  .trim()
  .min(1, 'Please give the voice a name.')
  .max(voiceNameMaxLength, `Please keep the name under ${voiceNameMaxLength} characters.`);

export const renameVoiceRequest = z.strictObject({ name: voiceName });

export interface ClonedVoice {
  id: string;
  name: string;
  sampleDurationMs: number;
  createdAt: string;
}

export interface ClonedVoiceList {
  voices: ClonedVoice[];
  /** How many voices the parent's plan allows; null when there is no limit (credits are off). */
  limit: number | null;
  /** Whether this installation can clone a voice at all (an outside voice service is configured). */
  available: boolean;
}

/** What the parent reads aloud for the sample: about 90 seconds at a calm bedtime pace. */
export const voiceSampleScript = [
  'Once upon a time, at the edge of a quiet wood, there was a little house with a round blue door.',
  'Every evening, when the sky turned the colour of peaches, a family of rabbits came out to play in the long grass.',
  'They hopped over puddles, counted the first stars, and whispered secrets to the fireflies.',
  'One night the smallest rabbit found a silver feather lying by the path. “Whose could this be?” she wondered aloud.',
  'She asked the wise old owl, who blinked twice and said, “Feathers find the ones who need them. Keep it safe.”',
  'So the little rabbit tucked the feather under her pillow, and she dreamed of flying over hills and rivers, over towns and sleeping farms, all the way to the moon and back again.',
  'When morning came, the sun peeked through the curtains, the kettle began to sing, and everybody gathered round the table for warm toast with honey.',
  'And the little rabbit smiled, because she knew that wherever she went, home would always be waiting for her.',
  'The end. Goodnight, sleep tight, and sweet dreams.',
] as const;

export const voiceMessages = {
  consentNeeded: 'Making a cloned voice needs your consent first: a voice sample is biometric data.',
  outsideConsentNeeded:
    'A cloned voice is made by an outside voice service, so it needs consent 2 (sharing with an outside AI provider) as well.',
  unavailable: 'Voice cloning needs an outside voice service, and none is set up on this Storyloom.',
  agreementNeeded: 'Please confirm that you agree to what happens to your voice sample.',
  tooLarge: `This sample is too large. It can be up to ${voiceSampleLimits.maxBytes / 1024 / 1024} MB.`,
  tooShort: `This sample is too short. Please read for at least ${voiceSampleLimits.minSeconds} seconds.`,
  tooLong: `This sample is too long. Please keep it under ${voiceSampleLimits.maxSeconds} seconds.`,
  unreadable: 'We could not read this sample. Please record it again, or upload WebM, Ogg, MP3, WAV or M4A audio.',
  cloneFailed: 'The voice service could not make a voice from this sample. Nothing was kept; please try again.',
  notFound: 'There is no such voice.',
} as const;

/** The limit message names the plan's number; without a plan that includes voices, the plans that do. */
export const voiceLimitMessage = (limit: number) =>
  limit === 0
    ? 'Cloned voices come with the Wonder or Flourish plan.'
    : `Your plan includes ${limit} cloned voice${limit === 1 ? '' : 's'}. Delete one to make another.`;
