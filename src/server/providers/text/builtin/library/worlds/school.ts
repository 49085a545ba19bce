/** A school: classrooms, the hall and the playground. */
import type { World } from '../types.ts';

export const school: World = {
  id: 'school',
  keywords: ['school', 'class', 'nursery', 'kindergarten', 'preschool', 'teacher', 'library', 'playgroup'],
  places: [
    ['at', 'Sunny Hill School'],
    ['at', 'the little school on Orchard Road'],
    ['at', 'Maple Tree School'],
  ],
  moves: {
    simple: ['walked', 'went', 'ran', 'skipped', 'hurried', 'hopped'],
    rich: ['hurried', 'wandered', 'walked', 'tiptoed', 'headed', 'dashed'],
  },
  things: ['crayons', 'books', 'paintings', 'chairs', 'coats', 'pencils', 'paper stars', 'building blocks'],
  homeward: 'home',
  spots: {
    high: [
      { name: 'the top of the climbing frame', short: 'the climbing frame' },
      { name: 'the top of the big steps outside', short: 'the steps' },
      { name: 'the stage in the big hall', short: 'the stage' },
    ],
    low: [
      { name: 'the reading rug', short: 'the rug' },
      { name: 'the cubbies by the door', short: 'the cubbies' },
      { name: 'the sandpit in the playground', short: 'the sandpit' },
    ],
    water: [
      { name: 'the water table', short: 'the water table' },
      { name: 'the little pond in the school garden', short: 'the pond' },
      { name: 'the sinks in the art room', short: 'the sinks' },
    ],
    hidden: [
      { name: 'the dressing-up box', short: 'the dressing-up box' },
      { name: 'the cosy reading den', short: 'the reading den' },
      { name: 'the cupboard of paints', short: 'the paint cupboard' },
    ],
    open: [
      { name: 'the playground', short: 'the playground' },
      { name: 'the big hall', short: 'the hall' },
      { name: 'the school field', short: 'the field' },
    ],
    path: [
      { name: 'the long corridor', short: 'the corridor' },
      { name: 'the painted hopscotch path', short: 'the hopscotch' },
      { name: 'the path to the school gate', short: 'the gate path' },
    ],
  },
  senses: {
    sight: {
      simple: ['bright paintings', 'lots of books', 'a fish tank', 'coats on pegs', 'a big clock', 'paper stars', 'a big red bag', 'a wall of pictures', 'a box of toys'],
      rich: [
        'paintings of suns and houses pinned up in wobbly rows',
        'books of every size leaning on each other in the book corner',
        'a fish tank where a goldfish blew thoughtful bubbles',
        'coats hanging on pegs, each peg with a name and a picture',
        'paper stars dangling from the ceiling on cotton threads', 'a row of wellies lined up by the door', 'a map of the world with a pin in it for every child', 'a sunflower in a pot, taller than anyone in the class', 'glitter in places glitter should never be'
      ],
    },
    sound: {
      simple: ['the bell going ring', 'children laughing', 'chairs going scrape', 'a song in the hall', 'pencils going scratch', 'feet going tap'],
      rich: [
        'the bright clang of the school bell',
        'the chatter of many voices all at once',
        'chair legs scraping as everyone sat down',
        'a piano in the hall playing the same tune over and over', 'the squeak of trainers in the corridor', 'a teacher’s laugh from the next room', 'the rustle of pages being turned'
      ],
    },
    smell: {
      simple: ['new crayons', 'poster paint', 'toast', 'glue', 'apples'],
      rich: ['brand-new crayons', 'poster paint and glue sticks', 'toast from the breakfast club', 'pencil shavings', 'wet coats drying on the radiator'],
    },
    touch: {
      simple: ['a soft rug', 'a new book', 'sticky glue', 'a soft beanbag', 'a smooth pencil'],
      rich: ['the squashy reading cushions', 'the crisp pages of a new exercise book', 'play dough, cool and squidgy', 'a cool, smooth table top', 'the squishy cushions in the reading den'],
    },
  },
  creatures: [
    {
      a: 'the class hamster',
      the: 'the hamster',
      trouble: { simple: ['had no water'], rich: ['had knocked over its water bottle and was looking very sorry for itself'] },
      help: { simple: ['filled the bottle'], rich: ['filled the bottle and clipped it back in place'] },
      thanks: { simple: ['had a long drink'], rich: ['had a long drink and then ran in its wheel for joy'] },
    },
    {
      a: 'a bee',
      the: 'the bee',
      trouble: { simple: ['was stuck at the window'], rich: ['was bumping against the window, trying to get back outside'] },
      help: { simple: ['opened the window'], rich: ['opened the window wide and waited patiently'] },
      thanks: { simple: ['buzzed away'], rich: ['found the gap and buzzed away over the playground'] },
    },
    {
      a: 'a robin',
      the: 'the robin',
      trouble: { simple: ['was looking for crumbs'], rich: ['was hopping about the playground, hunting for crumbs'] },
      help: { simple: ['shared some crumbs'], rich: ['saved the crumbs from a snack and scattered them on the wall'] },
      thanks: { simple: ['sang a song'], rich: ['sang from the fence as if it were giving a concert'] },
    },
    {
      a: 'a ladybird',
      the: 'the ladybird',
      trouble: { simple: ['was on the windowsill'], rich: ['was crawling along the windowsill, far from any leaves'] },
      help: { simple: ['carried it outside'], rich: ['carried it outside on a fingertip'] },
      thanks: { simple: ['flew away home'], rich: ['opened its spotty wings and flew off towards the flower beds'] },
    },
    {
      a: 'a pigeon',
      the: 'the pigeon',
      trouble: { simple: ['was in the playground, looking lost'], rich: ['had wandered into the playground and was looking very lost'] },
      help: { simple: ['scattered some crumbs by the gate'], rich: ['scattered crumbs by the gate to lead it out'] },
      thanks: { simple: ['flapped away'], rich: ['followed the crumbs and flapped away over the wall'] },
    },
  ],
};
