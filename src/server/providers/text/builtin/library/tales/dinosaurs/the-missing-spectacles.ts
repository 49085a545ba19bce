/**
 * For 8–10, anywhere: on the evening of the Naming, Grandma Plates’s spectacles vanish and everyone
 * blames Rex. The clues — small three-toed prints and purple juice — and an old pterosaur's question
 * (“who needed to see something?”) lead to a small dinosaur who cannot see far, and a choice about
 * how to say so. Its places are the gathering and the dinosaurs' own homes, so it reads true anywhere.
 */
import type { Tale } from '../../types.ts';

export const theMissingSpectacles: Tale = {
  id: 'the-missing-spectacles',
  bands: ['middle'],
  worlds: ['valley'],
  anywhere: true,
  time: 'day',
  shape: 'find',
  titles: ['The Case of the Missing Spectacles', '{hero} and the Dinosaur Mystery', 'Who Took Grandma Plates’s Glasses?'],
  characters: ['Grandma Plates', 'Rex', 'Nib', 'Bim', 'Bam', 'Professor Pterry', 'Magpie Mo'],
  places: [['in', 'the Valley of Tall Ferns'], ['in', 'Dinosaur Valley']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'Once a year {place.in}, the dinosaurs held the Naming. Grandma Plates, the oldest of them all, read out the names of every baby hatched that year from her big book, and everybody cheered. {hero} had been invited, which had never happened to anyone who was not a dinosaur.',
          '@pet,friend {pals} had been invited too.',
        ],
        [
          'Once a year {place.in}, the dinosaurs held the Naming, and this year {hero} had been invited, which had never happened before to anyone who was not a dinosaur.',
          'It was the biggest evening of the dinosaur year. Every dinosaur came: the long-necks, who stood at the back so as not to block the view; the three-horns, who argued about where to sit; the little quick ones, who could not sit still at all. In the middle, on a seat as big as a sofa, sat Grandma Plates.',
          'Grandma Plates was the oldest dinosaur anybody knew. She had great flat plates all down her back, a voice like a creaky door, and a pair of round spectacles with [?{colour}|red] frames that she wore on a string round her neck. Every year, at the Naming, she put them on, opened her enormous book, and read out the name of every baby dinosaur hatched that year. And after each name, everybody stamped and cheered.',
          '“It is the best bit,” a small dinosaur told {hero} proudly. “When they say your name, you know you belong.”',
          '@pet {pals} had been invited too, and had already made friends with three baby three-horns and eaten somebody’s snack.',
          '@friend {pals} had been invited too. “I’ve never been to a dinosaur party,” {pal} whispered. “Do you think they have cake?”',
        ],
      ],
      scene: 'A crowd of dinosaurs of every shape gathered around an old stegosaurus with round spectacles and an enormous book',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'But when it was time to start, Grandma Plates reached for her spectacles, and they were gone. Without them she could not read a single name. “It was Rex,” somebody muttered. “It’s always Rex.” Everybody agreed. {hero} did not. “Nobody has looked for a single clue,” said {hero}. “Give me until the sun goes down.”',
        ],
        [
          'But when the moment came, Grandma Plates reached for the string round her neck, and there was nothing on the end of it.',
          'She patted her chest. She patted her plates, as far as she could reach. She looked under the book. “My spectacles,” she said, in her creaky voice. “They were here a minute ago. I took them off to have a nap. And now…”',
          'A murmur went round the crowd. Without her spectacles, Grandma Plates could not read a single name. And without the names, there could be no Naming.',
          '“It was Rex,” said somebody near the front.',
          '“It’s always Rex,” said somebody else.',
          'Heads turned. At the very edge of the crowd stood Rex, the biggest and toothiest dinosaur there, who had come on his own and was standing on his own. He did not say anything. He just looked at his feet, which were very large.',
          '{hero} frowned. “Has anybody actually seen Rex take them?” {hero} asked.',
          'Nobody had. But that did not seem to matter to anybody.',
          '“Then nobody knows,” said {hero}. “Nobody has looked for a single clue.” {hero} turned to Grandma Plates. “Give me until the sun goes down,” {hero} said. “I’ll find them.”',
          'Grandma Plates peered at {hero}, which without spectacles meant peering at a blurry shape. “Well,” she said, “somebody had better.”',
        ],
      ],
      scene: 'An old stegosaurus patting an empty string round her neck while the crowd turns to stare at a lonely tyrannosaurus',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          '{hero} started where the spectacles had last been: Grandma Plates’s big seat. On the ground beside it were footprints. They had three toes each, and they were small, far too small for Rex. And on the seat was a smear of something purple and sticky. “Juice,” said {hero}. “Somebody small, with sticky hands.”',
        ],
        [
          'Every detective starts at the scene of the crime, so {hero} started at Grandma Plates’s seat.',
          'It was big and flat and worn smooth by years of being sat on. {hero} walked all the way round it, slowly, looking at the ground. Dinosaurs had been stamping about all afternoon, so there were prints everywhere: great round long-neck prints, like dinner plates; three-horn prints, like flowerpots.',
          'But right beside the seat, where the string would have hung, there was a little line of prints that did not belong to any of those. Each one had three thin toes, spread out like a fork. And they were small. Very small.',
          '{hero} put {hero.their} own foot next to one. The print was hardly bigger than {hero.poss} shoe.',
          '“Not Rex,” said {hero} quietly. Rex’s feet were the size of bathtubs.',
          '@pet {pal} sniffed along the little prints, tail going, and then sneezed.',
          '@friend “Those are tiny,” said {pal}, crouching down. “Rex couldn’t make those if he tiptoed.”',
          'Then {hero} noticed something else. On the edge of the seat was a smear of something purple and sticky. {hero} touched it, and sniffed, and made a face.',
          '“Juice,” {hero} said. “Purple juice. So somebody small, with three toes, and sticky hands.” That was two clues, which was two more than anybody else had bothered to find.',
        ],
      ],
      scene: '{hero} crouching beside a big flat seat, comparing a shoe with a small three-toed footprint, a purple smear on the seat',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The obvious suspects were Bim and Bam, the twins, who played tricks on everyone. But the twins had been busy all afternoon hiding Professor Pterry’s hat, and they could prove it. “We did see somebody small running off,” said Bim. “Fast,” said Bam. “Like they were embarrassed.”',
        ],
        [
          'If there was a trick being played, everybody said, it would be Bim and Bam.',
          'The twins were two young raptors with identical grins who had, over the years, filled Old Three-Horns’s nest with bouncy fruit, taught a baby long-neck to burp the alphabet, and once convinced the whole gathering that the Naming had been moved to the middle of the night.',
          '{hero} found them sitting in a corner, trying very hard to look innocent, which made them look extremely guilty.',
          '“Where were you this afternoon?” asked {hero}.',
          '“Nowhere,” said Bim.',
          '“Somewhere else,” said Bam, at the same moment.',
          '{hero} waited. Detectives, {hero} had read, mostly wait.',
          '“All right,” said Bim at last. “We were hiding Professor Pterry’s hat. It’s on top of the tallest long-neck. He hasn’t noticed yet.” He looked, for a moment, very proud. “But we didn’t touch the spectacles. Grandma Plates is too nice to trick.”',
          '{hero} looked at their feet. Raptor feet: three toes, yes, but each one with a big curved claw, and each print as long as {hero.poss} arm. Not the prints by the seat.',
          '“We did see somebody, though,” said Bam slowly. “Running off, round the back. Somebody small.”',
          '“Fast,” said Bim. “Head down. Like they were embarrassed about something.”',
        ],
      ],
      scene: 'Two young raptors with identical grins trying to look innocent, {hero} questioning them',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Professor Pterry, the old flying dinosaur who knew everything, was perched nearby. “Everybody is looking for a thief,” said the Professor. “Nobody is asking why. Spectacles are only good for one thing, {hero}. Ask yourself: who needed to see something?”',
        ],
        [
          'On a high perch above the crowd sat Professor Pterry, an old flying dinosaur with leathery wings folded round him like a cloak, and an expression of permanent mild disappointment. It was said that Professor Pterry knew everything. It was also said, mostly by the Professor, that nobody ever listened.',
          '{hero} climbed up to ask. “Professor, did you see who took the spectacles?”',
          '“I did not,” said Professor Pterry. “I was having my eyes closed. It is not the same as sleeping.” The Professor looked down at the crowd, where several dinosaurs were still muttering at Rex. “But I see what everybody else is doing. They are looking for a thief.”',
          '“Isn’t that what I’m doing?” asked {hero}.',
          '“It is what everyone does. A thief is simple. A thief is somebody to be cross with.” Professor Pterry leaned closer, until the long beak nearly touched {hero.poss} nose. “But nobody is asking why. Spectacles are only good for one thing. So ask yourself, {hero}: who needed to see something?”',
          '{hero} opened {hero.their} mouth to ask what that meant, but Professor Pterry had closed his eyes again, which was not the same as sleeping.',
        ],
      ],
      scene: 'An old pterosaur with wings folded like a cloak, leaning down from a high perch to speak to {hero}',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next, {hero} went to see Magpie Mo, a little feathered dinosaur who collected shiny things. Her nest glittered with buttons, spoons and bottle tops. But there were no spectacles in it, and her feet had four toes, not three. “I only take things nobody wants,” said Mo, offended.',
        ],
        [
          'If anyone had a reason to take something shiny, it was Magpie Mo.',
          'Mo was a small feathered dinosaur who collected things: anything that glittered, gleamed or could be persuaded to sparkle. Her nest was a famous sight. {hero} had to shade {hero.their} eyes to look at it. It was woven through with buttons, keys, bottle tops, a teaspoon, half a bicycle bell and something that might once have been a crown.',
          '“Are you here to admire my collection?” Mo asked, fluffing up her feathers.',
          '“Sort of,” said {hero}. “I’m looking for some spectacles. [?{colour}|Red] frames, round glass.”',
          'Mo’s feathers went flat with offence. “I only take things nobody wants,” she said. “Things that are lost and lonely. I would never take anything from Grandma Plates. She gave me my best button.”',
          '{hero} looked carefully through the nest anyway, glittering bit by glittering bit. No spectacles. And when Mo hopped down, her feet left prints with four toes, not three.',
          '“Sorry,” said {hero}. “I had to check.”',
          '“Detectives always do,” said Mo, a bit less offended. “Good luck. Come back if you find anything shiny that nobody wants.”',
        ],
      ],
      scene: 'A small feathered dinosaur proudly showing off a glittering nest full of buttons, keys and bottle tops',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Then {hero} went to see Rex himself. Everybody said not to. Rex was sitting alone, and he did not roar. “Everyone always thinks it’s me,” he said. “Because I’m big.” {hero} looked at his huge feet and said, “I don’t think it was you.” Rex looked as if nobody had ever said that to him before.',
        ],
        [
          'Then {hero} did the thing everybody said not to do, and went to talk to Rex.',
          'Rex was sitting on his own, well away from the crowd, with his tiny arms folded as far as tiny arms will fold. Close up, he was even bigger than he looked. His teeth were the size of bananas.',
          '@friend “Are you sure about this?” whispered {pal}.',
          '@pet {pal} stayed very close to {hero.poss} legs.',
          '“Hello,” said {hero}. “I’m trying to find Grandma Plates’s spectacles.”',
          'Rex did not roar. He did not even growl. He just sighed, a long, hot sigh that smelled faintly of dinner. “I suppose you want to search me,” he said. “Go on. Everyone always thinks it’s me.”',
          '“Why?” asked {hero}.',
          '“Because I’m big,” said Rex. “Because of the teeth. When something goes wrong, everybody looks round for the biggest one.” He looked at his feet. “I came early. I wanted a good spot. I like hearing the names.”',
          '{hero} looked at Rex’s feet, which were enormous, and thought about the tiny prints by the seat.',
          '“I don’t think it was you,” said {hero}.',
          'Rex looked at {hero} for a long moment, as if nobody had ever said that to him before. Perhaps nobody had.',
        ],
      ],
      scene: '{hero} talking to a lonely tyrannosaurus sitting apart from the crowd, his tiny arms folded',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On the way back, {hero} passed the feast table. There was a big bowl of purple plums, and one of them had been bitten. {hero} looked at {hero.their} own fingers after touching one: purple and sticky. So whoever left that smear had been at the feast table.',
        ],
        [
          'On the way back, {hero} passed the feast table, which was already groaning with food for after the Naming: melons as big as drums, heaps of crunchy roots, and a great bowl of dark purple plums.',
          '@pet {pal} stopped to look at the table with great longing, and had to be pulled away.',
          '@friend {pal} took a plum, because it would have been rude not to, and bit into it. Juice ran all down {pal.poss} chin, dark and sticky.',
          '{hero} picked up one of the plums and turned it over. Its skin burst under {hero.poss} thumb, and a drop of juice ran onto {hero.poss} fingers. Purple. Sticky. Exactly the colour of the smear on the seat.',
          'And near the bottom of the bowl was a plum with one small bite out of it, and a tiny set of tooth marks, like the edge of a stamp.',
          '“So whoever it was stopped here first,” said {hero}. “And whoever it was has a small mouth and a big love of plums.”',
          'It was not an answer. But it was another piece.',
        ],
      ],
      scene: '{hero} holding a bitten purple plum beside a feast table piled with melons and plums',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'The sun was going down, and {hero} had not found the spectacles. The crowd had gathered round Rex, and the muttering had turned to shouting. Grandma Plates sat with the closed book on her knees. “No Naming this year,” she said sadly. {hero} felt awful.',
        ],
        [
          'The sun was going down, turning everything gold and then orange, and {hero} had not found the spectacles.',
          'When {hero} got back to the gathering, it had changed. The crowd had closed round Rex in a ring. The muttering had turned into something louder.',
          '“Just give them back, Rex!”',
          '“You’ve spoiled it for everyone!”',
          'Rex stood in the middle, saying nothing at all, which somehow made it worse.',
          'Grandma Plates sat on her seat with the great book closed on her knees. The baby dinosaurs who should have been named sat in a row in front of her, looking at their feet.',
          '“Well,” said Grandma Plates, and her creaky voice was very tired. “I think there will be no Naming this year.”',
          '@friend {pal} looked at {hero}. “We tried,” {pal} said. “We really tried.”',
          '@pet {pal} pushed a nose into {hero.poss} hand.',
          '{hero} felt awful. There were clues. There were the footprints, and the purple juice, and the Professor’s strange question. But clues were not spectacles, and the sun was almost gone.',
        ],
      ],
      scene: 'A crowd of dinosaurs in a ring around a silent tyrannosaurus at sunset, an old stegosaurus with a closed book',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} remembered Professor Pterry’s question. Who needed to see something? {hero} looked along the row of babies waiting to be named. Right at the end sat a very small dinosaur called Nib, with three thin toes, purple fingers, and something round and [?{colour}|red] poking out from under him. Nib was squinting. Everything, to Nib, was blurry.',
          '{hero} could have shouted. Instead, {hero} went and knelt down beside Nib and spoke quietly. “You can’t see very far, can you?” Nib’s eyes filled with tears. “I wanted to see my name in the book,” he whispered. “Just once. I was going to give them back.”',
          '@lesson-helping “Would you like me to help you give them back?” asked {hero}. Nib nodded. Sometimes the hardest part is asking.',
          '@lesson-kindness {hero} did not point, or tell the crowd. {hero} just put an arm round Nib.',
          '@lesson-honesty “The best thing is to tell the truth,” said {hero}. “I’ll stand right next to you.”',
          '@lesson-patience {hero} waited, without hurrying him, until Nib was ready.',
          '@lesson-listening {hero} let Nib tell it all, right to the end, without interrupting once.',
          '@lesson-bravery “I’m scared,” whispered Nib. “So am I,” said {hero}. “We can be scared together.”',
          '@lesson-teamwork “We’ll do it together,” said {hero}. “You, me and Rex.”',
        ],
        [
          'Then, in the middle of all the noise, {hero} remembered Professor Pterry’s question.',
          'Not who would take them. Not who looked like a thief. Who needed to see something?',
          '{hero} turned away from the ring round Rex and looked instead at the row of babies waiting to be named. Most of them were staring at the ground. But at the very end of the row sat a very small dinosaur, smaller than the rest, who was not looking at the ground. He was squinting, hard, at the book on Grandma Plates’s knees, with his nose screwed up, the way you squint at something that is a long way off and very blurry.',
          '{hero} looked at the little dinosaur’s feet. Three thin toes, spread out like a fork.',
          '{hero} looked at the little dinosaur’s hands. Purple. Sticky.',
          'And poking out from underneath him, where he was sitting on it, was the edge of something round, with a [?{colour}|red] frame.',
          '@pet {pal} had seen it too, and went very still.',
          '@friend {pal} had seen it too. “{hero},” {pal} whispered. “Look.”',
          'Here was the choice. {hero} could shout. One word, and the whole crowd would turn round, away from Rex, towards the smallest dinosaur there. {hero} imagined their faces. {hero} imagined how it would feel, to be that small, with all of them staring.',
          'So {hero} did not shout. {hero} walked quietly down the row and knelt beside the little dinosaur, so their eyes were level.',
          '“Hello,” said {hero}. “What’s your name?”',
          '“Nib,” said the little dinosaur. His voice was tiny.',
          '“Nib,” said {hero} gently, “you can’t see very far, can you?”',
          'Nib’s eyes filled up. “Everything’s blurry,” he whispered. “Everything far away. I never told anyone. And this year it’s my name in the book, and I wanted to see it, just once, written down. So I borrowed them. I was going to give them back. Only then everybody started shouting at Rex, and I was too scared to say.”',
          '@lesson-helping “Would you like me to help you give them back?” asked {hero}. Nib nodded, and let out a shaky breath. “Yes, please,” he said. “I didn’t know I could ask.” Sometimes asking is the bravest part.',
          '@lesson-kindness {hero} did not point, or call out, or tell the crowd. {hero} just put an arm round Nib, which was a bit like hugging a warm, scaly cushion. “Nobody needs to be cross with you,” {hero} said.',
          '@lesson-honesty “The best thing is to tell the truth,” said {hero}. “All of it. It’s scary, but it’s the only thing that will help Rex. I’ll stand right next to you.”',
          '@lesson-patience {hero} did not hurry Nib. The sun could wait a minute longer. {hero} just sat, and waited, until Nib had wiped his nose and was ready.',
          '@lesson-listening {hero} let Nib tell it all, right to the end, without interrupting once. It turned out there was a lot to tell, and nobody had ever asked.',
          '@lesson-bravery “I’m scared,” whispered Nib. “So am I,” said {hero}, which was true. “But we can be scared together.”',
          '@lesson-teamwork “We’ll do it together,” said {hero}. “You, me, and Rex. Nobody has to do this on their own.”',
        ],
      ],
      scene: '{hero} kneeling beside a very small dinosaur who is sitting on a pair of spectacles, squinting',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'So Nib stood up, holding the spectacles, and walked to Grandma Plates with {hero} beside him. The crowd went quiet. “I took them,” said Nib. “Not Rex. I can’t see very well.” Grandma Plates put on her spectacles and looked at Nib for a long time. Then she smiled. “Neither can I, little one,” she said. “We shall get you a pair of your own.” And she opened the book.',
          'Everybody said sorry to Rex. And when the Naming began, Nib sat right at the front, next to Grandma Plates, where he could see every word.',
        ],
        [
          'So Nib stood up, holding the spectacles in both small hands, and walked the long way to Grandma Plates’s seat, with {hero} beside him.',
          'One by one, the dinosaurs noticed. The shouting faded. The ring round Rex loosened and turned. By the time Nib reached the seat, there was no sound at all except one long-neck’s tummy, rumbling.',
          '“I took them,” said Nib, in a voice that shook. “It wasn’t Rex. It was me. I can’t see very well. Not far away. I wanted to see my name.”',
          'Grandma Plates put on her spectacles. She looked at Nib through them for a long, long time. Then she smiled, very slowly, and the whole of her old face crinkled up.',
          '“I couldn’t see very well either, when I was little,” she said. “Nobody noticed for years. I walked into a long-neck once. Thought he was a wall.” A ripple of laughter went round. “We shall find you a pair of your own, Nib. And you shall sit next to me, every year, where you can see every word.”',
          'Then she turned to the crowd. “And I believe,” she said, in a voice that was suddenly not creaky at all, “that some of you owe Rex an apology.”',
          'They did. One by one, a little sheepishly, the dinosaurs said sorry. Rex did not know where to look. {hero} thought Rex might be blushing, though it is hard to tell with a tyrannosaurus.',
          'And then Grandma Plates opened the great book, and the Naming began.',
        ],
      ],
      scene: 'A small dinosaur handing a pair of red-framed spectacles to an old stegosaurus, the crowd silent around them',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'Nib’s name was read out last, and the stamping and cheering was the loudest of the night. Rex cheered loudest of all.',
          '@lesson “{lesson},” {hero} said, on the way home. It felt like the truest thing {hero} knew.',
          'And at the very end, Grandma Plates wrote one more name in the book and read it out: “{hero}, Finder of Spectacles.” {hero} had never been so proud of anything.',
        ],
        [
          'Name after name was read out in Grandma Plates’s creaky voice, and after every name the dinosaurs stamped and cheered until the ground shook.',
          'Nib’s name came last. He was sitting right beside Grandma Plates, and as she read it he leaned over and looked at the page, and {hero} saw his face as he saw it: his own name, clear and sharp, written down in the book where he belonged. The cheer was the loudest of the night. Rex cheered loudest of all, stamping so hard that three melons rolled off the feast table.',
          '@friend {pal} cheered until {pal.poss} voice went croaky.',
          '@pet {pal} barked along with every cheer, whether it was a dog sort of cheer or not.',
          'Then Grandma Plates did something that had never been done at a Naming before. She took out her pen, and at the very bottom of the very last page she wrote one more name, slowly and carefully, and read it out: “{hero}, Finder of Spectacles.”',
          'Everybody stamped. {hero} did not quite know what to do with {hero.their} face.',
          'On the way home, under the first stars, {hero} thought about the whole long evening: the footprints and the purple juice, the Professor’s question, and the moment in the row of babies when it would have been so easy to shout.',
          '@lesson “{lesson},” {hero} said quietly, to nobody in particular. It felt like the truest thing {hero.they} knew.',
          'Somewhere behind, at the Naming, a small dinosaur was still peering through Grandma Plates’s spectacles at his own name, over and over, just because he could.',
        ],
      ],
      scene: 'The dinosaurs stamping and cheering as an old stegosaurus reads names from a great book, a small dinosaur beside her',
    },
  ],
};
