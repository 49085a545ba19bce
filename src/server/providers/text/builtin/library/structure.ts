/**
 * The shape every story follows, as data: the phases of the arc with their share of the words, and
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
  | 'interestMoment'
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
  opening: ['morning', 'interestMoment', 'sensory', 'weather'],
  interest: [],
  favourite: [],
  companion: ['roleMoment', 'banter'],
  problem: ['investigate', 'worry', 'sensory', 'wonder'],
  reaction: ['thought', 'investigate'],
  decision: ['cheer', 'plan'],
  prepare: [],
  travel: ['sensory', 'banter', 'weather', 'exchange'],
  attemptLead: [],
  attempt: ['sensory', 'roleMoment', 'thought', 'wonder', 'effort'],
  setback: ['encourage', 'rest', 'thought', 'exchange', 'lessonMoment', 'doubt'],
  lesson: [],
  encounter: ['sensory', 'banter'],
  pause: ['doubt', 'sensory', 'weather', 'thought'],
  insight: ['plan'],
  turn: ['cheer', 'roleMoment', 'wonder', 'plan'],
  solve: ['effort', 'celebrate', 'thanks'],
  afterglow: ['farewell', 'banter', 'celebrate'],
  homeward: ['sensory', 'memory', 'weather', 'whisper', 'bedtime', 'evening'],
  echo: ['memory'],
  close: [],
};

/** Core beats a very short story may drop, first to last, to stay within its word count. */
export const droppable: readonly CoreKind[] = ['attemptLead', 'prepare', 'reaction', 'pause', 'homeward', 'travel', 'interest', 'favourite'];
