/** Faraway places: space, the dinosaurs' valley and the snowy mountains. */
import type { World } from '../types.ts';

export const space: World = {
  id: 'space',
  keywords: ['space', 'moon', 'planet', 'star', 'rocket', 'galaxy', 'mars', 'comet', 'spaceship', 'orbit', 'asteroid'],
  places: [
    ['on', 'the Little Silver Moon'],
    ['on', 'Planet Pom, far beyond the clouds'],
    ['in', 'the Twinkle Nebula'],
  ],
  moves: {
    simple: ['floated', 'zoomed', 'flew', 'bounced', 'drifted', 'zipped'],
    rich: ['floated', 'glided', 'bounded', 'drifted', 'soared', 'swooped'],
  },
  homeward: 'back home to Earth',
  spots: {
    high: [
      { name: 'the top of Moon Mountain', short: 'the mountain top' },
      { name: 'the rim of the biggest crater', short: 'the crater rim' },
      { name: 'the tall crystal spire', short: 'the spire' },
    ],
    low: [
      { name: 'the bottom of a deep crater', short: 'the crater' },
      { name: 'the soft grey moon dust', short: 'the moon dust' },
      { name: 'the hollow where the moon-moss grows', short: 'the hollow' },
    ],
    water: [
      { name: 'the pool of shimmering stardust', short: 'the stardust pool' },
      { name: 'the frozen lake of silver ice', short: 'the ice lake' },
      { name: 'the river of sparkles on Planet Pom', short: 'the sparkle river' },
    ],
    hidden: [
      { name: 'a cave of glittering crystals', short: 'the crystal cave' },
      { name: 'the shadow side of a big rock', short: 'the shadow' },
      { name: 'an old, empty space station', short: 'the space station' },
    ],
    open: [
      { name: 'the wide dusty plain', short: 'the plain' },
      { name: 'the field of sleepy moon-flowers', short: 'the moon-flowers' },
      { name: 'the landing pad', short: 'the landing pad' },
    ],
    path: [
      { name: 'the trail of floating rocks', short: 'the floating rocks' },
      { name: 'the ring of ice around the planet', short: 'the ring' },
      { name: 'the milky path between the stars', short: 'the star path' },
    ],
  },
  senses: {
    sight: {
      simple: ['lots of stars', 'the blue Earth', 'a shooting star', 'big grey craters', 'a planet with rings', 'a purple comet', 'a silver moon', 'a big red planet', 'a twinkly star'],
      rich: [
        'more stars than anyone could count, scattered like spilled sugar',
        'Earth hanging in the dark like a blue and white marble',
        'a shooting star scratching a bright line across the sky',
        'craters ringed with frost that glittered when the light touched them',
        'a far-off planet wearing its rings like a hula hoop',
        'the long glowing tail of a comet', 'a moon rising over the rim of a crater', 'a satellite winking as it crossed the sky', 'a nebula glowing pink and violet in the far distance', 'footprints stretching back across the dust'
      ],
    },
    sound: {
      simple: ['a soft hum', 'the rocket going beep', 'a tiny ping', 'a soft beep-beep', 'a radio going crackle', 'a soft whoosh'],
      rich: [
        'the deep, quiet hum of the stars',
        'the gentle beep of the rocket’s dashboard',
        'a crystal chiming somewhere, like a spoon on a glass',
        'nothing at all but slow breathing inside the helmets', 'the soft hiss of the spacesuit’s air', 'a gentle crackle on the radio', 'the rocket’s engines ticking as they cooled'
      ],
    },
    smell: {
      simple: ['the clean rocket air', 'warm toast from home', 'warm toast', 'clean air'],
      rich: ['the clean, cool air of the spacesuit', 'a faint smell of toast, left over from breakfast on the rocket', 'the faint, metal smell of the rocket', 'hot chocolate from the rocket’s little kitchen'],
    },
    touch: {
      simple: ['soft moon dust', 'a cold rock', 'light, bouncy steps', 'a bumpy rock', 'a cold glove'],
      rich: ['moon dust as fine and soft as talcum powder', 'the odd lightness of every step, as if the ground wanted everyone to bounce', 'a smooth cold rock, older than anything on Earth', 'gloves stiff with cold', 'the strange, floaty lightness of every jump'],
    },
  },
  creatures: [
    {
      a: 'a moon-moth',
      the: 'the moon-moth',
      trouble: { simple: ['had lost its glow'], rich: ['had flown too far from the light and its wings had faded to grey'] },
      help: { simple: ['shone a torch on it'], rich: ['held a torch close until its wings began to shine again'] },
      thanks: { simple: ['glowed and flew off'], rich: ['lit up like a little lantern and fluttered in a happy loop'] },
    },
    {
      a: 'a small space snail',
      the: 'the space snail',
      trouble: { simple: ['was stuck on a rock'], rich: ['had drifted off its rock and was floating slowly away'] },
      help: { simple: ['put it back'], rich: ['caught it carefully and set it back on its rock'] },
      thanks: { simple: ['waved its horns'], rich: ['waved its glowing horns and left a trail of sparkle as it moved'] },
    },
    {
      a: 'a baby comet',
      the: 'the baby comet',
      trouble: { simple: ['could not find its way'], rich: ['had spun off course and was fizzing in frightened little circles'] },
      help: { simple: ['pointed the way'], rich: ['pointed out the bright star it needed to follow'] },
      thanks: { simple: ['fizzed with joy'], rich: ['fizzed with joy and shot away, trailing glitter'] },
    },
    {
      a: 'a little star-fox',
      the: 'the star-fox',
      trouble: { simple: ['had its tail caught in a crack'], rich: ['had caught its glowing tail in a crack in the rock'] },
      help: { simple: ['freed its tail'], rich: ['eased the tail free without bending a single shining hair'] },
      thanks: { simple: ['did a happy spin'], rich: ['spun in a circle, scattering sparks'] },
    },
    {
      a: 'a moon-bunny',
      the: 'the moon-bunny',
      trouble: { simple: ['could not find its crater'], rich: ['had bounced too far and could not find its crater'] },
      help: { simple: ['showed it the way back'], rich: ['pointed back along the trail of its own bouncy footprints'] },
      thanks: { simple: ['bounced off home'], rich: ['bounced away, each hop higher than the last'] },
    },
  ],
};

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

