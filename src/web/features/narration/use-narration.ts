/**
 * Plays one page's narration and follows it word by word. An owner's audio is fetched with the
 * parent's token and played from memory; a shared story's is played from its address. The current
 * word comes from the page's timings, read on every animation frame while it plays.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { highlightedWordAt, type WordTiming } from '@shared/narration.ts';
import { apiRequest } from '../../lib/api-client.ts';

export type NarrationState = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

export interface NarrationSource {
  /** Where the audio is: an API path (fetched with the token) or a blob/object URL. */
  src: string;
  timings: readonly WordTiming[];
  /** An owner's audio needs their token; a shared story's is played straight from its address. */
  auth?: boolean;
}

export interface NarrationOptions {
  /** Playback speed, 1 is as recorded. */
  rate?: number;
  /** Called when the page has been read to its end. */
  onEnded?: () => void;
}

export interface Narration {
  state: NarrationState;
  /** Index into the timings of the word to highlight, or -1. */
  currentWord: number;
  toggle: () => void;
  /** Plays the page from one of its words. */
  playFrom: (word: number) => void;
  /** Plays one word alone (a long press on it). */
  playWord: (word: number) => void;
  stop: () => void;
  audioRef: React.RefObject<HTMLAudioElement | null>;
}

async function playableUrl(src: string, auth: boolean, signal: AbortSignal): Promise<{ url: string; revoke: boolean }> {
  if (!auth || !src.startsWith('/api/')) return { url: src, revoke: false };
  const blob = await apiRequest<Blob>(src, { requireAuth: true, responseType: 'blob', signal });
  return { url: URL.createObjectURL(blob), revoke: true };
}

export function useNarration(source: NarrationSource | null, options: NarrationOptions = {}): Narration {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<NarrationState>('idle');
  const [currentWord, setCurrentWord] = useState(-1);
  const loaded = useRef<{ src: string; url: string; revoke: boolean } | null>(null);
  const frame = useRef(0);
  const aborter = useRef<AbortController | null>(null);
  /** Where playing one word alone ends, in ms; null while the page plays on. */
  const stopAt = useRef<number | null>(null);
  const src = source?.src ?? null;
  const auth = source?.auth ?? true;
  const timings = source?.timings;
  const rate = options.rate ?? 1;

  const latest = useRef({ timings, rate, onEnded: options.onEnded });
  useEffect(() => {
    latest.current = { timings, rate, onEnded: options.onEnded };
  }, [timings, rate, options.onEnded]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, [rate, src]);

  const stop = useCallback(() => {
    cancelAnimationFrame(frame.current);
    aborter.current?.abort();
    const audio = audioRef.current;
    if (audio && !audio.paused) audio.pause();
    if (audio) audio.currentTime = 0;
    setState('idle');
    setCurrentWord(-1);
  }, []);

  // A new page (or story) starts from silence; the old audio is let go.
  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      cancelAnimationFrame(frame.current);
      aborter.current?.abort();
      audio?.pause();
      if (loaded.current?.revoke) URL.revokeObjectURL(loaded.current.url);
      loaded.current = null;
      setState('idle');
      setCurrentWord(-1);
    };
  }, [src, auth]);

  const play = useCallback(
    (fromMs?: number, untilMs?: number) => {
      const audio = audioRef.current;
      if (!audio || !src) return;
      stopAt.current = untilMs ?? null;
      const start = async () => {
        if (loaded.current?.src !== src) {
          setState('loading');
          const controller = new AbortController();
          aborter.current = controller;
          const playable = await playableUrl(src, auth, controller.signal);
          if (controller.signal.aborted) return;
          loaded.current = { src, ...playable };
          audio.src = playable.url;
        }
        if (fromMs !== undefined) audio.currentTime = fromMs / 1000;
        else if (audio.ended) audio.currentTime = 0;
        audio.playbackRate = latest.current.rate;
        await audio.play();
      };
      start().catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        setState('error');
      });
    },
    [src, auth],
  );

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (audio && !audio.paused) audio.pause();
    else play();
  }, [play]);

  const playFrom = useCallback(
    (word: number) => {
      const timing = latest.current.timings?.[word];
      if (timing) play(timing.startMs);
    },
    [play],
  );

  const playWord = useCallback(
    (word: number) => {
      const timing = latest.current.timings?.[word];
      if (timing) play(timing.startMs, timing.endMs);
    },
    [play],
  );

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const follow = () => {
      if (stopAt.current !== null && audio.currentTime * 1000 >= stopAt.current) {
        // One word alone has been heard: back to the start of the page, as before.
        stopAt.current = null;
        audio.pause();
        audio.currentTime = 0;
        setState('idle');
        setCurrentWord(-1);
        return;
      }
      if (latest.current.timings) setCurrentWord(highlightedWordAt(latest.current.timings, audio.currentTime * 1000));
      if (!audio.paused) frame.current = requestAnimationFrame(follow);
    };
    const onPlay = () => {
      setState('playing');
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(follow);
    };
    const onPause = () => {
      cancelAnimationFrame(frame.current);
      setState((now) => (now === 'playing' ? 'paused' : now));
    };
    const onEnded = () => {
      cancelAnimationFrame(frame.current);
      setState('ended');
      setCurrentWord(-1);
      latest.current.onEnded?.();
    };
    const onError = () => setState((now) => (now === 'idle' ? now : 'error'));
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('error', onError);
    return () => {
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('error', onError);
    };
    // The audio element appears with the first narrated page.
  }, [src]);

  return { state, currentWord, toggle, playFrom, playWord, stop, audioRef };
}
