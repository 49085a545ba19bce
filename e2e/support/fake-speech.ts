import type { Page } from '@playwright/test';

export interface FakeVoice {
  name: string;
  lang: string;
  voiceURI: string;
}

/** What the fake voice was asked to say, and how often it was stopped. */
export interface SpokenLog {
  spoken: Array<{ text: string; voice: string | null; rate: number }>;
  cancels: number;
}

/**
 * Headless Chromium has no voices, so tests install a small speechSynthesis of their own: it lists
 * the given voices and "speaks" an utterance by sending a word boundary event for each run of
 * non-spaces every 200 ms, then its end. What it was asked to say is kept in window.__speech.
 */
export async function installFakeSpeech(page: Page, voices: FakeVoice[]): Promise<void> {
  await page.addInitScript((list: FakeVoice[]) => {
    type Handler = ((event: Event) => void) | null;
    class FakeUtterance extends EventTarget {
      voice: { name: string } | null = null;
      lang = '';
      rate = 1;
      onstart: Handler = null;
      onboundary: Handler = null;
      onend: Handler = null;
      onerror: Handler = null;
      constructor(public text: string) {
        super();
      }
    }
    const emit = (utterance: FakeUtterance, type: 'start' | 'boundary' | 'end' | 'error', init: Record<string, unknown>) => {
      const event = Object.assign(new Event(type), { utterance, ...init });
      utterance.dispatchEvent(event);
      utterance[`on${type}`]?.(event);
    };
    const log = { spoken: [] as Array<{ text: string; voice: string | null; rate: number }>, cancels: 0 };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let resume: (() => void) | null = null;
    let speaking: FakeUtterance | null = null;
    const synth = Object.assign(new EventTarget(), {
      getVoices: () => list.map((voice) => ({ ...voice, default: false, localService: true })),
      speak(utterance: FakeUtterance) {
        log.spoken.push({ text: utterance.text, voice: utterance.voice?.name ?? null, rate: utterance.rate });
        speaking = utterance;
        const words = [...utterance.text.matchAll(/\S+/g)];
        let next = 0;
        const step = () => {
          if (speaking !== utterance) return;
          if (next >= words.length) {
            speaking = null;
            emit(utterance, 'end', { charIndex: utterance.text.length });
            return;
          }
          const word = words[next++]!;
          emit(utterance, 'boundary', { name: 'word', charIndex: word.index, charLength: word[0].length });
          timer = setTimeout(step, 200);
        };
        resume = step;
        emit(utterance, 'start', { charIndex: 0 });
        timer = setTimeout(step, 50);
      },
      cancel() {
        log.cancels += 1;
        clearTimeout(timer);
        const stopped = speaking;
        speaking = null;
        if (stopped) emit(stopped, 'error', { error: 'interrupted', charIndex: 0 });
      },
      pause: () => clearTimeout(timer),
      resume: () => resume?.(),
    });
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, get: () => synth });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, writable: true, value: FakeUtterance });
    (window as unknown as { __speech: typeof log }).__speech = log;
  }, voices);
}

export const spokenLog = (page: Page) => page.evaluate(() => (window as unknown as { __speech: SpokenLog }).__speech);
