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
  roomy: true,
  frame: {
    opening: [
      [
        'The invitation came {home.in} on a Tuesday, pushed under the door: a fern frond as long as an arm, with a message scratched into it in careful claw-writing. {hero} read it nine times before breakfast, and then set off {place.to} in {hero.their} best clothes.',
      ],
    ],
    ending: [
      [
        'Back {home.in}, {hero} propped the fern invitation up on the shelf, and underneath it, in {hero.their} neatest writing, added a title nobody else in the world had.',
      ],
    ],
  },
  time: 'day',
  shape: 'find',
  titles: ['The Case of the Missing Spectacles', '{hero} and the Dinosaur Mystery', 'Who Took Grandma Plates’s Glasses?'],
  characters: ['Grandma Plates', 'Rex', 'Nib', 'Bim', 'Bam', 'Professor Pterry', 'Magpie Mo', 'Mo', 'Dimity', 'Nanny Longtail'],
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
          'In front of her seat, in a row, sat the babies who were to be named this year, scrubbed and polished and fidgeting: a baby long-neck who kept falling asleep, two three-horns who kept headbutting each other, and several small quick ones who could not stop looking round to see if everybody was looking at them. Everybody was.',
          '“It is the best bit,” a small dinosaur told {hero} proudly. “When they say your name, you know you belong.”',
          '{hero} found a place near the front, between a long-neck’s enormous foot and a three-horn who smelled strongly of cabbage, and waited for the best bit to begin.',
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
          '@pet+paws {pal} sniffed along the little prints, tail going, and then sneezed.',
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
          '{hero} tried following the little three-toed prints. They went past the seat, round the back of the crowd, and then straight into the middle of a hundred other footprints, where they vanished completely. “That,” said {hero}, “is the most annoying thing a clue has ever done.”',
        ],
        [
          'The obvious thing was to follow the prints, so {hero} followed them.',
          'They went neatly away from the seat, one small fork after another, round the back of the crowd, where nobody would have been looking. They went past a sleeping baby long-neck. They went round a large and complicated argument between two three-horns about whose turn it was to sit at the front.',
          '@pet {pal} went ahead with nose to the ground, very businesslike, until the prints reached the open space where the whole gathering had been stamping about all afternoon.',
          '@friend {pal} went ahead, calling out “Left! Now right! Now… oh,” as the prints reached the open space where the whole gathering had been stamping about all afternoon.',
          'There, the prints walked straight into the middle of a hundred other footprints, big and small, round and pointed, and simply vanished, the way a single drop of water vanishes into a pond.',
          '{hero} walked round the edge of the muddle three times, looking for where the little forks came out again. They did not come out again. Or they came out in twenty places at once, which was the same thing.',
          '“That,” said {hero} at last, “is the most annoying thing a clue has ever done.”',
          'It was not a dead end, exactly. But it was a lesson: whoever had taken the spectacles had gone into the crowd, not away from it. They were still here.',
        ],
      ],
      scene: '{hero} standing at the edge of a huge muddle of dinosaur footprints, looking for one small trail',
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
          '“Which way?” asked {hero}.',
          'The twins pointed, at exactly the same moment, in two completely different directions. Then they looked at each other and argued about it, and {hero} left them to it. But it was something. Somebody small, running, head down. Not a thief who was pleased with themselves. A thief who was sorry.',
        ],
      ],
      scene: 'Two young raptors with identical grins trying to look innocent, {hero} questioning them',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Grandma Plates told {hero} why the Naming mattered. “When I hatched, nobody wrote names down,” she said. “Little ones got forgotten. So I learned to write, and I have written every name since.” {hero} understood then why the spectacles mattered so much.',
        ],
        [
          'On the way past Grandma Plates’s seat, {hero} stopped, because the old dinosaur looked so sad, sitting there with her hands on the closed book.',
          '“Why is the Naming so important?” {hero} asked gently. “Couldn’t you just remember the names?”',
          'Grandma Plates laughed her creaky laugh. “When I hatched,” she said, “a very long time ago, nobody wrote names down. There were so many of us, and the grown-ups were so busy, that the little ones just… got forgotten. Nobody meant it. But it happened. I was nearly one of them.”',
          'She stroked the cover of the book. “So I learned to write. It took me years. My claws are not made for pens. And since then, I have written down every single name, every single year, so that nobody is ever forgotten again.”',
          '{hero} looked at the book, and at the old dinosaur, and understood why a pair of spectacles could matter so much.',
          '“I’ll find them,” {hero} said. “I promise.”',
          '“I know,” said Grandma Plates, peering at the blurry shape that was {hero}. “You look like the finding sort.”',
        ],
      ],
      scene: 'An old stegosaurus stroking the cover of a huge closed book, talking quietly to {hero}',
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
          '{hero} climbed back down, turning the question over. It was an odd question. It did not point at anybody. It pointed at a reason. And a reason, {hero} was beginning to think, might be harder to find than a thief, and much more useful.',
        ],
      ],
      scene: 'An old pterosaur with wings folded like a cloak, leaning down from a high perch to speak to {hero}',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} asked Dimity, the tallest long-neck, who could see the whole gathering from up there, whether she had seen anything. “Everything looks small from up here,” said the long-neck. “But I did see somebody small go to the feast table and come back, very quickly, with their head down.”',
        ],
        [
          'If anybody had seen anything, {hero} reasoned, it would be somebody who could see everything. So {hero} went to the back of the gathering, where the long-necks stood, and tipped {hero.their} head right back.',
          '“Excuse me!” {hero} called. “Up there!”',
          'Slowly, like a crane on a building site, the tallest long-neck lowered a small head until it hung in front of {hero}, blinking. Her name was Dimity, and she had the slow, polite manner of someone who has spent her whole life talking to people a very long way below her.',
          '“Hello, small person,” said Dimity. “How can I help?”',
          '“You can see the whole gathering from up there,” said {hero}. “Did you see anybody near Grandma Plates’s seat this afternoon? While she was asleep?”',
          'Dimity thought about it. Long-necks think slowly, because it is a long way from their heads to their feet and they like to check with both ends.',
          '“Everything looks rather small from up there,” she said at last. “Small and busy, like ants. But yes. I did see one little somebody going from the seat over to the feast table, and then back into the crowd. Very quickly, with their head down. I thought they must be late for something.”',
          '“Did you see who?”',
          '“Oh, no, dear,” said Dimity. “From up there, all the small ones look exactly alike.” And her head rose back up into the evening, and she went on gently chewing.',
        ],
      ],
      scene: 'A very tall long-necked dinosaur lowering her head all the way down to talk to {hero}',
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
          'As {hero} left, Mo called after, “Whoever took them didn’t want them for shining, you know. Spectacles aren’t very sparkly. They’re for looking through. Nobody takes a thing for looking through unless they want to look at something.”',
          '{hero} stopped. It was almost exactly what Professor Pterry would have said, if Professor Pterry had been a magpie.',
        ],
      ],
      scene: 'A small feathered dinosaur proudly showing off a glittering nest full of buttons, keys and bottle tops',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} sat down for a moment and made a list of what {hero.they} knew. Small. Three toes. Sticky hands. Ran into the crowd, not away. It was not much of a list. But every line on it said the same thing: not Rex.',
        ],
        [
          'Halfway through the afternoon, {hero} sat down on the edge of the gathering, found a stick of chalk in {hero.their} pocket, and wrote a list on a flat patch of ground, the way detectives do when their heads get too full.',
          'WHAT WE KNOW, {hero} wrote, and underlined it twice.',
          'Small. Three toes. Sticky hands, purple.',
          'Took them while Grandma Plates was asleep.',
          'Has not given them back.',
          '@friend {pal} read it over {hero.poss} shoulder. “You should put ‘not Rex’,” {pal} said. So {hero} did.',
          '@pet {pal} sat on the corner of the list, which was helpful in its own way.',
          '[?{hero} had always liked {interest} because there was always something more to find out, and a list like this felt the same: full of gaps that wanted filling.|]',
          '{hero} looked at the list for a long time. It was not much of a list. It did not have a name at the end of it. But every single line on it, read one way or another, said the same two words: not Rex.',
          '“So why,” {hero} said out loud, “would somebody small want a pair of spectacles?”',
          'Nobody answered, because nobody was there but the list.',
        ],
      ],
      scene: '{hero} sitting on the ground writing a list of clues in chalk, underlined twice',
    },
    {
      kind: 'attempt',
      optional: true,
      group: 'rex',
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
      group: 'rex',
      tellings: [
        [
          'Before {hero} left, Rex said, “If you need to see over the crowd, I’m tall.” So {hero} climbed onto the shoulders of Rex and looked over all the heads, for a long minute, at the whole gathering. From up there, {hero} could see the row of babies waiting to be named.',
        ],
        [
          'As {hero} turned to go, Rex cleared his throat, a noise like a wheelbarrow full of gravel.',
          '“If you need to see over the crowd,” Rex said, not quite looking at {hero}, “I’m tall. I don’t mind.”',
          'Which was how {hero} came to be sitting on the shoulders of a tyrannosaurus, holding on to a ridge of scaly skin, higher than {hero.they} had ever been in {hero.their} life.',
          '@pet {pal} stayed on the ground and looked up, baffled.',
          '@friend {pal} stayed on the ground and shouted up, “What can you see?”',
          'From up there, the gathering was a sea of backs and heads and tails. {hero} could see the long-necks at the back and the three-horns arguing at the front and Grandma Plates in the middle, sitting very still with her book. And in front of Grandma Plates, in a neat row, {hero} could see the babies who were waiting to be named, fidgeting and poking each other.',
          'It did not tell {hero} anything, not then. But {hero} remembered it afterwards.',
          '“Thank you,” said {hero}, when Rex had lowered {hero.them} carefully back down.',
          'Rex nodded, once. “Nobody ever asks,” he said.',
        ],
      ],
      scene: '{hero} sitting high on the shoulders of a tyrannosaurus, looking out over a crowd of dinosaurs',
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
          'It was not an answer. But it was another piece, and {hero} was beginning to feel that the pieces were all part of one picture, if only {hero.they} could stand back far enough to see it.',
        ],
      ],
      scene: '{hero} holding a bitten purple plum beside a feast table piled with melons and plums',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Nanny Longtail, who looked after the babies, said they had all been asleep all afternoon. “I counted them twice,” she said. Then she frowned. “Well. I counted most of them twice.” {hero} wrote that down too.',
        ],
        [
          'The babies to be named had spent the afternoon in the care of Nanny Longtail, a brisk, bony dinosaur with a tail like a whip and a voice that could stop a stampede. {hero} found Nanny Longtail settling a squabble between the two young three-horns, one of whom had headbutted his brother, who was making the most of it.',
          '“Were the babies with you all afternoon?” {hero} asked. “While Grandma Plates was asleep?”',
          '“Every minute,” said Nanny Longtail. “Afternoon nap, the lot of them. Not a peep.” She separated the three-horns with one sweep of her tail. “I counted them before the nap and after. Twice.”',
          '“All of them?”',
          '“All of them.” Nanny Longtail paused. Her eyes went up and to the left, the way eyes do when somebody is honestly checking. “Well. I counted most of them twice. One of the little ones sleeps right at the end, under the blanket, and you can hardly see there’s anyone there at all. I may have just counted the blanket.”',
          'Nanny Longtail looked at {hero} sharply. “Why?”',
          '“No reason,” said {hero}, which was not quite true. But it was not yet a reason {hero} could explain, even to {hero.self}. It was only a small, itchy feeling, like a word on the tip of your tongue.',
        ],
      ],
      scene: 'A brisk, bony dinosaur with a whip-like tail separating two squabbling baby three-horns, {hero} asking questions',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Every gathering has a lost-and-found basket, so {hero} looked in it. There was a tooth, a single tiny boot, and a rattle. No spectacles. Somebody had not lost them. Somebody had taken them on purpose.',
        ],
        [
          'Every gathering has a lost-and-found basket, and this one was a great woven thing the size of a bath, kept under the feast table.',
          '{hero} knelt and looked in, just in case the spectacles had simply been found and handed in and nobody had thought to check. It would have been a very disappointing end to a mystery. But it would have been an end.',
          'There was a tooth, a large one, which somebody would presumably want back. There was a rattle made from a gourd. There was a single very tiny boot, and {hero} spent a moment wondering who it belonged to and why they had only needed one. There was a scarf that had been knitted by somebody with very strong opinions about orange.',
          '@friend {pal} tried the scarf on. It went round {pal} four times.',
          '@pet {pal} took a great interest in the tooth and had to be persuaded to put it back.',
          'There were no spectacles.',
          '{hero} sat back on {hero.their} heels. “So they weren’t lost,” {hero} said slowly. “Somebody didn’t just pick them up by mistake. Somebody took them on purpose, and kept them.”',
          'That made it more serious. And, somehow, sadder.',
        ],
      ],
      scene: '{hero} kneeling beside a huge woven basket full of odd lost things: a tooth, a tiny boot, an orange scarf',
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
          'Rex stood in the middle, saying nothing at all, which somehow made it worse. His head was down. His tiny arms hung at his sides. For someone so enormous, he looked remarkably small.',
          '{hero} pushed through to the front. “Wait!” {hero} said. “It wasn’t Rex. The footprints are tiny!” But the crowd was too loud, and too sure, and nobody was listening to a small voice with no spectacles to show for it.',
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
          'Rex came over to Nib afterwards, and bent down, a very long way, until his huge head was level with Nib’s small one. Everybody held their breath.',
          '“Next time,” said Rex, in his gravelly voice, “if you can’t see, you can sit on my shoulders. Everybody can see from up there.”',
          'Nib looked up at him. Then he smiled, for the first time all day.',
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
          '@pet+dog {pal} barked along with every cheer, whether it was a dog sort of cheer or not.',
          'Then Grandma Plates did something that had never been done at a Naming before. She took out her pen, and at the very bottom of the very last page she wrote one more name, slowly and carefully, and read it out: “{hero}, Finder of Spectacles.”',
          'Everybody stamped. {hero} did not quite know what to do with {hero.their} face.',
          'After that came the feast, which went on until the sky was dark blue and the babies were asleep in a heap. Nib fell asleep last, with his head on Grandma Plates’s foot, still smiling.',
          'On the way home, under the first stars, {hero} thought about the whole long evening: the footprints and the purple juice, the Professor’s question, and the moment in the row of babies when it would have been so easy to shout.',
          '@lesson “{lesson},” {hero} said quietly, to nobody in particular. It felt like the truest thing {hero.they} knew.',
          'Somewhere behind, at the Naming, a small dinosaur was still peering through Grandma Plates’s spectacles at his own name, over and over, just because he could.',
        ],
      ],
      scene: 'The dinosaurs stamping and cheering as an old stegosaurus reads names from a great book, a small dinosaur beside her',
    },
  ],
};
