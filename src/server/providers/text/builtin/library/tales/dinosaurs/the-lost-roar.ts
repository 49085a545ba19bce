/**
 * For 2–4, anywhere: a big dinosaur has lost her roar just when she needs it to call her little ones
 * home for tea. Every try ends in a squeak, until the oldest dinosaur's secret and everyone
 * stamping together bring it back. Its places are the tries themselves, so it reads true wherever it is set.
 */
import type { Tale } from '../../types.ts';

export const theLostRoar: Tale = {
  id: 'the-lost-roar',
  bands: ['little'],
  worlds: ['valley'],
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      ['Off {hero} went, out of {home}.'],
      [
        '{home.in}, {hero} had a box of toy dinosaurs. {hero} lined them up, one by one. “Roar!” said {hero}. Then {hero} put on {hero.their} coat and went out to find a real one.',
      ],
    ],
    ending: [
      ['Back {home.in}, {hero} slept.'],
      [
        'Back {home.in}, {hero} lined up the toy dinosaurs once more. “Goodnight, Dot,” said {hero}, very softly.',
      ],
    ],
  },
  time: 'day',
  shape: 'fix',
  titles: ['Dot Has Lost Her Roar', '{hero} and the Squeaky Dinosaur', 'Where Did the Roar Go?'],
  characters: ['Dot', 'Old Boom', 'Tip', 'Tap', 'Toe'],
  places: [['in', 'the Valley of Tall Ferns'], ['in', 'Dinosaur Valley']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'One morning {place.in}, {hero} met a dinosaur. She was big and green, with a long tail and a kind face. Her name was Dot.',
          '@pet,friend {pals} came too.',
        ],
        [
          'One morning {place.in}, {hero} met a dinosaur.',
          'She was big. She was green. She had a long, swishy tail and little spots on her nose. Her name was Dot.',
          '“Hello,” said {hero}.',
          'Dot smiled a big dinosaur smile. She had lots of teeth, but they were kind teeth.',
          'Dot was the best roarer of all. When Dot roared, everybody knew it was Dot. Her roar was big and round and warm, like a drum. It could go right round the whole place and back again.',
          '@pet+paws {pals} gave Dot a sniff. Dot sniffed back. Snuffle, snuffle.',
          '@friend {pals} waved. “Hello, dinosaur!”',
          '@alone Dot bent her long neck right down to say hello.',
        ],
      ],
      scene: '{hero} looking up at Dot, a big, kind green dinosaur with spots on her nose',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'Dot had three little ones, Tip, Tap and Toe. They were off playing, far away. It was time for tea. Dot opened her mouth wide to call them with a big ROAR. But out came a squeak!',
          '“Oh no,” said Dot. “My roar is lost.”',
          '“I will help you find it,” said {hero}.',
        ],
        [
          'Dot had three little ones. Their names were Tip, Tap and Toe. They were off playing hide-and-seek, far, far away.',
          '“It is time for tea,” said Dot. “I will call them home. I always call them with my big ROAR.”',
          'Dot took a breath. She opened her jaws very wide. Everyone waited.',
          'Squeak!',
          'Dot shut her mouth. She looked very surprised. “That was not a roar,” she said. “That was a squeak. My roar is lost!”',
          '“Oh dear,” said {hero}. “Then Tip, Tap and Toe will not hear you.”',
          '“And they will miss their tea,” said Dot, and her tail drooped.',
          '“I will help you find your roar,” said {hero}. “Roars can’t go far. It must be in there somewhere.”',
          'Dot looked down her long neck at {hero}. “Do you think so?” she squeaked.',
          '“I know so,” said {hero}.',
        ],
      ],
      scene: 'Dot, a big green dinosaur, with her mouth open wide, a tiny squeak coming out, {hero} looking surprised',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          '“Stand up tall,” said {hero}. Dot stood up tall, on the tips of her toes. Up, up, up. Then she tried a roar. Squeak! Just a squeak.',
        ],
        [
          '“Maybe you need to be tall,” said {hero}. “Tall things have big voices.”',
          'So Dot stood up tall. She stretched her neck. She went up on the tips of her toes. Up, up, up, until her head was very high.',
          '{hero} stood up tall too, as tall as {hero.they} could go.',
          '“Now,” said {hero}. “Roar!”',
          'Dot tried, way up high. Squeak!',
          'She came down again with a bump. Wobble, wobble, thump. Just a squeak.',
        ],
      ],
      scene: 'Dot, a big green dinosaur, standing on the tips of her toes, neck stretched up high, {hero} stretching too',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“A drink of water helps a voice,” said {hero}. Dot drank a whole bucket. Glug, glug, glug. Then she tried to roar. Squeak! And a hic. Just a squeak.',
        ],
        [
          '“When I shout a lot, I have a drink of water,” said {hero}. “Then my voice comes back.”',
          'So {hero} found a big bucket and filled it right up to the top. Slosh, slosh.',
          'Dot put her nose in. Glug, glug, glug. She drank the whole bucket. Then she licked her lips with a long pink tongue.',
          '“Now,” said {hero}. “Roar!”',
          'Dot gave it her best go. Squeak!',
          'And then, hic! Dot had the hiccups.',
          '“Hic,” said Dot. “Oh dear. Hic.” Just a squeak.',
        ],
      ],
      scene: 'Dot, a big green dinosaur, with her nose in a bucket of water, {hero} holding the bucket steady',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“Let’s sing first,” said {hero}. “Singing wakes up a voice.” They sang, “La, la, la!” Dot sang very high. Then she took a big breath to roar. Squeak! Just a squeak.',
        ],
        [
          '“My teacher says singing wakes up your voice,” said {hero}. “Let’s sing.”',
          '“What shall we sing?” asked Dot.',
          '“The dinosaur song,” said {hero}, and made one up. “Stomp, stomp, swish your tail. Stamp your feet and roar!”',
          'Dot swished her tail. Swish! She sang along. But Dot sang very, very high, like a little bird. La, la, la!',
          '@pet {pal} howled along. Ow-ow-ooo!',
          '@friend {pal} sang the loudest and got all the words wrong.',
          '“Now,” said {hero}, “your voice is awake. Roar!”',
          'Dot roared with her singing voice. Squeak! Just a squeak.',
        ],
      ],
      scene: '{hero} singing and swishing along with a big green dinosaur',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“Maybe the roar is stuck,” said {hero}. {hero} tickled Dot’s tummy to shake it loose. Tickle, tickle! Dot giggled. Then, quick, she roared. Squeak! Just a squeak.',
        ],
        [
          '“Maybe the roar is stuck in your tummy,” said {hero}. “We can shake it loose.”',
          '“How?” asked Dot.',
          '“With a tickle,” said {hero}.',
          '{hero} reached up and tickled Dot’s big round tummy. Tickle, tickle, tickle!',
          'Dot wiggled. Dot giggled. Her long tail went swish, swish, swish. “Hee hee hee! Stop, stop!”',
          '@pet+dog {pal} jumped about and wagged, because giggles are catching.',
          '@friend {pal} laughed so much that {pal} had to sit down.',
          'When the giggles stopped, Dot had a go. Squeak! Just a squeak.',
        ],
      ],
      scene: '{hero} tickling the round tummy of a giggling green dinosaur',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Along came Old Boom. He was the oldest dinosaur of all, slow and wrinkly, with the biggest voice. “Roars start in your toes,” said Old Boom. “Stamp your toes, and up it comes.”',
        ],
        [
          'Then, stomp, stomp, stomp, along came Old Boom.',
          'Old Boom was the oldest dinosaur of all. He was slow. He was wrinkly. He had a voice as deep as a drum.',
          '“What is all this squeaking?” said Old Boom.',
          '“Dot has lost her roar,” said {hero}. “We tried standing tall, but it did not come.”',
          'Old Boom laughed a deep, rumbly laugh. “A roar is not in your mouth, little one,” he said. “A roar starts in your toes. Stamp your toes, and up it comes.”',
          '“In my toes?” said Dot, and she looked at her feet as if she had never seen them before.',
          'But Old Boom was already going. Off he went, stomp, stomp, stomp, very slowly, to have his nap.',
        ],
      ],
      scene: 'A very old, wrinkly dinosaur talking to {hero} and Dot in a deep voice',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'A little flying dinosaur called Flit came swooping down. “I saw Tip, Tap and Toe,” said Flit. “They are still hiding. They are very good at it!” Then whoosh, off went Flit again.',
        ],
        [
          'Whoosh! Something came swooping down over their heads. It was a little flying dinosaur with big thin wings, like a kite. Her name was Flit.',
          '“Hello, Dot!” said Flit. “Why are you squeaking?”',
          '“I have lost my roar,” said Dot. “Have you seen Tip, Tap and Toe?”',
          '“I saw them from up high,” said Flit. “Tip is behind a big box. Tap is under a big blanket. And Toe is standing very still with his eyes shut, because he thinks then nobody can see him.”',
          '{hero} laughed. Dot giggled a squeaky giggle.',
          '“They are very good at hiding,” said Flit. “They will only come out for a very big roar.” Then whoosh, off went Flit again, round and round in the air.',
        ],
      ],
      scene: 'A little flying dinosaur with thin wings swooping down to talk to {hero} and Dot',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“Jump!” said {hero}. “Jumping makes a big noise.” Dot jumped. Boing! The ground went bump. Then Dot tried one more roar. Squeak! Just a squeak.',
        ],
        [
          '“I know,” said {hero}. “Let’s jump. When I jump, I always shout.”',
          'So {hero} jumped. Boing! Dot jumped too. BOING! Everything shook. A bucket fell over. Clang!',
          '{hero} jumped again. Boing! Dot jumped again. BOING!',
          '@pet+paws {pal} jumped as well, all four feet off the ground.',
          '@friend {pal} jumped as well, higher than anyone.',
          '“Now roar!” said {hero}, all out of puff.',
          'Dot puffed and panted and roared. Squeak! Just a squeak.',
        ],
      ],
      scene: '{hero} and a big green dinosaur jumping up in the air together',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“A big sneeze might shake it out,” said {hero}. {hero} held a pinch of pepper under Dot’s nose. Ah… ah… ah-CHOO! Then Dot had a go at a roar. Squeak! Just a squeak.',
        ],
        [
          '“When Grandpa sneezes, it is very loud,” said {hero}. “Maybe a big sneeze will shake your roar out.”',
          '“How do I do a big sneeze?” asked Dot.',
          '{hero} found a little pot of pepper. {hero} took a tiny pinch and held it under Dot’s big nose.',
          'Dot sniffed. Her nose went wiggle, wiggle.',
          '“Ah…” said Dot. “Ah… ah… AH…”',
          'Everybody stepped back, just in case.',
          '“AH-CHOO!”',
          'It was a huge sneeze. It blew {hero.poss} hair straight up. A bucket rolled away, clang, clang, clang.',
          '@pet+paws {pal} ran and hid, then peeped out.',
          '@friend {pal} held on to {hero} and laughed.',
          '“Now roar!” said {hero}. Dot sniffed, and tried. Squeak! Just a squeak.',
        ],
      ],
      scene: 'A big green dinosaur doing a giant sneeze, {hero} holding a tiny pot of pepper',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next, {hero} found a big empty barrel. “Roar into this,” said {hero}. “It makes voices big.” Dot put her head in and roared. Squeak! The barrel squeaked back: squeak, squeak, squeak. Just a squeak.',
        ],
        [
          'Next, {hero} found a big empty barrel, lying on its side.',
          '“Listen,” said {hero}. {hero} put {hero.their} head in and said, “Hello!” And the barrel said, “Hello, hello, hello!”',
          '“Ooh,” said Dot. “A barrel makes a voice big.”',
          'So Dot pushed her head into the barrel, right up to her ears. She roared as hard as she could.',
          'Squeak!',
          'And the barrel squeaked back: squeak, squeak, squeak.',
          'Dot pulled her head out. “Now there are four squeaks,” she said sadly. Just a squeak.',
        ],
      ],
      scene: 'Dot, a big green dinosaur, with her head stuck in a barrel, {hero} listening at the other end',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“A surprise!” said {hero}. “Surprises make big noises.” {hero} hid behind Dot’s tail. Then {hero} jumped out. “BOO!” Dot jumped. Squeak! Just a squeak.',
        ],
        [
          '“When I get a surprise, I shout,” said {hero}. “Maybe you need a surprise.”',
          '“But now I know it is coming,” said Dot.',
          '“Shut your eyes,” said {hero}. “Then you won’t know when.”',
          'Dot shut her big eyes tight. {hero} tiptoed round and round. Tiptoe, tiptoe. {hero} hid behind Dot’s long tail. Shh.',
          'Dot waited. And waited.',
          'Then out jumped {hero}. “BOO!”',
          'Dot jumped right up in the air. Her eyes flew open. And out of her mouth came… Squeak!',
          '“You did give me a surprise,” said Dot kindly. “But it was just a squeak.”',
        ],
      ],
      scene: '{hero} jumping out from behind a dinosaur’s tail shouting boo',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“Roar at something big,” said {hero}, and pointed at a very big box. Dot stomped up to the box and roared at it. Squeak! The box did not mind at all. Just a squeak.',
        ],
        [
          '“Maybe you need something to roar at,” said {hero}. “Something big.”',
          'They looked all around. There was a very big box, bigger than {hero}, bigger than Dot’s head.',
          '“That box,” said {hero}. “Roar at that box.”',
          'Dot stomped up to the box. Stomp, stomp. She put her nose right up close. She made her fiercest face, with her eyes all squinty.',
          '{hero} made a fierce face too, just to help.',
          'Dot roared right at it. Squeak!',
          'The box just sat there. It did not mind at all.',
          '“I do not think the box is scared,” said Dot. Just a squeak.',
        ],
      ],
      scene: 'A big green dinosaur making a fierce face at a very big box, {hero} making one too',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Dot was a bit hungry, so they stopped for a snack. {hero} had a [?{colour}|red] apple. Dot had a big crunchy cabbage. Crunch, crunch. It did not bring the roar back, but it was very nice.',
        ],
        [
          '“Trying to roar makes me hungry,” said Dot.',
          'So they sat down for a snack. {hero} had a [?{colour}|red] apple, round and shiny. Dot had a cabbage as big as a ball.',
          'Crunch went the apple. CRUNCH went the cabbage.',
          '@pet {pal} had a little snack and crunched it too.',
          '@friend {pal} had a banana and peeled it very slowly, so it would last.',
          '“Dinosaurs eat cabbages in one bite,” said Dot, with her mouth full. And she did.',
          'The snack did not bring back the roar. But everybody felt a bit better.',
        ],
      ],
      scene: '{hero} eating an apple beside a big green dinosaur crunching a whole cabbage',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Dot sat down with a bump. “It is nearly teatime,” she said. “Tip, Tap and Toe cannot hear a squeak.” A big tear rolled down her nose. Plop.',
        ],
        [
          'Dot sat down with a big bump. Flump.',
          '“It is nearly teatime,” she said, in a very small voice. “Tip, Tap and Toe are far away. They cannot hear a squeak. They will miss their tea, and they will be hungry, and it will all be because of me.”',
          'A big tear rolled down Dot’s nose. It hung on the end. Plop.',
          '@pet {pal} pushed a nose under Dot’s chin.',
          '@friend “Don’t cry, Dot,” said {pal}, and patted her big green foot.',
          '{hero} sat down next to Dot. {hero} felt a bit sad too. They had tried and tried, and the roar had not come.',
          'It was very quiet. Too quiet, for dinosaurs.',
        ],
      ],
      scene: 'Dot, a big green dinosaur, sitting down sadly with a tear on her nose, {hero} beside Dot',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} remembered Old Boom. “Roars start in your toes!” said {hero}. So everybody stamped. Stamp, stamp, stamp!',
          '{hero} held up {toy.name}. “{toy.name} is stamping too,” said {hero}. Dot gave a squeaky giggle.',
          '@lesson-helping “Will you help me?” asked Dot. “Yes!” said {hero}. Asking was the right thing to do.',
          '@lesson-teamwork “All together,” said {hero}. One stamp is small. Lots of stamps are big.',
          '@lesson-patience “Slowly,” said {hero}. “No rush.” Dot took a slow breath.',
          '@lesson-trying-again “One more go,” said {hero}. Dot nodded.',
          '@lesson-kindness {hero} gave Dot a hug. “You are a good dinosaur, roar or no roar.”',
          '@lesson-bravery {hero} did a roar first, even though it was a small one.',
          '@lesson-listening {hero} had listened to Old Boom. Now everyone knew what to do.',
        ],
        [
          'Then {hero} remembered something. {hero} jumped up.',
          '“Old Boom said a roar starts in your toes!” said {hero}. “We did not try your toes!”',
          'Dot wiped her nose. She looked down at her big green toes. She wiggled them.',
          '“Everybody stamp,” said {hero}. “Stamp, stamp, stamp!”',
          '@lesson-helping “Will you help me?” asked Dot, in her squeaky voice. “Of course,” said {hero}. “That is what friends are for.” Asking was the right thing to do.',
          '@lesson-teamwork “All together,” said {hero}. “One stamp is small. Lots of stamps are big.” So they all stood in a row, side by side.',
          '@lesson-patience “Slowly,” said {hero}. “No rush.” Dot took a slow, slow breath, all the way down to her toes.',
          '@lesson-trying-again “One more go,” said {hero}. “Just one more.” Dot nodded. She was tired, but she would try.',
          '@lesson-kindness {hero} gave Dot a hug, as far round as {hero.their} arms would go. “You are a good dinosaur,” said {hero}, “roar or no roar.” Dot smiled a wobbly smile.',
          '@lesson-bravery {hero} did a roar first, all alone, even though it was a small one. Dot clapped her little arms.',
          '@lesson-listening “Old Boom told us,” said {hero}. “We just have to listen to him.”',
          '{hero} held up {toy.name}. “{toy.name} is stamping too,” said {hero}, and made {toy.name} go stamp, stamp on the ground. Dot had to laugh.',
          '@pet+paws {pal} stamped all four paws.',
          '@friend {pal} stamped so hard that {pal.poss} shoes came undone.',
          'Stamp went {hero}. STAMP went Dot. Stamp, STAMP. Stamp, STAMP. The ground began to shake.',
        ],
      ],
      scene: '{hero} and a big green dinosaur stamping their feet together, side by side',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Something came up from Dot’s toes, up her legs, up her tummy, up her long neck, and out came a ROAR! A huge one! Far away, Tip, Tap and Toe heard it. Thump, thump, thump, home they ran.',
        ],
        [
          'Then something began. It started in Dot’s toes. It went up her legs. It went up her round tummy. It went up, up, up her long, long neck.',
          'Dot opened her great big jaws.',
          'ROAR!',
          'It was the biggest roar {hero} had ever heard. It was so big it made {hero.poss} hair blow back.',
          '“My roar!” said Dot. “My roar is back!”',
          'And far, far away, three little heads popped up. Tip, Tap and Toe heard the roar. “Teatime!” they called. Thump, thump, thump, they came running home as fast as their little legs could go.',
          'Tip came first. Then Tap. Then Toe, last of all, running so fast that he bumped right into Tap. Bonk!',
          'Dot counted them. One, two, three. All home. She gave them a big hug with her little arms, and a swish of her long tail round all three.',
        ],
      ],
      scene: 'Dot, a big green dinosaur, roaring with joy, three little dinosaurs running towards her',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'Everybody had tea together. Dot gave {hero} a big dinosaur kiss on the nose. It tickled.',
          '@lesson “{lesson},” said {hero}, and Dot nodded.',
          'That night, Dot gave one last, soft roar to say goodnight. And {hero} smiled all the way home.',
        ],
        [
          'Everybody had tea together. Tip had a cabbage. Tap had a cabbage. Toe had two cabbages, because Toe was the hungriest.',
          '@pet {pal} had a crunchy snack, and crunched it very loudly.',
          '@friend {pal} had a bite of cabbage, just to try. “Yuck,” said {pal}, but politely.',
          '“Thank you,” said Dot to {hero}. And Dot gave {hero} a big dinosaur kiss on the nose. It was wet. It tickled.',
          '@lesson “{lesson},” said {hero}, and Dot nodded her big head.',
          'Then it was time to go home. {hero} waved. Dot waved. Tip, Tap and Toe waved their tiny arms, and Toe waved both arms at once.',
          'That night, when everything was quiet, {hero} heard one last, soft roar, far away. It was Dot, saying goodnight. And {hero} smiled, and stamped {hero.their} toes once, very softly, under the blanket.',
        ],
      ],
      scene: '{hero} waving goodbye to Dot and her three little dinosaurs having tea',
    },
  ],
};
