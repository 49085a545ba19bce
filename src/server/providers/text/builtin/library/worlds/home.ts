/** Home at night: bedrooms, landings and the cupboard under the stairs. */
import type { World } from '../types.ts';

export const home: World = {
  id: 'home',
  keywords: ['home', 'house', 'bedroom', 'bedtime', 'room', 'flat', 'apartment', 'attic', 'kitchen', 'cottage'],
  places: [
    ['in', 'the little house on Willow Lane'],
    ['in', 'the cosy house at the end of the street'],
    ['in', 'the yellow cottage by the lane'],
  ],
  moves: {
    simple: ['tiptoed', 'crept', 'went', 'padded', 'walked'],
    rich: ['tiptoed', 'crept', 'padded', 'slipped', 'wandered'],
  },
  things: ['books', 'cushions', 'socks', 'toys', 'stairs', 'stars on the ceiling', 'slippers', 'pillows'],
  homeward: 'back to bed',
  spots: {
    high: [
      { name: 'the top of the bookcase', short: 'the bookcase' },
      { name: 'the windowsill', short: 'the windowsill' },
      { name: 'the top of the stairs', short: 'the stairs' },
    ],
    low: [
      { name: 'the dark space under the bed', short: 'the space under the bed' },
      { name: 'the toy box', short: 'the toy box' },
      { name: 'the basket of soft toys', short: 'the basket' },
    ],
    water: [
      { name: 'the bath', short: 'the bath' },
      { name: 'the kitchen sink', short: 'the sink' },
      { name: 'the fish bowl', short: 'the fish bowl' },
    ],
    hidden: [
      { name: 'the big wardrobe', short: 'the wardrobe' },
      { name: 'the cupboard under the stairs', short: 'the cupboard' },
      { name: 'the attic', short: 'the attic' },
    ],
    open: [
      { name: 'the middle of the bedroom', short: 'the bedroom' },
      { name: 'the landing', short: 'the landing' },
      { name: 'the living room', short: 'the living room' },
    ],
    path: [
      { name: 'the creaky hallway', short: 'the hallway' },
      { name: 'the stairs', short: 'the stairs' },
      { name: 'the back door', short: 'the back door' },
    ],
  },
  senses: {
    sight: {
      simple: ['the round moon', 'a soft lamp', 'a sleepy cat', 'stars at the window', 'a pile of books', 'night:long shadows', 'a cosy bed', 'a stack of books', 'night:the moon at the window'],
      rich: [
        'night:the moon peeping round the curtains',
        'a nightlight making a small gold pool on the floor',
        'the cat curled into a tidy circle on the stairs',
        'night:stars pricking through the dark outside the window',
        'books stacked by the bed, waiting for tomorrow',
        'night:shadows that turned out to be a dressing gown and a chair', 'slippers waiting side by side at the foot of the bed', 'a glow-in-the-dark star stuck to the ceiling', 'night:headlights sweeping across the ceiling and away', 'a dressing gown hanging on the back of the door'
      ],
    },
    sound: {
      simple: ['the clock going tick-tock', 'the rain going pitter-pat', 'a cat purring', 'a soft snore', 'a tap going drip', 'slippers going shuffle'],
      rich: [
        'the clock ticking slowly in the hall',
        'rain tapping gently at the window',
        'the cat purring like a tiny engine',
        'the house creaking as it settled for the night',
        'a soft snore from somewhere down the landing', 'the hum of the fridge downstairs', 'a tap dripping once, then stopping', 'the wind murmuring in the chimney'
      ],
    },
    smell: {
      simple: ['warm milk', 'clean sheets', 'bath bubbles', 'bath bubbles', 'warm toast'],
      rich: ['warm milk with a little honey', 'clean sheets that smelled of sunshine', 'bubble bath and toothpaste', 'toast from this morning, still faintly there', 'lavender from the pillow'],
    },
    touch: {
      simple: ['a soft blanket', 'warm socks', 'a fluffy pillow', 'a soft teddy', 'a warm quilt'],
      rich: ['a blanket as soft as a cloud', 'warm socks on cold toes', 'a pillow plumped up just right', 'the cool side of the pillow', 'carpet soft under bare feet'],
    },
  },
  creatures: [
    {
      a: 'a small spider',
      the: 'the spider',
      trouble: { simple: ['was stuck in the bath'], rich: ['had fallen into the bath and could not climb the slippery sides'] },
      help: { simple: ['put a towel in for it'], rich: ['hung a flannel over the edge like a ladder'] },
      thanks: { simple: ['climbed out'], rich: ['climbed out, leg over careful leg, and hurried off to its web'] },
    },
    {
      a: 'a moth',
      the: 'the moth',
      trouble: { simple: ['was stuck by the lamp'], rich: ['was fluttering round and round the lamp, unable to leave it'] },
      help: { simple: ['turned the lamp off'], rich: ['switched off the lamp and opened the window a crack'] },
      thanks: { simple: ['flew out to the moon'], rich: ['drifted out towards the moon instead'] },
      time: 'night',
    },
    {
      a: 'a sleepy cat',
      the: 'the cat',
      trouble: { simple: ['was shut out in the cold'], rich: ['was sitting outside the back door, looking cold and offended'] },
      help: { simple: ['let it in'], rich: ['opened the door and let the cold cat in'] },
      thanks: { simple: ['purred and purred'], rich: ['wound around everyone’s legs, purring loudly'] },
    },
    {
      a: 'a ladybird',
      the: 'the ladybird',
      trouble: { simple: ['was stuck behind the curtain'], rich: ['was trapped behind the curtain, bumping against the glass'] },
      help: { simple: ['let it out of the window'], rich: ['opened the window and let it out'] },
      thanks: { simple: ['flew off into the night'], rich: ['flew off into the dark garden'] },
    },
    {
      a: 'a tiny mouse',
      the: 'the tiny mouse',
      trouble: { simple: ['was stuck in the biscuit tin'], rich: ['had climbed into the biscuit tin and could not climb out'] },
      help: { simple: ['tipped the tin over'], rich: ['tipped the tin over, very gently, on its side'] },
      thanks: { simple: ['ran off with a crumb'], rich: ['scampered away with a crumb as big as its head'] },
    },
  ],
};
