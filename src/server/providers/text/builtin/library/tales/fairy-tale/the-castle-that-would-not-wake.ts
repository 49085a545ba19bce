/** For early readers (5–7): a grumpy spell has put the whole castle to sleep on fair day; loud things fail, and a soft song from home wakes it. */
import type { Tale } from '../../types.ts';

export const theCastleThatWouldNotWake: Tale = {
  id: 'the-castle-that-would-not-wake',
  bands: ['early'],
  worlds: ['castle'],
  anywhere: true,
  time: 'day',
  shape: 'fix',
  titles: ['The Castle That Would Not Wake', '{hero} and the Sleepy Castle', 'Wake Up, Castle!'],
  places: [['in', 'the Kingdom of Puddingford'], ['in', 'the little kingdom of Hollyhock']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'Once upon a time, {place.in}, there stood a castle with a big brass bell. Every year, the bell rang for the Summer Fair. This year {hero} was going[? with {pals}|].',
        ],
        [
          'Once upon a time, {place.in}, there stood a castle with tall towers and a big brass bell at the very top.',
          'Once a year, at twelve o’clock, the bell rang out, dong, dong, dong, and the Summer Fair began. There were swings and puppets and apple pies, and everyone in the kingdom came.',
          '{hero} had waited all year for it. {hero.they} had {hero.their} best [?{colour}|fair] jacket on[?, and {hero.they} had brought {toy.full}|].',
          '@pet {pal} trotted along too, nose up, sniffing for pies.',
          '@friend {pals} skipped along too. “I want to go on the swings first,” said {pal}.',
        ],
      ],
      scene: '{hero} walking up to a castle with tall towers and a big brass bell at the top',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'But the castle was quiet. Too quiet. The guard at the door was asleep. Everyone inside was asleep too.',
          'A note was stuck to the door: “No one asked me to the fair, so the castle can sleep. — Mumblecrust the Wizard.”',
          '“A sleep spell!” said {hero}. “I have to wake them up.”',
        ],
        [
          'But when {hero} got to the castle, it was quiet. Much too quiet. No music. No smell of pies.',
          'The guard at the door was asleep on a stool, with a helmet tipped over one eye. Snore. Whistle. Snore.',
          'A note was stuck to the big wooden door. It said, in wobbly green letters: “Nobody asked me to the fair. So the castle can sleep. — Mumblecrust the Wizard.”',
          '“Oh no,” said {hero}. “It’s a sleep spell. If nobody wakes up, nobody rings the bell. And if nobody rings the bell, there is no fair.”',
          '{hero} pushed the big door. It creaked open. “Right,” said {hero}. “I will wake them up myself.”',
        ],
      ],
      scene: 'A castle guard snoring on a stool beside a big wooden door with a note in green letters, {hero} reading it',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'In the great hall, the King was asleep on the throne. {hero} shouted, “WAKE UP, YOUR MAJESTY!” The King only snored louder. “Five more minutes,” mumbled the King.',
        ],
        [
          'In the great hall, the King was asleep on the throne, with a crown over one ear and a half-eaten muffin in one hand.',
          '{hero} stood right in front of the throne and took a very big breath.',
          '“WAKE UP, YOUR MAJESTY!”',
          'The shout bounced all round the hall. Up to the roof. Down to the floor. The King did not wake up. The King snored even louder, like a grumpy bear.',
          '“Five more minutes,” the King mumbled, and hugged the muffin.',
          '“Shouting is no good,” said {hero}. “This spell is a strong one.”',
        ],
      ],
      scene: '{hero} shouting at a King asleep on a throne, a crown over one ear and a muffin in hand',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'In the kitchen, the cook was asleep in a chair. {hero} banged two pans together. Clang! The cook just said, “More sugar,” and went on sleeping.',
        ],
        [
          'Next, {hero} ran down to the kitchen. The cook was asleep in a big chair by the oven, with a wooden spoon still held up in the air.',
          'Pots and pans hung all over the wall. {hero} took down the two biggest ones.',
          'CLANG! CLANG! CLANGETY-CLANG!',
          '@pet {pal} hid under the table with both paws over both ears.',
          '@friend {pal} put both hands over both ears.',
          'The cook did not open one eye. “More sugar,” the cook said, fast asleep, and stirred the air with the spoon.',
          '{hero} put the pans back. Banging was no good either.',
        ],
      ],
      scene: '{hero} banging two big pans together in a castle kitchen, the cook asleep in a chair with a spoon in the air',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'In the music room, the trumpeter was asleep. {hero} picked up the trumpet and blew. Only a tiny squeak came out. The trumpeter did not even twitch.',
        ],
        [
          'In the music room, the royal trumpeter was asleep on a pile of cushions, with a shiny trumpet on the floor.',
          '“A trumpet!” said {hero}. “Nobody can sleep through a trumpet.”',
          '{hero} picked it up, puffed out both cheeks and blew as hard as {hero.they} could.',
          'Out came a tiny squeak, like a mouse with hiccups.',
          '{hero} tried again. Squeak. And again. Parp. The trumpeter did not even twitch.',
          '“Trumpets are harder than they look,” said {hero}, and put it down very carefully.',
        ],
      ],
      scene: '{hero} blowing a shiny trumpet with puffed-out cheeks beside a sleeping trumpeter',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'In the courtyard, the castle dragon was asleep too. Its snore was so big it blew {hero.poss} hair straight up. {hero} tapped its nose. The dragon did not wake.',
        ],
        [
          'Out in the courtyard, the castle dragon lay curled up in a big green heap. It was a friendly dragon. On fair days, it gave children rides.',
          'Today, it was fast asleep. Every time it snored, a puff of warm air blew out. WHOOSH. {hero.poss} hair stood straight up.',
          '{hero} tapped the dragon on the nose. Tap, tap. “Excuse me, dragon. It’s fair day.”',
          'WHOOSH. Up went {hero.poss} hair again.',
          '@pet {pal} barked at it, then sneezed.',
          '@friend {pal} laughed and laughed.',
          'But the dragon did not wake. {hero} smoothed {hero.their} hair and went on.',
        ],
      ],
      scene: 'A big green dragon asleep in a castle courtyard, its snore blowing {hero.poss} hair straight up',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'At the top of the tower, {hero} found a tiny fairy in a teacup. The fairy was awake. “Loud things won’t break this spell,” said the fairy. “Try the softest thing you know.”',
        ],
        [
          '{hero} climbed the winding stairs to the top of the tallest tower. Round and round. Up and up.',
          'Up there, by the big brass bell, sat a teacup. And in the teacup sat a tiny fairy with silver wings, wide awake and drinking a thimble of tea.',
          '“Hello,” said the fairy. “You’re the first one awake all morning.”',
          '“Why are you not asleep?” asked {hero}. “And please, can you help me? I can’t wake anybody up.”',
          '“Fairies never sleep in the daytime,” said the fairy. “Spells don’t stick to us. Now listen. I have watched you shouting and banging. That won’t work. Loud things never break a sleep spell.”',
          '“Then what does?”',
          '“The softest thing you know,” said the fairy, and sipped the tea.',
        ],
      ],
      scene: 'A tiny fairy with silver wings sitting in a teacup beside a big brass bell, talking to {hero}',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The softest thing? {hero} found a feather and tickled the guard’s nose. The guard giggled in a dream. But the guard did not wake.',
        ],
        [
          '“The softest thing,” said {hero}, going back down the stairs. “A feather is soft.”',
          'There was a long white feather in a pot in the hall. {hero} took it out to the guard by the door and tickled the guard’s nose, very gently.',
          'The guard’s nose wiggled. The guard giggled, “Hee hee, stop it,” and rolled over on the stool.',
          'But the guard did not wake up.',
          '“Soft,” said {hero}, “but not soft enough. Or not the right kind of soft.”',
        ],
      ],
      scene: '{hero} tickling a sleeping guard’s nose with a long white feather',
    },
    {
      kind: 'setback',
      tellings: [
        [
          '{hero} sat on the steps. It was nearly twelve o’clock. “I can’t do it,” said {hero}. “Everything I try is too loud, or not right.”',
        ],
        [
          '{hero} sat down on the castle steps with {hero.their} chin in {hero.their} hands.',
          'The big clock said it was nearly twelve. Outside, people were coming up the road for the fair, but the castle was still fast asleep.',
          '“I can’t do it,” said {hero}. “Everything I try is too loud. And the soft thing was not right. What is the softest thing I know?”',
          '@pet {pal} leaned against {hero} and let out a long, sad whine.',
          '@friend “Don’t give up,” said {pal}, sitting down on the step too. “You’re good at this. You’ve woken up more people than me.” That made {hero} smile, just a bit, because it was not true at all.',
          '@alone Nobody answered. Somewhere inside, the King snored.',
        ],
      ],
      scene: '{hero} sitting on the castle steps with chin in hands, the big clock nearly at twelve',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} thought of home. Every morning, {hero} was woken with a little song, sung very softly. That was the softest thing {hero.they} knew!',
          '{hero} went to the King and sang it, soft and low[?, the way {hero.they} sang it to {toy.name}|].',
        ],
        [
          'Then {hero} thought of home. Not loud things. Soft things.',
          'Every morning at home, {hero} did not wake up to a shout or a trumpet. {hero} woke up to a little song, sung very softly, right next to {hero.their} ear. It was the softest thing {hero.they} knew.',
          '[?{hero} sang that song to {toy.name} every morning too. {hero.they} knew every word.|{hero} knew every word of it.]',
          '{hero} stood up. {hero} went into the great hall, right up to the sleeping King, and sang it. Not loud. Soft and low and slow.',
          '“Good morning, sleepy head, time to get out of bed…”',
        ],
      ],
      scene: '{hero} singing softly to the sleeping King in the great hall',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'The King opened one eye. Then two. “What a lovely song,” said the King. One by one, everyone in the castle woke up. Dong, dong, dong, went the bell. The fair had begun!',
        ],
        [
          'The King’s nose twitched. One eye opened. Then the other one.',
          '“What a lovely song,” said the King, and yawned a royal yawn. “Is it morning?”',
          '“It’s nearly twelve, Your Majesty,” said {hero}. “It’s fair day!”',
          'The song floated out of the hall and all through the castle. In the kitchen, the cook woke up and said, “Pies!” In the courtyard, the castle dragon stretched and blew a happy puff. At the door, the guard sat up and fixed the helmet.',
          'And at the top of the tower, the tiny fairy gave the rope a tug. Dong, dong, dong, went the big brass bell.',
          'The Summer Fair had begun.',
          '@pet {pal} got the first bit of pie.',
          '@friend {pals} went on the swings first, just as planned.',
          'Even Mumblecrust the Wizard came down the road, looking grumpy. {hero} ran to meet the wizard. “You can come too,” said {hero}. And the wizard smiled for the first time in a hundred years.',
        ],
      ],
      scene: 'The whole castle awake and cheering, a big brass bell ringing, the Summer Fair beginning',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '“{lesson},” said the King, when the fair was over.',
          'That night, {hero} went to bed tired and happy. {hero} sang the little song, very softly, to {hero.self}. And soon {hero} was fast asleep.',
        ],
        [
          'When the fair was over, the King thanked {hero} in front of everyone. “{lesson},” said the King. “And a soft song is stronger than a trumpet.”',
          'That night, {hero} went home full of pie and tired from the swings.',
          '{hero} got into bed and sang the little song, very softly, [?to {toy.name}|to {hero.self}].',
          'Far away, at the top of the castle tower, the fairy in the teacup was humming it too.',
          'And soon {hero} was fast asleep.',
        ],
      ],
      scene: '{hero} asleep in bed, a castle tower far away in the window',
    },
  ],
};
