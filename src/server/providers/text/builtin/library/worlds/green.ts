/** Outdoor green places: woods, gardens and parks. */
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

export const garden: World = {
  id: 'garden',
  keywords: ['garden', 'allotment', 'yard', 'greenhouse', 'orchard', 'backyard'],
  places: [
    ['in', 'the back garden'],
    ['in', 'the big walled garden'],
    ['in', 'the garden behind the blue house'],
  ],
  moves: {
    simple: ['walked', 'went', 'ran', 'tiptoed', 'skipped', 'hopped'],
    rich: ['wandered', 'crept', 'hurried', 'padded', 'scurried', 'ducked'],
  },
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

export const park: World = {
  id: 'park',
  keywords: ['park', 'playground', 'town', 'city', 'street', 'village', 'market', 'square', 'farm', 'zoo'],
  places: [
    ['in', 'Willow Park'],
    ['in', 'the park on the corner'],
    ['at', 'Meadow Lane Park'],
  ],
  moves: {
    simple: ['walked', 'went', 'ran', 'skipped', 'raced', 'zoomed'],
    rich: ['wandered', 'hurried', 'strolled', 'jogged', 'dashed', 'headed'],
  },
  homeward: 'home',
  spots: {
    high: [
      { name: 'the top of the climbing frame', short: 'the climbing frame' },
      { name: 'the old chestnut tree', short: 'the chestnut tree' },
      { name: 'the top of the big slide', short: 'the slide' },
    ],
    low: [
      { name: 'the flower beds', short: 'the flower beds' },
      { name: 'the bushes by the bandstand', short: 'the bushes' },
      { name: 'the sandpit', short: 'the sandpit' },
    ],
    water: [
      { name: 'the duck pond', short: 'the pond' },
      { name: 'the splash fountain', short: 'the fountain' },
      { name: 'the little river under the bridge', short: 'the river' },
    ],
    hidden: [
      { name: 'the tunnel under the slide', short: 'the tunnel' },
      { name: 'the hollow in the big hedge', short: 'the hedge' },
      { name: 'the old bandstand', short: 'the bandstand' },
    ],
    open: [
      { name: 'the big green field', short: 'the field' },
      { name: 'the picnic lawn', short: 'the lawn' },
      { name: 'the grassy hill', short: 'the hill' },
    ],
    path: [
      { name: 'the long path by the pond', short: 'the path' },
      { name: 'the little wooden bridge', short: 'the bridge' },
      { name: 'the avenue of lime trees', short: 'the avenue' },
    ],
  },
  senses: {
    sight: {
      simple: ['ducks on the pond', 'a red kite in the sky', 'swings going up and down', 'day:a big blue sky', 'night:lamps along the path', 'a dog with a stick', 'a big green tree', 'a boat on the pond', 'night:a lamp on the path'],
      rich: [
        'ducks drifting across the pond in a neat line',
        'a red kite tugging at its string high above the hill',
        'day:the swings creaking up and down in the sun',
        'night:the lamps along the path flickering on one by one',
        'a dog proudly carrying a stick twice its size',
        'conker shells split open on the grass like little green hedgehogs', 'a grandfather and a small child feeding the pigeons', 'day:a tiny dog in a coat marching importantly past', 'night:the bandstand outlined with fairy lights', 'a heron standing as still as a statue at the edge of the pond'
      ],
    },
    sound: {
      simple: ['ducks going quack', 'the swings going squeak', 'a dog going woof', 'the bells of the ice-cream van', 'a bike bell going ring', 'a ball going bounce'],
      rich: [
        'ducks squabbling cheerfully over breadcrumbs',
        'the squeak of the swings and the laughter of the children on them',
        'the far-off jingle of the ice-cream van',
        'leaves skittering along the path in the wind',
        'night:the hush of the park after everyone had gone home', 'a bicycle bell ringing twice', 'a football being kicked against a wall', 'night:an owl somewhere in the old chestnut trees', 'the fountain splashing and chuckling to itself'
      ],
    },
    smell: {
      simple: ['cut grass', 'hot chips', 'sweet flowers', 'warm bread', 'ice cream', 'flowers'],
      rich: ['freshly cut grass', 'warm doughnuts from the kiosk', 'the roses in the bandstand beds', 'rain on warm pavements', 'popcorn from the kiosk', 'lime blossom, sweet and heavy'],
    },
    touch: {
      simple: ['soft grass', 'a cool wind', 'warm sand', 'the smooth rail', 'a warm bench', 'crunchy gravel'],
      rich: ['the cool metal of the climbing frame', 'soft grass that had just been mown', 'the gritty warmth of the sandpit', 'a breeze that tugged at every sleeve', 'a bench still warm from the sun', 'the gritty crunch of the gravel path'],
    },
  },
  creatures: [
    {
      a: 'a duckling',
      the: 'the duckling',
      trouble: { simple: ['had lost its mum'], rich: ['had paddled away from its family and was peeping anxiously'] },
      help: { simple: ['walked it back to the pond'], rich: ['walked slowly beside it, all the way back to the water’s edge'] },
      thanks: { simple: ['swam to its mum'], rich: ['paddled off to its mother with a string of delighted peeps'] },
    },
    {
      a: 'a pigeon',
      the: 'the pigeon',
      trouble: { simple: ['had string on its foot'], rich: ['had a piece of string wound around one pink foot'] },
      help: { simple: ['took the string off'], rich: ['unwound the string very gently while the pigeon held still'] },
      thanks: { simple: ['cooed and flew up'], rich: ['cooed, puffed out its shining chest and flapped up onto a lamp post'] },
    },
    {
      a: 'a snail',
      the: 'the snail',
      trouble: { simple: ['was on the busy path'], rich: ['was crossing the busy path, very slowly, right where people walked'] },
      help: { simple: ['put it on a leaf'], rich: ['carried it across to a cool, shady flower bed'] },
      thanks: { simple: ['went on its way'], rich: ['poked out its horns, as if to say thank you, and went on its slow way'] },
    },
    {
      a: 'a squirrel',
      the: 'the squirrel',
      trouble: { simple: ['had a bag stuck on its head'], rich: ['had got its head stuck in a paper bag and was running in circles'] },
      help: { simple: ['took the bag off'], rich: ['eased the paper bag off very gently'] },
      thanks: { simple: ['ran up a tree'], rich: ['blinked, shook its ears and shot up the nearest tree'] },
    },
    {
      a: 'a goose',
      the: 'the goose',
      trouble: { simple: ['had lost its gosling'], rich: ['was honking anxiously, looking for a gosling that had wandered off'] },
      help: { simple: ['found the gosling in the reeds'], rich: ['found the gosling hiding in the reeds and shooed it back'] },
      thanks: { simple: ['honked with joy'], rich: ['honked triumphantly and tucked the gosling under a wing'] },
    },
  ],
};
