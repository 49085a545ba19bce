/** Woods: tall trees, streams and hollow logs. */
import type { World } from '../types.ts';

export const forest: World = {
  id: 'forest',
  keywords: ['forest', 'wood', 'jungle', 'glade', 'grove', 'trees', 'camp'],
  places: [
    ['in', 'the Whispering Woods'],
    ['in', 'Bramble Wood'],
    ['in', 'Greenhollow Forest'],
  ],
  moves: {
    simple: ['walked', 'went', 'ran', 'skipped', 'hopped', 'marched'],
    rich: ['wandered', 'tramped', 'hurried', 'trekked', 'clambered', 'pressed on'],
  },
  things: ['pine cones', 'toadstools', 'acorns', 'birds', 'snails', 'feathers', 'stones', 'ladybirds'],
  homeward: 'home',
  spots: {
    high: [
      { name: 'the tallest pine', short: 'the pine' },
      { name: 'the old oak with the twisty branches', short: 'the oak' },
      { name: 'the top of Fox Hill', short: 'the hilltop' },
    ],
    low: [
      { name: 'the ferns beside the path', short: 'the ferns' },
      { name: 'the roots of the old beech tree', short: 'the roots' },
      { name: 'a deep patch of bracken', short: 'the bracken' },
    ],
    water: [
      { name: 'the babbling stream', short: 'the stream' },
      { name: 'the lily pond', short: 'the pond' },
      { name: 'the little waterfall', short: 'the waterfall' },
    ],
    hidden: [
      { name: 'a hollow log', short: 'the log' },
      { name: 'a mossy cave behind the ivy', short: 'the cave' },
      { name: 'the badger’s old den', short: 'the den' },
    ],
    open: [
      { name: 'the sunny clearing', short: 'the clearing' },
      { name: 'the bluebell meadow', short: 'the meadow' },
      { name: 'the mossy glade', short: 'the glade' },
    ],
    path: [
      { name: 'the winding path', short: 'the path' },
      { name: 'the old stone bridge', short: 'the bridge' },
      { name: 'the stepping stones', short: 'the stones' },
    ],
  },
  senses: {
    sight: {
      simple: ['big green trees', 'a red squirrel', 'day:sun on the leaves', 'night:the round moon', 'night:tiny glowing fireflies', 'a spotty toadstool', 'a fox with a fluffy tail', 'a little brown bird', 'night:a fox with shiny eyes', 'a big log with moss on it'],
      rich: [
        'day:sunlight slanting through the branches in long gold stripes',
        'a red squirrel pausing halfway up a trunk',
        'toadstools standing in a neat ring, as if someone had set them out for a party',
        'night:moonlight pooling silver between the roots',
        'night:fireflies drifting between the trunks like slow sparks',
        'ferns unrolling their curly green fists',
        'a woodpecker’s neat round doorway high in a trunk',
        'day:a butterfly the colour of a sunset', 'a deer standing perfectly still between the birches, watching', 'a spider’s web strung with beads of dew', 'night:the dark shapes of branches laced against the stars', 'day:bright green beech leaves glowing like stained glass'
      ],
    },
    sound: {
      simple: ['a bird going tweet', 'the leaves going swish', 'a woodpecker going tap, tap, tap', 'night:an owl going hoo-hoo', 'the stream going splish', 'twigs going snap', 'a frog going croak'],
      rich: [
        'the hush of wind moving through a thousand leaves',
        'a woodpecker drumming somewhere far off',
        'night:an owl calling softly across the dark',
        'the crunch of last year’s leaves underfoot',
        'day:a blackbird practising the same bright tune',
        'the stream chattering over its stones', 'a cuckoo calling twice, far away', 'twigs snapping somewhere out of sight', 'night:the soft whirr of a moth passing close', 'the creak of two old trees leaning against each other'
      ],
    },
    smell: {
      simple: ['pine trees', 'wet leaves', 'sweet flowers', 'fresh rain', 'mud and moss', 'wild flowers'],
      rich: ['warm pine needles', 'damp earth after rain', 'wild garlic crushed underfoot', 'the honey scent of gorse flowers', 'night:cool night air and moss', 'mushrooms and old wood', 'crushed mint from the stream bank'],
    },
    touch: {
      simple: ['soft moss', 'a cool wind', 'bumpy bark', 'crunchy leaves', 'a smooth stone', 'a tickly fern'],
      rich: [
        'the rough, cracked bark of an old tree',
        'moss as soft as a velvet cushion',
        'a cool breeze slipping down from the hills',
        'pine needles springy underfoot', 'cool air rising from the stream', 'the springy give of a fallen log'
      ],
    },
  },
  creatures: [
    {
      a: 'a hedgehog',
      the: 'the hedgehog',
      trouble: { simple: ['was stuck in the brambles'], rich: ['had tangled its prickles in a bramble and could not wriggle free'] },
      help: { simple: ['lifted the brambles away'], rich: ['eased the thorny stems back, one at a time'] },
      thanks: { simple: ['gave a happy snuffle'], rich: ['snuffled happily and trundled off, stopping once to look back'] },
    },
    {
      a: 'a beetle',
      the: 'the beetle',
      trouble: { simple: ['was stuck on its back'], rich: ['had tipped onto its back and was waving all six legs at the sky'] },
      help: { simple: ['turned it over with a leaf'], rich: ['slid a leaf underneath and turned it the right way up'] },
      thanks: { simple: ['ran off into the grass'], rich: ['shone like a green jewel for a moment, then scurried away'] },
    },
    {
      a: 'a squirrel',
      the: 'the squirrel',
      trouble: { simple: ['had dropped its nut in the stream'], rich: ['had dropped its best acorn into the stream and was chattering crossly at the water'] },
      help: { simple: ['fished the nut out'], rich: ['fished the acorn out with a long stick'] },
      thanks: { simple: ['did a happy flip'], rich: ['flicked its tail in thanks and raced up the nearest trunk'] },
    },
    {
      a: 'a baby rabbit',
      the: 'the baby rabbit',
      trouble: { simple: ['was lost in the ferns'], rich: ['had wandered too far from its burrow and was trembling in the ferns'] },
      help: { simple: ['took it back to its burrow'], rich: ['walked it slowly back to the mouth of its burrow'] },
      thanks: { simple: ['hopped inside, safe'], rich: ['twitched its nose once and vanished safely underground'] },
    },
    {
      a: 'a wood mouse',
      the: 'the wood mouse',
      trouble: { simple: ['could not reach a blackberry'], rich: ['was standing on tiptoe, trying to reach a blackberry that hung just too high'] },
      help: { simple: ['picked the berry for it'], rich: ['picked the blackberry and set it down carefully'] },
      thanks: { simple: ['ate it all up'], rich: ['ate it in tiny, delighted nibbles, whiskers purple with juice'] },
    },
  ],
};
