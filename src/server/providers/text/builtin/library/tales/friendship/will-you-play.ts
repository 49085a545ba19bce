/** For the youngest (2–4): a new child sits alone and shy; the hero tries and tries, and their toys say hello first. */
import type { Tale } from '../../types.ts';

export const willYouPlay: Tale = {
  id: 'will-you-play',
  bands: ['little'],
  worlds: ['park', 'garden'],
  anywhere: true,
  time: 'day',
  shape: 'befriend',
  titles: ['Will You Play?', '{hero} Makes a Friend', '{hero} and Ari'],
  places: [['in', 'the little park by the duck pond'], ['in', 'the big park on Hill Street']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was a sunny morning {place.in}. {hero} was there to play[?, with {toy.full}|].',
          '@pet,friend {pals} came too.',
        ],
        [
          'It was a sunny morning {place.in}. There was a lot to do. There were things to climb and things to spin and a big red ball to kick.',
          '{hero} had {hero.their} [?{colour}|best] coat on[?, and {toy.full} in {hero.their} pocket|].',
          '@pet {pal} came too, sniffing everything.',
          '@friend {pals} came too, running on ahead.',
        ],
      ],
      scene: '{hero} arriving to play on a sunny morning',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'On a bench sat a child {hero} did not know, all alone and very still. The child was called Ari, and had just moved in.',
          '{hero} went over. “Hello! Will you play?” Ari looked down. Not a word.',
        ],
        [
          'On a bench, all alone, sat a child {hero} had never seen before. The child had a woolly hat and a very small voice, and was called Ari. Ari was new here.',
          'Ari was not climbing. Ari was not spinning. Ari was just sitting, with both hands in both pockets.',
          '{hero} went over. “Hello,” said {hero}. “Will you play?”',
          'Ari looked down at the ground and did not say a word.',
          '“Hmm,” said {hero}. “I will try again.”',
        ],
      ],
      scene: 'A shy child in a woolly hat sitting alone on a bench, {hero} saying hello',
    },
    {
      kind: 'attempt',
      tellings: [
        ['{hero} rolled the big red ball to Ari. Roll, roll, roll. The ball stopped at Ari’s feet. Ari did not kick it. {hero} waved. “Will you play?” Ari shook that woolly hat. No.'],
        [
          '{hero} got the big red ball. {hero} rolled it, gently, all the way to the bench. Roll, roll, roll.',
          'The ball stopped right by Ari’s shoes. Bump.',
          'Ari looked at the ball. Ari did not kick it. Ari did not pick it up.',
          '{hero} waved. “Will you play?”',
          'Ari shook that woolly hat. No.',
        ],
      ],
      scene: '{hero} rolling a big red ball towards a shy child on a bench',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['{hero} blew some bubbles. Pop, pop, pop! A bubble landed on Ari’s hat. Ari almost smiled. {hero} tried again. “Will you play?” But Ari looked down.'],
        [
          'Next, {hero} got out the bubbles. {hero} blew, very softly. Out came one bubble. Two bubbles. Ten!',
          'The bubbles floated over to the bench. Pop, pop, pop.',
          'One big bubble landed right on top of Ari’s hat. It sat there, wobbling. It did not pop.',
          'Ari looked up at it. Ari’s mouth went up at one side. Nearly a smile!',
          '{hero} tried again. “Will you play?”',
          'Pop went the bubble. And Ari looked down again.',
        ],
      ],
      scene: 'Bubbles floating over a bench, one wobbling on a woolly hat',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['{hero} did a funny dance. Wiggle, wiggle, hop! Ari watched, but did not dance. {hero} puffed and panted. “Will you play?” Still no.'],
        [
          '“I know,” said {hero}. “A funny dance!”',
          '{hero} wiggled. {hero} jiggled. {hero} hopped on one foot and nearly fell over.',
          '@pet {pal} jumped up and down and barked.',
          '@friend {pals} danced too, even sillier.',
          'Ari watched with big round eyes. But Ari did not dance.',
          '{hero} puffed and panted. “Will you play?”',
          'Still no.',
        ],
      ],
      scene: '{hero} doing a wiggly dance on one foot in front of the bench',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['{hero} had a snack, two crackers. {hero} held one out to Ari. Ari took it! Crunch. {hero} leaned in. “Will you play?” Not yet.'],
        [
          'It was time for a snack. {hero} had two crackers in a little box.',
          '{hero} looked at the crackers. {hero} looked at Ari. Then {hero} held one out.',
          'Ari looked at the cracker for a long time. Then a hand came out of a pocket, and took it. Crunch, crunch.',
          '{hero} leaned in. “Will you play?”',
          'Ari did not say no this time. But Ari did not say yes. Not yet.',
        ],
      ],
      scene: '{hero} sharing a cracker with the shy child on the bench',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['{hero} drew a big smiley face with chalk, right by the bench. Ari peeped at it. {hero} drew a hat on it. “Will you play?” Ari only peeped.'],
        [
          '{hero} had a stick of chalk in {hero.their} pocket. Right by the bench, on the path, {hero} drew a big round face.',
          'Two eyes. A nose. A great big smile.',
          'Ari peeped down at it.',
          'Then {hero} drew a woolly hat on top of the face, just like Ari’s. Ari peeped again, for longer this time.',
          '{hero} held out the chalk. “Will you play?”',
          'But Ari kept both hands in both pockets. Not yet.',
        ],
      ],
      scene: '{hero} drawing a smiley face in chalk on the path by the bench',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['{hero} played peekaboo. Hands over eyes. Peekaboo! Ari did a tiny giggle, then stopped. “Will you play?” Ari went quiet again.'],
        [
          '“Peekaboo,” thought {hero}. “Everybody likes peekaboo.”',
          '{hero} stood in front of the bench and put both hands over {hero.their} eyes. Dark. Then, quick, hands away. “Peekaboo!”',
          'Ari jumped. Then Ari did a tiny giggle, like a hiccup.',
          '{hero} did it again. Hands over. Hands away. “Peekaboo!”',
          'Another tiny giggle. {hero} peeped out. “Will you play?”',
          'But Ari went quiet again, and looked at the ground.',
        ],
      ],
      scene: '{hero} playing peekaboo in front of the shy child on the bench',
    },
    {
      kind: 'helper',
      tellings: [
        [
          '{hero} went to {hero.their} grown-up. “Ari will not play,” said {hero}. “Ari is shy,” said the grown-up. “Shy is like a shell. Find something you both like.”',
        ],
        [
          '{hero} went back to {hero.their} grown-up, who was sitting on the next bench with a flask of tea.',
          '“Ari will not play with me,” said {hero}. “I tried and tried.”',
          'The grown-up looked over at Ari. “I think Ari is shy,” said the grown-up. “Being new is a big thing. Shy is like a tortoise’s shell. Ari will come out when it feels safe.”',
          '“How can I make it feel safe?”',
          '“Find something you both like,” said the grown-up. “Something small.”',
        ],
      ],
      scene: '{hero} talking to a grown-up with a flask of tea on a bench',
    },
    {
      kind: 'setback',
      tellings: [
        ['{hero} sat down on the bench too. Not too close. {hero} was tired of trying. “I don’t know what you like,” {hero} said quietly.'],
        [
          '{hero} sat down at the other end of Ari’s bench. Not too close. Just on the end.',
          '{hero} was tired of trying. The ball had not worked. Nothing had worked.',
          '“I don’t know what you like,” said {hero}, very quietly, to nobody much.',
          'Ari did not answer. But Ari did not move away either.',
          '@pet {pal} lay down under the bench and waited.',
        ],
      ],
      scene: '{hero} and the shy child sitting at two ends of a bench, not talking',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} saw something. A little knitted ear was poking out of Ari’s pocket. Ari had a toy too!',
          '[?{hero} took out {toy.name}. “{toy.name} says hello,” said {hero}, and made {toy.name} wave.|{hero} made {hero.their} hand into a bunny. “Bunny says hello,” said {hero}, and made it wave.]',
        ],
        [
          'Then {hero} saw something. Poking out of Ari’s pocket was a little knitted ear. A soft, floppy, knitted ear.',
          'Ari had a toy in there! Something small. Something they both liked.',
          '[?{hero} took {toy.name} out and held {hero.their} toy up high. “Hello,” said {hero}, in a funny little voice. “I am {toy.name}. Who is in your pocket?”|{hero} made {hero.their} hand into a bunny, with two fingers for ears. “Hello,” said {hero}, in a funny little voice. “I am Bunny. Who is in your pocket?”]',
          'Ari looked. Slowly, slowly, Ari took out a little knitted rabbit with one ear.',
          '“This is Hop,” whispered Ari. “Hop is shy too.”',
        ],
      ],
      scene: 'The shy child pulling a little knitted rabbit out of a pocket, {hero} holding up a toy to say hello',
    },
    {
      kind: 'resolution',
      tellings: [
        ['Ari took out a knitted rabbit. “This is Hop,” said Ari, and made Hop wave back. Then Ari smiled. {hero} smiled back. “Will you play?” “Yes,” said Ari. “I will play.”'],
        [
          'Then {hero} said, “Shall we go on the slide?” And Ari nodded.',
          'So off they went. Up the steps. Whoosh, down the slide. Up again. Whoosh!',
          'At the bottom, {hero} turned round. “Will you play?”',
          'Ari laughed, a big laugh, not a small one at all. “I am playing!”',
          '@pet,friend {pals} came to play too. The more, the merrier.',
        ],
      ],
      scene: '{hero} and Ari whooshing down a slide together, toys in their arms',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '“{lesson},” said {hero.poss} grown-up on the way home.',
          'That night, {hero} thought about Ari and Hop. “See you tomorrow, Ari,” {hero} whispered. And {hero} fell fast asleep.',
        ],
        [
          'When it was time to go home, Ari waved and waved. “See you tomorrow!”',
          '“{lesson},” said {hero.poss} grown-up, holding {hero.their} hand on the way home.',
          'That night, in bed, {hero} thought about the woolly hat and the knitted rabbit and the slide. {hero} had a new friend.',
          '“See you tomorrow, Ari,” {hero} whispered. And soon {hero} was fast asleep.',
        ],
      ],
      scene: '{hero} and Ari waving goodbye, their grown-ups smiling',
    },
  ],
};
