/**
 * Mel-frequency cepstral coefficients, the features speech aligners compare: 25 ms windows every
 * 10 ms, a mel filter bank from 80 Hz to 7.6 kHz computed at the audio's own sample rate (so no
 * resampling is needed), log energies floored 50 dB under the loudest frame or just over the room's
 * noise, whichever is higher (so silence looks like silence whether it is digital zero or a quiet room), then a DCT. Each coefficient is normalised
 * over the utterance's voiced frames (mean 0, variance 1) so two different voices become comparable.
 */
import FFT from 'fft.js';

export const frameMs = 10;
const windowMs = 25;
const melBands = 26;
const coefficients = 13;
const lowHz = 80;
const highHz = 7600;
const floorRatio = 1e-5;
const noisePercentile = 0.15;
const noiseMargin = 4;
/** A frame counts as voiced within 30 dB of the loudest and clearly over the room's noise. */
const voicedRatio = 1e-3;
/** The normalised energy given to every silent frame: well under any voiced one. */
const silentEnergy = -4;

const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOfMel = (value: number) => 700 * (10 ** (value / 2595) - 1);

function filterBank(fftSize: number, sampleRate: number): Array<{ from: number; weights: Float32Array }> {
  const top = Math.min(highHz, sampleRate / 2 - 1);
  const points = Array.from({ length: melBands + 2 }, (_, index) => hzOfMel(mel(lowHz) + ((mel(top) - mel(lowHz)) * index) / (melBands + 1)));
  const bin = (hz: number) => (hz * fftSize) / sampleRate;
  return Array.from({ length: melBands }, (_, band) => {
    const [left, centre, right] = [bin(points[band]!), bin(points[band + 1]!), bin(points[band + 2]!)];
    const from = Math.ceil(left);
    const to = Math.floor(right);
    const weights = new Float32Array(Math.max(0, to - from + 1));
    for (let k = from; k <= to; k++) weights[k - from] = k <= centre ? (k - left) / Math.max(1e-9, centre - left) : (right - k) / Math.max(1e-9, right - centre);
    return { from, weights };
  });
}

export interface Features {
  /** One row of `coefficients` values per 10 ms frame, row after row. */
  values: Float32Array;
  frames: number;
  dimensions: number;
}

/** MFCC frames of mono audio (samples in −1…1 or 16-bit integers: the scale does not matter). */
export function mfcc(samples: ArrayLike<number>, sampleRate: number): Features {
  const hop = Math.round((sampleRate * frameMs) / 1000);
  const windowLength = Math.round((sampleRate * windowMs) / 1000);
  let fftSize = 1;
  while (fftSize < windowLength) fftSize *= 2;
  const frames = Math.max(1, Math.ceil(samples.length / hop));
  const window = Float32Array.from({ length: windowLength }, (_, n) => 0.54 - 0.46 * Math.cos((2 * Math.PI * n) / (windowLength - 1)));
  const bank = filterBank(fftSize, sampleRate);
  const fft = new FFT(fftSize);
  const input = new Float32Array(fftSize);
  const output = fft.createComplexArray();
  const energies = new Float32Array(frames * melBands);
  let loudest = 0;
  for (let frame = 0; frame < frames; frame++) {
    const start = frame * hop - Math.floor((windowLength - hop) / 2);
    input.fill(0);
    let previous = 0;
    for (let n = 0; n < windowLength; n++) {
      const sample = Number(samples[start + n] ?? 0);
      // Pre-emphasis lifts the consonants the voice says quietly.
      input[n] = (sample - 0.97 * previous) * window[n]!;
      previous = sample;
    }
    fft.realTransform(output, input);
    for (const [band, filter] of bank.entries()) {
      let sum = 0;
      for (let k = 0; k < filter.weights.length; k++) {
        const re = output[2 * (filter.from + k)]!;
        const im = output[2 * (filter.from + k) + 1]!;
        sum += filter.weights[k]! * (re * re + im * im);
      }
      energies[frame * melBands + band] = sum;
      loudest = Math.max(loudest, sum);
    }
  }
  // A room's steady noise sits under the floor too, so a pause reads as silence in a recording as
  // it does in the digital quiet of the rendering.
  // Each band has its own floor: a room's hiss is louder in the wide high bands.
  const floors = Array.from({ length: melBands }, (_, band) => {
    const levels = Float32Array.from({ length: frames }, (_, frame) => energies[frame * melBands + band]!).sort();
    return Math.max(loudest * floorRatio, (levels[Math.floor(frames * noisePercentile)] ?? 0) * noiseMargin, 1e-20);
  });
  const values = new Float32Array(frames * coefficients);
  const logs = new Float32Array(melBands);
  const voiced: boolean[] = [];
  for (let frame = 0; frame < frames; frame++) {
    let total = 0;
    for (let band = 0; band < melBands; band++) total = Math.max(total, energies[frame * melBands + band]! / floors[band]!);
    voiced.push(total > noiseMargin && total * Math.min(...floors) > loudest * voicedRatio);
    for (let band = 0; band < melBands; band++) logs[band] = Math.log(Math.max(floors[band]!, energies[frame * melBands + band]!));
    for (let c = 0; c < coefficients; c++) {
      let sum = 0;
      for (let band = 0; band < melBands; band++) sum += logs[band]! * Math.cos((Math.PI * c * (band + 0.5)) / melBands);
      values[frame * coefficients + c] = sum;
    }
  }
  normalise(values, frames, coefficients, voiced);
  // Every pause is the same silence in both recordings, so pairing pause with pause costs nothing
  // and a reader's longer breath is absorbed there rather than stretched over words.
  for (let frame = 0; frame < frames; frame++) {
    if (voiced[frame]) continue;
    values.fill(0, frame * coefficients, (frame + 1) * coefficients);
    values[frame * coefficients] = silentEnergy;
  }
  return { values, frames, dimensions: coefficients };
}

/**
 * Mean 0 and variance 1 over the voiced frames only: how long a reader pauses must not change how
 * their voice is described.
 */
function normalise(values: Float32Array, frames: number, dimensions: number, voiced: boolean[]): void {
  const counted = voiced.some(Boolean) ? voiced : voiced.map(() => true);
  const count = counted.filter(Boolean).length;
  for (let d = 0; d < dimensions; d++) {
    let mean = 0;
    for (let f = 0; f < frames; f++) if (counted[f]) mean += values[f * dimensions + d]!;
    mean /= count;
    let variance = 0;
    for (let f = 0; f < frames; f++) if (counted[f]) variance += (values[f * dimensions + d]! - mean) ** 2;
    const deviation = Math.sqrt(variance / count) || 1;
    for (let f = 0; f < frames; f++) values[f * dimensions + d] = (values[f * dimensions + d]! - mean) / deviation;
  }
}
