/** For the youngest (2–4): the kind old Queen has lost the royal crown on party day, and a magic mirror knows where it is. */
import type { Tale } from '../../types.ts';

export const theQueensLostCrown: Tale = {
  id: 'the-queens-lost-crown',
  bands: ['little'],
  worlds: ['castle'],
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      [
        '{home.in}, there was a big old book. {hero} opened it. Inside was a castle! {hero} looked, and looked, and then… {hero} was inside the book too.',
      ],
    ],
    ending: [
      [
        'The big old book lay shut {home.in}. And {hero} slept all night, and dreamed of crowns.',
      ],
    ],
  },
  time: 'day',
  shape: 'find',
  characters: ['Duchess'],
  titles: ['The Queen’s Lost Crown', '{hero} and the Lost Crown', 'Where, Oh Where Is the Crown?'],
  places: [['in', 'the Kingdom of Bramblewick'], ['in', 'the little kingdom of Dillydown']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'Once upon a time, {place.in}, there lived a kind old Queen with round glasses and fluffy white hair. Her castle had four pink towers. {hero} went there for the Queen’s party[?, with {toy.full}|].',
          '@pet,friend {pals} came too.',
        ],
        [
          'Once upon a time, {place.in}, there lived a kind old Queen with round glasses and big, fluffy white hair.',
          'The Queen’s castle was little, with four pink towers and a flag on top of each one.',
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
          'The Queen looked under the table and behind the curtains and inside a big vase. “It has a big sparkly jewel on the front,” said the Queen. “You can’t miss it. But I have missed it all morning.”',
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
        ['In the castle garden, the fountain went splish, splash. {hero} looked in the water. Only shiny coins and one little fish. Where, oh where?'],
        [
          'Out in the castle garden there was a fountain. Splish, splash, splosh, it went, all day long.',
          '“Maybe the crown fell in,” said {hero}.',
          '{hero} leaned over and looked into the water. At the bottom lay shiny coins, from people making wishes. A little fish swam round and round. Glug, glug.',
          '{hero} put a hand in, right down to the coins. Brrr! Cold!',
          '@pet {pal} took a big drink from the fountain. Slurp, slurp.',
          '@friend {pals} looked in too, and got splashed on the nose.',
          'Only coins, and a fish, and a very wet sleeve. Where, oh where?',
        ],
      ],
      scene: '{hero} leaning over a splashing fountain in a castle garden, coins shining at the bottom',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['By the fire, the castle cat, Duchess, was asleep in a basket. {hero} lifted one fluffy paw. Only a ball of wool. Where, oh where?'],
        [
          'By the big fire, in a round basket, slept the castle cat. Her name was Duchess, and she was very fat and very fluffy. Purr, purr, purr.',
          '“Duchess,” whispered {hero}, “are you sleeping on the crown?”',
          'Duchess opened one eye. Then Duchess shut it again. Duchess did not like to move.',
          'So {hero} lifted a fluffy paw, very gently. Under the paw was a ball of wool. {hero} lifted the fluffy tail. Under the tail was a lost sock.',
          'Only wool and a sock, and a lot of cat hair. Purr, went Duchess, fast asleep again. Where, oh where?',
        ],
      ],
      scene: '{hero} gently lifting the paw of a fat fluffy cat asleep in a basket by a castle fire',
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
        ['In the royal bathroom, the bath was full of soap suds. {hero} scooped them up. Pop, pop! Only a sponge and a little boat. Where, oh where?'],
        [
          'At the top of the stairs was the royal bathroom. The bath had gold taps, and it was full of soap suds, right up to the top.',
          '“Maybe the crown is hiding under the suds,” said {hero}.',
          '{hero} scooped up the suds with both hands. Pop! Suds on {hero.poss} nose. Suds on {hero.poss} chin. A big soapy beard!',
          '@pet {pal} snapped at the suds. Pop! Right on the nose.',
          '@friend {pal} laughed and laughed at the soapy beard.',
          'At the bottom of the bath there was a sponge and a little wooden boat. But no crown. Where, oh where?',
        ],
      ],
      scene: '{hero} with a beard of soap suds, scooping them from a big bath with gold taps',
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
          '@pet+paws {pal} sniffed the hat with the feather and sneezed. Achoo!',
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
        ['{hero} sat down next to the Queen, very tired. “I looked and looked,” said {hero}. “I can’t find it.” The Queen sighed a big sigh.'],
        [
          '{hero} went back to the Queen and sat down on the floor, close by. {hero.poss} legs were tired from all that looking.',
          '“I looked and looked,” said {hero}. “I can’t find it anywhere.”',
          'The Queen sighed a big sigh. “Never mind,” said the Queen. But the Queen did mind. You could tell.',
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
          '@lesson-helping {hero} had asked the mirror for help. Now {hero} helped the Queen up. Up we get!',
          '@lesson-patience {hero} did not rush. Slow steps. One, two, three.',
          '@lesson-trying-again “One more look,” said {hero}. “Let’s try again.”',
          '@lesson-teamwork “We will look together,” said {hero}. Two can see more than one.',
          '@lesson-kindness {hero} held the Queen’s hand, gently, gently. Kind hands.',
          '@lesson-listening {hero} had listened to the mirror. Good listening!',
          '@lesson-calm-feelings {hero} took a big breath. In, and out. Now think.',
          '@lesson-sharing The Queen still had {toy.name}. {hero} did not mind. Sharing is nice.',
          '@lesson-gratitude “Thank you, mirror,” whispered {hero}.',
          '@lesson-honesty {hero} had told the truth: “I can’t find it.” Now {hero} had a new idea.',
          '@lesson-bravery The hall was long and big. {hero} marched down it, brave as a knight.',
          '@lesson-being-yourself The mirror showed {hero} just as {hero.they} {hero.was}. That was good to see.',
          'They stood in front of the mirror. And there, on top of the Queen’s fluffy white hair, something sparkled.',
        ],
        [
          'Then {hero} sat up, and thought of the magic mirror. Look in me, and you will see.',
          '{hero} had looked in the mirror and only seen {hero.self}. But {hero} was not the one who lost a crown!',
          '“Come with me,” said {hero}, and took the Queen by the hand.',
          '[?The Queen came, still holding {toy.name}.|The Queen came, slowly.]',
          '@lesson-helping {hero} had asked the mirror for help, and that was a good thing to do. Now {hero} helped the Queen, too. “Up you get,” said {hero}, and pulled.',
          '@lesson-patience The Queen’s legs were old and slow. {hero} did not rush. One slow step, two slow steps, all the way down the hall.',
          '@lesson-trying-again {hero} had looked and looked, and it had not worked. “One more try,” said {hero}. “Just one more.”',
          '@lesson-teamwork “Let’s look together,” said {hero}. “You and me. Two people can see more than one.”',
          '@lesson-kindness {hero} held the Queen’s hand gently, the way you hold a baby bird. Kind hands help sad people.',
          '@lesson-listening {hero} had listened to every word the mirror said. And now those words made sense.',
          '@lesson-calm-feelings First, {hero} took a big breath, in and out, slow and calm. Then {hero} could think.',
          '@lesson-sharing The Queen was still holding {toy.name}, tight. {hero} let the Queen keep hugging. Sharing is nice.',
          '@lesson-gratitude “Thank you, mirror,” whispered {hero}, on the way past. “I think I know now.”',
          '@lesson-honesty {hero} had told the Queen the truth: “I can’t find it.” That was hard to say. But now {hero} had a brand new idea.',
          '@lesson-bravery The hall was long and big and very grand. But {hero} marched all the way down it, brave as a knight, holding the Queen’s hand.',
          '@lesson-being-yourself The mirror had shown {hero} just as {hero.they} {hero.was}, no crown, no cape. That was a fine thing to be. And now it was the Queen’s turn to look.',
          'They stood in front of the mirror, side by side.',
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
          'And what a party it was. There was a tall cake with cherries all round, and a little sugar [?{animal}|mouse] on the very top, just for {hero}. There was music. Everybody danced, and the Queen danced most of all.',
          '@pet {pal} got a bit of cake.',
          '@friend {pals} danced with the Queen.',
        ],
      ],
      scene: 'The old Queen laughing, a gold crown in fluffy white hair, everyone dancing at the party',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['Clank, clank! Down the stairs came the castle guard, yawning, with a long trumpet. The guard had slept all morning and missed everything! Toot-toot-ta-ra! went the trumpet. Hooray for the Queen!'],
        [
          'Then, clank, clank! Down the stairs came the castle guard, yawning a big yawn, with a long trumpet.',
          '“Did I miss it?” asked the guard, rubbing sleepy eyes. “Is the crown lost?”',
          '“Found!” said {hero}. “It was in the Queen’s hair all the time!”',
          'The guard laughed so hard that the guard’s shiny helmet went wibble-wobble.',
          'Then the guard blew the trumpet, loud and long. Toot-toot-ta-ra! Hooray for the Queen!',
          '@pet+dog {pal} jumped at the big toot, and then wagged and wriggled.',
          '@friend {pals} cheered the loudest of all.',
        ],
      ],
      scene: 'A castle guard in a shiny helmet blowing a long trumpet at the party',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['Then they played musical statues. When the music stopped, everybody froze. The Queen wobbled on one leg and sat down, bump, laughing. {hero} stood as still as a lamp post, and won!'],
        [
          '“Now a party game!” said the Queen, and clapped. “Musical statues!”',
          'The music played. Everybody danced. Then the music stopped, and everybody froze.',
          '{hero} froze with both arms up high, like a star.',
          'The Queen froze on one leg. Wobble, wobble, wobble. Bump! Down sat the Queen on the floor, laughing too much to get up.',
          '@pet {pal} did not know the game, and went on dancing all alone.',
          '@friend {pal} froze with a very funny face, and then giggled, and was out.',
          'But {hero} did not move, not even a nose. {hero} was as still as a lamp post.',
          '“{hero} wins!” said the Queen, from the floor. And the prize was a shiny sticker of a crown.',
        ],
      ],
      scene: '{hero} standing still with arms up like a star, the old Queen sitting on the floor laughing',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['The baby prince toddled over to {hero} and held out a paper crown. “Ga!” It was squashed and covered in crayon. {hero} put it on. Now there were two crowns at the party.'],
        [
          'The baby prince came to the party too, in a paper crown. Toddle, toddle, wobble, went the baby, right across the floor to {hero}.',
          '“Ga!” said the baby prince, and held out the paper crown.',
          '“For me?” said {hero}.',
          '“Ga!” said the baby again. That meant yes.',
          '{hero} put the paper crown on. It was a bit squashed. It had glue on it, and a lot of crayon. It was the very best crown {hero} had ever worn.',
          '“Look,” said the Queen, and smiled. “Now there are two crowns at my party.”',
        ],
      ],
      scene: 'A baby prince holding up a squashed paper crown to {hero} at the party',
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
