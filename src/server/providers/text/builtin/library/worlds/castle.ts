/** A fairy-tale castle and its kingdom. */
import type { World } from '../types.ts';

export const castle: World = {
  id: 'castle',
  keywords: ['castle', 'kingdom', 'palace', 'tower', 'fairy', 'enchanted', 'princess', 'prince', 'knight', 'dragon', 'magic'],
  places: [
    ['in', 'the kingdom of Bramblewood'],
    ['at', 'Castle Merrow, high on its green hill'],
    ['in', 'the Kingdom Beyond the Hills'],
  ],
  moves: {
    simple: ['walked', 'ran', 'went', 'skipped', 'marched', 'tiptoed'],
    rich: ['hurried', 'wandered', 'crept', 'strode', 'climbed', 'swept'],
  },
  things: ['towers', 'flags', 'windows', 'knights', 'horses', 'lanterns', 'doors', 'crowns'],
  homeward: 'home',
  spots: {
    high: [
      { name: 'the top of the tallest tower', short: 'the tower' },
      { name: 'the castle battlements', short: 'the battlements' },
      { name: 'the high balcony over the courtyard', short: 'the balcony' },
    ],
    low: [
      { name: 'the rose garden below the walls', short: 'the rose garden' },
      { name: 'the cellar full of barrels', short: 'the cellar' },
      { name: 'the straw in the royal stables', short: 'the stables' },
    ],
    water: [
      { name: 'the castle moat', short: 'the moat' },
      { name: 'the wishing well', short: 'the well' },
      { name: 'the fountain in the courtyard', short: 'the fountain' },
    ],
    hidden: [
      { name: 'the secret passage behind the tapestry', short: 'the passage' },
      { name: 'the dusty old library', short: 'the library' },
      { name: 'the enchanted hedge maze', short: 'the maze' },
    ],
    open: [
      { name: 'the great courtyard', short: 'the courtyard' },
      { name: 'the village green', short: 'the green' },
      { name: 'the grand hall', short: 'the hall' },
    ],
    path: [
      { name: 'the drawbridge', short: 'the drawbridge' },
      { name: 'the spiral staircase', short: 'the staircase' },
      { name: 'the cobbled road to the village', short: 'the road' },
    ],
  },
  senses: {
    sight: {
      simple: ['tall towers', 'bright flags', 'a golden door', 'day:a rainbow over the hill', 'night:lanterns in the windows', 'a sleepy cat on the wall', 'a big gold crown', 'a knight on a horse', 'a tall door'],
      rich: [
        'flags snapping from every tower in scarlet and gold',
        'tapestries of unicorns and ships, faded soft by the sun',
        'day:a rainbow arching over the castle as if it had been painted there',
        'night:lanterns glowing in a hundred narrow windows',
        'a cat asleep on the warm stones of the wall',
        'suits of armour standing to attention in the hall', 'a guard yawning at the gate and pretending not to', 'a peacock dragging its tail across the courtyard', 'day:sunlight spilling through a stained-glass window in blue and gold', 'night:torches flickering along the battlements'
      ],
    },
    sound: {
      simple: ['bells going ding-dong', 'horses going clip-clop', 'a trumpet going toot', 'the flags going flap', 'a horn going toot-toot', 'a door going creak'],
      rich: [
        'horses’ hooves clattering across the cobbles',
        'a trumpet sounding from the gatehouse',
        'the flags cracking and fluttering in the wind',
        'footsteps echoing along stone corridors',
        'night:the castle creaking softly as it settled for the night', 'the clank of armour somewhere down a corridor', 'a lute being tuned in the great hall', 'the drawbridge chains groaning', 'night:an owl in the tallest tower'
      ],
    },
    smell: {
      simple: ['fresh bread', 'roses', 'warm pies', 'cakes', 'candles'],
      rich: ['bread baking in the castle kitchens', 'old books and candle wax', 'roses climbing the sunny walls', 'apple pies cooling on a windowsill', 'woodsmoke from the great hall fire', 'hay and horses from the stables'],
    },
    touch: {
      simple: ['cold stone', 'a soft rug', 'a heavy door', 'a soft cushion', 'a cold suit of armour'],
      rich: ['cool stone walls, smooth with age', 'a rug as thick and soft as moss', 'the iron ring of a heavy oak door', 'a draught whistling along a stone passage', 'a banister worn smooth by a thousand hands'],
    },
  },
  creatures: [
    {
      a: 'a tiny mouse',
      the: 'the mouse',
      trouble: { simple: ['was stuck in a boot'], rich: ['had fallen into a knight’s boot and could not climb out'] },
      help: { simple: ['tipped the boot up'], rich: ['tipped the boot very gently onto its side'] },
      thanks: { simple: ['squeaked thank you'], rich: ['squeaked a polite thank you and bowed, whiskers twitching'] },
    },
    {
      a: 'a white dove',
      the: 'the dove',
      trouble: { simple: ['was shut in a room'], rich: ['had flown in through a window and could not find the way back out'] },
      help: { simple: ['opened the window'], rich: ['pushed the heavy window open as wide as it would go'] },
      thanks: { simple: ['flew out, happy'], rich: ['swooped out into the sunlight and circled the tower twice'] },
    },
    {
      a: 'a frog with a tiny crown',
      the: 'the frog',
      trouble: { simple: ['had lost its crown'], rich: ['had lost its tiny golden crown in the fountain and looked quite undignified without it'] },
      help: { simple: ['found the crown'], rich: ['fished the crown out from between the fountain stones'] },
      thanks: { simple: ['said ribbit'], rich: ['put the crown back on at a proud angle and said a very royal ribbit'] },
    },
    {
      a: 'a kitten',
      the: 'the kitten',
      trouble: { simple: ['was stuck up a tapestry'], rich: ['had climbed up a tapestry and could not get down'] },
      help: { simple: ['lifted it down'], rich: ['reached up and lifted it down, claws and all'] },
      thanks: { simple: ['purred and purred'], rich: ['purred like a tiny drum'] },
    },
    {
      a: 'a pony',
      the: 'the pony',
      trouble: { simple: ['had lost a ribbon from its mane'], rich: ['had lost its festival ribbon and looked very sorry about it'] },
      help: { simple: ['tied the ribbon back on'], rich: ['found the ribbon in the straw and tied it back with a bow'] },
      thanks: { simple: ['tossed its mane'], rich: ['tossed its mane proudly so the ribbon could be seen'] },
    },
  ],
};
