/** A town park: ponds, playgrounds and wide green fields. */
import type { World } from '../types.ts';

export const park: World = {
  id: 'park',
  keywords: ['park', 'playground', 'town', 'city', 'street', 'village', 'market', 'square', 'zoo'],
  places: [
    ['in', 'Willow Park'],
    ['in', 'the park on the corner'],
    ['at', 'Meadow Lane Park'],
  ],
  moves: {
    simple: ['walked', 'went', 'ran', 'skipped', 'raced', 'zoomed'],
    rich: ['wandered', 'hurried', 'strolled', 'jogged', 'dashed', 'headed'],
  },
  things: ['ducks', 'swings', 'benches', 'dogs', 'pigeons', 'conkers', 'kites', 'bikes'],
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
