/** For the youngest (2–4): the kind old Queen has lost the royal crown on party day, and a magic mirror knows where it is. */
import type { Tale } from '../../types.ts';

export const theQueensLostCrown: Tale = {
  id: 'the-queens-lost-crown',
  bands: ['little'],
  worlds: ['castle'],
  anywhere: true,
  time: 'day',
  shape: 'find',
  titles: ['The Queen’s Lost Crown', '{hero} and the Lost Crown', 'Where, Oh Where Is the Crown?'],
  places: [['in', 'the Kingdom of Bramblewick'], ['in', 'the little kingdom of Dillydown']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'Once upon a time, {place.in}, there was a little castle with four pink towers. {hero} went there for the Queen’s party[?, with {toy.full}|].',
          '@pet,friend {pals} came too.',
        ],
        [
          'Once upon a time, {place.in}, there was a little castle with four pink towers and a flag on top of each one.',
          'In the castle lived a kind old Queen with round glasses and big, fluffy white hair.',
          'Today was the Queen’s party, and {hero} was asked to come. {hero} wore {hero.their} best [?{colour}|party] clothes[? and brought {toy.full}|].',
          '@pet {pal} came too, with a bow on.',
          '@friend {pals} came too, in party hats.',
        ],
      ],
      scene: '{hero} arriving at a little castle with four pink towers and flags on top',
    },
    {
      kind: 'problem',
      tellings: [
        ['But the Queen was sad. “Oh dear me,” said the Queen. “My crown is lost! I cannot have a party with no crown.”', '“I will find it,” said {hero}.'],
        [
          'But in the big hall, the Queen was not smiling. The Queen was down on the floor, looking under a rug.',
          '“Oh dear me,” said the Queen. “My crown is lost. My shiny gold crown! A queen cannot have a party with no crown.”',
          '{hero} patted the Queen’s hand. “Don’t be sad,” said {hero}. “I will find it.”',
          '@friend “We will all help,” said {pals}.',
        ],
      ],
      scene: 'A kind old Queen with fluffy white hair looking sadly under a rug, {hero} close by',
    },
    {
      kind: 'attempt',
      tellings: [
        ['{hero} looked on the big red throne. {hero} lifted the cushion. Only a button. Where, oh where?'],
        [
          'First {hero} went to the throne. It was big and red and very, very soft.',
          '{hero} climbed up. Bounce, bounce. {hero} lifted the cushion.',
          'Under it there was a button, a biscuit and a tiny spoon. But no crown.',
          '“Not on the throne,” said {hero}. Where, oh where?',
        ],
      ],
      scene: '{hero} lifting the cushion of a big red throne',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the kitchen, the cook was making the party cake. {hero} looked in the bowls and in the pans. Only flour and jam. Where, oh where?'],
        [
          'Next, {hero} went down to the castle kitchen. It smelled of cake.',
          'The cook was round and jolly, with flour on the end of a round red nose. The cook was making the Queen’s party cake, as tall as a chair.',
          '“Have you seen the crown?” asked {hero}.',
          '“Not in my kitchen,” said the cook. But {hero} looked anyway. In the big bowl. In the little bowl. In the pan with the jam.',
          'Only flour and jam, and a lot of sugar. The cook gave {hero} a cherry to eat. Where, oh where?',
        ],
      ],
      scene: '{hero} peering into a big mixing bowl in a castle kitchen, a jolly cook making a tall cake',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Up the tower went {hero}. Up, up, up. At the top sat the guard, fast asleep. No crown on the guard’s head. Where, oh where?'],
        [
          'Then {hero} climbed the tall tower. Up, up, up went the stairs, round and round and round.',
          'At the very top sat the castle guard, with a shiny helmet and a long trumpet. The guard was fast asleep. Snore, snore.',
          '{hero} looked hard at the guard’s helmet. It was very shiny. But it was only a helmet.',
          '“Shh,” {hero} whispered, and tiptoed back down. Round and round and round. Where, oh where?',
        ],
      ],
      scene: '{hero} tiptoeing past a snoring guard at the top of a castle tower',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the stable lived the white pony. {hero} looked in the straw. Only straw and a carrot. Where, oh where?'],
        [
          'Out by the castle wall was the stable, where the Queen’s white pony lived.',
          'The pony had a long mane and a soft, soft nose. “Neigh,” said the pony.',
          '“Pony,” said {hero}, “did you eat the crown?”',
          'The pony blew a puff of air. It only ate carrots. {hero} looked in the straw, all over the floor. Straw, straw, straw, and one old carrot.',
          '{hero} gave the carrot to the pony. Crunch. Where, oh where?',
        ],
      ],
      scene: '{hero} feeding a carrot to a white pony in a castle stable',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the treasure room, there were gold cups and gold coins. So much gold! But no crown. Where, oh where?'],
        [
          'Down a long hall was the treasure room. The door was heavy. Creak!',
          'Inside, everything was shiny. Gold cups. Gold plates. A big chest full of gold coins, jingle, jangle.',
          '{hero} dug in the coins with both hands. Jingle, jangle, jingle. A gold cup. A gold bell. A gold egg cup.',
          '@pet,friend {pals} looked in the gold cups.',
          'So much gold! But no crown at all. Where, oh where?',
        ],
      ],
      scene: '{hero} digging in a chest of gold coins in a shiny treasure room',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the music room, {hero} looked in the big drum. Boom! Only a sock. Where, oh where?'],
        [
          'In the music room there was a harp, a horn and a great big drum.',
          '“Maybe the crown fell in the drum,” said {hero}.',
          '{hero} tapped the drum. Boom! {hero} looked inside. There was a sock in there, and a hair ribbon, and a lost ball.',
          '{hero} tried the horn. Toot! Nothing came out but a toot. No crown in the horn.',
          'Boom, toot. Where, oh where?',
        ],
      ],
      scene: '{hero} peeking inside a great big drum in a castle music room',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['The Queen’s bed had ten pillows. {hero} looked under them all. Only a hot water bottle. Where, oh where?'],
        [
          'Up in the Queen’s bedroom stood a great big bed with ten fat pillows.',
          '“Maybe the crown went to sleep,” said {hero}.',
          '{hero} lifted one pillow. Two pillows. Three pillows. All the way up to ten.',
          'Under the last one was a hot water bottle with a knitted coat. It was warm. But it was not a crown.',
          'Where, oh where?',
        ],
      ],
      scene: '{hero} lifting pillows off a huge royal bed',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the dressing-up room there were hats and hats and hats. {hero} tried on a tall one. Too big! No crown here. Where, oh where?'],
        [
          'Along the hall was the dressing-up room. It was full of hats.',
          'Tall hats and flat hats. A hat with a feather. A hat with a bell that went jingle. A hat shaped like a boat.',
          '{hero} tried on the tall hat. It came down over {hero.poss} eyes. Everything went dark! {hero} took it off again, laughing.',
          '@pet {pal} sniffed the hat with the feather and sneezed. Achoo!',
          '@friend {pals} tried on the boat hat.',
          'Hats and hats and hats, but not one crown. Where, oh where?',
        ],
      ],
      scene: '{hero} in a room full of funny hats, a tall hat falling over {hero.their} eyes',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the nursery, the baby prince was playing with blocks. The baby had a crown on! But it was paper, not gold. Where, oh where?'],
        [
          'In the nursery, the baby prince sat on a rug with a pile of blocks, building a tower. Wobble, wobble, crash!',
          'On the baby’s head was a crown. {hero} ran to look. But it was made of paper, with a bit of glue and a lot of crayon.',
          '“Not the right crown,” said {hero}. “But it is a very nice one.”',
          'The baby prince clapped and said, “Ga!” {hero} helped the baby build the tower again, one block, two blocks, three.',
          'Then off {hero} went. Where, oh where?',
        ],
      ],
      scene: '{hero} building a tower of blocks with a baby prince in a paper crown',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['By the moat sat a big green frog. “Frog, have you got the crown?” The frog said, “Ribbit,” and hopped away. Where, oh where?'],
        [
          'Round the castle ran the moat, full of still green water. On the bridge sat a big green frog.',
          '“Frog,” said {hero}, “is the crown in the water?”',
          '“Ribbit,” said the frog. It looked at {hero} with big gold eyes.',
          'In fairy tales, frogs sometimes wear crowns. {hero} looked at the frog’s head very hard. No crown. Just a green frog with a wide, wide mouth.',
          'Plop! The frog jumped into the moat. Where, oh where?',
        ],
      ],
      scene: '{hero} kneeling on a castle bridge, looking at a big green frog',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'In the hall hung a magic mirror. “Mirror, mirror,” said {hero}, “where is the crown?”',
          '“Look in me,” said the mirror, “and you will see.”',
        ],
        [
          'At the end of the hall hung a tall mirror in a gold frame. It was a magic mirror. It could talk.',
          '“Mirror, mirror, on the wall,” said {hero}, “do you know where the crown is?”',
          'The mirror shone and twinkled. Then it spoke in a slow, kind voice.',
          '“Look in me,” said the mirror, “and you will see.”',
          '{hero} looked in the mirror. {hero} only saw {hero.self}. That was a funny thing to say, {hero} thought.',
        ],
      ],
      scene: '{hero} talking to a tall magic mirror in a gold frame',
    },
    {
      kind: 'setback',
      tellings: [
        ['{hero} sat down next to the Queen. {hero} was tired. “I looked and looked,” said {hero}. “I can’t find it.” The Queen sighed a big sigh.'],
        [
          '{hero} went back to the Queen and sat down on the floor, close by. {hero.poss} legs were tired from all that looking.',
          '“I looked and looked,” said {hero}. “I can’t find it anywhere.”',
          'The Queen sighed a big sigh. “Never mind,” said the Queen. But the Queen did mind. {hero} could tell.',
          '@pet {pal} rested a soft chin on the Queen’s lap.',
          '@friend {pals} sat down too, with sad faces.',
          '[?{hero} gave {toy.name} to the Queen to hold. Hugs help. The Queen held on tight.|{hero} gave the Queen a big hug. Hugs help.]',
        ],
      ],
      scene: '{hero} and the old Queen sitting sadly on the floor of the great hall',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} thought of the mirror. Look in me, and you will see! {hero} took the Queen by the hand. “Come with me,” said {hero}.',
          'They stood in front of the mirror. And there, on top of the Queen’s fluffy white hair, something sparkled.',
        ],
        [
          'Then {hero} sat up, and thought of the magic mirror. Look in me, and you will see.',
          '{hero} had looked in the mirror and only seen {hero.self}. But {hero} was not the one who lost a crown!',
          '“Come with me,” said {hero}, and took the Queen by the hand.',
          '[?The Queen came, still holding {toy.name}.|The Queen came, slowly.] They stood in front of the mirror, side by side.',
          'And there, right on top of the Queen’s big fluffy white hair, something sparkled.',
        ],
      ],
      scene: '{hero} and the Queen standing in front of the magic mirror, something sparkling in the Queen’s hair',
    },
    {
      kind: 'resolution',
      tellings: [
        ['It was the crown! It was on the Queen’s head all the time. There, oh there! The Queen laughed and laughed. “Now we can have the party!”'],
        [
          'It was the crown! The shiny gold crown! It had been on the Queen’s head all the time, hiding in all that fluffy hair.',
          'There, oh there!',
          'The Queen laughed so much the round glasses fell off. “Silly me!” said the Queen. “Thank you, {hero}. Now we can have the party!”',
          'And what a party it was. There was a tall cake with cherries on top. There was music. Everybody danced, and the Queen danced most of all.',
          '@pet {pal} got a bit of cake.',
          '@friend {pals} danced with the Queen.',
        ],
      ],
      scene: 'The old Queen laughing, a gold crown in fluffy white hair, everyone dancing at the party',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'The Queen gave {hero} a hug. “{lesson},” said the Queen.',
          'That night, {hero} went to bed, warm and full of cake. {hero} closed {hero.their} eyes. And soon {hero} was fast asleep.',
        ],
        [
          'At the end of the party, the Queen gave {hero} a hug. “{lesson},” said the Queen, in a kind old voice.',
          'Then {hero} went home, sleepy and full of cake.',
          'That night, in bed, {hero} thought about the pink towers and the magic mirror and the crown in the fluffy hair. {hero} smiled.',
          '{hero.poss} eyes were heavy. And soon {hero} was fast asleep.',
        ],
      ],
      scene: '{hero} asleep in bed, dreaming of a castle with pink towers',
    },
  ],
};
