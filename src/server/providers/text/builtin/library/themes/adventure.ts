/** Adventure: maps, trails and mysteries out of doors. */
import type { ThemeLibrary } from '../types.ts';

export const adventure: ThemeLibrary = {
  defaultLessons: ['trying-again', 'teamwork', 'bravery'],
  companions: [
    { name: 'Scout', a: 'a clever red fox', noun: 'fox', role: 'spotter' },
    { name: 'Pebble', a: 'a chatty little badger', noun: 'badger', role: 'helper' },
    { name: 'Captain Quill', a: 'a hedgehog who wore a tiny explorer’s hat', noun: 'hedgehog', role: 'thinker' },
  ],
  plots: [
    {
      id: 'treasure-map',
      shape: 'find',
      time: 'day',
      worlds: ['forest', 'seaside', 'mountain', 'park', 'garden'],
      titles: ['{hero} and the Old Treasure Map', 'The Map with the Missing Corner', '{hero} Finds the Treasure'],
      goal: { full: 'the treasure on the old map', short: 'the treasure' },
      problem: {
        spot: 'hidden',
        simple: [
          'One day, {place.in}, {hero} found an old box in {spot}. Inside was a map! It had a big red X. "A treasure map!" said {hero}. But one corner of the map was missing.',
          '{hero} found a bottle in {spot}. In the bottle was a map. X marks the spot! But a bit of the map was torn off. "We can still find it," said {hero}.',
        ],
        rich: [
          'It began, as the best adventures do, with something nobody was looking for. Tucked inside {spot}, {place.in}, {hero} found a tin box gone brown with age, and inside the box, folded eight times, was a map. There were wiggly paths and a drawing of a tree, and at the end of it all, a large red X. But the bottom corner had been torn away, and with it, the part that said exactly where the X was.',
        ],
        scene: '{hero} opening an old tin box found in {spot}, unfolding a faded map',
      },
      attempts: [
        {
          spot: 'path',
          simple: [
            'The map showed a path. {team} followed {spot}. They walked and walked. But the path went round in a big circle!',
          ],
          rich: [
            'The map showed a path with a long curl in it, so {team} followed {spot}, counting their steps and checking the map at every bend. After a while {hero} noticed a fallen branch that looked very familiar. They had walked in a perfect circle. Whoever drew the map had a sense of humour.',
          ],
          scene: '{hero} studying a map on {spot}, noticing the same fallen branch again',
        },
        {
          spot: 'high',
          simple: [
            '"Let’s look from up high," said {hero}. {team} climbed up to {spot}. They could see a long way. But they could not see an X.',
          ],
          rich: [
            '"Maps are drawn as if you’re a bird," {hero} said. "Let’s see it the way a bird would." So {team} climbed up to {spot} and looked down over everything. The paths were there, and the trees, and the glitter of water, but nothing looked like an X, and no bird came to explain.',
          ],
          scene: '{hero} at {spot}, holding a map up against the view below',
        },
        {
          spot: 'open',
          simple: [
            '{team} dug a hole in {spot}. Dig, dig, dig! They found a stone. They found a worm. But they did not find the treasure.',
          ],
          rich: [
            'In {spot}, there was a patch of ground that looked a little bit like an X if you squinted. {team} dug with sticks and hands until their fingernails were black. They found one smooth stone, two surprised worms and a very old bottle top. No treasure, though the worms were glad of the fresh air.',
          ],
          scene: '{hero} digging a hole in {spot} with a stick, a map on the ground beside',
        },
        {
          spot: 'water',
          simple: [
            'The map had a wavy line. "That means water," said {hero}. {team} went to {spot}. They looked and looked. No treasure there.',
          ],
          rich: [
            'A wavy blue line ran across the middle of the map. "That’s water," said {hero}, so off they went to {spot}, where {hero} turned the map this way and that. The wavy line should have bent to the left. The water bent to the right. Something about the map was not quite right.',
          ],
          scene: '{hero} beside {spot}, turning a map one way and then another',
        },
      ],
      turn: {
        spot: 'high',
        simple: [
          '{hero} looked at the map again. Then {hero} turned it the other way up. Now it made sense! The X was by {spot}.',
        ],
        rich: [
          '{hero} laid the map flat and looked at it for a long time. Then, slowly, {hero} turned it upside down. Suddenly the paths fitted the paths and the water bent the right way, and the drawing of the tree was a drawing of {spot}. The missing corner had never mattered. They had simply been holding the map the wrong way up.',
        ],
        scene: '{hero} holding a map upside down and grinning, pointing at {spot}',
      },
      solve: {
        simple: [
          '{team} ran to {spot}. There was a box under a stone. Inside were shiny buttons, an old whistle and a note. The note said: "For the next explorer."',
        ],
        rich: [
          'At the foot of {spot}, under a flat stone, was a second tin box. Inside lay a brass compass, a whistle shaped like a bird, a handful of bright old buttons and a note in careful, old-fashioned writing: "To the next explorer. Take one thing, and leave one thing, for the one who comes after you."',
        ],
        scene: '{hero} and friends opening a small treasure box at the foot of {spot}',
      },
      celebrate: {
        simple: ['{hero} took the whistle. {hero} left a drawing for the next explorer. Then {team} put the box back.'],
        rich: ['{hero} chose the bird whistle, and in its place left a drawing of the whole adventure, signed with a flourish. They put the box back under its stone for the next explorer, whoever that might be.'],
        scene: '{hero} putting a drawing into a treasure box and closing the lid',
      },
    },
    {
      id: 'runaway-kite',
      shape: 'find',
      time: 'day',
      worlds: ['park', 'seaside', 'mountain', 'forest', 'garden'],
      titles: ['{hero} and the Runaway Kite', 'The Kite That Flew Away', 'Chasing the Rainbow Kite'],
      goal: { full: 'the runaway kite', short: 'the kite' },
      problem: {
        spot: 'open',
        simple: [
          'It was a windy day {place.in}. {hero} had a new kite with a long rainbow tail. Up it went! Then the string went snap! The kite flew away.',
          '{hero} ran across {spot} with a big kite. Whoosh! The wind was strong. Snap! The kite flew off, far away. "Come back!" called {hero}.',
        ],
        rich: [
          'It was the windiest day of the year {place.in}, and {hero} had a brand-new kite with a tail of rainbow ribbons. It leapt into the sky as if it had been waiting all its life to fly. Higher it went, and higher, tugging at the string, until there was a sharp snap and the string went slack. The kite sailed away over {spot}, its rainbow tail waving goodbye.',
        ],
        scene: '{hero} on {spot} on a windy day, watching a rainbow kite fly away with a broken string',
      },
      attempts: [
        {
          spot: 'high',
          simple: [
            '{team} ran to {spot}. They looked up. Was the kite up there? No. Just a bird and a big blue sky.',
          ],
          rich: [
            '{team} raced up to {spot}, sure the kite must have caught on something high. They peered into every branch and corner. There was a blackbird, who looked offended at being stared at, and a great deal of sky, but not one scrap of rainbow ribbon.',
          ],
          scene: '{hero} at {spot}, shading eyes and searching the sky',
        },
        {
          spot: 'water',
          simple: [
            '"Did it fall in the water?" said {hero}. {team} looked in {spot}. There was a duck. There was a leaf. No kite.',
          ],
          rich: [
            '"I hope it didn’t land in the water," said {hero}, so they checked {spot}, kneeling to look closely. A leaf spun slowly past. Something bright caught {hero.poss} eye, but it was only a crisp packet, which {hero} fished out and put in a pocket for the bin. Still no kite.',
          ],
          scene: '{hero} kneeling beside {spot}, peering into the water',
        },
        {
          spot: 'low',
          simple: [
            '{team} looked in {spot}. Rustle, rustle! Was it the kite? No. It was a rabbit! The rabbit hopped away.',
          ],
          rich: [
            'Something was rustling in {spot}. {team} crept closer, hardly breathing. "The kite!" {hero} whispered, and pounced, and found an armful of very cross rabbit, who wriggled free and thumped away. It had not been the kite at all.',
          ],
          scene: '{hero} pouncing into {spot} as a surprised rabbit leaps away',
        },
        {
          spot: 'path',
          simple: [
            '{team} ran along {spot}. They ran and ran. They saw a red thing. Was it the kite? No. It was a red balloon.',
          ],
          rich: [
            'They ran the whole length of {spot}, following anything that fluttered. Twice they thought they saw the rainbow tail. The first time it was washing on a line. The second time it was a red balloon, bobbing along all by itself, which seemed to be having an adventure of its own.',
          ],
          scene: '{hero} running along {spot}, pointing at a red balloon',
        },
      ],
      turn: {
        simple: [
          '{hero} stopped. {hero} felt the wind on {hero.their} face. "The wind took the kite," said {hero}. "Let’s go where the wind goes!"',
        ],
        rich: [
          '{hero} stopped running and stood still for a moment, and the wind pushed at {hero.their} back like a friendly hand. That was it. "The wind took the kite," {hero} said slowly. "So we don’t have to guess. We just have to go where the wind goes."',
        ],
        scene: '{hero} standing still with hair blowing in the wind, pointing the way the wind goes',
      },
      solve: {
        spot: 'high',
        simple: [
          'They went with the wind. And there it was! The kite was stuck up at {spot}. {hero} pulled it down, very gently. The kite was safe!',
        ],
        rich: [
          'So they went with the wind, and the wind led them straight to {spot}. There, caught by its rainbow tail and flapping like a flag, was the kite. {hero} reached up, worked the ribbons free one at a time, and lifted it down without a single tear.',
        ],
        scene: '{hero} reaching up to free a rainbow kite caught at {spot}',
      },
      celebrate: {
        simple: ['{hero} tied a big, strong knot. Up went the kite again. This time, {hero} held on tight!'],
        rich: ['{hero} tied the string back on with the strongest knot there is, and the kite went up again, higher than ever, and this time it stayed exactly where it belonged.'],
        scene: '{hero} flying a rainbow kite high in the sky, holding the string tight',
      },
    },
    {
      id: 'lookout-hill',
      shape: 'reach',
      time: 'day',
      worlds: ['mountain', 'forest', 'seaside', 'valley', 'park'],
      titles: ['{hero} and the Top of the Hill', 'Before the Sun Goes Down', 'The Climb to the Lookout'],
      goal: { full: 'the lookout at the very top before sunset', short: 'the lookout' },
      problem: {
        spot: 'high',
        simple: [
          'There was a lookout up at {spot}. From there, you could see the whole world. But you had to get there before the sun went down. "Let’s go!" said {hero}.',
          '{place.in}, there was a big hill. At the top was a lookout. Tonight, the sky would be pink and gold. "Let’s get to the top!" said {hero}.',
        ],
        rich: [
          'Everyone {place.in} knew about the lookout up at {spot}. From there, people said, you could see the sunset paint the whole world pink and gold. But it was a long way up, and the afternoon was already turning golden. "If we go now," said {hero}, shading {hero.their} eyes, "we might just make it." Nobody had to be asked twice.',
        ],
        scene: '{hero} looking up at a tall hill with a lookout at the top, afternoon light',
      },
      attempts: [
        {
          spot: 'path',
          simple: [
            '{team} went along {spot}. But a big tree had fallen down. It was in the way! "We can go round," said {hero}. It took a long time.',
          ],
          rich: [
            'They set off along {spot}, but before long they found a great tree lying right across it, roots in the air, as if it had lain down for a nap and forgotten to get up. It was too big to climb. {hero} found a way around through the brambles, which took twice as long and left everyone with a scratch or two.',
          ],
          scene: '{hero} finding a way around a fallen tree on {spot}',
        },
        {
          spot: 'water',
          simple: [
            'Then they came to {spot}. There was no bridge! {hero} found some big stones. Hop, hop, hop. {team} got across. But their feet were wet.',
          ],
          rich: [
            'Next came {spot}, with no bridge and no boat. {hero} searched the bank until {hero.they} found a line of flat stones, and they crossed one careful hop at a time. Halfway over, a stone wobbled and everyone got one wet foot, but they made it, squelching and laughing.',
          ],
          scene: '{hero} hopping across stones over {spot}',
        },
        {
          spot: 'low',
          simple: [
            '{team} tried a short cut through {spot}. But it was too thick. They got stuck! They had to go back.',
          ],
          rich: [
            '"A short cut!" said {hero}, pointing at a gap in {spot}. But short cuts are often long cuts in disguise. The gap grew narrower and narrower until they were squeezed between scratchy stems, and they had to back out again the way they had come.',
          ],
          scene: '{hero} squeezing through {spot}, stuck between tall stems',
        },
        {
          essential: true,
          spot: 'open',
          simple: [
            '{team} ran across {spot}. They ran very fast. But they got puffed out. They had to sit down. The sun was getting low.',
          ],
          rich: [
            'Across {spot} they ran as fast as their legs would go, until their breath came in gasps and they had to flop down in the grass. The sun was sliding lower. "We’ll never make it like this," {hero} panted. Running had not made the hill any shorter.',
          ],
          scene: '{hero} and friends flopped on the grass in {spot}, out of breath',
        },
      ],
      turn: {
        simple: [
          '{hero} had a new idea. "Let’s not run. Let’s go slow and steady, and help each other." Step by step, up they went.',
        ],
        rich: [
          '{hero} looked up at the hill and down at the puffed-out faces. "I don’t think it’s about being fast," {hero} said. "I think it’s about not stopping. Small steps, and we help each other over the hard bits." So that is what they did, step by step, one hand reaching back for the next.',
        ],
        scene: '{hero} leading the way up a steep path, reaching a hand back to a friend',
      },
      solve: {
        simple: [
          'And then they were at the top! The sky went pink. It went gold. They could see the whole world. "We did it!" said {hero}.',
        ],
        rich: [
          'The last step brought them out onto the lookout just as the sun touched the edge of the world. The sky went pink, then gold, then a deep, glowing orange, and everything below them, the woods and the water and the tiny roofs of home, was lit up as if for a party. "We made it," {hero} breathed. "We actually made it."',
        ],
        scene: '{hero} and friends at the top of a hill, watching a pink and gold sunset',
      },
      celebrate: {
        simple: ['{team} sat and watched the sun go down. It was the best thing they had ever seen.'],
        rich: ['They sat in a row on the warm rock and watched until the last gold slipped away, agreeing without a word that it had been worth every single step.'],
        scene: '{hero} and friends sitting in a row on a rock at sunset',
      },
    },
  ],
};
