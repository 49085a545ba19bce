/**
 * For 2–7, anywhere: the first night somewhere new, every sound strange, until the child finds out
 * what each one is and a star that shines over home shines here too.
 */
import type { Tale } from '../../types.ts';

export const theSameStar: Tale = {
  id: 'the-same-star',
  bands: ['little', 'early'],
  worlds: ['home'],
  anywhere: true,
  time: 'night',
  shape: 'courage',
  titles: ['The Same Star', '{hero} and the Night Sounds', 'A First Night for {hero}'],
  places: [['at', 'Grandma’s house'], ['in', 'the new house']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was {hero.poss} first night {place.in}. The bed was new. The dark was new. Even the quiet was new.',
          '@pet,friend {pals} {pals.were} there too, close by.',
        ],
        [
          'It was {hero.poss} very first night {place.in}. Everything was new. The bed was new <and> the pillow was new. The dark was a new kind of dark, and the quiet was a new kind of quiet.',
          '{hero} lay very still[? and held {toy.full} close| and held the edge of the blanket]. {hero} looked at the dark. The dark looked back.',
          '@pet {pal} was curled up at the end of the bed, one ear still up.',
          '@friend {pals} {pals.were} in the next bed, already breathing slow.',
        ],
      ],
      scene: '{hero} lying awake in a new bed at night, eyes wide open',
    },
    {
      kind: 'problem',
      tellings: [
        ['Then {hero} heard a sound. Tap. Tap. Tap. {hero} sat up. “What is that?” {hero} whispered. {hero} did not feel sleepy at all now. “I will find out,” said {hero}.'],
        [
          'Then, in the quiet, came a sound.',
          'Tap. Tap. Tap.',
          '{hero} sat up. {hero.poss} heart went thump. “What is that?” {hero} whispered.',
          'Nobody answered. The sound went on. Tap. Tap. Tap.',
          '{hero} wanted to go to sleep. But how could anyone sleep with a sound they did not know? “I will find out what it is,” {hero} said, <and> {hero.they} reached for the little torch by the bed.',
        ],
      ],
      scene: '{hero} sitting up in bed holding a little torch, listening',
    },
    {
      kind: 'attempt',
      tellings: [
        ['{hero} shone the torch. Tap, tap. It was not a monster. It was {hero.poss} own foot, tapping on the end of the bed! {hero} giggled. One sound found.'],
        [
          'Click. The torch made a small round light. {hero} shone it at the door. Nothing. {hero} shone it at the corner. Nothing.',
          'Tap. Tap. Tap.',
          'The sound was very close now. {hero} shone the torch down, down, to the end of the bed.',
          'And there it was. It was {hero.poss} own foot! It was tapping on the end of the bed, all by itself, the way feet do when they are not sleepy.',
          '{hero} giggled and made the foot stop. The tapping stopped too. “One sound found,” {hero} whispered.',
        ],
      ],
      scene: '{hero} shining a torch at the end of the bed and giggling at a wiggling foot',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Creak. {hero} shone the torch at the door. It moved a little, all by itself. Then {hero} saw. The door creaked when {hero} wriggled the bed. Creak, wriggle. Creak, wriggle. Another sound found.'],
        [
          'Creak.',
          'That one was bigger. {hero} held the torch tight and shone it at the door. The door did not move. {hero} shone it at the floor. The floor did not move.',
          '{hero} wriggled down to look under the bed. Creak!',
          '{hero} stopped. The creak stopped. {hero} wriggled again. Creak!',
          '“It is the bed!” {hero} said. The new bed creaked when anyone wriggled in it, like an old friend saying hello. {hero} gave it one more wriggle, just to hear it. Found that one.',
        ],
      ],
      scene: '{hero} wriggling in bed with a torch, listening to the bed creak',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Hmmmm. A long, low hum came from far away. {hero} listened hard. It went on and on, like someone humming a song with no words. “That is this place, breathing,” {hero} decided. Another sound found.'],
        [
          'Hmmmm.',
          'This sound was long and low. It came from far away and it went on and on, like someone humming with their mouth closed.',
          '{hero} tiptoed to the door and listened. Hmmmm. It was not coming closer. It was not going away. It was just there, humming.',
          '“I know,” said {hero} softly. “That is the sound this place makes at night. Like a big, sleepy animal breathing.”',
          'It did not sound scary after that. It sounded snug. Found it.',
        ],
      ],
      scene: '{hero} at the bedroom door at night, head on one side, listening',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Snnnk. Snnnk. Something was snoring! {hero} sat very still and listened.',
          '@pet It was {pal}, fast asleep with {pal.poss} paws in the air. Another sound found.',
          '@friend It was {pals}, snoring softly. Another sound found.',
          '@alone It was someone far away, snoring like a little engine. Another sound found.',
        ],
        [
          'Snnnk. Snnnk. Whistle.',
          'Something was snoring! {hero} had to put a hand over {hero.their} mouth so as not to laugh out loud.',
          '[?{pal}|Someone, somewhere in the dark,] was snoring like a little engine. Snnnk, whistle. Snnnk, whistle.',
          '“Everyone is asleep but me,” thought {hero}. But the snoring was a friendly sound. It was hard to be scared of a sound that went whistle. Another one found.',
        ],
      ],
      scene: '{hero} in bed, hand over mouth, trying not to laugh at a snore',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Drip. Drip. Somewhere, water was dripping. {hero} found the cup by the bed. A drop ran down the side and went drip on the floor. {hero} moved the cup. Another sound found.'],
        [
          'Drip. Drip.',
          'Where was water? {hero} shone the torch all around. The small light went over the wall, over the bag, over the shoes.',
          'Drip.',
          'There! The cup of water by the bed had been filled too full. A drop ran slowly down its side, hung there for a moment, and then went drip onto the floor.',
          '{hero} moved the cup a little way back and wiped the side with a sleeve. The dripping stopped. Another sound found! {hero} felt very clever.',
        ],
      ],
      scene: '{hero} shining a torch on a cup of water by the bed',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Rustle, rustle. {hero} froze. Rustle. Then {hero} laughed. It was {hero.poss} own blanket, rustling every time {hero.they} moved. Another sound found.'],
        [
          'Rustle. Rustle.',
          '{hero} froze. The rustling froze too.',
          '{hero} waited. Nothing. {hero} turned {hero.their} head to listen. Rustle!',
          'Slowly, {hero} lifted one arm. Rustle. {hero} put it down. Rustle.',
          '“It is me!” {hero} whispered. It was the new blanket, rustling every time {hero.they} moved. It was a crinkly sort of blanket, not like the one at home. That sound was found too.',
        ],
      ],
      scene: '{hero} holding very still under a blanket, listening',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'When {hero} looked up, {hero.they} saw a star, high up in the dark. It was bright and small and it seemed to wink.',
          '“Hello, star,” whispered {hero}. “Are you new here too?” The star just twinkled.',
        ],
        [
          'When {hero} looked up, {hero.they} saw a thin gap where the night showed through. And in the gap was a star.',
          'It was small and bright, brighter than all the others. It seemed to wink, just at {hero}.',
          '“Hello, star,” whispered {hero}. “Are you new here too?”',
          'The star did not answer. Stars never do. But it shone <and> it kept on shining, steady as a night-light. {hero} watched it for a long time.',
        ],
      ],
      scene: '{hero} looking up at a single bright star in the night',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then {hero} thought of home. {hero.poss} own bed. {hero.poss} own room. {hero.poss} lip wobbled. “I want to be home,” {hero} said in a tiny voice.',
        ],
        [
          'But then {hero} thought of home.',
          '{hero} thought of {hero.their} own bed, with the bump in the middle. {hero} thought of {hero.their} own pillow, which smelled like home. {hero} thought of the crack of light under {hero.their} own door.',
          '{hero.poss} lip began to wobble. A tear came, and then another one.',
          '“I want to be home,” {hero} said, in a tiny voice. The new dark did not know what to say.',
          '@pet {pal} crept up the bed and put {pal.poss} chin on {hero.poss} knee.',
          '@friend {pals} reached across in the dark and held {hero.poss} hand.',
        ],
      ],
      scene: '{hero} sitting up in bed with a wobbly lip, thinking of home',
    },
    {
      kind: 'turn',
      tellings: [
        [
          '{hero} looked at the star again. Then {hero.they} had a thought. “You shine on my home too,” {hero} whispered. “You are the same star!”',
          'So home was not so far. The same star was over both. {hero} held [?{toy.name}|the blanket] tight, and the tears stopped.',
        ],
        [
          '{hero} looked up at the star again. It was still there, still winking. And then {hero} had a big thought.',
          'At home, there was a window too. At home, there was sky. And in that sky, on any night, there were stars.',
          '“You shine on my house,” {hero} whispered to the star. “You shine on my bed at home. And you shine on me here. You are the same star!”',
          'Home did not feel so far away after that. It was just under the other end of the same sky.',
          '{hero} held [?{toy.name}|the edge of the blanket] tight. The tears dried up, one by one.',
        ],
      ],
      scene: '{hero} smiling up at the star, tears drying',
    },
    {
      kind: 'resolution',
      tellings: [
        ['{hero} lay down. All the sounds were friends now. {hero} said them, one by one, very softly. The sounds went on, quiet and slow, like a song.'],
        [
          '{hero} lay back down and listened. The sounds were all still there. But now {hero} knew every one.',
          'The tap had been {hero.poss} own foot. The other sounds were only this place, getting ready for the night, the way home did.',
          'They were not strange sounds any more. They were night sounds, the same as at home, only different. Put together, they made a kind of song.',
          '{hero} hummed along with it, very quietly.',
        ],
      ],
      scene: '{hero} lying down, listening, with a small smile',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '“{lesson},” {hero} whispered, half asleep.',
          '“Goodnight, star,” {hero} whispered. “Goodnight, home.” {hero.poss} eyes closed. And {hero} was asleep.',
        ],
        [
          '“{lesson},” {hero} whispered to the star, half asleep already.',
          '“Goodnight, star,” {hero} whispered. “Goodnight, night sounds. Goodnight, home.”',
          '{hero.poss} eyes grew heavy. {hero.poss} breathing grew slow. The star kept watch, over {hero.them} and over home, all night long.',
          'And {hero}, in the new bed, in the new dark, fell fast asleep.',
        ],
      ],
      scene: '{hero} fast asleep in the new bed, a star shining in the dark',
    },
  ],
};
