/** Friendship: making a new friend, building together, and a surprise for someone dear. */
import { friendshipTales } from '../tales/friendship/index.ts';
import type { ThemeLibrary } from '../types.ts';

export const friendship: ThemeLibrary = {
  tales: friendshipTales,
  defaultLessons: ['teamwork', 'listening', 'sharing'],
  companions: [
    { name: 'Toffee', a: 'a puppy made entirely of wag', noun: 'puppy', role: 'joker' },
    { name: 'Hazel', a: 'a thoughtful squirrel who kept lists', noun: 'squirrel', role: 'thinker' },
    { name: 'Bumble', a: 'a round, friendly bumblebee', noun: 'bumblebee', role: 'spotter' },
  ],
  plots: [
    {
      id: 'shy-hedgehog',
      method: 'patience',
      shape: 'befriend',
      time: 'day',
      worlds: ['park', 'garden', 'forest'],
      titles: ['{hero} and the Shy Hedgehog', 'A Friend for {needy}', 'The New Neighbour'],
      needy: { name: 'Prickle', noun: 'the new hedgehog', talks: true },
      goal: { full: 'a friend for the shy new hedgehog', short: 'a friend' },
      problem: {
        spot: 'hidden',
        simple: [
          'A new hedgehog came to live {place.in}. Its name was {needy}. But {needy} was very shy. {needy} hid in {spot} all day long.',
        ],
        rich: [
          'A new hedgehog had moved into {spot}, {place.in}, and everyone was curious. But {needy}, for that was the hedgehog’s name, would not come out. Whenever anyone came near, {needy} rolled into a tight, prickly ball and stayed that way until they went away. "I don’t think {needy} likes us," somebody said. {hero} was not so sure.',
        ],
        scene: 'A shy hedgehog curled into a ball in {spot}, {hero} watching from a little distance',
      },
      attempts: [
        {
          spot: 'open',
          simple: [
            '{hero} called, "Come and play!" {team} ran about on {spot}. It was very loud. {needy} rolled up into a ball.',
          ],
          rich: [
            '{hero} decided the best thing was a game. "Come and play chase!" {hero} called, and everyone raced about on {spot}, shrieking and laughing. It was great fun. From {needy}’s hiding place came not a sound. The noise had only made the ball of prickles tighter.',
          ],
          scene: 'Children racing about on {spot}, a hedgehog rolled into a ball nearby',
        },
        {
          spot: 'low',
          simple: [
            '{hero} left some berries by {spot}. "A present for {needy}," said {hero}. But {needy} did not come out.',
          ],
          rich: [
            'Next {hero} picked the juiciest berries from {spot} and left them in a neat little pile by the doorway. "A present," {hero} said to the doorway. The berries sat there. {needy} sat there. Nobody moved.',
          ],
          scene: '{hero} placing a small pile of berries near {spot}',
        },
        {
          spot: 'path',
          simple: [
            '{hero} knocked. Knock, knock. "Hello! Hello!" said {hero}, very loud. {needy} stayed inside.',
          ],
          rich: [
            '{hero} marched up {spot}, knocked on the nearest stone and called, "Hello in there! We’re very friendly!" It came out much louder than {hero} meant. Inside, the hedgehog curled up tighter still.',
          ],
          scene: '{hero} knocking on a stone and calling into a hedgehog’s home',
        },
        {
          spot: 'high',
          simple: [
            '{team} made a big sign at {spot}. It said: WELCOME! But {needy} did not see it. {needy} did not look out at all.',
          ],
          rich: [
            'They made an enormous banner and hung it at {spot}: WELCOME, {needy}! It flapped bravely in the wind. It was a wonderful banner. But you can’t read a banner from inside a ball.',
          ],
          scene: '{hero} hanging a big WELCOME banner at {spot}',
        },
      ],
      turn: {
        simple: [
          '{hero} sat down, very still and very quiet. {hero} waited. After a long time, a little nose came out. Sniff, sniff.',
        ],
        rich: [
          '{hero} thought about what it might be like to be new and small and covered in prickles in a place full of loud strangers. So {hero} did something different. {hero} sat down on the grass, a little way off, and did nothing at all except be quiet and friendly. It took a long time. Then a small black nose appeared. Sniff. Sniff.',
        ],
        scene: '{hero} sitting quietly on the grass as a small hedgehog nose peeks out',
      },
      solve: {
        simple: [
          '"Hello," said {hero}, very softly. "Hello," said {needy}. "You are quiet. I like quiet." They sat together. It was nice.',
        ],
        rich: [
          '"Hello," {hero} whispered. "Hello," said {needy}, just as quietly. "You’re the first one who didn’t shout." They sat side by side as the shadows grew long, and after a while {needy} told {hero} all about the old garden, far away, and {hero} listened to every word.',
        ],
        scene: '{hero} and a small hedgehog sitting side by side in the late afternoon light',
      },
      celebrate: {
        simple: ['The next day, {needy} came out to play. Quiet games first. Then a little bit of chase.'],
        rich: ['The next day {needy} came out without being asked, and they played a quiet game first, and then, to everyone’s surprise, a very small, very careful game of chase.'],
        scene: '{hero} and a hedgehog playing a gentle game together',
      },
    },
    {
      id: 'two-ideas',
      method: 'together',
      shape: 'fix',
      time: 'day',
      worlds: ['seaside', 'park', 'garden', 'forest'],
      titles: ['{hero} and the Castle of Two Ideas', 'Building Together', 'The Best Castle Ever Built'],
      goal: { full: 'the best castle ever built', short: 'the castle' },
      problem: {
        spot: 'open',
        simple: [
          '{hero} and {pal} wanted to build a castle on {spot}. {hero} wanted a tall tower. {pal} wanted a big wall. They could not agree!',
        ],
        rich: [
          '{hero} and {pal} had decided to build the best castle ever built, right on {spot}, {place.in}. The trouble was that {hero} had one idea, a tall tower that would reach the sky, and {pal} quite clearly had a completely different one, with walls and a moat. Each plan was excellent. Together, they kept knocking each other down.',
        ],
        scene: '{hero} and {pal} beginning to build a castle on {spot}',
      },
      attempts: [
        {
          essential: true,
          spot: 'open',
          simple: [
            '{hero} built a tall tower. Up, up, up! But it was too thin. Wobble, wobble, crash! It fell down.',
          ],
          rich: [
            '{hero} went first, building the tower taller and taller, patting each layer firm. It was magnificent for nearly a whole minute. Then it leaned, and wobbled, and slowly folded over like a sleepy giraffe.',
          ],
          scene: '{hero} watching a tall thin tower topple over',
        },
        {
          essential: true,
          spot: 'low',
          simple: [
            '{team} made a long wall. It was big and strong. But it was flat. It did not look like a castle at all.',
          ],
          rich: [
            'Then they tried the wall plan, piling and patting a long, strong wall all round. It would have kept out an army. But it was flat as a pancake, and nobody would have looked at it and said, "What a castle!"',
          ],
          scene: '{hero} patting down a long low wall',
        },
        {
          spot: 'water',
          simple: [
            '{hero} took water from {spot} to make it stick. Splash! But too much water made it all go squishy.',
          ],
          rich: [
            '"Wet makes it stickier," {hero} said, and fetched water from {spot}. A little was good. A lot was not. The whole front of the castle slid down into a soggy heap.',
          ],
          scene: '{hero} pouring water from a bucket, the castle sliding into a heap',
        },
        {
          spot: 'path',
          simple: [
            '{hero} was cross. "My way is best!" {hero} went off along {spot} on {hero.their} own. But building alone was no fun.',
          ],
          rich: [
            '{hero} got cross and stomped off along {spot} to build alone. It was quieter. Nobody disagreed. But it was not very much fun, and the castle {hero} built there looked lonely, with no one to show it to.',
          ],
          scene: '{hero} building alone, looking a bit sad, on {spot}',
        },
      ],
      turn: {
        simple: [
          '{hero} sat down by {pal}. "I am sorry I was cross," said {hero}. "What if we use both ideas? Your strong wall can hold up my tall tower!"',
        ],
        rich: [
          '{hero} sat down next to {pal}. "I’m sorry I got cross," {hero} said. "I’ve been thinking. My tower kept falling because it had nothing to lean on. Your wall was strong but it was flat." {hero} smiled. "What if the wall holds up the tower?"',
        ],
        scene: '{hero} sitting beside {pal} and pointing at the ground with a new idea',
      },
      solve: {
        simple: [
          'So they built a big strong wall. Then they built a tall tower in the middle. It did not fall! It was the best castle ever.',
        ],
        rich: [
          'So they built it together: a thick, strong wall all around, and right in the middle, leaning on it and held up by it, a tower that reached higher than any tower either of them had ever built. Neither idea on its own could have done it. Both together made the best castle ever built.',
        ],
        scene: '{hero} and {pal} proudly standing beside a castle with a strong wall and a tall tower',
      },
      celebrate: {
        simple: ['They put a flag on top. It was a flag for two.'],
        rich: ['They stuck a feather on the top for a flag and named the castle after both of them, which took a while to agree on, but they managed.'],
        scene: '{hero} and {pal} putting a feather flag on top of their castle',
      },
    },
    {
      id: 'birthday-surprise',
      method: 'new-angle',
      shape: 'find',
      time: 'day',
      worlds: ['park', 'garden', 'forest', 'seaside'],
      titles: ['{hero} and the Birthday Surprise', 'A Present for {needy}', 'The Best Present of All'],
      needy: { name: 'Hoot', noun: 'the old owl', talks: true },
      goal: { full: 'the perfect birthday present', short: 'the present' },
      problem: {
        simple: [
          'It was {needy}’s birthday {place.in}. {needy} was an old owl and a very good friend. "We need a present!" said {hero}. "The best present ever."',
        ],
        rich: [
          'It was {needy}’s birthday {place.in}, and {needy} was the oldest, wisest and kindest owl for miles. {hero} had been {needy}’s friend for as long as {hero.they} could remember, and this year {hero} wanted to find the perfect present. Not a good present. The perfect one.',
        ],
        scene: '{hero} thinking hard about a birthday present, an old owl snoozing in a tree behind',
      },
      attempts: [
        {
          spot: 'low',
          simple: [
            '{team} looked in {spot}. They found a shiny stone. "Owls don’t need stones," said {hero}.',
          ],
          rich: [
            'In {spot}, {hero} found a stone so shiny it looked like a drop of honey. It was lovely. But {hero} turned it over and thought: what would an owl do with a stone? Look at it, probably, and then wonder why.',
          ],
          scene: '{hero} holding up a shiny stone found in {spot}',
        },
        {
          spot: 'open',
          simple: [
            '{team} picked flowers on {spot}. But the flowers went floppy. "Not the best present," said {hero}.',
          ],
          rich: [
            'They picked a bunch of wildflowers in {spot}, but by the time they had finished arranging them, half had drooped. {hero} looked at the floppy bunch and sighed. Nice, but not perfect.',
          ],
          scene: '{hero} holding a bunch of drooping wildflowers on {spot}',
        },
        {
          spot: 'hidden',
          simple: [
            '{team} made a cake in {spot}. But it went flat. Splat! It was a pancake, not a cake.',
          ],
          rich: [
            'Next they tried baking a cake in {spot}. They measured and mixed and waited, and when they opened the tin, the cake had sunk in the middle like a sleepy cushion. It tasted all right. It looked like a hat that had been sat on.',
          ],
          scene: '{hero} looking at a sunken cake in a tin',
        },
        {
          spot: 'high',
          simple: [
            '{hero} went up to {spot} to find a feather. But {needy} had lots of feathers already!',
          ],
          rich: [
            '"A feather!" said {hero}, and climbed to {spot}, where the finest feathers caught in the branches. Halfway up {hero} stopped. {needy} was an owl. {needy} had hundreds of feathers already, all attached.',
          ],
          scene: '{hero} halfway up {spot}, laughing at the idea of giving an owl a feather',
        },
      ],
      turn: {
        simple: [
          '{hero} asked, "What does {needy} love best?" {hero} thought and thought. {needy} loved stories! {needy} loved friends all together.',
        ],
        rich: [
          '{hero} stopped looking for things and started thinking about {needy} instead. What made the old owl happiest? Not stones or flowers. {needy} loved stories, and evenings, and most of all the times when all friends were together in one place, talking and laughing, while the stars came out.',
        ],
        scene: '{hero} sitting under a tree, thinking, with an idea lighting up {hero.their} face',
      },
      solve: {
        simple: [
          'That night, everyone came to {needy}’s tree. They brought lanterns. They told stories. "Surprise!" The best present was all of them, together.',
        ],
        rich: [
          'So that evening, {hero} gathered every friend {needy} had ever had, and there were a great many, and they all crept to the foot of the old tree with lanterns and blankets. When {needy} woke and looked down, there they all were. "Surprise!" And they told stories until the moon was high, each one about a time {needy} had been kind to them.',
        ],
        scene: 'Friends with lanterns gathered under an old owl’s tree at dusk, {hero} in front',
      },
      celebrate: {
        simple: ['{needy} hooted with joy. "This is the best birthday I ever had," said {needy}.'],
        rich: ['{needy} was quiet for a long moment. Then the old owl said, "I have had a great many birthdays, and this is the best one of them all."'],
        scene: 'An old owl beaming down at a crowd of friends with lanterns',
      },
    },
  ],
};
