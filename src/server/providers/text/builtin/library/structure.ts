/**
 * The arc every story follows, as data: the phases of the arc with their share of the words, and
 * which optional beats may follow which core beat when a story needs to grow.
 */
export const phases = ['setup', 'problem', 'attempts', 'turn', 'resolution', 'ending'] as const;
export type Phase = (typeof phases)[number];

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
