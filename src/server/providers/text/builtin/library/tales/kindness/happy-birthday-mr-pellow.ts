/**
 * For early readers (5–7), anywhere: the grumpy sweeper has a birthday nobody remembers, and the
 * hero has until five o’clock to make it a happy one — with no cake, no balloon and a soggy card.
 */
import type { Tale } from '../../types.ts';

export const happyBirthdayMrPellow: Tale = {
  id: 'happy-birthday-mr-pellow',
  bands: ['early'],
  worlds: ['park', 'garden'],
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      ['{home.in}, {hero} hummed the little tune that came every morning from {place}.'],
      [
        '{home.in}, {hero} ate breakfast and hummed a little tune. It came every morning from {place}, just four notes, going round and round. {hero} wanted to know who was whistling it.',
      ],
    ],
    ending: [
      ['Back {home.in}, {hero} hummed the tune, with a fifth note added.'],
      [
        'Back {home.in} at breakfast, {hero} hummed the little tune, and then added a fifth note, just for Mr Pellow.',
      ],
    ],
  },
  time: 'day',
  shape: 'befriend',
  titles: ['Happy Birthday, Mr Pellow', '{hero} and the Birthday Tune', 'Before Five O’Clock'],
  characters: ['Mr Pellow', 'Bea'],
  places: [['in', 'Hollybank Park'], ['in', 'the big garden behind Mill Street']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'Every morning {place.in}, Mr Pellow swept. Swish, swish went his broom, and he whistled the same little tune, four notes, over and over. Nobody ever said hello.',
          '@pet,friend {hero} and {pals} were there that morning.',
        ],
        [
          'Every morning {place.in}, Mr Pellow swept. He had a long broom, a flat cap and a face like a raisin. Swish, swish, swish went the broom.',
          '@park,garden He swept the paths. He swept the leaves into piles. He swept up the crumbs the ducks had not found yet.',
          'And while he swept, he whistled a little tune. It was always the same tune: four notes, up and down and up again: dee-dum, dee-dee.',
          'Mr Pellow did not smile much. When children ran through his piles, he shook his broom at them and said, “Humph!” Most people thought he was the grumpiest man in the world.',
          'People hurried past Mr Pellow all day long. Nobody said hello. Nobody said thank you. Some people walked right across his nice clean piles.',
          '@pet+paws That morning {hero} was there with {pal}, who sniffed at the broom as if it might be a very thin dog.',
          '@friend That morning {hero} was there with {pals}, looking for something to do.',
          '@alone That morning {hero} was there on {hero.their} own, looking for something to do.',
        ],
      ],
      scene: 'an old man in a flat cap sweeping with a long broom, people hurrying past, {hero} watching',
    },
    {
      kind: 'problem',
      tellings: [
        [
          '“Hello, Mr Pellow,” said {hero}. Mr Pellow looked surprised. “Humph,” he said. “Sixty today, and not one card.” Then he went back to sweeping.',
          'Sixty today! It was Mr Pellow’s birthday, and nobody knew. “I will make it a happy one,” {hero} decided. “Before he goes home at five o’clock.”',
        ],
        [
          '{hero} walked up to Mr Pellow. “Hello, Mr Pellow,” said {hero}.',
          'Mr Pellow stopped sweeping. He looked very surprised, as if the broom had said hello.',
          '“Humph,” said Mr Pellow. “Hello yourself.” Then he looked down at his broom and said, more quietly, “Sixty years old today. And not one card. Not one.”',
          'Then he went back to sweeping, swish, swish, a bit harder than before.',
          '{hero} stood very still. It was Mr Pellow’s birthday! His sixtieth birthday! And nobody in the whole place knew.',
          '“That is the saddest thing I ever heard,” said {hero}.',
          '@friend “Even sadder than when the ice cream fell off my cone,” said {pal}.',
          'The big clock said nine. Mr Pellow always went home at five o’clock. Everybody knew that, because at five o’clock exactly he locked his broom in the little shed, put on his coat and walked off without a word.',
          'Five o’clock. That was a whole day away. A whole day was plenty of time to make a birthday.',
          '“I am going to make it a happy birthday,” said {hero}. “A proper one. Before five o’clock.”',
        ],
      ],
      scene: '{hero} saying hello to a surprised old man leaning on a long broom',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'First, a card. {hero} borrowed paper and pens from the café and drew a big picture of [?{interest}|a birthday sun] in [?{colour}|orange]. Then {hero.poss} elbow knocked over a cup of juice. Splosh! The card went soggy and smudgy.',
          '“Oh no,” said {hero}. {hero} kept it anyway, but it was not a good present now.',
        ],
        [
          '“Every birthday needs a card,” said {hero}. “I will make one.”',
          'The café had a table by the window with paper and pens for children. {hero} folded a piece of paper in half, very carefully, and pressed the fold flat with a thumb.',
          'On the front, {hero} drew the best thing {hero.they} knew how to draw: [?{interest}|a big birthday sun], in [?{colour}|orange] pen, as big as it would go. Inside, in {hero.their} best letters, {hero} wrote: HAPPY BIRTHDAY MR PELLOW. The S came out backwards. That was fine.',
          '@pet {pal} sat under the table, hoping for crumbs.',
          '@friend {pal} drew a cake with sixty candles on it. It took a long time.',
          'Then {hero} reached for one more pen, and {hero.poss} elbow knocked the cup of juice.',
          'Splosh!',
          'The juice ran all over the card. The picture went blurry. The letters went runny. The whole thing went soft and soggy, like a biscuit dunked in tea.',
          '“Oh no,” said {hero}. “Oh, no, no, no.”',
          '{hero} dabbed it with a napkin. It did not help. {hero} put the soggy card in {hero.their} pocket anyway. It was not a good present any more. But {hero} could not just throw it away.',
        ],
      ],
      scene: '{hero} at a café table staring at a homemade card soaked in spilled juice',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Bea from the café came with a cloth. “Is that for Mr Pellow?” asked Bea. “That tune he whistles, dee-dum, dee-dee? It is the birthday song his mum sang to him when he was small. He whistles it every day. But nobody ever sings it back.”',
        ],
        [
          'Bea from the café came over with a cloth. Bea had flour on her nose and a pencil behind each ear.',
          '“Dear me, what a sticky sea of juice,” said Bea, mopping. Then Bea saw the card. “A birthday card? For Mr Pellow? Is it his birthday?”',
          '“He is sixty,” said {hero}. “And nobody knows.”',
          'Bea stopped mopping. “Sixty,” Bea said softly. “Well I never.” Bea looked out of the window, at Mr Pellow sweeping. “Do you hear that tune he whistles, all day long?”',
          '{hero} listened. Dee-dum, dee-dee, went Mr Pellow, far away.',
          '“He told me once,” said Bea. “It is the birthday song his mum used to sing to him when he was small. He has whistled it every day for years. But do you know what?” Bea sighed. “Nobody ever sings it back.”',
          '“That is sad,” said {hero}.',
          '“It is,” said Bea. “But sad things can change, pet. Sometimes all it takes is one person.” Bea went back to her counter, humming.',
          '{hero} thought about that, and hummed the four notes very softly, up and down.',
        ],
      ],
      scene: 'a café lady with flour on her nose mopping up juice and pointing out of the window',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“Maybe I have a present already,” said {hero}, and looked at [?{toy.name}|{hero.poss} best marble]. But Mr Pellow did not need that. And it would miss {hero} too much. “It has to be something just for him,” said {hero}.',
        ],
        [
          '“Maybe I have got a present already,” said {hero}, and turned out {hero.their} pockets on a bench.',
          'There was a hair bobble. There was a shell with a hole in it. There was a sweet with fluff on. And there was [?{toy.full}|{hero.poss} best marble, the blue one with a swirl].',
          '{hero} held it up and thought hard.',
          'Mr Pellow was sixty. Mr Pellow had a broom and a flat cap and a shed. Would Mr Pellow want [?{toy.name}|a marble]?',
          '@pet+paws {pal} sniffed it, then looked at {hero} as if to say, I do not think so.',
          '@friend “He is a grown-up,” said {pal}. “Grown-ups do not play with things. They just talk about the weather.”',
          'And anyway, it would miss {hero}. It would sit on a shelf in Mr Pellow’s house, feeling lost.',
          '{hero} put everything back in {hero.their} pockets, except the sweet with fluff on, which went in the bin.',
          '“It has to be something just for him,” said {hero}. “Something that is already his.”',
          'That was a puzzle. How can you give somebody something that is already theirs?',
        ],
      ],
      scene: '{hero} on a bench with pockets turned out, holding up a small treasure and thinking hard',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“What does Mr Pellow like?” wondered {hero}. So {hero} watched Mr Pellow. At lunchtime Mr Pellow sat on the step of his shed and shared his crusts with a pigeon with one bent foot. “He likes pigeons,” said {hero}. But you cannot wrap up a pigeon.',
        ],
        [
          '“If I want to give him a present,” said {hero}, “I need to know what he likes.”',
          'So {hero} watched Mr Pellow, very quietly, like a detective. {hero} hid behind a bin. Then behind a big plant pot. Then behind a lamp post, which was too thin to hide behind, but Mr Pellow did not look round.',
          'At twelve o’clock, Mr Pellow stopped sweeping. He sat on the step of his little shed and took out a sandwich.',
          'A pigeon came hopping up. It had one bent foot, so it hopped in a wobbly way, hop-skip, hop-skip.',
          '“Hello, Wonky,” said Mr Pellow, in a voice {hero} had never heard him use. A soft voice. And he broke off his crusts and gave every one of them to the pigeon.',
          '@friend “He is not grumpy at all,” whispered {pal}. “Not with pigeons.”',
          '“He likes pigeons,” whispered {hero}. “Well, one pigeon.”',
          'But you cannot wrap up a pigeon. And the pigeon already belonged to itself.',
        ],
      ],
      scene: '{hero} peeping from behind a lamp post at an old man sharing crusts with a wobbly pigeon',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next, a balloon. The balloon man gave {hero} a [?{colour}|red] one. “For a birthday,” said {hero}. But on the way, the string slipped. Up, up, up went the balloon, and away. “Come back!” called {hero}. It did not come back.',
        ],
        [
          'Next, a balloon. A birthday is not a birthday without a balloon.',
          'The balloon man had a great big bunch, bobbing and squeaking against each other. {hero} explained about Mr Pellow.',
          '“Sixty?” said the balloon man. “Then he needs a big one.” And the balloon man gave {hero} a [?{colour}|red] balloon, round and shiny, for free.',
          '{hero} held the string very tight. Tight, tight, tight, all the way back.',
          '@pet Then {pal} spotted a pigeon and pulled. {hero.poss} hand jerked.',
          '@friend Then {pal} shouted, “Look, a pigeon with one leg!” and {hero} turned to look.',
          '@alone Then a pigeon flapped up right in front of {hero.poss} face, and {hero} jumped.',
          'The string slipped through {hero.poss} fingers. Up went the balloon. Up, up, up, past the lamp post, past the roofs, smaller and smaller.',
          '“Come back!” called {hero}.',
          'The balloon did not come back. Balloons never do. It became a tiny dot, and then no dot at all.',
          '“Well,” said {hero}, after a while, “maybe somebody far away will find it and have a nice surprise.” That helped a little. But not very much.',
        ],
      ],
      scene: 'a shiny balloon floating away into the sky, {hero} reaching up after it',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“Then a cake,” said {hero}. At the bakery stall there was only one bun left, and a lady was buying it. “Is it for a birthday?” asked {hero}. “It is for my lunch,” said the lady, and took it away. No cake.',
        ],
        [
          '“Then a cake,” said {hero}. “Everybody loves cake.”',
          'At the bakery stall the shelves were nearly empty. There were crumbs. There was one lonely paper case. And there was one last bun with a cherry on top, sitting in the middle of a big tray.',
          '{hero} pointed at the bun. “Please may I have that for a birthday?”',
          '“Sorry, pet,” said the baker. “That one is sold.”',
          'A lady in a big coat took the bun, put it in a paper bag and walked away, munching.',
          '“It is for a very important birthday,” {hero} called after the lady.',
          '“Mine is a very important lunch,” said the lady, with her mouth full.',
          'No cake. Not even a crumb of one.',
          '{hero} looked at the empty tray for a moment. Then {hero} said thank you to the baker anyway, because the baker had not done anything wrong, and walked away with {hero.their} hands in {hero.their} pockets.',
          '“A birthday with no cake,” said {hero}. “That is nearly as bad as a birthday with no card.”',
        ],
      ],
      scene: '{hero} at an empty bakery stall as a lady walks away with the last bun',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} asked people to come and say happy birthday to Mr Pellow. “No time,” said a man on the phone. “Who is Mr Pellow?” said a lady with a pushchair. Nobody came.',
        ],
        [
          '“Maybe the present can be people,” said {hero}. “Lots of people, all saying happy birthday.”',
          'So {hero} went up to a man talking on a phone. “Excuse me, it is Mr Pellow’s birthday…”',
          'The man held up one finger, which means wait, and kept on talking. He talked all the way out of sight.',
          '{hero} tried a lady with a pushchair. “It is Mr Pellow’s birthday,” said {hero}. “He is sixty.”',
          '“Who is Mr Pellow?” asked the lady.',
          '{hero} pointed. “The man who sweeps. Every day.”',
          'The lady looked. She looked for quite a long time. “I never knew his name,” she said slowly. Then her baby started to cry, and she had to go.',
          'Nobody came. But {hero} kept thinking about that lady’s face.',
        ],
      ],
      scene: '{hero} pointing out the old sweeper to a lady with a pushchair',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} found some chalk and wrote on the ground, in huge letters: IT IS MR PELLOW’S BIRTHDAY. Then {hero} went to fetch Mr Pellow to see. But when they got back, the letters were gone. Mr Pellow had swept them away without reading them!',
        ],
        [
          '“A sign!” said {hero}. “A great big sign, so everybody knows.”',
          'In {hero.poss} pocket was a stub of chalk, left over from hopscotch. {hero} knelt down on the ground and wrote, in the biggest letters ever: IT IS MR PELLOW’S BIRTHDAY. {hero} drew a cake next to it, and some stars, and a smiley face.',
          '@pet+paws {pal} walked through the smiley face and gave it a pawprint nose.',
          '@friend {pal} did the colouring in.',
          'It took ages. {hero.poss} knees were dusty and {hero.poss} fingers were white. But it looked wonderful.',
          '“Now I will fetch him,” said {hero}, and ran off to find Mr Pellow.',
          'But Mr Pellow was already coming the other way, sweeping. Swish, swish, swish. Right over the letters. Right over the cake and the stars and the smiley face.',
          'By the time {hero} got back, there was nothing left but a clean bit of ground and a faint white smudge.',
          '“Humph,” said Mr Pellow, to nobody. “Children, scribbling everywhere.” He had not even read it.',
        ],
      ],
      scene: '{hero} kneeling by huge chalk letters on the ground as a broom sweeps towards them',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“Maybe the present can be a rest,” said {hero}. Bea lent {hero.them} the café broom. But the first swipe was far too hard, and a little pile of sweet wrappers flew everywhere like confetti. Mr Pellow came over. Three long swishes, and the pile was neat again. “Little strokes,” grunted the old sweeper. “Let the broom do the work.” He did not want a rest at all. He liked sweeping.',
        ],
        [
          '“Maybe the present can be a rest,” said {hero}. “If I do the sweeping, Mr Pellow can sit down and have a cup of tea. For his birthday.”',
          'Bea had a broom behind the café counter, and Bea lent it to {hero}. It was twice as tall as {hero} was, with bristles that stuck out every which way, like hair first thing in the morning.',
          'Near the café door there was a little pile of sweet wrappers, crumbs and bus tickets, waiting to be swept up. {hero} held the broom like a hockey stick and gave the pile a mighty whack.',
          'Whoosh!',
          'Up went the wrappers. Up went the tickets. They fluttered down again all over the place like confetti: on a bench, on a café chair, and one on top of a man’s hat. The little pile was now a great big mess.',
          '@pet+paws {pal} pounced on a wrapper and ran off with it, very pleased.',
          '@friend {pal} chased a ticket and caught it, and then did not know what to do with it.',
          '{hero} swept faster. The mess got bigger. It is hard to sweep when the bits keep running away.',
          'Then a shadow fell over the mess. It was Mr Pellow, leaning on his own broom, looking down at the wrappers with his eyebrows very low.',
          '“Humph.” Mr Pellow took the café broom out of {hero.poss} hands. Swish. Swish. Swish. Three long, slow strokes, and every wrapper and every ticket was back in one neat pile, as if it had never moved.',
          '“Little strokes,” said Mr Pellow. “Let the broom do the work. And give Bea her broom back before she misses it.”',
          'Then off Mr Pellow went, whistling his four notes, to the next bit of path.',
          '{hero} gave the broom back to Bea. “Mr Pellow does not want a rest,” said {hero}. “He likes sweeping. He is really good at it.” So a rest was not the present either.',
        ],
      ],
      scene: '{hero} holding a broom far too big, sweet wrappers flying like confetti, an old sweeper frowning nearby',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'At lunchtime, {hero} had an apple and a cheese roll. {hero} looked at the roll. Then {hero} wrapped half of it in a napkin and left it on the step of Mr Pellow’s shed, with a note: FOR YOU.',
        ],
        [
          'At lunchtime, {hero} sat down to eat. There was an apple, a cheese roll and a biscuit with a jam middle.',
          '{hero} looked at the biscuit for a long time. It was the best part of lunch. It was always the best part of lunch.',
          'Then {hero} broke the biscuit in half. One half went in {hero.poss} mouth. Crunch. The other half went in a clean napkin.',
          '{hero} tiptoed over to the little shed and left the napkin on the step, with a note in wobbly letters: FOR YOU.',
          '@pet {pal} looked at the napkin as if it were a terrible waste of biscuit.',
          '@friend {pal} put half a raisin next to it, which was all {pal} had.',
          'Later, when {hero} looked again, the napkin was empty. Only a few crumbs were left, and a pigeon was eating those.',
        ],
      ],
      scene: 'half a jam biscuit wrapped in a napkin on the step of a little shed, with a note saying FOR YOU',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On the way back, {hero} stopped to help a small boy whose ice lolly had slid off its stick. {hero} could not fix the lolly. But {hero} made the boy laugh with a very silly face, and that helped.',
        ],
        [
          'On the way back, {hero} heard a wail. A small boy was standing by a bench, holding a lolly stick with no lolly on it. The lolly was on the ground, melting into a sad orange splat.',
          '“Oh dear,” said {hero}. “That is a disaster.”',
          'The boy nodded. His lip was wobbling.',
          '{hero} could not fix a lolly. Nobody can fix a lolly. So {hero} did the next best thing, and made the silliest face {hero.they} knew: eyes crossed, cheeks puffed, tongue out sideways.',
          'The boy stared. Then the boy giggled. Then the boy laughed so much he forgot about the lolly altogether.',
          '@pet+paws {pal} licked the lolly up off the ground, which made him laugh even more.',
          '@friend {pal} made an even sillier face, and then they were all laughing.',
          'The boy’s dad came hurrying over with a tissue. “Thank you,” said the dad. “You turned that right round.”',
          '“There,” said {hero}. “That is one person happy. Now for the birthday.”',
        ],
      ],
      scene: '{hero} pulling a silly face to cheer up a small boy who has dropped an ice lolly',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then the clock said five to five. Mr Pellow was putting his broom away in his little shed. {hero} had no cake and no balloon, only a soggy card. {hero} sat down on a bench. “I did not make it happy at all,” {hero} said.',
        ],
        [
          'Then {hero} looked up at the big clock. It said five to five.',
          'Five to five! Where had the day gone?',
          'Over by the little shed, Mr Pellow was leaning his broom against the wall. He took off his flat cap and shook the dust out of it. He was going home.',
          '{hero} felt in {hero.their} pocket. There was no cake in it. There was no balloon. There was only the card, dry now but crinkled and blotchy, with the picture all run together.',
          '{hero} sat down hard on a bench. {hero.poss} feet hurt from all the running about. {hero.poss} tummy felt heavy, like a stone had got into it.',
          '“I tried to make it a happy birthday,” said {hero}, in a small voice. “And I did not do one single thing.”',
          '@pet {pal} put a chin on {hero.poss} knee and looked up with big sad eyes.',
          '@friend {pal} sat down too. “You tried, though,” said {pal}. “Trying counts a bit.”',
        ],
      ],
      scene: '{hero} sitting sadly on a bench at five to five, holding a crinkled card, the old man by the shed',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then, from over by the shed, came a tune: dee-dum, dee-dee. Mr Pellow was whistling as he locked up. {hero} remembered what Bea had said about that tune.',
          '{hero} stood up, took a big breath, and sang it back, as loud as {hero.they} could. “Dee-dum, dee-dee! Happy birthday to you, Mr Pellow!”',
          '@lesson-helping {hero} could not be loud enough alone. So {hero} ran to the café and asked Bea to help. Bea came out, and Bea sang too.',
          '@lesson-teamwork+pet,lesson-teamwork+friend,lesson-helping+pet,lesson-helping+friend {pals} joined in as well, as loud as could be.',
          '@lesson-trying-again {hero} had tried a card, and tried again, and tried again. This was one more try, and {hero} gave it everything.',
          '@lesson-kindness Then {hero} walked over and held out the soggy card, even though it was not perfect.',
          '@lesson-patience At first Mr Pellow did not turn round. {hero} waited, and sang it again, slowly.',
          '@lesson-gratitude “And thank you for sweeping,” said {hero}. “Every single day.”',
        ],
        [
          'Then, from over by the little shed, came a sound. Mr Pellow was locking the door, and as he locked it, he whistled, soft and slow: dee-dum, dee-dee, dee-dum, dee-dee.',
          '{hero} sat up straight.',
          'The birthday song. The one his mum used to sing. Bea had said: he whistles it every day, but nobody ever sings it back.',
          '{hero} looked at the soggy card. It did not matter that it was soggy. A song did not need to be dry. A song did not need to be bought, or baked, or blown up. A song just needed somebody to sing it.',
          '“No cake,” said {hero} slowly. “No balloon. But I have got a voice. And I know the tune.”',
          '@lesson-helping But one voice was small, and the clock was ticking. So {hero} ran to the café and put {hero.their} head round the door. “Bea! Please help! It is now or never!” Bea threw down her cloth and came running, still in her apron.',
          '@lesson-teamwork+friend,lesson-helping+friend “I will sing the low bits,” said {pal}. “You do the high bits.”',
          '{hero} stood up on the bench, so {hero.they} would be taller. {hero} took the biggest breath {hero.they} had ever taken.',
          'And {hero} sang it back. Not whistled. Sang, with the words {hero.they} made up on the spot, loud enough to reach the shed and the café and the end of the street.',
          '“Dee-dum, dee-dee, happy birthday to you! Dee-dum, dee-dee, dear Mr Pellow, it’s you!”',
          '@lesson-teamwork+pet,lesson-helping+pet {pal} joined in too, loudly and not quite in tune.',
          '@lesson-teamwork+friend,lesson-helping+friend {pal} sang the low bits, loud and deep.',
          '@lesson-patience Mr Pellow did not turn round at first. Maybe he had not heard. {hero} did not give up and did not shout. {hero} waited a moment, then sang it again, slow and clear, so the tune could find Mr Pellow.',
          '@lesson-trying-again The card had gone wrong. The balloon had gone, and the cake had never come. This was the very last try, and {hero} sang it with everything {hero.they} had left.',
          '@lesson-kindness {hero} jumped down, walked right up to Mr Pellow and held out the soggy card. It was blotchy and crinkly. It was not perfect. It was still a card.',
          '@lesson-gratitude “And thank you for sweeping,” said {hero}. “Every single day. Nobody ever says it. So I am saying it.”',
          '@lesson-sharing {hero} held out the card, and a share of {hero.their} own snack too, because a birthday without a treat is no birthday at all.',
        ],
      ],
      scene: '{hero} standing on a bench, singing at the top of their voice towards an old man by a shed',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Mr Pellow turned round. His mouth fell open. Then his face crinkled up into the biggest smile. “Nobody has sung me that song for fifty years,” he said. He took the soggy card and held it like treasure. And he sang along.',
        ],
        [
          'Mr Pellow turned round very slowly, with the key still in his hand.',
          'His mouth fell open. His eyebrows went right up under his cap. For a moment he did not say anything at all.',
          'Then Mr Pellow’s face did something {hero} had never seen it do. It crinkled. It crinkled all over, round the eyes and round the mouth, into the biggest smile in the whole place.',
          '“Nobody,” said Mr Pellow, and his voice wobbled. “Nobody has sung me that song for fifty years.”',
          '{hero} pushed the card into Mr Pellow’s hands. “It got juice on it,” {hero} said. “Sorry.”',
          'Mr Pellow took the card in both hands, as if it were made of gold. He opened it. He read the runny letters inside, and he laughed a big, surprised laugh.',
          '“Best card I ever had,” said Mr Pellow, and put it in his top pocket, right over his heart. “Juice and all. Especially the juice. You can tell it was made by a real person.”',
          '“You are not grumpy at all,” said {hero}, before {hero.they} could stop.',
          'Mr Pellow laughed again. “Only on the outside,” he said. “It keeps the pigeons guessing.”',
          'People stopped to look. A lady with a pushchair stopped. A man with a phone stopped, and put the phone in his pocket. Two boys on bikes stopped, one foot down each. And then somebody started to clap, and somebody else started to sing, and soon there was a whole crowd of people singing dee-dum, dee-dee to the man who swept.',
        ],
      ],
      scene: 'an old man in a flat cap laughing, holding a crinkled card, a crowd singing around him',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Mr Pellow showed {hero} how to whistle the tune properly. {hero} blew and blew. Only air came out. Then, at last, a little squeak. “That is the way,” said Mr Pellow.',
        ],
        [
          '“Can you whistle it?” asked Mr Pellow.',
          '{hero} tried. {hero} pushed {hero.their} lips out and blew. Fffff. Only air came out.',
          '“Lips rounder,” said Mr Pellow. “Like you are blowing on hot soup.”',
          '{hero} blew on some pretend soup. Ffff. Fweee. A squeak!',
          '“Now the tune,” said Mr Pellow. “Slowly. Dee-dum, dee-dee, just like that.”',
          'It took a lot of tries. There were squeaks and puffs and one very rude noise that made everybody laugh. But at last, out it came: four small notes, wobbly but true, the birthday tune at last.',
          '“That is the way,” said Mr Pellow. “Now there are two of us. You can whistle it back to me every morning, and I will know it is you.”',
          '{hero} practised all the way to the café door and back, whistling and squeaking. It got a little less wobbly every time.',
        ],
      ],
      scene: 'an old man teaching {hero} to whistle, both with their lips pushed out',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'Mr Pellow went home whistling, and {hero} went home whistling too.',
          '“{lesson},” {hero} said on the way.',
          'The next morning, {hero} said, “Good morning, Mr Pellow!” And so did lots of other people.',
        ],
        [
          'Mr Pellow did not go straight home after all. He sat down on the bench between {hero} and Bea. At once Bea hopped up again and came back from the café with hot chocolate for everybody and one slice of cake she had been saving, with a sugar flower on top.',
          'Mr Pellow shut his eyes and made a wish. He would not say what it was. “Already come true,” was all he said.',
          'Then Mr Pellow told them about when he was small, and his mum baked a cake shaped like a broom, because even then he liked sweeping. Bea laughed so much she got hiccups. {hero} laughed so much {hero.they} nearly fell off the bench.',
          '@pet {pal} got the last crumbs. {pal} thought it was the best birthday {pal} had ever been to.',
          '@friend {pal} had chocolate all round the mouth and did not care.',
          'When it was time to go, Mr Pellow walked off whistling his tune, louder than before.',
          '“{lesson},” said {hero}, watching him go, and it felt true all the way down.',
          'And the next morning, when Mr Pellow was sweeping, {hero} called out, “Good morning, Mr Pellow!” So did Bea. So did a lady with a pushchair. So did all sorts of people who had never said it before.',
          'Mr Pellow tipped his cap to every one of them. He even smiled, which surprised quite a lot of people.',
          'And when {hero} walked past the little shed, there was a crinkled, blotchy card pinned up on the door, where everybody could see it. Dee-dum, dee-dee, whistled Mr Pellow. And this time, somebody always whistled back.',
        ],
      ],
      scene: 'an old man, {hero} and a café lady sitting on a bench with cups of hot chocolate',
    },
  ],
};
