/** Snowy mountains: peaks, passes and frozen waterfalls. */
import type { World } from '../types.ts';

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
  things: ['snowballs', 'goats', 'pine trees', 'footprints', 'icicles', 'rocks', 'snowflakes', 'clouds'],
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
