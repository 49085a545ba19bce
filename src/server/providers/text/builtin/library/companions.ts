/**
 * How companions are introduced, by kind, and what each role looks like on the page. {c} is the
 * companion being introduced. Pets never speak; their roles show in what they do.
 */
import type { RoleId, Tiered } from './types.ts';

export type CompanionKind = 'child' | 'friend' | 'pet' | 'world';

export const companionIntros: Readonly<Record<CompanionKind | 'described', Tiered>> = {
  child: {
    simple: ['{c} came along too.', '{c} wanted to come too. "Me too!" said {c}.', '{hero} held hands with {c}. They went together.'],
    rich: [
      '{c} came too, of course; {c} always did.',
      '{c} insisted on coming, and {hero} was secretly glad of the company.',
      '{c} fell into step beside {hero}, ready for whatever came next.',
    ],
  },
  friend: {
    simple: ['{hero.poss} friend {c} came too.', '{c} was {hero.poss} best friend.', '{hero} had a good friend called {c}.'],
    rich: [
      '{hero.poss} friend {c} came along, because that is what good friends do.',
      'Beside {hero} was {c}, {hero.their} best friend, who had never once said no to an adventure.',
      '{c}, who had been {hero.poss} friend for as long as either of them could remember, came too.',
    ],
  },
  pet: {
    simple: ['{c} was {hero.poss} {c.noun}. {c} {c.happy}.', '{c} came too. {c} {c.happy}.', '{c} was {hero.poss} pet. {c} went everywhere with {hero}.'],
    rich: [
      '{c}, {hero.poss} {c.noun}, came too, and {c.happy}.',
      '{c} came along as well, as {c} always did, and {c.curious}.',
      'Nothing would have kept {c} at home; {hero.poss} faithful {c.noun} was already waiting at the door.',
    ],
  },
  world: {
    simple: ['Then {hero} met {c}. {c} was {c.desc}.', 'Along came {c}. {c} was {c.desc}.', '{hero} had a friend there. It was {c}, {c.desc}.'],
    rich: [
      'It was then that {hero} met {c}, {c.desc}, who took one look at things and decided to come along.',
      '{c}, {c.desc}, had been watching from nearby, and now came forward to help.',
      'That was how {hero} came to know {c}, {c.desc}, who would turn out to be a very good friend indeed.',
    ],
  },
  described: {
    simple: ['{c} was {c.desc}.'],
    rich: ['{c} was {c.desc}, and the best company {hero} could have asked for.'],
  },
};

interface RoleText {
  intro: Tiered;
  moment: Tiered;
}

export const roles: Readonly<Record<RoleId, RoleText>> = {
  spotter: {
    intro: {
      simple: ['{c} had very sharp eyes.', '{c} could spot things a long way off.'],
      rich: ['{c} had the sharpest eyes of anyone {hero} knew, and could spot a ladybird on a leaf from across a field.', '{c} noticed everything, from footprints to a single out-of-place leaf.'],
    },
    moment: {
      simple: ['"Look!" said {c}, and pointed. {c} had spotted {sight}.', '{c} saw something first. "Over there!" said {c}.'],
      rich: ['"Look," said {c}, pointing, and {hero} turned to see {sight}, which nobody else had noticed.', '{c} spotted it first, as usual: {sight}. "You never miss anything," {hero} said admiringly.'],
    },
  },
  thinker: {
    intro: {
      simple: ['{c} was good at ideas.', '{c} liked to think things out.'],
      rich: ['{c} was a thinker, the kind who went quiet just before saying something clever.', '{c} liked to think problems through slowly, which drove some people mad and saved the day more than once.'],
    },
    moment: {
      simple: ['"Let’s think," said {c}. "Ideas come when you think."', '{c} had a think. "Let’s do it one bit at a time," said {c}.'],
      rich: ['"Let’s not rush," said {c}. "Good ideas don’t like to be chased."', '{c} suggested they write down everything they knew so far, and somehow, seeing it written down made it all feel smaller.'],
    },
  },
  joker: {
    intro: {
      simple: ['{c} was very funny.', '{c} could always make {hero} laugh.'],
      rich: ['{c} could make anyone laugh, even on the gloomiest of days.', '{c} had a joke for every occasion, most of them terrible, all of them welcome.'],
    },
    moment: {
      simple: ['{c} told a silly joke about a [duck|sock|snail]. Everyone laughed.', '{c} did a funny walk. {hero} giggled and giggled.'],
      rich: ['{c} told a joke so bad that everyone groaned, and then, despite themselves, laughed until their sides ached.', '{c} did an impression of a very offended [duck|goose|snail], and the tiredness went out of everyone at once.'],
    },
  },
  helper: {
    intro: {
      simple: ['{c} was strong and kind.', '{c} liked to help.'],
      rich: ['{c} was strong and steady and always the first to offer a hand.', '{c} was the kind of friend who carried the heavy bag without being asked.'],
    },
    moment: {
      simple: ['{c} held out a hand. "Up you come," said {c}.', '{c} carried the bag for a bit. "Thank you," said {hero}.'],
      rich: ['{c} held out a hand at the steepest part, and {hero} took it gratefully.', 'Without a word, {c} took the heavy bag and carried it for a while, which was exactly what {hero} needed.'],
    },
  },
  nose: {
    intro: {
      simple: ['{c} had a very good nose. Sniff, sniff!', '{c} could smell all sorts of things.'],
      rich: ['{c} had a nose for adventure, and, more usefully, a nose for almost everything else.', '{c} could sniff out a biscuit from three rooms away, and was very proud of it.'],
    },
    moment: {
      simple: ['{c} sniffed the air. Sniff! Then {c} {c.curious}.', '{c} put a nose to the ground and sniffed and sniffed.'],
      rich: ['{c} lifted a nose to the wind, sniffed thoughtfully, and {c.curious}.', '{c} snuffled busily at the ground, following a trail only {c} could smell.'],
    },
  },
};
