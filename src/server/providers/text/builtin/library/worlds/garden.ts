/** A garden: apple trees, sheds, ponds and vegetable beds. */
import type { World } from '../types.ts';

export const garden: World = {
  id: 'garden',
  keywords: ['garden', 'allotment', 'yard', 'greenhouse', 'orchard', 'backyard', 'farm', 'field', 'meadow', 'countryside'],
  places: [
    ['in', 'the back garden'],
    ['in', 'the big walled garden'],
    ['in', 'the garden behind the blue house'],
  ],
  moves: {
    simple: ['walked', 'went', 'ran', 'tiptoed', 'skipped', 'hopped'],
    rich: ['wandered', 'crept', 'hurried', 'padded', 'scurried', 'ducked'],
  },
  things: ['flower pots', 'strawberries', 'snails', 'bees', 'butterflies', 'tulips', 'worms', 'pebbles'],
  homeward: 'back indoors',
  spots: {
    high: [
      { name: 'the top of the apple tree', short: 'the apple tree' },
      { name: 'the roof of the garden shed', short: 'the shed roof' },
      { name: 'the tall sunflowers', short: 'the sunflowers' },
    ],
    low: [
      { name: 'the strawberry patch', short: 'the strawberries' },
      { name: 'the long grass by the fence', short: 'the long grass' },
      { name: 'the rhubarb leaves', short: 'the rhubarb' },
    ],
    water: [
      { name: 'the little pond', short: 'the pond' },
      { name: 'the old stone birdbath', short: 'the birdbath' },
      { name: 'the rain barrel', short: 'the barrel' },
    ],
    hidden: [
      { name: 'the garden shed', short: 'the shed' },
      { name: 'the compost heap', short: 'the compost heap' },
      { name: 'a gap under the hedge', short: 'the hedge' },
    ],
    open: [
      { name: 'the middle of the lawn', short: 'the lawn' },
      { name: 'the vegetable beds', short: 'the vegetable beds' },
      { name: 'the wildflower corner', short: 'the wildflowers' },
    ],
    path: [
      { name: 'the crooked stepping-stone path', short: 'the path' },
      { name: 'the rose arch', short: 'the arch' },
      { name: 'the gate at the bottom of the garden', short: 'the gate' },
    ],
  },
  senses: {
    sight: {
      simple: ['bright red tulips', 'a fat bumblebee', 'day:a white butterfly', 'night:the round moon', 'a snail on a leaf', 'night:stars over the fence', 'a robin on the gate', 'a long green worm', 'a red flower pot', 'night:a hedgehog on the grass'],
      rich: [
        'a bumblebee bumbling from flower to flower like a busy postman',
        'day:sweet peas climbing their canes in pink and purple ribbons',
        'a robin watching from the handle of a spade',
        'night:the moon caught in the branches of the apple tree',
        'a snail’s silver trail looping across the path',
        'day:dew still sparkling on the cabbage leaves',
        'night:windows glowing yellow in the house nearby', 'day:a blackbird tugging a worm out of the lawn', 'a spade left standing in the soil like a flag', 'night:a hedgehog shuffling along the bottom of the fence', 'runner beans climbing their poles in green spirals'
      ],
    },
    sound: {
      simple: ['a bee going buzz', 'a robin singing', 'the wind chimes going ting', 'night:a cricket going chirp', 'a bird going cheep', 'the gate going creak'],
      rich: [
        'the lazy buzz of bees in the lavender',
        'wind chimes tinkling by the back door',
        'night:crickets chirping in the long grass',
        'a robin singing from the fence post',
        'leaves whispering in the apple tree', 'the whirr of a lawnmower two gardens away', 'a watering can dripping onto the path', 'night:the rustle of something small in the compost heap', 'sparrows arguing in the hedge'
      ],
    },
    smell: {
      simple: ['roses', 'cut grass', 'ripe strawberries', 'sweet mint', 'wet soil', 'sweet peas'],
      rich: ['freshly cut grass', 'lavender warmed by the sun', 'night:night-scented stocks', 'ripe strawberries and warm soil', 'mint crushed beneath a careless foot', 'tomato leaves, sharp and green', 'warm compost and wet earth'],
    },
    touch: {
      simple: ['soft grass', 'cool soil', 'a fuzzy leaf', 'warm stones', 'a soft petal', 'a cold watering can'],
      rich: ['grass cool and damp with dew', 'sun-warmed stones under bare toes', 'the velvet of a lamb’s-ear leaf', 'crumbly soil between careful fingers', 'the prickle of the hedge against a sleeve', 'the cold drip of the hose'],
    },
  },
  creatures: [
    {
      a: 'a ladybird',
      the: 'the ladybird',
      trouble: { simple: ['was stuck in a puddle'], rich: ['had landed in a puddle and could not lift its wet wings'] },
      help: { simple: ['lifted it out on a leaf'], rich: ['held out a leaf like a little raft and lifted it to dry ground'] },
      thanks: { simple: ['flew away, happy'], rich: ['dried its spotted wings in the sun, then flew off with a tiny whirr'] },
    },
    {
      a: 'a frog',
      the: 'the frog',
      trouble: { simple: ['could not get out of the bucket'], rich: ['had hopped into an empty bucket and could not climb its slippery sides'] },
      help: { simple: ['tipped the bucket over'], rich: ['tipped the bucket gently onto its side'] },
      thanks: { simple: ['hopped off to the pond'], rich: ['blinked its gold eyes and plopped into the pond'] },
    },
    {
      a: 'a hedgehog',
      the: 'the hedgehog',
      trouble: { simple: ['was very thirsty'], rich: ['was snuffling about, hot and thirsty, looking for a drink'] },
      help: { simple: ['put out a dish of water'], rich: ['filled a saucer with water and set it down slowly'] },
      thanks: { simple: ['drank it all up'], rich: ['lapped at the water with a pink tongue, then trundled off under the hedge'] },
      time: 'night',
    },
    {
      a: 'a bumblebee',
      the: 'the bumblebee',
      trouble: { simple: ['was too tired to fly'], rich: ['had run out of energy and was resting, very still, on the path'] },
      help: { simple: ['gave it a drop of sugar water'], rich: ['set down a drop of sugar water on a spoon'] },
      thanks: { simple: ['buzzed off, happy'], rich: ['drank, warmed up its wings with a buzz, and lifted away over the fence'] },
    },
    {
      a: 'a worm',
      the: 'the worm',
      trouble: { simple: ['was on the hot path'], rich: ['had wriggled out onto the hot, dry path and could not find its way back'] },
      help: { simple: ['put it back in the soil'], rich: ['lifted it gently onto the cool, dark soil of the flower bed'] },
      thanks: { simple: ['wiggled into the ground'], rich: ['wriggled gratefully down out of sight'] },
    },
  ],
};
