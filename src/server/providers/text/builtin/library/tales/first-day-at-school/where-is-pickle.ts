/**
 * For early readers (5–7): on the first morning at a new school, the new child is given the best job
 * in the class, feeding Pickle the hamster, and by break Pickle has gone. A hunt round the school,
 * a caretaker who knows where small frightened things hide, and a bag that smells of home.
 */
import type { Tale } from '../../types.ts';

export const whereIsPickle: Tale = {
  id: 'where-is-pickle',
  bands: ['early'],
  worlds: ['school'],
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      [
        'The night before, {home.in}, {hero} packed {hero.their} new school bag three times. In the morning it was time to go {place.to}.',
      ],
    ],
    ending: [
      [
        '{home.in}, the school bag stood by the door, packed for day two, with a drawing of a hamster tucked into the front pocket.',
      ],
    ],
  },
  time: 'day',
  shape: 'find',
  titles: ['Where Is Pickle?', '{hero} and the Runaway Hamster', 'The Hamster Job'],
  characters: ['Mr Bell', 'Mrs Okoro', 'Pickle', 'Jaz'],
  places: [['at', 'Oak Lane Primary'], ['at', 'Brook Street School']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was {hero.poss} first day {place.in}. {hero.poss} new teacher, Mr Bell, had a big beard and a bigger laugh. “Every new child gets the best job,” said Mr Bell. “You can feed Pickle, our hamster.”',
          '[?{hero} put {hero.their} bag under Pickle’s shelf, with {toy.full} inside for luck.|{hero} put {hero.their} bag under Pickle’s shelf, with a spare jumper folded at the bottom, just in case.]',
          '@pet At home, {pal} would be hiding under the stairs, the way {pal} always did when the house went quiet.',
          '@friend {pals} {pals.were} starting that morning too, in the class next door.',
        ],
        [
          'It was {hero.poss} very first day {place.in}, and {hero.poss} tummy felt like a washing machine.',
          '[?{hero} had new shoes, a new [?{colour} |]bag, and {toy.full}, tucked right at the bottom of the bag for luck.|{hero} had new shoes and a new [?{colour} |]bag, with a spare jumper folded at the bottom, just in case.]',
          '@pet {pal} had watched {hero.them} pack it. {pal} did not like mornings like this one, with everyone rushing about. When the house went busy, {pal} always went and hid in the dark under the stairs, curled up on an old coat, until it went quiet again.',
          '@friend {pals} {pals.were} starting that morning too, in the class next door. “See you at break,” said {pal} at the door. “Don’t get lost.”',
          'The new teacher was called Mr Bell. He had a big beard, a bigger laugh, and a tie with pencils on it.',
          '“Every new child in my class gets the best job,” said Mr Bell. “And the best job is feeding Pickle.”',
          'Pickle was the class hamster. Pickle was round and gold and fluffy, with a twitchy pink nose, and lived in a cage on a low shelf by the sink.',
          '{hero} put {hero.their} bag on the floor right under Pickle’s shelf, so Pickle would have company.',
        ],
        [
          'It was {hero.poss} very first day {place.in}, and {hero.poss} tummy felt like a washing machine.',
          '[?{hero} had new shoes, a new [?{colour} |]bag, and {toy.full}, tucked right at the bottom of the bag for luck.|{hero} had new shoes and a new [?{colour} |]bag, with a spare jumper folded at the bottom, just in case.]',
          '@pet {pal} had watched {hero.them} pack it. {pal} did not like mornings like this one, with everyone rushing about. When the house went busy, {pal} always went and hid in the dark under the stairs, curled up on an old coat, until it went quiet again.',
          '@friend {pals} {pals.were} starting that morning too, in the class next door. “See you at break,” said {pal} at the door. “Don’t get lost.”',
          'The new teacher was called Mr Bell. He had a big beard, a bigger laugh, and a tie with pencils on it.',
          'First there was the register. Mr Bell read out every name, and everyone said “Here!” When it was {hero.poss} turn, {hero} meant to say it loudly. It came out as a squeak, like a mouse with a cold.',
          'Nobody laughed. Someone with a gap-toothed grin turned round and gave {hero} a thumbs up, which made the squeak feel a bit better.',
          'Then Mr Bell showed {hero} round. Here was the sink. Here were the pegs. Here was the book corner, and the drawing table, and the door to the hall. There was so much of it. {hero} tried to keep it all in {hero.their} head at once, and most of it fell out again.',
          '“Every new child in my class gets the best job,” said Mr Bell. “And the best job is feeding Pickle.”',
          'Pickle was the class hamster. Pickle was round and gold and fluffy, with a twitchy pink nose, and lived in a cage on a low shelf by the sink.',
          '{hero} put {hero.their} bag on the floor right under Pickle’s shelf, so Pickle would have company.',
        ],
      ],
      scene: '{hero} in a bright classroom beside a teacher with a big beard, a golden hamster in a cage on a low shelf',
    },
    {
      kind: 'problem',
      tellings: [
        [
          '{hero} gave Pickle some seeds and a bit of carrot, and Pickle sniffed {hero.poss} fingers. But when the bell rang for break, {hero} ran off and forgot to shut the little cage door. When {hero} came back, the cage was empty. Pickle had gone!',
          '“I have to find Pickle,” whispered {hero}. “Before anyone sees.”',
        ],
        [
          'Mr Bell showed {hero} what to do. One spoon of seeds. One slice of carrot. Fresh water in the little bottle. Then shut the little door, and click the catch.',
          'Pickle sniffed {hero.poss} fingers with that twitchy pink nose. Then Pickle stuffed both cheeks so full of seeds that Pickle looked like a furry balloon.',
          '“Pickle likes you,” said Mr Bell. “Good job.”',
          'But just then, the bell rang for break. Everyone jumped up. {hero} jumped up too, and ran to the door with all the others.',
          'The little cage door swung open behind {hero}. Nobody heard it. Nobody saw.',
          'When {hero} came back in for {hero.their} snack, the cage was empty. There were seeds. There was the carrot. There was the little wheel, still turning, very slowly.',
          'There was no Pickle.',
          '{hero.poss} tummy did a flip. “Oh no,” {hero} whispered. “I didn’t click the catch.” {hero} looked round. Mr Bell was outside, on duty. Nobody knew yet.',
          '“I have to find Pickle,” said {hero}. “Before anyone sees.”',
        ],
        [
          'Mr Bell showed {hero} what to do. One spoon of seeds. One slice of carrot. Fresh water in the little bottle. Then shut the little door, and click the catch.',
          'Pickle sniffed {hero.poss} fingers with that twitchy pink nose. Then Pickle stuffed both cheeks so full of seeds that Pickle looked like a furry balloon.',
          '“Pickle likes you,” said Mr Bell. “Good job.”',
          'But just then, the bell rang for break. Everyone jumped up. {hero} jumped up too, and ran to the door with all the others.',
          'The little cage door swung open behind {hero}. Nobody heard it. Nobody saw.',
          'When {hero} came back in for {hero.their} snack, the cage was empty. There were seeds. There was the carrot. There was the little wheel, still turning, very slowly.',
          'There was no Pickle.',
          '{hero.poss} tummy did a flip. “Oh no,” {hero} whispered. “I didn’t click the catch.” {hero} looked round. Mr Bell was outside, on duty. Nobody knew yet.',
          '{hero} thought about going outside and telling Mr Bell. But telling felt much too big. It felt like standing on a table and shouting it to the whole school.',
          'Maybe Pickle had only gone for a little walk. Maybe {hero} could find Pickle quickly, and pop Pickle back, and click the catch, and nobody would ever need to know.',
          '“I have to find Pickle,” said {hero}. “Before anyone sees.”',
        ],
      ],
      scene: '{hero} staring at an empty hamster cage with its little door wide open, the wheel still turning',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'First {hero} looked in the book corner, under the cushions. There was a glove and a crayon. “Pickle?” {hero} whispered. No Pickle.',
        ],
        [
          'First {hero} tried the book corner. It had a rug, three big cushions, and a sign that said QUIET PLEASE.',
          '“Pickle?” {hero} whispered, very quietly, because of the sign.',
          '{hero} lifted the first cushion. A red glove. {hero} lifted the second cushion. A crayon with no paper on it. {hero} lifted the third cushion, very slowly.',
          'A book about sharks looked up at {hero} with lots of teeth.',
          '“You didn’t eat a hamster, did you?” said {hero}. The shark book did not answer. {hero} put the cushions back, one, two, three.',
          'No Pickle.',
        ],
        [
          'First {hero} tried the book corner. It had a rug, three big cushions, and a sign that said QUIET PLEASE.',
          '“Pickle?” {hero} whispered, very quietly, because of the sign.',
          '{hero} lifted the first cushion. A red glove. {hero} lifted the second cushion. A crayon with no paper on it. {hero} lifted the third cushion, very slowly.',
          'A book about sharks looked up at {hero} with lots of teeth.',
          '“You didn’t eat a hamster, did you?” said {hero}. The shark book did not answer. {hero} put the cushions back, one, two, three.',
          'Next to the book corner stood a puppet theatre, with a red curtain. {hero} pulled the curtain back. A crocodile puppet, a king puppet and a very surprised-looking owl puppet lay in a heap.',
          '“Have you seen a hamster?” {hero} asked the owl. The owl only stared. Owls are supposed to be wise, but this one was mostly made of felt.',
          'No Pickle.',
        ],
      ],
      scene: '{hero} lifting a big cushion in a cosy book corner with a QUIET PLEASE sign',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next {hero} tried the cloakroom. There were rows and rows of coats on pegs. {hero} felt in every hood. One hood had a banana in it. Not a hamster.',
        ],
        [
          'Next door to the classroom was the cloakroom, where all the coats hung on pegs in long, squashy rows. Every peg had a name and a picture.',
          '{hero} found {hero.their} own peg. It had {hero.their} name on it and a picture of a boat. {hero} liked that.',
          'Then {hero} started at the end of the row and felt inside every hood. Hood, hood, hood. Hoods are good hiding places, if you are small.',
          'One hood had a hair bobble. One had a sticker. One had half a banana, which was a surprise for everybody.',
          '@friend {pal} came running in from the other class. “Why are you feeling all the hoods?” {pal} asked. “Shh,” said {hero}. “I’ll tell you later.” So {pal} helped, without asking again, which is what good friends do.',
          'But none of the hoods had a hamster in it. Not one.',
        ],
      ],
      scene: '{hero} reaching into the hood of a coat in a long row of coats on pegs',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Then {hero} peeped into the hall, where the lunch tables were. {hero} crawled under a table. Peas. A fork. A sticky spoon. But no Pickle.',
        ],
        [
          'Then {hero} peeped into the big hall. The lunch tables were out already, long and low, with the chairs stacked on top.',
          'It smelled of gravy and floor polish. Hamsters like food, thought {hero}. Maybe Pickle had come for lunch early.',
          '{hero} got down and crawled under the first table. Peas. Lots of old peas, rolled into the corners like little green marbles.',
          'Under the second table there was a fork. Under the third there was a spoon, so sticky it stuck to the floor.',
          '“Pickle,” called {hero}, in a small voice that went a long way in the big empty hall. “Pickle, it’s only me.”',
          '@friend {pal} crawled along the other side and came out with a pea on one knee. “Nothing,” said {pal}. “Just peas. So many peas.”',
          'No Pickle.',
        ],
      ],
      scene: '{hero} crawling under a long lunch table in an empty school hall, peas on the floor',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} knocked on the office window. “Has anyone brought in a hamster?” asked {hero}. The lady in the office looked in her tray. “Two letters, a lunch box and a wobbly tooth,” she said. “No hamsters today.”',
        ],
        [
          'At the front of the school was the office, with a little sliding window and a bell to ring. {hero} had to stand on tiptoe to reach the bell. Ding.',
          'The window slid open. A lady with glasses on a chain looked out, and then down, and then further down, until at last {hero} was found.',
          '“Hello,” she said. “You’re new. What can I do for you?”',
          '“Has anybody brought in a hamster?” asked {hero}. “A gold one. Quite round.”',
          'The lady looked very seriously in her tray of things that people had handed in. “Two letters,” she said. “A lunch box. A recorder. And a wobbly tooth in an envelope, for the tooth fairy.” She shook her head. “No hamsters today. But I will keep my eyes open.”',
          '“Thank you,” said {hero}. The window slid shut. {hero} looked up and down the long corridor. Where would a hamster go, if a hamster was frightened?',
        ],
      ],
      scene: 'a lady with glasses on a chain leaning out of a little office window, {hero} on tiptoe below',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'In the corridor, {hero} met Mrs Okoro, the caretaker, with a big bunch of keys. {hero} told her about Pickle.',
          '“I’ve found lots of lost hamsters,” said Mrs Okoro. “A frightened little thing always hides somewhere dark and soft, that smells of someone it likes.”',
        ],
        [
          'In the corridor, {hero} nearly ran into a big mop. Holding the mop was Mrs Okoro, the caretaker. She had a bunch of keys so big it jingled when she breathed.',
          '“You look like someone who has lost something,” said Mrs Okoro.',
          '{hero} had not meant to tell anyone. But it all came out in a rush. “It’s Pickle,” said {hero}. “The hamster. It got out. I’m looking everywhere.”',
          'Mrs Okoro leaned on her mop and nodded slowly.',
          '“In this school,” she said, “I have found four hamsters, two stick insects, a tortoise called Dennis, and the head teacher’s glasses, which were on the head teacher’s head.”',
          '{hero} almost laughed.',
          '“Here is the secret,” said Mrs Okoro. “A small, frightened thing does not go far. It hides somewhere dark and soft and warm. And if it can, it hides somewhere that smells of someone it likes.”',
          '“Thank you,” said {hero}, and tried to think where that could be.',
        ],
        [
          'In the corridor, {hero} nearly ran into a big mop. Holding the mop was Mrs Okoro, the caretaker. She had a bunch of keys so big it jingled when she breathed.',
          '“You look like someone who has lost something,” said Mrs Okoro.',
          '{hero} had not meant to tell anyone. But it all came out in a rush. “It’s Pickle,” said {hero}. “The hamster. It got out. I’m looking everywhere.”',
          'Mrs Okoro leaned on her mop and nodded slowly.',
          '“In this school,” she said, “I have found four hamsters, two stick insects, a tortoise called Dennis, and the head teacher’s glasses, which were on the head teacher’s head.”',
          '{hero} almost laughed.',
          '“What are all the keys for?” asked {hero}.',
          '“Every door in the school,” said Mrs Okoro, and jingled them. “The big one is the front door. The little one is the cupboard where I keep the biscuits. And this one,” she held up a red one, “is the boiler room, where it is far too hot for hamsters, so you need not look there.”',
          '“Here is the secret,” said Mrs Okoro. “A small, frightened thing does not go far. It hides somewhere dark and soft and warm. And if it can, it hides somewhere that smells of someone it likes.”',
          '“Thank you,” said {hero}, and tried to think where that could be.',
        ],
      ],
      scene: 'a smiling caretaker leaning on a mop in a school corridor, a huge bunch of keys at the belt, talking to {hero}',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Dark and soft, thought {hero}. In the PE hall there was a big pile of blue mats. {hero} lifted the corner of each one. A lost plimsoll. A beanbag. No hamster.',
        ],
        [
          'Dark and soft, thought {hero}. What was dark and soft?',
          'In the PE hall there was a big pile of blue mats, one on top of the other, as tall as a table. Mats were soft. And under a mat, it would be dark.',
          '{hero} lifted the corner of the top mat. Heavy! {hero} lifted it anyway, and peeped under. A beanbag, shaped like a frog.',
          'The next mat had a lost plimsoll under it. The next had nothing at all, not even a crumb.',
          '@friend {pal} held up the corners so {hero} could look right to the middle. “Anything?” “A frog,” said {hero}. “A beanbag one.” “That’s not even the right animal,” said {pal}.',
          'The mats were soft. The mats were dark. But they did not smell of anyone at all, except feet.',
          'No Pickle.',
        ],
      ],
      scene: '{hero} lifting the corner of a tall stack of blue gym mats, a frog-shaped beanbag underneath',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next was the music trolley. {hero} looked inside the big drum and behind the tambourines. Something rattled! But it was only a shaker. No Pickle.',
        ],
        [
          'Outside the music room stood the music trolley, full to the top with tambourines and shakers and one very big drum.',
          '{hero} leaned over and looked into the drum through a hole in its side. It was dark in there. Dark was good.',
          '“Pickle?” said {hero} into the hole. The drum said “Pickle?” back, in a big booming voice. {hero} jumped so high that the tambourines jingled.',
          'Then something rattled at the bottom of the trolley. {hero} held {hero.their} breath and pulled back a scarf.',
          'It was only a shaker, shaped like an egg. It must have rolled when {hero} jumped.',
          'No Pickle.',
        ],
      ],
      scene: '{hero} peering into a hole in the side of a big drum on a music trolley piled with tambourines',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} drew a quick sign on a piece of paper: LOST! ONE HAMSTER. ROUND AND GOLD. NAME: PICKLE. {hero} stuck it on the classroom door, just in case.',
        ],
        [
          'Back in the classroom, {hero} had an idea. When the cat next door went missing, there had been signs on all the lamp posts.',
          '{hero} took a big piece of paper from the drawing table, and a thick black pen.',
          'LOST, wrote {hero}, in the biggest letters {hero.they} could do. ONE HAMSTER. ROUND AND GOLD. ANSWERS TO PICKLE, SOMETIMES.',
          'Then {hero} drew Pickle, with fat cheeks and a twitchy nose and little lines round it to show it was twitching. It was a very good Pickle.',
          '{hero} stuck the sign on the classroom door with a lot of sticky tape, so that anyone who saw a small gold hamster would know where it lived.',
        ],
      ],
      scene: '{hero} sticking a hand-drawn LOST HAMSTER sign on a classroom door with lots of tape',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The lost property box was by the office. {hero} dug down through jumpers and socks and one wellington boot. It was soft in there, but no Pickle.',
        ],
        [
          'By the school office was a big box with LOST PROPERTY written on the side. It was full right up to the top.',
          'Soft, thought {hero}. That is very soft. {hero} dug in with both hands.',
          'Jumpers. Socks that did not match. A hat with a bobble. A lunch box with something green and fuzzy inside, which {hero} shut again very quickly.',
          'At the very bottom was one wellington boot, all on its own. {hero} looked inside it, right down to the toe.',
          '@friend “Who loses one welly?” said {pal}. “How do you get home?” “Hopping,” said {hero}.',
          'There was no hamster in the welly. There was no hamster in the box. {hero} put everything back in, even the green lunch box.',
        ],
      ],
      scene: '{hero} digging in a huge LOST PROPERTY box full of jumpers and odd socks',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} knocked on the staff room door. The teachers were having tea and biscuits. “A hamster?” said a teacher. “No. But somebody has eaten all the chocolate biscuits.” Everyone looked at the head teacher. No Pickle.',
        ],
        [
          'At the end of the corridor was a door that said STAFF ROOM. Children did not go in there. Everybody knew that, even on their first day.',
          'But this was an emergency. {hero} knocked, very quietly.',
          'The door opened a crack, and a smell of coffee came out, and then a teacher with curly hair and a mug that said WORLD’S OKAYEST TEACHER.',
          '“Hello,” said the teacher. “Are you lost?”',
          '“No,” said {hero}. “But a hamster is. Is it in here?”',
          'The teacher looked round the staff room. The other teachers looked too, under the chairs and behind the kettle. “No hamster,” said the teacher. “But somebody has eaten all the chocolate biscuits.” And all the teachers turned and looked at the head teacher, who had crumbs on his tie.',
          '{hero} said thank you and went away, trying not to giggle.',
        ],
      ],
      scene: 'a teacher holding a mug peeping out of a staff room door, other teachers looking under chairs behind',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The art cupboard was dark, and full of soft aprons on hooks. {hero} shook each apron gently. Out fell a sprinkle of glitter, all over {hero.poss} shoes. But no Pickle.',
        ],
        [
          'Dark and soft, thought {hero}, and went to the art cupboard at the back of the classroom.',
          'It was dark in there, and it smelled of paint and glue. Along one wall hung the painting aprons, floppy and soft, with paint on them in every colour there is.',
          '“Pickle?” whispered {hero}. “Are you in an apron pocket?”',
          '{hero} shook the first apron, very gently. Out fell a sprinkle of glitter. {hero} shook the next one. More glitter, gold and silver, all over {hero.poss} new shoes.',
          'By the last apron, {hero} was sparkling from the knees down, like a very small disco.',
          '@friend “You look amazing,” said {pal}, peeping round the door. “Did you find Pickle?” {hero} shook {hero.their} head, and a bit more glitter fell off.',
          'The aprons were soft. The cupboard was dark. But they smelled of paint, not of anybody Pickle knew.',
        ],
      ],
      scene: '{hero} in a dark art cupboard shaking a paint-covered apron, glitter falling onto new shoes',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'In the corridor there was a little quiet tent, full of cushions. {hero} crawled inside. It was dark and soft. But the only thing in there was a toy rabbit with one ear. No Pickle.',
        ],
        [
          'Halfway down the corridor stood a little blue tent, with a sign on it that said CALM CORNER. It was for anyone who needed a quiet minute.',
          '{hero} needed a quiet minute quite badly. And a tent was dark. And a tent full of cushions was soft.',
          '{hero} unzipped the door and crawled inside. It was dim and hushed in there, like being inside a blueberry. There were cushions, and a blanket, and a toy rabbit with one ear that somebody had loved very hard.',
          '{hero} felt under every cushion. {hero} shook out the blanket. {hero} even looked behind the rabbit.',
          'Nothing. Just the quiet, and {hero} breathing in it.',
          '{hero} sat there for one minute exactly, holding the rabbit, because that is what the tent was for. Then {hero} put the rabbit back on its cushion, and crawled out, and carried on.',
        ],
      ],
      scene: '{hero} crawling into a little blue tent full of cushions in a school corridor',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then the bell rang. Break was over. Everyone came back in. “Pickle’s gone!” shouted a girl called Jaz, and Mr Bell came to see. {hero} sat down on the rug and felt very small. “It’s my fault,” thought {hero}. “On my first day.”',
        ],
        [
          'Then the bell rang. Break was over.',
          'Everybody came back in, pink-cheeked and noisy, and hung up their coats. Then a girl called Jaz stopped by the shelf and pointed.',
          '“Mr Bell!” said Jaz. “Pickle’s gone!”',
          'Everyone rushed over. Everyone looked at the empty cage. Then, one by one, everyone looked at {hero}, because {hero} had done the feeding.',
          '{hero.poss} face went hot, and {hero.their} eyes went prickly. {hero} sat down on the rug and made {hero.self} as small as a small thing can be.',
          'First day, thought {hero}. And now everyone will remember me as the one who lost the hamster. For ever. Even when I am a grown-up.',
          '@friend Through the door, {pal} gave {hero} a little wave. It helped, but only a bit.',
        ],
        [
          'Then the bell rang. Break was over.',
          'Everybody came back in, pink-cheeked and noisy, and hung up their coats. Then a girl called Jaz stopped by the shelf and pointed.',
          '“Mr Bell!” said Jaz. “Pickle’s gone!”',
          'Everyone rushed over. Everyone looked at the empty cage. Then, one by one, everyone looked at {hero}, because {hero} had done the feeding.',
          '“Everybody look,” said Mr Bell. So everybody looked. They looked in the bin and behind the radiator and inside the dressing-up box. Somebody looked inside a pencil case, which was silly, and somebody else looked in the fridge in the staff room, which was sillier.',
          'But nobody found Pickle, and after a while Mr Bell said they had better do some reading while they thought about it.',
          '{hero.poss} face went hot, and {hero.their} eyes went prickly. {hero} sat down on the rug and made {hero.self} as small as a small thing can be.',
          'First day, thought {hero}. And now everyone will remember me as the one who lost the hamster. For ever. Even when I am a grown-up.',
          '@friend Through the door, {pal} gave {hero} a little wave. It helped, but only a bit.',
        ],
      ],
      scene: 'a class of children crowding round an empty hamster cage, {hero} sitting small on the rug',
    },
    {
      kind: 'turn',
      tellings: [
        [
          '@nolesson,lesson-honesty {hero} stood up. “Pickle got out because of me,” said {hero}. “I didn’t shut the door.” Mr Bell nodded. “Thank you for telling me,” he said.',
          '@lesson-helping,lesson-listening “Will you help me look?” {hero} asked Mr Bell. Mr Bell smiled. “That is exactly the right question,” he said.',
          '@lesson-bravery,lesson-calm-feelings {hero} took a big slow breath, and then another, until {hero.their} face cooled down and {hero.they} could think.',
          '@lesson-teamwork,lesson-trying-again “Let’s look together,” said Jaz. The whole class sat very still to listen, and {hero} had one more think.',
          '@lesson-kindness,lesson-patience,lesson-sharing “Pickle must be frightened,” said {hero}. “We have to be gentle, and wait.”',
          'Then {hero} remembered Mrs Okoro. Dark and soft and warm, that smells of someone it likes. Who had Pickle sniffed that morning? {hero}! And what was under Pickle’s shelf? {hero.poss} bag.',
        ],
        [
          '@nolesson,lesson-honesty {hero} stood up. {hero.poss} legs wobbled, but {hero.they} stood up anyway. “Pickle got out because of me,” said {hero}. “I forgot to click the catch. I’m sorry.” The room went quiet. Then Mr Bell nodded. “Thank you for telling me,” he said. “That was a brave thing to say. Now let’s put it right.”',
          '@lesson-helping,lesson-listening {hero} went up to Mr Bell. “I looked everywhere on my own,” {hero} said, “and I can’t find Pickle. Will you help me?” Mr Bell crouched down, so his beard was level with {hero.poss} nose. “That,” he said, “is exactly the right question. Asking is what clever people do.”',
          '@lesson-bravery,lesson-calm-feelings {hero} took a big, slow breath. In through the nose, like smelling a cake. Out through the mouth, like blowing out the candles. Then again. Slowly {hero.poss} face cooled down, and the thinking part of {hero.their} head began to work.',
          '@lesson-teamwork,lesson-trying-again “Let’s all look,” said Jaz. “Together.” So the whole class sat down, as still as statues, to listen for a hamster. And {hero} decided to have one more think, one more try, before giving up.',
          '@lesson-kindness,lesson-patience,lesson-sharing “Pickle must be so frightened,” said {hero}. “If we all rush about, Pickle will hide even more. We have to be gentle, and be patient, and wait.” {hero} even put the last apple slice from {hero.their} snack on the floor, to share.',
          'In the quiet, {hero} remembered what Mrs Okoro had said. Somewhere dark and soft and warm, that smells of someone it likes.',
          '@pet It was just like {pal} at home, hiding on the old coat under the stairs, because the coat smelled of everybody.',
          'Who had Pickle sniffed that morning, with that twitchy nose? {hero} had. And what was sitting on the floor right under Pickle’s shelf, dark and soft inside?',
          '“My bag,” whispered {hero}.',
        ],
        [
          '@nolesson,lesson-honesty {hero} stood up. {hero.poss} legs wobbled, but {hero.they} stood up anyway. “Pickle got out because of me,” said {hero}. “I forgot to click the catch. I’m sorry.” The room went quiet. Then Mr Bell nodded. “Thank you for telling me,” he said. “That was a brave thing to say. Now let’s put it right.”',
          '@lesson-helping,lesson-listening {hero} went up to Mr Bell. “I looked everywhere on my own,” {hero} said, “and I can’t find Pickle. Will you help me?” Mr Bell crouched down, so his beard was level with {hero.poss} nose. “That,” he said, “is exactly the right question. Asking is what clever people do.”',
          '@lesson-bravery,lesson-calm-feelings {hero} took a big, slow breath. In through the nose, like smelling a cake. Out through the mouth, like blowing out the candles. Then again. Slowly {hero.poss} face cooled down, and the thinking part of {hero.their} head began to work.',
          '@lesson-teamwork,lesson-trying-again “Let’s all look,” said Jaz. “Together.” So the whole class sat down, as still as statues, to listen for a hamster. And {hero} decided to have one more think, one more try, before giving up.',
          '@lesson-kindness,lesson-patience,lesson-sharing “Pickle must be so frightened,” said {hero}. “If we all rush about, Pickle will hide even more. We have to be gentle, and be patient, and wait.” {hero} even put the last apple slice from {hero.their} snack on the floor, to share.',
          'In the quiet, {hero} remembered what Mrs Okoro had said. Somewhere dark and soft and warm, that smells of someone it likes.',
          '@pet It was just like {pal} at home, hiding on the old coat under the stairs, because the coat smelled of everybody.',
          'Who had Pickle sniffed that morning, with that twitchy nose? {hero} had. And what was sitting on the floor right under Pickle’s shelf, dark and soft inside?',
          '“My bag,” whispered {hero}.',
          'All morning {hero} had run round the school, looking in the far-off places. And all that time the bag had been sitting right here, under Pickle’s shelf, exactly where {hero} had put it.',
        ],
      ],
      scene: 'a whole class sitting very still on a rug, {hero} looking at a school bag under the hamster shelf',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          '{hero} opened the bag very slowly. There, right at the bottom, curled up on [?{toy.name}|the spare jumper], was Pickle, fast asleep. “Found you,” whispered {hero}, and carried Pickle home to the cage. Click went the catch.',
        ],
        [
          '{hero} knelt down by the bag and opened the zip very, very slowly. Zzzzip.',
          'It was dark inside. {hero} peeped in.',
          'Right at the bottom, curled up on [?{toy.name}|the spare jumper] like a golden bun, was Pickle, fast asleep. Pickle’s cheeks were still stuffed full of seeds. Pickle gave a tiny snore.',
          '“Found you,” whispered {hero}.',
          'The whole class breathed out at once. Jaz did a silent cheer, with her arms in the air and no sound at all.',
          '{hero} lifted Pickle out with two hands, the way Mr Bell had shown {hero.them}, and carried Pickle back to the cage, one careful step at a time. In went Pickle, onto the soft bedding.',
          'Then {hero} shut the little door. Click went the catch. {hero} checked it. Then {hero} checked it again.',
          '“Well,” said Mr Bell, with his big laugh, “I think Pickle wanted to come home with you.”',
        ],
        [
          '{hero} knelt down by the bag and opened the zip very, very slowly. Zzzzip.',
          'It was dark inside. {hero} peeped in.',
          'Right at the bottom, curled up on [?{toy.name}|the spare jumper] like a golden bun, was Pickle, fast asleep. Pickle’s cheeks were still stuffed full of seeds. Pickle gave a tiny snore.',
          '“Found you,” whispered {hero}.',
          'The whole class breathed out at once. Jaz did a silent cheer, with her arms in the air and no sound at all.',
          '{hero} lifted Pickle out with two hands, the way Mr Bell had shown {hero.them}, and carried Pickle back to the cage, one careful step at a time. In went Pickle, onto the soft bedding.',
          'Then {hero} shut the little door. Click went the catch. {hero} checked it. Then {hero} checked it again.',
          'Then Mr Bell picked up a pen and wrote a new rule on the board, in big capital letters: CLICK THE CATCH.',
          '“Everyone, say it with me,” said Mr Bell.',
          '“Click the catch!” said the whole class, so loudly that Pickle woke up, sneezed, and went straight back to sleep again.',
          '“Well,” said Mr Bell, with his big laugh, “I think Pickle wanted to come home with you.”',
        ],
      ],
      scene: '{hero} kneeling by an open school bag, a golden hamster asleep inside on something soft',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'After lunch, {hero} went to find Mrs Okoro. “Pickle was in my bag,” said {hero}. Mrs Okoro laughed. “Five hamsters,” she said. “That’s five now.”',
        ],
        [
          'After lunch, {hero} went to find Mrs Okoro. She was fixing a dripping tap in the corridor, with her keys jingling.',
          '“We found Pickle,” said {hero}. “Pickle was in my bag! Dark and soft and warm, just like you said.”',
          'Mrs Okoro put down her spanner and laughed, a big surprised laugh that went all the way down the corridor.',
          '“In your bag!” she said. “Well, that hamster has good taste.” She counted on her fingers all the lost hamsters she had ever found, and then put up one more finger. “That’s five now.”',
          '“Four and a half,” said {hero}. “I found this one. You only helped.”',
          '“Four and a half it is,” said Mrs Okoro, and shook {hero.poss} hand, very seriously.',
        ],
      ],
      scene: 'the caretaker laughing and shaking {hero.poss} hand in a school corridor, a spanner in the other hand',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'At home time, Jaz waved. “See you tomorrow, hamster finder!” {hero} waved back.',
          '@lesson “{lesson},” said {hero} on the way home, and told the whole story.',
          '@pet At home, {pal} came out from under the stairs to say hello. {hero} smiled. {hero} knew that hiding place now.',
          '@friend {pal} walked home too, and wanted to hear everything twice.',
          'That night, {hero} fell asleep thinking about a little gold hamster, safe behind a door that clicked.',
        ],
        [
          'At home time, the class lined up at the door. Jaz was next to {hero} in the line. “Pickle likes you best now,” said Jaz. “Can I help you feed Pickle tomorrow?”',
          '“Yes,” said {hero}. “But I do the clicking.”',
          '@friend {pal} came out of the class next door, bursting to know what had happened. So {hero} told {pal} all of it, from the empty cage to the bottom of the bag, and {pal} said “No!” in all the right places.',
          '@lesson “{lesson},” said {hero} on the way home, after telling the whole story from the beginning.',
          '@pet+paws At home, {pal} crept out from under the stairs to say hello, and sniffed {hero.poss} bag all over. It smelled of hamster. {hero} gave {pal} a hug. {hero} knew all about that hiding place now.',
          'At bedtime, {hero} lay in bed and thought about the cushions in the book corner, and Mrs Okoro’s jingling keys, and the empty cage, and the little gold bun at the bottom of the bag.',
          'First days are big days. But this one had turned out all right.',
          'And {hero} fell asleep thinking about a small round hamster, fast asleep too, safe behind a door that went click.',
        ],
        [
          'At home time, the class lined up at the door. Jaz was next to {hero} in the line. “Pickle likes you best now,” said Jaz. “Can I help you feed Pickle tomorrow?”',
          '“Yes,” said {hero}. “But I do the clicking.”',
          '@friend {pal} came out of the class next door, bursting to know what had happened. So {hero} told {pal} all of it, from the empty cage to the bottom of the bag, and {pal} said “No!” in all the right places.',
          '@lesson “{lesson},” said {hero} on the way home, after telling the whole story from the beginning.',
          '@pet+paws At home, {pal} crept out from under the stairs to say hello, and sniffed {hero.poss} bag all over. It smelled of hamster. {hero} gave {pal} a hug. {hero} knew all about that hiding place now.',
          'At teatime, {hero} told the whole story, with actions: the empty cage, the cushions, Mrs Okoro and her mop. Everyone laughed at the part about the bag, so {hero} did that part twice.',
          'Then, at bedtime, {hero} lay very still and thought about the little gold bun at the bottom of the bag, and Mrs Okoro’s jingling keys, and Jaz asking to help tomorrow.',
          'First days are big days. But this one had turned out all right.',
          'And {hero} fell asleep thinking about a small round hamster, fast asleep too, safe behind a door that went click.',
        ],
      ],
      scene: '{hero} asleep in bed, a drawing of a round gold hamster on the wall',
    },
  ],
};
