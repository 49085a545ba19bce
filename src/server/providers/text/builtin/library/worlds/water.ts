/** The seaside and the world under the waves. */
import type { World } from '../types.ts';

export const seaside: World = {
  id: 'seaside',
  keywords: ['beach', 'seaside', 'bay', 'shore', 'coast', 'harbour', 'harbor', 'lighthouse', 'island', 'cove', 'pier', 'sand'],
  places: [
    ['at', 'Pebble Bay'],
    ['at', 'Gull Cove'],
    ['on', 'the long sandy beach at Shellhaven'],
  ],
  moves: {
    simple: ['walked', 'ran', 'went', 'skipped', 'hopped', 'splashed'],
    rich: ['wandered', 'hurried', 'scrambled', 'strolled', 'paddled', 'crunched'],
  },
  homeward: 'home along the beach',
  spots: {
    high: [
      { name: 'the top of the lighthouse steps', short: 'the lighthouse steps' },
      { name: 'the tall sand dunes', short: 'the dunes' },
      { name: 'the cliff path lookout', short: 'the lookout' },
    ],
    low: [
      { name: 'the seaweed on the tideline', short: 'the seaweed' },
      { name: 'the wet sand by the waves', short: 'the wet sand' },
      { name: 'the pebbles under the pier', short: 'the pebbles' },
    ],
    water: [
      { name: 'the biggest rock pool', short: 'the rock pool' },
      { name: 'the shallow waves', short: 'the waves' },
      { name: 'the little harbour', short: 'the harbour' },
    ],
    hidden: [
      { name: 'a cave in the cliffs', short: 'the cave' },
      { name: 'the old upturned boat', short: 'the boat' },
      { name: 'a crack between two big rocks', short: 'the crack' },
    ],
    open: [
      { name: 'the wide golden sand', short: 'the sand' },
      { name: 'the sandbar at low tide', short: 'the sandbar' },
      { name: 'the grassy headland', short: 'the headland' },
    ],
    path: [
      { name: 'the wooden boardwalk', short: 'the boardwalk' },
      { name: 'the slippery rocks', short: 'the rocks' },
      { name: 'the long stone pier', short: 'the pier' },
    ],
  },
  senses: {
    sight: {
      simple: ['big blue waves', 'a white gull', 'a pink shell', 'a crab on a rock', 'day:boats with red sails', 'night:the lighthouse light', 'a red bucket', 'a big sandcastle', 'night:the moon on the sea'],
      rich: [
        'waves folding over themselves in long white frills',
        'gulls wheeling and calling above the harbour',
        'a shell as pink and curled as a baby’s ear',
        'a crab sidling between the rocks with great importance',
        'day:little boats bobbing with their red sails furled',
        'night:the lighthouse beam sweeping slowly across the water',
        'the tide drawing patterns in the sand', 'a dog chasing the waves and running away from them', 'day:a line of beach huts painted like sweets', 'night:the moon laying a silver path across the water', 'a fishing boat coming home with gulls in its wake'
      ],
    },
    sound: {
      simple: ['the waves going whoosh', 'a gull going squawk', 'the pebbles going clatter', 'a boat going toot', 'children splashing'],
      rich: [
        'the slow hush and roar of the waves',
        'gulls squabbling over a crust',
        'pebbles rattling as each wave pulled back',
        'rigging clinking against the masts in the harbour',
        'night:the sea breathing softly in the dark', 'a flag snapping on the harbour wall', 'the hollow boom of a wave inside a cave', 'night:a buoy’s bell clanging gently out at sea', 'children shrieking as the cold waves reached them'
      ],
    },
    smell: {
      simple: ['salty air', 'seaweed', 'hot chips', 'sun cream', 'ice cream', 'the sea'],
      rich: ['salt and seaweed on the breeze', 'sun cream and warm sand', 'chips and vinegar from the harbour café', 'the cool, clean smell of the sea', 'tar and rope from the harbour', 'warm doughnuts dusted with sugar'],
    },
    touch: {
      simple: ['warm sand', 'cold water', 'a smooth pebble', 'a salty wind', 'wet sand', 'a spiky shell'],
      rich: ['wet sand squelching between toes', 'the sudden cold of a wave around the ankles', 'a pebble worn perfectly smooth by the sea', 'wind that tasted of salt', 'sand that was hot on top and cool underneath', 'spray landing in tiny cold dots'],
    },
  },
  creatures: [
    {
      a: 'a crab',
      the: 'the crab',
      trouble: { simple: ['was stuck in a net'], rich: ['had tangled one claw in an old piece of fishing net'] },
      help: { simple: ['untied the net'], rich: ['picked the net loose, thread by thread'] },
      thanks: { simple: ['waved a claw'], rich: ['clicked its claws like tiny castanets and scuttled under a rock'] },
    },
    {
      a: 'a starfish',
      the: 'the starfish',
      trouble: { simple: ['was drying in the sun'], rich: ['had been left high on the sand by the tide and was drying out in the sun'] },
      help: { simple: ['put it in a rock pool'], rich: ['carried it carefully to the coolest, deepest rock pool'] },
      thanks: { simple: ['wiggled an arm'], rich: ['slowly stretched out its five arms in the cool water'] },
    },
    {
      a: 'a seagull',
      the: 'the seagull',
      trouble: { simple: ['had a wrapper on its beak'], rich: ['had a crisp packet caught around its beak and was shaking its head crossly'] },
      help: { simple: ['took the wrapper off'], rich: ['eased the packet off and put it safely in the bin'] },
      thanks: { simple: ['flew up high'], rich: ['gave one loud, grateful squawk and soared away over the waves'] },
    },
    {
      a: 'a hermit crab',
      the: 'the hermit crab',
      trouble: { simple: ['needed a new shell'], rich: ['had outgrown its shell and was hunting for a new one'] },
      help: { simple: ['found it a bigger shell'], rich: ['found an empty whelk shell exactly the right size'] },
      thanks: { simple: ['moved in at once'], rich: ['backed into its new shell and looked very pleased with itself'] },
    },
    {
      a: 'a little seal',
      the: 'the little seal',
      trouble: { simple: ['was stuck on a rock'], rich: ['was stranded on a rock, waiting for the tide'] },
      help: { simple: ['stayed with it until the tide came'], rich: ['kept it company, at a polite distance, until the tide came in'] },
      thanks: { simple: ['swam off, barking'], rich: ['slid into the water with a happy bark and was gone'] },
    },
  ],
};

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
