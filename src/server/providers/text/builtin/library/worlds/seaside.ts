/** The seaside: sand, rock pools, harbours and lighthouses. */
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
  things: ['shells', 'crabs', 'boats', 'gulls', 'pebbles', 'sandcastles', 'starfish', 'buckets'],
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
