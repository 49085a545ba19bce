/** Space: moons, craters and stardust. */
import type { World } from '../types.ts';

export const space: World = {
  id: 'space',
  keywords: ['space', 'moon', 'planet', 'star', 'rocket', 'galaxy', 'mars', 'comet', 'spaceship', 'orbit', 'asteroid'],
  places: [
    ['on', 'the Little Silver Moon'],
    ['on', 'Planet Pom, far beyond the stars'],
    ['in', 'the Twinkle Nebula'],
  ],
  moves: {
    simple: ['floated', 'zoomed', 'flew', 'bounced', 'drifted', 'zipped'],
    rich: ['floated', 'glided', 'bounded', 'drifted', 'soared', 'swooped'],
  },
  things: ['stars', 'moons', 'planets', 'rocks', 'comets', 'craters', 'sparkles', 'satellites'],
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
