/** Bedtime calm-down: slow, quiet problems that end in sleep. */
import { bedtimeTales } from '../tales/bedtime/index.ts';
import type { ThemeLibrary } from '../types.ts';

export const bedtime: ThemeLibrary = {
  tales: bedtimeTales,
  defaultLessons: ['calm-feelings', 'patience', 'kindness'],
  companions: [
    { name: 'Hoot', a: 'a soft grey owl', noun: 'owl', role: 'spotter' },
    { name: 'Moss', a: 'a sleepy dormouse with a curly tail', noun: 'dormouse', role: 'thinker' },
    { name: 'Nibble', a: 'a small brown rabbit with one floppy ear', noun: 'rabbit', role: 'joker' },
  ],
  plots: [
    {
      id: 'sleepy-star',
      method: 'gentle',
      shape: 'reach',
      time: 'night',
      worlds: ['garden', 'forest', 'park', 'mountain'],
      titles: ['{hero} and the Littlest Star', 'The Star Who Fell', '{hero} Helps a Star Home'],
      needy: { name: 'Twinkle', noun: 'the littlest star', talks: true },
      goal: { full: 'the way back up to the sky', short: 'the sky' },
      problem: {
        spot: 'open',
        simple: [
          'One night, {place.in}, something went bump. {hero} looked. It was a tiny star! "I fell out of the sky," said the star. "I am {needy}. I want to go home."',
          'It was night {place.in}. Bump! A little star fell down on {spot}. It was no bigger than a cup. "I am {needy}," it said. "Please help me get back to the sky."',
        ],
        rich: [
          'Late one evening, when the windows had gone soft and yellow, something landed {place.in} with a small, silvery bump. {hero} crept closer. There on {spot}, glowing faintly, sat a star no bigger than a teacup. "Oh dear," it said, in a voice like a tiny bell. "I was playing tag with the comets, and I fell. I am {needy}, and I don’t know how to get back up to the sky."',
          'The stars were coming out {place.in} when one of them slipped. {hero} watched it tumble, turning over and over, until it landed on {spot} with a sound like a dropped spoon. It was the smallest star {hero} had ever seen, and its light was trembling. "I’m {needy}," it whispered. "The sky is so far up. How will I ever get home?"',
        ],
        scene: '{hero} kneeling on {spot} at night, looking at a tiny glowing star in the grass',
      },
      attempts: [
        {
          spot: 'high',
          simple: [
            '{hero} had an idea. "Let’s go up high!" {team} climbed up to {spot}. {hero} held {needy} up. Up, up, up! But the sky was still far away.',
          ],
          rich: [
            '"If we get high enough, perhaps you can jump back up," said {hero}. So {team} climbed up to {spot}, with {needy} tucked in {hero.their} hands like a warm night-light. At the very top, {hero} lifted the little star as high as {hero.their} arms could reach. {needy} wobbled, gave a hopeful jump, and floated gently back down. The sky was still much too far away.',
          ],
          scene: '{hero} at {spot}, holding a tiny star up towards the night sky',
        },
        {
          spot: 'water',
          simple: [
            '{team} went to {spot}. The water was very still. Lots of stars shone in it. "Is that the sky?" asked {needy}. {needy} hopped in. Splash! It was only water.',
          ],
          rich: [
            'At {spot}, the water lay so still that the whole night sky was painted on it, every star in its place. "Look, the sky is right here," breathed {needy}, and before anyone could stop it, the little star hopped in. There was a fizz and a small, surprised splash. {hero} fished {needy} out, dripping and blinking. The sky in the water was only a picture of the sky.',
          ],
          scene: '{hero} beside {spot} at night, the stars reflected in the still water',
        },
        {
          spot: 'open',
          simple: [
            '"Maybe the wind can help," said {hero}. {team} ran out onto {spot}. {hero} held {needy} up to the wind. Whoosh! {needy} went up a little. Then {needy} came back down.',
          ],
          rich: [
            '{hero} licked a finger and held it up. There was a breeze, a good one, pushing across {spot}. "Maybe the wind can carry you," {hero} said, and {team} ran with {needy} held high, faster and faster, until the wind caught the star and lifted it, once, twice, almost up to the treetops. Then the breeze sighed and dropped, and so did {needy}, straight back into {hero.poss} waiting hands.',
          ],
          scene: '{hero} running across {spot} at night, holding a glowing star up to the wind',
        },
        {
          spot: 'path',
          simple: [
            '{team} went along {spot}. "Maybe a big hop will do it," said {needy}. Hop! Hop! Hop! {needy} tried and tried. But {needy} did not go up.',
          ],
          rich: [
            'They walked along {spot} while {needy} practised jumping, which was harder than it looked for something without legs. Each hop was a little bigger than the last, and each one ended with the star bouncing softly off the ground. "I used to just float," {needy} said in a small voice. "I don’t know why I can’t remember how."',
          ],
          scene: '{hero} walking along {spot} at night while a tiny star tries to hop into the air',
        },
      ],
      turn: {
        simple: [
          '{hero} looked at {needy}. {needy} was shaking. "You are scared," said {hero}. "Let’s take a big, slow breath." In, and out. {needy} began to glow. Then {needy} began to float!',
        ],
        rich: [
          '{hero} noticed that every time {needy} worried, its light flickered and it sank a little lower. But when {hero} hummed, the star glowed warmer. "I think you float when you feel calm," {hero} said softly. "Let’s breathe together. In… and out." The little star breathed, and glowed, and breathed again, and slowly, gently, it rose off {hero.poss} palm.',
        ],
        scene: '{hero} breathing slowly with eyes half closed while a little star rises from open hands',
      },
      solve: {
        simple: [
          'Up went {needy}, slow and soft. Up past the trees. Up past the clouds. Up to the sky! {needy} found a little space and shone. "Thank you, {hero}!" called the star.',
        ],
        rich: [
          'Up went {needy}, slow as a soap bubble, past the tops of the trees and the roof of the house and the thin grey clouds. It found its own little gap in the sky, right beside the moon, and settled into it with a sigh. Then it shone, brighter than it had shone all night. Far below, {hero} was sure {hero.they} heard a tiny bell-like voice: "Thank you, {hero}."',
        ],
        scene: 'A tiny star settling into the night sky beside the moon while {hero} waves from below',
      },
      celebrate: {
        simple: ['{hero} waved to the star. The star winked back. Wink, wink!'],
        rich: ['{hero} waved until {hero.their} arm was tired. And every time {hero} waved, one small star, just beside the moon, winked back.'],
        scene: '{hero} waving up at the night sky where one star is winking',
      },
    },
    {
      id: 'lost-lullaby',
      method: 'listen',
      shape: 'find',
      time: 'night',
      worlds: ['forest', 'garden', 'park', 'mountain'],
      titles: ['{hero} and the Lost Lullaby', 'The Night the Lullaby Got Lost', 'A Lullaby for {needy}'],
      needy: { name: 'Pip', noun: 'the baby owl', talks: true },
      goal: { full: 'the lost lullaby', short: 'the lullaby' },
      problem: {
        spot: 'high',
        simple: [
          'It was bedtime {place.in}. But up at {spot}, a baby owl was wide awake. "I can’t sleep," said the owl. "I am {needy}. My lullaby is lost."',
          'Everyone {place.in} was going to sleep. Everyone but {needy}. {needy} was a baby owl. "My night song is gone," said {needy}. "I can’t sleep without it."',
        ],
        rich: [
          'The night had settled over {place} like a soft blanket, and nearly everyone was asleep. Nearly. Up at {spot}, a baby owl sat with its feathers all in a muddle, blinking its enormous eyes. "I can’t sleep," it said, when it saw {hero}. "I’m {needy}. Every night the moon hums a lullaby, but tonight it’s gone. I’ve listened and listened, and there’s nothing there."',
        ],
        scene: 'A fluffy baby owl awake at {spot} at night, {hero} looking up at it',
      },
      attempts: [
        {
          spot: 'water',
          simple: [
            '{team} went to {spot}. They listened. Plink, plonk, plink! The water made a little tune. "That is part of it!" said {needy}. But it was not all of it.',
          ],
          rich: [
            'At {spot}, {hero} held up a hand for quiet. The water was making a sound, a small plink and plonk, like someone trying out a tune on a piano. {needy} tilted its head. "That’s the beginning," it said. "I’m sure that’s the beginning." But however long they listened, the water only knew the first few notes.',
          ],
          scene: '{hero} listening beside {spot} at night with a baby owl on one shoulder',
        },
        {
          spot: 'high',
          simple: [
            '{team} climbed up to {spot}. The wind was there. Whoo, whoo, it sang. "That is the middle!" said {needy}. But the song was still not all there.',
          ],
          rich: [
            'The wind lived up at {spot}, so that was where they climbed next. It was singing to itself in long, low whoos, over and over, and {needy} closed its eyes to listen. "That’s the middle part," it murmured. "The water had the start, and the wind has the middle." But the end of the lullaby was still nowhere to be heard.',
          ],
          scene: '{hero} sitting at {spot} in the wind at night, listening',
        },
        {
          spot: 'low',
          simple: [
            '{team} looked in {spot}. Chirp, chirp, chirp! Little crickets were singing. "That is not my song," said {needy}. "It is too quick."',
          ],
          rich: [
            'Down in {spot}, a whole orchestra of crickets was playing. It was cheerful and busy and very fast, and {needy} shook its head. "That’s a lovely song," it said politely, "but it isn’t a lullaby. It’s much too quick to sleep to." The crickets bowed and carried on.',
          ],
          scene: '{hero} crouching by {spot} at night, listening to crickets',
        },
        {
          spot: 'hidden',
          simple: [
            '{team} peeked inside {spot}. It was dark and very quiet. "Hello?" said {hero}. "Hello, hello," said the echo. It was not the lullaby.',
          ],
          rich: [
            '{hero} peeked inside {spot}. It was quiet in there, the deep kind of quiet that makes you whisper. "Is anyone humming?" {hero} asked, and the dark answered back, "Humming… humming…" It was only an echo. {needy} gave a small, tired sigh.',
          ],
          scene: '{hero} peeking inside {spot} at night, a baby owl peering too',
        },
      ],
      turn: {
        simple: [
          '{hero} sat down. It was very quiet. {hero} listened to all the little night sounds, one by one. Then {hero} had it! The lullaby was all the night sounds, taking turns.',
        ],
        rich: [
          '{hero} sat very still and let the night come close. The water plinked. The wind hummed. Somewhere, a leaf settled. And {hero} understood: the lullaby had never been one sound. It was all the small night sounds, taking turns, and tonight they had simply lost their place, like singers who had forgotten whose turn it was.',
        ],
        scene: '{hero} sitting very still at night with eyes closed, listening',
      },
      solve: {
        simple: [
          '{hero} began to hum. Plink, plonk, whoo, hush. Slow and soft. {needy} closed one eye. Then the other eye. The lullaby was back!',
        ],
        rich: [
          'So {hero} began to hum them back into order: the plink of the water first, then the long whoo of the wind, then a hush, like a leaf settling. Slowly, softly, the lullaby came back together. {needy} blinked once, and twice, and the third time its eyes did not open again. Its feathers smoothed. Its head tucked down. The baby owl was fast asleep.',
        ],
        scene: '{hero} humming softly while a baby owl falls asleep on a branch',
      },
      celebrate: {
        simple: ['"Goodnight, {needy}," said {hero}, very quietly. {needy} gave a tiny snore.'],
        rich: ['"Goodnight, {needy}," {hero} whispered. From the branch came the smallest snore in the whole world, and all around, the night sounds kept humming, each one in its proper place.'],
        scene: 'A baby owl asleep on a branch under the moon, {hero} tiptoeing away',
      },
    },
    {
      id: 'missing-yawn',
      method: 'patience',
      young: true,
      shape: 'find',
      time: 'night',
      worlds: ['home'],
      titles: ['{hero} and the Missing Yawn', 'Where Did the Yawn Go?', 'The Yawn That Got Away'],
      goal: { full: '{hero.poss} missing yawn', short: 'the yawn' },
      problem: {
        simple: [
          'It was bedtime {place.in}. {hero} was in bed. But {hero} was not sleepy at all. "My yawn is missing!" said {hero}. "I can’t go to sleep without a yawn."',
          'The moon was up. It was bedtime {place.in}. Teeth were brushed. Pyjamas were on. But {hero} was not sleepy. Where was {hero.poss} yawn? "I will find it," said {hero}.',
        ],
        rich: [
          'It was the kind of night when everybody {place.in} was sleepy, everybody except {hero}. Teeth were brushed, pyjamas were on, and the light was low, but {hero.poss} eyes stayed wide open. {hero} tried to yawn and nothing came. "My yawn has gone missing," {hero} announced. "It must have wandered off. I’d better find it, or I’ll be awake all night."',
        ],
        scene: '{hero} in pyjamas sitting up in bed, wide awake, at night',
      },
      attempts: [
        {
          spot: 'high',
          simple: [
            '{hero} looked up at {spot}. There were books and a sleepy teddy. No yawn up there. "Not here," said {hero}.',
          ],
          rich: [
            'First, {hero} checked {spot}, because yawns are light and might float up there. There was a book about the sea, a sock that had been missing since Tuesday, and a lot of soft dust. But there was no yawn, not even a small one.',
          ],
          scene: '{hero} in pyjamas on tiptoe, peering up at {spot}',
        },
        {
          spot: 'low',
          simple: [
            '{hero} looked in {spot}. The toys were all asleep. Shh! But the yawn was not there.',
          ],
          rich: [
            'Next, {hero} knelt down and looked in {spot}. All the toys there were fast asleep in a heap, their button eyes closed or nearly. "Have you seen my yawn?" {hero} whispered. Nobody answered. Toys never answer after bedtime.',
          ],
          scene: '{hero} kneeling to peek into {spot} at a heap of sleeping toys',
        },
        {
          spot: 'water',
          simple: [
            '{hero} went to {spot}. It was warm there. There were soft bubbles. {hero} felt a tiny bit sleepy. But it was not a yawn yet.',
          ],
          rich: [
            '{hero} padded over to {spot}, where it was still warm and smelled of bubbles. Something stirred in {hero.poss} chest, a small, soft feeling, the feeling that comes just before a yawn. {hero} waited. It went away again. Almost, but not quite.',
          ],
          scene: '{hero} in pyjamas looking at {spot}, warm and full of bubbles',
        },
        {
          spot: 'hidden',
          simple: [
            '{hero} opened {spot}. It was dark and cosy. "Yawn?" called {hero}. No yawn came out. Only a moth.',
          ],
          rich: [
            '{hero} opened {spot} very slowly, in case the yawn was hiding and might get a fright. Inside it was dark and cosy and smelled faintly of cedar. "Yawn?" {hero} called softly. A moth fluttered out, did a lazy circle, and went back in. That was all.',
          ],
          scene: '{hero} opening {spot} at night, a moth fluttering out',
        },
      ],
      turn: {
        simple: [
          '{hero} stopped running about. {hero} lay down. {hero} took a slow breath. And another. It was very quiet. Then something came, very slowly.',
        ],
        rich: [
          'At last, {hero} stopped hunting and lay back on the pillow to think. The room was quiet. The blanket was warm. {hero} breathed in slowly, and out even more slowly, and something began to happen. It started in {hero.poss} toes and crept up, and up, softly, the way the tide comes in.',
        ],
        scene: '{hero} lying back on a pillow, breathing slowly, in a dim bedroom',
      },
      solve: {
        simple: [
          'It was the yawn! It came all the way up. Yaaawn! "There you are," said {hero}. The yawn had been waiting for {hero} to be still.',
        ],
        rich: [
          'It was the yawn. It had been there all along, waiting for {hero} to be still enough to catch it. It rose up, big and slow and delicious, and {hero} yawned the widest yawn of the whole week. "There you are," {hero} murmured. "I was looking everywhere."',
        ],
        scene: '{hero} yawning a huge sleepy yawn in bed',
      },
      celebrate: {
        simple: ['{hero} smiled a sleepy smile. Then came one more little yawn.'],
        rich: ['{hero} smiled, and then, because yawns never like to travel alone, a second smaller one followed the first.'],
        scene: '{hero} smiling sleepily under a warm blanket',
      },
    },
  ],
};
