/** For the youngest (2–4): a child who is not sleepy goes round the quiet house looking for their sleepy. */
import type { Tale } from '../../types.ts';

export const whereIsSleepy: Tale = {
  id: 'where-is-sleepy',
  bands: ['little'],
  worlds: ['home'],
  time: 'night',
  shape: 'find',
  titles: ['Where Is {hero.poss} Sleepy?', '{hero} Looks for Sleepy', 'Tiptoe, {hero}'],
  places: [['in', 'the little house on Willow Lane'], ['in', 'the blue house at the end of the street']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was bedtime {place.in}. {hero} had had a bath. {hero} was in bed[? with {toy.full}|].',
          '@pet,friend {pals} {pals.were} in the room too.',
        ],
        [
          'It was bedtime {place.in}. The bath was done. The teeth were brushed. The story was read.',
          '{hero} was tucked up in bed under a [?{colour}|soft] blanket[?, with {toy.full}|]. The night-light glowed. Everything was ready for sleep.',
          '@pet {pal} was curled up in a basket by the bed.',
          '@friend {pals} {pals.were} sleeping over, tucked up on a mattress on the floor.',
        ],
      ],
      scene: '{hero} tucked up in bed at night, a small night-light glowing',
    },
    {
      kind: 'problem',
      tellings: [
        ['But {hero} was not sleepy. Not one bit. “Where is my sleepy?” {hero} said. “I will go and find it.” Tiptoe, tiptoe. {hero} got out of bed.'],
        [
          'But {hero} was not sleepy. Not one little bit. {hero.poss} eyes were wide open. {hero.poss} toes were wiggling.',
          '“Where is my sleepy?” {hero} said. “It has gone. I will have to find it.”',
          'So {hero} got out of bed. Tiptoe, tiptoe, out onto the landing.',
          '@pet,friend {pals} came too.',
        ],
      ],
      scene: '{hero} in pyjamas, tiptoeing out of the bedroom at night',
    },
    {
      kind: 'attempt',
      tellings: [
        ['On the landing stood the big clock. Tick, tock. “Clock, have you got my sleepy?” asked {hero}. The clock just said tick, tock. No sleepy here.'],
        [
          'On the landing stood the big old clock. It was very tall. It had a round face and a long, slow swing inside.',
          'Tick, tock. Tick, tock.',
          '“Clock,” whispered {hero}, “have you got my sleepy?”',
          'The clock did not stop. It just went tick, tock, slow and steady. {hero} looked behind it. Only dust and a lost sock. No sleepy here.',
        ],
      ],
      scene: '{hero} in pyjamas looking up at a tall clock on the dark landing',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the bathroom, the rubber duck sat on the bath. Its eyes were shut. “Duck, is my sleepy here?” The duck did not say a word. No sleepy here.'],
        [
          'Next, {hero} peeped into the bathroom. Drip, drip, went the tap. The towels hung in a sleepy row.',
          'The yellow rubber duck sat on the side of the bath. Its eyes looked shut.',
          '“Duck,” said {hero}, “did you take my sleepy?”',
          'The duck said nothing at all. Ducks are like that at night. {hero} looked in the bath. It was empty and dry. {hero} looked in the cup with the toothbrushes. No sleepy here.',
        ],
      ],
      scene: '{hero} peeping into a dim bathroom at a yellow rubber duck on the bath',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['Behind the big bedroom door, someone was snoring. Snore, whistle. Snore, whistle. “They have got lots of sleepy,” whispered {hero}. “I will not take it.” {hero} tiptoed past.'],
        [
          'Behind the big bedroom door, someone was snoring.',
          'Snore, whistle. Snore, whistle. Snore, snuffle, whistle.',
          '{hero} put an ear to the door. {hero} tried very hard not to giggle.',
          '“They have got lots and lots of sleepy in there,” {hero} whispered. “But it is their sleepy. It would not fit me.”',
          'So {hero} did not go in. {hero} tiptoed past, very, very softly, so the snoring would not stop.',
        ],
      ],
      scene: '{hero} with an ear to a big bedroom door, trying not to giggle',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['{hero} counted the stairs on the way. One, two, three, four, five, six, seven. Seven stairs, and the creaky one was number four.'],
        [
          'On the way, {hero} counted the stairs, very quietly.',
          'One. Two. Three. Four went creak, so {hero} stepped on the edge of it. Five. Six. Seven.',
          'Seven stairs. {hero} had never counted them at night before. At night they felt taller.',
          '@pet {pal} did not count. {pal} just went bump, bump, bump, all in a hurry.',
          '“Shh,” said {hero}. “Number four is the creaky one.”',
        ],
      ],
      scene: '{hero} creeping down the stairs in the dark, counting on tiptoe',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Down the stairs went {hero}, one step at a time. In the kitchen, the fridge went hum. “Fridge, have you seen my sleepy?” Hmmm, said the fridge. No sleepy here.'],
        [
          'Down the stairs went {hero}. One step, two steps, three steps, four. Bump, bump, bump on {hero.their} bottom.',
          'The kitchen was dark and still. The fridge went hummmm. The tap went drip.',
          '“Fridge,” said {hero}, “have you seen my sleepy?”',
          'Hummmm, said the fridge. That was all it ever said. {hero} opened the fridge a tiny crack. There was milk and cheese and a jelly that wobbled. No sleepy here.',
        ],
      ],
      scene: '{hero} in the dark kitchen, lit by the glow of the open fridge',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the front room, the toy box was shut. {hero} lifted the lid. The toys were all asleep in a heap. “Shh,” said {hero}. No sleepy here.'],
        [
          'In the front room, the cushions were plump and the toy box was shut tight.',
          '{hero} lifted the lid, very, very slowly. Creak.',
          'Inside, the toys were fast asleep in a heap. The blocks were asleep. The ball was asleep. The little wooden train was asleep, with all its carriages in a row.',
          '“Shh,” whispered {hero}. “Sorry, toys.” {hero} closed the lid again, as softly as a feather. No sleepy here.',
        ],
      ],
      scene: '{hero} lifting the lid of a toy box, sleeping toys inside',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['By the front door, the shoes stood in a row. Big shoes and little shoes. “Shoes, is my sleepy in you?” {hero} looked in every one. No sleepy here.'],
        [
          'By the front door, the shoes stood in a long row. Big shoes, middle shoes and little shoes. {hero.poss} own boots were at the end.',
          '“Maybe my sleepy is hiding in a shoe,” said {hero}.',
          '{hero} looked in the big shoes. Nothing. {hero} looked in the middle shoes. Nothing. {hero} looked in {hero.their} own boots, right down to the toes.',
          'Only a bit of sand from the park. No sleepy here.',
        ],
      ],
      scene: '{hero} peering into a row of shoes by the front door',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['The fish was in its bowl. It swam round and round. “Fish, have you got my sleepy?” The fish went blub. It did not have a sleepy at all. No sleepy here.'],
        [
          'On the shelf sat the fish bowl. The little orange fish swam round and round, round and round.',
          '“Fish,” said {hero}, “are you sleepy?”',
          'Blub, said the fish.',
          '“Did you take my sleepy?”',
          'Blub, blub. The fish swam round once more. Its eyes were wide open, just like {hero.poss}. Fish never shut their eyes, not even at night.',
          '“You need a sleepy too,” said {hero} kindly. No sleepy here.',
        ],
      ],
      scene: '{hero} nose to nose with a little orange fish in a bowl',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['The books were on the shelf. {hero} took out a big one and gave it a shake. No sleepy fell out. No sleepy here.'],
        [
          'The books stood on their shelf, fat ones and thin ones, all snug together.',
          '“Sleepy likes stories,” said {hero}. “Maybe it is in a book.”',
          '{hero} pulled out the big book about bears and gave it a shake. Flap, flap went the pages. A bookmark fell out. No sleepy.',
          '{hero} put the book back, right where it lived. No sleepy here.',
        ],
      ],
      scene: '{hero} shaking a big picture book in front of a bookshelf',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['The washing basket was full of socks. {hero} dug in. Socks, socks, socks. No sleepy here.'],
        [
          'The washing basket sat by the stairs, full to the top.',
          '“Sleepy is soft,” said {hero}. “Maybe it is in with the socks.”',
          '{hero} dug in with both hands. Socks and vests and one stripy jumper. {hero} put a sock on one ear, just to see.',
          '@pet,friend {pals} watched with big eyes.',
          'No sleepy in the washing. {hero} put the sock back. No sleepy here.',
        ],
      ],
      scene: '{hero} digging in a washing basket full of socks',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Under the stairs was the coat cupboard. {hero} opened the door. The coats hung in the dark like sleepy bats. “Coats, is my sleepy in a pocket?” {hero} felt in every pocket. A button. A tissue. No sleepy here.'],
        [
          'Under the stairs was a little door. Behind the little door was the coat cupboard.',
          '{hero} opened it, creak, and peeped in. The coats hung there in the dark, long and floppy, like big sleepy bats.',
          '“Coats,” whispered {hero}, “is my sleepy in one of your pockets?”',
          'The coats just hung. {hero} felt in the pockets, one by one. A button. A tissue. A shiny conker from the park. One glove with no friend.',
          '{hero} put everything back. No sleepy here.',
        ],
      ],
      scene: '{hero} peeping into a dark coat cupboard under the stairs',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the bathroom was the big mirror. A child looked out of it, wide awake. “Have you got my sleepy?” {hero} asked. The child in the mirror asked the same thing! No sleepy here.'],
        [
          'On the bathroom wall was the big round mirror. {hero} stood on the step to see.',
          'Someone looked back. It was a child in pyjamas, with messy hair and wide awake eyes.',
          '“Have you got my sleepy?” asked {hero}.',
          'The child in the mirror asked the very same thing, at the very same time!',
          '{hero} laughed. The mirror child laughed too. {hero} poked out {hero.their} tongue. So did the mirror child.',
          '“You have not got a sleepy either,” said {hero}. No sleepy here.',
        ],
      ],
      scene: '{hero} on a step, pulling a face at the bathroom mirror',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the hall, the big chair sat by the lamp. It had a deep, soft seat. {hero} felt down the sides. Crumbs. A pen. No sleepy here.'],
        [
          'In the corner stood the big chair, the soft one that everybody liked best.',
          '“Sleepy likes soft things,” said {hero}. “Maybe it is in the chair.”',
          '{hero} pushed a hand down the side of the cushion. Crumbs! {hero} pushed a hand down the other side. A pen, a coin and a very old raisin.',
          '{hero} sat in the chair for a little while, just to try it. It was soft. It was deep. But it was not sleepy.',
          '@pet+paws {pal} put two front paws up on the chair to see.',
          '{hero} slid down again. No sleepy here.',
        ],
      ],
      scene: '{hero} feeling down the sides of a big soft armchair',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['The radiator was warm. {hero} put {hero.their} cold hands on it. Tick, tick, it went, as it cooled. “Radiator, have you got my sleepy?” Tick. No sleepy here.'],
        [
          'By the stairs was the radiator. It was still a little bit warm.',
          '{hero} put both cold hands on it. Ahhh. That was nice.',
          'Tick, went the radiator. Tick, tick. It always ticked at night, when it was cooling down.',
          '“Radiator,” said {hero}, “you are warm. Is my sleepy with you?”',
          'Tick, said the radiator. Just tick. {hero} warmed {hero.their} hands a little bit more, and then went on. No sleepy here.',
        ],
      ],
      scene: '{hero} warming both hands on a radiator in the dark hall',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['On the kitchen table sat the fruit bowl. Apples, a banana and a pear. “Is my sleepy in the fruit bowl?” asked {hero}. The banana just lay there. No sleepy here.'],
        [
          'On the kitchen table sat the fruit bowl. There were red apples, one yellow banana and a pear with a funny bump.',
          '“Fruit,” said {hero}, “have you seen my sleepy?”',
          'The apples did not say a word. The banana just lay there, like a big yellow smile. The pear with the bump looked a bit grumpy.',
          '{hero} lifted up the banana. Nothing underneath. {hero} lifted up the pear. Nothing but a little sticker.',
          '{hero} put them back, just so. No sleepy here.',
        ],
      ],
      scene: '{hero} lifting a banana out of a fruit bowl on the kitchen table',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['The pegs by the door held the bags and hats. {hero} looked in the big bag. Keys and a snack. “No sleepy here,” {hero} sighed. The hats said nothing.'],
        [
          'By the door, the pegs held all the bags and hats.',
          'There was the big bag for the shops. There was the small bag for the park. There was {hero.poss} own little bag, with the rabbit on it.',
          '{hero} looked in the big bag. Keys and a snack bar. {hero} looked in the small bag. A spade and a juice box.',
          '{hero} looked in {hero.their} own little bag, right to the bottom. A crayon. A sticker. A crumb.',
          'No sleepy here.',
        ],
      ],
      scene: '{hero} looking inside bags hanging on pegs by the front door',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['In the playroom stood the rocking horse. {hero} gave it a push. Creak, creak. “Horse, have you got my sleepy?” The horse went to and fro, then it stopped. No sleepy here.'],
        [
          'In the playroom stood the old rocking horse, with its painted spots and its wool tail.',
          '{hero} gave it a little push. Creak, creak. To and fro.',
          '“Horse,” said {hero}, “you give everybody rides. You must be sleepy. Have you got my sleepy too?”',
          'The horse went slower. And slower. And then it stopped, with its nose down low, as if it had dropped off to sleep.',
          '{hero} stroked its wool tail. “Sleep well, horse,” said {hero}. But {hero} still had no sleepy. No sleepy here.',
        ],
      ],
      scene: '{hero} stroking the tail of an old rocking horse in the dark playroom',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['On the playroom floor lay a jigsaw. One piece was missing. {hero} looked under it. Not a sleepy. Just the missing piece! {hero} put it in. Click. No sleepy here.'],
        [
          'On the playroom floor lay a jigsaw, nearly done. It was a picture of a farm, with a red barn and some pigs.',
          'But there was a hole in the middle, where one piece should be.',
          '“Maybe my sleepy fell in the hole,” said {hero}.',
          '{hero} looked under the jigsaw. There was no sleepy. But there was the missing piece! It had a pig’s tail on it.',
          '{hero} put it in the hole. Click. Now the pig had its tail back. That felt good. But it was not a sleepy. No sleepy here.',
        ],
      ],
      scene: '{hero} on the playroom floor putting the last piece into a jigsaw',
    },
    {
      kind: 'helper',
      tellings: [
        [
          '{hero} climbed up to look out of the window. There was the moon, round and bright.',
          '“Moon, have you seen my sleepy?” asked {hero}. The moon seemed to smile. “Look where it is warm,” the moon seemed to say.',
        ],
        [
          'At the big window, the curtain was open a crack. {hero} peeped out.',
          'There was the moon, round and white and bright. It looked down at all the houses. It looked right at {hero}.',
          '“Moon,” said {hero}, “you see everything. Have you seen my sleepy?”',
          'The moon did not talk. But it shone, soft and kind. And {hero} was sure it was saying, “Look where it is warm, little one. Look where it is soft.”',
        ],
      ],
      scene: '{hero} at the window at night, looking up at a big round moon',
    },
    {
      kind: 'setback',
      tellings: [
        ['{hero} sat on the bottom stair. {hero.poss} feet were cold. {hero} still had no sleepy. “Where can it be?” {hero} said, with a little sigh.'],
        [
          '{hero} sat down on the bottom stair. {hero.poss} feet were cold now. {hero.poss} legs were tired from all that tiptoeing.',
          '“I looked everywhere,” said {hero}, in a small voice. “And I still have no sleepy.”',
          '@pet {pal} pushed a warm nose into {hero.poss} hand.',
          '@friend {pals} sat down on the stair too, and yawned.',
        ],
      ],
      scene: '{hero} sitting on the bottom stair in the dark, chin in hands',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Somewhere warm, the moon had said. Where was warm? Where was soft? “My bed!” whispered {hero}.',
          'Tiptoe, tiptoe, back up the stairs. {hero} climbed into bed and hugged [?{toy.name}|the blanket]. It was warm. It was soft.',
          '@lesson-listening {hero} had listened to the moon. Good listening.',
          '@lesson-patience {hero} lay still. No hurry. Sleepy comes slow.',
          '@lesson-calm-feelings Breathe in. Breathe out. Soft and slow.',
          '@lesson-kindness {hero} tucked the blanket round [?{toy.name}|the pillow] too. Cosy for two.',
          '@lesson-trying-again Not the stairs. Not the window. Try again. The bed!',
        ],
        [
          '{hero} thought about the moon. Somewhere warm, it had said. Somewhere soft.',
          'The stair was not warm. The window was not soft. But {hero} knew a place that was warm and soft and just the right size.',
          '“My bed!” whispered {hero}.',
          'Tiptoe, tiptoe, all the way back up the stairs. {hero} climbed into bed and pulled up the blanket. {hero} hugged [?{toy.name}|{hero.their} pillow] close. Oh, it was warm. Oh, it was soft.',
          '@lesson-listening The moon had said it, and {hero} had listened. Listening is how {hero} found the way.',
          '@lesson-patience {hero} lay very still and did not hurry. Sleepy does not like to be rushed. It comes slowly, like a cat.',
          '@lesson-calm-feelings {hero} breathed in, slow, like smelling a flower. {hero} breathed out, slow, like blowing a feather. In. Out.',
          '@lesson-kindness {hero} tucked the blanket round [?{toy.name}|the pillow] too, so nobody was cold. Cosy for two.',
          '@lesson-trying-again Not on the stair. Not by the window. {hero} had tried, and tried again, and now {hero} had found the right place.',
        ],
      ],
      scene: '{hero} climbing back into bed, hugging a soft toy',
    },
    {
      kind: 'resolution',
      tellings: [
        ['And there it was. A big yawn came up, up, up. Yaaawn! {hero.poss} sleepy had been in bed all along, waiting.'],
        [
          'And then something came. It started in {hero.poss} toes. It went up to {hero.their} tummy. It went up and up, right to {hero.their} mouth.',
          'Yaaaawn.',
          'It was {hero.poss} sleepy! It had been in bed all the time, keeping the sheets warm, waiting for {hero} to come back.',
          '@pet {pal} gave a big sleepy yawn too.',
          '@friend {pals} yawned as well. Yawns like to go round.',
        ],
      ],
      scene: '{hero} in bed giving a huge yawn',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '“{lesson},” {hero} whispered to the dark.',
          '“Goodnight, clock. Goodnight, moon. Goodnight, sleepy,” said {hero}. {hero.poss} eyes closed. And soon {hero} was fast asleep.',
        ],
        [
          '“{lesson},” {hero} whispered to the dark, because it felt true.',
          '“Goodnight, clock,” said {hero}, very slowly. “Goodnight, moon. Goodnight, house.”',
          '{hero.poss} eyes were heavy now. {hero.poss} breath was slow and soft. In, and out. In, and out.',
          '“Goodnight, sleepy,” {hero} whispered. “Don’t go away again.”',
          'And it didn’t. {hero} slept all night long, warm and snug, till the morning came.',
        ],
      ],
      scene: '{hero} fast asleep in bed, the moon at the window',
    },
  ],
};
