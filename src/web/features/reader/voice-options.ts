/**
 * Who can read a story aloud, as the reader's voice choice offers it: the story's own narration
 * (made on the server; the default) and the voices of this device. Each source is a group of
 * options, so another source (a parent's own recording) adds a group here.
 */
export interface VoiceOption {
  /** Remembered as the reader's choice: 'story', or 'device:' and the voice's URI. */
  id: string;
  label: string;
  /** The group the option is listed under. */
  group: string;
  /** For a device voice: the voice to speak with. */
  device?: SpeechSynthesisVoice;
}

export const storyVoiceId = 'story';

export function voiceOptions({ narrated, deviceVoices }: { narrated: boolean; deviceVoices: readonly SpeechSynthesisVoice[] }): VoiceOption[] {
  const options: VoiceOption[] = narrated ? [{ id: storyVoiceId, label: 'The story’s narration', group: 'Narration' }] : [];
  for (const voice of deviceVoices) {
    options.push({ id: `device:${voice.voiceURI}`, label: `${voice.name} (${voice.lang})`, group: 'Voices on this device', device: voice });
  }
  return options;
}

/** The remembered choice when it is still on offer, else the first option (the story's narration). */
export function chosenVoice(options: readonly VoiceOption[], id: string): VoiceOption | null {
  return options.find((option) => option.id === id) ?? options[0] ?? null;
}
