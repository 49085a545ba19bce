/** Places with walls: a fairy-tale castle, a school and home at night. */
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

export const home: World = {
  id: 'home',
  keywords: ['home', 'house', 'bedroom', 'bedtime', 'room', 'flat', 'apartment', 'attic', 'kitchen', 'cottage'],
  places: [
    ['in', 'the little house on Willow Lane'],
    ['in', 'the cosy house at the end of the street'],
    ['in', 'the yellow cottage by the lane'],
  ],
  moves: {
    simple: ['tiptoed', 'crept', 'went', 'padded', 'walked'],
    rich: ['tiptoed', 'crept', 'padded', 'slipped', 'wandered'],
  },
  homeward: 'back to bed',
  spots: {
    high: [
      { name: 'the top of the bookcase', short: 'the bookcase' },
      { name: 'the windowsill', short: 'the windowsill' },
      { name: 'the top of the stairs', short: 'the stairs' },
    ],
    low: [
      { name: 'the dark space under the bed', short: 'the space under the bed' },
      { name: 'the toy box', short: 'the toy box' },
      { name: 'the fluffy rug', short: 'the rug' },
    ],
    water: [
      { name: 'the bath', short: 'the bath' },
      { name: 'the kitchen sink', short: 'the sink' },
      { name: 'the fish bowl', short: 'the fish bowl' },
    ],
    hidden: [
      { name: 'the big wardrobe', short: 'the wardrobe' },
      { name: 'the cupboard under the stairs', short: 'the cupboard' },
      { name: 'the attic', short: 'the attic' },
    ],
    open: [
      { name: 'the middle of the bedroom', short: 'the bedroom' },
      { name: 'the landing', short: 'the landing' },
      { name: 'the living room', short: 'the living room' },
    ],
    path: [
      { name: 'the creaky hallway', short: 'the hallway' },
      { name: 'the stairs', short: 'the stairs' },
      { name: 'the back door', short: 'the back door' },
    ],
  },
  senses: {
    sight: {
      simple: ['the round moon', 'a soft lamp', 'a sleepy cat', 'stars at the window', 'a pile of books', 'night:long shadows', 'a cosy bed', 'a stack of books', 'night:the moon at the window'],
      rich: [
        'night:the moon peeping round the curtains',
        'a nightlight making a small gold pool on the floor',
        'the cat curled into a tidy circle on the stairs',
        'night:stars pricking through the dark outside the window',
        'books stacked by the bed, waiting for tomorrow',
        'night:shadows that turned out to be a dressing gown and a chair', 'slippers waiting side by side at the foot of the bed', 'a glow-in-the-dark star stuck to the ceiling', 'night:headlights sweeping across the ceiling and away', 'a dressing gown hanging on the back of the door'
      ],
    },
    sound: {
      simple: ['the clock going tick-tock', 'the rain going pitter-pat', 'a cat purring', 'a soft snore', 'a tap going drip', 'slippers going shuffle'],
      rich: [
        'the clock ticking slowly in the hall',
        'rain tapping gently at the window',
        'the cat purring like a tiny engine',
        'the house creaking as it settled for the night',
        'a soft snore from somewhere down the landing', 'the hum of the fridge downstairs', 'a tap dripping once, then stopping', 'the wind murmuring in the chimney'
      ],
    },
    smell: {
      simple: ['warm milk', 'clean sheets', 'bath bubbles', 'bath bubbles', 'warm toast'],
      rich: ['warm milk with a little honey', 'clean sheets that smelled of sunshine', 'bubble bath and toothpaste', 'toast from this morning, still faintly there', 'lavender from the pillow'],
    },
    touch: {
      simple: ['a soft blanket', 'warm socks', 'a fluffy pillow', 'a soft teddy', 'a warm quilt'],
      rich: ['a blanket as soft as a cloud', 'warm socks on cold toes', 'a pillow plumped up just right', 'the cool side of the pillow', 'carpet soft under bare feet'],
    },
  },
  creatures: [
    {
      a: 'a small spider',
      the: 'the spider',
      trouble: { simple: ['was stuck in the bath'], rich: ['had fallen into the bath and could not climb the slippery sides'] },
      help: { simple: ['put a towel in for it'], rich: ['hung a flannel over the edge like a ladder'] },
      thanks: { simple: ['climbed out'], rich: ['climbed out, leg over careful leg, and hurried off to its web'] },
    },
    {
      a: 'a moth',
      the: 'the moth',
      trouble: { simple: ['was stuck by the lamp'], rich: ['was fluttering round and round the lamp, unable to leave it'] },
      help: { simple: ['turned the lamp off'], rich: ['switched off the lamp and opened the window a crack'] },
      thanks: { simple: ['flew out to the moon'], rich: ['drifted out towards the moon instead'] },
      time: 'night',
    },
    {
      a: 'a sleepy cat',
      the: 'the cat',
      trouble: { simple: ['was shut out in the cold'], rich: ['was sitting outside the back door, looking cold and offended'] },
      help: { simple: ['let it in'], rich: ['opened the door and let the cold cat in'] },
      thanks: { simple: ['purred and purred'], rich: ['wound around everyone’s legs, purring loudly'] },
    },
    {
      a: 'a ladybird',
      the: 'the ladybird',
      trouble: { simple: ['was stuck behind the curtain'], rich: ['was trapped behind the curtain, bumping against the glass'] },
      help: { simple: ['let it out of the window'], rich: ['opened the window and let it out'] },
      thanks: { simple: ['flew off into the night'], rich: ['flew off into the dark garden'] },
    },
    {
      a: 'a tiny mouse',
      the: 'the tiny mouse',
      trouble: { simple: ['was stuck in the biscuit tin'], rich: ['had climbed into the biscuit tin and could not climb out'] },
      help: { simple: ['tipped the tin over'], rich: ['tipped the tin over, very gently, on its side'] },
      thanks: { simple: ['ran off with a crumb'], rich: ['scampered away with a crumb as big as its head'] },
    },
  ],
};
