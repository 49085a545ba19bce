/** For early readers (5–7): a small robot left behind by its ship, a rocket pod, and a torch that says “I am here”. */
import type { Tale } from '../../types.ts';

export const theBigTeapot: Tale = {
  id: 'the-big-teapot',
  bands: ['early'],
  worlds: ['space'],
  // The pod comes down wherever the child is and takes off from there: any place reads true.
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      ['{home.in}, {hero} climbed into a cardboard-box rocket and shut {hero.their} eyes. Three, two, one…'],
      [
        '{home.in}, {hero} had made a rocket out of a big cardboard box. It had a door, a button and a round window. “Next stop, {place}!” said {hero}, and climbed in, and shut {hero.their} eyes. Three, two, one…',
      ],
    ],
    ending: [
      ['Back {home.in}, {hero} slept until morning.'],
      [
        'Back {home.in}, the cardboard rocket stood by the door, ready for another trip. And {hero} slept, snug and sound, until morning.',
      ],
    ],
  },
  time: 'night',
  shape: 'reach',
  titles: ['{hero} and the Big Teapot', 'Bleep Goes Home', 'Three Blinks, {hero}'],
  characters: ['Bleep', 'Captain Dot'],
  places: [['at', 'Starport Seven'], ['at', 'the camp on the little red planet']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was nearly bedtime {place.in}, and {hero} was still wide awake, when something went BUMP. A tiny silver pod had landed, and out of it climbed a little round robot with a wobbly antenna.',
          '@pet+paws,friend {pals} came running to look.',
        ],
        [
          'It was nearly bedtime {place.in}. {hero} was supposed to be getting ready for bed, and was mostly thinking about {interest} instead.',
          'Then something went BUMP.',
          'It was not a loud bump. It was a small, tinny, sorry sort of bump, like a biscuit tin falling off a shelf.',
          '@pet+paws {pal} ran to look first, ears up.',
          '@friend {pals} came running. “What was that?” said {pal}.',
          'There, smoking a little, sat a tiny silver pod, no bigger than a washing machine. The door creaked open. Out climbed a little round robot with a wobbly antenna and one round light on its tummy.',
          '“Bleep,” said the robot. Then it looked all round, at {hero}, and at the dark sky, and at its little pod.',
          '“Oh dear,” it said. “This is not my ship at all.” And it sat down and put its head in its hands.',
        ],
      ],
      scene: 'a tiny silver space pod landed at night, a little round robot with a wobbly antenna climbing out',
    },
    {
      kind: 'problem',
      tellings: [
        [
          '“I am Bleep,” said the robot. “My ship is the Big Teapot. It flew off without me. Now I am lost.” {hero} did not even stop to think. “Then I will help you find it,” said {hero}, and climbed into the pod.',
        ],
        [
          '“Hello,” said {hero}. “Are you all right?”',
          '“Not really,” said the little robot. “My name is Bleep. I live on a big ship called the Big Teapot. It is round and fat and it has a spout at the front. We stopped for a rest, and I went out to look at a shooting star, and when I turned round …” Bleep’s light went dim. “The Big Teapot had gone.”',
          '“They flew off without you?” said {hero}.',
          '“They did not count,” said Bleep. “There are one hundred robots on the Big Teapot. It is very easy to miss one.”',
          '{hero} looked at the little pod. It had two seats, a lot of buttons and a sticker that said: DO NOT PRESS THE SPOTTY ONE.',
          '“Then we will find it,” said {hero}. “Move up.”',
          '@pet {pal} squeezed in too, right on {hero.poss} feet.',
          '@friend “Budge up,” said {pal}, squeezing in. “Three seats would have been better.”',
          'Bleep pressed the go button. The pod went WHOOSH, straight up into the stars.',
        ],
      ],
      scene: '{hero} squeezing into a two-seat silver pod beside a small round robot, buttons everywhere',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'First they flew to Ring Station, which had a Lost Property desk. A robot with six arms looked in every box. “One umbrella. Two left boots. No teapots,” it said. They had to try somewhere else.',
        ],
        [
          'First they flew to Ring Station. It was a big space station shaped like a doughnut, turning slowly round and round.',
          'Just inside the door there was a desk with a sign: LOST PROPERTY. Behind the desk sat a robot with six arms and a very tidy moustache.',
          '“We have lost a ship,” said {hero}. “A big one. Shaped like a teapot.”',
          '“Let me look,” said the six-armed robot. It opened six drawers at once.',
          '“One umbrella,” it said. “Two left boots. A hat with a bird on it. A lot of odd socks.” It shut the drawers. “No teapots, I am afraid. Ships do not usually get handed in.”',
          '“Bleep,” said Bleep sadly.',
          '@friend “Can we have one of the odd socks?” asked {pal}. “Certainly not,” said the six-armed robot.',
          'On the way out, {hero} stopped at the big round window where you could see all the ships parked outside. Round ships, flat ships, ships with fins and ships with wheels. No teapots.',
          'They thanked the robot and went back to the pod. The Big Teapot was not at Ring Station.',
        ],
      ],
      scene: 'a six-armed robot at a lost property desk inside a doughnut-shaped space station',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next they zoomed through the Bumpy Belt, where big space boulders floated about. Bonk! Bonk! Bleep steered left and right. There were lots of boulders, but no Big Teapot.',
        ],
        [
          'Next came the Bumpy Belt. It was a long, wide band of space boulders, some as small as footballs and some as big as houses, all floating slowly about and bumping into each other.',
          '“Hold on,” said Bleep. “I have done this before. Twice.”',
          'Bonk! A boulder bounced off the left side.',
          '“Did it go well?” asked {hero}.',
          '“Once,” said Bleep. Bonk! Another one bounced off the right.',
          '{hero} held on tight[? to {toy.name}|] and watched out of the round window. Big boulders. Little boulders. A boulder with a funny face, if you looked at it sideways.',
          '@pet {pal} lay flat across {hero.poss} feet and did not move at all.',
          '@friend {pal} shut both eyes and said, “Tell me when it is over.”',
          'But there was no fat round ship with a spout anywhere in the Bumpy Belt.',
        ],
      ],
      scene: 'a small silver pod weaving between big floating space boulders',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'At the Space Crossroads, a robot in a big hat waved the ships along. “Seen a teapot ship?” asked {hero}. “I see a thousand ships a night,” said the robot. “Keep moving, please.”',
        ],
        [
          'Next they came to the Space Crossroads, where four busy space roads met. Ships were zooming in every direction: up, down, left, right, and a few going round in circles because they had missed their turn.',
          'In the middle floated a robot in a big tall hat, with a lamp in each hand. One lamp meant go. The other meant stop.',
          'Bleep stopped. {hero} opened the window. “Excuse me,” called {hero}. “Have you seen a ship shaped like a teapot?”',
          '“I see a thousand ships a night,” said the robot, waving a rocket past with one hand and stopping a bus with the other. “I do not look at their shapes. I look at their lights.” Go. Stop. Go. “Keep moving, please.”',
          '@friend “Rude,” said {pal}, but only quietly.',
          'So they kept moving. Nobody at the Crossroads had noticed the Big Teapot at all.',
        ],
      ],
      scene: 'a robot in a big tall hat directing zooming spaceships at a busy crossroads in space',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Bleep switched on the pod radio. It played a bouncy robot song. Bleep danced in its seat, and so did {hero}. Beep-boop, beep-boop, cha-cha-cha.',
        ],
        [
          '“Music,” said Bleep, “makes flying go faster.” It switched on the little radio.',
          'A bouncy song came out. Beep-boop, beep-boop, cha-cha-cha.',
          'Bleep danced in its seat. It danced with its arms and its antenna and its light, which blinked in time.',
          '{hero} danced too. It is hard to dance sitting down in a tiny pod, but {hero} managed a very good shoulder wiggle.',
          '@pet {pal} sat very still, with a face that said: I do not dance.',
          '@friend {pal} did the robot, which made Bleep laugh so much its antenna pinged.',
          'When the song ended, everybody was out of breath, and the stars had gone by a little faster.',
        ],
      ],
      scene: '{hero} and a little robot dancing in their seats in a tiny pod, a radio playing',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'On a tiny moon there was a diner called the Last Stop. Captain Dot cooked pancakes there. She was old, and she had flown every ship in the sky. “Lost in the dark?” she said. “Flash a torch three times. Blink, blink, blink. Every ship knows it means I am here.” And Captain Dot gave {hero} a little [?{colour}|red] torch.',
        ],
        [
          'Bleep’s tummy light began to flicker. “I need a rest,” it said. “And a drink of oil.”',
          'So they landed on a tiny moon with just one building on it. The sign on the roof said: THE LAST STOP – PANCAKES – ALL NIGHT.',
          'Inside, it was warm and bright. An old lady in a pilot’s jacket was flipping pancakes. She flipped one so high it did a loop and landed back in the pan.',
          '“I am Captain Dot,” she said. “I have flown every ship in the sky, and now I make pancakes. Sit down.”',
          'Captain Dot gave {hero} a pancake, gave Bleep a cup of oil, and listened to the whole story.',
          '“The Big Teapot,” she said. “I know it. Slow old thing. Lovely spout.” She leaned down close. “Now listen. If you are ever lost in the dark, do not shout. Nobody can hear you in space. Flash a light three times. Blink, blink, blink. Every ship in the sky knows that means: I am here.”',
          'And Captain Dot pressed a little [?{colour}|red] torch into {hero.poss} hand.',
          '“Keep it,” said Captain Dot. “I have got lots.”',
        ],
      ],
      scene: 'an old lady pilot flipping pancakes in a tiny bright diner on a little moon',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '@pet Before they left, Captain Dot gave {pal} a pancake of {pal.poss} own. It went down in one gulp.',
          '@friend,alone Before they left, {hero} tried to flip a pancake. It went up, and up, and stuck to the ceiling. Captain Dot laughed so much she had to sit down.',
        ],
        [
          'Before they left, Captain Dot said, “Would you like a go?”',
          '{hero} took the pan. It was heavy. The pancake sat in it, golden and round.',
          '“Just a little flick,” said Captain Dot. “Like this.”',
          '{hero} gave a little flick. The pancake went up. It went up a bit more. It went up, and up, and up, and stuck to the ceiling with a splat.',
          'Everybody looked at it.',
          '“That,” said Captain Dot, “is the best flip I have seen in years.” She laughed so much she had to sit down.',
          '@pet {pal} sat under the ceiling pancake for a long time, just in case.',
          '@friend “My go!” said {pal}. {pal.poss} pancake landed on Bleep’s head. Bleep did not mind. It said it was warm.',
        ],
      ],
      scene: '{hero} holding a frying pan, a pancake stuck to the ceiling of a little diner',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“There it is!” shouted {hero}. Far off was a teapot shape, with a spout and a handle. They flew and flew. But it was only stars, in a teapot pattern, and it was bigger than a hundred Big Teapots.',
        ],
        [
          '“There it is!” shouted {hero}, all of a sudden. “Look! A teapot!”',
          'Far away, there it was: a round shape, with a spout on one side and a handle on the other, twinkling.',
          'Bleep’s light went bright. “Bleep! Bleep!” It pushed the go button all the way down, and the pod raced towards it.',
          'They flew and flew. The teapot shape did not get any closer. They flew some more. It got bigger, and bigger, and then much, much too big.',
          'It was not a ship at all. It was stars, hundreds of them, that just happened to make a teapot pattern in the sky. It was bigger than a hundred Big Teapots put together.',
          '@friend “It is a star teapot,” said {pal}. “You could make tea for a giant in that.”',
          '“Bleep,” said Bleep, and its light went dim again. The real Big Teapot was still lost.',
        ],
      ],
      scene: 'a tiny pod racing towards a huge pattern of stars shaped like a teapot',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next they tried the Big Space Market. There were ships everywhere, parked in rows. There was a ship like a banana and a ship like a shoe, but not one like a teapot.',
        ],
        [
          'Next they tried the Big Space Market. It floated around a planet with rings, and it was the busiest place {hero} had ever seen.',
          'Ships were parked in rows and rows. People were selling star-maps, moon-cheese and shoes for walking on ice.',
          '“A ship shaped like a teapot,” said {hero} to a lady selling hats. “Have you seen one?”',
          '“I have seen a ship like a banana,” said the lady. “And one like a shoe. And one like a very big sandwich. No teapots.”',
          '{hero} walked up one row and down the next. A ship like a banana. A ship like a shoe. A ship like a very big sandwich.',
          '@friend “That one looks like a teapot,” said {pal}. It was a ship like a watering can. Close, but no.',
          '@pet+paws {pal} sniffed every ship, which took a long time.',
          'In the end, {hero} bought nothing, not even the moon-cheese, which smelled like old socks. The Big Teapot was not at the market.',
        ],
      ],
      scene: '{hero} walking between rows of funny-shaped spaceships at a busy floating market',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Then they flew round the Ice Comet. Its long tail went on for miles. “Maybe the Teapot is hiding in the tail,” said {hero}. But there was only ice, twinkling and cold.',
        ],
        [
          'Then they saw the Ice Comet, zooming across the sky with a long, long tail of shiny ice behind it.',
          '“The Big Teapot likes comets,” said Bleep. “We once followed one for a week.”',
          'So they followed this one. Bleep flew the pod right into the tail. It was like flying through a shaken-up glitter jar, all sparkles and swirls.',
          '“Maybe the Teapot is hiding in here,” said {hero}, pressing {hero.their} nose on the window.',
          'They flew to the end of the tail, which took ages, because it was a very long tail.',
          '@friend “Are we nearly there?” asked {pal}, four times.',
          'But there was no ship in it. Only ice, twinkling and cold, going on and on. At the very end the comet said a shy “Hello”, because comets do not get many visitors in their tails.',
        ],
      ],
      scene: 'a small pod flying through the sparkling icy tail of a comet',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On the way, Bleep taught {hero} to talk robot. Bleep means hello. Bleep-bloop means thank you. Bloop-bloop-bleep means I like your hat. {hero} said it to Bleep. Bleep did not have a hat, but it was pleased anyway.',
        ],
        [
          'It was a long way between places, so Bleep taught {hero} to talk robot.',
          '“Bleep means hello,” said Bleep. “Bleep-bloop means thank you. Bloop-bloop means I am hungry.”',
          '“What does bloop-bleep-bloop mean?” asked {hero}.',
          'Bleep’s light flickered. “That is a rude one,” it said. “It means your feet smell of old cheese.”',
          '{hero} laughed so much the pod wobbled.',
          '@friend {pal} said bloop-bleep-bloop to Bleep at once. Bleep said it back. Then they all said it to each other, until nobody could breathe for giggling.',
          '@pet {pal} did not say anything in robot, but bounced along to the beeps.',
          '“Bleep-bloop,” said {hero} at last, which means thank you. “Bleep,” said Bleep, which means you are welcome, and also hello.',
        ],
      ],
      scene: '{hero} and a small robot laughing together inside a tiny pod among the stars',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On the way, they flew through the Paint Pot, a huge glowing smudge of colours. The pod came out stripy, and Bleep came out spotty. “Bleep!” said Bleep, and looked at itself in the window.',
        ],
        [
          'On the way, they came to the Paint Pot. It was a huge glowing smudge in the sky, all the colours there are, swirled together like paint spilled in a bath.',
          '“Can we go through it?” asked {hero}.',
          '“We can,” said Bleep. “But we will come out a funny colour.”',
          'They went through it. Everything went one colour. Then another colour. Then a colour nobody has a name for.',
          'They came out the other side. The pod was stripy. Bleep was spotty. {hero.poss} hair was the colour of a lolly.',
          '@pet {pal} had come out a bright new colour, all over, and did not know it.',
          '@friend {pal} had come out spotty from head to toe, and laughed until {hero} laughed too.',
          '“It washes off,” said Bleep. “Mostly.”',
        ],
      ],
      scene: 'a little pod coming out of a swirling smudge of bright colours, coming out stripy',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next they landed on Junk Moon, where an old robot kept everything that ever got lost. “A teapot?” it said. “I have got twelve.” They were real teapots, all chipped. “Not that sort,” said {hero}.',
        ],
        [
          'Next they landed on Junk Moon. It was covered in heaps and heaps of things that people had lost in space: spanners, gloves, a bicycle, a tin of peas, a trumpet.',
          'In the middle of it all lived an old robot called Rusty, who kept everything, just in case.',
          '“We are looking for a teapot,” said {hero}. “A big one.”',
          '“A teapot!” said Rusty, delighted. “I have got twelve.” It clanked off and came back with its arms full of teapots: a spotty one, a stripy one, one with no lid and one with no spout.',
          '“Not that sort of teapot,” said {hero}, trying not to laugh. “A teapot you can fly in.”',
          'Rusty looked at the teapots. “You could fly in this one,” it said, holding up the biggest, “if you were a mouse.”',
          '@friend {pal} tried it on as a hat.',
          'They said goodbye to Rusty and all twelve teapots. The Big Teapot was not on Junk Moon.',
        ],
      ],
      scene: 'an old rusty robot holding out an armful of ordinary teapots on a moon covered in lost things',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Then they landed on the Moon and asked the moon-mice. The moon-mice had seen lots of ships. “Big ones, small ones,” they squeaked. “But we were asleep for the teapot one.”',
        ],
        [
          'Then they landed on the Moon, on the dark side, where the moon-mice live.',
          'The moon-mice were tiny and silver, and they lived in little round holes, and they were very, very chatty.',
          '“A ship like a teapot?” squeaked the biggest moon-mouse. “We see lots of ships. Big ones! Small ones! Ones that go whoosh!”',
          '“Did you see a teapot one?” asked {hero}.',
          'The moon-mice all talked at once. It took a long time. At last the biggest moon-mouse said, “We were asleep for that one. Sorry. Would you like some moon-cheese?”',
          '@pet {pal} would. {pal} had three bits.',
          '{hero} said thank you, and took a bit of moon-cheese for later, and they flew on. The moon-mice waved with their tiny tails until the pod was out of sight.',
        ],
      ],
      scene: '{hero} kneeling on the Moon, talking to a crowd of tiny silver moon-mice',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'A space whale swam slowly past, as big as a street. It sang a long, low song. Ooooo. The whole pod hummed. {hero} waved, and the whale winked one huge eye.',
        ],
        [
          'Then something enormous slid past the window, slow and dark and gentle.',
          'It was a space whale. It was as long as a whole street, with tiny stars caught on its back like glitter.',
          'It opened its mouth and sang. Ooooooo. Ooooo-oo. The song was so low that the whole pod hummed with it, and {hero} could feel it in {hero.their} tummy.',
          '“Space whales sing to each other across the whole sky,” whispered Bleep. “They never get lost.”',
          '{hero} waved. The whale turned one huge, kind eye towards the little pod, and winked.',
          '@pet {pal} stared at it without blinking, the whole time.',
          'Then it swam away into the dark, still singing.',
        ],
      ],
      scene: 'a huge gentle space whale with stars on its back swimming past a tiny pod',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next they stopped at Robot School. The teacher counted her class. “Twenty-nine, thirty. All mine,” she said. “None of them is from the Big Teapot, I am afraid.” So they flew on.',
        ],
        [
          'Next they stopped at a little moon with a big sign: ROBOT SCHOOL. It was break time. Thirty small robots were playing in the yard, whizzing about and bumping into each other on purpose.',
          '“Maybe the Big Teapot dropped some robots off here,” said {hero}. “Maybe they know where it went.”',
          'The teacher was a tall robot with a whistle. She blew it. Wheeeep! Every small robot stopped and stood in a line.',
          '“Let me count,” said the teacher. “One, two, three …” She counted all the way along. “Twenty-nine, thirty. All mine,” she said. “They are all from Planet Sprocket. None of them is from the Big Teapot, I am afraid.”',
          'One of the small robots put its hand up. “Can Bleep stay and play?”',
          '“Not now,” said Bleep. “I have to find my ship first.”',
          '@friend {pal} high-fived three robots on the way out. One of them gave a little electric tingle.',
          '@pet Three small robots came to stroke {pal}, very gently, one finger each.',
          'So they waved goodbye and flew on.',
        ],
      ],
      scene: 'a line of small robots in a school yard on a little moon, a tall teacher robot with a whistle',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then the pod went splutter, splutter, clunk. It stopped, out in the dark. The lights went off. “My battery is empty,” said Bleep, in a very small voice. “We are stuck. And nobody knows we are here.”',
        ],
        [
          'Then the pod went splutter. Then it went splutter, splutter. Then it went clunk.',
          'Then it did not go at all.',
          'Bleep tried the go button. Nothing. It tried the stop button. Nothing. It even tried the spotty one, the one that said DO NOT PRESS, and that did nothing either, which was almost a relief.',
          'The lights on the buttons went out, one by one. Even the spotty one. They floated in the dark, a long way from anywhere, with nothing all round them but stars.',
          '“My battery is empty,” said Bleep, in a very small voice. Its tummy light was only a glimmer. “I flew too far. We are stuck. And nobody knows we are here.”',
          '{hero} looked out of the window. Lots of stars. No ships. It was very quiet, and very big, and very dark.',
          '@pet {pal} pressed up close to {hero}, shivering.',
          '@friend {pal} held {hero.poss} hand. “I want to go home,” {pal} whispered. “So do I,” said Bleep.',
          '@pet,alone “I want to go home,” said Bleep, very quietly.',
          '{hero} did too, just a bit.',
        ],
      ],
      scene: 'a dark, silent pod floating among the stars, a little robot with a dim light',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} felt something in {hero.their} pocket. The [?{colour}|red] torch! Captain Dot had said: flash it three times. {hero} pointed it out of the window. Blink, blink, blink.',
          '@lesson-helping “We need help,” said {hero}. “So we ask for it. This is how you ask, out here.”',
          '@lesson-patience Nothing happened. “Wait,” said {hero}. “Count to ten.” They counted, slowly.',
          '@lesson-trying-again Nothing happened. So {hero} did it again. Blink, blink, blink. And again.',
          '@lesson-teamwork Bleep held {hero} steady, and {hero} held the torch, and together they flashed it.',
          '@lesson-kindness {hero} put an arm round Bleep first. “Do not worry,” {hero} said. “We will get you home.”',
          '@lesson-bravery {hero.poss} hand was shaking. {hero} flashed the torch anyway.',
          '@lesson-listening “Captain Dot told us what to do,” said {hero}. “I listened. I remember every word.”',
          '@pet {pal} sat up, ears up. Far away, something blinked back.',
          '@friend,alone Then, far away, something blinked back.',
        ],
        [
          'Then {hero} felt something hard in {hero.their} pocket.',
          'It was the little [?{colour}|red] torch. Captain Dot’s torch.',
          '{hero} remembered the warm diner, and the pancakes, and the way Captain Dot had leaned down close to say the important part.',
          '“Blink, blink, blink,” said {hero} slowly. “Every ship in the sky knows it means: I am here.”',
          'Bleep looked up. Its light went a tiny bit brighter.',
          '{hero} pressed {hero.their} nose to the window, pointed the torch out into the dark, and pressed the button. Blink. Blink. Blink.',
          '@lesson-helping “We need help,” said {hero}. “Everybody needs help sometimes, so we ask for it. This is how you ask, out here.”',
          '@lesson-patience Nothing happened. Bleep began to beep sadly. “Wait,” said {hero}. “Ships are slow to turn round. Count to ten with me.” They counted, slowly, all the way to ten.',
          '@lesson-trying-again Nothing happened. So {hero} did it again. Blink, blink, blink. And again, and again, with {hero.their} arm going tired.',
          '@lesson-teamwork “I will hold the torch,” said {hero}. “Bleep, you point us at the window.” Bleep pushed, and {hero} flashed, and together they sent the message out.',
          '@lesson-kindness {hero} put an arm round Bleep. “Do not worry,” {hero} said. “We will get you home. I promise.”',
          '@lesson-bravery {hero.poss} hand was shaking, and the dark was very big. {hero} flashed the torch anyway.',
          '@lesson-listening “Captain Dot told us exactly what to do,” said {hero}. “I listened. I remember every word.”',
          '@pet {pal} sat up very straight, ears up, staring out of the window. Far away, something blinked back.',
          '@friend “Look!” cried {pal}. “Over there!” Far away, something blinked back.',
          '@alone And far away, something blinked back.',
          'Blink. Blink. Blink.',
        ],
      ],
      scene: '{hero} shining a little torch out of a dark pod window, a faraway light blinking back',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'A big round ship came slowly out of the dark. It was fat, with a spout at the front. It was the Big Teapot! A door opened, and out came a tall robot. “BLEEP!” it said. “We counted and counted. There you are!” Bleep was home.',
        ],
        [
          'Something came slowly out of the dark, getting bigger and bigger.',
          'It was round. It was fat. It had a handle on the back and a spout at the front, with little lights all along it.',
          '“The Big Teapot!” shouted Bleep. “BLEEP, BLEEP, BLEEP!”',
          'A door in the side of the Big Teapot slid open. Out floated a tall silver robot with a long antenna and a worried face.',
          '“Bleep!” said the tall robot. “We counted everybody at tea time, and we got ninety-nine. We counted again, and we got ninety-nine again. We have been looking everywhere!”',
          '“I was lost,” said Bleep. “But {hero} found me. And {hero} found you.”',
          'The tall robot hugged Bleep so hard its antenna went wobble. Then it hugged {hero}. Robot hugs are cold at first and then they are warm.',
          '@pet Then it patted {pal}, very carefully, as if it had never met one before.',
          '@friend Then it hugged {pal} too, who giggled.',
          '“I am Bleep’s mum,” said the tall robot. “Well, I built Bleep, which is the same thing for robots. I will never, ever forget to count you again.”',
          'The Big Teapot pulled the little pod inside, to fill its battery up.',
        ],
      ],
      scene: 'a huge round teapot-shaped spaceship opening its door, a tall robot hugging a small one',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Inside the Big Teapot, all one hundred robots cheered. They gave {hero} a cup of hot chocolate with stars floating on top. It was the best hot chocolate {hero} had ever had.',
        ],
        [
          'Inside, the Big Teapot was warm and round and full of robots. There were tall robots and short robots, square robots and round robots, and every single one of them was cheering.',
          '“One hundred!” they shouted. “We are one hundred again!”',
          'They gave {hero} a cup of hot chocolate with tiny stars floating on top. The stars fizzed on {hero.poss} tongue.',
          '@pet+paws They gave {pal} a bowl of something that glowed. {pal} licked it all up.',
          '@friend {pal} had two cups and a star moustache.',
          'Then Bleep stood on a chair. “This is {hero},” it said. “{hero} knows what three blinks mean.”',
          'And all one hundred robots said, “Bleep-bloop,” which means thank you.',
        ],
      ],
      scene: 'a round room full of cheering robots, {hero} holding a cup of hot chocolate with stars on top',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'Then the Big Teapot took {hero} home, all the way back {place.to}, and landed very softly. “Bleep-bloop,” said Bleep. That means thank you.',
          '@lesson That night, tucked up in bed, {hero} thought: {lesson}.',
          '{hero} put the [?{colour}|red] torch by the bed and went to sleep.',
        ],
        [
          'Then the Big Teapot took {hero} home. It flew slowly, because it was a slow old thing, and {hero} watched the stars go by and felt {hero.their} eyes getting heavy.',
          'It landed very softly, back {place.to}, with a tiny puff.',
          'Bleep came to the door to say goodbye. “Bleep-bloop,” said Bleep, which in robot means thank you. Then it gave {hero} a cold little robot hug, which went warm at the end.',
          '@pet {pal} yawned a huge yawn.',
          '@friend {pal} was already asleep on {hero.poss} shoulder.',
          '@lesson That night, tucked up in bed, {hero} thought about the dark, and the torch, and the Big Teapot. {lesson}. {hero} was sure of it now.',
          '{hero} put the little [?{colour}|red] torch by the bed, just in case. You never know when you might need to say: I am here.',
          'And far up in the sky, a fat round star with a spout blinked three times. Blink, blink, blink. Goodnight.',
        ],
      ],
      scene: '{hero} asleep in bed at night, a little torch beside them, a teapot-shaped ship far up among the stars',
    },
  ],
};
