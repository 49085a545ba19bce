/**
 * For 8–10, anywhere: a lemonade stall at the summer fair, a book to buy before Monday, a rival
 * stall charging double, and the afternoon the tea urn breaks and the hero has to choose.
 */
import type { Tale } from '../../types.ts';

export const theLemonadeStall: Tale = {
  id: 'the-lemonade-stall',
  bands: ['middle'],
  worlds: ['park', 'garden'],
  anywhere: true,
  time: 'day',
  shape: 'fix',
  titles: ['The Lemonade Stall', '{hero} and the Pay-What-You-Can Jug', 'Ten Pounds by Five'],
  characters: ['Mrs Bell', 'Jonah', 'Jem'],
  places: [['at', 'the summer fair in Hollybank Park'], ['at', 'the summer fair on the village green']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was the day of the summer fair {place.in}, and {hero} had a plan. A folding table, a big jug of lemonade, a stack of paper cups and a sign painted in [?{colour}|yellow]: LEMONADE 50p.',
          'In the window of the bookshop sat a book about [?{interest}|knots and how to tie them], and it cost ten pounds. On Monday it would be gone. {hero} had until five o’clock to earn it.',
          '@pet,friend {pals} had come to help.',
        ],
        [
          'It was the day of the summer fair {place.in}, and by nine o’clock the place was already filling up with stalls: a tombola, a cake tent, a man selling wooden spoons, and a long white tent with TEAS painted over the door.',
          '{hero} had a plan, and the plan was lemonade. A folding table borrowed from next door. A big glass jug, clinking with ice. A tower of paper cups. And a sign, painted the night before in [?{colour}|yellow] letters so bright they almost hummed: LEMONADE 50p.',
          'The plan had a reason, and the reason was in the window of the bookshop on the corner. It was a thick book about [?{interest}|knots and how to tie them], with a shiny cover and a price tag that said £10. {hero} had been visiting it every Saturday for a month. On Monday, the shop lady had said, it was going back to the warehouse.',
          'Twenty cups. That was all. Twenty cups by five o’clock.',
          '@pet {pal} lay under the table in the shade, in charge of guarding the ice.',
          '@friend {pals} had promised to help, in return for free lemonade for life, or at least until Tuesday.',
        ],
      ],
      scene: '{hero} setting up a lemonade stall with a big glass jug and a bright hand-painted sign at a busy summer fair',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'But right opposite, the twins from number nine had set up a smoothie stall with a blender that roared like a motorbike. Everyone went to watch the blender. By eleven o’clock {hero} had sold nothing at all.',
          '“Fine,” said {hero}. “If people will not come to the lemonade, then the jug is going to the people.”',
        ],
        [
          'At ten o’clock, the twins from number nine arrived. Jonah carried a table. Jem carried a blender, a big silver one with a cable that went all the way to the cake tent’s socket.',
          'They set up right opposite. Of course they did.',
          'Their sign said SMOOTHIES £2. The blender roared like a motorbike with a cold. Bits of strawberry flew out of the top. Everybody stopped to watch, and once they had watched, they bought one, because it seemed rude not to.',
          'By eleven o’clock, {hero} had sold exactly no cups of lemonade. The ice was getting smaller. The sign was getting less bright, or maybe that was just how it felt.',
          '“It is not fair,” said {hero}. “Lemonade is better than smoothies. Everybody knows that.”',
          '@friend “Everybody except everybody,” said {pal}, looking at the queue opposite.',
          '{hero} picked up the jug. “Right,” {hero} said. “If people will not come to the lemonade, then the jug is going to the people.”',
        ],
      ],
      scene: 'a roaring smoothie blender drawing a crowd across from an empty lemonade stall',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          '{hero} carried the jug to the entrance, where people were just arriving. But people who have just arrived are not thirsty yet. One man bought a cup, only so he could get change for the car park. Fifty pence.',
        ],
        [
          'The entrance seemed like a clever place. Everybody had to come through it. {hero} stood by the ticket table with the jug and a stack of cups and a big smile.',
          '“Lemonade?” said {hero}. “Fresh lemonade, fifty pence?”',
          'But people who have just arrived somewhere are not thirsty yet. They are busy looking for the toilets, or the tombola, or the child who ran off the moment they got there. They looked at the lemonade the way you look at a leaflet: politely, and then around it.',
          'After twenty minutes, one man stopped. He did not look thirsty. He looked at his wallet.',
          '“I’ll have one if you can change a pound,” he said. “I need a fifty for the car park.”',
          '{hero} changed the man’s pound. He drank the lemonade in one gulp, said “Lovely,” without tasting it, and went.',
          'Fifty pence. {hero} dropped it into the tin. It made a very lonely sound.',
        ],
      ],
      scene: '{hero} holding a jug of lemonade by the entrance as people hurry past without looking',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'On a bench sat an old lady with a walking stick, Mrs Bell. “I would love a cup of tea,” Mrs Bell said, “but I cannot stand in that queue with my knees.” {hero} gave Mrs Bell a cup of lemonade, free.',
          '“Thank you,” said Mrs Bell. “I ran the cake stall here for thirty-one years. Here is my secret: nobody stops for a drink. They stop because somebody noticed them.”',
        ],
        [
          'On the way back, {hero} passed a bench. An old lady sat on it, very straight, with a walking stick hooked over one arm and a silk flower on her hat.',
          'She was looking at the tea tent. The queue for the tea tent went out of the door and round the corner and nearly back in again.',
          '“I would love a cup of tea,” the old lady said, to nobody in particular. “But I cannot stand in that queue with my knees. They would file a complaint.”',
          '{hero} looked at the jug. Then {hero} poured a cup, right to the top, and held it out. “It is not tea,” {hero} said. “But it is cold.”',
          'The old lady took it and drank. She closed her eyes. “Oh, that is the real thing,” she said. “Proper lemons. How much?”',
          '“Nothing,” said {hero}, and was surprised to find {hero.they} meant it.',
          '“I am Mrs Bell,” said the old lady. “And I ran the cake stall at this fair for thirty-one years, so I will tell you something for free in return.” She leaned closer. “Nobody stops for a drink. Nobody stops for a cake. People stop because somebody has noticed them. Notice people, and they will notice you.”',
          '{hero} did not really understand. But {hero} said thank you, and remembered it.',
        ],
      ],
      scene: 'an old lady in a flowered hat with a walking stick sipping lemonade on a bench beside {hero}',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} made up a rhyme and shouted it: “Lemonade, lemonade, sharp and sweet, cool as the shade on a hot, hot street!” People laughed. Two of them bought a cup. One pound. It was better. It was not enough.',
        ],
        [
          '“Maybe,” said {hero}, “people need to hear about it.”',
          '{hero} climbed onto the seat of the folding chair, cupped {hero.their} hands round {hero.their} mouth and tried a rhyme.',
          '“Lemonade, lemonade, sharp and sweet! Cool as the shade on a hot, hot street!”',
          'A few people turned round. One man laughed.',
          '@friend {pal} added a second verse, which did not rhyme at all and was mostly about a goat. That got a bigger laugh.',
          '@pet {pal} added a single, enormous bark at the end of every line, which got the biggest laugh of all.',
          'Two people came over and bought a cup each, mainly, {hero} suspected, for the show.',
          'One pound. That made one pound fifty altogether. It was better. But the blender across the way roared again, and the twins’ queue went back to being twice as long, and the rhyme was starting to sound less funny the ninth time.',
        ],
      ],
      scene: '{hero} standing on a folding chair calling out a rhyme, hands cupped round their mouth',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} cut the price: LEMONADE 30p. But the twins cut theirs too, and added a free straw. Nobody wanted lemonade at any price, it seemed. Thirty pence, once. That was all.',
        ],
        [
          'At one o’clock, {hero} turned the sign over and wrote on the back, in big angry letters: LEMONADE 30p. BARGAIN.',
          'It took Jonah about a minute to notice. He whispered to Jem. Jem crossed something out on their sign and wrote something new. SMOOTHIES £1.80. FREE STRAW.',
          '“A free straw,” said {hero} bitterly. “Everybody already has a straw. The straws are free everywhere.”',
          '@friend “Not the bendy ones,” said {pal}, who clearly wanted one.',
          'One lady bought a lemonade at thirty pence, then asked if there was any change from a fifty, and there was, so she took it.',
          'Thirty pence. {hero} did some sums on the back of {hero.their} hand in pen. Cheaper lemonade meant more cups to sell, not fewer. It was a terrible idea, and {hero} turned the sign back.',
        ],
      ],
      scene: '{hero} glaring at a rival stall’s sign, a new price scribbled on their own',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'At the dog show, a spaniel called Sausage refused to do anything except lie on its back. It won a rosette for Most Relaxed. {hero} laughed so much that, for five whole minutes, {hero.they} forgot about the book.',
        ],
        [
          'At two o’clock the dog show started in the roped-off square by the tombola, and even {hero} could not resist.',
          'There was a greyhound who did everything perfectly and looked bored about it. There was a tiny white dog who barked at the judge’s shoes. And there was a fat spaniel whose owner called it Sausage, who walked to the middle of the ring, rolled onto its back with its legs in the air and would not get up for anybody.',
          'The judge tried a treat. Sausage opened one eye. The judge tried a squeaky toy. Sausage closed it again.',
          'In the end the judge gave it a rosette anyway: MOST RELAXED. The crowd cheered so loudly that Sausage sat up in surprise, looked around at everyone clapping, and lay down again.',
          '@pet {pal} watched the whole thing with deep respect.',
          '{hero} laughed so much {hero.their} sides hurt, and for five whole minutes did not think about the book even once.',
        ],
      ],
      scene: 'a fat spaniel lying on its back in a dog-show ring, a rosette on its collar, a crowd laughing',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'By three o’clock there was two pounds eighty in the tin. The ice had melted. The lemonade was warm. {hero} sat down behind the table. Ten pounds had never looked so far away.',
          'Then there was a bang from the tea tent, and a puff of steam, and a voice called, “The urn’s gone! No more tea, I’m afraid!”',
        ],
        [
          'By three o’clock the sun was at its fiercest, and the tin held two pounds eighty.',
          '{hero} counted it twice, in case it had grown. It had not.',
          'The ice in the jug had melted to nothing. The lemonade was warm and a bit flat, like lemonade that had given up. Across the way, Jonah was counting a fat pile of coins, and Jem was building them into towers.',
          '{hero} sat down on the ground behind the table, where nobody could see.',
          '“Seven pounds twenty to go,” said {hero}. “Two hours. Warm lemonade.” Out loud, it sounded even worse. “The book is going back to the warehouse. I might as well pack up.”',
          '@friend {pal} sat down too. “We could sing the goat verse again,” {pal} offered. {hero} did not even smile.',
          '@pet {pal} crept out from under the table and leaned against {hero}, heavy and warm.',
          'Then there was a bang from the tea tent, a hiss and a great white puff of steam, and a voice called out: “Sorry, everyone! The urn’s gone! No more tea today!”',
          'A long, unhappy groan went up from the queue.',
        ],
      ],
      scene: '{hero} slumped behind the lemonade table counting a few coins, steam puffing from the tea tent behind',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'The queue broke up, hot and cross. Straight away, the twins changed their sign: SMOOTHIES £3. {hero} looked at the tin. {hero} could do the same. Lemonade at a pound, to all those thirsty people, and the book would be {hero.theirs} by four.',
          'Then {hero} saw Mrs Bell on her bench, still without her tea, and a man with a baby, and a lady leaning on a frame. “Notice people,” Mrs Bell had said.',
          '{hero} turned the sign over and wrote: LEMONADE. PAY WHAT YOU CAN. Then {hero} picked up the jug and took it to the people who could not come to the stall.',
          '@lesson-helping The jug was too heavy to carry and pour at once. So {hero} asked the twins for help. Jem looked at Jonah. Jonah shrugged, and picked up the cups.',
          '@lesson-teamwork+pet,lesson-teamwork+friend {pals} carried the cups while {hero} poured, and they worked down the line together.',
          '@lesson-sharing {hero} shared out every last drop, even the cup {hero.they} had been saving for {hero.self}.',
          '@lesson-patience Some people were slow to take a cup, or slow to find their purse. {hero} waited for every one of them, and did not hurry anybody.',
          '@lesson-trying-again The jug ran out. {hero} ran home for more lemons and made a second jug, and tried again.',
          '@lesson-kindness {hero} went to the ones who looked the most tired first, and knelt down to the ones who were sitting.',
        ],
        [
          'The queue broke apart into hot, cross little groups. People fanned themselves with programmes. A baby started to cry.',
          'Across the way, Jem was already at the sign with a pen. SMOOTHIES £3, it said now. Jonah grinned at {hero}, as if to say: this is how business works.',
          '{hero} looked at the tin. {hero} looked at the crowd. {hero} knew exactly how it would go. LEMONADE £1, and there would be a queue by the time {hero.they} had finished writing it. The book would be {hero.theirs} by four o’clock. Nobody could say {hero.they} had not earned it.',
          '{hero} picked up the pen.',
          'Then {hero} saw Mrs Bell, still on her bench, with her walking stick and her flowered hat and no tea. And next to her, a man jiggling a red-faced baby. And beyond him, a lady with a walking frame who had been in the tea queue for forty minutes and had nowhere to sit down.',
          'Notice people, Mrs Bell had said, and they will notice you.',
          '{hero} had not really understood it this morning. {hero} understood it now, and it was not about being noticed at all.',
          '{hero} turned the sign over, and wrote, in small, careful letters: LEMONADE. PAY WHAT YOU CAN. And then {hero} picked up the jug and did not wait for anybody to come to the stall. {hero} took the lemonade to them.',
          '@lesson-helping But the jug was heavy, and {hero} could not pour and carry and hold the cups all at once. So {hero} walked across to the smoothie stall and did the hardest thing of the day. “Could you help?” {hero} asked. “Just for ten minutes?” Jem looked at Jonah. Jonah looked at the crowd. Then he shrugged, and picked up the cups.',
          '@lesson-teamwork+pet,lesson-teamwork+friend It only worked because they did it together. {pals} went first with the cups, {hero} came behind with the jug, and they went down the line like a little machine.',
          '@lesson-sharing {hero} had saved one cup, the coldest one, for {hero.self}, for later. {hero} gave that one away too, to the lady with the frame, because the lady needed it more.',
          '@lesson-patience Some people were slow to take a cup. Some were slow to find a purse, and some had no purse at all. {hero} did not hurry a single one of them. There was, it turned out, all the time in the world.',
          '@lesson-trying-again The jug ran dry after twelve cups. For a moment {hero} stood there holding it, empty. Then {hero} ran all the way home, squeezed every lemon in the fruit bowl, filled the jug again and came back at a run to try again.',
          '@lesson-kindness {hero} went to the most tired-looking people first. {hero} knelt down to the ones who were sitting, so they would not have to look up, and gave the baby’s dad two cups, one for drinking and one for holding against the back of the neck.',
          '@lesson-gratitude And to every single one, {hero} said thank you, as if they were doing {hero} the favour.',
        ],
      ],
      scene: '{hero} kneeling to hand a cup of lemonade to a tired lady with a walking frame, a sign reading PAY WHAT YOU CAN behind',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Nobody paid fifty pence. The man with the baby paid two pounds. The lady with the frame paid a pound and a kiss on the cheek. Mrs Bell put in a folded five-pound note and would not take it back.',
          'At five o’clock, {hero} counted the tin. Twelve pounds and ten pence.',
        ],
        [
          'Here is the strange thing about pay what you can: nobody paid fifty pence.',
          'The man with the baby put in two pounds, because the cold cup on his neck had, he said, saved his life. The lady with the walking frame paid a pound and a kiss on the cheek, which {hero} could have done without but accepted politely. A teenager with pink hair, who had not even had a cup, put in a handful of coins “for the idea.”',
          'And Mrs Bell, on her bench, took out a small leather purse, unfolded a five-pound note and pressed it into the tin.',
          '“That is too much,” said {hero}. “You already had a cup. For free.”',
          '“That,” said Mrs Bell, “is exactly why.”',
          'At five o’clock the fair began to pack up. {hero} tipped the tin out onto the table and counted. Then counted again, in case it had shrunk.',
          'Twelve pounds and ten pence.',
          '@friend {pal} did a dance that nobody had asked for.',
          '@pet {pal} barked, once, at the coins, as if they might run off.',
        ],
      ],
      scene: '{hero} tipping a tin of coins and a folded note onto a lemonade table at the end of the day',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'On the way home, {hero} stopped at the bookshop, just before it shut, and bought the book about [?{interest}|knots]. There were two pounds and ten pence left. {hero} took them round to the twins. “For the tea tent,” said {hero}. “I saw you give them your blender cable for a kettle.” Jonah went pink.',
          '“{lesson},” {hero} thought, holding the book tight.',
        ],
        [
          'The bookshop was just turning its sign to CLOSED when {hero} got there, out of breath. The shop lady saw {hero.poss} face and turned it back.',
          'The book about [?{interest}|knots] was heavier than it had looked through the window, and it smelled of new paper. {hero} held it against {hero.their} chest all the way home.',
          'There were two pounds and ten pence left over. {hero} knew exactly what to do with them.',
          'The twins were loading their table into their dad’s car. “Here,” said {hero}, and held out the coins.',
          'Jonah frowned. “What’s that for?”',
          '“For the tea tent,” said {hero}. “I saw you. After I went off with the jug, you switched the blender off and gave the tea tent your cable, so they could plug in a kettle.”',
          'Jonah went pink to the ears. “It was Jem’s idea,” he muttered.',
          '“It was not,” said Jem.',
          'They would not take the money. So in the end {hero} bought three ice lollies from the van on the corner, and they sat on the kerb and ate them, the lemonade stall and the smoothie stall, while the fair was packed away around them.',
          '“{lesson},” {hero} thought, licking the drips, and it did not sound like a thing a grown-up says. It sounded like something {hero} had found out.',
        ],
      ],
      scene: 'three children sitting on a kerb eating ice lollies beside a folded lemonade table, a new book on one lap',
    },
  ],
};
