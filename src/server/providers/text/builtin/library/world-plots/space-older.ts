/** The themes' plots in space for older readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const spaceOlderPlots: WorldPlots = {
  adventure: {
    title: 'Beyond the Last Hatch',
    premise: 'Your child wants to reach the old observatory module, sealed for ten years at the far end of the habitat, but the only way in is blocked by a decade of cargo.',
    plot: {
      shape: 'reach',
      time: 'day',
      want: 'the old observatory module, sealed for ten years at the far end of the habitat',
      obstacle: 'But the only way there ran through the cargo tunnel, which had been packed from end to end with supply crates since before your child was born.',
      turn: 'Your child read the crate labels like a map, found the ones marked for return to Earth, and moved them one gentle push at a time until a passage opened.',
    },
  },
  bedtime: {
    title: 'The Night Shift Lullaby',
    premise: 'Your child wants one proper night’s sleep in the habitat, but the dark is full of noises nobody warned about.',
    plot: {
      shape: 'fix',
      time: 'night',
      want: 'one proper night’s sleep in a sleeping bag strapped to the cabin wall',
      obstacle: 'But every time the lights went down, the habitat filled with noises your child had never heard before: fans, clicks, and a long metal creak whenever the heaters switched off.',
      turn: 'Your child began counting the creaks like waves on a shore, slow and even, until they sounded like the habitat breathing in its sleep.',
    },
  },
  dinosaurs: {
    title: 'The Oldest Passenger',
    premise: 'A museum has lent a sliver of real dinosaur bone for the crew’s anniversary display, and it has gone missing somewhere aboard.',
    plot: {
      shape: 'find',
      time: 'day',
      who: 'a museum curator on the video link',
      want: 'the sliver of dinosaur bone, seventy million years old, safely in its display case before the broadcast',
      obstacle: 'But the sliver of bone had gone missing somewhere between the cargo hatch and the display case, and the broadcast was in three hours.',
      turn: 'Your child retraced every step of the unpacking, one by one, and found the sliver of bone in the chest pocket of the overalls the cargo handler had been wearing.',
    },
  },
  ocean: {
    title: 'The Ocean Under the Ice',
    premise: 'A small probe has dived into the dark ocean beneath the ice of Europa and fallen silent, and the scientist who built it has one listening window left.',
    plot: {
      shape: 'reach',
      time: 'night',
      who: 'a scientist down on Earth who had built the probe',
      want: 'one clear signal from the dark sea beneath the ice',
      obstacle: 'But the probe had gone silent the moment it dived beneath the ice, and there was only one listening window left before Jupiter slid behind the Sun.',
      turn: 'Your child noticed that the faint clicks in the static came in a pattern, tuned the receiver to the probe’s backup channel, and the sea beneath the ice came through, full of strange, soft sounds.',
    },
  },
  'fairy-tale': {
    title: 'The Moon Queen’s Crown',
    premise: 'A little sister on Earth has been promised the silver crown of the Moon Queen, and there is no such thing.',
    plot: {
      shape: 'find',
      time: 'night',
      who: 'a little sister on Earth',
      want: 'the silver crown of the Moon Queen, promised in a bedtime story',
      obstacle: 'But there was no Moon Queen and no crown, and the little sister would be waiting on the video link at bedtime to see it.',
      turn: 'Your child bent a ring of spare foil and wire into a crown, held it up to the big window so that the stars shone through it, and told the Moon Queen’s story the way it should always have ended.',
    },
  },
  friendship: {
    title: 'The Other One on Board',
    premise: 'The doctor’s son has lived aboard for two years and wants nothing to do with a summer visitor.',
    plot: {
      shape: 'befriend',
      time: 'day',
      who: 'the doctor’s son',
      want: 'a friend aboard who was not one of the grown-ups',
      obstacle: 'But the doctor’s son had been up there for two years, answered every question in one word, and spent every free hour alone in the storage module.',
      turn: 'Your child stopped asking questions, carried two drinks and a magnetic chess set into the storage module, and set up the board without a word.',
    },
  },
  'first-day-at-school': {
    title: 'A Very Long Way to School',
    premise: 'Your child is starting at the little school for the crew’s children, where the other six pupils have known each other for years.',
    plot: {
      shape: 'courage',
      time: 'day',
      want: 'a good first day at the little school aboard, where the other six pupils had known each other for years',
      obstacle: 'But in the very first lesson your child pushed off too hard from the doorway, sailed right across the classroom and arrived upside down in front of everyone.',
      turn: 'Your child laughed first, louder than anyone, and asked the class to teach the new arrival how to stop.',
    },
  },
  bravery: {
    title: 'Forty Handholds',
    premise: 'A valve has jammed at the far end of a service tunnel that only someone small can fit through, and your child hates small spaces.',
    plot: {
      shape: 'courage',
      time: 'night',
      want: 'the nerve to crawl through the narrow service tunnel to the jammed valve that only someone small could reach',
      obstacle: 'But the tunnel was barely wider than your child’s shoulders, pitch dark and forty metres long, and your child had hated small spaces for as long as anyone could remember.',
      turn: 'Your child clipped a torch to one sleeve, counted the handholds out loud from one to forty, and thought about nothing but the next number.',
    },
  },
  kindness: {
    title: 'A Song for the Flight Home',
    premise: 'An old radio operator on the last week of a long mission has lost the only music that made the long months bearable.',
    plot: {
      shape: 'fix',
      time: 'day',
      who: 'an old radio operator on the last week of a long mission',
      want: 'the old songs playing once more before the flight home',
      obstacle: 'But the battered music player had died for good, and there was not a spare of that kind anywhere on board.',
      turn: 'Your child asked every member of the crew to hum one song from the player’s list, recorded them all, and played them back over the speakers on the last evening.',
    },
  },
};