export const mountain: World = {
  id: 'mountain',
  keywords: ['mountain', 'snow', 'hill', 'cliff', 'winter', 'ice', 'ski', 'arctic', 'north pole', 'glacier'],
  places: [
    ['in', 'the Snowcap Mountains'],
    ['on', 'Windy Peak'],
    ['in', 'the valley under Frosty Fell'],
  ],
  moves: {
    simple: ['walked', 'trudged', 'went', 'slid', 'stomped', 'climbed'],
    rich: ['trudged', 'climbed', 'scrambled', 'crunched', 'slid', 'pressed on'],
  },
  homeward: 'home',
  spots: {
    high: [
      { name: 'the top of the snowy peak', short: 'the peak' },
      { name: 'the high rocky ledge', short: 'the ledge' },
      { name: 'the old lookout tower', short: 'the tower' },
    ],
    low: [
      { name: 'the deep snowdrift', short: 'the snowdrift' },
      { name: 'the heather in the valley', short: 'the heather' },
      { name: 'the hollow under the pine trees', short: 'the hollow' },
    ],
    water: [
      { name: 'the frozen waterfall', short: 'the frozen waterfall' },
      { name: 'the icy mountain stream', short: 'the stream' },
      { name: 'the still blue lake', short: 'the lake' },
    ],
    hidden: [
      { name: 'the shepherd’s old hut', short: 'the hut' },
      { name: 'an ice cave', short: 'the ice cave' },
      { name: 'the space behind the big boulder', short: 'the boulder' },
    ],
    open: [
      { name: 'the wide snowy field', short: 'the snowy field' },
      { name: 'the high meadow', short: 'the meadow' },
      { name: 'the sledging slope', short: 'the slope' },
    ],
    path: [
      { name: 'the zigzag path', short: 'the zigzag path' },
      { name: 'the rope bridge', short: 'the rope bridge' },
      { name: 'the narrow mountain pass', short: 'the pass' },
    ],
  },
  senses: {
    sight: {
      simple: ['white snow', 'tall pine trees', 'a mountain goat', 'day:a bright blue sky', 'night:a sky full of stars', 'frosty puffs of breath', 'a big snowman', 'a blue lake', 'a goat on a rock'],
      rich: [
        'snow lying smooth and untouched, like icing on a cake',
        'pine trees wearing heavy white coats',
        'a mountain goat balancing on a ledge as if it were nothing',
        'day:a sky so blue it almost hummed',
        'night:stars sharp and bright in the cold air',
        'every breath puffing out in a little cloud', 'an eagle turning slow circles far above', 'icicles hanging from a rock like a row of glass teeth', 'day:the whole valley laid out below like a map', 'night:the lights of a village twinkling far below'
      ],
    },
    sound: {
      simple: ['snow going crunch', 'the wind going whoo', 'a bell on a goat', 'snow going flump', 'a bird going peep'],
      rich: ['the squeak and crunch of fresh snow underfoot', 'the wind singing over the ridge', 'the far-off clonk of a goat’s bell', 'snow sliding off a branch with a soft flump', 'the trickle of meltwater under the snow', 'the wind whistling through a gap in the rocks', 'an eagle’s thin cry', 'night:the deep, ringing silence of the snowfields'],
    },
    smell: {
      simple: ['cold air', 'pine trees', 'hot cocoa', 'snow', 'wood smoke'],
      rich: ['air so cold and clean it fizzed in the nose', 'pine resin and woodsmoke', 'hot cocoa from a flask', 'snow, which smells of nothing and everything', 'smoke from a faraway chimney'],
    },
    touch: {
      simple: ['cold snow', 'warm mittens', 'a cold wind', 'a cold nose', 'soft snow'],
      rich: ['snowflakes melting on warm cheeks', 'woolly mittens going stiff with ice', 'a wind that nipped at every ear', 'cheeks stinging pink with cold', 'the crunch and give of a snowdrift'],
    },
  },
  creatures: [
    {
      a: 'a mountain hare',
      the: 'the hare',
      trouble: { simple: ['had a sore paw'], rich: ['was holding up one paw, which had a burr of ice stuck in its fur'] },
      help: { simple: ['warmed the paw'], rich: ['cupped the paw in warm mittens until the ice melted away'] },
      thanks: { simple: ['hopped off, happy'], rich: ['twitched its nose in thanks and bounded off, white against white'] },
    },
    {
      a: 'a robin',
      the: 'the robin',
      trouble: { simple: ['was cold and hungry'], rich: ['was fluffed up into a round, hungry ball on a frozen branch'] },
      help: { simple: ['gave it some crumbs'], rich: ['scattered crumbs from a sandwich on a flat rock'] },
      thanks: { simple: ['sang a little song'], rich: ['ate every crumb and sang a thin, bright song'] },
    },
    {
      a: 'a baby goat',
      the: 'the baby goat',
      trouble: { simple: ['was stuck on a rock'], rich: ['had climbed onto a rock and was too nervous to jump down'] },
      help: { simple: ['made some snow steps'], rich: ['packed snow into three firm steps'] },
      thanks: { simple: ['jumped down, happy'], rich: ['hopped down the steps and skipped off to its mother, bell jingling'] },
    },
    {
      a: 'a marmot',
      the: 'the marmot',
      trouble: { simple: ['could not find its burrow in the snow'], rich: ['had lost its burrow under a fresh fall of snow'] },
      help: { simple: ['dug out the door'], rich: ['dug away the snow until the burrow door appeared'] },
      thanks: { simple: ['whistled thank you'], rich: ['gave a loud, pleased whistle and popped inside'] },
    },
    {
      a: 'a snow owl',
      the: 'the snow owl',
      trouble: { simple: ['was cold and fluffed up'], rich: ['was sitting fluffed up against the cold, eyes half closed'] },
      help: { simple: ['made a shelter of stones'], rich: ['built a little wall of stones to keep off the wind'] },
      thanks: { simple: ['blinked its gold eyes'], rich: ['blinked its great gold eyes slowly, which is how owls say thank you'] },
    },
  ],
};
