/** The themes' plots in space for early readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const spaceEarlyPlots: WorldPlots = {
  adventure: {
    title: 'The Old Astronaut’s Map',
    premise: 'Your child finds an old astronaut’s treasure map, but it stops at a door marked KEEP OUT with only a riddle on the back.',
    plot: {
      shape: 'find',
      time: 'day',
      want: 'the treasure at the end of an old astronaut’s map',
      obstacle: 'But the map stopped at a round door marked KEEP OUT, and on the back there was only a riddle: where the Earth comes up, look down.',
      turn: 'Your child floated to the big round window just as the Earth came up, looked down, and found a little tin box tucked under the handrail, with a shiny old badge inside and a note that said: FOR THE NEXT EXPLORER.',
    },
  },
  bedtime: {
    title: 'Goodnight, Earth',
    premise: 'Your child wants to wave goodnight to the Earth before bed, but the big round window is a long float away and sleepy eyes keep closing.',
    plot: {
      shape: 'reach',
      time: 'night',
      want: 'a goodnight wave to the Earth from the big round window',
      obstacle: 'But the big round window was a long float away down the corridor, past every cupboard on the station, and your child’s eyes kept closing.',
      turn: 'Your child floated slowly along the handrail, whispering goodnight to every little window on the way, until there was the Earth, round and shining, waiting to be waved at.',
    },
  },
  dinosaurs: {
    title: 'The Dinosaur Who Lost Its Roar',
    premise: 'A little clockwork dinosaur from the space museum wants its big roar back, but its winding key has floated away.',
    plot: {
      shape: 'fix',
      time: 'day',
      who: 'a little clockwork dinosaur from the space museum',
      want: 'its big roar back',
      obstacle: 'But its winding key had floated off while nobody was looking, and without it the little dinosaur could only go squeak.',
      turn: 'Your child spotted the key twinkling up by the ceiling, pushed off ever so gently to catch it, and wound the little dinosaur up, click, click, click, until out came a mighty ROAR that rattled every spoon in the galley.',
    },
  },
  'fairy-tale': {
    title: 'The Moon Queen’s Crown',
    premise: 'The Moon Queen wants her crown of stars twinkling for the Star Ball, but three of its little stars have gone dim.',
    plot: {
      shape: 'fix',
      time: 'night',
      who: 'the Moon Queen',
      want: 'her crown of stars twinkling again before the Star Ball',
      obstacle: 'But three of the little stars on the crown had gone dim, and the Moon Queen would not go to the ball without them.',
      turn: 'Your child breathed on each little star, very gently, and polished it with a soft sock, and one by one the stars began to twinkle again, so brightly that the whole crown shone, and the Moon Queen put it on and floated off to the ball.',
    },
  },
  'first-day-at-school': {
    title: 'First Day at the Space School',
    premise: 'Your child wants a happy first day at the space school, but everything floats and everybody else seems to know what to do.',
    plot: {
      shape: 'courage',
      time: 'day',
      want: 'a happy first day at the space school',
      obstacle: 'But the space school was at the far end of the long corridor, its desks had seat belts, its pencils kept floating off, and your child’s tummy did a slow, wobbly somersault just thinking about it.',
      turn: 'Your child saw another new pupil clinging to the door handle, floated over gently to say hello, and soon the two of them were floating side by side at their desks, giggling, with their seat belts on, while the teacher drifted past upside down and did not mind one bit.',
    },
  },
  friendship: {
    title: 'A Friend from Mars',
    premise: 'A shy new girl from Mars wants a friend to play floaty catch with, but she is too shy to say a word.',
    plot: {
      shape: 'befriend',
      time: 'day',
      who: 'a shy new girl from Mars',
      want: 'a friend to play floaty catch with',
      obstacle: 'But she hid behind her big helmet and would not say a word to anybody.',
      turn: 'Your child floated over very slowly, held out a soft ball and said, “You go first.” The girl from Mars peeped out from behind her helmet, and threw it back.',
    },
  },
  bravery: {
    title: 'The Long Dark Tunnel',
    premise: 'Your child wants to see the planets through the big telescope, but the way there is a long, dark tunnel.',
    plot: {
      shape: 'courage',
      time: 'night',
      want: 'a look at the planets through the big telescope',
      obstacle: 'But the big telescope was at the far end of a long, dark tunnel, and your child did not like the dark one bit.',
      turn: 'Your child held the handrail lightly and counted the little lights along the tunnel, one, two, three, all the way to the end, where the big telescope was waiting and the planets shone like marbles.',
    },
  },
  kindness: {
    title: 'A Taste of Home',
    premise: 'A homesick little alien wants a bowl of soup that tastes like home, but nobody knows how it is made.',
    plot: {
      shape: 'find',
      time: 'day',
      who: 'a homesick little alien',
      want: 'a bowl of soup that tasted like home',
      obstacle: 'But nobody up there knew how the soup from its faraway planet was made, and the little alien was too sad to explain.',
      turn: 'Your child asked the little alien to sniff every jar in the spice rack, one at a time, until its ears wiggled at the right one: fizzy moon-pepper, and one pinch made the soup taste just like home.',
    },
  },
  ocean: {
    title: 'The Sea in a Bubble',
    premise: 'Your child wants a swim in the floating sea, a great ball of water full of shells and little fish, but nobody knows how to get in without splashing it everywhere.',
    plot: {
      shape: 'reach',
      time: 'day',
      want: 'a swim in the floating sea among the shells and the little fish',
      obstacle: 'But the floating sea was a great wobbly ball of water as big as a room, right at the end of the long corridor, and every time anybody touched it, it splashed off in blobs.',
      turn: 'Your child put on a snorkel, pushed off as gently as a whisper, and slipped into the floating sea with hardly a ripple, and there were the shells, and a small crab waving hello, and the little fish, swimming slow circles all around like a twinkling ring.',
    },
  },
};
