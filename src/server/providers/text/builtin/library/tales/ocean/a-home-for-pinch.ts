/**
 * For 2–4, anywhere: a tiny hermit crab walks out of the child's bucket of shells, its shell too
 * small. Every shell in the bucket is wrong, until an old crab's advice (a good home hums like the
 * sea) leads the child to give away the best shell of all. Its places are the shells themselves, so
 * it reads true wherever it is set.
 */
import type { Tale } from '../../types.ts';

export const aHomeForPinch: Tale = {
  id: 'a-home-for-pinch',
  bands: ['little'],
  worlds: [],
  anywhere: true,
  roomy: false,
  time: 'day',
  shape: 'find',
  characters: ['Pinch', 'Old Knobbly'],
  titles: ['A Home for Pinch', '{hero} and the Little Crab', 'Too Small, Pinch!'],
  places: [['at', 'Granny’s house by the sea'], ['on', 'the little boat called Puffin']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          '{place.in}, {hero} had a bucket of shells. In {hero.poss} pocket was the best one, big and curly and [?{colour}|pink]. {hero} held it to {hero.their} ear. Shhh, it went, like the sea.',
          '@pet,friend {pals} came to look.',
        ],
        [
          '{place.in}, {hero} had a bucket full of shells.',
          'Big shells and small shells. Stripy shells and spotty shells. Shells that clinked when {hero} shook the bucket. Clink, clink!',
          'But the best shell of all was not in the bucket. It was in {hero.poss} pocket. It was big and curly and [?{colour}|pink], and smooth as a spoon.',
          '{hero} held it up to {hero.their} ear. Shhh, went the shell. Shhh, shhh. It sounded just like the sea.',
          '“Hello, sea,” whispered {hero}. It was {hero.poss} best thing. {hero} took it everywhere.',
          '@pet+paws {pal} came to sniff the bucket. Sniff, sniff. Shells do not smell of much.',
          '@friend {pals} came to look. “Can I hear?” said {pal}. “Shhh,” said the shell.',
          '[?{toy.name} sat by the bucket to keep the shells safe.|]',
        ],
      ],
      scene: '{hero} holding a big curly shell to one ear, a bucket full of shells nearby',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'Then a little shell in the bucket began to walk! Out popped a tiny crab. “I am Pinch,” it said. “My shell is too small. Help! I need a new home.” “I will help,” said {hero}.',
        ],
        [
          'Then something in the bucket went scritch, scratch.',
          'One little shell began to walk. All by itself! It walked up the other shells, wobble, wobble, and tumbled out. Plop.',
          'Out of the little shell popped a tiny crab, with two waving eyes and one big claw.',
          '“Ouch,” said the crab. “Ouch, ouch. I am Pinch, and my shell is too small. It squeezes my tummy. It pinches my legs. Help! I need a new home.”',
          '{hero} looked at Pinch. Pinch looked at {hero}, with both waving eyes. Then Pinch gave a little wave with its big claw. Hello.',
          '“Hello, Pinch,” said {hero}, and waved back.',
          '“I have lots of shells,” said {hero}. “I will help you find a home.”',
        ],
      ],
      scene: 'a tiny hermit crab with waving eyes climbing out of a small shell, {hero} crouching to look',
    },
    {
      kind: 'attempt',
      tellings: [
        ['{hero} found a tiny white shell. Pinch squeezed in. Squeeze, squeeze! But its bottom stuck out at the back. “Too small,” said Pinch. Not this one.'],
        [
          '{hero} dug in the bucket and found a tiny white shell, as small as a button.',
          '“Try this one,” said {hero}.',
          'Pinch climbed out of the old shell, quick, quick, because a crab with no shell feels very wiggly. Then it backed into the white shell. Squeeze. Squeeze. Squeeeeze!',
          'Pinch was in. Well, most of Pinch was in. Its bottom stuck out at the back, pink and bare.',
          '{hero} giggled. {hero} could not help it.',
          '“Too small,” said Pinch, very crossly. Not this one.',
        ],
      ],
      scene: 'a tiny crab squeezed into a little white shell, its bottom sticking out, {hero} giggling',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Next came a spiky shell, with points all over. Pinch climbed in. Prickle, prickle! “Ouch! Too spiky,” said Pinch. Not this one.'],
        [
          'Next, {hero} found a spiky shell. It had points all over, like a hedgehog.',
          '“This one looks strong,” said {hero}.',
          'Pinch backed in. Prickle. Prickle. Prickle, prickle, PRICKLE!',
          'The spikes were on the inside too.',
          '“Ouch!” said Pinch, and shot out again, fast as a sneeze. “Too spiky! I would be ouchy all day.”',
          '@pet+paws {pal} gave the spiky shell a sniff, and sneezed. Atchoo!',
          'Not this one.',
        ],
      ],
      scene: 'a little crab shooting out of a spiky shell, {hero} holding the shell up',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Then {hero} found a big fat shell. Pinch climbed in and pushed. Heave, heave! The shell did not move at all. “Too heavy,” puffed Pinch. Not this one.'],
        [
          'Then {hero} found a big fat shell at the bottom of the bucket. It was so heavy that {hero} needed both hands. Heave-ho!',
          '“Lots of room in this one,” said {hero}.',
          'Pinch climbed in. Lots of room! Pinch liked that. Then Pinch tried to walk.',
          'Heave. Heave. HEAVE!',
          'The shell did not move. Not one bit. Pinch pushed until its eyes went wobbly.',
          '“Too heavy,” puffed Pinch. “I would have to stay in one place for ever, like a teapot.”',
          '@friend {pal} tried to lift it too. “Oof,” said {pal}. “It is like a brick.”',
          'Not this one.',
        ],
      ],
      scene: 'a little crab pushing hard inside a big fat shell that will not move',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Next was a shell with a hole in the top. Pinch climbed in. Its eyes poked out of the hole! “Peekaboo,” said {hero}. “Too holey,” said Pinch. Not this one.'],
        [
          'Next was a shell with a round hole in the top, like a window.',
          '“That is a nice window,” said {hero}.',
          'Pinch climbed in. Then two waving eyes came up through the hole, and looked about.',
          '“Peekaboo!” said {hero}.',
          '“Peekaboo,” said Pinch. Then it looked cross. “A home should keep me hidden. Everybody can see me in this one.”',
          'Pinch climbed out again, with a huff. “Too holey,” said Pinch. Not this one.',
        ],
      ],
      scene: 'two little crab eyes poking out through a hole in the top of a shell, {hero} laughing',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Then {hero} found a long, thin shell. Pinch went in at one end, and came out at the other! “Too long,” said Pinch. Not this one.'],
        [
          'Then {hero} found a long, thin shell, like a little pipe.',
          '“What about this?” said {hero}. “It is long. Long is good.”',
          'Pinch went in at one end. Scritch, scratch, scritch.',
          'Then Pinch came out at the other end!',
          '{hero} laughed so much {hero.they} had to sit down. Pinch looked back at the long shell, very puzzled.',
          '“That was not a home,” said Pinch. “That was a tunnel.” Too long. Not this one.',
        ],
      ],
      scene: 'a little crab poking out of the far end of a long thin shell, {hero} laughing',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['There was a shiny shell, smooth inside. Pinch climbed in. Whoosh! Out it slid, bump! “Too slippy,” said Pinch. Not this one.'],
        [
          'Next came a shiny shell, the shiniest in the bucket. It was so smooth inside that {hero} could see {hero.their} own face in it.',
          '“Ooh,” said Pinch. “Fancy.”',
          'Pinch climbed in. Then Pinch tried to hold on. But there was nothing to hold. Whoosh! Out slid Pinch, bump, upside down, with all its legs waving.',
          '{hero} turned Pinch the right way up, very gently.',
          '“Too slippy,” said Pinch. “I would fall out in my sleep.” Not this one.',
        ],
      ],
      scene: 'a little crab sliding out of a shiny smooth shell, legs waving',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['{hero} found a round shell, just right! But a cross voice said, “Go away! This one is mine!” Somebody lived there already. Not this one.'],
        [
          '{hero} found a round shell. It was not too big. It was not too small. It was not spiky, or slippy, or holey.',
          '“This one!” said {hero}. “This one is just right!”',
          'But then a tiny, cross voice came out of the shell. “Go away! This one is mine!”',
          'A little grey claw waved at the door. Somebody lived there already.',
          '“Sorry,” said {hero}, and put the round shell down very softly.',
          '“Sorry,” said Pinch too. You do not take somebody else’s home. Not this one.',
        ],
      ],
      scene: 'a tiny cross claw waving out of a round shell, {hero} and a little crab backing away',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['{hero} counted Pinch’s legs. One, two, three, four, five, six, seven, eight, nine, ten! “Ten legs,” said {hero}. “Lots of legs,” said Pinch proudly.'],
        [
          'While Pinch had a rest, {hero} counted its legs.',
          'One, two, three, four. Pinch wriggled. Five, six, seven. Pinch giggled. It was a very tickly thing, being counted.',
          'Eight, nine, ten!',
          '“Ten legs,” said {hero}. “I only have two.”',
          '“Lots of legs,” said Pinch proudly. “Two are for pinching, and the rest are for running away.”',
          '@pet {pal} had four legs, and did not want them counted.',
          '@friend {pal} counted too, and got eleven, and had to start again.',
        ],
      ],
      scene: '{hero} counting the legs of a tiny crab on one finger',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['Pinch tried to hide from a noise. But its old shell was too small to hide in! Only its eyes went in. “I can still see you,” said {hero} kindly.'],
        [
          'Then something went BANG, far away.',
          'Pinch got a fright. Pinch tried to hide in its old shell, quick as quick.',
          'But the old shell was much too small now. Only the eyes went in. The legs stayed out. The claw stayed out. Pinch’s bottom stayed out too.',
          '“Am I hidden?” whispered Pinch.',
          '“Not really,” said {hero}, very kindly. “But it was only a bang.”',
          'Pinch came out again, a bit pink in the face. “That is why I need a new home,” said Pinch.',
        ],
      ],
      scene: 'a little crab trying to hide in a shell much too small, {hero} smiling kindly',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Then came a shell full of sand. Pinch climbed in. Out puffed the sand, all over its eyes. “Achoo!” said Pinch. “Too sandy.” Not this one.'],
        [
          'Then {hero} found a fat brown shell. It rattled when {hero} shook it. Rattle, rattle.',
          '“Something is in there,” said {hero}. “Is it somebody’s home?”',
          'Nobody answered. So Pinch climbed in, slowly, slowly.',
          'Pfff! Out came a shower of sand, all over Pinch’s waving eyes.',
          '“Achoo!” said Pinch. “Achoo! ACHOO!”',
          '{hero} tipped the shell up. Sand poured out, and out, and out. It was like a little sand timer that never stopped.',
          '“Too sandy,” sniffed Pinch, rubbing its eyes with a claw. Not this one.',
        ],
      ],
      scene: 'sand pouring out of a fat brown shell, a little crab sneezing',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Next was a twisty shell that went round and round. Pinch went in, round and round. Out came Pinch, all dizzy. “Too twisty,” said Pinch. Not this one.'],
        [
          'Next was a twisty shell. It went round and round and round, like a slide at the fair.',
          '“Wheee,” said Pinch, before it even got in.',
          'In went Pinch. Round went Pinch. Round and round and round, further and further in.',
          '{hero} waited. {hero} peeped in. “Pinch? Are you all right?”',
          'Slowly, Pinch came back out, walking in wobbly circles. Its eyes went one way. Its legs went the other way.',
          '“Too twisty,” said Pinch, and sat down with a bump. “Everything is going round.” Not this one.',
        ],
      ],
      scene: 'a dizzy little crab walking in wobbly circles out of a twisty shell',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['Pinch was hungry. {hero} found a crumb. Nibble, nibble, went Pinch, with its little claws. “Yum,” said Pinch. “Now I can look some more.”'],
        [
          'All that trying made Pinch hungry. Its tummy went grumble, very small.',
          '{hero} found a crumb, a tiny one, and held it out on one finger.',
          'Pinch took it in one claw. Nibble, nibble. It passed the crumb to the other claw. Nibble, nibble. Pinch ate like a tiny person with a tiny sandwich.',
          '“Yum,” said Pinch. “Crumbs are my best food.”',
          '@pet {pal} watched the crumb go, very sadly.',
          '@friend “I have crumbs too,” said {pal}, and found three in a pocket.',
          '“Now I can look some more,” said Pinch.',
        ],
      ],
      scene: 'a tiny crab holding a crumb in one claw, nibbling, on {hero}’s finger',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Then the biggest shell moved. Out came a big old crab, knobbly and slow. “I am Old Knobbly,” it said. “A good home fits snug. And it hums like the sea. Listen for the hum.”',
        ],
        [
          'Then, at the very bottom of the bucket, the biggest shell of all began to move. Creak, crunch.',
          'Out came a big old crab, slow and knobbly, with long whiskery legs and one claw bigger than the other.',
          '“What is all this noise?” it grumbled. “I am Old Knobbly. I was having a nap.”',
          '“Pinch needs a new home,” said {hero}. “But every shell is wrong.”',
          'Old Knobbly looked at Pinch for a long time. Then it said, “A good home fits snug, like a hug. And a good home hums. Hold it to your ear. If it hums like the sea, it is the one.”',
          '“Like a hug,” said Pinch, trying to remember. “And it hums.”',
          '“Like the sea,” said Old Knobbly. “Shhh. You will know it when you hear it.”',
          'Then Old Knobbly went back inside its big shell and began to snore. Snore, whistle. Snore, whistle.',
        ],
      ],
      scene: 'a big old knobbly crab climbing out of the biggest shell in the bucket, talking to {hero}',
    },
    {
      kind: 'setback',
      tellings: [
        [
          '{hero} held every shell in the bucket to {hero.their} ear. Not one hummed. Pinch sat down. “I will never have a home,” it said, very small.',
          '@pet {pal} lay down next to Pinch.',
          '@friend “Poor Pinch,” said {pal}.',
        ],
        [
          '{hero} held every shell in the bucket up to {hero.their} ear, one by one. Big ones. Small ones. Stripy ones. Not one of them hummed. Not even a little bit.',
          'Pinch sat down in the middle of them all. Its old shell squeezed. Its eyes drooped.',
          '“I will never have a home,” said Pinch, in a very small voice. A tiny tear ran down one waving eye.',
          '{hero} sat down too. Helping is hard when nothing fits.',
          'This one too small. That one all wrong. There were no more shells to try, and Pinch still had nowhere to live.',
          '[?{hero} held {toy.name} tight.|]',
          '@pet+paws {pal} lay down next to Pinch, very carefully, and did not sniff.',
          '@friend “Poor Pinch,” said {pal}, and sat down too.',
        ],
      ],
      scene: 'a sad little crab sitting among lots of shells, {hero} sitting beside it',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} thought of Old Knobbly. A good home hums! {hero} took out the big curly [?{colour}|pink] shell. Shhh, it hummed. It was {hero.poss} very best shell. But Pinch needed it more. “Here,” said {hero}. “You can have it.”',
          '@lesson-kindness Giving your best thing is very kind.',
          '@lesson-sharing {hero} shared the very best shell. Sharing felt warm.',
          '@lesson-helping Pinch had asked for help. {hero} was glad to give it.',
          '@lesson-listening {hero} had listened to Old Knobbly. Good listening!',
          '@lesson-patience {hero} did not rush. {hero} held the shell still, and waited for the hum.',
          '@lesson-trying-again So many shells, all wrong. But {hero} tried one more time.',
          '@lesson-teamwork+pet,lesson-teamwork+friend {team} did it together.',
          '@lesson-teamwork+alone Old Knobbly knew. {hero} did. Together, that is a team.',
        ],
        [
          'Then {hero} thought of Old Knobbly. A good home hums, the old crab had said. Listen to it.',
          '{hero} put a hand in {hero.their} pocket. There was the big curly [?{colour}|pink] shell, smooth as a spoon.',
          'Up it went, right to {hero.poss} ear. Shhh, it went. Shhh, shhh. It hummed just like the sea.',
          'It was {hero.poss} very best shell. {hero} loved it most of all.',
          '{hero} looked at the shell. {hero} looked at Pinch, sad and squeezed.',
          'It would be sad to give it away. {hero} knew that. But a shell in a pocket is only a shell. A shell for Pinch would be a home.',
          '“Here,” said {hero}, and put the curly shell down in front of Pinch. “You need it more than me. You can have it.”',
          '@lesson-kindness It is very kind to give away your best thing. It felt a bit sad, and a lot warm.',
          '@lesson-sharing {hero} shared the very best shell of all. Sharing a thing you love is the biggest kind of sharing.',
          '@lesson-helping Pinch had asked for help, out loud. And {hero} had asked Old Knobbly. Asking for help is how you find the way.',
          '@lesson-listening {hero} had listened to Old Knobbly, every word. Now {hero} listened to the shell, and heard the hum.',
          '@lesson-patience {hero} did not rush. {hero} held the curly shell very still, and waited for the hum to come.',
          '@lesson-trying-again So many shells, and all of them wrong. But {hero} did not stop. {hero} tried one more time.',
          '@lesson-teamwork+pet,lesson-teamwork+friend {team} did it together: one to hold, one to listen, all to help.',
          '@lesson-teamwork+alone Old Knobbly knew what to look for. {hero} knew where it was. Together, that is a team.',
        ],
      ],
      scene: '{hero} holding out a big curly shell to a little crab',
    },
    {
      kind: 'resolution',
      tellings: [
        ['Pinch climbed in. Wiggle, wiggle. It fitted just right! Snug as a hug. Pinch went click, clack, all round in a circle. “My home!” said Pinch.'],
        [
          'Pinch climbed out of the old shell, quick, quick. Pinch backed into the curly shell. Wiggle, wiggle, wiggle.',
          'Not too tight. Not too loose. Not one thing wrong with it.',
          'It fitted just right. Snug as a hug.',
          'Pinch walked. Click, clack. Pinch ran. Clickety-clack! Pinch went all round in a circle, and then round the other way.',
          '“My home!” said Pinch. “My very own humming home!”',
          '[?{hero} did {hero.their} best {animal} dance, just for Pinch.|]',
          '@pet+dog {pal} wagged and wagged.',
          '@friend {pal} clapped. “It looks like it was made for you,” said {pal}.',
        ],
      ],
      scene: 'a happy little crab running in a circle in a big curly shell, {hero} clapping',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['Pinch gave {hero} its old tiny shell. “For you,” said Pinch. {hero} put it in {hero.their} pocket, where the curly shell used to be.'],
        [
          'Pinch pushed the old tiny shell across to {hero} with one claw.',
          '“For you,” said Pinch. “It is too small for me. But it is just right for a pocket.”',
          '{hero} picked it up. It was very small, and a bit chipped, and it smelled of the sea.',
          '“Thank you, Pinch,” said {hero}. And {hero} put it in {hero.their} pocket, just where the curly shell used to be.',
          'The little shell sat there, snug and safe, and {hero} gave the pocket a pat.',
        ],
      ],
      scene: '{hero} holding a tiny chipped shell in one palm, a little crab in a big curly shell watching',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'That night, the bucket sat by {hero.poss} bed, with Pinch asleep inside. {hero} held Pinch’s old tiny shell to {hero.their} ear. Shhh, it hummed, very small.',
          '@lesson “{lesson},” whispered {hero}.',
          'And soon {hero} was asleep too.',
        ],
        [
          'That night, the bucket sat by {hero.poss} bed. Old Knobbly snored in the biggest shell. Pinch slept in the curly one, snug as a hug.',
          '“Tomorrow,” whispered {hero}, “we will take you both back to the sea.”',
          'Pinch did not answer. Pinch was fast asleep, with one claw tucked in and its eyes folded down.',
          'Click, went the curly shell, very softly, as Pinch turned over in its sleep.',
          '{hero} held Pinch’s old tiny shell to {hero.their} ear. Shhh, it went. Shhh, shhh. A very small sea, just for {hero}.',
          '@lesson “{lesson},” whispered {hero} to the little shell.',
          '@pet+paws {pal} curled up by the bucket, nose on paws.',
          '@friend {pal} was already asleep, with one hand on the bucket.',
          'And soon {hero} was fast asleep too, dreaming of crabs and curly shells and the sea going shhh.',
        ],
      ],
      scene: 'a bucket of shells by {hero}’s bed at night, {hero} asleep with a tiny shell in one hand',
    },
  ],
};
