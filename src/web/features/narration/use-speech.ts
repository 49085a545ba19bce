/**
 * Reads a page aloud with one of the device's own voices (speechSynthesis), following it word by
 * word from the voice's boundary events. It offers what the audio narration offers (play, pause,
 * play from a word, one word alone), so the reader treats both alike. A new page, another voice or
 * leaving the page stops it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WordTiming } from '@shared/narration.ts';
import { wordAtChar } from './device-voices.ts';
import type { Narration, NarrationOptions, NarrationState } from './use-narration.ts';

export interface SpeechSource {
  text: string;
  words: readonly WordTiming[];
  voice: SpeechSynthesisVoice;
}

export function useSpeech(source: SpeechSource | null, options: NarrationOptions = {}): Narration {
  const [state, setState] = useState<NarrationState>('idle');
  const [currentWord, setCurrentWord] = useState(-1);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const latest = useRef({ source, rate: options.rate ?? 1, onEnded: options.onEnded });
  useEffect(() => {
    latest.current = { source, rate: options.rate ?? 1, onEnded: options.onEnded };
  }, [source, options.rate, options.onEnded]);
  // Only the latest utterance may change what is shown: a cancelled one still reports its end.
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  const stop = useCallback(() => {
    current.current = null;
    window.speechSynthesis?.cancel();
    setState('idle');
    setCurrentWord(-1);
  }, []);

  const text = source?.text;
  const voiceUri = source?.voice.voiceURI;
  useEffect(() => stop, [text, voiceUri, stop]);

  /** Speaks the page from one word to another (both included). */
  const speak = useCallback((from: number, to?: number) => {
    const page = latest.current.source;
    const first = page?.words[from];
    if (!page || !first) return;
    const last = page.words[to ?? page.words.length - 1] ?? first;
    const synth = window.speechSynthesis;
    current.current = null;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(page.text.slice(first.charStart, to === undefined ? undefined : last.charEnd));
    utterance.voice = page.voice;
    utterance.lang = page.voice.lang;
    utterance.rate = latest.current.rate;
    const mine = () => current.current === utterance;
    utterance.onstart = () => mine() && setState('playing');
    utterance.onboundary = (event) => {
      if (mine() && event.name === 'word') setCurrentWord(wordAtChar(page.words, first.charStart + event.charIndex));
    };
    utterance.onend = () => {
      if (!mine()) return;
      current.current = null;
      setState('ended');
      setCurrentWord(-1);
      if (to === undefined) latest.current.onEnded?.();
    };
    utterance.onerror = (event) => {
      if (!mine() || event.error === 'interrupted' || event.error === 'canceled') return;
      current.current = null;
      setState('error');
    };
    current.current = utterance;
    setState('loading');
    setCurrentWord(from);
    synth.speak(utterance);
  }, []);

  const toggle = useCallback(() => {
    const synth = window.speechSynthesis;
    if (state === 'playing') {
      synth.pause();
      setState('paused');
    } else if (state === 'paused' && current.current) {
      synth.resume();
      setState('playing');
    } else speak(0);
  }, [state, speak]);

  const playFrom = useCallback((word: number) => speak(word), [speak]);
  const playWord = useCallback((word: number) => speak(word, word), [speak]);
  return { state, currentWord, toggle, playFrom, playWord, stop, audioRef };
}
