/** The adventure plot written for space: a climb to see the Earth rise, with no trees or wind on the way. */
import type { Plot } from '../types.ts';

export const earthrise: Plot = {
  id: 'earthrise',
  method: 'slow-steady',
  shape: 'reach',
  time: 'day',
  worlds: ['space'],
  titles: ['{hero} and the Earthrise', 'Up Moon Mountain', 'The Climb to See the Earth'],
  goal: { full: 'the top of the mountain before the Earth rose', short: 'the top' },
  problem: {
    spot: 'high',
    simple: [
      '{place.in}, there was a [tall|big|high] grey mountain. From the top, you could see the Earth come up, [blue and round|round and blue|blue and white]. "[It comes up soon|It will come up soon|Soon it will rise]," said {hero}. "Let’s [get to the top|climb up] in time!"',
    ],
    rich: [
      'Everyone {place.in} said the best place to watch the Earth rise was {spot}. Once in a while the big blue planet [crept|climbed|floated] up over the edge of the sky, [swirled with white|striped with white|glowing], and anyone at the top saw it first. {hero} checked the [clock on {hero.their} sleeve|glowing watch|little clock]. It would rise [soon|within the hour|before long]. "If we go right now," {hero} said, "we can be there in time."',
    ],
    scene: '{hero} looking up at a tall grey moon mountain, the black sky full of stars',
  },
  attempts: [
    {
      spot: 'path',
      simple: [
        '{team} went along {spot}. But big loose rocks came floating [by|along], right in the way! [Bump, bonk!|Bonk, bump!|Whoops!] They had to go [back|back to the start] and try [again|a new way].',
      ],
      rich: [
        'They set off along {spot}, and it went well until a crowd of loose rocks came [drifting|tumbling|floating] slowly across the way, turning over and over, in no hurry at all. They waited. The rocks did not move on. In the end they had to go back to the start and find another way, which took far longer than anyone liked.',
      ],
      scene: '{hero} waiting on {spot} as loose rocks float slowly past',
    },
    {
      spot: 'water',
      simple: [
        '[Then|Next|Soon] they came to {spot}. It was [so|very|super] slippy! [Slip, slide!|Whee, whoops!|Swish, bump!] {team} slid [right back|all the way back|back down] to where they started.',
      ],
      rich: [
        'Next came {spot}, smooth as a mirror and twice as slippery. {hero} took one careful step, then another, and then both feet went [different ways|sideways|out from under {hero.them}], and everybody slid gently all the way back to the edge, [laughing|in a heap|spinning slowly], no closer to the mountain than before.',
      ],
      scene: '{hero} sliding across {spot}, arms out for balance',
    },
    {
      spot: 'low',
      simple: [
        '{team} tried a short cut through {spot}. But the sides were [too steep|very steep|so steep]! They climbed up and slid down, [up and down|up, and down again]. [They had to go round.|Back they went.]',
      ],
      rich: [
        '"A short cut!" said {hero}, pointing down into {spot}. Going down was easy. Coming up the far side was not: the dust slid under their boots, and for every two steps up they slid one step down, until they gave up and climbed back out the way they had come.',
      ],
      scene: '{hero} climbing the steep dusty side of {spot}',
    },
    {
      essential: true,
      spot: 'open',
      simple: [
        '{team} [bounced|bounded|jumped] across {spot} in big moon hops[ as fast as they could|, boing, boing|]. But big hops are [tiring|hard work]! They got [puffed out|so tired] and had to [sit down|flop down|stop]. And the Earth would come up [soon|very soon]!',
      ],
      rich: [
        'Across {spot} they bounded in great slow moon-leaps, each one higher than the last, racing the clock. But every leap took more puff than it looked, and soon they had to sit down in the grey dust, out of breath, while the edge of the sky [began to glow|turned faintly blue|grew brighter]. "We’ll never make it like this," {hero} panted. Hurrying had not made the mountain any smaller.',
      ],
      scene: '{hero} and friends sitting in grey moon dust on {spot}, out of breath',
    },
  ],
  turn: {
    simple: [
      '"[No more big hops|Let’s not rush|Let’s go slowly]," said {hero}. "[Let’s hold hands and take small steps|Small steps, and we all hold on|One small step at a time, together]!" So they did. Step, step, step, up the mountain.',
    ],
    rich: [
      '{hero} looked up at the mountain and back at the tired faces. "I don’t think it’s about going fast," {hero} said slowly. "I think it’s about small steps that don’t stop, and holding on to each other on the tricky bits." So up they went, one small step and then another, a hand always reaching back for the next one.',
    ],
    scene: '{hero} leading the way up a grey mountain path, reaching a hand back to a friend',
  },
  solve: {
    simple: [
      '[And then|At last|Then, at last,] they were at the top. Up came the Earth, [big and blue|blue and white|round and bright], over the edge of the sky! "We did it!" [said|cried|shouted] {hero}.',
    ],
    rich: [
      'The last step brought them out on the very top just as a thin blue line appeared at the edge of the sky. It grew bigger and bigger, and became the Earth: blue seas, white swirls, a whole world rising slowly over the grey hills, and not one of them could say a word.',
    ],
    scene: '{hero} and friends at the top of a moon mountain, the blue Earth rising',
  },
  celebrate: {
    simple: ['{team} sat [side by side|close together|in a row] and watched the Earth [go up and up|shine|climb into the sky]. It was the [best|most special|most lovely] thing [they had ever seen|in the whole world].'],
    rich: ['They sat in a row on a flat rock and watched until the whole Earth hung above the hills, agreeing without a word that it had been worth every slip and slide.'],
    scene: '{hero} and friends sitting in a row on a rock, watching the Earth rise',
  },
};
