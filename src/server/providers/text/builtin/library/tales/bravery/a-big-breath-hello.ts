/**
 * For the youngest (2–4), anywhere: a shy child wants to play with a girl blowing bubbles, hides,
 * peeps and waves, and at last says hello on a big breath, the grown-up's trick, with a ball to share.
 */
import type { Tale } from '../../types.ts';

export const aBigBreathHello: Tale = {
  id: 'a-big-breath-hello',
  bands: ['little'],
  worlds: ['forest', 'mountain'],
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      [
        '{home.in}, {hero} found the ball and put on {hero.their} shoes. “Are we going out?” asked {hero}. Yes! Off {hero} went with {hero.their} grown-up, all the way {place.to}.',
      ],
    ],
    ending: [
      [
        'Back {home.in}, {hero} put the ball away. “Hello, home,” said {hero}, with one more big breath.',
      ],
    ],
  },
  time: 'day',
  shape: 'courage',
  titles: ['A Big Breath Hello', '{hero} Says Hello', 'Not Yet, Then Hello'],
  characters: ['Nell'],
  places: [['in', 'the big woods by Grandpa’s cabin'], ['at', 'the picnic spot halfway up Bramble Mountain']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          '{hero} {hero.was} {place.in} with {hero.their} grown-up. {hero} had a [?{colour}|bouncy] ball. Over there was a girl called Nell, blowing bubbles. Pop! Pop! {hero} wanted to play with Nell.',
          '@pet,friend {pals} came too.',
        ],
        [
          '{hero} {hero.was} {place.in} with {hero.their} grown-up, one bright morning.',
          '{hero} had a [?{colour}|bouncy] ball in a little bag. Bounce, bounce.',
          'Over there was a girl called Nell. Nell had a pot and a wand, and she was blowing bubbles. Big ones. Small ones. Wobbly ones.',
          'Pop! Pop! Pop!',
          'Every bubble went somewhere different. One went left. One went right. One sat on Nell’s shoe for a moment, and then, pop, it was gone.',
          'One bubble floated all the way up, up, until nobody could see it any more.',
          '{hero} wanted to play with Nell. {hero} wanted that very much, more than anything, more than cake.',
          '@pet+paws {pals} came too, sniffing at every bubble that went by.',
          '@friend {pals} came too, holding {hero.poss} hand.',
        ],
      ],
      scene: 'a small child holding a ball, watching a girl blow bubbles a little way off',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'But {hero.poss} tummy went wobbly. {hero} felt shy. {hero} hid behind the grown-up’s legs. “Say hello,” said the grown-up. {hero} shook {hero.their} head. Not yet.',
        ],
        [
          'But when {hero} looked at Nell, {hero.poss} tummy went wobbly, like jelly on a plate.',
          '{hero} felt shy. Very shy. So {hero} hid behind the grown-up’s legs, where it was safe and nobody could see.',
          'The grown-up’s legs were a good place to hide. They were tall, like two towers, and they did not wobble one bit.',
          '“Would you like to say hello?” asked the grown-up.',
          '{hero} did want to. But the hello was stuck, right down inside. {hero} shook {hero.their} head.',
          'Not yet.',
        ],
      ],
      scene: 'a shy child hiding behind a grown-up’s legs, peeping round',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          '{hero} peeped out, just one eye. Nell looked up! Quick, quick, {hero} hid again. Not yet.',
        ],
        [
          '{hero} peeped out from behind the legs. Just one eye. Then two eyes.',
          'Nell was blowing a big, big bubble. Then Nell looked up, right at {hero}!',
          'Quick, quick! {hero} hid again, behind the grown-up’s knees.',
          'The bubble went pop.',
          '{hero.poss} heart went thump, thump, thump, as fast as a little drum.',
          'Not yet.',
        ],
      ],
      scene: 'a child peeping out with one eye from behind a grown-up’s knees',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'The grown-up knelt down. “Here is a trick,” the grown-up said. “Take a big breath in. Then let it out, and put hello on top.” {hero} tried it, very quietly. Breathe in. Breathe out. Hello. It was a tiny hello. But it came out.',
        ],
        [
          'The grown-up knelt right down, nose to nose with {hero}.',
          '“You know what?” said the grown-up. “Lots of people feel shy. Even big people. Even me, sometimes.”',
          '“Shall I tell you a trick?” the grown-up whispered. “A hello is only a little word. Take a big breath in, like this. Then let the breath out, and put the hello on top of it. The breath carries it out for you.”',
          '{hero} tried it, very quietly, just for the grown-up.',
          'Big breath in. Whoosh, breath out.',
          '“Hello,” whispered {hero}.',
          'It was a tiny hello, as small as a mouse. But it came out!',
          '{hero} looked surprised. The grown-up looked pleased. They did it one more time, together: big breath in, whoosh, hello.',
          '“There,” said the grown-up. “That one was for practice. You can keep the trick in your pocket, for when you need it.”',
          '{hero} patted {hero.their} pocket. The trick was in there now.',
        ],
      ],
      scene: 'a grown-up kneeling nose to nose with a small child, both taking a big breath',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} waved a tiny wave. Wiggle, wiggle went the fingers. But Nell was looking at a bubble, and did not see. Not yet.',
        ],
        [
          '{hero} stepped out, just a little, and waved a tiny wave at Nell.',
          'Wiggle, wiggle went {hero.poss} fingers.',
          'But Nell was looking up at a bubble. It was floating high, high, high, and Nell was watching it go.',
          'Nell did not see the wave at all.',
          'The bubble went over a bag, over a hat, and away.',
          '{hero} put the hand away in a pocket, next to the trick.',
          'Not yet.',
        ],
      ],
      scene: 'a child giving a tiny wave while a girl watches a bubble float up high',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} rolled the ball towards Nell. Roll, roll, roll. But it went the wrong way and bumped into the grown-up’s bag. Bump! Not yet.',
        ],
        [
          'Maybe the ball could say hello, {hero} thought.',
          '{hero} put the ball down and gave it a push towards Nell.',
          'Roll, roll, roll.',
          'But the ball did not roll to Nell. It rolled the wrong way, round and round in a curve, and bumped into the grown-up’s bag. Bump!',
          'The grown-up laughed. “That ball is shy too,” the grown-up said.',
          'The ball sat by the bag and did not move. It looked a bit silly there. {hero} giggled, just a little, behind one hand.',
          '{hero} picked the ball up and held it tight.',
          'Not yet.',
        ],
      ],
      scene: 'a ball rolling the wrong way and bumping into a bag, a child watching',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} held up [?{toy.name}|the ball] and made it wave. Wave, wave. “Hello,” it said, in a squeaky voice. But the squeaky voice was so small that Nell did not hear it. Not yet.',
        ],
        [
          '{hero} had another idea.',
          '{hero} held up [?{toy.name}|the ball] high, so Nell could see, and made it wave. Wave, wave, wave.',
          '“Hello,” it said, in a squeaky voice. “Hello, hello.”',
          'But the squeaky voice was tiny. It was smaller than a bubble. It was smaller than a pop.',
          'Nell did not hear it at all.',
          '“That was a good squeak,” whispered the grown-up.',
          '{hero} hid [?{toy.name}|the ball] under {hero.their} chin.',
          'Not yet.',
        ],
      ],
      scene: 'a shy child holding a toy up high and making it wave',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'A bubble came floating over. It was big and wobbly, with rainbows on it. It landed on {hero.poss} nose. Pop! {hero} laughed. Over there, Nell laughed too.',
        ],
        [
          'Then a bubble came floating over, all on its own.',
          'It was a big one, big and wobbly, with little rainbows swirling round it.',
          'It floated past the grown-up. It floated past the bag. It floated down, down, down.',
          'And it landed right on the end of {hero.poss} nose.',
          'Pop!',
          '{hero} blinked. {hero.poss} nose was wet and tickly. {hero} laughed out loud.',
          'And over there, Nell laughed too.',
          '@pet+paws {pal} jumped at the next bubble and missed it. Snap!',
          '@friend {pal} giggled and tried to catch the next one.',
        ],
      ],
      scene: 'a big wobbly bubble popping on a laughing child’s nose',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'The grown-up got out a snack: crunchy crackers. Crunch, crunch. {hero} ate one slowly and watched Nell over the top of it. Nell was watching {hero} too.',
        ],
        [
          'The grown-up sat down and opened the bag. “Snack time,” said the grown-up.',
          'There were crunchy crackers, round ones, with little holes in them.',
          'Crunch, crunch, crunch.',
          '{hero} ate one very slowly, and looked at Nell through the little holes. One hole, one Nell. Another hole, another Nell.',
          'And Nell was looking back! Nell was peeping at {hero}, over the top of the bubble pot.',
          'Maybe, {hero} thought, Nell felt a little bit shy too.',
          '@pet {pal} had a cracker as well, and dropped crumbs everywhere.',
          '@friend {pal} had two crackers, one for each hand.',
        ],
      ],
      scene: 'a child peeping at a girl through the holes in a round cracker',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} took three steps closer. One, two, three. Then {hero.poss} feet stopped. They would not go any more. Not yet.',
        ],
        [
          '{hero} took one step closer to Nell. Then two steps. Then three.',
          'Step, step, step.',
          'Now {hero} was nearly there. {hero} could hear the bubbles go pop.',
          'Then {hero.poss} feet stopped. They stood still, like two stuck boots, and they would not go one bit more.',
          'Back at the start, the grown-up smiled and nodded. “Good steps,” the grown-up called softly.',
          'Not yet. But nearly.',
        ],
      ],
      scene: 'a child halfway between a grown-up and a girl with bubbles, feet stuck still',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} blew a pretend bubble at Nell. Whoo! But it was only a pretend one, and Nell did not see it. Nell went on blowing real ones. Not yet.',
        ],
        [
          '{hero} did not have a bubble pot. But {hero} had a mouth, and a breath.',
          'So {hero} made a circle with two fingers, like a wand, and blew a pretend bubble at Nell. Whoo!',
          'It was a lovely pretend bubble. It was the biggest one of the day.',
          'But a pretend bubble is made of nothing at all, and that is very hard to see.',
          'Nell went on blowing her real ones, pop, pop, and did not notice.',
          '{hero} let the fingers drop.',
          'Not yet.',
        ],
      ],
      scene: 'a child blowing through a circle of fingers as if blowing a bubble',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then, oh no! Nell tripped, and the bubble pot fell over. Splash! All the bubble water was gone. Nell sat down. Her lip went wobbly. {hero} did not know what to do.',
        ],
        [
          'Then, oh no!',
          'Nell tripped on her own feet, and the bubble pot fell over.',
          'Splash! Glug, glug, glug. All the bubble water ran out, and it was gone.',
          'Nell sat down with the empty pot. Her lip went wobbly. A big tear came.',
          'Nell turned the pot upside down and shook it. Nothing came out. Not one drop. Not one bubble.',
          '{hero} wanted to help. But {hero.poss} tummy was still wobbly, and {hero.poss} feet were still stuck, and the hello was still right down inside.',
          'Everything was quiet. No more bubbles. No more pop.',
          '{hero} did not know what to do.',
        ],
      ],
      scene: 'a girl sitting sadly with an empty bubble pot, a shy child watching',
    },
    {
      kind: 'turn',
      tellings: [
        [
          '{hero} looked at the ball. Then {hero} remembered the trick.',
          '@lesson-helping “Will you come with me?” {hero} asked the grown-up. The grown-up came too, and that helped.',
          '@lesson-kindness {hero} went and sat by Nell, and patted Nell’s arm.',
          '@lesson-sharing {hero} held the ball out to Nell, ready to share.',
          '@lesson-bravery {hero.poss} tummy still wobbled. {hero} went anyway.',
          '@lesson-trying-again None of the other tries had worked. So {hero} tried once more.',
          '@lesson-calm-feelings {hero} took one slow breath, and the wobbly tummy went still.',
          '@lesson-patience {hero} waited until Nell looked up.',
          '@lesson-teamwork+pet,lesson-teamwork+friend {pals} went too, right beside {hero}.',
          'Big breath in. Whoosh, breath out. “Hello!” said {hero}. “Do you want to play ball?”',
        ],
        [
          '{hero} looked at Nell. Then {hero} looked at the ball, held tight.',
          'And then, like a bubble landing, the grown-up’s trick came back. It was still there, in the pocket.',
          'Over to Nell went {hero}. Step, step, step. The feet were not stuck now. They knew where they were going.',
          '@lesson-helping But first, {hero} turned and held out a hand. “Will you come with me?” {hero} asked the grown-up. The grown-up came, and walked beside {hero}, and that helped a lot. It is fine to ask.',
          '@lesson-kindness {hero} sat down next to Nell and gave Nell’s arm a little pat, the way the grown-up did when {hero} was sad.',
          '@lesson-sharing {hero} held the ball out to Nell in both hands, ready to share it.',
          '@lesson-bravery {hero.poss} tummy was still a little bit wobbly. {hero} went anyway. That is what brave is.',
          '@lesson-trying-again One eye, a tiny wave, a rolling ball, three steps: none of them had worked. So {hero} tried one more time.',
          '@lesson-calm-feelings {hero} took one more big, slow breath, and the wobbly tummy went calm and still, like a bath when nobody is splashing.',
          '@lesson-patience {hero} waited, quietly, until Nell looked up.',
          '@lesson-teamwork+pet,lesson-teamwork+friend {pals} went too, right beside {hero}, so nobody had to be brave on their own.',
          'Nell looked up, with a wet face and the empty pot.',
          'Big breath in. Whoosh, breath out, with the hello on top.',
          '“Hello!” said {hero}. It was not a mouse hello. It was a big breath hello. “Do you want to play ball?”',
        ],
      ],
      scene: 'a small child holding out a ball to a girl with an empty bubble pot, saying hello',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Nell wiped her eyes. “Hello,” said Nell. “Yes, please.” They rolled the ball. Roll, roll. They bounced the ball. Bounce, bounce. Everybody giggled.',
        ],
        [
          'Nell wiped her eyes with her sleeve. She looked at the ball. Then Nell looked at {hero}.',
          '“Hello,” said Nell. “Yes, please.”',
          'So they played.',
          'They rolled the ball to each other. Roll, roll, roll. This time, it went the right way.',
          'They bounced the ball. Bounce, bounce, bounce. Up it went, and down, and Nell caught it on her tummy. Oof!',
          'Nell laughed. {hero} laughed. The grown-up laughed too.',
          'There were no more bubbles. But nobody minded one bit.',
          'They played roll-it-fast, and roll-it-slow, and roll-it-with-your-nose, which was the silliest of all and made Nell snort.',
          '@pet+paws {pal} ran after the ball every time, and brought it back, a bit wet.',
          '@friend {pal} played too, and the three of them made up a game with lots of bouncing.',
        ],
      ],
      scene: 'two small children laughing and rolling a ball to each other',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Then Nell hid behind the grown-up’s legs, and {hero} had to find her. Peekaboo! Now hiding was a game, and it was a funny one.',
        ],
        [
          'Then Nell had an idea. “Let’s play hide,” said Nell.',
          'And where do you think Nell hid? Behind the grown-up’s legs! Right where {hero} had been hiding, all morning.',
          '“Where is Nell?” said {hero}, looking all round. “Is Nell in the bag? Is Nell under the hat?”',
          '“Peekaboo!” shouted Nell, and jumped out.',
          'Then it was {hero.poss} turn. {hero} hid behind the legs, and stood as still as a statue, and held {hero.their} breath.',
          'Nell tiptoed round one side. Tiptoe, tiptoe. Then round the other side. “Boo!”',
          'Nell had found {hero} at once.',
          '“You are good at hiding,” said Nell.',
          '“I know,” said {hero}. “I practised.”',
          'Now hiding was a game, not a shy thing, and it was a very funny game indeed.',
        ],
      ],
      scene: 'a girl jumping out from behind a grown-up’s legs, a child laughing',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Nell showed {hero} a ball trick: throw it up, clap, and catch it. Clap, catch! {hero} tried. Clap, bump. {hero} tried again. Clap, catch!',
        ],
        [
          '“I know a trick,” said Nell. “Watch.”',
          'Nell threw the ball up in the air, clapped her hands once, and caught it. Clap, catch!',
          '{hero} tried. Up went the ball. Clap! Bump. The ball landed on {hero.poss} head.',
          'Nell giggled. {hero} giggled too.',
          'So {hero} had another go. Up it flew. Clap! Catch!',
          '“You did it!” said Nell, and clapped again, just for {hero}.',
          '@pet {pal} tried to catch the ball too, and got very muddled.',
          '@friend {pal} did it with two claps, which was showing off.',
        ],
      ],
      scene: 'a child throwing a ball up and clapping, a girl clapping too',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Then Nell’s big brother came with a new pot of bubble water. Nell blew bubbles, and {hero} popped them. Pop, pop, pop! Then {hero} had a go with the wand. Whoosh! A bubble as big as a melon.',
        ],
        [
          'Then Nell’s big brother came over, with a brand new pot of bubble water.',
          '“Oh!” said Nell. “More bubbles!”',
          'Nell blew the bubbles, and {hero} popped them. Pop, pop, pop! Some were high and some were low, and some floated away before anybody could catch them.',
          'Then Nell held out the wand. “Your turn,” said Nell.',
          '{hero} dipped the wand in the pot. {hero} took a big breath in, just like the trick. Whoosh!',
          'Out came a bubble as big as a melon. It wobbled. It shone. It floated up and up.',
          '“Wow,” said Nell.',
          '“Wow,” said {hero}.',
          'The melon bubble floated over the grown-up, and over the bag, and then it burst with the tiniest pop, and the two of them cheered as if it had been a firework.',
        ],
      ],
      scene: 'two children watching a huge shiny bubble float up from a bubble wand',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'When it was time to go, Nell waved a big wave. {hero} waved a big wave back. Not a tiny one. A big one, with the whole arm. “Bye, Nell!”',
        ],
        [
          'At last it was time to go home.',
          'Nell’s grown-up called her, and {hero.poss} grown-up picked up the bag.',
          'Nell turned round and waved. A big wave, with the whole arm.',
          'For one second, {hero} felt the shy feeling come back, small and wobbly. Then {hero} remembered: the trick was still in the pocket.',
          '{hero} waved back. Not a tiny wave this time, not a wiggle in a pocket. A big, big wave, with the whole arm, and a jump on the end.',
          '“Bye, Nell!” called {hero}.',
          '“Bye!” called Nell. “See you next time!”',
        ],
      ],
      scene: 'two children waving big waves goodbye to each other',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'On the way home, {hero} held the grown-up’s hand. “I said hello,” said {hero}. “You did,” said the grown-up. “A big breath hello.”',
          '@lesson “{lesson},” said the grown-up.',
          '{hero} smiled a sleepy smile. What a brave day.',
        ],
        [
          'On the way home, {hero} held the grown-up’s hand and swung it, high and low.',
          '“I said hello,” said {hero}.',
          '“You did,” said the grown-up. “A big breath hello. I heard it.”',
          '“And Nell said hello back,” said {hero}. “And we played ball. And I can do the clap trick. Nearly.”',
          '@lesson “{lesson},” said the grown-up softly.',
          '{hero} hugged the ball. It had been a good ball today. It had been a good day.',
          'Next time, {hero} thought, the hello might not even need the big breath. Or maybe it would. That was all right too.',
          '{hero} yawned a big yawn, and smiled a sleepy smile. What a brave day.',
        ],
      ],
      scene: 'a small child holding a grown-up’s hand and a ball, walking home, smiling sleepily',
    },
  ],
};
