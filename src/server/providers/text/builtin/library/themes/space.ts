/** Space: rockets, moons and small lost friends among the stars. */
import { spaceTales } from '../tales/space/index.ts';
import type { ThemeLibrary } from '../types.ts';

export const space: ThemeLibrary = {
  tales: spaceTales,
  defaultLessons: ['helping', 'patience', 'teamwork'],
  companions: [
    { name: 'Bleep', a: 'a small round robot with a wobbly antenna', noun: 'robot', role: 'thinker' },
    { name: 'Luna', a: 'a moon-cat with silver whiskers', noun: 'moon-cat', role: 'spotter' },
    { name: 'Comet Jo', a: 'a cheerful space pilot’s parrot', noun: 'parrot', role: 'joker' },
  ],
  plots: [
    {
      id: 'lost-robot',
      method: 'together',
      shape: 'reach',
      time: 'night',
      worlds: ['space'],
      titles: ['{hero} and the Lost Little Robot', 'A Signal for {needy}', '{hero} Among the Stars'],
      needy: { name: 'Zib', noun: 'the little robot', talks: true },
      goal: { full: 'a way to call the robot’s home planet', short: 'home' },
      problem: {
        spot: 'open',
        simple: [
          '{hero} landed the rocket {place.in}. On {spot} sat a little robot. Its light was blinking. "I am {needy}," said the robot. "I am lost. I can’t call home."',
          'Beep, beep, beep! {hero} heard a sad little sound {place.in}. It was a robot. "I am {needy}," it said. "My home is far away. I need to send a message."',
        ],
        rich: [
          'The rocket settled {place.in} with a soft puff of dust, and {hero} climbed down the ladder into the silver quiet. That was when {hero.they} heard it: a small, sad beep, then another. On {spot} sat a little robot no taller than a watering can, its single light blinking on and off. "Hello," it said. "I’m {needy}. My ship went home without me, and my antenna is too weak to call it back."',
        ],
        scene: '{hero} in a spacesuit meeting a small blinking robot on {spot}',
      },
      attempts: [
        {
          spot: 'high',
          simple: [
            '"Let’s go up high," said {hero}. "Then your message can go far." {team} floated up to {spot}. Beep, beep! But no one answered.',
          ],
          rich: [
            '"Messages go further from high places," {hero} said. "Everyone knows that." So {team} bounded up to {spot}, where {needy} stretched its antenna as tall as it would go and beeped with all its might. The beeps went out into the dark. Nothing came back but the hum of the stars.',
          ],
          scene: '{hero} at {spot} holding up a little robot whose antenna points at the stars',
        },
        {
          spot: 'hidden',
          simple: [
            '{team} went into {spot}. Maybe there was a big radio inside. But it was all dark and dusty. The old radio did not work.',
          ],
          rich: [
            'Inside {spot} there was an old radio, with dials and switches and a microphone on a curly wire. {hero} blew off the dust and turned every dial. The radio gave one hopeful crackle and then a long, sorry silence. Whatever it had once been for, it had finished doing it a long time ago.',
          ],
          scene: '{hero} turning the dials of a dusty old radio inside {spot}',
        },
        {
          spot: 'water',
          simple: [
            '{team} went to {spot}. It was shiny, like a mirror. {needy} beeped at it. The beeps bounced back! But they did not go home.',
          ],
          rich: [
            '{spot} was as shiny as a mirror, and {hero} wondered whether a message might bounce off it and fly further. {needy} beeped at the surface, and the beeps did bounce, straight back into their faces, which made everyone jump and then laugh. It was not the right direction at all.',
          ],
          scene: '{hero} and a little robot beside {spot}, which shines like a mirror',
        },
        {
          spot: 'path',
          simple: [
            '{team} went along {spot}. They found some bits of wire. {hero} fixed them to {needy}. Now the antenna was long and bendy. But it was still not strong enough.',
          ],
          rich: [
            'Along {spot}, {hero} collected bits and pieces: a length of wire, a bent spoon, a button that had come off someone’s spacesuit. Together they made {needy} a new, longer antenna, which looked magnificent and wobbled like jelly. The signal grew a little stronger, but not nearly strong enough to reach all the way home.',
          ],
          scene: '{hero} fixing a long bendy antenna onto a small robot on {spot}',
        },
      ],
      turn: {
        simple: [
          '{hero} had an idea. "One beep is small. But lots of beeps together are big!" The rocket could beep. {needy} could beep. Everyone could help!',
        ],
        rich: [
          '{hero} looked at the rocket, with its blinking dashboard, and then at {needy}, and then at {hero.their} friends. "One signal on its own is too small," {hero} said slowly. "But what if we all sent it together, at exactly the same time?" The rocket had a radio. {needy} had an antenna. And everyone had a voice.',
        ],
        scene: '{hero} pointing from the rocket to the little robot, with a bright idea',
      },
      solve: {
        simple: [
          '"One, two, three!" The rocket beeped. {needy} beeped. Everyone shouted, "Come back!" Far away, a light blinked. A big ship was coming!',
        ],
        rich: [
          '"One, two, three!" The rocket’s radio crackled, {needy} beeped its very loudest beep, and everyone called out together. For a long moment, nothing happened. Then, far out among the stars, a light blinked back. It grew bigger and brighter until a great round ship came humming down, its doors sliding open, and a crowd of little robots tumbled out, beeping with joy.',
        ],
        scene: 'A big round spaceship landing, little robots rushing out to greet {needy} while {hero} watches',
      },
      celebrate: {
        simple: ['{needy} gave {hero} a hug. It was a beepy hug. "Thank you," said {needy}. "Come and visit!"'],
        rich: ['{needy} wrapped its thin metal arms around {hero} and beeped a tune that meant thank you in robot, which is a language with a great many words for thank you.'],
        scene: 'A little robot hugging {hero} in front of a glowing spaceship',
      },
    },
    {
      id: 'comet-tail',
      method: 'new-angle',
      shape: 'find',
      time: 'night',
      worlds: ['space'],
      titles: ['{hero} and the Comet’s Lost Sparkle', 'The Comet Who Lost Its Tail', 'A Tail for {needy}'],
      needy: { name: 'Fizz', noun: 'the young comet', talks: true },
      goal: { full: 'the comet’s lost sparkle', short: 'the sparkle' },
      problem: {
        spot: 'open',
        simple: [
          'A comet came down {place.in}. But it had no tail! "I am {needy}," said the comet. "I lost my sparkle. Now I can’t fly."',
          '{hero} saw a round, grey rock on {spot}. The rock sniffed. "I am a comet," it said. "My name is {needy}. My sparkly tail is gone."',
        ],
        rich: [
          'Comets are supposed to blaze across the sky with long tails of glitter. The one that bumped down {place.in} was round and grey and very embarrassed. "I’m {needy}," it mumbled. "I went too fast round the sun and my sparkle came off. Bits of it are all over the place. Without it I’m just a rock, and rocks can’t fly."',
        ],
        scene: 'A round grey comet with no tail sitting on {spot}, {hero} bending to talk to it',
      },
      attempts: [
        {
          essential: true,
          spot: 'low',
          simple: [
            '{team} looked in {spot}. There was a tiny glint! It was a bit of sparkle. But it was only a very little bit.',
          ],
          rich: [
            'In {spot}, {hero} spotted a glint and scooped it up. It was sparkle, real comet sparkle, warm and fizzing on the glove. But it was only a pinch, and {needy} needed enough for a whole tail.',
          ],
          scene: '{hero} scooping up a pinch of glitter from {spot}',
        },
        {
          spot: 'high',
          simple: [
            '{team} went up to {spot}. Was the sparkle up there? It was very cold. There was only ice. No sparkle.',
          ],
          rich: [
            'They climbed to {spot}, where the frost glittered so brightly that for a moment everyone thought they had found it. But frost is cold and sparkle is warm, and this glitter was the cold kind. {needy} sighed a small cloud of dust.',
          ],
          scene: '{hero} at frosty {spot}, holding up glittering ice',
        },
        {
          spot: 'water',
          simple: [
            '{team} went to {spot}. {hero} put in a hand. There were bits of sparkle! But they kept slipping away.',
          ],
          rich: [
            'At {spot}, bits of sparkle were drifting round and round, and {hero} tried to catch them. Every time {hero.they} closed {hero.their} fingers, the sparkle slipped out between them, like trying to hold a reflection.',
          ],
          scene: '{hero} trying to catch drifting sparkles at {spot}',
        },
        {
          spot: 'hidden',
          simple: [
            '{team} looked in {spot}. It was very dark. "Is the sparkle here?" said {hero}. They could not see a thing.',
          ],
          rich: [
            'In {spot} it was too dark to see anything at all. {hero} felt along the walls and found only smooth stone. If the sparkle was in there, it was hiding very well indeed.',
          ],
          scene: '{hero} feeling the way through dark {spot}',
        },
      ],
      turn: {
        simple: [
          '{hero} had an idea. "Sparkle likes to be with sparkle!" {hero} held up the little bit of sparkle. All the other bits began to float to it.',
        ],
        rich: [
          '{hero} looked at the pinch of sparkle from earlier, still fizzing faintly. Then {hero} noticed something: the drifting specks nearby were leaning towards it, the way iron filings lean towards a magnet. "Sparkle wants to be with sparkle," {hero} said. "We don’t have to chase it. We just have to let it find its way back."',
        ],
        scene: '{hero} holding up a fizzing pinch of sparkle as glitter drifts towards it',
      },
      solve: {
        simple: [
          'The sparkle came from all over. Zip! Zip! Zip! It made a long, shiny tail on {needy}. "My tail is back!" said {needy}.',
        ],
        rich: [
          'From the dust and the ice and the dark places, the sparkle came drifting, then streaming, then pouring back, until it wrapped itself around {needy} and stretched out behind in a long, glittering tail. {needy} glowed from grey to gold. "I’m me again," the comet shouted. "I’m me again!"',
        ],
        scene: 'A comet glowing gold with a long glittering tail, {hero} cheering beside it',
      },
      celebrate: {
        simple: ['{needy} did a big loop in the sky. It left a trail of stars. It spelled out: THANK YOU.'],
        rich: ['{needy} looped once around the moon, leaving a trail of glitter that spelled out, in very wobbly letters, THANK YOU, {hero}.'],
        scene: 'A comet writing THANK YOU across the night sky in glitter',
      },
    },
    {
      id: 'moon-garden',
      method: 'listen',
      shape: 'fix',
      time: 'night',
      worlds: ['space'],
      titles: ['{hero} and the Moon Garden', 'The Flowers That Would Not Open', 'A Song for the Moon-Flowers'],
      needy: { name: 'Old Silver', noun: 'the moon-gardener', talks: true },
      goal: { full: 'a way to wake the moon-flowers', short: 'the moon-flowers' },
      problem: {
        spot: 'open',
        simple: [
          '{place.in}, there was a garden of moon-flowers. They should shine at night. But they did not open. "They are stuck," said {needy}, the moon-gardener. "Can you help?"',
        ],
        rich: [
          'Every night {place.in}, the moon-flowers opened and shone, and that was how ships found their way. But tonight they were shut tight, every one of them, like small grey fists. {needy}, the moon-gardener, who was as old as a crater and twice as wrinkly, wrung knobbly hands. "They won’t open," the gardener said. "And if they don’t shine, the ships will get lost."',
        ],
        scene: 'A field of closed grey moon-flowers, an old moon-gardener and {hero} looking worried',
      },
      attempts: [
        {
          spot: 'water',
          simple: [
            '"Maybe they are thirsty," said {hero}. {team} got water from {spot}. They gave each flower a drink. But the flowers stayed shut.',
          ],
          rich: [
            '"Perhaps they’re thirsty," {hero} suggested. So they carried silver water from {spot} in cupped hands and gave every flower a drink. The flowers drank politely and stayed exactly as shut as before.',
          ],
          scene: '{hero} carrying silver water from {spot} to closed moon-flowers',
        },
        {
          spot: 'high',
          simple: [
            '"Maybe they need light," said {hero}. {team} went up to {spot}. They shone a torch down. But the flowers did not open.',
          ],
          rich: [
            'Next {hero} wondered whether the flowers needed more light, so they climbed to {spot} with the brightest torch on the rocket and shone it down across the garden. The flowers squeezed themselves even tighter, as if someone had switched on the big light at bedtime.',
          ],
          scene: '{hero} shining a torch down from {spot} onto a shut flower field',
        },
        {
          spot: 'low',
          simple: [
            '{hero} looked in {spot}. Were there bugs? No. The soil was fine. The flowers were fine. They just would not open.',
          ],
          rich: [
            '{hero} knelt in {spot} and looked closely at the roots and soil, in case something was nibbling them. Everything looked healthy. The problem was not in the ground.',
          ],
          scene: '{hero} kneeling in {spot}, checking the roots of the moon-flowers',
        },
        {
          spot: 'path',
          simple: [
            '{team} went along {spot} and clapped and cheered. "Wake up, flowers!" But the flowers stayed shut tight.',
          ],
          rich: [
            'They marched along {spot}, clapping and cheering and calling, "Wake up!" at the tops of their voices. A few petals trembled. Not one opened. {needy} winced at the noise.',
          ],
          scene: '{hero} marching and clapping along {spot} beside shut flowers',
        },
      ],
      turn: {
        simple: [
          '{hero} sat down and asked {needy}, "What did you do last night?" "I sang to them," said {needy}. "But tonight I lost my voice." So that was it!',
        ],
        rich: [
          '{hero} sat down beside {needy} and asked a question nobody had thought to ask: "What happens every other night?" The old gardener thought. "Well, I sing to them," came the croaky answer. "But I caught a cold from a passing comet, and tonight I couldn’t sing a note." {hero} smiled. The flowers were not broken. They were waiting for their song.',
        ],
        scene: '{hero} sitting beside the old moon-gardener, listening carefully',
      },
      solve: {
        simple: [
          '{hero} sang a soft song. Everyone sang too. One flower opened. Then two. Then all of them! The garden was full of light.',
        ],
        rich: [
          'So {hero} sang. It was only a soft song, a bedtime one, but {hero} sang it as kindly as {hero.they} could, and everyone joined in. One flower opened, shy and shining. Then three. Then a whole wave of them, rippling open across the garden until it glowed like a lake of light, and far away, a ship turned gently towards it.',
        ],
        scene: '{hero} singing as moon-flowers open and glow across the garden',
      },
      celebrate: {
        simple: ['"Thank you," croaked {needy}. "You can sing to my flowers any time."'],
        rich: ['{needy} wiped an eye with a knobbly knuckle. "I’ll be better by tomorrow," the gardener croaked. "But you’re welcome to sing to my flowers any night you like."'],
        scene: 'The old moon-gardener thanking {hero} in a field of glowing flowers',
      },
    },
  ],
};
