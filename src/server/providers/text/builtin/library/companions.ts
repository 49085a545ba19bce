/**
 * How companions are introduced, by kind, and what each role looks like on the page. {c} is the
 * companion being introduced. Pets never speak; their roles show in what they do.
 */
import type { RoleId, Tiered } from './types.ts';

export type CompanionKind = 'child' | 'friend' | 'pet' | 'world';

export const companionIntros: Readonly<Record<CompanionKind | 'described', Tiered>> = {
  child: {
    simple: [
      '{c} came along too[, of course| that day| with a skip|].',
      '{c} wanted to come too. "[Me too!|Wait for me!|Can I come?]" [said|called] {c}.',
      '{hero} held hands with {c}. They went [together|side by side|off as a team].',
    ],
    rich: [
      '{c} came too, of course; {c} [always did|never missed a chance like this|would not have stayed behind for anything].',
      '{c} insisted on coming, and {hero} was [secretly|quietly|more than a little] glad of the company.',
      '{c} fell into step beside {hero}, ready for [whatever came next|anything the day might bring|whatever lay ahead].',
    ],
  },
  friend: {
    simple: [
      '{hero.poss} friend {c} came too[, with a [wave|grin|hop]|].',
      '{c} was {hero.poss} [best|very best|good] friend[ in the whole world| of all|].',
      '{hero} had a [good|kind|funny] friend called {c}[ who liked to help| who came too|].',
    ],
    rich: [
      '{hero.poss} friend {c} came along, because that is [what good friends do|how good friends are|simply what friends are for].',
      'Beside {hero} was {c}, {hero.their} best friend, who had never once said no to [an adventure|a day out|a good idea].',
      '{c}, who had been {hero.poss} friend for as long as either of them could remember, [came too|was there as well|came along without being asked].',
    ],
  },
  pet: {
    simple: [
      '{c}, {hero.poss} [funny|good|best|little|clever|fluffy] {c.noun}, [came too|came along|was ready to go|came as well|trotted along]. {c} {c.happy}.',
      '{c} came too[, of course| at a trot| with a hop| with a skip| on a lead]. {c} {c.happy}.',
      '{c} was {hero.poss} [pet|best pet|pet and pal|best pal] and went [everywhere|all over|to every place|to the shops and the park] with {hero}[, even to bed|, rain or shine|, even in the bath|].',
      '{c} [ran|trotted|bounced] [out of the door|along the path|up to {hero}] [with a wag|at once|first of all]. {c} {c.happy}.',
    ],
    rich: [
      '{c}, {hero.poss} {c.noun}, came too, and {c.happy}.',
      '{c} came along as well, as {c} always did, and {c.curious}.',
      'Nothing would have kept {c} at home; {hero.poss} [faithful|loyal|devoted] {c.noun} was already waiting [at the door|by the gate|on the step].',
    ],
  },
  world: {
    simple: [
      '[Then|Soon|Just then] {hero} met {c}. {c} was {c.desc}.',
      'Along came {c}[ to say hello|]. {c} was {c.desc}.',
      '{hero} had a friend there. It was {c}, {c.desc}.',
    ],
    rich: [
      'It was then that {hero} met {c}, {c.desc}, who took one look at things and decided to come along.',
      '{c}, {c.desc}, had been watching from [nearby|the shade|a safe distance], and now came forward to help.',
      'That was how {hero} came to know {c}, {c.desc}, who would turn out to be a very good friend indeed.',
    ],
  },
  described: {
    simple: ['{c} was {c.desc}[ with [a waggy tail|bright eyes|a soft nose|big paws]|, as [happy|cheery|busy] as can be|].'],
    rich: ['{c} was {c.desc}, and [the best company {hero} could have asked for|the finest company in the world|never far from {hero.poss} side|the most loyal friend in town|always ready for a walk|happiest when {hero} was near|a champion at finding things][, as everyone knew|, {hero} always said|, without a doubt|].'],
  },
};

interface RoleText {
  intro: Tiered;
  moment: Tiered;
}

