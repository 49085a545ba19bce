/**
 * Dynamic time warping between two feature sequences: the cheapest monotonic path from both
 * starts to both ends, where a step may advance either sequence or both. Only a band around the
 * diagonal (scaled to the two lengths) is searched, wide enough for a reader who is much slower
 * or faster in places, so a page costs memory in proportion to its length times the band.
 */
import type { Features } from './mfcc.ts';

export interface WarpingPath {
  /** For each reference frame, the first and last recording frame the path pairs it with. */
  first: Int32Array;
  last: Int32Array;
}

function distance(a: Features, i: number, b: Features, j: number): number {
  let sum = 0;
  const dimensions = a.dimensions;
  for (let d = 0; d < dimensions; d++) {
    const diff = a.values[i * dimensions + d]! - b.values[j * dimensions + d]!;
    sum += diff * diff;
  }
  return Math.sqrt(sum);
}

export function warp(reference: Features, recording: Features, bandShare = 0.35): WarpingPath {
  const n = reference.frames;
  const m = recording.frames;
  const half = Math.max(150, Math.round(bandShare * Math.max(n, m)));
  const lows = new Int32Array(n);
  const highs = new Int32Array(n);
  const offsets = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    const centre = n === 1 ? 0 : Math.round((i * (m - 1)) / (n - 1));
    lows[i] = Math.max(0, centre - half);
    highs[i] = Math.min(m - 1, centre + half);
    offsets[i + 1] = offsets[i]! + (highs[i]! - lows[i]! + 1);
  }
  // 0: both advanced, 1: the reference advanced, 2: the recording advanced.
  const steps = new Uint8Array(offsets[n]!);
  let previous = new Float64Array(m).fill(Infinity);
  let current = new Float64Array(m).fill(Infinity);
  for (let i = 0; i < n; i++) {
    current.fill(Infinity);
    const base = offsets[i]! - lows[i]!;
    for (let j = lows[i]!; j <= highs[i]!; j++) {
      const cost = distance(reference, i, recording, j);
      if (i === 0 && j === 0) {
        current[j] = cost;
        continue;
      }
      const diagonal = i > 0 && j > 0 ? previous[j - 1]! : Infinity;
      const up = i > 0 ? previous[j]! : Infinity;
      const left = j > 0 ? current[j - 1]! : Infinity;
      let best = diagonal;
      let step = 0;
      if (up < best) {
        best = up;
        step = 1;
      }
      if (left < best) {
        best = left;
        step = 2;
      }
      current[j] = best + cost;
      steps[base + j] = step;
    }
    [previous, current] = [current, previous];
  }
  const first = new Int32Array(n).fill(-1);
  const last = new Int32Array(n).fill(-1);
  let i = n - 1;
  let j = m - 1;
  while (i >= 0 && j >= 0) {
    first[i] = j;
    if (last[i] === -1) last[i] = j;
    if (i === 0 && j === 0) break;
    if (j < lows[i]! || j > highs[i]!) break;
    const step = i === 0 ? 2 : j === 0 ? 1 : steps[offsets[i]! - lows[i]! + j]!;
    if (step !== 2) i--;
    if (step !== 1) j--;
  }
  return { first, last };
}
