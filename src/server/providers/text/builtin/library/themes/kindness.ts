/** Kindness: a hedgehog before winter, a bird with a hurt wing, and soup everyone helps to make. */
import { kindnessTales } from '../tales/kindness/index.ts';
import type { ThemeLibrary } from '../types.ts';

export const kindness: ThemeLibrary = {
  tales: kindnessTales,
  defaultLessons: ['kindness', 'sharing', 'helping'],
  companions: [
    { name: 'Clover', a: 'a gentle rabbit with a big heart', noun: 'rabbit', role: 'helper' },
    { name: 'Mister Bumble', a: 'a bumblebee who knew every flower by name', noun: 'bumblebee', role: 'spotter' },
    { name: 'Pudding', a: 'a round little pony who loved a joke', noun: 'pony', role: 'joker' },
  ],
  plots: [
    {
      id: 'hedgehog-winter',
      method: 'new-angle',
      shape: 'find',
      time: 'day',
      worlds: ['garden', 'forest', 'park'],
      titles: ['{hero} and the Hedgehog’s Winter Bed', 'A Warm Place for {needy}', 'Before the Snow'],
      needy: { name: 'Bristle', noun: 'the little hedgehog', talks: true },
      goal: { full: 'a warm, dry bed for the winter', short: 'a winter bed' },
      problem: {
        spot: 'low',
        simple: [
          'It was getting cold {place.in}. A little hedgehog sat in {spot}. "I am {needy}," it said. "Snow is coming. I need a warm bed for the winter. But I can’t find one."',
        ],
        rich: [
          'The leaves were falling fast {place.in}, and the mornings smelled of frost. In {spot}, {hero} found a small hedgehog, shivering. "I’m {needy}," it said. "I’m meant to sleep all winter, but I need a warm, dry bed, and every place I try is taken or too wet or too windy. And the snow is coming soon."',
        ],
        scene: 'A shivering little hedgehog in {spot} among falling leaves, {hero} kneeling beside it',
      },
      attempts: [
        {
          spot: 'hidden',
          simple: [
            '{team} looked in {spot}. It was dry! But someone was already asleep in there. Shh! They tiptoed away.',
          ],
          rich: [
            '{spot} looked perfect: dry, sheltered, snug. But when {hero} peeked in, a very large toad opened one eye and said, "Occupied." They tiptoed away.',
          ],
          scene: '{hero} peeking into {spot} where a sleepy toad opens one eye',
        },
        {
          spot: 'water',
          simple: [
            '{team} found a hole by {spot}. But it was wet and muddy. "Too wet," said {needy}. "I will get cold."',
          ],
          rich: [
            'Near {spot} there was a hollow under a root, but when {needy} tried it, the bottom was soggy with water. "I’d wake up as an ice cube," the hedgehog said sadly.',
          ],
          scene: 'A hedgehog testing a soggy hollow near {spot}, {hero} watching',
        },
        {
          spot: 'open',
          simple: [
            '{team} made a pile of leaves on {spot}. It was a good bed! But then the wind came. Whoosh! The leaves blew away.',
          ],
          rich: [
            'On {spot}, they raked up an enormous pile of leaves, and {needy} burrowed in happily. Then the wind came gusting across, and in one great whoosh the whole bed went flying, leaving one surprised hedgehog sitting in the open.',
          ],
          scene: 'Leaves blowing away in the wind on {spot}, a surprised hedgehog left in the open',
        },
        {
          spot: 'high',
          simple: [
            '"What about up high?" said {hero}. They looked at {spot}. But hedgehogs can’t climb. "Too high!" said {needy}.',
          ],
          rich: [
            '{hero} suggested {spot}, which was dry and out of the wind. {needy} looked at it, and then down at four very short legs, and then back at {hero}. "Hedgehogs," {needy} explained patiently, "do not climb."',
          ],
          scene: 'A hedgehog looking up doubtfully at {spot}',
        },
      ],
      turn: {
        simple: [
          '{hero} thought about what a hedgehog needs. Somewhere dry. Somewhere out of the wind. Somewhere low and cosy. "We can make one!" said {hero}.',
        ],
        rich: [
          '{hero} thought about what a hedgehog really needs: somewhere dry, somewhere sheltered from the wind, somewhere low and snug that belongs to nobody else. "Then we don’t need to find a bed," {hero} said slowly. "We need to build one, with all the good parts and none of the bad."',
        ],
        scene: '{hero} counting ideas on {hero.their} fingers, a hedgehog watching hopefully',
      },
      solve: {
        simple: [
          'They found an old box. They put it under a bush, out of the wind. They filled it with dry leaves and soft straw. {needy} crept in. "It is perfect!"',
        ],
        rich: [
          'They found an old wooden box and set it low under a thick bush, where the wind could not reach. They lined it with dry leaves and soft straw and tucked an old tile over the top so the rain would run off. {needy} crept in, turned round three times and sighed the sigh of a hedgehog who has found exactly the right place. "It’s perfect," came a muffled voice.',
        ],
        scene: '{hero} tucking dry leaves into a wooden box under a bush, a hedgehog crawling inside',
      },
      celebrate: {
        simple: ['"Goodnight, {needy}," said {hero}. "See you in the spring." A tiny snore came from the box.'],
        rich: ['"See you in the spring," {hero} whispered. The only answer was the smallest snore, and then the first snowflake of the year drifted down and settled on the lid.'],
        scene: 'The first snowflake settling on a cosy hedgehog box under a bush',
      },
    },
    {
      id: 'bent-wing',
      method: 'patience',
      shape: 'fix',
      time: 'day',
      worlds: ['park', 'garden', 'forest', 'seaside'],
      titles: ['{hero} and the Bird with the Bent Wing', 'Fly Again, {needy}', 'A Little Help for {needy}'],
      needy: { name: 'Flutter', noun: 'the little blue bird', talks: true },
      goal: { full: 'the little bird’s flight', short: 'flying' },
      problem: {
        spot: 'low',
        simple: [
          '{hero} found a little blue bird in {spot}. It could not fly. One wing was bent. "I am {needy}," said the bird. "My family is flying south soon. I must fly too!"',
        ],
        rich: [
          'In {spot}, {place.in}, {hero} found a little blue bird hopping in circles, one wing held out at an odd angle. "I’m {needy}," it chirped. "I bumped into a window. Now my wing won’t work, and my family flies south in three days. If I can’t fly by then, I’ll be left behind."',
        ],
        scene: 'A little blue bird with a bent wing in {spot}, {hero} crouching close',
      },
      attempts: [
        {
          spot: 'high',
          simple: [
            '{hero} held {needy} up at {spot}. "Flap!" said {hero}. {needy} flapped. But {needy} went down, bump!',
          ],
          rich: [
            '{hero} carried {needy} to {spot} and held the bird up into the breeze. "Try now," {hero} said. {needy} flapped bravely, wobbled and came down in a soft heap. Some things can’t be rushed.',
          ],
          scene: '{hero} holding a little blue bird up at {spot}, the bird wobbling',
        },
        {
          spot: 'hidden',
          simple: [
            '{hero} made a bed in {spot}. But {needy} wanted to go out. "I must practise!" {needy} hopped out again and again.',
          ],
          rich: [
            '{hero} made a cosy nest in {spot} so {needy} could rest. But {needy} was far too worried to rest. Every few minutes the bird hopped out and tried to fly, and every time the wing ached a little more.',
          ],
          scene: 'A little bird hopping out of a cosy nest in {spot}',
        },
        {
          spot: 'open',
          simple: [
            '{hero} gave {needy} lots of seeds on {spot}. Yum! But seeds did not fix the wing.',
          ],
          rich: [
            'On {spot}, {hero} laid out a feast of seeds and berries, because everything feels better after a good meal. {needy} ate every crumb and felt much happier. The wing, however, was exactly as bent as before.',
          ],
          scene: '{hero} laying out seeds and berries for a little bird on {spot}',
        },
        {
          spot: 'water',
          simple: [
            '{team} took {needy} to {spot} for a bath. Splish, splash! {needy} felt clean. But the wing was still sore.',
          ],
          rich: [
            'At {spot}, {needy} had a splashy bath, which birds enjoy enormously. Then the bird shook, fluffed up, tried the wing, and winced. Clean was lovely. Clean was not the same as better.',
          ],
          scene: 'A little blue bird splashing at {spot}',
        },
      ],
      turn: {
        simple: [
          '{hero} looked at the wing, very gently. "It needs to stay still," said {hero}. "It needs time to get better. And you need a friend to wait with you."',
        ],
        rich: [
          '{hero} looked at the wing carefully and gently, the way a doctor would. It was not broken, only bent and bruised. "I think," {hero} said, "your wing needs to be still, and it needs time. Every time you try too soon, it starts getting better all over again."',
        ],
        scene: '{hero} gently looking at a little bird’s wing',
      },
      solve: {
        simple: [
          '{hero} made a soft little wrap for the wing. For two days, {hero} looked after {needy}. On the third day, {hero} took off the wrap. Flap, flap! {needy} flew!',
        ],
        rich: [
          'So {hero} folded the wing gently against the bird’s side and wrapped it with a soft strip of cloth, and for two days {hero} kept {needy} company: bringing seeds, telling stories, keeping watch. On the morning of the third day, {hero} unwrapped the wing. {needy} stretched it, tested it, gave one flap, then two, and rose into the air, circling once, twice, higher and higher.',
        ],
        scene: 'A little blue bird flying up into the morning sky, {hero} watching with joy',
      },
      celebrate: {
        simple: ['{needy} flew to {hero.poss} hand. "Thank you!" it sang. Then {needy} flew off with the family.'],
        rich: ['{needy} came back down and landed on {hero.poss} outstretched finger, light as a leaf. "Thank you," the bird sang. "I’ll sing about you all the way south." And off it went with its family, a small blue dot among many.'],
        scene: 'A little blue bird perched on {hero.poss} finger, a flock flying overhead',
      },
    },
    {
      id: 'stone-soup',
      method: 'together',
      shape: 'befriend',
      time: 'day',
      worlds: ['park', 'castle', 'forest', 'valley', 'garden'],
      titles: ['{hero} and the Stone Soup', 'Soup for Everyone', 'The Biggest Pot of Soup'],
      goal: { full: 'a soup big enough for everyone', short: 'the soup' },
      problem: {
        spot: 'open',
        simple: [
          'It was a cold day {place.in}. Everyone was hungry. But no one wanted to share. "This is mine," said one. "That is mine," said another. {hero} had an idea.',
        ],
        rich: [
          'It was the coldest day of the year {place.in}, and everyone was hungry. The rabbit had carrots, the mouse had a bit of cheese, the squirrel had nuts and the goose had some bread, but nobody would share. Each of them sat alone with their little bit of food, looking cold and cross. {hero} looked around and had an idea.',
        ],
        scene: 'Cross animals sitting apart in the cold on {spot}, each hugging a little food, {hero} watching',
      },
      attempts: [
        {
          essential: true,
          spot: 'water',
          simple: [
            '{hero} put a big pot of water from {spot} on the fire. {hero} put in a stone. "Stone soup!" said {hero}. Everyone came to look.',
          ],
          rich: [
            '{hero} filled the biggest pot with water from {spot}, set it over a fire, and dropped in one smooth, round stone. "Stone soup," {hero} announced. The animals crept closer, curious in spite of themselves.',
          ],
          scene: '{hero} dropping a smooth stone into a big pot of water over a fire',
        },
        {
          spot: 'open',
          simple: [
            '{hero} gave it a stir. "It is good," said {hero}. "But it would be better with a carrot." The rabbit looked at the carrots. But the rabbit said no.',
          ],
          rich: [
            '{hero} tasted it and nodded. "Very good. Though it would be even better with a carrot." Everyone looked at the rabbit. The rabbit held the carrots tighter and shook its head. Not yet.',
          ],
          scene: '{hero} stirring a pot while a rabbit clutches its carrots',
        },
        {
          spot: 'low',
          simple: [
            '{hero} put in {hero.their} own bread. "I will share first," said {hero}. The pot smelled nice. But the others still held on to their food.',
          ],
          rich: [
            '{hero} took out {hero.their} own lunch, a whole loaf, and crumbled it into the pot. "I’ll go first," {hero} said simply. The soup began to smell wonderful. The animals shuffled. But still nobody moved.',
          ],
          scene: '{hero} crumbling bread into the soup pot, animals watching',
        },
        {
          spot: 'path',
          simple: [
            '{hero} asked the mouse. "A bit of cheese?" The mouse said, "Only if the squirrel shares." The squirrel said, "Only if the goose shares." Nobody went first.',
          ],
          rich: [
            '{hero} went round asking. The mouse would share if the squirrel did. The squirrel would share if the goose did. The goose would share if the rabbit did. And the rabbit, as they already knew, was holding on tight. Everyone was waiting for someone else.',
          ],
          scene: '{hero} talking to a mouse, a squirrel and a goose on {spot}',
        },
      ],
      turn: {
        simple: [
          '{hero} went to the rabbit and sat down. "Are you hungry?" asked {hero}. "Yes," said the rabbit. "I am scared I will have nothing." {hero} said, "If we all share, we will all have lots."',
        ],
        rich: [
          '{hero} went and sat by the rabbit, and instead of asking for carrots, asked a different question: "Why are you holding on so tight?" The rabbit sniffed. "Because last winter I gave away all my food, and then I had none." {hero} nodded. "That’s scary," {hero} said. "But this time it’s different. If everyone puts a little in, everyone takes a lot out."',
        ],
        scene: '{hero} sitting beside a worried rabbit, talking gently',
      },
      solve: {
        simple: [
          'The rabbit put in one carrot. Then the mouse put in cheese. The squirrel put in nuts. The goose put in bread. Soon the pot was full. It was the best soup ever!',
        ],
        rich: [
          'The rabbit thought about it for a long moment. Then it dropped one carrot into the pot. Plop. The mouse added the cheese. The squirrel added the nuts. The goose added the bread. Soon the pot was bubbling and steaming and smelled so good that even the shy badger from the hedge came out with a handful of mushrooms. It was the best soup any of them had ever tasted, and there was plenty for everyone.',
        ],
        scene: 'Animals taking turns to add food to a big bubbling pot, {hero} stirring',
      },
      celebrate: {
        simple: ['Everyone sat together by the fire, warm and full. The stone sat at the bottom of the pot, looking pleased.'],
        rich: ['They sat close round the fire, warm and full, and somebody started a song. At the bottom of the empty pot, the stone sat, smooth and round, as if it had known all along.'],
        scene: 'Animals and {hero} sitting round a fire with bowls of soup, warm and happy',
      },
    },
  ],
};
