/** The valley of the dinosaurs: ferns, hot springs and giant footprints. */
import type { World } from '../types.ts';

export const valley: World = {
  id: 'valley',
  keywords: ['dinosaur', 'valley', 'volcano', 'prehistoric', 'swamp', 'jurassic', 'fern'],
  places: [
    ['in', 'Fern Valley, where the dinosaurs lived'],
    ['in', 'the Land of Long Ago'],
    ['in', 'Stomping Valley'],
  ],
  moves: {
    simple: ['walked', 'stomped', 'went', 'ran', 'tiptoed', 'marched'],
    rich: ['tramped', 'hurried', 'trekked', 'clambered', 'pressed on', 'wandered'],
  },
  things: ['footprints', 'eggs', 'ferns', 'dragonflies', 'dinosaurs', 'rocks', 'nests', 'puddles'],
  homeward: 'home',
  spots: {
    high: [
      { name: 'the top of Lookout Rock', short: 'Lookout Rock' },
      { name: 'the tallest monkey-puzzle tree', short: 'the tree' },
      { name: 'the ridge above the valley', short: 'the ridge' },
    ],
    low: [
      { name: 'the giant ferns', short: 'the ferns' },
      { name: 'the mud by the river', short: 'the mud' },
      { name: 'the long swishy reeds', short: 'the reeds' },
    ],
    water: [
      { name: 'the steaming hot spring', short: 'the hot spring' },
      { name: 'the wide slow river', short: 'the river' },
      { name: 'the watering hole', short: 'the watering hole' },
    ],
    hidden: [
      { name: 'a cave in the cliff', short: 'the cave' },
      { name: 'the hollow behind the waterfall', short: 'the hollow' },
      { name: 'a nest of giant leaves', short: 'the nest' },
    ],
    open: [
      { name: 'the wide grassy plain', short: 'the plain' },
      { name: 'the sunny nesting ground', short: 'the nesting ground' },
      { name: 'the meadow of giant flowers', short: 'the meadow' },
    ],
    path: [
      { name: 'the trail of giant footprints', short: 'the footprints' },
      { name: 'the log bridge over the river', short: 'the log bridge' },
      { name: 'the path between the tall rocks', short: 'the rocky path' },
    ],
  },
  senses: {
    sight: {
      simple: ['giant ferns', 'a long-neck dinosaur', 'big footprints', 'a smoky mountain', 'day:a huge orange sun', 'a dragonfly as big as a bird', 'a baby dinosaur', 'a big egg', 'a tall tree'],
      rich: [
        'ferns taller than houses, uncurling in the warm air',
        'a long-necked dinosaur nibbling leaves from the very top of a tree',
        'footprints so big that a child could sit in one',
        'a sleepy volcano puffing a thin grey ribbon into the sky',
        'a dragonfly the size of a seagull, its wings flashing green',
        'a herd of duck-billed dinosaurs grazing in the shallows', 'a mother dinosaur leading three babies in a wobbly line', 'day:steam rising from a pool in lazy curls', 'bones as big as tree trunks, half buried in the sand', 'night:the volcano glowing faintly orange at its tip'
      ],
    },
    sound: {
      simple: ['a big roar far away', 'stomp, stomp, stomp', 'a buzzy dragonfly', 'the river going splash', 'a dinosaur going honk', 'big feet going thud'],
      rich: [
        'a distant, friendly honk from the herd by the river',
        'the ground thudding gently with every giant step',
        'the whirr of dragonfly wings',
        'leaves being munched, somewhere high overhead', 'a deep, rumbling honk that made the ground hum', 'the crack of a branch as something enormous leaned on it', 'the bubbling of the hot springs', 'night:a chorus of frogs as big as footballs'
      ],
    },
    smell: {
      simple: ['warm mud', 'green leaves', 'wet ferns', 'hot springs', 'big flowers'],
      rich: ['warm mud and crushed ferns', 'steam from the hot springs, a bit like boiled eggs', 'the green, leafy smell of a jungle after rain', 'warm stone and wild mint', 'smoke from the sleepy volcano'],
    },
    touch: {
      simple: ['warm mud', 'big leaves', 'a bumpy rock', 'the hot sun', 'a scaly tail', 'soft moss'],
      rich: ['warm mud squishing around every boot', 'leaves as big and soft as blankets', 'the rough, knobbly side of a friendly dinosaur', 'sun as warm as a bath', 'the warm breath of the wind from the plains', 'fern fronds brushing past like feathers'],
    },
  },
  creatures: [
    {
      a: 'a baby pterodactyl',
      the: 'the baby pterodactyl',
      trouble: { simple: ['could not fly yet'], rich: ['had flapped down from its nest and could not quite get back up'] },
      help: { simple: ['lifted it up to its nest'], rich: ['held it up high, as high as arms could stretch, until it scrambled into its nest'] },
      thanks: { simple: ['gave a happy squawk'], rich: ['gave a squawk of delight and tucked itself in beside its brothers and sisters'] },
    },
    {
      a: 'a little lizard',
      the: 'the little lizard',
      trouble: { simple: ['was too cold'], rich: ['was stiff and sleepy in the shade, too cold to move'] },
      help: { simple: ['put it in the sun'], rich: ['carried it into a warm patch of sunshine'] },
      thanks: { simple: ['ran off, warm'], rich: ['warmed up, blinked, and darted off across the rocks'] },
    },
    {
      a: 'a tiny triceratops',
      the: 'the tiny triceratops',
      trouble: { simple: ['had a leaf stuck on its horn'], rich: ['had speared a huge leaf on its horn and could not see where it was going'] },
      help: { simple: ['pulled the leaf off'], rich: ['tugged the leaf free'] },
      thanks: { simple: ['did a happy stomp'], rich: ['did a happy little stomp that shook the ferns'] },
    },
    {
      a: 'a baby stegosaurus',
      the: 'the baby stegosaurus',
      trouble: { simple: ['was stuck in the mud'], rich: ['had got all four feet stuck in the sticky mud'] },
      help: { simple: ['pulled it out'], rich: ['pulled, gently and steadily, until it came free with a squelch'] },
      thanks: { simple: ['shook itself clean'], rich: ['shook itself so hard that everyone got a shower of mud'] },
    },
    {
      a: 'a dragonfly',
      the: 'the dragonfly',
      trouble: { simple: ['had a wet wing'], rich: ['had a wing stuck down with water and could not fly'] },
      help: { simple: ['dried it in the sun'], rich: ['carried it to a sunny rock to dry'] },
      thanks: { simple: ['flew off, shining'], rich: ['flashed its wings and zipped away like a green spark'] },
    },
  ],
};
