/** For the youngest (2–4): the first morning at nursery; everything is "not yet" until a new friend and a toy who wants to see the paints. */
import type { Tale } from '../../types.ts';

export const notYet: Tale = {
  id: 'not-yet',
  bands: ['little'],
  worlds: ['school'],
  anywhere: true,
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
          '{hero} peeped out. It was a long way in.',
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
      kind: 'helper',
      tellings: [
        [
          'A girl called Priya came over. Priya had a wobbly tooth. “I was new last week,” said Priya. “It gets better after snack. I can show you the blocks.”',
        ],
        [
          'Then a girl came over, with two plaits and a wobbly tooth. “I’m Priya,” said the girl. “Are you new?”',
          '{hero} nodded.',
          '“I was new last week,” said Priya. “I cried on the first day. A lot. Now I know where everything is.” Priya wiggled the wobbly tooth. “It gets better after snack. And I can show you the blocks. The blocks are the best bit.”',
        ],
      ],
      scene: 'A girl with two plaits and a wobbly tooth talking to {hero}',
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
        ],
      ],
      scene: '{hero} sitting on the nursery floor with a tear on one cheek, the teacher sitting close by',
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
          '[?{hero} looked down at {toy.name}. This was a first day for the {toy} too. It had never seen a paint table, or a sand tray, or a fish called Goldie.|{hero} looked over at the blocks. Priya had said they were the best bit.]',
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
          '“Would you like to feed Goldie, our fish?” asked Mrs Day.',
          '“Yes, please!” said {hero}.',
        ],
      ],
      scene: '{hero} and Priya at the paint table in aprons, laughing, paint on their fingers',
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
          'That night, {hero} went to bed tired and happy, thinking of paints and blocks and a fish called Goldie.',
          'Tomorrow, {hero} would go again. And maybe tomorrow there would be no not yet at all.',
        ],
      ],
      scene: '{hero} running to a grown-up at the nursery door holding up a wet painting of a sun',
    },
  ],
};
