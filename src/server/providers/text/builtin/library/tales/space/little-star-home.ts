/** For the youngest (2–4): a little star falls at bedtime, and a cardboard-box rocket flies it home. */
import type { Tale } from '../../types.ts';

export const littleStarHome: Tale = {
  id: 'little-star-home',
  bands: ['little'],
  worlds: ['space'],
  // The star falls wherever the child is, and the box flies up from there: any place reads true.
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      ['Night came {home.in}. {hero} shut {hero.their} eyes, and dreamed.'],
      [
        'Night came {home.in}. {hero} looked out at the big round moon. “Night night, moon,” said {hero}. Then {hero} shut {hero.their} eyes, and dreamed.',
      ],
    ],
    ending: [
      ['Back {home.in}, {hero} slept all night long.'],
      [
        'And back {home.in}, {hero} slept all night long, snug and warm.',
      ],
    ],
  },
  time: 'night',
  shape: 'reach',
  titles: ['{hero} and the Little Lost Star', 'Little Star, Far from Home', 'Whoosh, {hero}!'],
  characters: ['Old Whoosh'],
  places: [['on', 'the Silver Moon'], ['at', 'Moonbase Nine']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was bedtime {place.in}. {hero} had {hero.their} pyjamas on.',
          '{hero} had a cuddle with {toy.full}.',
          '@pet,friend {pals} {pals.were} there too.',
          '@alone+space Luna the moon-cat was there too. It had silver whiskers.',
          'Then, bump! Something small fell down. It was bright. It was warm. It was a little star!',
        ],
        [
          'It was bedtime {place.in}. The night was dark and still. {hero} had {hero.their} pyjamas on, the soft ones with the spots.',
          '{hero} had a cuddle with {toy.full}, a good-night cuddle, the long kind.',
          '@pet+paws {pal} was there too, sniffing about for crumbs.',
          '@friend {pals} {pals.were} there too, yawning big yawns.',
          '@alone+space Luna the moon-cat was there too, washing its silver whiskers.',
          'Then, bump! Something small fell down, right by {hero.poss} feet.',
          'It was bright. It was warm. It went twinkle, twinkle.',
          'It was a little star!',
          '“Oh!” said {hero}. {hero} bent down to look. The little star was no bigger than a spoon.',
        ],
      ],
      scene: '{hero} in pyjamas at night, looking down at a tiny glowing star by their feet',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'The little star glowed [?{colour}|gold]. But it was sad. “I fell off the sky,” it said. “I want to go home.”',
          '“I will take you home,” said {hero}. {hero} got a big box. The little star sat in the front. Whoosh! Up went the box, like a rocket.',
          '@alone+space Luna jumped in at the back, just in time.',
        ],
        [
          'The little star glowed [?{colour}|gold], all over. But its glow went wibble, wobble. It was sad.',
          '“I fell off the sky,” said the little star. “I was playing roly-poly. I rolled too far. Now I am lost. I want to go home.”',
          '{hero} looked up. The sky was very big. Home was very far.',
          '“I will take you home,” said {hero}.',
          '@friend “Me too,” said {pal}.',
          '{hero} got a big box, a cardboard one. {hero} drew buttons on it. Beep, beep. The little star sat in the front, to light the way.',
          '@pet+paws {pal} jumped into the box at the back. That meant: me too.',
          '@alone+space Luna the moon-cat jumped in at the back. That meant: me too.',
          '“Ready?” said {hero}. “Ready,” said the little star. “Hold on tight!”',
          'Three, two, one. Whoosh! Up went the box, like a rocket, up and up into the dark, past the top of everything.'
        ],
      ],
      scene: 'a cardboard box rocket lifting off at night, a little glowing star riding at the front',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'Bump! The box came down on a lumpy planet. Big lumps. Little bumps. Bumpy, lumpy, bumpy.',
          '“Is this your home?” asked {hero}. “No,” said the little star. “Too bumpy.” Not home yet.',
        ],
        [
          'Bump! The box came down on a lumpy, bumpy planet.',
          'Everything was lumps and bumps. Big lumps. Little bumps. A hop-along thing with one big eye, going boing.',
          '{hero} climbed out. {hero.poss} feet went puff, puff in the soft sand.',
          '@pet+paws {pal} sniffed the sand. Achoo!',
          '@friend {pal} hopped like the boing thing. Boing, boing.',
          '“Is this your home?” asked {hero}.',
          'The little star looked all round. “No,” it said. “It is too bumpy. My home is smooth.”',
          '{hero} waved goodbye to the boing thing. Boing, it said back.',
          'So back in the box they got. Not home yet.',
        ],
      ],
      scene: '{hero} standing on a bumpy planet beside a cardboard box rocket',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next came a hot planet, with pools that went blip, blop. “Here?” asked {hero}, fanning {hero.their} face. “Phew, no,” said the little star. “Too hot.” Not home yet.',
        ],
        [
          'Next came a planet as round as a pumpkin. The box landed with a hiss.',
          'It was hot there. Hot, hot, hot. Little pools went blip, blop, blip, like soup on the cooker.',
          '{hero} fanned {hero.their} face with both hands. Flap, flap.',
          '@pet {pal} flopped down flat in the shade of the box.',
          '@friend {pal} took off one sock, then the other. “Too hot for socks,” {pal} said.',
          '“Here?” asked {hero}. “Is your home here?”',
          '“Phew, no,” said the little star. “Too hot. My home is just warm, not hot.” Not home yet.',
        ],
      ],
      scene: '{hero} fanning their face on a hot planet with bubbling pools',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next came a planet with big rings round it. {hero} slid down a ring. Wheee! “Do you live here?” called {hero}. The little star shook its glow. “Too whizzy.” Not home yet.',
        ],
        [
          'Next came a big round planet with rings all round its middle, like a hat with a brim.',
          'The box landed on a ring. It was smooth and shiny. It was a slide!',
          '{hero} sat down and let go. Wheee! Round and round and round went {hero}.',
          '@pet+paws {pal} slid too, paws out, ears flying. Wheee!',
          '@friend {pal} slid too, with both arms up. Wheee!',
          '“Do you live here?” called {hero}, all dizzy.',
          'The little star shook its glow. “Too whizzy. My home keeps still.” Not home yet.',
        ],
      ],
      scene: '{hero} sliding round the shiny rings of a big planet',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On the way, they passed five little moons in a row. {hero} counted them. One, two, three, four, five. The little moons winked.',
        ],
        [
          'On the way, the box flew past some little moons, all in a row, like beads.',
          '“Let us count them,” said {hero}. One. Two. Three. Four. Five.',
          'Five little moons. The last one was the smallest. It was no bigger than a ball.',
          '{hero} waved. The little moons did not wave back. Moons do not have hands.',
          'But they winked, one after the other. Wink, wink, wink, wink, wink.',
        ],
      ],
      scene: 'five little moons in a row, {hero} waving at them from a cardboard rocket',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Zip! Zip! Shooting stars raced past the box. {hero} counted them. One, two, three. Zip! Four. They were very fast.',
        ],
        [
          'Zip! Something raced past the box. Zip! And another one.',
          'Shooting stars! They were having a race, all the way across the sky.',
          '“Go, go, go!” said {hero}.',
          '{hero} counted them as they went. One. Two. Three. Zip! Four. Zip, zip! Five and six, side by side.',
          '@pet {pal} looked this way and that way, trying to see them all.',
          '@friend “The last one is winning!” said {pal}. “No, the first one!”',
          'Nobody knew who won. Shooting stars are too fast to tell.',
        ],
      ],
      scene: 'shooting stars racing past a cardboard rocket, {hero} counting them',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next came a planet with a big round hole in it. “Hello!” called {hero}. “Hello-lo-lo,” said the hole. “Too echoey,” said the little star. Not home yet.',
        ],
        [
          'Next came a grey planet with a big round hole in the middle of it, deep and dark.',
          '{hero} stood at the edge and peeped in. It went down and down.',
          '“Hello!” called {hero}.',
          '“Hello-lo-lo-lo,” said the hole.',
          '“Who is there?” called {hero}.',
          '“There-ere-ere,” said the hole. {hero} giggled. The hole giggled back.',
          '@pet {pal} peeped in too, ears up, and then backed away, very fast.',
          '@friend “Bananas!” shouted {pal}. “Nanas-nanas-nanas,” said the hole.',
          '“Is this your home?” asked {hero} at last.',
          '“Too echoey,” said the little star. “Echoey-echoey,” said the hole. Not home yet.',
        ],
      ],
      scene: '{hero} calling down into a deep round hole in a grey planet',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Whoosh! A big comet flew by, with a long shiny tail. It was Old Whoosh. “Lost?” said Old Whoosh. “Look for your colour. A star family all shines the same.”',
        ],
        [
          'Then, whoosh! Something big flew by. It had a long, long tail, all shiny and sparkly.',
          'It was a comet. Its name was Old Whoosh, and it had been round the sky more times than anyone.',
          'Old Whoosh slowed down, just for them. “Hello, little box,” it said. “Hello, little star. Are you lost?”',
          '“Yes,” said the little star, very small.',
          '“Then here is a secret,” said Old Whoosh. “A star family all shines the same colour. Look for your colour. Then you will find your home.”',
          '“Thank you!” called {hero}. “Look for my colour,” said the little star, trying it out.',
          'And whoosh! Off went Old Whoosh, tail and all, in a long, bright line.',
        ],
      ],
      scene: 'a big old comet with a long sparkly tail, slowing down beside a cardboard rocket',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'A little satellite floated by. Beep, it went. Beep, beep. {hero} beeped back. Beep! The satellite blinked its light, as if to say hello.',
        ],
        [
          'A little satellite floated by, turning slowly, with its shiny wings out wide.',
          'Beep, it went. Beep, beep.',
          '“Hello,” said {hero}. “Beep!”',
          'The satellite stopped turning. It blinked its little light. Blink, blink.',
          '“Beep, beep, beep!” said {hero}.',
          'Blink, blink, blink, went the satellite, and it wiggled its shiny wings.',
          '@pet {pal} made a small, friendly noise, which is the same as beep, in {pal.noun}.',
          '“It said hello,” said {hero}. And the satellite floated on, beeping to itself.',
        ],
      ],
      scene: 'a little satellite with shiny wings blinking its light at a cardboard rocket',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next came a wobbly planet, shiny like jelly. Boing, boing, went {hero}. “Is it here?” asked {hero}. Hic! The little star giggled. “Too wobbly.” Not home yet.',
        ],
        [
          'Next came a round, shiny planet. It wobbled like jelly.',
          'The box went splodge when it landed. {hero} climbed out. Boing! Boing! Every step was a bounce.',
          '{hero} bounced up high. {hero} bounced down low. {hero} laughed so much {hero.they} got the hiccups. Hic!',
          '@pet+paws {pal} bounced with all four paws at once.',
          '@friend {pal} did a bounce and a spin.',
          '“Is it here?” asked {hero}. Hic!',
          'The little star giggled. “Too wobbly. And much too bouncy.” Not home yet.',
        ],
      ],
      scene: '{hero} bouncing high on a wobbly jelly planet',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next came an ice planet, white and shiny. Brrr! {hero} slid on the ice. “Home?” asked {hero}. “Brrr, no,” said the little star. “Too cold.” Not home yet.',
        ],
        [
          'Next came a planet made of ice. It was very, very shiny, and very, very cold.',
          '{hero} stepped out. Brrr! Swish! {hero.poss} feet slid this way. Swish! They slid that way.',
          '{hero} hugged the little star close, because it was warm.',
          '@pet {pal} skidded about, nose down, tail up.',
          '@friend {pal} slid by on one foot. “Look at me!”',
          '“Home?” asked {hero}, with chattering teeth.',
          '“Brrr, no,” said the little star. “Too cold. My home is warm.” Not home yet.',
        ],
      ],
      scene: '{hero} sliding on a shiny ice planet, hugging a warm little star',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} was hungry. {hero} had a biscuit in {hero.their} pocket. {hero} broke it in two, and gave half to the little star. Crunch, crunch. Stars like biscuits.',
        ],
        [
          'Flying is hungry work. {hero.poss} tummy went rumble.',
          '{hero} felt in {hero.their} pyjama pocket. There was a biscuit! A bit squashed, but a biscuit.',
          '{hero} broke it in two. Snap. One half for {hero}. One half for the little star.',
          '@pet {pal} looked very hopeful, so {pal} got the crumbs.',
          '@friend {pal} got a bit too. Everybody got a bit.',
          'Crunch, crunch. The little star had never had a biscuit before. Its glow went all tingly at the edges. Stars like biscuits.',
        ],
      ],
      scene: '{hero} in a cardboard rocket, sharing a biscuit with a little star',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next came a planet covered in little bells. Ding! Dong! Ding! {hero} put {hero.their} hands over {hero.their} ears. “Too noisy!” said the little star. Not home yet.',
        ],
        [
          'Next came a planet covered all over in little silver bells.',
          'When the box landed, the bells all rang at once. Ding! Dong! Ding-a-ling!',
          'When {hero} took a step, the bells rang again. Ding! Dong! Every step went ding.',
          '{hero} tried walking on tiptoe. Ding. {hero} tried walking very, very slowly. Di-i-ing.',
          '@pet {pal} hid behind the box, which did not help at all.',
          '@friend {pal} put both hands over both ears and sang, “La, la, la!”',
          '“Is it here?” asked {hero}, over all the dinging.',
          '“Too noisy!” said the little star. “My home is quiet.” Not home yet.',
        ],
      ],
      scene: '{hero} tiptoeing across a planet covered in little silver bells',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next came a tiny planet with one tiny house. Somebody small was asleep inside. Snore. Shh. “Is this it?” whispered {hero}. “Too small,” the little star whispered back. Not home yet.',
        ],
        [
          'Next came a tiny, tiny planet. It was so small that {hero} could walk all round it in ten steps.',
          'On top was one tiny house, with one tiny door.',
          'Snore. Snore. Somebody was asleep in there.',
          '“Shh,” said {hero}. {hero} tiptoed round the tiny planet. One, two, three, all the way to ten.',
          '“Is this it?” whispered {hero}.',
          '“Too small,” the little star whispered back. “And somebody is sleeping in it.” Not home yet.',
        ],
      ],
      scene: '{hero} tiptoeing round a tiny planet with one tiny house on top',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} drew two more buttons on the box and pressed them. Beep, left. Boop, right. The box went this way and that way. “I am driving!” said {hero}.',
        ],
        [
          '{hero} found a crayon in {hero.their} pocket and drew three more buttons on the box: a round one, a square one and a wiggly one.',
          '{hero} pressed the round one. Beep! The box went left.',
          '{hero} pressed the square one. Boop! The box went right.',
          '{hero} pressed the wiggly one. Wibble, wibble! The box did a little loop the loop.',
          '“I am driving!” said {hero}. The little star laughed a tinkly laugh.',
          '@pet {pal} sat very still and did not like the loop one bit.',
          '@friend “My turn!” said {pal}, and pressed the round one. Beep!',
        ],
      ],
      scene: '{hero} pressing drawn-on buttons in a cardboard box rocket among the stars',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next came a puffy planet, soft like a pillow. {hero} lay down. Yawn. “Not yet!” said the little star. “Too soft. Too sleepy.” Not home yet.',
        ],
        [
          'Next came a round, puffy planet, like a big pillow.',
          '{hero} climbed out and sank down. Squish. It was so soft.',
          '{hero} lay down, just for a moment. Ahhh. {hero.poss} eyes began to close. Yaaawn.',
          '@pet {pal} curled round in a circle, ready for a nap.',
          '@friend {pal} was already snoring, just a little bit.',
          '“Wake up!” said the little star, and it glowed right in {hero.poss} face. “Not yet! This is not my home. It is too soft, and much too sleepy.”',
          '{hero} sat up and rubbed {hero.their} eyes. Not home yet.',
        ],
      ],
      scene: '{hero} sinking into a soft pillow planet, a little star glowing to wake them',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next came a fluffy planet, full of space sheep. Baa! Baa! They floated about like cotton wool. “Here?” asked {hero}. “Too fluffy,” said the little star, and sneezed. Not home yet.',
        ],
        [
          'Next came a fluffy planet. It was soft and white, and it was full of space sheep.',
          'The space sheep did not walk. They floated, round and fluffy, like big balls of cotton wool. Baa! Baa!',
          'One space sheep floated right up to {hero} and sniffed {hero.poss} nose. Baa?',
          '{hero} patted it. It was the softest thing {hero} had ever felt, softer even than a pillow.',
          'The sheep floated up, up, up, and got stuck on top of the box. Baa!',
          '{hero} gave it a little push, and off it floated, all happy.',
          '“Here?” asked {hero}. “Do you live with the sheep?”',
          '“Too fluffy,” said the little star. Then it sneezed. Atchoo! A tiny twinkle flew out. Not home yet.',
        ],
      ],
      scene: '{hero} patting a floating fluffy space sheep on a soft white planet',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then the box stopped. All round were stars. Lots and lots of stars. Which one was home? The little star began to cry. Drip, drip. Its glow went very dim.',
        ],
        [
          'Then the box stopped, in the middle of the sky.',
          'All round them were stars. Big stars and little stars. Stars up, stars down, stars all round. Lots and lots and lots of them.',
          '“Which one is home?” said {hero}.',
          'The little star did not know. It began to cry. Drip, drip, went little star tears. Its glow went dim, very dim.',
          '{hero} felt a bit like crying too. The box felt very small, and the sky felt very big.',
          '[?{hero} gave the little star {toy.name} to hold. That helped a little bit.|{hero} gave the little star a cuddle. That helped a little bit.]',
        ],
      ],
      scene: 'a cardboard rocket stopped among hundreds of stars, a dim little star crying',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} remembered what Old Whoosh had said.',
          '@lesson-helping “We need help,” said {hero}. “That is all right.” {hero} called, “Old Whoosh, help!” Whoosh! Back came the comet, and lit up the sky.',
          '@lesson-patience “Wait,” said {hero}. “Be still. Look.” So they waited, very still. One, two, three.',
          '@lesson-trying-again {hero} looked. No. {hero} looked again. No. {hero} looked one more time.',
          '@lesson-teamwork “Everybody look,” said {hero}. So they all looked together, this way and that way.',
          '@lesson-kindness {hero} held the little star close. “Do not cry,” {hero} said. “We will find them.”',
          '@lesson-sharing {hero} held the little star up high, so it could see too.',
          '@lesson-bravery It was very dark up there. {hero} was a bit scared. But {hero} looked out into the dark.',
          '@lesson-listening {hero} thought of what Old Whoosh had said. Look for your colour. {hero} had listened well.',
          '@pet {pal} sat up very straight, nose pointing up.',
          '@friend “Look!” said {pal}, pointing up.',
          '@alone+space Luna sat up very straight, whiskers pointing up.',
          'Up there, a [?{colour}|gold] twinkle. Then two. Then lots! All just like the little star.',
        ],
        [
          'Then {hero} remembered Old Whoosh, and the secret.',
          '“Your family shines like you,” said {hero}. “So we look for [?{colour}|gold].”',
          '@lesson-helping “We need help,” said {hero}. “That is all right. Everybody needs help sometimes.” {hero} called out, loud and clear, “Old Whoosh! Help, please!” And whoosh! Back came the comet, and its long tail lit up the sky.',
          '@lesson-patience “Wait,” said {hero}. “Be still. Look slowly.” So they waited, very still and very quiet. One. Two. Three.',
          '@lesson-trying-again {hero} looked. No, those were white. {hero} looked again. No, those were blue. “One more time,” said {hero}, and looked again.',
          '@lesson-teamwork “Everybody look,” said {hero}. “You look that way. I will look this way.” So they all looked together.',
          '@lesson-kindness {hero} held the little star close and wiped its tears. “Do not cry,” {hero} said softly. “We will find them. I promise.”',
          '@lesson-sharing {hero} held the little star up high, on {hero.their} hand, so it could see as far as {hero} could.',
          '@lesson-bravery It was very dark up there, and very big. {hero} was a bit scared. But {hero} took a big breath and looked out into the dark.',
          '@lesson-listening {hero} thought hard about what Old Whoosh had said. Look for your colour. {hero} had listened well, every word.',
          '@pet {pal} stood up tall. Then {pal} sat very straight, nose pointing up, up, up, the way {pal} did at dinner time.',
          '@friend “Look, look!” said {pal}, pointing up.',
          '@alone+space Luna sat up very straight. Its silver whiskers twitched, and it looked up, up, up.',
          'There, far up, was a twinkle. Then two. Then lots and lots! All the very same colour as the little star.',
        ],
      ],
      scene: '{hero} holding up a little star, pointing at a bright patch of matching stars far above',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Up went the box. “Home!” said the little star. Its glow went big and bright. The star family twinkled hello. Hug, hug, hug.',
          'The little star jumped up into its place in the sky. “Thank you, {hero},” it said.',
        ],
        [
          'Up went the box, up and up and up, to the twinkly stars.',
          '“Home!” said the little star. “My home!” Its glow went big and bright.',
          'The star family twinkled and twinkled. “There you are!” they said. “We missed you.” Hug, hug, hug. Star hugs are warm and tingly.',
          'The little star jumped up into its own place in the sky, in between its mum and its dad. It fit just right.',
          '“Thank you, {hero},” it said. “Thank you for taking me home.”',
          '@pet {pal} wriggled so hard the box wiggled.',
          '@friend {pal} gave a big cheer. Hooray!',
        ],
      ],
      scene: 'a family of matching stars twinkling around the little star, back in its place',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'The star family gave {hero} a present. It was a tiny twinkle, for {hero.poss} pocket. It glowed, soft and warm.',
        ],
        [
          'The biggest star, the grandma star, leaned down. “We have a present for you,” it said.',
          'It was a twinkle. Just a tiny one, no bigger than a button.',
          '“Keep it in your pocket,” said the grandma star. “It will glow when you are sleepy.”',
          '{hero} put it in {hero.their} pyjama pocket. It glowed, soft and warm, like a night-light.',
        ],
      ],
      scene: 'a big old star handing {hero} a tiny glowing twinkle',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'Then the box flew down, soft and slow, back {place.to}. Bump.',
          '@lesson “{lesson},” said {hero}, with a big yawn.',
          '{hero} snuggled down to sleep. Far away, a little star twinkled. Goodnight, little star.',
        ],
        [
          'Then the box flew down, soft and slow, all the way back {place.to}. Bump. Home again.',
          '{hero} climbed out. {hero.poss} eyes felt heavy. {hero.poss} legs felt floppy. Such a long way, all in one night.',
          '@lesson “{lesson},” said {hero}, with a big, big yawn.',
          '@pet {pal} curled up close, all warm.',
          '@friend {pal} curled up close, already fast asleep.',
          '@alone+space Luna the moon-cat curled up close, purring.',
          '{hero} snuggled down[? with {toy.name}|]. The sky was very quiet now.',
          'Far, far away, a little star twinkled, just once. Goodnight, little star. Goodnight, {hero}.',
        ],
      ],
      scene: '{hero} fast asleep at night, a far-off star twinkling above',
    },
  ],
};
