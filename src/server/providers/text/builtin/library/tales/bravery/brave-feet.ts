/** For the youngest (2–4): a toy left downstairs at bedtime, a dark hallway full of shapes, and a grown-up's trick: count to three, then look. */
import type { Tale } from '../../types.ts';

export const braveFeet: Tale = {
  id: 'brave-feet',
  bands: ['little'],
  worlds: ['home'],
  time: 'night',
  shape: 'courage',
  titles: ['Brave Feet', '{hero} and the Dark Hallway', 'One, Two, Three, Look'],
  places: [['in', 'the little flat above the bakery'], ['in', 'the tall house on Orchard Road']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was bedtime {place.in}. {hero.poss} grown-up tucked {hero.them} in. “If anything looks scary in the dark,” said the grown-up, “count one, two, three, and look again.”',
          '@pet {pal} was asleep in a basket on the landing.',
          '@friend {pals} {pals.were} sleeping over, already fast asleep on the floor.',
        ],
        [
          'It was bedtime {place.in}. The bath was done. The story was read.',
          '{hero.poss} grown-up tucked the blanket in tight and turned on the night-light.',
          '“If anything ever looks scary in the dark,” said the grown-up, “here is a trick. Count one, two, three. Then look again, really look. Things in the dark are mostly just things.”',
          '“One, two, three,” said {hero}. “Look again.”',
          '@pet {pal} was asleep in a basket on the landing.',
          '@friend {pals} {pals.were} sleeping over, already fast asleep on the floor.',
        ],
      ],
      scene: '{hero} tucked up in bed, a grown-up turning on a night-light',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'But where was [?{toy.name}|Bun, the toy rabbit]? Not in bed! Left downstairs, on the sofa. And the hallway was dark. “I will be brave,” said {hero}. Brave feet, go.',
        ],
        [
          '{hero} reached out for [?{toy.name}|Bun, the toy rabbit]. Under the pillow? No. By the wall? No.',
          'Oh! Left downstairs, on the sofa, all alone in the dark.',
          '{hero} could not sleep without [?{toy.name}|Bun]. Not one wink.',
          '{hero} looked at the door. Out there was the long, dark hallway, and the stairs, and more dark.',
          '“I will go and get it,” whispered {hero}. “I will be brave.”',
          'Brave feet, go.',
        ],
      ],
      scene: '{hero} sitting up in bed at night, looking at a dark doorway',
    },
    {
      kind: 'attempt',
      tellings: [
        ['In the hallway, something went creak. {hero} stopped. One, two, three. Look! It was only the floor. Brave feet, go.'],
        [
          'Out in the hallway, it was dark and quiet. {hero} took one step. Creak!',
          '{hero} stopped. {hero.poss} heart went thump.',
          'One, two, three. Look again.',
          '{hero} looked down. It was only the floor. The old board by the door always went creak. It said creak in the daytime too.',
          'Brave feet, go.',
        ],
      ],
      scene: '{hero} in pyjamas on a dark landing, one foot on a creaky floorboard',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Tap, tap, tap, went something on the wall. {hero} stopped. One, two, three. Look! It was only the pipes, warming up. Brave feet, go.'],
        [
          'Further along, something went tap. Tap, tap, tap. Clunk.',
          '“Who is that?” whispered {hero}.',
          'One, two, three. Look again.',
          'The noise came from the big white heater on the wall. {hero} put a hand near it. Warm! It was only the pipes, warming up the house for the night. Tap, tap, clunk.',
          '“Goodnight, pipes,” whispered {hero}.',
          'Brave feet, go.',
        ],
      ],
      scene: '{hero} holding a hand near a warm heater on the hallway wall',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['At the top of the stairs, two green eyes shone! {hero} stopped. One, two, three. Look! It was the cat from next door, at the window. Brave feet, go.'],
        [
          'At the top of the stairs, {hero} stopped very still. Two round green eyes were shining in the dark. Shining right at {hero}!',
          'One, two, three. Look again.',
          'The eyes blinked. Then there was a little “miaow”. It was the cat from next door, sitting on the windowsill outside, looking in.',
          '“Hello, cat,” whispered {hero}. The cat blinked again, slowly, the way cats say hello.',
          'Brave feet, go.',
        ],
      ],
      scene: 'Two green cat eyes shining at a dark window at the top of the stairs, {hero} looking up',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Down the stairs went {hero}, one, two, three, four. Tick, tock, went the clock. Only the clock. Brave feet, go.'],
        [
          'Down the stairs went {hero}, holding on to the rail. One step. Two steps. Three steps. Four.',
          'Tick. Tock. Tick. Tock.',
          'Something was ticking in the dark, like tiny footsteps. {hero} held the rail very tight.',
          'One, two, three. Look again.',
          'It was the clock in the hall, with its round white face, the same clock that ticked every single minute.',
          'Brave feet, go.',
        ],
      ],
      scene: '{hero} halfway down the dark stairs, holding the rail, a round clock on the wall',
    },
    {
      kind: 'setback',
      tellings: [
        ['At the bottom of the stairs stood a big, tall shape, with long arms and a pointy head! {hero} could not move. {hero} wanted to run back to bed.'],
        [
          'At the bottom of the stairs, {hero} stopped. {hero} could not move at all.',
          'By the front door stood a shape. A big, tall, lumpy shape, with long floppy arms and a pointy head.',
          '{hero.poss} knees went wobbly. {hero.poss} heart went thump, thump, thump.',
          '{hero} wanted to run all the way back up to bed and hide under the blanket.',
          '@pet {pal} padded down the stairs and stood beside {hero}, warm and close.',
        ],
      ],
      scene: 'A tall lumpy shape with floppy arms by a front door in the dark, {hero} frozen on the bottom stair',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'But {hero} thought of the trick. One. Two. Three. {hero} looked again, really looked.',
          'It was the coats on the hook! Big coat, long scarf, and a woolly hat on top.',
        ],
        [
          'But then {hero} thought of the grown-up’s trick. Mostly just things, the grown-up had said.',
          '{hero} took a big breath. One. Two. Three.',
          'And {hero} looked again. Really looked.',
          'The long floppy arms were a scarf. The big lumpy body was a coat. And the pointy head was a woolly hat with a bobble, hanging on the hook.',
          'It was the coats! Just the coats, waiting for morning.',
          '“Silly coats,” said {hero}, and laughed, a small laugh, in the dark.',
        ],
      ],
      scene: '{hero} laughing at coats, a scarf and a bobble hat hanging on a hook',
    },
    {
      kind: 'resolution',
      tellings: [
        ['Into the front room went {hero}. There on the sofa was [?{toy.name}|Bun]! {hero} gave a big hug. Then back up the stairs, past the clock, past the window, into bed.'],
        [
          'Into the front room went {hero}, brave feet and all.',
          'And there on the sofa, waiting, was [?{toy.name}|Bun].',
          '{hero} gave the biggest hug. “I came to get you,” whispered {hero}. “All by myself. In the dark.”',
          'Then back they went. Past the coats. Up the stairs. Past the window and the creaky floor. Into bed, under the blanket, snug.',
        ],
      ],
      scene: '{hero} hugging a soft toy on a sofa in the dark front room',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '“{lesson},” {hero} whispered.',
          '{hero} snuggled down, with a hug for the one who had been fetched. One, two, three. And {hero} was fast asleep.',
        ],
        [
          '“{lesson},” {hero} whispered into the quiet night.',
          'The night-light glowed. The house was quiet.',
          '{hero} yawned a big yawn. One, two, three, and {hero.poss} eyes were closed.',
          'And {hero} slept all night long, with brave feet tucked up warm.',
        ],
      ],
      scene: '{hero} asleep, hugging a soft toy, the night-light glowing',
    },
  ],
};
