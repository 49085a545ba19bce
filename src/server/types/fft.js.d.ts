/** fft.js ships no types; this covers the real-input transform the aligner's MFCC uses. */
declare module 'fft.js' {
  export default class FFT {
    constructor(size: number);
    /** Interleaved re/im, twice the transform's size. */
    createComplexArray(): number[];
    /** Fills the left half of `output` (bins 0…size/2) with the spectrum of `input`. */
    realTransform(output: number[], input: ArrayLike<number>): void;
  }
}
