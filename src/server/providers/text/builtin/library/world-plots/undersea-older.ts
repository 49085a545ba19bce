/** The themes' plots under the sea for older readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const underseaOlderPlots: WorldPlots = {
  adventure: {
    title: 'The Wreck at the Bottom of the Canyon',
    premise: 'A young scientist aboard a research ship sets out to reach a wreck nobody has seen for ninety years.',
    plot: {
      shape: 'reach',
      time: 'day',
      want: 'a first look at the wreck of the Mary Callow, lost at the bottom of the canyon for ninety years',
      obstacle: 'But the wreck lay somewhere deep in a winding canyon, and no two charts of the canyon agreed about where.',
      turn: 'In the dark, your child saw that the tiny glowing creatures were all drifting the same way on the slow current, and followed them down the canyon, bend after bend, to the wreck.',
    },
  },
  bedtime: {
    title: 'The Whale Song at Midnight',
    premise: 'On the last night aboard a research ship, a night dive goes looking for the song the crew say you can hear in the deep.',
    plot: {
      shape: 'reach',
      time: 'night',
      want: 'the song of the whales in the deep, heard just once before the last night aboard was over',
      obstacle: 'But the submersible’s motors and pumps hummed so loudly that nothing else could be heard at all.',
      turn: 'Your child asked for everything to be switched off, motors, pumps and all, and in the silence a long, low song came through the hull like a lullaby.',
    },
  },
  space: {
    title: 'The Shooting Star at the Bottom of the Sea',
    premise: 'A meteorite hunter comes aboard a research ship, looking for a shooting star that fell into the sea.',
    plot: {
      shape: 'find',
      time: 'night',
      who: 'a meteorite hunter from the space agency',
      want: 'the piece of a shooting star that had fallen into the sea, as old as the planets themselves',
      obstacle: 'It had sunk among a field of dark boulders, and on the sonar every boulder looked exactly like a meteorite.',
      turn: 'Your child remembered that a meteorite is mostly iron, held the old brass compass up to the porthole, and where the needle swung hard towards one small boulder, there it was.',
    },
  },
  dinosaurs: {
    title: 'The Dinosaur Who Went to Sea',
    premise: 'A dinosaur bone comes up in a fishing net, and a fossil hunter wants the rest of the dinosaur.',
    plot: {
      shape: 'find',
      time: 'day',
      who: 'a fossil hunter from the museum',
      want: 'the rest of the armoured dinosaur whose single bone had come up in a fishing net',
      obstacle: 'The net had dragged across a mile of seabed, and the bone could have come from anywhere along the way.',
      turn: 'Your child looked again at the tiny shells stuck to the bone and saw that they grew on only one ridge of the seabed, and under that ridge lay the long, knobbled curve of an armoured back.',
    },
  },
  'fairy-tale': {
    title: 'The Sea-King’s Bell',
    premise: 'An old fairy tale says a sea-king’s bell rings at the bottom of the sea; a research ship finds it, silent.',
    plot: {
      shape: 'fix',
      time: 'night',
      who: 'the old harbourmaster',
      want: 'the sea-king’s bell ringing in the deep again, just as it did in the old fairy tale',
      obstacle: 'But the bell lay jammed between two rocks on the seabed, choked with silt, and had not made a sound for fifty years.',
      turn: 'Your child saw a thin stream of glowing bubbles rising where the silt lay loosest, and one gentle nudge of the robot arm at that spot set the bell swinging free, and it rang.',
    },
  },
  friendship: {
    title: 'A Friend Five Hundred Metres Up',
    premise: 'On a research ship full of grown-ups, a girl from the crew has not said a word to anyone all week.',
    plot: {
      shape: 'befriend',
      time: 'day',
      who: 'a girl from the ship’s crew',
      want: 'one real friend aboard a ship full of grown-ups',
      obstacle: 'She had not said a word to anyone all week, and whenever anyone came near, she put her headphones on and looked at the sea.',
      turn: 'Over the radio, your child described every glowing thing outside the porthole, slowly, for the girl listening up on the ship, and the girl, who had never been down, pressed the button and asked for more.',
    },
  },
  'first-day-at-school': {
    title: 'First Day at the Deepwater School',
    premise: 'A first day with a class that spends a whole term aboard a research ship, where the first lesson is a dive.',
    plot: {
      shape: 'courage',
      time: 'day',
      want: 'a good start at the Deepwater School, the class of young scientists who spent the whole term aboard the ship',
      obstacle: 'But on the first day the others all knew each other and the ship’s strange words for everything, and nobody had saved your child a seat.',
      turn: 'Over the radio, your child told the whole class, crowded round the speaker on deck, what lives where the lights cannot reach, and when the dive was over they were waiting at the rail to hear the rest.',
    },
  },
  bravery: {
    title: 'Five Hundred Metres Down',
    premise: 'A young scientist who is secretly afraid of deep water has one chance at the deepest dive of the voyage.',
    plot: {
      shape: 'courage',
      time: 'night',
      want: 'the nerve to make the deepest dive of the voyage and look the dark in the face',
      obstacle: 'But every time the hatch closed, the dark beyond the porthole seemed to lean in, and your child’s hands would not stop shaking.',
      turn: 'Your child took the controls for the last fifty metres and flew the submersible down into the dark with steady hands, all the way to the deepest point of the voyage.',
    },
  },
  kindness: {
    title: 'A Jar of Deep-Sea Light',
    premise: 'The ship’s old cook has fed every crew for forty years and never once been down to see what they dive for.',
    plot: {
      shape: 'fix',
      time: 'day',
      who: 'the ship’s old cook',
      want: 'one real look at the deep before the cook’s last voyage was over',
      obstacle: 'Every photograph the cameras took of the deep came back black, because down there it is too dark for a camera.',
      turn: 'Your child filled a sample jar with deep water full of tiny glowing creatures, and that evening, in the dark galley, when the cook gave the jar a shake, it lit up with hundreds of little sparks.',
    },
  },
};
