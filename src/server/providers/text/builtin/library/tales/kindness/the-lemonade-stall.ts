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
  roomy: true,
  frame: {
    opening: [
      [
        'For a whole week the poster had been up on the wall {home.in}: SUMMER FAIR, SATURDAY, ALL WELCOME. On Saturday morning {hero} loaded everything onto a borrowed trolley and pushed it, rattling, all the way {place.to}.',
      ],
    ],
    ending: [
      [
        'Back {home.in} that evening, the poster came down off the wall, and the big lemonade jug, empty at last and washed, went back on the shelf where it lived.',
      ],
    ],
  },
  time: 'day',
  shape: 'fix',
  titles: ['The Lemonade Stall', '{hero} and the Pay-What-You-Can Jug', 'Ten Pounds by Five'],
  characters: ['Mrs Bell', 'Jonah', 'Jem'],
  places: [['in', 'Hollybank Park'], ['on', 'the village green']],
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
          '{hero} had squeezed the lemons that morning, all eleven of them, until {hero.their} fingers stung and the kitchen smelled like a sherbet factory. The sugar had been measured twice. The jug had been washed three times, because the first two times it still smelled faintly of gravy.',
          'Nothing, {hero} thought, could possibly go wrong.',
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
          'But right opposite, Jonah and Jem, the twins from number nine, had set up a smoothie stall with a blender that roared like a motorbike. Everyone went to watch the blender. By eleven o’clock {hero} had sold nothing at all.',
          '“Fine,” said {hero}. “If people will not come to the lemonade, then the jug is going to the people.”',
        ],
        [
          'At ten o’clock, the twins from number nine arrived. Jonah carried a table. Jem carried a blender, a big silver one with a cable that went all the way to the cake tent’s socket.',
          'They set up right opposite. Of course they did.',
          'Their sign said SMOOTHIES £2. The blender roared like a motorbike with a cold. Bits of strawberry flew out of the top. Everybody stopped to watch, and once they had watched, they bought one, because it seemed rude not to.',
          'By eleven o’clock, {hero} had sold exactly no cups of lemonade. The ice was getting smaller. The sign was getting less bright, or maybe that was just how it felt.',
          '“It is not fair,” said {hero}. “Lemonade is better than smoothies. Everybody knows that.”',
          'Jem caught {hero.poss} eye across the way, and waved, and switched the blender on again, extra loud. It was the kind of wave that is not really a wave at all.',
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
          '{hero} went round the other stalls, selling to the stallholders. The man who carved wooden spoons had been talking all morning and his throat was dry. He bought two cups, and paid with one pound and a small wooden spoon. “For stirring the next batch,” he said.',
        ],
        [
          '“Everybody at this fair is trying to sell something,” said {hero}. “So who is buying things for the people selling things?”',
          'Nobody, it turned out. The stallholders had been standing behind their tables since eight o’clock, talking and smiling and wrapping things in paper, and not one of them had had a drink.',
          'The man who carved wooden spoons had a voice like a rusty hinge by now. He bought two cups, one after the other, and sighed after each one like a kettle coming off the boil.',
          '“I have no change,” croaked the spoon man. The spoon man gave {hero} a pound and a little wooden spoon, smooth as butter, with a curl at the end of the handle. “For stirring the next batch.”',
          'The lady at the plant stall bought one. The man at the second-hand books stall bought one and said he had not had lemonade this good since nineteen seventy-four. The tombola lady said no thank you, she was sponsored not to drink anything until five o’clock for charity, and looked at the jug in a way that was very sad to see.',
          'Two pounds fifty and a spoon. Better. Much better. And still not nearly enough.',
        ],
      ],
      scene: 'a man at a wooden spoon stall gulping a cup of lemonade, handing {hero} a little carved spoon',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} tried the cake tent. “Cake makes people thirsty,” {hero} said to the ladies behind the table. “I could stand by the door.” But the cake ladies said the fair had rules, and the rules said drinks were for the tea tent only. They gave {hero} a broken biscuit to make up for it.',
        ],
        [
          'The cake tent smelled of warm sponge and icing sugar, and it was packed.',
          '“Cake makes people thirsty,” {hero} said to the three ladies behind the long table. “Everybody knows that. So if I stood by the door with my lemonade, everybody would win.”',
          'The three ladies looked at each other in the way grown-ups do when there is a rule coming.',
          '“It is a lovely idea, dear,” said the tallest one. “But the committee says drinks are for the tea tent. It has said so since nineteen eighty-six.”',
          '“Who is the committee?” asked {hero}.',
          'The tallest lady pointed at herself, then at the other two, then sighed. “It is us, really,” she said. “But we would never hear the end of it from the tea tent.”',
          '@friend “That is the silliest rule I have ever heard,” whispered {pal}, not quite quietly enough.',
          'The smallest lady slid a broken shortbread across the table. “For your trouble,” she said. “It is the one that fell on the floor, but only a little bit.”',
          '{hero} ate it on the way out. It was, annoyingly, the best biscuit {hero.they} had ever tasted. But it was not ten pounds.',
        ],
      ],
      scene: 'three ladies behind a long table of cakes, one sliding a broken biscuit across to {hero}',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The ice had nearly all melted. {hero} ran to the ice-cream van and asked if there was any ice to spare. The ice-cream man filled a bag for nothing. “Hot day for business,” he said. “We stallholders have to stick together.”',
        ],
        [
          'By half past twelve the ice in the jug had shrunk to three sad little lumps. Warm lemonade, {hero} knew, was not lemonade. It was just sour water with ideas.',
          'There was only one place at the fair with ice, and that was the ice-cream van, humming away by the entrance with a queue of children in front of it.',
          '{hero} waited at the back of the queue, which took ages, and then, at the front, did not order anything.',
          '“Please,” said {hero}, “have you got any ice to spare? Only I have a lemonade stall, and it is turning into soup.”',
          'The ice-cream man leaned out of his hatch. He had a moustache like a paintbrush. His eyes went from the jug to the smoothie stall with its roaring blender, and back again.',
          '“Competition?” he said.',
          '“Twins,” said {hero}, darkly.',
          'The ice-cream man laughed, and filled a plastic bag with ice right to the top. “No charge,” he said. “Hot day for business. We stallholders have to stick together.”',
          '{hero} carried the bag back hugged to {hero.their} chest, so cold it burned. The lemonade clinked again. It was a good sound. It did not sell a single extra cup, but it was a good sound.',
        ],
      ],
      scene: 'an ice-cream man with a big moustache leaning out of the hatch of a van, handing {hero} a bag of ice',
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
          '@pet+dog {pal} added a single, enormous bark at the end of every line, which got the biggest laugh of all.',
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
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'By the bouncy castle, the parents waiting outside looked hot. {hero} sold one cup. Then a boy bounced out, crashed into the jug, and half the lemonade went over {hero.poss} shoes. Squelch.',
        ],
        [
          'The bouncy castle was where the tired parents were. They stood in a line outside it, holding shoes and coats and half-eaten hot dogs, watching their children boing about inside.',
          '“Lemonade?” said {hero}. “For the waiting?”',
          'A mum with four pairs of small shoes in both arms laughed. “Yes please,” she said. “But you will have to hold it for me. I have no hands left.”',
          'So {hero} held the cup up for the mum, very carefully, and the mum paid with a coin held in the teeth. Fifty pence.',
          'Then the whistle blew for the end of the bounce, and about fifteen children came pouring out of the castle at once, all elbows and socks.',
          'One of them, a boy with a superhero cape on backwards, ran straight into the jug.',
          'It wobbled. It tipped. It did not quite fall, but a great wave of lemonade slopped over the side and straight onto {hero.poss} shoes.',
          'Squelch.',
          '“Sorry!” shouted the boy, already running.',
          '{hero} stood there with sticky feet and half a jug, and decided that the bouncy castle had not been such a good idea after all.',
        ],
      ],
      scene: 'children tumbling out of a bouncy castle, one knocking into {hero} holding a jug of lemonade',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next, {hero} tried the face-painting queue, the slowest queue at the fair. But the children in it had no money, except one girl with thirty pence and a button.',
          'Then a boy who had just been painted as a lion gulped his cup far too fast, and the whiskers ran down his chin in long orange stripes.',
          '“Perhaps not this queue, love,” said the face painter, very politely. {hero} went back to the stall with thirty pence.',
        ],
        [
          'Behind the cake tent stood the face-painting table, and in front of it stood the slowest queue at the fair. Children waited in it for twenty minutes at a time, holding very still, while one face after another turned into a tiger or a dragon or a superhero.',
          '“A queue,” said {hero}, “is just a lot of thirsty people standing in a line.”',
          'So {hero} walked slowly along it with the jug. “Lemonade for the wait?”',
          'The trouble was that the children in the queue had no money. The grown-ups with the money had wandered off to look at the plant stall. One girl, with half a tiger on her face and the other half still waiting, turned out every pocket she had. It came to thirty-one pence and a button.',
          '“Thirty will do,” said {hero}, and gave back the penny and the button, and poured the tiger girl a cup.',
          'Then a boy who had only just been finished as a lion held out his hand for a cup too, and drank it far too fast. Lemonade ran down his chin. The whiskers ran with it, in long orange stripes, all the way to his collar.',
          'The face painter looked at the lion. The lion looked at the face painter, and began, very slowly, to wobble his bottom lip.',
          'Then the face painter looked at {hero}, and at the jug, and said, quite kindly, “Perhaps not this queue, love.”',
          '{hero} walked back to the stall with thirty pence in the tin and the feeling of having been thrown out, but very nicely.',
        ],
      ],
      scene: 'a long queue of half-painted children at a face-painting table, one small lion with lemonade running down its whiskers',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The man with the microphone agreed to make an announcement. “And don’t forget the lemonade stall,” he boomed, “run by young, er, somebody, over by the, er, somewhere!” Nobody came. But it was nice to hear about yourself on a loudspeaker.',
        ],
        [
          'In the middle of everything stood a little stage made of pallets, and on it stood a man with a microphone, a straw hat and the loudest voice in the county. All day he had been booming things like “Raffle tickets, last chance!” and “Will the owner of a silver car please move it, it is blocking the pony.”',
          '{hero} climbed the two steps at the side. “Excuse me,” {hero} said. “Could you say something about my lemonade?”',
          'The man with the microphone looked down, very kindly, from a great height. “For a fellow businessperson?” he said. “Certainly.”',
          'He tapped the microphone. Everybody winced.',
          '“And don’t forget, folks,” he boomed, “the wonderful lemonade stall, run by young, er…” He looked down. {hero} whispered {hero.their} name. He did not hear it. “Run by young somebody marvellous, over by the, er, over there somewhere! Fifty pence! Bargain!”',
          '@friend {pal} put both hands over {hero.poss} face, laughing.',
          'Nobody came. Nobody knew where over there somewhere was. But {hero} walked back to the stall feeling about an inch taller, because it is not every day you are called marvellous on a loudspeaker.',
        ],
      ],
      scene: 'a man in a straw hat booming into a microphone on a small stage, {hero} on the steps beside the stage',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'A very small boy was standing by the stall, not crying yet, but about to. He had lost his mum. {hero} gave the little boy a cup of lemonade to hold, and waited there, until the boy’s mum came running. {hero} did not charge for the lemonade. It did not seem the kind of thing you charge for.',
        ],
        [
          'A very small boy in a dinosaur T-shirt was standing by the end of the table, looking up at everyone going past, very fast, one face after another.',
          'His chin was doing the thing chins do just before crying.',
          '“Are you lost?” asked {hero}.',
          'The boy nodded. “Mummy went,” he said. “She went away.”',
          '{hero} knew that the worst thing you can do when you are lost is walk about. The best thing is to stay where you are, somewhere easy to see. And a lemonade stall with a bright sign is very easy to see.',
          'So {hero} poured a cup, just a small one, and gave it to the boy to hold. “You can be my helper,” said {hero}. “You have to stand here and look important.”',
          'He stood there and looked important, holding the cup in both hands, for nearly four minutes. Then a voice shrieked “Teddy!” and a mum came running through the crowd and scooped him up, cup and all.',
          '“Oh, thank you so much,” she said, and then they were gone.',
          '{hero} did not ask for the fifty pence. It did not seem like the kind of thing you charge for.',
        ],
      ],
      scene: 'a very small lost boy in a dinosaur T-shirt holding a paper cup with both hands beside the lemonade stall',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'At lunchtime, {hero} sat on the kerb behind the stall and ate a squashed sandwich. [?{toy.name}|The lucky coin] sat on the table, keeping watch. “Three pounds twenty to go by teatime,” said {hero}, doing the sums. “Or is it more? It is definitely more.”',
        ],
        [
          'At lunchtime, {hero} sat on the kerb behind the stall and unwrapped a sandwich that had been squashed flat by the lemonade jug on the way there. It was cheese. It was mostly cheese-flavoured bread now.',
          '[?{toy.full}|The lucky coin, which had come from Grandad,] sat on the corner of the table like a mascot, keeping watch over the stall while {hero} ate.',
          '@pet+paws {pal} got the crusts. {pal} thought this was the best part of running a business.',
          '@friend {pal} shared a bag of crisps, one for you, one for me, and two for me because I counted.',
          '{hero} did the sums on a paper napkin. Ten pounds, take away what was in the tin. The answer kept coming out different, which is what happens when you do sums on a napkin with a pen that is running out.',
          '“It is a lot,” said {hero} at last. “Whatever the answer is, it is a lot.”',
          'Over at the smoothie stall, the blender roared. {hero} took one last bite of sandwich, brushed the crumbs off, and stood up again. Lunch was over. The afternoon was waiting.',
        ],
      ],
      scene: '{hero} eating a squashed sandwich on a kerb behind a lemonade stall, a small mascot on the table',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Just after lunch, a wasp found the jug. It walked round the rim and fell in. {hero} fished it out with the edge of a paper cup, very slowly, and poured away the lemonade it had swum in, which hurt.',
          'After that a paper plate sat on top of the jug like a lid. Two more wasps came by that afternoon, found no way in and left in a huff.',
        ],
        [
          'Just after lunch, a wasp found the lemonade.',
          'It came zigzagging out of nowhere, the way wasps do, landed on the rim of the jug and walked all the way round it like a tiny striped inspector.',
          '“Go away,” {hero} whispered, very quietly, because everybody knows you must never make a wasp cross.',
          'The wasp did not go away. It went in.',
          'For a horrible moment it buzzed round and round on top of the lemonade. {hero} pictured a customer finding it in a cup, and the shriek, and the whole fair hearing about it by teatime. Word gets round at a fair. That would be the end of the stall for good.',
          'So {hero} fished it out with the edge of a paper cup, slowly, slowly, and tipped it onto the kerb. It sat there, soggy and furious, dried its wings, and flew off in an even wobblier zigzag than before.',
          'The lemonade the wasp had swum in had to be poured away. That hurt more than a sting would have.',
          'Then {hero} found a paper plate, put it on top of the jug like a hat, and only lifted it to pour. Two more wasps came by that afternoon. They walked all over the paper plate, found no way in, and left in a huff.',
          '“No entry,” {hero} told the last one, feeling rather pleased.',
        ],
      ],
      scene: 'a wasp walking across a paper plate laid on top of a jug of lemonade, {hero} watching it warily',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} painted a new sign with a picture on it: a [?{animal}|lemon] in sunglasses, drinking lemonade through a straw. A little girl stopped and laughed and made her dad buy a cup. Fifty pence. One more cup. Still a long way to go.',
        ],
        [
          '“Maybe the sign is the problem,” said {hero}. “It just says what it is. Nobody wants what it is. They want something to look at.”',
          'On the back of an old cereal box, with the felt pens from the bottom of {hero.their} bag, {hero} drew a picture: a [?{animal}|lemon] in sunglasses, lying on a sun lounger, drinking lemonade through a very long, very bendy straw.',
          '@friend {pal} added a speech bubble that said AAAH. It was a very good speech bubble.',
          'It took twenty minutes. The [?{animal}|lemon] came out a bit lopsided, and the sunglasses were too big. But when {hero} propped it up against the jug, it looked, somehow, exactly like a hot day feels.',
          'A little girl in a sun hat stopped dead in front of it. She pointed. She laughed. Then she pulled her dad all the way over by the hand and would not let go until he had bought her a cup.',
          '“For the picture,” the little girl told {hero}, very seriously.',
          'Fifty pence. One cup. It was not many. But it was the first person all day who had come over on purpose.',
        ],
      ],
      scene: 'a lopsided hand-drawn sign of an animal in sunglasses drinking lemonade, a little girl pointing at it',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'When Jem went to fetch more strawberries, {hero} went over. “How much have you made?” asked {hero}. “Not enough,” said Jonah. “The strawberries cost a fortune. And I wanted to do lemonade, actually.” {hero} had not known that.',
        ],
        [
          'Just after one, Jem went off to buy more strawberries, and Jonah was left alone behind the roaring blender. {hero} wandered over, as if by accident.',
          '“Nice blender,” said {hero}.',
          '“Thanks,” said Jonah. “It’s our nan’s. If we break it, we’re dead.”',
          '{hero} looked at the money tin. It was fuller than {hero.their} own, but not as full as it had looked from across the way.',
          '“How much have you made?” asked {hero}.',
          'Jonah pulled a face. “Not enough. Strawberries cost a fortune. We have to pay Nan back for them first.” He switched the blender off, and in the sudden quiet he said, “I wanted to do lemonade, actually. Jem said lemonade was babyish.”',
          '“It is not babyish,” said {hero}.',
          '“I know,” said Jonah. “Yours looks good.”',
          'Then Jem came back, and Jonah switched the blender on again, and they were rivals once more. But {hero} walked back to the stall thinking that rivals, up close, were just people with a blender.',
        ],
      ],
      scene: '{hero} and a boy talking quietly beside a switched-off blender at a smoothie stall',
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
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} took Mrs Bell another cup, because her bench was in the full sun now. Mrs Bell told {hero} about the year it rained so hard the cakes floated, and they sold them anyway, as sponge puddings. {hero} laughed so much the lemonade nearly went everywhere.',
        ],
        [
          'By two o’clock the shade had moved off Mrs Bell’s bench, and the sun was sitting right on her hat. {hero} noticed, and took Mrs Bell another cup, and this time sat down on the bench for a minute.',
          '“How is business?” asked Mrs Bell.',
          '“Terrible,” said {hero}.',
          '“Good,” said Mrs Bell. “The first year is always terrible. My first year, it rained so hard the cakes floated. We sold them anyway. We called them sponge puddings.”',
          '{hero} laughed so much that lemonade went up {hero.their} nose, which is a sharp and fizzy feeling and not recommended.',
          '“And the second year?” asked {hero}, when {hero.they} could talk again.',
          '“The second year,” said Mrs Bell, “I stopped trying to sell cakes, and started paying attention to the people who came past. Who looked tired. Who looked lonely. Who looked like they had had bad news.” She sipped the lemonade. “Sold out by two.”',
          '{hero} still did not quite see what that had to do with lemonade. But {hero} put it away in {hero.their} head, next to the other thing Mrs Bell had said, to think about later.',
        ],
      ],
      scene: 'an old lady in a flowered hat laughing on a sunny bench, {hero} spluttering with lemonade up {hero.their} nose',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '@friend {pal} wanted to give up and go on the bouncy castle. “You go,” said {hero}, crossly. {pal} went. But {pal} came back ten minutes later with two doughnuts, one each, and that was the end of the quarrel.',
          '@pet+paws {pal} slipped off the lead, ran to the hot-dog van and came back with a sausage. {hero} had to pay for it out of the tin. Fifty pence, gone. {hero} could not even be cross for long: {pal} looked so proud.',
          '@alone {hero} nearly gave up, and packed two cups back into the bag. Then {hero} unpacked them again. Giving up could wait until five o’clock.',
        ],
        [
          '@friend By half past one, {pal} had had enough. “Nobody wants lemonade,” said {pal}. “Let’s go on the bouncy castle. It’s only a pound.”',
          '@friend “A pound is two cups,” said {hero}. “And we are staying till five.”',
          '@friend “You’re staying,” said {pal}. “I’m going. It’s different.” And {pal} marched off, and {hero} was left alone behind the table, feeling cross and hot and also, underneath the cross bit, a bit lonely.',
          '@friend Ten minutes later {pal} came back, hair sticking up from the bouncing, holding two sugary doughnuts on a paper plate. “I spent my pound on these instead,” {pal} said. “One each. Sorry.”',
          '@friend “Sorry too,” said {hero}, and they ate the doughnuts, and got sugar on the lemonade sign, and that was the end of the quarrel.',
          '@pet At half past one, {pal} smelled the hot-dog van. {hero} smelled it too, but {hero} had self-control. {pal} did not.',
          '@pet One moment {pal} was lying under the table. The next, there was an empty lead, a yelp from the hot-dog man and a flash of fur disappearing under the tombola.',
          '@pet {pal} came back two minutes later with an enormous sausage, carried very carefully, like a prize.',
          '@pet “Your dog,” said the hot-dog man, arriving slightly out of breath, “owes me fifty pence.”',
          '@pet So fifty pence went out of the tin, which was now lighter than ever. {hero} tried to be cross. But {pal} looked so proud of that sausage that it was impossible for more than about a minute.',
          '@alone By half past one, {hero} was tired of smiling at people who did not smile back. {hero} began packing the cups back into the bag, one by one.',
          '@alone Then {hero} stopped, with a cup in {hero.their} hand, and looked at the bookshop across the way. The book was still in the window. It would be in the window until five o’clock.',
          '@alone {hero} unpacked the cups again. Giving up could wait until five o’clock. Five o’clock was still hours away.',
        ],
      ],
      scene: '{hero} behind the lemonade table, cross and hot, in the middle of the afternoon',
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
          'People came out of the tent fanning themselves with paper plates. A man in a suit said a word that {hero} was not allowed to say. An old man in a deckchair simply closed his eyes, as if the news were too much for him.',
          '{hero} looked at the jug of warm lemonade. Then at all those people. Something was beginning to happen in {hero.poss} head, but {hero.they} did not know what it was yet.',
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
          'The man with the baby put in two pounds, because the cold lemonade had, he said, saved his life. The lady with the walking frame paid a pound and a kiss on the cheek, which {hero} could have done without but accepted politely. A teenager with pink hair, who had not even had a cup, put in a handful of coins. “For the idea,” the teenager said.',
          'And Mrs Bell, on her bench, took out a small leather purse, unfolded a five-pound note and pressed it into the tin.',
          '“That is too much,” said {hero}. “You already had a cup. For free.”',
          '“That,” said Mrs Bell, “is exactly why.”',
          'At five o’clock the fair began to pack up. {hero} tipped the tin out onto the table and counted. Then counted again, in case it had shrunk.',
          'Twelve pounds and ten pence.',
          '{hero} sat very still and looked at it. It was more than the book. It was more than {hero.they} had made all day, by a long way, and {hero.they} had made it in about an hour, by giving the lemonade away.',
          '“That does not make sense,” said {hero}.',
          '“It makes perfect sense,” said Mrs Bell, who was being helped out of her seat by the lady with the frame, which seemed the wrong way round, but they were both laughing. “It is the oldest trick at the fair. Only it is not a trick.”',
          '@friend {pal} did a dance that nobody had asked for.',
          '@pet+dog {pal} barked, once, at the coins, as if they might run off.',
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
          'Across the emptying fair, the ice-cream van played its tune one last time and drove away, and the man who carved wooden spoons went past with his boxes and tipped his cap to them.',
          'And when {hero} got home, the book went on the shelf above the bed, where it would be the first thing {hero.they} saw in the morning, with the receipt still inside it as a bookmark.',
        ],
      ],
      scene: 'three children sitting on a kerb eating ice lollies beside a folded lemonade table, a new book on one lap',
    },
  ],
};
