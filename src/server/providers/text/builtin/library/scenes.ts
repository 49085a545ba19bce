/**
 * What the illustrator is told for pages built from generic beats. Plot steps carry their own
 * scenes; these cover everything else. Present tense, no speech, one clear moment.
 */
import type { CoreKind, FollowKind } from './structure.ts';

export const scenes: Readonly<Partial<Record<CoreKind | FollowKind, string>>> = {
  opening: '{hero} {place.in}, smiling',
  interest: '{hero} happily busy with something to do with {interest}',
  favourite: '{hero} with a favourite thing, looking pleased',
  companion: '{hero} together with {c}',
  reaction: '{hero} looking concerned, thinking about the problem',
  decision: '{hero} standing tall and determined, ready to help',
  prepare: '{hero} getting ready to set off, backpack on',
  travel: '{team} on the way to {spot}',
  attemptLead: '{hero} looking carefully at {spot}, planning',
  setback: '{hero} pausing to think after something did not work',
  lesson: '{hero} and {pal} sharing a quiet moment on the journey',
  encounter: '{hero} gently helping {creature}',
  pause: '{hero} sitting very still, thinking hard',
  insight: '{hero} with a bright new idea',
  homeward: '{team} heading {homeward}, tired and happy',
  echo: '{hero} thinking back over the day with a small smile',
  close: '{hero} at the end of the day, content',
  sensory: '{hero} stopping to take in the view {place.in}',
  weather: 'The sky over {place}, {hero} looking up',
  celebrate: '{hero} and friends cheering together',
  roleMoment: '{hero} and {c} on the journey',
  rest: '{team} stopping for a snack and a rest',
  memory: '{hero} remembering the day',
};

export const calmCloseScene = '{hero} asleep, tucked up warm in bed, moonlight at the window';
