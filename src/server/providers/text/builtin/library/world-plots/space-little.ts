/** The themes' plots in space for little readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const spaceLittlePlots: WorldPlots = {
  adventure: {
    title: 'Up Moon Mountain',
    premise: 'Your child wants to see the view from the top of the tallest moon mountain, but the side is so steep that the moon dust keeps sliding back down.',
    plot: {
      shape: 'reach',
      time: 'day',
      want: 'a look from the top of the tallest moon mountain',
      obstacle: 'But the moon mountain was tall and steep, and the moon dust kept sliding, whoosh, all the way back down.',
      turn: 'Your child found a row of big flat moon rocks, like giant steps, and went up them one at a time, boing, boing, boing, all the way to the top.',
    },
  },
  bedtime: {
    title: 'The Sleepiest Star',
    premise: 'Your child wants to say goodnight to a sleepy star, but every star in space is wide awake and twinkling.',
    plot: {
      shape: 'find',
      time: 'night',
      want: 'a sleepy star to say goodnight to',
      obstacle: 'But all the stars were wide awake, twinkling and sparkling, and not one of them looked sleepy.',
      turn: 'Your child looked very slowly, and found one little star that was twinkling slowly, slowly, like a yawn, and whispered goodnight to it.',
    },
  },
  dinosaurs: {
    title: 'The Baby Moonosaurus',
    premise: 'A baby Moonosaurus wants its bouncy moon ball back, but the ball has bounced over the edge of a crater.',
    plot: {
      shape: 'find',
      time: 'day',
      who: 'a baby Moonosaurus',
      want: 'its bouncy moon ball',
      obstacle: 'But the ball had bounced away, boing, boing, over the edge of a big crater, and the little dinosaur could not see where it went.',
      turn: 'Your child spotted the ball at the very bottom of the crater, and the baby Moonosaurus stretched its long neck all the way down and picked it up, very gently.',
    },
  },
  ocean: {
    title: 'The Bubble Sea',
    premise: 'A little glowfish lives in a bubble sea that floats in space, but the bubble has wobbled apart into lots of tiny bubbles.',
    plot: {
      shape: 'fix',
      time: 'night',
      who: 'a little glowfish',
      want: 'its bubble sea back in one piece',
      obstacle: 'But the bubble sea had wobbled and split into lots of little bubbles, and the glowfish was stuck in a tiny one, all on its own.',
      turn: 'Your child pushed the little bubbles together, very gently, blop, blop, blop, until they made one big round sea again.',
    },
  },
  'fairy-tale': {
    title: 'The Little Moon Dragon',
    premise: 'A little moon dragon wants to go to the Moon Queen’s starry ball, but its wings are still small and wobbly.',
    plot: {
      shape: 'reach',
      time: 'night',
      who: 'a little moon dragon',
      want: 'a place at the Moon Queen’s starry ball',
      obstacle: 'But the little dragon’s wings were still small and wobbly, and the Moon Queen’s castle was high up among the stars.',
      turn: 'Your child showed the little dragon how to flap slowly and steadily, and together they floated all the way up to the castle.',
    },
  },
  friendship: {
    title: 'The Shy Little Alien',
    premise: 'A shy little alien wants a friend to play with, but it hides whenever anyone comes near.',
    plot: {
      shape: 'befriend',
      time: 'day',
      who: 'a shy little alien',
      want: 'a friend to play with',
      obstacle: 'But the little alien was so shy that it hid behind a big space rock whenever anyone came near.',
      turn: 'Your child sat down quietly nearby and rolled a shiny ball, very gently, all the way to the rock, and after a while, the little alien rolled it back.',
    },
  },
  'first-day-at-school': {
    title: 'First Day at Moon School',
    premise: 'Your child wants a happy first day at Moon School, but it is big and new and their tummy feels fizzy.',
    plot: {
      shape: 'courage',
      time: 'day',
      want: 'a happy first day at Moon School',
      obstacle: 'But Moon School was big and new and noisy, and your child’s tummy felt all fizzy.',
      turn: 'Your child saw a little robot standing all alone by the door, beeping very quietly, and went over and held out a hand to say hello.',
    },
  },
  bravery: {
    title: 'Peek into the Crater',
    premise: 'Your child wants to peek down into the big dark crater, but at the edge their legs go wobbly.',
    plot: {
      shape: 'courage',
      time: 'night',
      want: 'one peek down into the big dark crater',
      obstacle: 'But the crater was very deep and very dark, and at the edge your child’s legs went all wobbly.',
      turn: 'Your child held on tight, counted one, two, three, and peeked over the edge, and far down at the bottom, something sparkled back.',
    },
  },
  kindness: {
    title: 'The Little Star with a Bump',
    premise: 'A little star has bumped its point on a big space rock, and now it is too sad to twinkle.',
    plot: {
      shape: 'fix',
      time: 'day',
      who: 'a little star with a bump',
      want: 'its twinkle back',
      obstacle: 'It had bumped its point on a big space rock, and now it was much too sad to twinkle.',
      turn: 'Your child put a soft plaster on the sore point and gave the little star a gentle hug, and slowly its twinkle came back.',
    },
  },
};
