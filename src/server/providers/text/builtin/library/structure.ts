/**
 * The arc every story follows, as data: the phases of the arc with their share of the words, and
 * which optional beats may follow which core beat when a story needs to grow.
 */
export const phases = ['setup', 'problem', 'attempts', 'turn', 'resolution', 'ending'] as const;
export type Phase = (typeof phases)[number];

export const phaseShare: Readonly<Record<Phase, number>> = {
  setup: 0.12,
  problem: 0.11,
  attempts: 0.43,
  turn: 0.12,
  resolution: 0.11,
  ending: 0.11,
};

/** Core beats: what the arc needs at a given point. */
export type CoreKind =
  | 'opening'
  | 'where'
  | 'interest'
  | 'favourite'
  | 'companion'
  | 'problem'
  | 'reaction'
  | 'decision'
  | 'prepare'
  | 'travel'
  | 'attemptLead'
  | 'attempt'
  | 'setback'
  | 'lesson'
  | 'encounter'
  | 'pause'
  | 'insight'
  | 'turn'
  | 'solve'
  | 'afterglow'
  | 'homeward'
  | 'echo'
  | 'moral'
  | 'close';

/** Optional beats: added to reach the length, never needed for the story to make sense. */
export type FollowKind =
  | 'sensory'
  | 'weather'
  | 'thought'
  | 'rest'
  | 'memory'
  | 'morning'
  | 'investigate'
  | 'doubt'
  | 'plan'
  | 'effort'
  | 'farewell'
  | 'bedtime'
  | 'evening'
  | 'place'
  | 'count'
  | 'interestMoment'
  | 'attemptLead'
  | 'celebrate'
  | 'roleMoment'
  | 'lessonMoment'
  | 'worry'
  | 'cheer'
  | 'banter'
  | 'encourage'
  | 'thanks'
  | 'wonder'
  | 'whisper'
  | 'exchange';

export const followUps: Readonly<Record<CoreKind, readonly FollowKind[]>> = {
  // Only beats bound to the scene they follow: what can be seen, heard or done at this spot, now,
  // by who is there. Nothing from nowhere — no stray thoughts, cheers or chatter between scenes, no
  // snack stops (a rest on the way is only a rest) and counting only
  // at the spot being searched.
  opening: [],
  where: [],
  interest: [],
  favourite: [],
  companion: [],
  problem: [],
  reaction: [],
  decision: [],
  prepare: [],
  travel: ['sensory', 'weather', 'exchange', 'rest'],
  attemptLead: [],
  attempt: ['sensory', 'roleMoment', 'exchange', 'count'],
  setback: ['encourage', 'sensory', 'rest'],
  lesson: [],
  encounter: ['sensory'],
  pause: ['sensory'],
  insight: [],
  turn: [],
  solve: ['thanks'],
  afterglow: [],
  homeward: ['sensory'],
  echo: [],
  moral: [],
  close: [],
};

/** Core beats a very short story may drop, first to last, to stay within its word count. */
/** Within the beats after one core beat, scenery comes first and bedtime last. */
export const followOrder: Readonly<Partial<Record<FollowKind, number>>> = {
  weather: 0,
  sensory: 1,
  place: 1,
  farewell: 3,
  attemptLead: 7,
  memory: 4,
  whisper: 5,
  bedtime: 6,
  evening: 6,
};

// Last of all, a setback line: the attempt itself has already shown that it did not work.
export const droppable: readonly CoreKind[] = ['attemptLead', 'prepare', 'reaction', 'pause', 'homeward', 'travel', 'interest', 'echo', 'favourite', 'setback'];
