/** More ready-made story ideas for /templates, at least two for every theme (see story-templates.ts). */
import type { StoryTemplate } from './story-templates.ts';

const t = (id: string, title: string, theme: StoryTemplate['theme'], setting: string, lesson: string | undefined, blurb: string): StoryTemplate => ({
  id,
  title,
  theme,
  setting,
  ...(lesson ? { lesson } : {}),
  blurb,
});

export const moreStoryTemplates: readonly StoryTemplate[] = [
  t('rainbow-bridge', 'The Rainbow Bridge', 'adventure', 'a misty valley with a waterfall', 'Working together gets you further than going alone.', 'A rainbow appears over the valley, and only half of it is there.'),
  t('treehouse-club', 'The Treehouse Club', 'adventure', 'a treehouse in a big oak tree', 'Everyone has something to add.', 'A secret knock, a rope ladder and a club that needs one more member.'),
  t('hot-air-balloon', 'Up in the Balloon', 'adventure', 'a hot-air balloon above patchwork fields', undefined, 'A balloon ride over the hills, with a kite that has lost its way.'),
  t('sleepy-owl', 'The Sleepy Owl', 'bedtime', 'a quiet wood at dusk', 'Everyone needs rest, even the busiest of us.', 'An owl who is up all night learns how lovely a slow evening can be.'),
  t('blanket-boat', 'The Blanket Boat', 'bedtime', 'a cosy bedroom with a soft blanket', 'Calm breaths help a busy mind settle.', 'A blanket becomes a boat that drifts gently towards dreamland.'),
  t('counting-clouds', 'Counting Clouds', 'bedtime', 'a hammock in a summer garden', undefined, 'One cloud, two clouds, three: a slow count all the way to sleep.'),
  t('moon-picnic', 'A Picnic on the Moon', 'space', 'a quiet crater on the moon', 'Sharing makes a meal taste better.', 'A picnic basket, a friendly moon rabbit and a view of Earth.'),
  t('robot-friend', 'The Robot Who Wanted to Dance', 'space', 'a space station with round windows', 'Trying something new is how we learn.', 'A little robot wants to dance, and your child knows just the steps.'),
  t('comet-race', 'The Comet Parade', 'space', 'a sky full of bright comets', undefined, 'Once a year the comets parade past, and this year one is running late.'),
  t('dino-sleepover', 'The Dinosaur Sleepover', 'dinosaurs', 'a museum after closing time', 'New friends can come in every size.', 'When the museum closes, the dinosaur bones wake up for a sleepover.'),
  t('tiny-triceratops', 'The Tiny Triceratops', 'dinosaurs', 'a sunny swamp with giant ferns', 'Being small can be a strength.', 'The smallest triceratops finds the one place the big ones cannot reach.'),
  t('dino-garden', 'The Dinosaur Garden', 'dinosaurs', 'a garden where the plants grow enormous', undefined, 'Seeds from long ago grow overnight into a garden fit for dinosaurs.'),
  t('coral-choir', 'The Coral Choir', 'ocean', 'a coral reef full of colour', 'Every voice matters in a song.', 'The reef fish are putting on a concert, but the clownfish is too shy to sing.'),
  t('message-in-a-bottle', 'The Message in a Bottle', 'ocean', 'a sandy beach at low tide', 'A kind reply can cross a whole sea.', 'A bottle washes up with a note inside, written by someone far away.'),
  t('whale-song', 'The Whale Who Lost Her Song', 'ocean', 'the deep blue sea', undefined, 'A gentle whale has forgotten her song, and the sea is very quiet without it.'),
  t('glass-slipper-mix-up', 'The Slipper Mix-Up', 'fairy-tale', 'a royal ballroom on a starry night', 'Honesty makes things right.', 'Two slippers, one ball and a muddle only your child can untangle.'),
  t('talking-teapot', 'The Talking Teapot', 'fairy-tale', 'a cottage in an enchanted wood', 'Listening carefully is a kind of magic.', 'A teapot that can talk, but only in rhymes.'),
  t('giant-garden', 'The Gentle Giant’s Garden', 'fairy-tale', 'a giant’s garden above the clouds', undefined, 'A beanstalk leads to a giant who only wants help with his carrots.'),
  t('new-neighbour', 'The New Neighbour', 'friendship', 'a street of painted houses', 'A friendly hello can start a friendship.', 'A moving van, a shy face at the window and an invitation to play.'),
  t('two-kites', 'Two Kites, One Wind', 'friendship', 'a windy hill above the town', 'Friends take turns.', 'Two friends, two kites and one very tangled string.'),
  t('pen-pals', 'The Pen Pals', 'friendship', 'a village by a long river', undefined, 'Letters float down the river between two friends who have never met.'),
  t('lunchbox-swap', 'The Lunchbox Swap', 'first-day-at-school', 'a busy school lunch hall', 'Being brave enough to say hello is worth it.', 'A mixed-up lunchbox turns into the first friendship of the year.'),
  t('class-hamster', 'The Class Hamster', 'first-day-at-school', 'a classroom with a hamster cage', 'Everyone is new at something.', 'The class hamster is new too, and your child helps it settle in.'),
  t('swimming-lesson', 'The First Swimming Lesson', 'bravery', 'a bright swimming pool', 'It is fine to go one step at a time.', 'The water looks deep, but a teacher, a float and a deep breath help.'),
  t('thunder-night', 'The Night of the Thunder', 'bravery', 'a house on a stormy night', 'Knowing what a noise is makes it less scary.', 'The thunder rumbles, and your child learns what the sky is really doing.'),
  t('school-play', 'The Big School Play', 'bravery', 'a school stage with red curtains', undefined, 'One line to say in front of everyone, and butterflies in the tummy.'),
  t('lost-mitten', 'The Lost Mitten', 'kindness', 'a snowy park in winter', 'Small kindnesses keep others warm.', 'A little lost mitten becomes a cosy home for a chilly mouse.'),
  t('garden-for-grandma', 'A Garden for Grandma', 'kindness', 'a small garden behind a little house', 'Helping someone can make both of you happy.', 'Grandma cannot dig any more, so your child plants her a surprise.'),
];
