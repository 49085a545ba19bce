/** Dinosaurs: friendly giants, lost eggs and a valley of ferns. */
import { dinosaursTales } from '../tales/dinosaurs/index.ts';
import type { ThemeLibrary } from '../types.ts';

export const dinosaurs: ThemeLibrary = {
  tales: dinosaursTales,
  defaultLessons: ['helping', 'trying-again', 'kindness'],
  companions: [
    { name: 'Stompy', a: 'a friendly young stegosaurus', noun: 'stegosaurus', role: 'helper' },
    { name: 'Twig', a: 'a small, speedy raptor with very good eyes', noun: 'raptor', role: 'spotter' },
    { name: 'Professor Pterry', a: 'a wise old pterodactyl', noun: 'pterodactyl', role: 'thinker' },
  ],
  plots: [
    {
      id: 'lost-egg',
      method: 'together',
      shape: 'reach',
      time: 'day',
      worlds: ['valley'],
      titles: ['{hero} and the Rolling Egg', 'The Egg That Rolled Away', '{hero} Saves the Speckled Egg'],
      needy: { name: 'Mama Maia', noun: 'the mother dinosaur', talks: true },
      goal: { full: 'the nest at the top of the valley', short: 'the nest' },
      problem: {
        spot: 'open',
        simple: [
          '{hero} was {place.in}. Something came rolling by. Roll, roll, roll! It was a big speckled egg. "My egg!" called a big dinosaur. "I am {needy}. Please help me take it back to the nest!"',
          'Bump, bump, bump! A big egg rolled across {spot}. A dinosaur came running. "That is my egg," said {needy}. "It rolled out of the nest. It must be back before it hatches!"',
        ],
        rich: [
          'It was a warm, steamy morning {place.in} when {hero} heard a rumble and looked down to see an egg, speckled green and as big as a football, rolling merrily across {spot}. Behind it lumbered a very worried dinosaur. "My egg!" the dinosaur called. "I’m {needy}, and that egg rolled right out of my nest. It has to be back, warm and safe, before it hatches this evening."',
        ],
        scene: 'A big speckled egg rolling across {spot}, a worried mother dinosaur and {hero} running after it',
      },
      attempts: [
        {
          spot: 'path',
          simple: [
            '{team} rolled the egg along {spot}. Roll, roll. But the path went down, and the egg went faster. Whoa! They caught it just in time.',
          ],
          rich: [
            'They tried rolling the egg gently along {spot}, which worked beautifully until the path tipped downhill. The egg picked up speed, and for one terrible moment it was bouncing away on its own. {hero} dived and caught it, heart thudding. Rolling was not a good plan.',
          ],
          scene: '{hero} diving to catch a big speckled egg on {spot}',
        },
        {
          spot: 'low',
          simple: [
            '"Let’s carry it in big leaves," said {hero}. They went to {spot} and made a leaf bag. But the egg was too heavy. Rip! The leaves tore.',
          ],
          rich: [
            '"We could make a sling," {hero} said, and they gathered the biggest leaves from {spot} and knotted them together. It looked very clever. It lasted eleven steps before the leaves gave a long, slow rip, and the egg settled into the soft mud, unharmed but no closer to home.',
          ],
          scene: '{hero} holding a torn leaf sling, the egg resting safely in soft mud by {spot}',
        },
        {
          spot: 'water',
          simple: [
            '"Maybe it can float!" said {hero}. They put the egg in {spot}. It did float! But it floated the wrong way.',
          ],
          rich: [
            '"Eggs float sometimes," said {hero}. They set it carefully into {spot}, and it did float, bobbing like a boat. Unfortunately it floated downstream, away from the nest, and everyone had to wade in and scoop it out again.',
          ],
          scene: '{hero} wading into {spot} to scoop up a floating egg',
        },
        {
          spot: 'high',
          simple: [
            '{team} tried to push the egg up to {spot}. Push, push! But it was too steep. The egg kept rolling back.',
          ],
          rich: [
            'The quickest way to the nest was straight up {spot}, so they pushed. They pushed until their arms shook. Every time they stopped for breath, the egg rolled back down a little way, as if it quite liked it at the bottom.',
          ],
          scene: '{hero} pushing a huge speckled egg up the slope towards {spot}',
        },
      ],
      turn: {
        simple: [
          '{hero} looked at {needy}. {needy} was very big and very strong. "You can help!" said {hero}. "We can all do it together."',
        ],
        rich: [
          '{hero} had been so busy trying to do it alone that {hero.they} had forgotten to look up. {needy} was enormous, gentle and very, very strong. "What if we don’t carry it by ourselves?" {hero} said. "What if we all carry it, each doing the part we’re best at?"',
        ],
        scene: '{hero} looking up at a huge gentle dinosaur, an idea lighting up {hero.their} face',
      },
      solve: {
        simple: [
          '{needy} held the egg in a big soft mouth, very gently. {hero} showed the way. {team} kept watch. Step by step, they got back to the nest!',
        ],
        rich: [
          'So {needy} lowered that great head and cradled the egg, oh so gently, in a mouth full of soft leaves. {hero} walked in front, choosing the safest stones, and everyone else kept watch for wobbly places. Step by careful step, they climbed all the way back, and the egg was tucked into its nest of warm ferns just as the sun began to dip.',
        ],
        scene: 'A mother dinosaur gently placing a speckled egg into a nest of ferns while {hero} watches',
      },
      celebrate: {
        simple: ['Crack! Crack! Out came a baby dinosaur. It looked at {hero} and said, "Peep!"'],
        rich: ['That very evening there was a crack, and another, and a tiny damp dinosaur pushed its nose out of the shell. The first thing it saw was {hero}, and it gave the smallest, happiest peep.'],
        scene: 'A baby dinosaur hatching from a speckled egg, peeping up at {hero}',
      },
    },
    {
      id: 'lost-herd',
      method: 'look-closely',
      shape: 'find',
      time: 'day',
      worlds: ['valley'],
      titles: ['{hero} and the Littlest Dinosaur', 'Where Is the Herd?', '{hero} and {needy}'],
      needy: { name: 'Pip', noun: 'the baby triceratops', talks: true },
      goal: { full: 'the lost herd', short: 'the herd' },
      problem: {
        spot: 'low',
        simple: [
          '{hero} heard a sniff in {spot}. It was a baby dinosaur with three little horns. "I am {needy}," it said. "I lost my herd. I want my family."',
        ],
        rich: [
          'There was a sniffle coming from {spot}, {place.in}. {hero} parted the leaves and found a baby triceratops, three horns no bigger than carrots, tears rolling down its bumpy cheeks. "I’m {needy}," it hiccupped. "I stopped to chase a dragonfly, and when I looked up, the whole herd had gone."',
        ],
        scene: 'A baby triceratops crying in {spot}, {hero} crouching to comfort it',
      },
      attempts: [
        {
          spot: 'high',
          simple: [
            '{team} went up to {spot}. They looked far away. They saw trees and rocks. But no herd.',
          ],
          rich: [
            'From {spot} they could see half the valley spread out like a green blanket. {hero} searched every corner of it. There were trees and rocks and a lazy river, but the herd had vanished as if the land had swallowed it.',
          ],
          scene: '{hero} at {spot} with a baby triceratops, looking out over the valley',
        },
        {
          spot: 'water',
          simple: [
            '"Dinosaurs get thirsty," said {hero}. They went to {spot}. But the herd was not there. Only a frog.',
          ],
          rich: [
            '"Everyone gets thirsty eventually," said {hero}. "Let’s wait where they drink." So they went to {spot}. They waited. A frog arrived, drank, looked at them curiously and left. No herd.',
          ],
          scene: '{hero} and a baby dinosaur waiting beside {spot}',
        },
        {
          spot: 'open',
          simple: [
            '{hero} called out, "Hello, herd!" {team} called too. But only the wind called back.',
          ],
          rich: [
            'On {spot}, {hero} cupped {hero.their} hands and called as loudly as {hero.they} could. {needy} did a squeaky roar. They all shouted together. The only answer was the wind in the long grass.',
          ],
          scene: '{hero} calling out across {spot}, hands cupped round {hero.their} mouth',
        },
        {
          spot: 'hidden',
          simple: [
            '{team} peeked inside {spot}. It was big and dark. Was the herd there? No. It was empty.',
          ],
          rich: [
            '{spot} was big enough to hide a whole herd, so they peeked inside. It was cool and echoing and completely empty, except for an old eggshell and a family of bats, who were not impressed by the visit.',
          ],
          scene: '{hero} and a baby triceratops peeking inside {spot}',
        },
      ],
      turn: {
        simple: [
          '{hero} looked down. There were big round footprints! Lots of them. "Look!" said {hero}. "The herd went this way!"',
        ],
        rich: [
          '{hero} stopped, because something under {hero.their} feet did not feel like ordinary ground. {hero} looked down. The earth was pressed into great round dips, dozens of them, each one big enough to sit in, all heading the same way. They were footprints. The herd had left a trail, and it had been there all along.',
        ],
        scene: '{hero} pointing down at a trail of giant round footprints',
      },
      solve: {
        simple: [
          'They followed the footprints. Stomp, stomp, stomp. Over a hill, there was the herd! "Mama!" called {needy}, and ran.',
        ],
        rich: [
          'They followed the footprints over a ridge and down through the ferns, and there, grazing in a sunny meadow, was the herd. A great triceratops lifted its head, gave a booming call, and {needy} ran so fast that its little legs were a blur. There was a lot of nuzzling, and a lot of happy grunting.',
        ],
        scene: 'A baby triceratops running to its herd in a sunny meadow, {hero} smiling',
      },
      celebrate: {
        simple: ['The big dinosaurs gave {hero} a ride on their backs. Bump, bump, bump. It was the best ride ever.'],
        rich: ['To say thank you, the herd gave everyone a ride across the valley, high up on their broad, bumpy backs, swaying like ships on a green sea.'],
        scene: '{hero} riding on the back of a big triceratops across the valley',
      },
    },
    {
      id: 'lost-roar',
      method: 'new-angle',
      young: true,
      shape: 'fix',
      time: 'day',
      worlds: ['valley'],
      titles: ['Rory’s Missing Roar', 'The Quietest Dinosaur'],
      needy: { name: 'Rory', noun: 'the young T. rex', talks: true },
      goal: { full: 'the lost roar', short: 'the roar' },
      problem: {
        spot: 'open',
        simple: [
          'On {spot}, {hero} met a young T. rex. "I am {needy}," it said in a tiny voice. "I lost my roar. Tomorrow is the big roar show!"',
        ],
        rich: [
          'On {spot}, {place.in}, {hero} met a young T. rex who looked very fierce and sounded like a kitten. "I’m {needy}," it squeaked, and then looked horrified at its own voice. "I’ve lost my roar. Tomorrow is the Great Roaring Contest, and all I can do is squeak."',
        ],
        scene: 'A young T. rex looking embarrassed, {hero} trying not to smile, on {spot}',
      },
      attempts: [
        {
          spot: 'water',
          simple: [
            '"Drink some water," said {hero}. {needy} drank from {spot}. Gulp, gulp. Then {needy} tried to roar. "Squeak!" Oh dear.',
          ],
          rich: [
            '"A drink might help," said {hero}, so {needy} had a long drink from {spot}, gargled thoughtfully and took a deep breath. What came out was a squeak. A slightly wetter squeak, but a squeak.',
          ],
          scene: 'A young T. rex drinking from {spot} while {hero} watches hopefully',
        },
        {
          spot: 'high',
          simple: [
            '"Try up high," said {hero}. They went up to {spot}. {needy} opened wide. "Squeak!" said {needy}. It was still a squeak.',
          ],
          rich: [
            'Next they climbed to {spot}, where the echo was good. {needy} stood at the edge, opened enormous jaws, and let out a squeak that bounced back from the hills as three smaller squeaks. A bird nearby laughed, which did not help.',
          ],
          scene: 'A young T. rex at {spot}, jaws open wide, a small bird laughing nearby',
        },
        {
          spot: 'hidden',
          simple: [
            '"Maybe the roar is hiding," said {hero}. They looked in {spot}. No roar. Just a sleepy bat.',
          ],
          rich: [
            '"Maybe it ran off and hid," said {hero}, so they searched {spot}. They found a bat, a beetle and a great deal of dust. If the roar had been there, it had left no trace.',
          ],
          scene: '{hero} searching inside {spot} with a young T. rex peeking in behind',
        },
        {
          spot: 'path',
          simple: [
            '{team} marched along {spot}. "Practise!" said {hero}. "Roar! Roar! Roar!" But {needy} could only squeak.',
          ],
          rich: [
            'They marched along {spot} practising, {hero} roaring the loudest roar {hero.they} could manage to show how it was done. {needy} tried so hard that its little arms trembled. Squeak. Squeak. Squeak. The harder it tried, the smaller the sound became.',
          ],
          scene: '{hero} roaring to demonstrate while marching along {spot} with a young T. rex',
        },
      ],
      turn: {
        simple: [
          '{hero} saw that {needy} was very worried. "Let’s stop trying for a bit," said {hero}. "Let’s play!" And they played tag and fell in a heap.',
        ],
        rich: [
          '{hero} noticed that the more {needy} worried about the contest, the tighter its throat became. So {hero} stopped talking about roars altogether. "Tag," said {hero}, tapping a scaly knee. "You’re it." And for a while they simply played, chasing and dodging until everyone collapsed in a giggling heap.',
        ],
        scene: '{hero} and a young T. rex playing tag and laughing',
      },
      solve: {
        simple: [
          '{needy} laughed and laughed. Then out came a big sound. ROAR! The roar was back! It came out with the laugh.',
        ],
        rich: [
          '{needy} laughed so hard that something came loose, and out of that laugh burst a ROAR, a proper, ground-shaking, leaf-rattling roar that sent birds flapping from the trees. {needy} clapped both tiny hands over its mouth, then took them away and roared again, just to be sure. The roar had been stuck behind all that worrying.',
        ],
        scene: 'A young T. rex roaring happily, leaves shaking, {hero} cheering',
      },
      celebrate: {
        simple: ['The next day, {needy} did the best roar in the show. And {hero} clapped the loudest.'],
        rich: ['At the Great Roaring Contest the next day, {needy} did not win the loudest roar, but won the happiest, and {hero} clapped louder than anyone.'],
        scene: 'A young T. rex roaring on a stage of rocks while {hero} claps in the crowd',
      },
    },
  ],
};
