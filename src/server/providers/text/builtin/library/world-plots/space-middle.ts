/** The themes' plots in space for middle readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const spaceMiddlePlots: WorldPlots = {
  adventure: {
    title: 'The Dome at the Very Top',
    premise: 'Your child wants to reach the old observation dome at the very top, closed for twenty years, but the ladder is broken and the map is too old to trust.',
    plot: {
      shape: 'reach',
      time: 'day',
      want: 'the old observation dome at the very top, closed for twenty years',
      obstacle: 'But the ladder up to the dome was missing its middle rungs, and the map of the decks was far too old to trust.',
      turn: 'Your child followed the faded arrows that the very first crew had painted on the pipes, all the way up a narrow back stair to the dome.',
    },
  },
  bedtime: {
    title: 'A Hundred Stars on the Ceiling',
    premise: 'The littlest one on board cannot sleep without the night-light from home, and its bulb has gone out.',
    plot: {
      shape: 'fix',
      time: 'night',
      who: 'the littlest one on board',
      want: 'a soft light to fall asleep by',
      obstacle: 'But the night-light from home had stopped working, and the next rocket with a new bulb was six weeks away.',
      turn: 'Your child pricked tiny holes in a paper cup and put a torch inside it, and a hundred soft stars spread slowly across the cabin ceiling.',
    },
  },
  dinosaurs: {
    title: 'The Smallest Dinosaur in Space',
    premise: 'A real dinosaur tooth has come all the way from Earth for the exhibition, and your child wants it back in its case before the doors open, but it is no bigger than a grain of rice.',
    plot: {
      shape: 'find',
      time: 'day',
      want: 'the lost dinosaur tooth, back in its case before the exhibition opened',
      obstacle: 'But the tooth, sixty-six million years old and no bigger than a grain of rice, had slipped out of its case somewhere on the deck.',
      turn: 'Your child switched off the lights and shone a torch low across the floor, and the tooth threw a long shadow shaped exactly like a tiny dinosaur.',
    },
  },
  ocean: {
    title: 'The Leak in the Coral Tank',
    premise: 'The little sea in the coral tank, with its shells and its tiny fish, has sprung a leak where no tape will stick.',
    plot: {
      shape: 'fix',
      time: 'night',
      who: 'the tiny fish in the coral tank',
      want: 'a tank that held its water again',
      obstacle: 'But a crack had opened right at the bottom of the tank, under the coral and the shells, where no tape would ever stick.',
      turn: 'Your child fetched the biggest mixing bowl from the galley and scooped the fish into it, so the tank could be emptied, dried and sealed.',
    },
  },
  'fairy-tale': {
    title: 'The Moon Queen’s Crown',
    premise: 'The Moon Queen has dropped her crown of stars, and it has landed somewhere among a thousand other little lights.',
    plot: {
      shape: 'find',
      time: 'night',
      who: 'the Moon Queen',
      want: 'her crown of stars, back before the night was over',
      obstacle: 'But the crown had slipped off when she leaned down to wave at the Earth, and it had landed somewhere down here, among a thousand other little lights.',
      turn: 'Your child switched off every lamp along the deck, one after another, until only one small light was still shining: the crown.',
    },
  },
  friendship: {
    title: 'The Astronomer on the Top Deck',
    premise: 'Nobody is ever invited to look through the big telescope, because the astronomer grumbles at everyone who comes near.',
    plot: {
      shape: 'befriend',
      time: 'day',
      who: 'the grumpy old astronomer on the top deck',
      want: 'somebody to share the big telescope with',
      obstacle: 'But the astronomer grumbled at everyone who came near and kept the telescope door firmly shut.',
      turn: 'Your child found the astronomer’s torn old star chart by the telescope door, smoothed it flat and knocked to ask about the faintest star on it.',
    },
  },
  'first-day-at-school': {
    title: 'The School with Round Windows',
    premise: 'It is your child’s first day at the little school up here, where the other children have known each other for years.',
    plot: {
      shape: 'befriend',
      time: 'day',
      want: 'one new friend by the end of the first day at the little school up here',
      obstacle: 'But the school was one round room at the end of the corridor, full of children who had known each other for years, and they all talked at once about things your child had never heard of.',
      turn: 'Your child took out the seashell from home, a real one from a real beach, and the quiet girl at the next desk asked if she could hold it first.',
    },
  },
  bravery: {
    title: 'The Dark Tunnel',
    premise: 'Your child wants to walk the long tunnel to the observatory, but the tunnel lights have failed.',
    plot: {
      shape: 'courage',
      time: 'night',
      want: 'the long walk through the tunnel to the observatory at the far end',
      obstacle: 'But the tunnel lights had failed, and the dark in there was the thickest dark your child had ever seen.',
      turn: 'Your child found the little glowing handholds along the tunnel wall and followed them, one by one, counting out loud, all the way to the end.',
    },
  },
  kindness: {
    title: 'The Robot Who Lost Its Way',
    premise: 'A small cleaning robot has lost its map, and its battery is running out.',
    plot: {
      shape: 'reach',
      time: 'night',
      who: 'a small cleaning robot',
      want: 'the way back to its charging dock before its battery ran out',
      obstacle: 'But the robot’s map had been wiped clean, and every corridor looked the same to it.',
      turn: 'Your child followed the faint tracks of the robot’s own wheels along the floor, back the way it had come, all the way to its dock.',
    },
  },
};
