/** Bravery: noises in the night, a wobbly bridge, and a lamb lost in the fog. */
import { braveryTales } from '../tales/bravery/index.ts';
import type { ThemeLibrary } from '../types.ts';

export const bravery: ThemeLibrary = {
  tales: braveryTales,
  defaultLessons: ['bravery', 'calm-feelings', 'trying-again'],
  companions: [
    { name: 'Pipkin', a: 'a small, brave mouse with a big voice', noun: 'mouse', role: 'helper' },
    { name: 'Flint', a: 'a young fox who was scared of nothing except puddles', noun: 'fox', role: 'joker' },
    { name: 'Wren', a: 'a wren with very sharp eyes', noun: 'wren', role: 'spotter' },
  ],
  plots: [
    {
      id: 'night-noises',
      method: 'listen',
      shape: 'courage',
      time: 'night',
      worlds: ['home'],
      titles: ['{hero} and the Noise in the Night', 'What Was That Noise?', 'The Bump in the Dark'],
      goal: { full: 'the thing making the noise', short: 'the noise' },
      problem: {
        simple: [
          'It was night {place.in}. {hero} was in bed. Then, bump! Creak! Scratch, scratch! "What was that?" whispered {hero}. It was a bit scary.',
        ],
        rich: [
          'It was the middle of the night {place.in}, the kind of dark where everything is a shape and nothing is a thing. {hero} was almost asleep when it came: a bump, a creak, and then a long, slow scratch, scratch, scratch. {hero} pulled the blanket up to {hero.their} nose. Something was out there. And {hero} decided, with a thumping heart, to find out what.',
        ],
        scene: '{hero} sitting up in bed at night, blanket pulled up, listening',
      },
      attempts: [
        {
          spot: 'hidden',
          simple: [
            '{hero} looked at {spot}. Was the noise in there? {hero} opened it a tiny bit. Just coats. Phew! But then, scratch, scratch! The noise came again.',
          ],
          rich: [
            'First {hero} checked {spot}, opening it just a crack. Inside hung coats, looking very much like coats and nothing else. {hero} let out a breath. Then, from somewhere else, came the scratching again.',
          ],
          scene: '{hero} opening {spot} a crack in the dark, holding a torch',
        },
        {
          spot: 'low',
          simple: [
            '{hero} shone a torch at {spot}. There was a big dark shape! {hero} looked again. It was only a slipper.',
          ],
          rich: [
            '{hero} shone a torch into {spot} and nearly yelped. There was a dark, hunched shape with two ears. {hero} made {hero.self} look properly. It was a slipper, the rabbit one, lying on its side. Shapes are much braver in the dark than in the light.',
          ],
          scene: '{hero} shining a torch into {spot}, revealing a rabbit slipper',
        },
        {
          spot: 'path',
          simple: [
            '{hero} went along {spot}. Creak! {hero} jumped. But it was the floor. The floor creaks when you step on it.',
          ],
          rich: [
            '{hero} crept along {spot}, and a board creaked so loudly that {hero} froze. Then {hero} stepped back and forward again. Creak. It was only the floor, complaining about being walked on at night.',
          ],
          scene: '{hero} creeping along {spot} with a torch, mid-step',
        },
        {
          spot: 'high',
          simple: [
            '{hero} looked up at {spot}. A big shadow! {hero} held {hero.their} breath. It was just a dressing gown on a hook.',
          ],
          rich: [
            'A tall shadow loomed at {spot}, with long arms hanging down. {hero} held {hero.their} breath and counted to three and shone the torch. A dressing gown, on its hook, being a dressing gown.',
          ],
          scene: '{hero} shining a torch at a dressing gown that casts a tall shadow',
        },
      ],
      turn: {
        simple: [
          'Scratch, scratch! {hero} did not run. {hero} stood still and listened, very carefully. The noise was coming from the back door.',
        ],
        rich: [
          'Scratch, scratch, scratch. This time {hero} did not freeze, and did not run back to bed. {hero} stood still and listened properly, the way you listen to a story, and the noise was not so frightening when you really listened to it. It was small. It was patient. And it was coming from the back door.',
        ],
        scene: '{hero} standing still in a dark hallway, head tilted, listening',
      },
      solve: {
        simple: [
          '{hero} opened the door. There was a little cat! The cat was cold. It wanted to come in. "Oh, it was you!" said {hero}, and laughed.',
        ],
        rich: [
          '{hero} took a breath, turned the key and opened the door. There on the step sat a small, damp, extremely cross cat from next door, who had been locked out in the drizzle and had been scratching politely for ages. "Oh," said {hero}, and started to laugh. "It was you all along."',
        ],
        scene: '{hero} opening a back door at night to find a small damp cat on the step',
      },
      celebrate: {
        simple: ['The cat came in and purred. {hero} gave it a cuddle. It was not scary at all.'],
        rich: ['{hero} dried the cat with a tea towel and let it curl up by the warm radiator, and the cat purred so loudly that the whole dark house felt friendly again.'],
        scene: '{hero} drying a small cat with a tea towel, the cat purring',
      },
    },
    {
      id: 'wobbly-bridge',
      method: 'slow-steady',
      shape: 'courage',
      time: 'day',
      worlds: ['mountain', 'forest', 'valley', 'castle'],
      titles: ['{hero} and the Wobbly Bridge', 'The Other Side', 'One Step at a Time'],
      needy: { name: 'Grandpa Badger', noun: 'the old badger', talks: true },
      goal: { full: 'the far side of the wobbly bridge', short: 'the far side' },
      problem: {
        spot: 'path',
        simple: [
          '{needy} lived on the other side of {spot}. {needy} was poorly and needed some honey. But the bridge was very wobbly. Wibble, wobble! {hero} felt scared.',
        ],
        rich: [
          'On the far side of the gorge {place.in} lived {needy}, who had a cough and had run out of honey. The only way across was {spot}, a rope bridge that swayed and creaked in the wind like a hammock. {hero} had the honey jar in one hand. {hero} looked at the bridge, and down at the long drop below, and felt {hero.their} knees turn to jelly.',
        ],
        scene: '{hero} holding a honey jar at the start of a swaying rope bridge',
      },
      attempts: [
        {
          spot: 'path',
          simple: [
            '{hero} put one foot on the bridge. Wobble! {hero} jumped back. "I can’t," said {hero}.',
          ],
          rich: [
            '{hero} put one foot on the first plank. The whole bridge shivered. {hero} leapt back onto solid ground, heart hammering. "Not yet," {hero} said. "Not like that."',
          ],
          scene: '{hero} stepping back quickly from a swaying rope bridge',
        },
        {
          spot: 'water',
          simple: [
            '"Let’s go round," said {hero}. They went down to {spot}. But it was much too deep to cross.',
          ],
          rich: [
            'Perhaps there was another way. They scrambled down to {spot} at the bottom of the gorge, but it was deep and cold and fast, and there was no way across it at all. The bridge was the only way.',
          ],
          scene: '{hero} looking at fast deep water at the bottom of a gorge',
        },
        {
          spot: 'high',
          simple: [
            '{hero} went up to {spot} to look. The other side was not so far! But the bridge still looked wobbly.',
          ],
          rich: [
            'From {spot}, {hero} could see the whole bridge at once. It was not as long as it had seemed. Twenty planks, perhaps. But knowing that did not stop the wobbling in {hero.poss} tummy.',
          ],
          scene: '{hero} at {spot}, counting the planks of the bridge below',
        },
        {
          spot: 'open',
          simple: [
            '{hero} sat on {spot} and waited for the scared feeling to go. {hero} waited and waited. But it did not go.',
          ],
          rich: [
            '{hero} sat down on {spot} and waited to stop being scared before trying again. The clouds moved. The shadows moved. The scared feeling did not move one bit.',
          ],
          scene: '{hero} sitting on {spot}, hugging knees, looking at the bridge',
        },
      ],
      turn: {
        simple: [
          '{hero} had an idea. "I don’t have to stop being scared," said {hero}. "I can be scared and still go. One plank at a time."',
        ],
        rich: [
          'And then {hero} understood something. The scared feeling was not going to leave first. Brave did not mean not scared. Brave meant being scared and taking one small step anyway, and then one more. "I don’t have to cross the whole bridge," {hero} said. "I only have to do the next plank."',
        ],
        scene: '{hero} standing up, determined, at the start of the bridge',
      },
      solve: {
        simple: [
          'One plank. Two planks. Three planks. {hero} held the rope. {hero} did not look down. Step, step, step, and {hero} was across!',
        ],
        rich: [
          'So {hero} held the rope rail tight, looked at the next plank, and stepped. Then the next. Then the next. The bridge swayed, and {hero} swayed with it and kept going, one plank and then one more, counting out loud. And suddenly there were no more planks, only solid ground, and {hero} was on the other side.',
        ],
        scene: '{hero} stepping off the end of a rope bridge onto solid ground, triumphant',
      },
      celebrate: {
        simple: ['{needy} had some honey and felt much better. "You were so brave," said {needy}.'],
        rich: ['{needy} had a spoonful of honey in hot water and stopped coughing at once. "You crossed that bridge?" the old badger said. "On your own two feet? Well. That is bravery."'],
        scene: 'An old badger in a cosy chair sipping honey water, smiling at {hero}',
      },
    },
    {
      id: 'lamb-in-the-fog',
      method: 'listen',
      shape: 'find',
      time: 'day',
      worlds: ['mountain', 'forest', 'seaside', 'park'],
      titles: ['{hero} and the Lamb in the Fog', 'Lost in the Mist', 'The Foggy Day'],
      needy: { name: 'Dot', noun: 'the little lamb', talks: false },
      goal: { full: 'the lost lamb', short: 'the lamb' },
      problem: {
        spot: 'open',
        simple: [
          'One morning {place.in}, a thick fog came down. Everything went white. Then {hero} heard a small sound. "Baa!" A lamb called {needy} was lost in the fog.',
        ],
        rich: [
          'The fog rolled in {place.in} so thick and white that {hero} could barely see {hero.their} own hands. Everything familiar had vanished. And somewhere out in all that whiteness, a small, frightened voice was calling: "Baa! Baa!" It was {needy}, the littlest lamb on the farm, lost in the fog.',
        ],
        scene: '{hero} in thick white fog, listening to a faraway bleat',
      },
      attempts: [
        {
          spot: 'path',
          simple: [
            '{hero} went along {spot}. It was hard to see. "{needy}!" called {hero}. But the fog made the sound go funny.',
          ],
          rich: [
            '{hero} followed {spot}, calling for {needy}, but the fog swallowed every sound and threw it back from the wrong direction. The bleats seemed to come from everywhere and nowhere.',
          ],
          scene: '{hero} walking along {spot} in thick fog, calling out',
        },
        {
          spot: 'low',
          simple: [
            '{hero} looked in {spot}. Something white! Was it the lamb? No. It was a big white rock.',
          ],
          rich: [
            'Something white and woolly-looking loomed in {spot}. {hero} hurried over, arms out. It was a rock, a round white rock, and it was not at all pleased to be hugged.',
          ],
          scene: '{hero} reaching for a white rock in the fog by {spot}',
        },
        {
          spot: 'high',
          simple: [
            '{hero} went up to {spot}. Maybe it was clear up there. But the fog was up there too.',
          ],
          rich: [
            '{hero} climbed to {spot}, hoping to rise above the fog. But the fog was up there too, thicker if anything, and the world was a white blanket in every direction.',
          ],
          scene: '{hero} at {spot}, surrounded by white fog',
        },
        {
          spot: 'water',
          simple: [
            '{hero} heard a splash by {spot}. "Dot?" No. It was a duck. Quack!',
          ],
          rich: [
            'A splash from {spot} made {hero} spin round. {hero} crept closer, heart pounding. A duck paddled out of the fog, looked at {hero} as if {hero} were the strange one, and paddled away again.',
          ],
          scene: '{hero} by {spot} in fog, a duck paddling past',
        },
      ],
      turn: {
        simple: [
          '{hero} stopped. {hero} was a bit scared too. But {hero} stood very still and listened. "Baa." It was close! It came from the left.',
        ],
        rich: [
          '{hero} stopped walking. The fog pressed close, and {hero} felt a little lost too. But {hero} made {hero.self} stand very still and breathe slowly and listen, not to the fog, but underneath it. "Baa." Small, and close, and to the left. Rushing had made the sound jump about. Standing still made it stay in one place.',
        ],
        scene: '{hero} standing still in the fog, listening intently',
      },
      solve: {
        simple: [
          '{hero} walked slowly to the left. And there was {needy}, all curled up and shaking. {hero} gave {needy} a big hug. "I found you!"',
        ],
        rich: [
          'Slowly, step by step, {hero} walked towards the sound, and there, curled up by a wall and shivering, was {needy}. {hero} knelt and wrapped both arms around the lamb, who pressed close and stopped shaking. "I’ve got you," {hero} said. "We’ll go home together."',
        ],
        scene: '{hero} hugging a small shivering lamb in the fog',
      },
      celebrate: {
        simple: ['{hero} carried {needy} home. The fog went away. The sun came out. "Baa!" said {needy}, happy now.'],
        rich: ['By the time {hero} carried {needy} back to the farm, the fog was lifting, and the sun came through, and the lamb’s mother came running across the field, bleating with joy.'],
        scene: '{hero} carrying a lamb across a field as the fog lifts and the sun comes out',
      },
    },
  ],
};
