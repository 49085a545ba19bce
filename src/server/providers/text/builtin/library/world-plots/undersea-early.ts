/** The themes' plots under the sea for early readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const underseaEarlyPlots: WorldPlots = {
  adventure: {
    title: 'The Map in the Bottle',
    premise: 'Your child finds an old map in a bottle and sets off across the reef to the treasure it shows, but the middle of the map is smudged.',
    plot: {
      shape: 'reach',
      time: 'day',
      want: 'the treasure at the end of the old map',
      obstacle: 'But the map had washed up in a bottle, and halfway across it there was a big smudge, right where the way went.',
      turn: 'Your child spotted a tiny drawing in the corner of the map, a rock shaped like a sleeping whale, and there it was, with the treasure chest tucked in behind it.',
    },
  },
  bedtime: {
    title: 'The Seahorse Who Couldn’t Sleep',
    premise: 'A sleepy baby seahorse needs something to hold on to for the night, but the water keeps rocking it away.',
    plot: {
      shape: 'fix',
      time: 'night',
      who: 'a sleepy baby seahorse',
      want: 'a safe place to hold on and sleep',
      obstacle: 'But the water kept rocking the baby seahorse away from every place it tried, and it was far too sleepy to hold on.',
      turn: 'Your child found a soft ribbon of kelp in a quiet corner, and the baby seahorse curled its tail round it and held on tight.',
    },
  },
  space: {
    title: 'The Star That Fell into the Sea',
    premise: 'A tiny star has fallen into the sea with a fizz, and from under the water it cannot see the sky to find its way home.',
    plot: {
      shape: 'reach',
      time: 'night',
      who: 'a tiny fallen star',
      want: 'the way back up to the sky',
      obstacle: 'It had fallen into the sea with a fizz, and from down in the water it could not see the sky at all.',
      turn: 'Your child held the little star gently and swam up towards the moonlight, until it could see the other stars twinkling above the water.',
    },
  },
  dinosaurs: {
    title: 'The Baby Sea Dinosaur',
    premise: 'A baby sea dinosaur with a long neck and flappy flippers has lost its mother on the reef, and it is far too small to find her alone.',
    plot: {
      shape: 'find',
      time: 'day',
      who: 'a baby sea dinosaur',
      want: 'its mother back',
      obstacle: 'It had chased a shoal of fish too far from home, and now it could not see its long-necked mother anywhere.',
      turn: 'Your child heard a deep, humming call far away and showed the baby how to hum back, until a great long neck came gliding out of the deep water.',
    },
  },
  'fairy-tale': {
    title: 'The Sea Queen’s Pearl',
    premise: 'The Sea Queen wants her pearl palace glowing again, but its great magic pearl has gone dull and dark.',
    plot: {
      shape: 'fix',
      time: 'day',
      who: 'the Sea Queen',
      want: 'her pearl palace glowing again',
      obstacle: 'But the great magic pearl at the top of the palace had gone dull and dark, and nobody could make it shine.',
      turn: 'Your child polished the pearl slowly and gently with a soft sea sponge, and it began to glow, brighter and brighter, until the whole palace shone.',
    },
  },
  friendship: {
    title: 'A Friend for the Cuttlefish',
    premise: 'A little cuttlefish has just come to live on the reef and would love a friend, but it is so nervous that it keeps hiding.',
    plot: {
      shape: 'befriend',
      time: 'day',
      who: 'a shy little cuttlefish',
      want: 'a friend to play with',
      obstacle: 'But the little cuttlefish was new to the reef, and so nervous that it kept changing colour and hiding against the rocks.',
      turn: 'Your child sat down quietly by the rocks, told a very silly joke about a sea cucumber, and waited, until a little giggle came bubbling out.',
    },
  },
  'first-day-at-school': {
    title: 'First Day at the Reef School',
    premise: 'It is your child’s first day at the Reef School, and the little fish there all swim about together in one big shoal.',
    plot: {
      shape: 'befriend',
      time: 'day',
      want: 'a new friend at the Reef School',
      obstacle: 'But on the first morning, all the little fish at the Reef School swam about together in one big shoal, and your child did not know anybody at all.',
      turn: 'Your child saw a small crab sitting all alone by the school rock, swam over, and asked if it would like to be partners.',
    },
  },
  bravery: {
    title: 'The Cave of Little Lights',
    premise: 'Your child wants to peek inside the dark sea cave at night, but it is dark and echoey and very big.',
    plot: {
      shape: 'courage',
      time: 'night',
      want: 'a look inside the dark sea cave',
      obstacle: 'But the sea cave was dark and echoey, and your child’s tummy went as wobbly as a jellyfish.',
      turn: 'Your child switched on a little torch, held on to the rock with one hand and swam in one slow kick at a time, and the whole cave lit up with tiny glowing lights.',
    },
  },
  kindness: {
    title: 'A New Shell for the Hermit Crab',
    premise: 'A little hermit crab has grown too big for its shell, and every empty shell on the reef is the wrong size.',
    plot: {
      shape: 'find',
      time: 'day',
      who: 'a little hermit crab',
      want: 'a new shell that fitted',
      obstacle: 'The little hermit crab had grown too big for its old shell, and every empty shell on the reef was far too big or far too small.',
      turn: 'Your child found a smooth, round shell half hidden in the sand, brushed it clean, and held it very still while the crab wriggled in.',
    },
  },
};
