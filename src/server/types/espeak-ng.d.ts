/** @echogarden/espeak-ng-emscripten ships no types; this covers the calls the built-in narrator makes. */
declare module '@echogarden/espeak-ng-emscripten' {
  export interface RawEspeakEvent {
    type: string;
    /** 1-based, in code points of the text given. */
    text_position: number;
    word_length: number;
    /** Milliseconds from the start of the utterance. */
    audio_position: number;
    id?: string | number;
  }
  export interface ESpeakNGWorker {
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): number;
    set_pitch(pitch: number): number;
    set_range(range: number): number;
    get_samplerate(): number;
    list_voices(): Array<{ identifier: string; name: string }>;
    /** Synthesises SSML; the callback receives 16-bit mono chunks and the events inside each. */
    synthesize(text: string, callback: (samples: Int16Array | undefined, events: RawEspeakEvent[]) => void): void;
  }
  export interface EspeakModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  const initialize: () => Promise<EspeakModule>;
  export default initialize;
}
