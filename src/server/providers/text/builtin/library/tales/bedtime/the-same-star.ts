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
  roomy: false,
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
        [
          'It was {hero.poss} very first night {place.in}. Everything was new. The bed was new <and> the pillow was new. The dark was a new kind of dark, and the quiet was a new kind of quiet.',
          '{hero} lay very still[? and held {toy.full} close| and held the edge of the blanket]. {hero} looked at the dark. The dark looked back.',
          '@pet {pal} was curled up at the end of the bed, one ear still up.',
          '@friend {pals} {pals.were} in the next bed, already breathing slow.',
          'There was a bag on the floor with {hero.poss} things in it. There was a cup of water by the bed. There was a little torch, for emergencies. {hero} had checked the torch twice. It worked.',
          '“Goodnight,” everyone had said, and kissed {hero}, and turned out the big light. Now it was just {hero}, and the new bed, and the dark.',
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
          '{hero} wanted to go to sleep. But how could anyone sleep with a sound they did not know? “I will find out what it is,” {hero} said<and> {hero.they} reached for the little torch by the bed.',
        ],
        [
          'Then, in the quiet, came a sound.',
          'Tap. Tap. Tap.',
          '{hero} sat up. {hero.poss} heart went thump. “What is that?” {hero} whispered.',
          'Nobody answered. The sound went on. Tap. Tap. Tap.',
          '{hero} wanted to go to sleep. But how could anyone sleep with a sound they did not know? “I will find out what it is,” {hero} said<and> {hero.they} reached for the little torch by the bed.',
          '{hero} thought about pulling the blanket right over {hero.their} head. But then the sound would still be there, only {hero} would not know where. It was better to know. Grown-ups always said so, and for once {hero} thought they might be right.',
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
        ['Creak. {hero} stopped. The creak stopped. {hero} wriggled. Creak! It was the new bed, saying hello. Creak, wriggle. Creak, wriggle. Another sound found.'],
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
          '@pet+paws It was {pal}, fast asleep with four paws in the air. Another sound found.',
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
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Thump, thump. Thump, thump. {hero} held {hero.their} breath. Were those footsteps? Thump, thump. Then {hero} lifted {hero.their} head off the pillow, and the thumping went quiet. It was {hero.poss} own heart! Found that one too.'],
        [
          'Thump, thump. Thump, thump.',
          '{hero} held {hero.their} breath. It sounded like footsteps, slow ones, coming closer and closer. Thump, thump.',
          '“Who is there?” whispered {hero}. Nobody answered. Thump, thump.',
          '{hero} sat up to look, and the thumping went quiet. {hero} lay down again, and there it was. Thump, thump.',
          'Then {hero} put a hand flat on {hero.their} chest. Thump, thump, went the hand.',
          '“It is my heart!” {hero} whispered. When you lie with your ear on a pillow, you can hear your own heart, going steady all by itself. It was not footsteps at all. It was the most friendly sound of the lot. Found that one too.',
        ],
      ],
      scene: '{hero} lying with one hand on {hero.their} chest, listening, eyes wide',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Whoosh. Far away, something went whoosh, and then quiet, and then whoosh again. {hero} listened a long time. It was slow and soft, like a big sleepy sigh. “I like that one,” {hero} said. Another sound, and a good one.'],
        [
          'Whoosh.',
          'It came from far away. Whoosh, and then quiet. Then, a long time after, whoosh again.',
          '{hero} tried to guess. Was it a giant, breathing out? Was it a dragon, turning over in bed? Was it somebody sweeping a very big floor?',
          'Whoosh. Quiet. Whoosh.',
          '{hero} began to breathe with it. In, in, in, while it was quiet. Out, with the whoosh. In, in, in. Out.',
          '{hero} never did find out what the whoosh was. But {hero} decided that did not matter. “I like that one,” {hero} whispered. “That one can stay.” Another sound, and a good one.',
        ],
      ],
      scene: '{hero} lying still in the dark, breathing slowly, listening to a far-off sound',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the corner stood a tall, dark shape with long arms. {hero} went cold all over. Then {hero} shone the torch at it. It was only {hero.poss} dressing gown, hanging on a hook! {hero} waved at it. Not a sound, that one, but found all the same.'],
        [
          'Then {hero} saw it. In the corner stood a tall, dark shape. It had a lumpy head and long, floppy arms, and it did not move at all.',
          '{hero} went cold all over. {hero} pulled the blanket up to {hero.their} nose.',
          '“Hello?” whispered {hero}. The shape said nothing. Shapes in corners never do.',
          '{hero} counted to three. Then, very fast, {hero} shone the torch right at it.',
          'It was {hero.poss} own dressing gown, hanging on a hook, with its belt dangling down like a tail and its hood sticking up like a head.',
          '{hero} let out a big breath and laughed a small laugh. “Silly dressing gown,” {hero} said, and waved at it. The dressing gown, of course, did not wave back. That was not a sound, that one. But it was found, all the same.',
        ],
      ],
      scene: '{hero} shining a torch at a dressing gown on a hook that looks like a tall shape',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Under the door was a thin line of light. Then, click, the light went out. Footsteps went by, soft and slow. “Goodnight,” said a kind voice, very quietly, to everyone. {hero} smiled. The grown-ups were going to bed too.'],
        [
          'Under the door there was a thin gold line of light. {hero} watched it. It made the door look like a present with a ribbon at the bottom.',
          'Then, click, the line of light went out.',
          'Footsteps came along, soft and slow. They stopped outside the door. {hero} held very still.',
          '“Goodnight, everyone,” whispered a kind, sleepy voice, to nobody in particular. Then the footsteps went away again, and a door closed somewhere, and it was quiet.',
          '{hero} smiled into the pillow. The grown-ups were going to bed too. Everyone in the whole place was lying down in the dark, just like {hero}. That was a cosy thing to know.',
        ],
      ],
      scene: '{hero} in bed watching a thin line of light under the door',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['The pillow smelled new, not like home. {hero} turned it over to the cool side and pressed {hero.their} cheek on it. Cool and smooth. That was a bit better.'],
        [
          '{hero} put {hero.their} nose in the pillow and sniffed. It smelled clean and new and not at all like home. Home pillows smell like home. Everyone knows that.',
          '{hero} turned the pillow over. The other side was cool, like the inside of a shell.',
          '{hero} pressed one cheek into the cool side. Then the other cheek. Then {hero} gave the pillow a pat and a punch in the middle, to make a dip for {hero.their} head, the way {hero.they} did at home.',
          'It still did not smell like home. But it had a dip now, a {hero}-shaped dip. That was a start.',
        ],
      ],
      scene: '{hero} patting a dip into a new pillow',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'When {hero} looked up at the window, {hero.they} saw a star, high up in the dark. It was bright and small and it seemed to wink.',
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
      kind: 'detour',
      optional: true,
      tellings: [
        ['{hero} shone the torch at the wall and made a shadow with {hero.their} hands. A rabbit! Then a bird, flapping. Then a crocodile, snapping. The star watched the shadow show.'],
        [
          '{hero} had an idea. “Would you like a show, star?” {hero} whispered.',
          '{hero} shone the torch at the wall. Then {hero} put {hero.their} hands in the light, just so.',
          'On the wall, a shadow rabbit sat up. It twitched its long ears. It hopped, one, two, three, right across the wall.',
          'Then {hero} crossed {hero.their} thumbs and flapped {hero.their} fingers. A shadow bird flew up to the ceiling and back down again.',
          'Then {hero} put two hands together, snapping them open and shut. A shadow crocodile crept along the wall, very, very slowly. Snap.',
          '“That is all,” whispered {hero}, and bowed. The star twinkled, as if it was clapping.',
          '@pet {pal} watched the shadow rabbit with both ears up.',
        ],
      ],
      scene: '{hero} making a shadow rabbit on the wall with a torch and both hands',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['“I wish,” {hero} whispered to the star, “for a good sleep, and a good day after.” {hero} did not say the last wish out loud. Last wishes are the secret ones.'],
        [
          '“My friend says you can wish on a star,” {hero} whispered. “Can I wish on you?”',
          'The star twinkled. {hero} took that as a yes.',
          '“I wish for a good sleep,” said {hero}. “And I wish for a good day tomorrow. And I wish…”',
          '{hero} stopped. The last wish was a secret one. Last wishes always are.',
          'So {hero} said it in {hero.their} head, very clearly, so the star could hear it anyway. Then {hero} crossed {hero.their} fingers under the blanket, just to be sure.',
        ],
      ],
      scene: '{hero} with eyes shut tight, fingers crossed, making a wish on a star',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['{hero} told the star about home. “At home there is a crack in my ceiling shaped like a boat,” {hero} whispered. “And a squeaky step.” Telling it was nice. It was like visiting.'],
        [
          '“Shall I tell you about my home?” {hero} whispered to the star. “You have probably seen it. But only from the top.”',
          'So {hero} told it.',
          '“There is a crack in my ceiling that looks like a boat. When I can’t sleep, I sail it. There is a step on the stairs that squeaks, so you have to jump over it. There is a cup with my name on. And in the morning, the kitchen smells like toast.”',
          '{hero} told the star all of it, slowly, room by room, right down to the mat by the door.',
          'It was a funny thing. Telling it made home feel close, as if {hero} had gone for a little visit and come back again.',
        ],
      ],
      scene: '{hero} whispering up to a star, counting things off on {hero.their} fingers',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['{hero} hummed the going-to-sleep song from home, the one with no proper words, just la, la, la. {hero} hummed it to the star, very softly. It sounded different here. But it was the same song.'],
        [
          'At home, there was a going-to-sleep song. It did not have proper words. It went la, la, la, and down, and la, la, la, and up, and then it went hmm at the end.',
          '{hero} had never sung it alone before. Somebody else always sang it.',
          '{hero} tried. La, la, la, and down. It came out wobbly. La, la, la, and up. That was better.',
          'Hmm.',
          '{hero} sang it all again, a bit more slowly, to the star, to the dark, to the new bed. It sounded different in this place. The walls gave it back in a new way. But it was the same song, exactly the same song. {hero} had carried it all the way here without even knowing.',
        ],
      ],
      scene: '{hero} in bed, humming softly, eyes on a star',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['{hero} counted the stars near the bright one. One, two, three, four, five. Five little stars, all round the bright one, like a family.'],
        [
          'Now that {hero.poss} eyes were used to the dark, {hero} could see more stars. Little faint ones, all round the bright one.',
          '{hero} counted them. One. Two. Three, very faint. Four. Five, right at the edge.',
          '“Five,” whispered {hero}. “You have got five friends round you. You are not on your own at all.”',
          '{hero} looked for a long time, till the faint ones seemed to come and go, like the little lights on a ship far away.',
          '@pet,friend Then {hero} looked over at {pals}, asleep nearby. {hero} was not on {hero.their} own either.',
        ],
      ],
      scene: '{hero} counting faint stars around one bright star',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '@early “Every star needs a name,” {hero} whispered. {hero} tried Sparkle, and Twinkle, and Mr Star. None of them was right. Then {hero} thought of home and whispered, “I will call you Home Star.” The star winked. It liked that one best.',
        ],
        [
          '@early “You need a name,” {hero} whispered to the star. “Everybody has a name. Even the cat next door has two.”',
          '@early {hero} thought hard. “Sparkle?” Nothing. “Twinkle?” Not a flicker. That was too easy, and too many stars were called Twinkle already.',
          '@early “Mr Star?” {hero} tried. “Lady Star? Captain Star?” Still nothing. The star just shone, patient, the way stars are, as if it had all night. It did have all night. That was the thing about stars.',
          '@early [?“What about {colour}?” whispered {hero}, because {colour} was the best colour there was. But the star was not {colour}. It was silver-white, like a new coin.|“What about Silver?” whispered {hero}. But that was more of a colour than a name.]',
          '@early Then {hero} thought of home, and the star shining over it, and the star shining here, both at once.',
          '@early “Home Star,” {hero} whispered. “I will call you Home Star.”',
          '@early {hero} said it again, to be sure it fitted. Home Star. It fitted like a sock.',
          '@early And the star winked, bright and quick, as if that had been its name all along and it had only been waiting for somebody to guess it.',
        ],
      ],
      scene: '{hero} whispering names up to a bright star, one finger raised',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '@early {hero} told the star a story, in a whisper. It was about [?a {animal}|a little fox] who went on a long trip and was a bit scared in a new place, but found a friend in the end. “It is a true story, nearly,” {hero} told the star. The star seemed to like it.',
        ],
        [
          '@early “Do you like stories?” {hero} whispered. “I will tell you one. It is a good one. You can’t see pictures, but you can imagine.”',
          '@early “Once upon a time,” {hero} began, “there was [?a {animal}|a little fox]. It lived in a cosy place, with everything it knew. But one day it had to go on a long trip, to a place it had never been.”',
          '@early “The first night, it could not sleep. Everything was new. Every sound was strange. It pulled its blanket right up to its nose.”',
          '@early {hero} stopped and thought about what happened next. The star waited politely.',
          '@early “Then,” {hero} went on, “it looked up and saw someone shining at it. A friend. And the friend said, I have been here all along. And after that it was not scared any more. The end.”',
          '@early It was not a very long story. But {hero} thought it was a good one, and a true one, nearly.',
          '@early “Did you like it?” {hero} asked. The star twinkled twice, which is how stars clap, very quietly, so nobody wakes up.',
        ],
      ],
      scene: '{hero} lying on a pillow, whispering a story up to a star',
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
          '@pet {pal} crept up the bed and laid a soft chin on {hero.poss} knee.',
          '@friend {pals} reached across in the dark and held {hero.poss} hand.',
        ],
        [
          'But then {hero} thought of home.',
          '{hero} thought of {hero.their} own bed, with the bump in the middle. {hero} thought of {hero.their} own pillow, which smelled like home. {hero} thought of the crack of light under {hero.their} own door.',
          '{hero.poss} lip began to wobble. A tear came, and then another one.',
          '“I want to be home,” {hero} said, in a tiny voice. The new dark did not know what to say.',
          '@pet {pal} crept up the bed and laid a soft chin on {hero.poss} knee.',
          '@friend {pals} reached across in the dark and held {hero.poss} hand.',
          '@early At home, right now, everybody would be asleep. The kitchen would be dark. The stairs would be dark. {hero.poss} own bed would be empty, with nobody in it at all, and the thought of that empty bed made the tears come faster.',
          '{hero} even thought about calling out. Someone would come. Someone always came. But then they would say, “Back to sleep now,” and go away again, and {hero} would still be here, in the new dark, with the missing-home feeling sitting on {hero.their} chest like a cat that would not move.',
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
          '@lesson-bravery The dark was still dark. But {hero} was brave in it now.',
          '@lesson-calm-feelings {hero} breathed in slow, and out slow. The wobbly feeling went quiet.',
          '@lesson-patience {hero} did not hurry. {hero} lay and waited, and the sleepy came.',
          '@lesson-gratitude “Thank you, star,” {hero} whispered. “Thank you for coming too.”',
          '@lesson-kindness “Shine on my house for me,” {hero} whispered. “And on everyone in it.”',
          '@lesson-helping It is all right to need a bit of help. {hero} had needed a star, and there it was.',
        ],
        [
          '{hero} looked up at the star again. It was still there, still winking. And then {hero} had a big thought.',
          'At home, there was a window too. At home, there was sky. And in that sky, on any night, there were stars.',
          '“You shine on my house,” {hero} whispered to the star. “You shine on my bed at home. And you shine on me here. You are the same star!”',
          'Home did not feel so far away after that. It was just under the other end of the same sky.',
          '{hero} held [?{toy.name}|the edge of the blanket] tight. The tears dried up, one by one.',
          '@lesson-bravery The dark was still just as dark. The sounds were still just as new. But {hero} was not hiding under the blanket any more. That is what brave is: still being a bit scared, and looking anyway.',
          '@lesson-calm-feelings {hero} took a big slow breath in, like smelling a flower, and let it out slow, like blowing on soup. Then another one. The wobbly feeling in {hero.poss} tummy went quiet, and then quieter.',
          '@lesson-patience {hero} did not try to make the sleepy come. Sleepy cannot be hurried. {hero} just lay still and waited, and watched the star, and let the sleepy find {hero.them} in its own time.',
          '@lesson-gratitude “Thank you, star,” {hero} whispered. “Thank you for coming all this way with me.” It felt good to say thank you. It made the room feel warmer.',
          '@lesson-kindness “When you shine on my house,” {hero} whispered, “shine a bit extra on everybody in it. In case they miss me too.”',
          '@lesson-helping Everybody needs a bit of help sometimes, even people who are being very grown-up. {hero} had needed a star, and there it had been, shining. Asking, even asking a star, was a good thing to do.',
        ],
        [
          '{hero} looked up at the star again. It was still there, still winking. And then {hero} had a big thought.',
          'At home, there was a window too. At home, there was sky. And in that sky, on any night, there were stars.',
          '“You shine on my house,” {hero} whispered to the star. “You shine on my bed at home. And you shine on me here. You are the same star!”',
          'Home did not feel so far away after that. It was just under the other end of the same sky.',
          '{hero} held [?{toy.name}|the edge of the blanket] tight. The tears dried up, one by one.',
          '@lesson-bravery The dark was still just as dark. The sounds were still just as new. But {hero} was not hiding under the blanket any more. That is what brave is: still being a bit scared, and looking anyway.',
          '@lesson-calm-feelings {hero} took a big slow breath in, like smelling a flower, and let it out slow, like blowing on soup. Then another one. The wobbly feeling in {hero.poss} tummy went quiet, and then quieter.',
          '@lesson-patience {hero} did not try to make the sleepy come. Sleepy cannot be hurried. {hero} just lay still and waited, and watched the star, and let the sleepy find {hero.them} in its own time.',
          '@lesson-gratitude “Thank you, star,” {hero} whispered. “Thank you for coming all this way with me.” It felt good to say thank you. It made the room feel warmer.',
          '@lesson-kindness “When you shine on my house,” {hero} whispered, “shine a bit extra on everybody in it. In case they miss me too.”',
          '@lesson-helping Everybody needs a bit of help sometimes, even people who are being very grown-up. {hero} had needed a star, and there it had been, shining. Asking, even asking a star, was a good thing to do.',
          '{hero} sniffed one last sniff and wiped {hero.their} nose on the back of a hand, which is not allowed at home, and smiled a wet sort of smile at the star.',
          '“Will you say goodnight to my house for me?” {hero} whispered. The star winked, once. That meant yes.',
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
        [
          '{hero} lay back down and listened. The sounds were all still there. But now {hero} knew every one.',
          'The tap had been {hero.poss} own foot. The other sounds were only this place, getting ready for the night, the way home did.',
          'They were not strange sounds any more. They were night sounds, the same as at home, only different. Put together, they made a kind of song.',
          '{hero} hummed along with it, very quietly.',
          '@early Somewhere far off, a car went by, swish, and its lights slid across the ceiling like a slow white fish and slid away again. {hero} did not even jump. “That is just a car,” {hero} told the star, “going home to bed, like everybody.”',
          '{hero} made up a little list in {hero.their} head, of every sound found so far, and said it over slowly, like a rhyme: tap of the foot, and the song of the place, and the friendly dark, all round. It did not quite rhyme. That did not matter either.',
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
        [
          '“{lesson},” {hero} whispered to the star, half asleep already.',
          '“Goodnight, star,” {hero} whispered. “Goodnight, night sounds. Goodnight, home.”',
          '{hero.poss} eyes grew heavy. {hero.poss} breathing grew slow. The star kept watch, over {hero.them} and over home, all night long.',
          'The torch lay on the floor, switched off. It had done its job. The star stayed at its post, high up, where it could see everybody.',
          '@early In the morning there would be a new breakfast, in a new kitchen, with new spoons. {hero} thought that might be all right. {hero} thought it might even be fun. But that was for the morning. For now, there was only the warm bed, and the slow dark, and one bright star keeping watch.',
          'And {hero}, in the new bed, in the new dark, fell fast asleep.',
        ],
      ],
      scene: '{hero} fast asleep in the new bed, a star shining in the dark',
    },
  ],
};
