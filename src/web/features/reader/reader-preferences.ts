/**
 * How a family likes to read, remembered on this device: listening or reading alone, the voice,
 * the speed, whether pages turn by themselves, the text size and bedtime colours.
 */
import { useCallback, useState } from 'react';

export const playbackRates = [0.75, 1, 1.25, 1.5] as const;
export const textScales = [
  { value: 0.85, label: 'Small' },
  { value: 1, label: 'Medium' },
  { value: 1.2, label: 'Large' },
  { value: 1.4, label: 'Extra large' },
] as const;

export interface ReaderPreferences {
  /** 'listen': read to me; 'self': I'll read (no audio controls). */
  mode: 'listen' | 'self';
  rate: number;
  autoplay: boolean;
  textScale: number;
  bedtime: boolean;
  /** Who reads aloud: a voice option's id (see voice-options.ts). */
  voice: string;
}

const defaults: ReaderPreferences = { mode: 'listen', rate: 1, autoplay: false, textScale: 1, bedtime: false, voice: 'story' };
const storageKey = 'storyloom.reader';

function load(): ReaderPreferences {
  try {
    const saved = JSON.parse(window.localStorage.getItem(storageKey) ?? '{}') as Partial<ReaderPreferences>;
    return {
      mode: saved.mode === 'self' ? 'self' : 'listen',
      rate: playbackRates.find((rate) => rate === saved.rate) ?? defaults.rate,
      autoplay: saved.autoplay === true,
      textScale: textScales.find((scale) => scale.value === saved.textScale)?.value ?? defaults.textScale,
      bedtime: saved.bedtime === true,
      voice: typeof saved.voice === 'string' ? saved.voice : defaults.voice,
    };
  } catch {
    return defaults;
  }
}

export function useReaderPreferences(): [ReaderPreferences, (change: Partial<ReaderPreferences>) => void] {
  const [preferences, setPreferences] = useState(load);
  const update = useCallback((change: Partial<ReaderPreferences>) => {
    setPreferences((now) => {
      const next = { ...now, ...change };
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Private browsing may refuse storage; the choice still holds for this visit.
      }
      return next;
    });
  }, []);
  return [preferences, update];
}