export const roles: Readonly<Record<RoleId, RoleText>> = {
  spotter: {
    intro: {
      simple: ['{c} had [very|super|very, very] sharp eyes.', '{c} could spot things a [long|long, long|very long] way off.'],
      rich: ['{c} had the sharpest eyes of anyone {hero} knew, and could spot a [ladybird on a leaf|single acorn|snail on a wall] from [across a field|the far end of a garden|a long way off].', '{c} noticed everything, from footprints to a single [out-of-place leaf|stray feather|bent twig].'],
    },
    moment: {
      simple: ['"[Look|Over here|See]!" said {c}, and pointed. {c} had spotted {sight}.', '{c} saw something first. "[Over there|Look there|Up there]!" said {c}.'],
      rich: ['"Look," said {c}, pointing, and {hero} turned to see {sight}, which nobody else had noticed.', '{c} spotted it first, as usual: {sight}. "You never miss anything," {hero} said [admiringly|with a grin|warmly].'],
    },
  },
  thinker: {
    intro: {
      simple: ['{c} was good at [ideas|plans|puzzles].', '{c} liked to think things [out|through|over].'],
      rich: ['{c} was a thinker, the kind who went quiet just before saying something clever.', '{c} liked to think problems through slowly, which drove some people mad and saved the day more than once.'],
    },
    moment: {
      simple: ['"Let’s think," said {c}. "[Ideas come when you think.|A good think helps.|Thinking helps.]"', '{c} had a think. "Let’s do it one bit at a time," said {c}.'],
      rich: ['"Let’s not rush," said {c}. "Good ideas don’t like to be chased."', '{c} suggested they [write down|go over|list] everything they knew so far, and somehow, [seeing it|hearing it] [written down|said out loud] made it all feel smaller.'],
    },
  },
  joker: {
    intro: {
      simple: ['{c} was [very|so|super] funny.', '{c} could always make {hero} [laugh|giggle|smile].'],
      rich: ['{c} could make anyone laugh, even on the [gloomiest|greyest|longest] of days.', '{c} had a joke for every occasion, most of them terrible, all of them welcome.'],
    },
    moment: {
      simple: ['{c} told a silly joke about a [duck|sock|snail|cake|frog|hat]. [Everyone|{hero}] laughed.', '{c} did a [funny|silly|wobbly] walk. {hero} giggled and giggled.'],
      rich: ['{c} told a joke [so bad|so dreadful|so very silly] that everyone groaned, and then, despite themselves, laughed until their sides ached.', '{c} did an impression of a very offended [duck|goose|snail|owl|hen], and the tiredness went out of everyone at once.'],
    },
  },
  helper: {
    intro: {
      simple: ['{c} was [strong|big|kind] and [kind|gentle|strong].', '{c} [liked|loved] to help[ out| everyone|].'],
      rich: ['{c} was strong and steady and always the first to offer a hand.', '{c} was the kind of friend who carried the heavy bag without being asked.'],
    },
    moment: {
      simple: ['{c} held out a hand. "Up you come," said {c}.', '{c} carried the bag for a [bit|while]. "Thank you," said {hero}.'],
      rich: ['{c} held out a hand at the steepest part, and {hero} took it gratefully.', 'Without a word, {c} took the heavy bag and carried it for a while, which was exactly what {hero} needed.'],
    },
  },
  nose: {
    intro: {
      simple: [
        '{c} had a [very good|super|great] nose and could [smell|sniff out|find] [cake|toast|socks|rain|mud|a lost ball] from [far off|miles away|the road].',
        '{c} could smell [cake|toast|rain|mud|flowers|fish] and [socks|grass|soap|jam|bread|cheese] from [far away|the gate|the door|the road|the top of the stairs].',
        '{c.poss} [black|wet|busy|twitchy|little] nose was always [busy|sniffing|on the go|twitching] [at home|in the park|on walks|all day].',
      ],
      rich: [
        '{c} had a nose for [adventure|trouble|fun|surprises], and, [more usefully|even better|rather more helpfully|best of all], a nose for [almost everything else|just about anything|every smell in the county|sandwiches|puddles|anything hidden|lost things].',
        '{c} could sniff out a [biscuit|sausage|lost sock|crust of toast|dropped crisp|buried bone] from [three rooms away|the bottom of the garden|the other end of the street|the next field|behind a closed door], and was [very|immensely|rightly|quietly|enormously] proud of it.',
        '{c.poss} nose was never [still|quiet|idle|at rest]; [it read the air|it read the ground|it read the whole world|it read every breeze] the way other people read [books|maps|signs|comics|letters].',
      ],
    },
    moment: {
      simple: ['{c} sniffed the air. [Sniff!|Snuff!|Sniff, sniff!] Then {c} {c.curious}.', 'Nose to the ground, {c} [sniffed and sniffed|snuffled about|sniffed all around].'],
      rich: ['{c} lifted a nose to the wind, sniffed [thoughtfully|carefully|twice], and {c.curious}.', '{c} [snuffled|sniffed|nosed] [busily|eagerly|happily] at the [ground|grass|path], following a trail only {c} could smell[, tail going like a flag|, nose low|, ears pricked|].'],
    },
  },
};
