/** The themes' plots under the sea for little readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const underseaLittlePlots: WorldPlots = {
  adventure: {
    title: 'The Glowing Cave',
    premise: 'Your child wants a peek inside the Glowing Cave, but it is far away at the end of a long, twisty reef, and every way looks the same.',
    plot: {
      shape: 'reach',
      time: 'day',
      want: 'a peek inside the Glowing Cave',
      obstacle: 'But the Glowing Cave was far away, at the end of a long, twisty reef, and every way looked just the same.',
      turn: 'Your child followed a line of tiny glowing lights, on and on, all the way into the Glowing Cave, where everything sparkled.',
    },
  },
  bedtime: {
    title: 'A Bed for Baby Turtle',
    premise: 'A sleepy baby turtle wants a cosy bed for the night, but every nook in the dark reef is too big, too small or too bumpy.',
    plot: {
      shape: 'find',
      time: 'night',
      who: 'a sleepy baby turtle',
      want: 'a cosy bed for the night',
      obstacle: 'But every nook in the dark reef was too big, too small or too bumpy.',
      turn: 'Your child found a smooth, round dip in the soft sand, just the right size, and the baby turtle snuggled in and yawned.',
    },
  },
  space: {
    title: 'The Star Who Fell in the Sea',
    premise: 'A tiny star has fallen into the sea with a splash and wants to go back up to the sky, but its twinkle has gone so wet and dim that it cannot fly.',
    plot: {
      shape: 'reach',
      time: 'night',
      who: 'a tiny fallen star',
      want: 'its place back up in the sky',
      obstacle: 'It had fallen into the sea with a splash, and now its twinkle was so wet and dim that it could not fly home.',
      turn: 'Your child held the tiny star close and sang Twinkle, Twinkle, Little Star, very softly, and bit by bit it began to shine again, and up it zoomed, home to the sky.',
    },
  },
  dinosaurs: {
    title: 'The Sea Dinosaur’s Hiccups',
    premise: 'A long-necked sea dinosaur wants its hiccups to stop, but every hiccup bobs it up and down in a burst of bubbles.',
    plot: {
      shape: 'fix',
      time: 'day',
      who: 'a long-necked sea dinosaur',
      want: 'an end to the hiccups',
      obstacle: 'But every hiccup made the sea dinosaur bob up and down in a burst of bubbles, and it could not stop.',
      turn: 'Your child sang a slow, gentle song, and the sea dinosaur took one big, slow breath, and the hiccups floated away.',
    },
  },
  ocean: {
    title: 'The Biggest Baby in the Sea',
    premise: 'A very big baby whale wants someone to play with, but the little sea creatures swim away whenever it comes near.',
    plot: {
      shape: 'befriend',
      time: 'day',
      who: 'a very big baby whale',
      want: 'someone to play with',
      obstacle: 'But the baby whale was so big that all the little sea creatures swam away whenever it came near.',
      turn: 'Your child swam up close, said a kind hello and played peekaboo round a rock, and the baby whale laughed a bubbly laugh.',
    },
  },
  'fairy-tale': {
    title: 'The Sea King’s Crown',
    premise: 'The old Sea King wants his shiny crown, but it floated off while he snored and now it is lost somewhere in the reef.',
    plot: {
      shape: 'find',
      time: 'day',
      who: 'the old Sea King',
      want: 'his shiny crown',
      obstacle: 'The shiny crown had floated off while the Sea King snored, and now it was lost somewhere in the reef.',
      turn: 'Your child spotted something shiny on top of a sleepy starfish, and there was the crown, being worn as a hat.',
    },
  },
  friendship: {
    title: 'Who Will Play with Me?',
    premise: 'Your child wants a new friend to play with under the sea, but everybody on the reef is too busy to play.',
    plot: {
      shape: 'befriend',
      time: 'day',
      want: 'a new friend to play with',
      obstacle: 'But everybody on the reef was busy, and nobody had time to play.',
      turn: 'Your child found a little octopus all alone in a shell and shared a game of hide and seek, and the little octopus giggled and wanted to play again.',
    },
  },
  'first-day-at-school': {
    title: 'First Day at Sea School',
    premise: 'Your child wants a happy first day at Sea School, but the school is big and busy and your child feels wobbly inside.',
    plot: {
      shape: 'courage',
      time: 'day',
      want: 'a happy first day at Sea School',
      obstacle: 'But Sea School was big and busy and noisy, and your child felt all wobbly inside.',
      turn: 'Your child saw a little new crab hiding by the door, wobbly too, and said hello, and they went into Sea School side by side.',
    },
  },
  bravery: {
    title: 'The Big Dark Shape',
    premise: 'At bedtime under the sea, a big dark shape goes by, and your child wants to be brave enough to see what it is.',
    plot: {
      shape: 'courage',
      time: 'night',
      want: 'a brave peek at the big dark shape by the rocks',
      obstacle: 'But the big dark shape was very big and very dark, and your child’s tummy went all fluttery.',
      turn: 'Your child swam one little bit closer, then one little bit more, and the big dark shape was only a sleepy old turtle.',
    },
  },
  kindness: {
    title: 'Helping Little Crab',
    premise: 'A little crab wants its house of shells back up, but a big puff of sand knocked it down and the crab is much too small to lift the shells.',
    plot: {
      shape: 'fix',
      time: 'day',
      who: 'a little crab',
      want: 'its house of shells standing up again',
      obstacle: 'A big puff of sand had knocked the crab’s house of shells all down, and the little crab was much too small to lift the shells back.',
      turn: 'Your child picked up the shells one by one and stacked them back up, very gently, and the little crab clicked its claws for joy.',
    },
  },
};
