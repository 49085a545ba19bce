/**
 * Records from the microphone with MediaRecorder (WebM/Opus in Chromium and Firefox, MP4 in
 * Safari), with a live level for the meter. Nothing leaves the browser here: the recording is kept
 * as a blob to listen back to, then kept (uploaded by the caller) or discarded.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderState = 'idle' | 'starting' | 'recording' | 'recorded' | 'error';

export interface Recorder {
  state: RecorderState;
  /** 0–1, how loud the microphone is right now. */
  level: number;
  seconds: number;
  /** The recording to listen back to, once stopped. */
  blob: Blob | null;
  url: string | null;
  error: string | null;
  start: () => Promise<void>;
  stop: () => void;
  discard: () => void;
}

/** Recording stops by itself after `maxSeconds`. */
export function useRecorder(maxSeconds: number): Recorder {
  const [state, setState] = useState<RecorderState>('idle');
  const [level, setLevel] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const live = useRef<{ recorder: MediaRecorder; stream: MediaStream; context: AudioContext; frame: number } | null>(null);

  const release = useCallback(() => {
    const current = live.current;
    live.current = null;
    if (!current) return;
    cancelAnimationFrame(current.frame);
    for (const track of current.stream.getTracks()) track.stop();
    void current.context.close().catch(() => undefined);
    setLevel(0);
  }, []);

  useEffect(() => () => release(), [release]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const start = useCallback(async () => {
    setError(null);
    setBlob(null);
    setUrl(null);
    setSeconds(0);
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch {
      setState('error');
      setError('We could not use your microphone. Please allow it in your browser and try again.');
      return;
    }
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const recorded = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
      release();
      setBlob(recorded);
      setUrl(URL.createObjectURL(recorded));
      setState('recorded');
    };
    const measure = () => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      // Speech sits around −30 to −10 dBFS: show that range across the meter.
      const db = 10 * Math.log10(sum / samples.length + 1e-12);
      setLevel(Math.min(1, Math.max(0, (db + 60) / 50)));
      const elapsed = (performance.now() - startedAt) / 1000;
      setSeconds(Math.floor(elapsed));
      if (elapsed >= maxSeconds && recorder.state === 'recording') recorder.stop();
      if (live.current) live.current.frame = requestAnimationFrame(measure);
    };
    live.current = { recorder, stream, context, frame: requestAnimationFrame(measure) };
    recorder.start(250);
    setState('recording');
  }, [release, maxSeconds]);

  const stop = useCallback(() => {
    const recorder = live.current?.recorder;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const discard = useCallback(() => {
    release();
    setBlob(null);
    setUrl(null);
    setSeconds(0);
    setState('idle');
  }, [release]);

  return { state, level, seconds, blob, url, error, start, stop, discard };
}
