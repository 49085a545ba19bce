/** A small seeded random source (mulberry32): the same seed always gives the same story. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(maxExclusive: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** A new, independent stream derived from this one, so one part's draws do not shift another's. */
  fork(label: string): Random;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashLabel(label: string): number {
  let hash = 2166136261;
  for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 16777619);
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(Math.trunc(seed) ^ 0x9e3779b9);
  const random: Random = {
    next,
    int: (maxExclusive) => Math.floor(next() * maxExclusive),
    chance: (probability) => next() < probability,
    pick(items) {
      if (items.length === 0) throw new Error('Cannot pick from an empty list.');
      return items[Math.floor(next() * items.length)]!;
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    fork: (label) => createRandom((Math.floor(next() * 4294967296) ^ hashLabel(label)) >>> 0),
  };
  return random;
}
