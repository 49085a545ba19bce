/** Under the sea: coral, kelp and shipwrecks. */
import type { World } from '../types.ts';

export const undersea: World = {
  id: 'undersea',
  keywords: ['ocean', 'sea', 'underwater', 'under the sea', 'reef', 'coral', 'submarine', 'mermaid', 'deep'],
  places: [
    ['in', 'the Coral Kingdom'],
    ['in', 'the bright reef beyond Pebble Bay'],
    ['in', 'the Bluewater Lagoon'],
  ],
  moves: {
    simple: ['swam', 'paddled', 'went', 'zoomed', 'kicked'],
    rich: ['glided', 'drifted', 'swam', 'darted', 'slipped', 'wove'],
  },
  things: ['fish', 'bubbles', 'shells', 'starfish', 'crabs', 'seahorses', 'jellyfish', 'pearls'],
  homeward: 'back up to the shore',
  spots: {
    high: [
      { name: 'the top of the tall coral tower', short: 'the coral tower' },
      { name: 'the tip of the old shipwreck’s mast', short: 'the mast' },
      { name: 'the ridge of the underwater hill', short: 'the ridge' },
    ],
    low: [
      { name: 'the sandy sea floor', short: 'the sea floor' },
      { name: 'the waving seagrass meadow', short: 'the seagrass' },
      { name: 'the bed of sleepy clams', short: 'the clam bed' },
    ],
    water: [
      { name: 'the warm current', short: 'the current' },
      { name: 'the bubbling vent', short: 'the bubbles' },
      { name: 'the blue lagoon', short: 'the lagoon' },
    ],
    hidden: [
      { name: 'the old shipwreck', short: 'the shipwreck' },
      { name: 'a cave under the rocks', short: 'the cave' },
      { name: 'the kelp forest', short: 'the kelp' },
    ],
    open: [
      { name: 'the wide open blue', short: 'the open blue' },
      { name: 'the shell garden', short: 'the shell garden' },
      { name: 'the coral reef', short: 'the reef' },
    ],
    path: [
      { name: 'the trail of bright shells', short: 'the shell trail' },
      { name: 'the archway of coral', short: 'the archway' },
      { name: 'the path of silver bubbles', short: 'the bubble path' },
    ],
  },
  senses: {
    sight: {
      simple: ['bright fish', 'pink coral', 'a big turtle', 'silver bubbles', 'a little seahorse', 'waving seaweed', 'a big blue fish', 'a pink starfish', 'a crab on the sand'],
      rich: [
        'a shoal of silver fish turning all at once, like one shining thought',
        'coral in every colour, from sunset orange to plum',
        'a turtle rowing slowly past with its wise old face',
        'strings of silver bubbles wobbling up towards the light',
        'a seahorse holding on to the seagrass with its curly tail',
        'day:sunlight rippling across the sand in moving gold nets',
        'night:tiny glowing creatures twinkling like underwater stars', 'a manta ray gliding overhead like a slow dark kite', 'an eel peering out of a crack with great suspicion', 'a clownfish darting in and out of a waving anemone', 'day:light falling in long, shifting ladders through the water'
      ],
    },
    sound: {
      simple: ['bubbles going blub', 'a whale singing', 'the water going swish', 'shells going clink', 'a fish going blub', 'the sea going hush'],
      rich: [
        'the soft blub and pop of rising bubbles',
        'a whale’s song rolling through the water from far away',
        'the crackle of tiny shrimps in the reef',
        'the deep, slow hush of the open sea', 'the click of a shrimp somewhere in the coral', 'the faraway rumble of waves breaking on the reef above', 'the creak of the old shipwreck settling'
      ],
    },
    smell: {
      simple: ['salty water', 'fresh seaweed', 'the sea', 'green seaweed'],
      rich: ['salt, even inside the magic bubble of air that made breathing easy', 'seaweed that smelled green and clean', 'the clean green smell of kelp', 'salt so strong it almost tasted of the sea itself'],
    },
    touch: {
      simple: ['cool water', 'soft sand', 'a smooth shell', 'tickly seaweed', 'wiggly weed', 'a cool current'],
      rich: ['the cool water pressing gently all around', 'seaweed trailing across bare arms like ribbons', 'sand as fine as flour on the sea floor', 'the warm current pushing like a friendly hand', 'a current cool as a glass of water', 'the tickle of tiny fish nibbling at a fingertip'],
    },
  },
  creatures: [
    {
      a: 'a little fish',
      the: 'the little fish',
      trouble: { simple: ['had lost its shoal'], rich: ['had lost its shoal and was darting about in worried circles'] },
      help: { simple: ['showed it the way'], rich: ['pointed the way towards the flash of silver in the distance'] },
      thanks: { simple: ['swam off, happy'], rich: ['flicked its tail and zipped off to rejoin its family'] },
    },
    {
      a: 'an octopus',
      the: 'the octopus',
      trouble: { simple: ['was stuck in a jar'], rich: ['had squeezed into an old glass jar and could not find the way out'] },
      help: { simple: ['took the lid off'], rich: ['unscrewed the lid very slowly'] },
      thanks: { simple: ['waved eight arms'], rich: ['poured itself out like a ribbon and waved all eight arms at once'] },
    },
    {
      a: 'a baby turtle',
      the: 'the baby turtle',
      trouble: { simple: ['was caught in weed'], rich: ['had caught a flipper in a knot of seaweed'] },
      help: { simple: ['pulled the weed away'], rich: ['unwound the seaweed, loop by loop'] },
      thanks: { simple: ['did a happy spin'], rich: ['did a slow, happy somersault in the blue'] },
    },
    {
      a: 'a seahorse',
      the: 'the seahorse',
      trouble: { simple: ['had lost its grip'], rich: ['had let go of its seagrass and was tumbling in the current'] },
      help: { simple: ['gave it a stem to hold'], rich: ['held out a stem of seagrass for it to curl its tail around'] },
      thanks: { simple: ['held on tight'], rich: ['curled its tail tight and bobbed a little bow'] },
    },
    {
      a: 'a pufferfish',
      the: 'the pufferfish',
      trouble: { simple: ['was puffed up with fright'], rich: ['had puffed itself into a prickly ball out of fright'] },
      help: { simple: ['spoke to it very softly'], rich: ['waited quietly and spoke in a soft, calm voice'] },
      thanks: { simple: ['went small again'], rich: ['slowly let out its breath and swam away, small again'] },
    },
  ],
};
