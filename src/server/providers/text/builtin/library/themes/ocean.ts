/** Ocean: rock pools, reefs, lighthouses and sea creatures who need a hand. */
import { oceanTales } from '../tales/ocean/index.ts';
import type { ThemeLibrary } from '../types.ts';

export const ocean: ThemeLibrary = {
  tales: oceanTales,
  defaultLessons: ['helping', 'kindness', 'patience'],
  companions: [
    { name: 'Splash', a: 'a bouncy young dolphin', noun: 'dolphin', role: 'joker' },
    { name: 'Shelby', a: 'a wise old turtle', noun: 'turtle', role: 'thinker' },
    { name: 'Nip', a: 'a small crab with very sharp eyes', noun: 'crab', role: 'spotter' },
  ],
  plots: [
    {
      id: 'lost-pearl',
      method: 'patience',
      shape: 'find',
      time: 'day',
      worlds: ['undersea', 'seaside'],
      titles: ['{hero} and the Missing Pearl', 'The Octopus’s Pearl', '{hero} Under the Sea'],
      needy: { name: 'Inky', noun: 'the octopus', talks: true },
      goal: { full: 'the lost moon pearl', short: 'the pearl' },
      problem: {
        spot: 'hidden',
        simple: [
          '{place.in}, {hero} met an octopus. It was very sad. "I am {needy}," it said. "I lost my moon pearl. It is round and white and it glows."',
        ],
        rich: [
          '{place.in}, tucked into {spot}, {hero} found an octopus turning slowly from pink to a worried shade of grey. "I’m {needy}," it said, wringing four of its arms. "I had a pearl, a moon pearl, round and white, and it glowed at night so the little fish could find their way home. This morning it was gone."',
        ],
        scene: 'A worried grey octopus in {spot}, {hero} listening',
      },
      attempts: [
        {
          spot: 'low',
          simple: [
            '{team} looked in {spot}. They found a white thing! Was it the pearl? No. It was a little white shell.',
          ],
          rich: [
            'They searched {spot}, sifting through the sand with careful fingers. {hero} found something round and white and held it up in triumph. It was a snail shell, rather surprised to be held up in triumph. Not the pearl.',
          ],
          scene: '{hero} holding up a white shell found in {spot}',
        },
        {
          spot: 'high',
          simple: [
            '@undersea {team} went up to {spot}. They looked all around. Lots of fish. Lots of coral. But no pearl.',
            '@seaside {team} went up to {spot}. They looked all around. Lots of shells. Lots of pebbles. But no pearl.',
          ],
          rich: [
            '@undersea From {spot}, the whole reef spread out beneath them in stripes of coral and clouds of darting fish. It was dazzling. But a pearl is small, and the reef was very big, and nothing down there glowed like a moon.',
            '@seaside From {spot}, the whole beach spread out beneath them, a long curve of sand and rock pools and shining wet pebbles. It was dazzling. But a pearl is small, and the beach was very big, and nothing down there glowed like a moon.',
          ],
          scene: '{hero} at {spot}, looking out over the water for a glow',
        },
        {
          spot: 'water',
          simple: [
            '"Maybe it rolled away," said {hero}. {team} followed {spot}. The water pushed them along. But the pearl was not there.',
          ],
          rich: [
            '"Maybe it rolled," said {hero}. "Pearls are round." So they let {spot} carry them along, watching the ground for anything shining. The ride was wonderful. The search was not. The pearl was not at the end of it.',
          ],
          scene: '{hero} drifting along {spot}, looking down for a glow',
        },
        {
          spot: 'path',
          simple: [
            '{team} went along {spot}. "Have you seen a pearl?" {hero} asked a fish. The fish just blew a bubble and swam off.',
          ],
          rich: [
            'All along {spot}, {hero} asked everyone they met. The fish were too busy. The crabs were too grumpy. A sea slug said it had seen a pearl once, in about the year it was born, which did not narrow things down.',
          ],
          scene: '{hero} asking a passing fish along {spot}',
        },
      ],
      turn: {
        simple: [
          '{hero} had an idea. "The pearl glows. Let’s wait for the dark!" They waited. It got darker. And then, far off, something glowed.',
        ],
        rich: [
          '{hero} remembered what {needy} had said. The pearl glowed at night. "We’ve been looking in the day," {hero} said. "Let’s wait until it’s dark, and let the pearl show us where it is." So they waited as the light above turned from gold to blue to deep, deep navy. And there, faint as a far-off candle, something began to shine.',
        ],
        scene: '{hero} pointing at a faint glow in the dark blue water',
      },
      solve: {
        simple: [
          'It was the pearl! A fish had been using it as a night-light. {hero} asked nicely. The fish gave it back.',
        ],
        rich: [
          'It was the pearl, tucked into a little cave where a young fish had taken it to use as a night-light. "I was scared of the dark," the fish admitted. {hero} explained, very kindly, and the fish gave it back. And {needy} had an idea of its own: it found the young fish a glowing pebble, so nobody had to be scared at all.',
        ],
        scene: 'A small fish handing back a glowing pearl to the octopus while {hero} watches',
      },
      celebrate: {
        simple: ['{needy} hugged {hero} with eight arms. That is a lot of hug!'],
        rich: ['{needy} turned the happiest shade of pink an octopus can turn and gave {hero} a hug with all eight arms, which is the most hug there is.'],
        scene: 'A pink octopus hugging {hero} with all eight arms',
      },
    },
    {
      id: 'lighthouse',
      method: 'look-closely',
      shape: 'fix',
      time: 'night',
      worlds: ['seaside'],
      titles: ['{hero} and the Sleepy Lighthouse', 'The Light That Went Out', '{hero} Lights the Way'],
      needy: { name: 'Barnaby', noun: 'the old lighthouse cat', talks: true },
      goal: { full: 'the lighthouse lamp', short: 'the lamp' },
      problem: {
        spot: 'high',
        simple: [
          'It was getting dark {place.in}. But the lighthouse light was off! "The boats will get lost," said {needy}, the lighthouse cat. "Can you help?"',
        ],
        rich: [
          'Evening was coming in over the water {place.in}, grey and soft, and out at sea the little fishing boats were turning for home. But the lighthouse was dark. {needy}, the lighthouse cat, came running along the rocks, tail fluffed up like a bottle brush. "The lamp won’t light," came the cry. "And the boats need it to find the harbour!"',
        ],
        scene: 'A dark lighthouse at dusk, an anxious cat and {hero} looking up at it',
      },
      attempts: [
        {
          spot: 'high',
          simple: [
            '{team} went up, up, up to the top. They looked at the lamp. It was very dusty. They cleaned it. But it still did not light.',
          ],
          rich: [
            'They climbed the spiral stairs, round and round, all the way to the top. The great lamp was thick with dust and salt. {hero} polished it until the glass squeaked, and for a moment everyone held their breath. Nothing. Clean, but dark.',
          ],
          scene: '{hero} polishing a big dusty lamp at the top of a lighthouse',
        },
        {
          spot: 'hidden',
          simple: [
            '{team} looked in {spot}. They found a box of bulbs! They put in a new one. But it still did not light.',
          ],
          rich: [
            'In {spot}, {hero} found an old box of spare bulbs, each wrapped in newspaper. They carried the biggest one all the way up and screwed it in. The lighthouse stayed as dark as a closed eye.',
          ],
          scene: '{hero} carrying a big bulb from {spot}',
        },
        {
          spot: 'low',
          simple: [
            '{team} looked at the wires by {spot}. One was loose! {hero} pushed it back in. Flick! But the light stayed off.',
          ],
          rich: [
            'Down by {spot}, the thick cable to the lighthouse ran along the rocks, and one end had come loose. {hero} pushed it firmly back into place. There was a hopeful click. Then nothing. It had not been the only problem.',
          ],
          scene: '{hero} pushing a loose cable back into place by {spot}',
        },
        {
          spot: 'path',
          simple: [
            '"Let’s ask the gulls," said {hero}. They went along {spot}. The gulls said, "Squawk!" That did not help at all.',
          ],
          rich: [
            '{team} hurried along {spot} asking for help. The gulls only shrieked about chips. The seals only yawned. Out at sea, the first boat was getting closer, and still the lighthouse was dark.',
          ],
          scene: '{hero} hurrying along {spot} past noisy gulls at dusk',
        },
      ],
      turn: {
        simple: [
          '{hero} looked at the lamp again, very slowly. There was a switch at the back. It said OFF. "Someone turned it off!" said {hero}.',
        ],
        rich: [
          '{hero} went back to the lamp and looked at everything again, slowly this time, the way you look when you have run out of guesses. Round the back, half hidden under a coil of rope, was a brass switch. It said OFF. A seagull, it turned out, had been using it as a perch.',
        ],
        scene: '{hero} finding a brass switch marked OFF behind the lamp',
      },
      solve: {
        simple: [
          'Click! {hero} turned the switch to ON. The light came on, big and bright! It went round and round. The boats saw it and came home safe.',
        ],
        rich: [
          'Click. The lamp hummed, glowed, and then blazed, and its great beam swung out across the dark water, round and round. Out at sea, one by one, the little boats turned their noses towards it and came puttering safely into the harbour.',
        ],
        scene: 'The lighthouse beam sweeping over the sea at night, little boats coming home',
      },
      celebrate: {
        simple: ['{needy} purred and purred. "You saved the boats," said {needy}.'],
        rich: ['{needy} purred so loudly the rail hummed. "You didn’t give up," the old cat said. "That’s the only thing a lighthouse ever asks."'],
        scene: 'An old cat purring beside {hero} at the top of a glowing lighthouse',
      },
    },
    {
      id: 'turtle-home',
      method: 'listen',
      shape: 'reach',
      time: 'day',
      worlds: ['seaside', 'undersea'],
      titles: ['{hero} and the Baby Turtle', 'The Way to the Sea', 'A Long Way for Little Flippers'],
      needy: { name: 'Shelly', noun: 'the baby turtle', talks: true },
      goal: { full: 'the sea', short: 'the sea' },
      problem: {
        spot: 'open',
        simple: [
          '{hero} saw a tiny turtle on {spot}. "I am {needy}," said the turtle. "I just came out of my egg. I need to get to the sea. But it is so far!"',
        ],
        rich: [
          '{place.in}, on {spot}, {hero} spotted something no bigger than a biscuit making a very slow, very determined journey. It was a baby turtle, just hatched, its shell still soft at the edges. "I’m {needy}," it panted. "I’m meant to get to the sea. Everybody else went hours ago. It’s so far, and I keep getting lost."',
        ],
        scene: 'A tiny baby turtle on {spot}, {hero} kneeling beside it',
      },
      attempts: [
        {
          spot: 'high',
          simple: [
            '{hero} wanted to carry {needy}. But {needy} said, "I must walk it myself. That is how turtles learn." So {hero} went up to {spot} to see the way.',
          ],
          rich: [
            '{hero} wanted to scoop {needy} up and carry it straight there. "Oh, no," said the turtle seriously. "Turtles have to walk to the sea themselves. That’s how we remember the way back one day." So {hero} climbed to {spot} instead, to look for the best path, and came back with a plan that turned out to be full of holes.',
          ],
          scene: '{hero} at {spot}, looking for the best path to the sea',
        },
        {
          spot: 'low',
          simple: [
            '{needy} went into {spot}. But it was too tangly. {needy} got stuck! {hero} helped, very gently.',
          ],
          rich: [
            'The path led through {spot}, which was far tanglier up close than it had looked from above. {needy} got a flipper caught, and {hero} had to ease it free, very gently, without doing the walking for it.',
          ],
          scene: '{hero} gently freeing a baby turtle’s flipper in {spot}',
        },
        {
          spot: 'path',
          simple: [
            '{needy} walked along {spot}. But it was going the wrong way! "The sea is over there," said {hero}.',
          ],
          rich: [
            'Next {needy} marched along {spot} with great confidence, which would have been wonderful if it had been heading towards the sea. It was heading towards the car park. {hero} turned it round, very tactfully.',
          ],
          scene: '{hero} turning a baby turtle round on {spot}',
        },
        {
          spot: 'water',
          simple: [
            '{needy} found {spot}. "Is this the sea?" But it was too small. It was not the sea.',
          ],
          rich: [
            '{needy} found {spot} and hurried in with a squeak of joy. Then it looked around. "This is a very small sea," it said doubtfully. It was not the sea at all, and it had to climb back out again.',
          ],
          scene: 'A baby turtle in {spot} looking puzzled, {hero} smiling',
        },
      ],
      turn: {
        simple: [
          '{hero} said, "Listen!" Whoosh, whoosh. It was the sound of the waves. "Follow the sound," said {hero}. "And look for the bright water."',
        ],
        rich: [
          '{hero} knelt down to turtle height and saw the problem at once: from down there, you couldn’t see the sea at all. But you could hear it. "Close your eyes," {hero} said. "Hear that hush, and that whoosh? Walk towards that, and towards the brightest part of the sky. That’s where the sea is."',
        ],
        scene: '{hero} lying down at turtle height, pointing towards the sound of the waves',
      },
      solve: {
        simple: [
          'Step, step, step. {needy} walked and walked. {hero} walked too, right beside. And then, splash! {needy} was in the sea!',
        ],
        rich: [
          'So {needy} listened and walked, and walked and listened, and {hero} walked beside it the whole way, not carrying, just keeping it company. The sand turned damp, then wet, and then a small wave ran up to meet them. {needy} was lifted, turned and carried out, and for the first time ever, it swam.',
        ],
        scene: 'A baby turtle reaching the waves, a small wave lifting it, {hero} watching',
      },
      celebrate: {
        simple: ['{needy} popped up and waved a flipper. "Bye, {hero}! I will come back one day!"'],
        rich: ['A tiny head popped up beyond the first wave. "I’ll remember the way!" called {needy}. "And I’ll remember you!" Then it dived, and was gone into the great blue.'],
        scene: 'A tiny turtle waving a flipper from the waves, {hero} waving back',
      },
    },
  ],
};
