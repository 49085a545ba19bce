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
          '@pet,friend {hero} and {pals} had come out for a walk.',
          '{hero} had been talking about {interest} all the way from the car park. Then {hero} saw the notice board, and stopped talking at once.',
          'There was a notice board at the start of the path {place.in}. Mostly it had boring things on it: a lost cat, a cake sale, a man who mended bikes.',
          'But today, in the corner, there was something new. It was a map, drawn in pencil, with a wiggly path and little pictures along the way. At the bottom, in neat letters, it said: “Treasure for anyone who follows. X marks the spot.”',
          '{hero} read it twice. Then {hero} read it again, to be sure.',
          '@pet {pal} sniffed the notice board as if the treasure might be behind it.',
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
          '@pet {pal} was already at the start of the path, tail up, waiting.',
          '@friend “I’m coming too,” said {pal}. “Treasure needs a team.”',
        ],
      ],
      scene: '{hero} studying a pencil map with a big X on it, a path leading into the woods',
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
      kind: 'helper',
      tellings: [
        [
          'By the path sat a lady with big binoculars. “I’m listening for the woodpecker,” said the lady. “It knocks on the same old tree every day. Knock, knock, knock. If you ever get lost here, listen for it.”',
        ],
        [
          'On a bench by the path sat a lady in a floppy hat, with a pair of big binoculars round her neck. The lady was very still, with her eyes closed.',
          '“Are you asleep?” asked {hero}.',
          '“Listening,” said the lady, opening one eye. “For the woodpecker. It lives in these woods, and it knocks on the same old tree every single day. Knock, knock, knock. You can hear it from anywhere, if you stop and listen.”',
          '“Why the same tree?” asked {hero}.',
          '“It’s the oldest tree in the woods,” said the lady. “Soft and hollow inside. Woodpeckers like that.” The lady closed her eye again. “If you ever get lost in here, listen for the knocking. Then you know where you are.”',
          '“Thank you,” said {hero}, though {hero.they} did not think {hero.they} would get lost. {hero} had a map.',
        ],
      ],
      scene: 'a lady in a floppy hat with binoculars on a bench, eyes closed, listening',
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
          '@pet {pal} sniffed a blackberry, sneezed, and decided blackberries were a mistake.',
          '@friend {pal} had juice all round the mouth, like a clown.',
        ],
      ],
      scene: '{hero} picking blackberries by a stream, juice on their chin',
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
        ],
        [
          'Then {hero} remembered the lady on the bench, the one with the shut eyes, and what the lady had said about getting lost.',
          '“Shh,” said {hero}. “Everybody stop. We have to listen.”',
          '@pet {pal} stopped, one paw in the air.',
          '@friend {pal} stopped too, and held {hero.poss} hand tighter.',
          '{hero} held [?{toy.name}|the map] tight and closed {hero.their} eyes, just like the lady had.',
          'At first there was nothing. Then there was a bird, far off. Then the stream, very faint. And then, clear as a door being knocked on, a sound.',
          'Knock, knock, knock. Knock, knock, knock.',
          '“The woodpecker,” whispered {hero}. “It knocks on the oldest tree in the woods. The big old tree.”',
          '{hero} opened {hero.their} eyes and walked towards the sound, slowly, stopping every few steps to listen again.',
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
          'On the way, {hero} thought about the lady on the bench, and about being lost, and about stopping to listen.',
          '“{lesson},” said {hero}, because it seemed like the right thing to say.',
          'And every time {hero} heard a woodpecker after that, knock, knock, knock, {hero} stopped, and listened, and smiled.',
        ],
      ],
      scene: '{hero} walking out of the woods, holding a brass compass flat on one hand',
    },
  ],
};
