/** For early readers (5–7): a map pinned by the woods leads to a hidden box, if you know how to listen. */
import type { Tale } from '../../types.ts';

export const theXOnTheMap: Tale = {
  id: 'the-x-on-the-map',
  bands: ['early'],
  worlds: ['forest', 'park', 'mountain', 'garden'],
  time: 'day',
  shape: 'find',
  titles: ['{hero} and the X on the Map', 'The Knocking Tree', 'X Marks the Spot, {hero}'],
  places: [['in', 'Oakley Woods'], ['in', 'the woods on Hazel Hill']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          '{hero} had been talking about {interest} all the way up the path.',
          'On the notice board {place.in}, between a lost cat and a cake sale, {hero} found a map. At the bottom it said: “Treasure for anyone who follows. X marks the spot.”',
          '@pet,friend {pals} came to look.',
        ],
        [
          '@pet+paws,friend {hero} and {pals} had come out for a walk.',
          '{hero} had been talking about {interest} all the way from the car park. Then {hero} saw the notice board, and stopped talking at once.',
          'There was a notice board at the start of the path {place.in}. Mostly it had boring things on it: a lost cat, a cake sale, a man who mended bikes.',
          'But today, in the corner, there was something new. It was a map, drawn in pencil, with a wiggly path and little pictures along the way. At the bottom, in neat letters, it said: “Treasure for anyone who follows. X marks the spot.”',
          '{hero} read it twice. Then {hero} read it again, to be sure.',
          '@pet+paws {pal} sniffed the notice board as if the treasure might be behind it.',
          '@friend “Treasure?” said {pal}, reading over {hero.poss} shoulder. “Real treasure?”',
          '@alone “Real treasure,” {hero} whispered to nobody at all.',
        ],
      ],
      scene: '{hero} at a wooden notice board at the edge of the woods, looking at a pencil map',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'The map showed a path, a split rock, a bridge and a big tree with the X. But the woods were big. “I am going to find it,” said {hero}, and took the map off its pin.',
        ],
        [
          'The map showed the path going past a rock split in two, over a little bridge, and on to a big tree. Next to the tree was a fat pencil X.',
          'But the woods were big, and every tree in them was big. Which one was it?',
          '{hero} folded the map carefully and put it in {hero.their} pocket.',
          '“I am going to find it,” said {hero}. “Step by step, like the map says.”',
          'At the very top of the map, in tiny writing, somebody had added: “Go slowly. Look carefully. The woods will help you.” {hero} did not know how woods could help anybody, but {hero} liked the sound of it.',
          '@pet {pal} was already at the start of the path, tail up, waiting.',
          '@friend “I’m coming too,” said {pal}. “Treasure needs a team.”',
        ],
      ],
      scene: '{hero} studying a pencil map with a big X on it, a path leading into the woods',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Right across the path lay a puddle. A huge puddle. A puddle as big as a paddling pool. “Go round?” said {hero}. “Or jump?” {hero} jumped. SPLOSH. {hero} landed right in the middle. Muddy water went everywhere, and a surprised frog hopped out of the way. “Round,” said {hero}, dripping. “Next time, round.”',
        ],
        [
          'Not far along, right across the path, lay a puddle.',
          'It was not a small puddle. It was a huge brown puddle, as big as a paddling pool, with a twig floating in the middle like a tiny boat.',
          '“We could go round,” said {hero}, looking at the brambles on one side and the nettles on the other. “Or we could jump.”',
          '@friend “Jump,” said {pal} at once. “Explorers always jump.”',
          '@pet+paws {pal} looked at the puddle, then looked at {hero}, and walked round it through the nettles without any fuss at all.',
          '{hero} took three steps back. {hero} took a run. {hero} jumped as high and as far as {hero.they} possibly could.',
          'SPLOSH.',
          '{hero} landed right in the middle. Brown water went up, and out, and all over everything. A very surprised frog shot out of the puddle and hopped away into the ferns, looking cross.',
          '@friend {pal} laughed so much that {pal} had to sit down on a log.',
          '“Sorry, frog,” said {hero}, dripping from the knees down. {hero} squelched out of the puddle and looked back at it.',
          '“Round,” {hero} decided. “Next time, round.”',
        ],
      ],
      scene: '{hero} landing with a huge splash in the middle of a big brown puddle on a woodland path',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'First came the split rock, just like on the map. It had a crack down the middle. {hero} looked inside. Only a spider. “Not here,” said {hero}. “But we are on the right path.”',
        ],
        [
          'The path went up and round, and there it was: a huge rock, split right down the middle, as if a giant had chopped it with an axe.',
          '“The split rock!” said {hero}. “It’s on the map!”',
          '{hero} peeped into the crack. It was dark and cool in there. Something moved. {hero} jumped.',
          'It was only a spider, sitting in the middle of its web, looking cross about the visitor.',
          '“Sorry,” said {hero}. “I am not here for you.”',
          'The spider did not say anything. It just pulled its web a little tighter, like someone pulling a blanket up to the chin, and went back to waiting for flies.',
          'There was no treasure in the rock. But {hero} smiled anyway. The map was right. They were on the path.',
        ],
      ],
      scene: '{hero} peeping into the crack of a huge split rock, a spider in its web',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next came a fork in the path. One way went up. One way went down. The map had a little arrow. “Down,” said {hero}, and went down.',
        ],
        [
          'After the rock, the path came to a fork. One way went up, steep and stony. One way went down, soft and shady.',
          '“Which way?” said {hero}.',
          '{hero} took out the map and turned it round. Then turned it round again. Maps are tricky when you are holding them upside down.',
          'At last {hero} found it: a tiny arrow, pointing down, and a tiny picture of a fern.',
          'There, at the side of the lower path, was a big curly fern, just like the drawing.',
          '“Down,” said {hero}. “Whoever drew this was very careful.”',
        ],
      ],
      scene: '{hero} holding a map at a fork in a woodland path, one way up and one way down',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next, a fallen log lay right across the path, hollow in the middle like a tunnel. On the map there was a tiny drawing of it! {hero} crawled in one end, in the dark, over soft crumbly wood, and came out the other end with moss on {hero.their} nose. “The map is right again,” said {hero}.',
        ],
        [
          'Next, a fallen log lay right across the path. It was too high to climb over and too long to walk round, and it was hollow in the middle, like a tunnel.',
          '{hero} checked the map. There, drawn very small, was a log with a round black hole in the end of it.',
          '“We have to go through,” said {hero}. “The map says so.”',
          '{hero} got down on hands and knees and peered in. It was dark inside. It smelled of mushrooms and rain. At the far end there was a small round circle of green light.',
          '@friend “You first,” said {pal}. “Because you’re holding the map. That’s the rule.”',
          '@pet {pal} went first, without being asked, and {hero} saw {pal.poss} tail disappear into the dark.',
          '{hero} crawled in. The wood underneath was soft and crumbly, like old cake. Something tickled {hero.poss} neck. It was only a beetle, going the other way, very politely.',
          'Crawl, crawl, crawl. The green circle got bigger and bigger.',
          'And then {hero} popped out of the far end into the light, with moss on {hero.their} nose and bits of log in {hero.their} hair.',
          '“The map is right again,” said {hero}, brushing off the log. “Whoever drew this has crawled through here too.”',
        ],
      ],
      scene: '{hero} crawling out of the end of a big hollow log, moss on their nose',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Pitter, patter. Suddenly it was raining. {hero} ran under a big holly bush and waited, dry and cosy, while the rain drummed on the leaves. Then, just as suddenly, the rain stopped, and the whole wood sparkled. “Ready,” said {hero}, and out they went.',
        ],
        [
          'Pitter. Patter. Pitter-patter-pitter-patter.',
          'All of a sudden, out of a grey cloud nobody had noticed, it was raining: big fat drops that plopped on the path and made the leaves jump.',
          '“Quick!” said {hero}. “Under there!”',
          'There was a big holly bush by the path, dark and thick, with a hollow space underneath like a little green tent. {hero} ducked inside and sat down on the dry leaves.',
          '@friend {pal} squeezed in too, and they sat knee to knee, listening.',
          '@pet {pal} squeezed in too, and shook, and now everything inside the tent was wet after all.',
          'The rain drummed on the leaves above. Drum, drum, drum. Outside, the path turned shiny and the puddles got bigger. Inside, it smelled of earth and holly, and it was cosy, and a little bit secret.',
          '{hero} took out the map to check it was still dry. It was. {hero} breathed out.',
          'Then, as suddenly as it had started, the rain stopped. The sun came out. Every leaf in the whole wood was hung with tiny drops, and every drop sparkled, like the trees had all put on their best jewels.',
          '“Ready,” said {hero}, crawling out. And on they went.',
        ],
      ],
      scene: '{hero} sitting snug in a hollow under a dark holly bush while rain falls on the path outside',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'By the path sat a lady with big binoculars. “I’m listening for the woodpecker,” said the lady. “It knocks on the same old tree every day. Knock, knock, knock. If you ever get lost here, listen for it.”',
        ],
        [
          'On a bench by the path sat a lady in a floppy hat, with a pair of big binoculars hanging round the neck. The lady was very still, eyes closed.',
          '“Are you asleep?” asked {hero}.',
          '“Listening,” said the lady, opening one eye. “For the woodpecker. It lives in these woods, and it knocks on the same old tree every single day. Knock, knock, knock. You can hear it from anywhere, if you stop and listen.”',
          '“Why the same tree?” asked {hero}.',
          '“It’s the oldest tree in the woods,” said the lady. “Soft and hollow inside. Woodpeckers like that.” The lady closed that eye again. “If you ever get lost in here, listen for the knocking. Then you know where you are.”',
          '“Thank you,” said {hero}, though {hero.they} did not think {hero.they} would get lost. {hero} had a map.',
          'The lady smiled without opening either eye, as if that was exactly what everybody said. “Off you go, then,” said the lady. “And good luck.”',
        ],
      ],
      scene: 'a lady in a floppy hat with binoculars on a bench, eyes closed, listening',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'A little further on there was a pond with ducks. One tiny duckling was stuck behind a floating branch and peeping loudly. {hero} did not go in the water. {hero} found a long stick and gently pushed the branch away. The duckling paddled off to its mum, very fast, and did not even say thank you. “That’s all right,” said {hero}.',
        ],
        [
          'A little further on there was a pond, brown and still, with a family of ducks on it.',
          'The mother duck was in front. Five ducklings paddled behind in a row, like a tiny fluffy train. But the sixth duckling was stuck. It was behind a floating branch, in a corner full of reeds, and it could not get out. It was peeping as loud as it could, over and over.',
          '“Oh no,” said {hero}. “It’s stuck.”',
          '{hero} wanted to wade straight in. But the pond was deep and muddy, and there was a sign that said DEEP WATER, with a picture of a person falling in, looking surprised.',
          '@friend “Don’t go in,” said {pal}. “I mean it. You’ll sink like a stone and I’ll have to tell everybody.”',
          '@pet {pal} whined at the edge of the water and looked at {hero}, waiting.',
          'So {hero} looked around instead. By the path lay a long stick, longer than {hero} was tall.',
          '{hero} lay down on the bank, reached out with the stick, and gave the branch a gentle push. Then another one. The branch floated slowly away from the corner.',
          'The duckling shot out like a little fluffy rocket and paddled as fast as it could to the end of the row, peep peep peep, and then went quiet and proud.',
          'It did not say thank you. Ducklings never do.',
          '“That’s all right,” said {hero}, and put the stick back where it had been, in case somebody else needed it.',
        ],
      ],
      scene: '{hero} lying on a pond bank pushing a floating branch with a long stick, ducklings in a row',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'Next came the little bridge. Under it ran a stream. {hero} crossed carefully and looked underneath. No treasure. But the big tree must be close now.',
        ],
        [
          'Soon they heard water, and there was the little bridge from the map, made of three planks and a rope for a handrail.',
          'Underneath, a stream ran fast and cold over the stones, chattering to itself.',
          'The planks wobbled a bit in the middle. Not a lot. Just enough to make {hero.poss} tummy go up and down like a lift.',
          '{hero} crossed slowly, holding the rope. Then {hero} climbed down the bank to look under the bridge, in case the treasure was there. There was a lot of moss. There was a lost tennis ball. There was no box.',
          '@pet {pal} found the tennis ball, which was better than treasure for {pal}.',
          '@friend {pal} found the tennis ball and threw it into the stream, and they watched it bob away.',
          '“The big tree must be close now,” said {hero}. “It’s the next thing on the map.”',
        ],
      ],
      scene: '{hero} crossing a three-plank bridge over a fast little stream',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'By the stream there were blackberries. {hero} ate three and saved three. Sticky juice ran down {hero.poss} chin.',
        ],
        [
          'By the stream, a bramble bush hung heavy with blackberries, fat and dark and warm from the sun.',
          '“Just a few,” said {hero}. “Explorers need snacks.”',
          'One for now. One for now. One for later, in the pocket. One more for now.',
          'The juice ran down {hero.poss} chin. A bramble caught {hero.poss} sleeve and would not let go until {hero} said please, or at least until {hero} pulled very gently.',
          '@pet+paws {pal} sniffed a blackberry, sneezed, and decided blackberries were a mistake.',
          '@friend {pal} had juice all round the mouth, like a clown.',
        ],
      ],
      scene: '{hero} picking blackberries by a stream, juice on their chin',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Beside the path stood a high wall of rock. “Hello!” shouted {hero}. “Hello!” shouted the rock back. “Who are you?” shouted {hero}. “Are you?” said the rock. {hero} laughed, and the rock laughed too, a little bit late.',
        ],
        [
          'After that, the path ran along the bottom of a high, grey wall of rock, with ferns growing out of the cracks.',
          '{hero} was humming. The rock hummed too. {hero} stopped. So did the rock.',
          '“Hello?” said {hero}.',
          '“Hello?” said the rock, a little bit later.',
          '{hero.poss} eyes went very wide. “HELLO!” shouted {hero}.',
          '“HELLO!” shouted the rock.',
          '“It’s an echo,” said {hero}. “It copies you. Watch.” {hero} took a big breath. “WHO ARE YOU?”',
          '“ARE YOU?” said the rock. “YOU?”',
          '@friend {pal} shouted “BANANAS!” and the rock shouted “BANANAS!” back, and after that they could not stop.',
          '@pet+dog {pal} barked, and the rock barked back, and {pal} spun round looking for the other dog, very confused.',
          '{hero} laughed, and the rock laughed too, just a little bit late, as if it had only just got the joke.',
          '“Goodbye, rock,” said {hero} at last.',
          '“Bye, rock,” said the rock, which was not quite right, but close enough.',
        ],
      ],
      scene: '{hero} shouting up at a high grey rock wall with ferns in its cracks',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Past the bridge there was a big tree with a hole. {hero} reached in. Leaves. Only leaves. It was the wrong big tree.',
        ],
        [
          'Past the bridge stood a tall tree with a hole in its trunk, just about the size of a box.',
          '“That’s it!” cried {hero}, and ran.',
          '{hero} reached into the hole, right up to the elbow. Leaves. Crunchy old leaves. And something round and hard!',
          '{hero} pulled it out. It was an acorn. A very ordinary acorn.',
          '{hero} looked at the map again. The tree on the map had long arms, spread out wide. This tree went straight up like a pencil.',
          '“Wrong big tree,” said {hero}, and put the acorn back where it lived.',
        ],
      ],
      scene: '{hero} with an arm deep in a hole in a tall tree trunk',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Then there was another big tree, with a bench under it. {hero} looked under the bench. Chewing gum and a crisp packet. Not treasure.',
        ],
        [
          'Further on stood another big tree, very wide, with a bench wrapped all the way round its trunk.',
          '“A tree with a seat,” said {hero}. “Maybe the treasure is under it.”',
          'Down on hands and knees went {hero}. Under the bench there was a crisp packet, an old bus ticket and some chewing gum that someone should have put in the bin.',
          '{hero} picked up the crisp packet and put it in {hero.their} pocket to throw away later, because woods are not bins.',
          'But there was no treasure, and no X.',
        ],
      ],
      scene: '{hero} on hands and knees looking under a round bench built around a wide tree',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then {hero} looked round. All the trees looked the same. Which way was the path? Which way was the bridge? {hero} was lost. “I don’t know where we are,” said {hero}, in a small voice.',
        ],
        [
          'Then {hero} looked round, and the woods had changed.',
          'There was no path. There was no bridge. There were only trees, tall and straight and all exactly the same, in every direction.',
          '{hero} looked at the map. The map showed a path. But where had the path gone? The map showed the bridge. Where was the bridge?',
          '{hero.poss} tummy went tight. {hero.poss} eyes went hot.',
          'It was very quiet. Too quiet. A leaf came spinning down, all on its own, and landed on the map, right where the X was, as if it was trying to hide it.',
          '{hero} turned round, and round again. Every way looked like the way they had come. Every way looked like the wrong way.',
          '“I don’t know where we are,” said {hero}, in a very small voice. “The map doesn’t work if you are off the path.”',
          '@pet {pal} pressed close against {hero.poss} legs, ears down.',
          '@friend {pal} took {hero.poss} hand. “We’re lost, aren’t we?” {pal} said. {hero} nodded.',
        ],
      ],
      scene: '{hero} standing among tall trees that all look the same, holding a map, worried',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} remembered the lady with the binoculars. Stop and listen, the lady had said. So {hero} stood very still. And from far away came a sound. Knock, knock, knock.',
          '“The woodpecker!” whispered {hero}. “It knocks on the oldest tree.” {hero} held [?{toy.name}|the map] tight and walked towards the sound.',
          '@lesson-listening Listening was like a map you could carry in your ears.',
          '@lesson-patience At first there was nothing, so {hero} waited, and waited, until the knock came.',
          '@lesson-calm-feelings {hero} took a big slow breath, in and out, and the scared feeling got smaller.',
          '@lesson-helping+pet,lesson-helping+friend “Help me listen,” {hero} said to {pal}. Asking made it easier.',
          '@lesson-helping+alone “Please, woods,” {hero} whispered. “Help me.” It felt good to ask.',
          '@lesson-teamwork+pet,lesson-teamwork+friend {hero} listened with {hero.their} ears, and {pal} listened too. Together they found it.',
          '@lesson-trying-again The first way was wrong, so {hero} stopped, listened again, and tried another way.',
          '@lesson-bravery {hero.poss} legs felt wobbly, but {hero} walked into the trees anyway.',
        ],
        [
          'Then {hero} remembered the lady on the bench, the one with the shut eyes, and what the lady had said about getting lost.',
          '“Shh,” said {hero}. “Everybody stop. We have to listen.”',
          '@pet+paws {pal} stopped, one paw in the air.',
          '@friend {pal} stopped too, and held {hero.poss} hand tighter.',
          '{hero} held [?{toy.name}|the map] tight and closed {hero.their} eyes, just like the lady had.',
          'At first there was nothing. Then there was a bird, far off. Then the stream, very faint. And then, clear as a door being knocked on, a sound.',
          'Knock, knock, knock. Knock, knock, knock.',
          '“The woodpecker,” whispered {hero}. “It knocks on the oldest tree in the woods. The big old tree.”',
          '{hero} opened {hero.their} eyes and walked towards the sound, slowly, stopping every few steps to listen again.',
          '@lesson-listening The lady had said it, and {hero} had heard it, and now {hero} was glad, so glad, to have been listening. “Listening is like a map you keep in your ears,” said {hero}.',
          '@lesson-patience At first the knocking stopped, and there was nothing. {hero} wanted to run. But {hero} waited, and counted to ten, and then to twenty, and then, at last: knock, knock, knock.',
          '@lesson-calm-feelings {hero} took a big slow breath, in through the nose and out through the mouth, like blowing out birthday candles one at a time. The tight feeling in {hero.poss} tummy got a little bit smaller.',
          '@lesson-helping+pet,lesson-helping+friend “Can you help me listen?” {hero} asked {pal}. “Two of us will hear it better.” And asking for help made the woods feel smaller at once.',
          '@lesson-helping+alone “Please, woods,” whispered {hero}, “help me find the way.” It felt a bit silly to ask a wood for help. But it felt much better than not asking.',
          '@lesson-teamwork+pet,lesson-teamwork+friend {hero} listened to the left, and {pal} listened to the right, and between them they always knew which way the knocking was.',
          '@lesson-trying-again Once, {hero} went the wrong way, and the knocking got quieter. So {hero} stopped, turned round, listened again, and tried another way. That way, it got louder.',
          '@lesson-bravery {hero.poss} legs felt wobbly and the trees looked very tall. But {hero} walked on into them anyway, one step and then the next, which is what being brave really is.',
        ],
      ],
      scene: '{hero} standing very still with eyes closed in the woods, listening',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'And there it was: the oldest tree, with long arms spread out wide. A woodpecker was knocking on it. At the bottom was a hole, and in the hole was a little tin box, painted [?{colour}|red].',
          'Inside the box there was a compass, a little wooden [?{animal}|fox], a notebook and a note: “Well done, explorer. Take the compass. Leave something for the next one.” The wooden [?{animal}|fox] went back in, for the next explorer to find.',
        ],
        [
          'The knocking got louder and louder, until the trees opened out into a little clearing. And there it was.',
          'It was the oldest tree in the woods, no doubt about it. It was huge and knobbly, with long arms spread out wide, just like on the map. High up on the trunk, a woodpecker with a bright cap was knocking away. Knock, knock, knock.',
          '“Thank you, woodpecker,” whispered {hero}.',
          'It was so big that {hero} could not see round it. It was so old that its bark had deep wrinkles, like a grandad’s face. Its roots went in and out of the ground like sea monsters swimming.',
          '@pals {pals} crowded round.',
          'At the bottom of the trunk there was a hollow, dark and dry. {hero} knelt down and reached in. {hero.poss} fingers touched something cold and square.',
          'It was a little tin box, painted [?{colour}|red], with a big X on the lid.',
          'Inside there was a brass compass, a little wooden [?{animal}|fox] no bigger than a thumb, a notebook full of names, and a folded note. The note said: “Well done, explorer. You followed the map and found the tree. Take the compass, so you will never be lost again. Leave something for the next explorer, and write your name in the book.”',
        ],
      ],
      scene: '{hero} kneeling at the hollow of a huge old tree, opening a little tin box',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} read the names in the notebook. There were lots of them, in lots of writing. {hero} wrote {hero.their} own name at the bottom, as neatly as {hero.they} could.',
        ],
        [
          '{hero} sat down on a root and opened the notebook.',
          'It was full of names. Some were in pencil and some were in pen. Some were big and wobbly, like a very little explorer had written them. Some had drawings next to them: a dog, a rocket, a smiling sun.',
          '“All these people found it too,” said {hero}. “All of them followed the map.”',
          'At the bottom of the last page there was space. {hero} took the little pencil tied to the book with string and wrote {hero.their} name, as neatly as {hero.they} possibly could. Then, next to it, {hero} drew a tiny woodpecker, knocking.',
        ],
      ],
      scene: '{hero} sitting on a tree root, writing a name in a little notebook',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'But what could {hero} leave? {hero} looked in {hero.their} pocket. There was a shiny button, and that was just right. {hero} put it in the box.',
        ],
        [
          'But what could {hero} leave for the next explorer? It had to be something good.',
          '{hero} turned out {hero.their} pockets. There was a bit of string. No. There was a sweet wrapper. Definitely not. There was a shiny button with four holes, that {hero} had kept for ages because it was the shiniest button in the world.',
          '{hero} held it for a moment. It was a good button.',
          'Then {hero} put it in the tin box, right in the middle, where the compass had been. “For the next one,” said {hero}.',
        ],
      ],
      scene: '{hero} placing a shiny button in a little tin box',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Before they left, the woodpecker flew down to a low branch, right above {hero.poss} head. {hero} kept very still. The woodpecker looked at {hero} with one bright eye, said “Kik!”, and flew back up to knock some more. “You’re welcome,” whispered {hero}.',
        ],
        [
          'Before they left, there was a flutter of wings, and the woodpecker came down.',
          'It landed on a low branch, right above {hero.poss} head, so close that {hero} could see every spot on its wings: black and white, like a chessboard, with a bright red patch at the back of its head like a little hat.',
          '{hero} kept very, very still. {hero} did not even breathe very much.',
          '@pet {pal} sat down without being told, which had never happened before in the whole history of {pal}.',
          '@friend {pal} stopped in the middle of a word and did not move a whisker.',
          'The woodpecker put its head on one side and looked at {hero} with one round, shiny eye, as if it were checking who had come to its tree.',
          '“Kik!” said the woodpecker. It sounded a bit like a question.',
          '“Yes,” whispered {hero}. “We found it. Because of you.”',
          'The woodpecker seemed to think that was fair. It hopped up the branch, flew back to the big old trunk, and went straight back to work. Knock, knock, knock.',
          '“You’re welcome,” whispered {hero}, and the woodpecker did not answer, because it was busy.',
        ],
      ],
      scene: 'a black-and-white woodpecker with a red cap on a low branch, {hero} keeping very still below',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '{hero} put the box back in the hollow. With the new compass, finding the way home was easy.',
          '“{lesson},” said {hero} on the way back.',
          'And every time {hero} heard a woodpecker after that, {hero} stopped, and listened, and smiled.',
        ],
        [
          '{hero} closed the lid and slid the box back into the hollow, where the next explorer would find it.',
          'Then {hero} held the brass compass flat on {hero.their} hand. The needle wobbled, and then it pointed, steady and sure.',
          '“The notice board was that way,” said {hero}. “We go back that way.”',
          'It was easy, after that. Over the bridge. Past the split rock. Back to the notice board, where the lost cat and the cake sale were still waiting.',
          'At the notice board, {hero} took out the pencil map and looked at it one last time. Then {hero} pinned it back up, right in the corner, where it had been, so the next explorer could find it too.',
          'On the way, {hero} thought about the lady on the bench, and about being lost, and about stopping to listen.',
          '“{lesson},” said {hero}, because it seemed like the right thing to say.',
          'And every time {hero} heard a woodpecker after that, knock, knock, knock, {hero} stopped, and listened, and smiled.',
        ],
      ],
      scene: '{hero} walking out of the woods, holding a brass compass flat on one hand',
    },
  ],
};
