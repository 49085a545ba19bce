/**
 * How the hero finds the way through at the turning point. Each interest leads to one of these, so
 * a child who loves dinosaurs solves the problem the way a fossil hunter would.
 */
import type { MethodId, Tiered } from './types.ts';

export const methods: Readonly<Record<MethodId, Tiered>> = {
  'look-closely': {
    simple: [
      '[{hero} thought about {interest}[ for a bit| and smiled|]|{hero} thought of {interest}[ and smiled|]|That made {hero} think of {interest}[ again| once more| and {hero.their} big book|]]. {interest.tie} So {hero} looked again, [very slowly|bit by bit|inch by inch|from top to bottom|one bit at a time][ with {pal}| this time| and smiled|].',
      '"We went too [fast|quick], so let’s look [very, very closely|really closely|slowly this time|at every little bit|again]," said {hero} [to {pal}|with a nod|softly|at last].',
      '{hero} got down [low|on {hero.their} knees|on {hero.their} tummy] and looked [at the ground|all around|at every stone|under every leaf], [slowly and carefully|bit by bit|with {pal}|very slowly].',
      '{hero} [stopped|stood still|crouched down|sat down] [by {pal}|for a bit|on the spot]. "[Wait|Hang on|Hold on], [let’s look again|we missed something|look closer]," said {hero}.',
    ],
    rich: [
      '[{hero} thought about {interest}|{hero} found {hero.self} thinking about {interest}|Without quite meaning to, {hero} thought of {interest}|Of all things, {hero} thought of {interest}][ just then| at that moment| all of a sudden|]. {interest.tie} [Perhaps|Maybe] the [answer|clue|secret] had been in plain sight all along, [waiting|just waiting|patiently waiting] for someone to look [slowly|closely|patiently|carefully] enough.',
      '"We’ve been [rushing|going too fast|hurrying|dashing about]," {hero} [said|told {pal}|said slowly|decided]. "Let’s look [properly|again], really [properly|carefully], at [everything|every little thing|all of it|every corner]." {hero} [began again|started over|went back to the start], [slowly this time|one step at a time|with great care|inch by inch], missing nothing.',
      '{hero} [crouched down|knelt down|bent low] and began to look at things the way you look at a [puzzle|jigsaw|map|picture book]: one [piece|bit|corner] at a time[, and none of them skipped|, the edges first|, slowly|].',
      '[Something|A tiny thing|One small detail|A little something] had been [nagging|tugging] at {hero} [all day|for a while|since the start], and now {hero} [went back to|returned to|looked again at] it, slowly and [carefully|properly|with fresh eyes].',
    ],
  },
  listen: {
    simple: [
      '{hero} thought about {interest}. {interest.tie} So {hero} closed {hero.their} eyes and listened[ very hard| for a long time|].',
      '"[Shh|Hush|Quiet, please]," said {hero}. "Let’s listen." [Everyone|{pal}] was very quiet.',
      '{hero} sat [still|very still|quite still] and listened. What could {hero} hear?',
    ],
    rich: [
      '{hero} thought about {interest}. {interest.tie} So {hero} closed {hero.their} eyes and listened, not to the loud sounds but to the quiet ones underneath.',
      '"Everyone be quiet for a moment," {hero} said. "I think we’ve been [talking so much|so busy talking] we haven’t been listening."',
      '{hero} stopped asking questions and simply listened, which turned out to be a [very|completely|wonderfully] different thing.',
    ],
  },
  together: {
    simple: [
      '{hero} thought about {interest}. {interest.tie} "We can all do it together!" said {hero}.',
      '"I can’t do it all [alone|by myself|on my own]," said {hero}. "But we can do it together[, {pal}|]."',
      '{hero} looked at [everyone|{pal}]. "Let’s all help," said {hero}. "[Each of us can do a bit.|You do a bit, I do a bit.]"',
    ],
    rich: [
      '{hero} thought about {interest}. {interest.tie} Maybe the trouble was that they had each been trying on their own.',
      '"I’ve been trying to do this by myself," {hero} said slowly. "But none of us has to. What if we each do the part we’re best at?"',
      '{hero} looked around at everyone and realised that the answer was not one clever idea, but all of them put together.',
    ],
  },
  'slow-steady': {
    simple: [
      '{hero} thought about {interest}. {interest.tie} "Slow and steady," said {hero}[ to {pal}|].',
      '"Let’s not rush," said {hero}. "One small step at a time."',
      '{hero} took a big breath. "Slow and steady," {hero} said. "[Step by step.|Bit by bit.|One, then two.]"',
    ],
    rich: [
      '{hero} thought about {interest}. {interest.tie} Rushing had not helped. Perhaps going slowly would.',
      '"I think we’ve been trying to do it all at once," {hero} said. "Let’s do one small thing, and then the next one."',
      '{hero} took a slow breath and let the hurry drain away. Slow and steady. One step, then another.',
    ],
  },
  'new-angle': {
    simple: [
      '{hero} thought about {interest}. {interest.tie} "Let’s try it a new way," said {hero}.',
      '{hero} turned round and looked at it the other way[ with {pal}|]. [Hmm!|Oh!|Aha!]',
      '"What if we think about it back to front?" said {hero}[ to {pal}|].',
    ],
    rich: [
      '{hero} thought about {interest}. {interest.tie} Perhaps the trick was to stop looking at the problem from the same side.',
      '"What if we’ve got it backwards?" {hero} said. "What if we try it completely the other way round?"',
      '{hero} tilted {hero.their} head and looked at the whole problem again, as if for the first time, from an entirely new side.',
    ],
  },
  patience: {
    simple: [
      '{hero} thought about {interest}. {interest.tie} So {hero} waited, very patiently.',
      '"Let’s wait a bit," said {hero}[ to {pal}|]. "Some things need time."',
      '{hero} sat down and waited. And waited. It was hard, but {hero} did it.',
    ],
    rich: [
      '{hero} thought about {interest}. {interest.tie} Some things simply cannot be hurried.',
      '"Maybe we don’t need to do anything," {hero} said. "Maybe we just need to wait and watch."',
      '{hero} settled down to wait, which is one of the hardest things there is, and did it anyway.',
    ],
  },
  gentle: {
    simple: [
      '{hero} thought about {interest}. {interest.tie} "Let’s be very gentle," said {hero}.',
      '"Shh," said {hero}. "Soft and slow. Be very gentle."',
      '{hero} stopped pushing. {hero} was soft and gentle and kind.',
    ],
    rich: [
      '{hero} thought about {interest}. {interest.tie} Maybe the answer was not more effort, but more care.',
      '"We’ve been too loud, too quick," {hero} said softly. "Let’s try being gentle."',
      '{hero} stopped pushing and began, instead, to be as gentle and kind as {hero.they} knew how.',
    ],
  },
};
