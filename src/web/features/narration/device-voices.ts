/**
 * The voices the browser itself can speak with (the Web Speech API), English ones first, and the
 * helpers that let a page be read by one word by word.
 */
import { useSyncExternalStore } from 'react';
import type { WordTiming } from '@shared/narration.ts';

const speech = () => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null);

const english = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().startsWith('en');

/** English voices first (the stories are in English), then the rest, each group by name. */
export function sortVoices(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice[] {
  return [...voices].sort((a, b) => Number(english(b)) - Number(english(a)) || a.name.localeCompare(b.name));
}

let known: SpeechSynthesisVoice[] = [];
const snapshot = () => {
  const voices = speech()?.getVoices() ?? [];
  // The same list keeps the same array, so React sees no change.
  if (voices.length !== known.length || voices.some((voice, index) => voice.voiceURI !== known[index]?.voiceURI)) known = [...voices];
  return known;
};

/** The device's voices, following the list as the browser fills it in (it often arrives late). */
export function useDeviceVoices(): SpeechSynthesisVoice[] {
  const voices = useSyncExternalStore(
    (changed) => {
      const synth = speech();
      synth?.addEventListener('voiceschanged', changed);
      return () => synth?.removeEventListener('voiceschanged', changed);
    },
    snapshot,
    () => known,
  );
  return sortedCache(voices);
}

let sortedFor: SpeechSynthesisVoice[] | null = null;
let sorted: SpeechSynthesisVoice[] = [];
function sortedCache(voices: SpeechSynthesisVoice[]): SpeechSynthesisVoice[] {
  if (sortedFor !== voices) {
    sortedFor = voices;
    sorted = sortVoices(voices);
  }
  return sorted;
}

/** A page without narration still has words to follow: each run of non-spaces, untimed. */
export function plainWords(text: string): WordTiming[] {
  return [...text.matchAll(/\S+/g)].map((match) => ({ word: match[0], startMs: 0, endMs: 0, charStart: match.index, charEnd: match.index + match[0].length }));
}

/** The word a boundary event's character offset (into the page text) falls in, or the last one before it. */
export function wordAtChar(words: readonly WordTiming[], char: number): number {
  let found = -1;
  for (const [index, word] of words.entries()) {
    if (word.charStart > char) break;
    found = index;
  }
  return found;
}
