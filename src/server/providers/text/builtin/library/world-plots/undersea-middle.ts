/** The themes' plots under the sea for middle readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const underseaMiddlePlots: WorldPlots = {
  adventure: {
    title: 'The Wreck Beyond the Kelp',
    premise: 'Your child wants to reach the old shipwreck that lies beyond the kelp forest, but the kelp is so thick and tangled that every way in leads straight back out.',
    plot: {
      shape: 'reach',
      time: 'day',
      want: 'a look inside the old shipwreck beyond the kelp forest, which nobody had visited for fifty years',
      obstacle: 'But the kelp forest was so thick and so tangled that every way in seemed to lead straight back out again.',
      turn: 'Your child noticed that a shoal of little striped fish always slipped into the kelp at the same spot, and followed them along a hidden path all the way to the wreck.',
    },
  },
  bedtime: {
    title: 'Goodnight from the Bottom of the Sea',
    premise: 'Your child wants to be brave enough to switch off the lights and look out at the deep sea at night, but the dark outside the porthole seems full of enormous creaks and clicks.',
    plot: {
      shape: 'courage',
      time: 'night',
      want: 'the courage to switch off the lights and look out at the deep sea at night',
      obstacle: 'But the dark outside the porthole was so deep, and so full of creaks and clicks and gurgles, that your child’s hand kept creeping back to the light switch.',
      turn: 'Your child switched off the lights and gave every sound a name: the walls settling, the pumps breathing, the little shrimps clicking outside. Then, slowly, the dark beyond the glass filled with thousands of tiny glowing sparks.',
    },
  },
  space: {
    title: 'The Star That Fell into the Sea',
    premise: 'A tiny fallen star wants to get back to its place in the sky, but it has sunk so deep that it cannot see the sky at all.',
    plot: {
      shape: 'reach',
      time: 'night',
      who: 'a tiny fallen star',
      want: 'the way back up to its place in the sky',
      obstacle: 'It had sunk so deep that it could not see the sky at all, only dark water in every direction.',
      turn: 'Your child asked the glowing lanternfish to rise in a long, shining line towards the surface, and the tiny star followed their lights all the way up.',
    },
  },
  dinosaurs: {
    title: 'The Dinosaur in the Sea Cliff',
    premise: 'Your child wants to find the fossil dinosaur the old charts say is hidden in the underwater cliffs, but every lump on the cliffs looks exactly like a bone.',
    plot: {
      shape: 'find',
      time: 'day',
      want: 'the fossil dinosaur hidden somewhere in the underwater cliffs',
      obstacle: 'But the cliffs went on and on, crusted with barnacles, and every lump on them looked exactly like a bone.',
      turn: 'Your child noticed that an octopus had built its doorway out of odd, smooth stones, and one of them was a dinosaur tooth as long as a hand, with the rest of the jaw sticking out of the cliff behind it.',
    },
  },
  ocean: {
    title: 'The Coral Gardeners',
    premise: 'Your child wants to help the broken coral garden grow again, but its snapped branches lie scattered on the sand, where coral cannot grow.',
    plot: {
      shape: 'fix',
      time: 'day',
      want: 'the broken coral garden growing again',
      obstacle: 'A great storm far above had snapped the coral branches and scattered them across the sand, where coral cannot grow.',
      turn: 'Your child had the idea of tying each broken branch onto the old wreck’s railings with soft string, up off the sand, where the coral could hold on, and by evening the first tiny polyps were already stretching out to feed.',
    },
  },
  'fairy-tale': {
    title: 'The Sea Queen’s Crown',
    premise: 'The Sea Queen wants her lost crown back before the sea festival begins at dawn, but it has vanished in the dark deep, where a thousand things glitter.',
    plot: {
      shape: 'find',
      time: 'night',
      who: 'the Sea Queen',
      want: 'her lost crown, back before the sea festival began at dawn',
      obstacle: 'The crown had slipped away during the long dance of the tides, and in the dark deep a thousand things glittered, and none of them was it.',
      turn: 'Your child switched off every light and waited, and far off a faint pearly shimmer showed where a sleepy sea anemone was wearing the crown like a hat.',
    },
  },
  friendship: {
    title: 'The Prickly Pufferfish',
    premise: 'A prickly little pufferfish wants a friend on the reef, but whenever anyone comes close it gets nervous and puffs up into a spiky ball.',
    plot: {
      shape: 'befriend',
      time: 'day',
      who: 'a prickly little pufferfish',
      want: 'a friend on the reef',
      obstacle: 'But whenever anyone came close, the pufferfish got nervous and puffed up into a spiky ball, and everyone swam away.',
      turn: 'Your child stayed very still, puffed out both cheeks as round as a ball, and the pufferfish let out all its air in a rush that looked exactly like a laugh.',
    },
  },
  'first-day-at-school': {
    title: 'First Day at Sea School',
    premise: 'Your child wants a happy first day at Sea School, the little school on the seabed for young ocean scientists, but the other pupils all seem to know each other already.',
    plot: {
      shape: 'befriend',
      time: 'day',
      want: 'a happy first day at Sea School, the little school on the seabed for young ocean scientists',
      obstacle: 'But the other pupils had all been to Sea School before, and they all talked about things your child had never heard of, like the Kelp Run and the Tuesday eel.',
      turn: 'Your child spotted another new pupil sitting alone at the big porthole with a book of fish, and sat down to help find the ones swimming past.',
    },
  },
  bravery: {
    title: 'Over the Edge of the Reef',
    premise: 'Your child wants to swim down past the edge of the reef, where it drops into the deep, but at the edge the water goes dark in one step.',
    plot: {
      shape: 'courage',
      time: 'day',
      want: 'one swim down past the edge of the reef, where it dropped away into the deep',
      obstacle: 'But at the edge, the water below went from bright to dark in one step, and your child’s legs would not kick.',
      turn: 'Your child clipped a little light to the guide rope, let it slide down first, and followed it one knot at a time, counting each knot out loud.',
    },
  },
  kindness: {
    title: 'The Manta and the Fishing Line',
    premise: 'A young manta ray wants to be free of the fishing line wound round its fin, but it is so frightened that it sweeps away whenever anyone comes near.',
    plot: {
      shape: 'fix',
      time: 'day',
      who: 'a young manta ray',
      want: 'a fin free of the fishing line wound round it',
      obstacle: 'But the manta ray was frightened, and every time anyone came near, it swept away out of reach with the line still trailing.',
      turn: 'Your child waited quietly by the cleaning station, where mantas come to be tidied by little fish, and when the ray hovered there, calm at last, your child gently snipped the line away.',
    },
  },
};
