/**
 * For 8–14, anywhere: the night before a solo, a child who cannot sleep meets someone else awake,
 * says something unkind, makes it right, and sings the song for the first time to an audience of one.
 */
import type { Tale } from '../../types.ts';

export const aSongForOne: Tale = {
  id: 'a-song-for-one',
  bands: ['middle', 'older'],
  worlds: ['home'],
  anywhere: true,
  time: 'night',
  shape: 'courage',
  titles: ['A Song for One', 'The Night Before the Song', '{hero} and the Audience of One'],
  characters: ['Juno'],
  places: [['at', 'Aunt Ros’s tall, creaky house'], ['at', 'the old guest house on Harbour Street']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was late {place.in}, and everyone was asleep except {hero}. Tomorrow was the end-of-term concert, and {hero} had to sing a song, alone, in front of the whole school.',
          '@pet,friend {pals} {pals.were} asleep nearby, breathing slowly, as if nothing at all were happening tomorrow.',
        ],
        [
          'It was late {place.in}. The last door had closed, the last voice had gone quiet, and the dark had settled into every corner like a cat settling into a lap. Everyone was asleep. Everyone except {hero}.',
          '{hero} lay on {hero.their} back and looked at the ceiling. Tomorrow was the end-of-term concert. Tomorrow, at about half past two, {hero} would walk out in front of the whole school, stand in one small circle of light, and sing a song all alone.',
          '{hero} had practised it forty times. {hero} knew every word, every breath, the high note near the end that wobbled if you thought about it. {hero} had sung it in the bath and on the walk to school and, once, very quietly, in the middle of a maths test.',
          '@pet {pal} was asleep at the foot of the bed, a warm weight across {hero.poss} feet, twitching after something in a dream.',
          '@friend {pals} {pals.were} asleep on the other side of the room, breathing slowly, as if nothing at all were happening tomorrow.',
          '{hero} had {toy.full}, tucked under one arm, which was not something {hero.they} ever mentioned at school.',
        ],
      ],
      scene: '{hero} lying awake in bed at night, staring at the ceiling',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'But whenever {hero} closed {hero.their} eyes, the song started up by itself, and then the hall, and all the faces. {hero} turned over again. At last {hero} gave up, pushed back the covers and went to find a glass of water.',
        ],
        [
          'The trouble was, whenever {hero} closed {hero.their} eyes, the song started up on its own. First the opening line. Then the second. Then the hall, with its rows of plastic chairs and its smell of floor polish, and all those faces turned towards the stage, waiting.',
          '{hero} turned onto {hero.their} side. Then onto the other side. Then onto {hero.their} front, with the pillow over {hero.their} head, which only made the song louder.',
          '“This is ridiculous,” {hero} whispered to nobody. “If I don’t sleep, I’ll sound like a frog tomorrow.”',
          'That thought did not help at all.',
          'At last {hero} pushed back the covers, found {hero.their} socks by feel, and opened the door as slowly as it would go. A glass of water. That was a reason to be up. People who could not sleep always went to get a glass of water, and then they came back and slept. Perhaps it would work.',
        ],
      ],
      scene: '{hero} in socks and pyjamas, opening a bedroom door a crack in the dark',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'In the kitchen, {hero} drank the water slowly and tried to think about nothing. But nothing turned into the song. {hero} hummed the first line under {hero.their} breath and got a word wrong. {hero.poss} stomach dropped. Now it was worse.',
        ],
        [
          'The kitchen was dark except for the little green numbers on the cooker, which said 11:47. The fridge hummed. A tap dripped, slow and patient.',
          '{hero} filled a glass and drank it standing up, one small sip at a time, trying to think about nothing at all.',
          'It is surprisingly hard to think about nothing. {hero} tried thinking about a blank white wall. The wall turned into the back of the stage. {hero} tried thinking about the sea, flat and calm. The sea began to sing the first line of the song.',
          'So {hero} gave in and hummed it, very quietly, just to check it was still there.',
          'It was there. Until the second verse, when a word that {hero} had sung forty times simply vanished. {hero} stood in the dark with the glass halfway to {hero.their} mouth, and the gap where the word should have been grew bigger and bigger.',
          '“No,” {hero} whispered. “No, no, I know this.”',
          'The word came back, eventually. But {hero.poss} heart was going fast now, and the kitchen felt colder than it had, and the numbers on the cooker said 11:53. The glass of water had not worked. It had made everything worse.',
        ],
      ],
      scene: '{hero} standing in a dark kitchen holding a glass of water, lit by the glow of a clock',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'On the way back, {hero} nearly tripped over someone sitting on the stairs. It was a girl with a notebook. “Sorry,” she whispered. “I’m Juno. I’m staying here too. I can’t sleep either.”',
          '“I’ve got a concert tomorrow,” said {hero}. “A solo.” “Ah,” said Juno, as if that explained everything. It did.',
        ],
        [
          'On the way back, {hero} nearly trod on someone.',
          'There was a girl sitting on the stairs, halfway up, with her knees pulled in and a notebook open on them. She had a small torch clipped to the notebook, and in its light her face looked surprised and then embarrassed.',
          '“Sorry,” she whispered. “I didn’t think anyone else was up. I’m Juno. We’re staying here too, just for the week. My mum and me.”',
          '{hero} whispered {hero.their} name. “I didn’t know anyone else was here.”',
          '“We got in late. You were already in bed.” Juno moved her feet to make room. “Can’t sleep?”',
          '“I’ve got a concert tomorrow,” {hero} said. It came out in a rush. “I have to sing. On my own. In front of everyone.”',
          '“Ah,” said Juno, as if that explained everything. It did, really. She did not laugh, or say it would be fine, or ask what the song was. She just nodded slowly and shifted over a bit more.',
          '{hero} sat down on the step below Juno. The stairs creaked in a friendly sort of way. “What about you?” {hero} asked. “Why are you up?”',
          'Juno looked at her notebook. “I’m always up,” she said. “I write things down. It helps, a bit.” Juno closed the notebook before {hero} could see what was in it.',
        ],
      ],
      scene: '{hero} sitting on a dark staircase beside a girl with a notebook and a small torch',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“Try counting backwards from three hundred in threes,” said Juno. “It’s so boring your brain gives up.” {hero} tried. Two hundred and ninety-seven. Two hundred and ninety-four. By two hundred and sixty-something, they were both laughing too much to count.',
        ],
        [
          '“I know a trick,” said Juno. “My grandad taught me. You count backwards from three hundred in threes. It’s so boring that your brain gives up and goes to sleep just to get away from it.”',
          '“Does it work?”',
          '“Never,” said Juno. “But you could be the first.”',
          'So {hero} closed {hero.their} eyes and counted. Three hundred. Two hundred and ninety-seven. Two hundred and ninety-four. It was boring. It was so boring. Two hundred and ninety-one. Two hundred and eighty… eight? Eighty-eight.',
          '“Two hundred and eighty-five,” Juno whispered helpfully.',
          '“I was getting there.”',
          '“You were getting there very slowly.”',
          '{hero} carried on, and Juno kept helping, and somewhere around two hundred and sixty-something they both started to laugh, the kind of laugh you have to hold in because it is the middle of the night, which only makes it worse. {hero} laughed until {hero.their} eyes watered and {hero.their} ribs hurt.',
          'It did not make {hero} sleepy. But for two whole minutes, {hero} had not thought about the song at all.',
        ],
      ],
      scene: '{hero} and Juno on the stairs at night, trying not to laugh out loud',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Juno led {hero} to the top of the stairs, where a small round window showed a patch of night sky. They sat and looked at the stars. “I come here every night,” said Juno. “They’re the same stars as at home. I check.”',
        ],
        [
          '“Come on,” said Juno. “I’ll show you my spot.”',
          'She led the way up, past doors where other people were sleeping, to the very top of the stairs. There, in the slope of the ceiling, was a small round window, no bigger than a dinner plate. Through it you could see a patch of night sky, deep and dark, with stars scattered across it.',
          'They sat underneath it, side by side, heads tipped back.',
          '“I come here every night,” said Juno. “That bright one is Vega. And the three in a line, sort of, down there. I can’t remember what they’re called. I had it written down.”',
          '“How do you know about stars?”',
          '“I don’t, really. My dad does.” Juno was quiet for a moment. “They’re the same ones as at home. I check, every night. It’s stupid.”',
          '“It’s not stupid,” said {hero}, and meant it.',
          'For a while neither of them said anything. The stars did not do anything either; they just went on being there, very far away and very calm. {hero} found that {hero.their} breathing had slowed down to match them, almost.',
        ],
      ],
      scene: '{hero} and Juno sitting under a small round window at the top of the stairs, looking at the stars',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Juno tore a page out of her notebook. “Write the worry down,” she said. “Then it’s on the paper, not in your head.” {hero} wrote: What if I forget the words? Then: What if my voice goes? Then three more. It was a long list. It did not feel lighter. It felt like homework.',
        ],
        [
          'Juno opened the notebook, thought about it, and then carefully tore out a clean page at the back.',
          '“This is what I do,” she said. “You write the worry down. All of it. Then it’s on the paper instead of in your head, and you can fold it up and put it somewhere.”',
          '“Where?”',
          '“Anywhere. Under a mug. In your sock. It doesn’t matter. It’s about it not being in your head.”',
          '{hero} took the pencil. In the little circle of the torch, {hero.they} wrote: What if I forget the words?',
          'Then: What if my voice cracks on the high note?',
          'Then: What if everyone laughs?',
          'Then: What if I just stand there?',
          'Then, smaller: What if I am not actually any good?',
          '{hero} looked at the list. It was a lot longer than {hero.they} had expected. It did not look lighter, written down. It looked like homework.',
          '“Hmm,” said Juno, reading it upside down. “That’s quite a good list.”',
          '“Thanks,” said {hero}, and folded it into a very small square, and put it in {hero.their} sock, because that was the only place {hero.they} could think of.',
        ],
      ],
      scene: '{hero} writing a list by torchlight on a page torn from a notebook',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“Breathing, then,” said Juno. “In for four, hold for four, out for eight.” They breathed together on the dark stairs. {hero.poss} shoulders came down a little. But as soon as {hero} stopped counting, the song started up again.',
        ],
        [
          '“Right,” said Juno, in the voice of someone who was not going to be beaten. “Breathing. In for four, hold for four, out for eight. My swimming teacher says it’s what divers do.”',
          '“I’m not diving. I’m singing.”',
          '“Singing is mostly breathing,” said Juno. “Go on.”',
          'So they breathed. In, two, three, four. Hold, two, three, four. Out, two, three, four, five, six, seven, eight. The stairs were cold through {hero.poss} pyjamas, but the breathing was warm and slow, and after a few rounds {hero} noticed that {hero.their} shoulders had come down from around {hero.their} ears, where they had apparently been all evening.',
          '“Better?” asked Juno.',
          '“Better,” said {hero}. And it was, for about ten seconds. Then {hero} stopped counting, and in the space where the counting had been, the first line of the song started up again, quiet and stubborn, like a radio left on in another room.',
          '{hero} groaned and put {hero.their} head on {hero.their} knees.',
        ],
      ],
      scene: '{hero} and Juno breathing slowly together on the stairs, eyes closed',
    },
    {
      kind: 'setback',
      tellings: [
        [
          '“Easy for you,” {hero} snapped. “You don’t have to do anything tomorrow.” Juno went very quiet. “We’re going home tomorrow,” she said. “Except it isn’t home any more. We’re moving.” {hero} felt {hero.their} face go hot.',
        ],
        [
          'It was late, and {hero} was tired, and the song would not stop, and so {hero} said the thing that had been sitting at the back of {hero.their} mouth.',
          '“It’s easy for you,” {hero} said. It came out sharper than {hero.they} meant. “Counting and breathing and writing lists. You don’t have to do anything tomorrow. You don’t have to stand up in front of the whole school.”',
          'Juno did not answer straight away. She closed the notebook and held it against her knees.',
          '“No,” she said at last. “I don’t have to sing.” She turned the little torch off and on again. “We’re leaving tomorrow. In the morning. Except it isn’t really going home, because we don’t live there any more. We’re moving to my gran’s, in a town I’ve been to twice. I start a new school on Monday. I don’t know a single person.”',
          'She said it quite calmly, the way you say something you have said in your head a hundred times.',
          '“That’s why I write things down,” she said. “And why I look at the stars. Because they’ll be the same ones there. That’s one thing that will be the same.”',
          '{hero} felt {hero.their} face go hot in the dark. The concert was one afternoon. Half past two until about twenty to three. Juno’s thing was every day, for ever.',
          '“I’m sorry,” {hero} said. “That was a horrible thing to say.”',
          '“It’s all right,” said Juno. But she did not look up.',
        ],
      ],
      scene: '{hero} and Juno sitting apart on the stairs, Juno hugging her notebook, the torch pointed at the floor',
    },
    {
      kind: 'turn',
      tellings: [
        [
          '{hero} thought for a moment. Then {hero} did the bravest thing {hero.they} could think of. “Do you want to hear the song?” {hero} asked. “I’ve never sung it to anyone. You could be the first.”',
          'Juno looked up. “Go on, then,” she said. And very quietly, on the dark stairs, {hero} sang it, all the way through, even the high note.',
        ],
        [
          '{hero} sat there, feeling the hot shame of it, and trying to think what would make it right. Saying sorry again would not. Saying it would be fine would not; {hero} hated it when people said that.',
          'And then {hero} thought of something, and the something was so frightening that {hero.poss} heart, which had only just slowed down, sped straight back up again.',
          '[?{hero} thought of {interest}. Nobody had been born knowing about {interest}; {hero} had started out hopeless, once, and got better by doing it in front of people, a little at a time.|{hero} thought of how {hero.they} had learned to swim: not by reading about it, but by getting in the water, a little at a time.]',
          '“Juno,” {hero} said. “Do you want to hear the song?”',
          'Juno looked up.',
          '“I’ve never sung it to anybody,” {hero} said. “Not properly. Only to the bath. You could be the first. You could be the whole audience.” {hero} swallowed. “Then tomorrow it won’t be the first time. It’ll be the second. And you’ll sort of be there.”',
          'For a moment Juno just looked at {hero}. Then she switched the torch off, so that it was properly dark, and pulled her knees up, and said, “Go on, then. I’m ready.”',
          'So {hero} sang.',
          'Very quietly at first, hardly more than breathing. Then a little louder, because the dark did not mind. {hero} got to the second verse and the word that had vanished in the kitchen was there, right where it lived. {hero} got to the high note and it wobbled, a bit. {hero} sang on anyway. {hero} sang it all, the whole song, to one person sitting on a cold stair in the middle of the night, and when it was finished the quiet afterwards felt soft instead of frightening.',
        ],
      ],
      scene: '{hero} singing softly on dark stairs while Juno listens, knees pulled up, eyes closed',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          '“That was really good,” Juno whispered. “Honestly.” {hero} let out a long breath. The song felt different now. It had been sung to someone, and the someone had liked it.',
          '“Will you write to me?” asked {hero}. “And tell me about the new school?” Juno smiled. “Only if you tell me how the concert goes.”',
        ],
        [
          'Juno did not clap, because of the sleeping people. She just said, very quietly, “Oh.” And then, after a moment, “That was really good. Honestly. The high bit especially.”',
          '“It wobbled.”',
          '“Everything wobbles,” said Juno. “It was still good.”',
          '{hero} let out a breath {hero.they} had been holding, it seemed, since about teatime. The song felt different now. It was not a thing waiting to go wrong any more. It had been sung, to someone, and the someone had liked it. That could not be taken back.',
          '“Your turn,” {hero} said. “Not singing. But you know how I’ve got one afternoon and you’ve got every day? You should write to me. About the new school. Every week, if you want. Then you’ll know one person there already. Sort of. Me.”',
          'Juno opened her notebook to the back and wrote something down, carefully, by torchlight. Then Juno tore that page out too, and gave it to {hero}. It was an address, in a town {hero} had never heard of.',
          '“Only if you tell me how the concert goes,” she said. “Properly. The high note and everything.”',
          '“Deal,” said {hero}.',
        ],
      ],
      scene: '{hero} and Juno smiling on the stairs, Juno handing over a folded page',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '{hero} tiptoed back to bed and lay down. {hero.poss} legs felt heavy and warm. [?“{lesson},” {hero} thought, and it was true.|]',
          'The song came back once more, but softly now, like a lullaby. {hero} let it play. And somewhere in the middle of the second verse, {hero} fell asleep.',
        ],
        [
          'They said goodnight at the top of the stairs, in whispers. Juno went one way and {hero} went the other, past the sleeping doors, back into the dark room, back under the covers, which had gone cool and now slowly grew warm again.',
          '@pet {pal} shifted, sighed a long sleepy sigh, and settled across {hero.poss} feet again.',
          '@friend {pals} had not moved at all.',
          '{hero} put the folded address under the pillow, where it would be safe until morning.',
          '[?“{lesson},” {hero} thought, lying there in the dark, and it felt true in a way it had not felt that morning.|]',
          '{hero.poss} legs were heavy. {hero.poss} eyes were heavy. Everything was heavy in the good way, the way that means the day is finally finished with you.',
          'The song came back once more, but it was different now. It came softly, slowly, like someone singing from the next room. {hero} did not try to stop it. {hero} let it play, and listened, the way Juno had listened.',
          'And somewhere in the middle of the second verse, before the high note, {hero} fell asleep.',
        ],
      ],
      scene: '{hero} asleep in bed, a folded note under the pillow, soft moonlight',
    },
  ],
};
