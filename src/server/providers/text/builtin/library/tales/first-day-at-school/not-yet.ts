/** For the youngest (2–4): the first morning at nursery; everything is "not yet" until a new friend and a toy who wants to see the paints. */
import type { Tale } from '../../types.ts';

export const notYet: Tale = {
  id: 'not-yet',
  bands: ['little'],
  worlds: ['school'],
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      [
        '{home.in}, {hero} looked at the new shoes. Then at the new bag. “Is it time?” asked {hero}. It was time.',
      ],
    ],
    ending: [
      [
        'And {home.in}, the new shoes sat by the door, ready for tomorrow.',
      ],
    ],
  },
  time: 'day',
  shape: 'courage',
  titles: ['Not Yet, Thank You', '{hero.poss} First Day', '{hero} Goes to Nursery'],
  places: [['at', 'Little Acorns Nursery'], ['at', 'the nursery on Bell Street']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was {hero.poss} first day {place.in}. {hero} had new shoes and a new bag[?, and {toy.full}|].',
          '@pet,friend {pals} came to wave goodbye at the door.',
        ],
        [
          'It was a big day. It was {hero.poss} very first day {place.in}.',
          '{hero} had new shoes that went tap, tap. {hero} had a new bag with a zip[? in {colour}|].',
          '[?And {hero} had {toy.full}, held very tight.|]',
          '@pet,friend {pals} came along to wave goodbye at the door.',
          'The nursery door was big and painted, with handprints all over it. Behind it, somebody was laughing.',
        ],
      ],
      scene: '{hero} in new shoes with a new bag, arriving for the first day',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'Inside, it was busy and loud. {hero} held {hero.their} grown-up’s hand very tight. “Hello,” said the teacher, Mrs Day. “Would you like to come in?”',
          '“Not yet, thank you,” whispered {hero}.',
        ],
        [
          'Inside, it was busy. So many children! So much noise! Someone was singing. Someone was crying. Someone was banging a drum.',
          '{hero} held {hero.their} grown-up’s hand very, very tight, and hid behind a leg.',
          'A teacher with a kind face and curly hair crouched down low. “Hello,” said the teacher. “I’m Mrs Day. Would you like to come in?”',
          '{hero} peeped out. It was a long way in. There were little tables and little chairs and a big round carpet, and a smell of paint and toast.',
          'It was a lot of new, all at once.',
          '“Not yet, thank you,” whispered {hero}.',
        ],
      ],
      scene: '{hero} peeping from behind a grown-up’s leg at a busy nursery room, a kind teacher crouching down',
    },
    {
      kind: 'attempt',
      tellings: [
        ['At the paint table, the brushes stood in pots. Red and blue and green. “Would you like to paint?” asked Mrs Day. Not yet.'],
        [
          'Mrs Day showed {hero} the paint table. There were fat brushes in pots and big sheets of paper and aprons on hooks.',
          'One boy was painting a very purple cat. Someone else was painting both hands.',
          '“Would you like to paint?” asked Mrs Day.',
          '{hero} looked at the brushes for a long time. They looked nice. But {hero} held on to the hand.',
          'Not yet.',
        ],
      ],
      scene: 'A nursery paint table with fat brushes in pots, {hero} holding a grown-up’s hand and looking',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Next was the sand tray. There were spades and buckets. “Would you like to dig?” Not yet.'],
        [
          'Next was the sand tray, on little legs, just the right height. There were spades and buckets and a yellow digger.',
          'Scoop, scoop went the children. One had buried a toy dinosaur up to its nose.',
          '“Would you like to dig?” asked Mrs Day.',
          '{hero} touched the sand with one finger. It was soft and cool. Then {hero} took the finger back.',
          'Not yet.',
        ],
      ],
      scene: 'A sand tray with spades and a yellow digger, {hero} touching the sand with one finger',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the book corner there were cushions and books. “Would you like a story?” Not yet.'],
        [
          'In the book corner there was a rug and a pile of squashy cushions and a shelf full of books.',
          'Two children were lying on the cushions, looking at a book about a bus.',
          '“Would you like a story?” asked Mrs Day.',
          '{hero} liked stories. {hero} liked stories very much. But the cushions were far from the door.',
          'Not yet.',
        ],
      ],
      scene: 'A cosy book corner with squashy cushions, two children reading, {hero} looking in',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In a tank lived the class fish, Goldie. Round and round swam Goldie. “Would you like to feed Goldie?” Not yet.'],
        [
          'On a low shelf sat a tank, and in the tank swam the class fish. Its name was Goldie. Round and round, round and round.',
          '“Goldie has breakfast at nine o’clock,” said Mrs Day. “Would you like to feed Goldie?”',
          'Mrs Day held out the little pot of fish food. Just a pinch. Goldie swam up to the top and opened a round little mouth.',
          '{hero} wanted to. {hero} nearly did. But {hero.their} hand stayed where it was.',
          'Not yet.',
        ],
      ],
      scene: 'A goldfish swimming up to the top of a tank, a teacher holding out a pot of fish food to {hero}',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the home corner there was a little kitchen, with pans and a toy kettle. “Would you like to make tea?” Not yet.'],
        [
          'In the home corner there was a little kitchen, just {hero.poss} size, with a tiny oven and pans and a toy kettle that went click.',
          'A boy in a chef’s hat was making soup out of wooden carrots.',
          '“Would you like some soup?” asked the boy.',
          '{hero} shook {hero.their} head, very small.',
          'Not yet.',
        ],
      ],
      scene: 'A toy kitchen in the home corner, a small chef stirring wooden carrots in a pan',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['By the door was a row of pegs, one for each child. {hero.poss} peg had {hero.their} name on it, and a picture of [?a {animal}|a little star]. “Would you like to hang up your coat?” Not yet. The coat stayed on.'],
        [
          'By the door was a long row of coat pegs, low down, just the right height. Every peg had a name on it, and a picture.',
          'Mrs Day pointed. “This one is yours.”',
          'There was {hero.poss} very own name, in big letters. And next to it, a picture of [?a {animal}|a little star], with a smiley face.',
          '{hero} looked at the peg. The peg looked back, smiling.',
          '“Would you like to hang up your coat?” asked Mrs Day.',
          '{hero} held the zip with both hands and thought about it. A coat on a peg was a coat that was staying.',
          'Not yet. The coat stayed on, zipped right up to the chin.',
        ],
      ],
      scene: 'A row of low coat pegs with names and pictures, {hero} in a zipped-up coat looking at one of them',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In a big box were dressing-up clothes: a crown, a cape, a fire helmet. “Would you like to dress up?” {hero} touched the crown. Not yet.'],
        [
          'In the corner stood a big wooden box with its lid open. Out of it spilled a crown, a long cape, a fire helmet and a pair of fairy wings.',
          'A girl in the cape ran past. Swoosh! “I’m flying!”',
          'Mrs Day held up the crown. It was gold and bendy and a little bit squashed.',
          '“Would you like to dress up?”',
          '{hero} reached out and touched the crown with one finger. It was cold and bumpy.',
          'A crown would be fun. A crown would be very fun. But crowns are for people who are staying.',
          'Not yet.',
        ],
      ],
      scene: 'A dressing-up box spilling a crown, a cape and a fire helmet, {hero} touching the crown',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the music corner there were shakers and a drum. Shake, shake! Boom, boom! “Would you like a shaker?” {hero} held one, very still. Not yet.'],
        [
          'In the music corner there was a drum, and bells on a stick, and shakers shaped like eggs.',
          'Shake, shake, shake went the shakers. Boom, boom, boom went the drum. Ting-a-ling went the bells.',
          'It was a lot of noise. {hero} put one hand over one ear.',
          '“Would you like a shaker?” asked Mrs Day, and put a little egg shaker in {hero.poss} other hand.',
          '{hero} held it very still. It made no sound at all.',
          'Then, very carefully, {hero} gave it one tiny shake. Tsh.',
          'Everyone else was much louder. {hero} gave the shaker back.',
          'Not yet.',
        ],
      ],
      scene: 'A music corner with a drum, bells and egg shakers, {hero} holding one shaker very still',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['At the water tray, little boats bobbed about. Splish, splash! A boy poured water from a jug. “Would you like a boat?” {hero} looked at the wet sleeves. Not yet.'],
        [
          'Next to the sink was the water tray, full to the top. Little boats bobbed on it, and there were jugs and funnels and a watering can.',
          'Splish, splash, splosh. A boy was pouring water from a jug into a funnel, and out of the bottom, and all over his shoes.',
          '“Oops,” said the boy, and did not mind one bit.',
          '“Would you like a boat?” asked Mrs Day, and held one out, dripping.',
          '{hero} looked at the boat. {hero} looked at the wet sleeves and the wet shoes.',
          'It looked splashy. It looked fun. But it also looked very, very wet.',
          'Not yet.',
        ],
      ],
      scene: 'A water tray with bobbing boats and jugs, a boy splashing, {hero} watching from a step away',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'A girl called Priya came over. Priya had a wobbly tooth. “I was new last week,” said Priya. “It gets better after snack. I can show you the blocks.”',
        ],
        [
          'Then a girl came over, with two plaits and a wobbly tooth. “I’m Priya,” said the girl. “Are you new?”',
          '{hero} nodded.',
          '“I’m five next year,” said Priya. “How old are you?”',
          '{hero} held up fingers, and Priya counted them, and nodded as if that was a very good age to be.',
          '“I was new last week,” said Priya. “I cried on the first day. A lot. Now I know where everything is.” Priya wiggled the wobbly tooth. “It gets better after snack. And I can show you the blocks. The blocks are the best bit.”',
        ],
      ],
      scene: 'A girl with two plaits and a wobbly tooth talking to {hero}',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Priya took {hero} to the blocks and built a tower. One, two, three, four. “You put the top one on,” said Priya. {hero} held the block. Not yet. Priya put it on instead.'],
        [
          'Priya took {hero} to the blocks. There were long ones and short ones and round ones and arch ones.',
          '“Watch,” said Priya. One block. Two blocks. Three. Four. The tower wobbled, and stood.',
          'Priya gave {hero} a little square block. “You put the top one on.”',
          '{hero} held the block. It was smooth and light. {hero} lifted it up high, right over the tower.',
          'Then {hero} thought about the tower falling down, crash, and everybody looking.',
          'Not yet. {hero} gave the block back.',
          '“That’s OK,” said Priya, and put it on the top. “Next time.”',
        ],
      ],
      scene: 'Priya building a wobbly tower of wooden blocks, {hero} holding one small block up high',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then it was time for {hero.poss} grown-up to go. “I’ll be back after lunch,” said the grown-up, with a big hug. The door closed. {hero.poss} lip wobbled. A tear came.',
        ],
        [
          'Then {hero.poss} grown-up crouched down. “It’s time for me to go now,” said the grown-up. “I’ll be back after lunch. I always come back.”',
          'A big hug. A kiss on the top of the head. A wave at the door.',
          'And then the door was shut.',
          '{hero.poss} lip wobbled. {hero.poss} eyes went hot. One tear came, then another.',
          'Mrs Day sat down next to {hero} on the floor and did not say anything at all, which was just right.',
          'All around, the room went on being busy. Somebody laughed. The drum went boom. {hero} sat very small in the middle of it all, and wished it was after lunch already.',
        ],
      ],
      scene: '{hero} sitting on the nursery floor with a tear on one cheek, the teacher sitting close by',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['Mrs Day found a tissue. “Big blow,” said Mrs Day. Honk! It was such a loud honk that {hero} nearly laughed. Then Mrs Day stuck a shiny star sticker on {hero.poss} coat.'],
        [
          'After a while, Mrs Day took a tissue out of a sleeve, like a magic trick.',
          '“Big blow,” said Mrs Day.',
          '{hero} blew. HONK!',
          'It was such a loud honk, like a trumpet, that a boy nearby looked round. {hero} nearly laughed. Nearly.',
          'Mrs Day wiped the tears away, one cheek and then the other. Then Mrs Day took out a sheet of shiny stickers.',
          '“This is for being new,” said Mrs Day. “Being new is hard work.”',
          'It was a shiny star. {hero} stuck it on {hero.their} coat, right in the middle, and looked at it shining.',
        ],
      ],
      scene: 'The teacher holding a tissue, {hero} with pink cheeks and a shiny star sticker on a coat',
    },
    {
      kind: 'turn',
      tellings: [
        [
          '[?{hero} looked down at {toy.name}. A paint table! That was something a {toy} would like to see.|{hero} thought about what Priya had said. The blocks were the best bit.]',
          '@lesson-helping,lesson-teamwork “Will you help me?” {hero} asked Priya, in a small voice. Priya nodded. “We can go together,” said Priya.',
          '@lesson-bravery,lesson-trying-again {hero} had said not yet so many times. But this time, {hero} wanted to try.',
          '@lesson-kindness,lesson-sharing Priya looked a bit lonely too. {hero} gave Priya half of the raisins from {hero.their} pocket. Priya smiled a big wobbly-tooth smile.',
          '@lesson-patience,lesson-calm-feelings,lesson-listening {hero} took a big slow breath. In, and out. Mrs Day said, “Take your time.” So {hero} did.',
          'So {hero} stood up and held out {hero.their} hand to Priya.',
        ],
        [
          '[?{hero} looked down at {toy.name}. This was a first day for the {toy} too. It had never seen a paint table, or a room so full of children.|{hero} looked over at the blocks. Priya had said they were the best bit.]',
          '@lesson-helping,lesson-teamwork “Will you help me?” {hero} asked Priya, in a small voice. Priya nodded. “We can go together,” said Priya.',
          '@lesson-bravery,lesson-trying-again {hero} had said not yet so many times. But this time, {hero} wanted to try.',
          '@lesson-kindness,lesson-sharing Priya looked a bit lonely too. {hero} gave Priya half of the raisins from {hero.their} pocket. Priya smiled a big wobbly-tooth smile.',
          '@lesson-patience,lesson-calm-feelings,lesson-listening {hero} took a big slow breath. In, and out. Mrs Day said, “Take your time.” So {hero} did.',
          '“I think,” said {hero}, in a very small voice, “we would like to see the paints.”',
          '“That’s a very good idea,” said Mrs Day.',
          'So {hero} stood up. {hero} took one step. And then Priya was there, holding out a hand. “Come on,” said Priya. “I’ll show you.”',
        ],
      ],
      scene: '{hero} standing up and taking a new friend’s hand',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          '{hero} painted a big [?{colour}|blue] sun. {hero} built a tower with Priya. {hero} fed the class fish and had a story. “Would you like to play?” “Yes, please!”',
        ],
        [
          'At the paint table, {hero} put on an apron and painted a big [?{colour}|blue] sun, with a smiley face. Priya painted a dog with six legs.',
          'Then they dug in the sand, and built a tower of blocks as tall as Priya, and knocked it down. Crash!',
          'At snack time there were apple slices and milk. Priya was right. It was better after snack.',
          '{hero} and Priya sat side by side and crunched their apple slices. Crunch, crunch. Priya’s wobbly tooth wobbled even more, and Priya giggled.',
          '“Would you like to feed Goldie, our fish?” asked Mrs Day.',
          '“Yes, please!” said {hero}.',
        ],
      ],
      scene: '{hero} and Priya at the paint table in aprons, laughing, paint on their fingers',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['Then it was circle time. Everyone sat on the carpet and said their name. When it was {hero.poss} turn, {hero} said it loud and clear. “And I like [?{interest}|jumping],” said {hero}. Priya clapped.'],
        [
          'Then Mrs Day rang a little bell. Ting! “Circle time!”',
          'Everyone sat on the big round carpet, with legs crossed, like a ring of buttons.',
          '“Let’s all say our names,” said Mrs Day, “and one thing we like.”',
          'A boy with a big grin said, “I’m Otto and I like soup.” Everyone laughed.',
          'Then Priya said, “I’m Priya and I like blocks.”',
          'Then it was {hero.poss} turn. Everyone looked. {hero.poss} tummy did a little jump.',
          'But Priya was right there, knee to knee.',
          'So {hero} sat up tall and said it, loud and clear: “I’m {hero}. And I like [?{interest}|jumping].”',
          '“Hooray for {hero}!” said Priya, and clapped.',
        ],
      ],
      scene: 'Children sitting in a ring on a round carpet, {hero} sitting up tall to say a name',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['Then came tidy-up time. Mrs Day sang the tidy-up song. Blocks in the box, brushes in the pot. {hero} and Priya tidied fastest of all.'],
        [
          'Then Mrs Day sang a song that everyone knew except {hero}. “Tidy up, everybody, put the toys away!”',
          'All at once, everybody ran about. Blocks went into the box. Clatter! Brushes went into the pots. Cushions went back on the rug.',
          '{hero} did not know the song yet. But {hero} knew where the blocks went.',
          'So {hero} and Priya carried the blocks, two at a time, three at a time, and dropped them in the box. Clunk, clunk.',
          '“You are a very good tidier,” said Mrs Day.',
          'By the end, {hero} was singing too, very softly. “Put the toys away!”',
        ],
      ],
      scene: '{hero} and Priya carrying wooden blocks to a box at tidy-up time',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'After lunch the door opened, and there was {hero.poss} grown-up, just as promised. “{lesson},” said the grown-up on the way home.',
          'That night, {hero} went to sleep thinking of paints and Priya. Tomorrow {hero} would go again.',
        ],
        [
          'After lunch, the door opened, and there was {hero.poss} grown-up, just like they had said.',
          '{hero} ran over with the painting, still wet. “Look! It’s a sun! And that’s Priya’s dog, it has six legs!”',
          '“{lesson},” said the grown-up, on the way home, holding {hero.their} hand.',
          'At home, the painting went on the fridge with a magnet, right in the middle.',
          'That night, {hero} went to bed tired and happy, thinking of paints and blocks and a fish called Goldie.',
          'Tomorrow, {hero} would go again. And maybe tomorrow there would be no not yet at all.',
        ],
      ],
      scene: '{hero} running to a grown-up at the nursery door holding up a wet painting of a sun',
    },
  ],
};
