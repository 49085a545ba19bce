/** The generic beats every story is built from, whatever its theme. */
export const beatKinds = [
  'opening',
  'interestMoment',
  'favourite',
  'reaction',
  'decision',
  'prepare',
  'travel',
  'attemptLead',
  'setback',
  'encounter',
  'pause',
  'celebrate',
  'homeward',
  'closeCalm',
  'closeBright',
  'sensory',
  'weather',
  'thought',
  'rest',
  'memory',
] as const;
export type BeatKind = (typeof beatKinds)[number];
export type BeatLibrary = Readonly<Record<BeatKind, readonly string[]>>;
