/**
 * For 5–7, under the sea: a child wants to meet the reef's shy octopus, chases it into hiding, and
 * wins it back the way an old turtle said: keep still, hold out something bright, and wait.
 */
import type { Tale } from '../../types.ts';

export const theShyOctopus: Tale = {
  id: 'the-shy-octopus',
  bands: ['early'],
  worlds: ['undersea'],
  time: 'day',
  shape: 'befriend',
  titles: ['{hero} and the Shy Octopus', 'Hold Still, {hero}', 'The Octopus Who Hid'],
  characters: ['Old Barnacle'],
  places: [['in', 'the Bluewater Lagoon'], ['in', 'the bright reef beyond Pebble Bay']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'The water {place.in} was warm and clear and full of fish. {hero} pulled on a mask and swam down with a big breath of bubbles. On one wrist was a bracelet of [?{colour}|blue] beads that clicked when {hero.they} moved.',
          'Somewhere down here lived an octopus. Everybody said so. Nobody had ever seen it properly. “I am going to meet it,” said {hero}.',
          '@pet {pal} paddled along at the top of the water, watching.',
          '@pet+pals {pal2} swam down too, blowing bubbles.',
          '@friend {pals} swam down too, blowing bubbles.',
        ],
        [
          'The water {place.in} was warm as a bath and clear as a window. Little striped fish zipped past in a crowd, all turning at once, as if someone had shouted “Left!”',
          '{hero} pulled on a mask, took a big breath and swam down. Bubbles went up. {hero} went down. That is how it works under the sea.',
          'On one wrist, {hero} wore a bracelet of [?{colour}|blue] beads. They clicked when {hero.they} moved, click, click, like a tiny drum.',
          'Somewhere down here lived an octopus. Everybody said so. The fishermen said so. The lady in the shell shop said so. But nobody had ever seen it properly. They only saw an arm, or an eye, or a puff of ink, and then it was gone.',
          '“I am going to meet it,” said {hero}, in a voice made of bubbles. “Properly. Eyes and arms and everything.”',
          'It is hard to talk under the sea. Every word comes out as a wobble of bubbles. But the fish seemed to know what {hero} meant.',
          '@pet {pal} paddled along at the top of the water, looking down with big, worried eyes. Pets are not sure about the sea.',
          '@pet+pals {pal2} swam down too, blowing bubbles like a kettle.',
          '@friend “Eight arms,” said {pal}, swimming down beside {hero}. “I want to count them.”',
          '@friend+pals {pal2} came too, blowing bubbles like a kettle.',
        ],
      ],
      scene: '{hero} swimming down into clear blue water, a crowd of little striped fish turning all at once',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'But the reef was big, and octopuses are very good at hiding. They can squeeze into tiny holes. They can even change colour. “Then I will look very carefully,” said {hero}.',
        ],
        [
          'But the reef was big. It went on and on, bumpy and bright, full of holes and cracks and caves.',
          'And octopuses are the best hiders in the whole sea. They can squeeze into a hole as small as a coin. They can change colour to look like a rock. They can even change their skin to look bumpy, like coral.',
          '“How do you find something that looks like everything?” asked {hero}.',
          'A fish swam past. It did not know.',
          'A crab scuttled by, sideways, very busy. It did not know either, or if it did, it was not telling.',
          '{hero} looked at the reef for a long time. Every hole might have an octopus in it. Every rock might be an octopus, pretending. That is a lot of holes, and a lot of rocks.',
          '“Then I will look very carefully,” said {hero}. “Everywhere. Until I find it.”',
          '@friend “I will look too,” said {pal}. “Two pairs of eyes are better than one.”',
        ],
      ],
      scene: 'a big bumpy reef full of holes and cracks, {hero} looking at it with hands on hips',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'First {hero} swam to the coral tower. A big parrotfish was crunching the coral. Crunch, crunch. There were fish everywhere, but no octopus.',
        ],
        [
          'First {hero} swam to the coral tower. It stood up tall in the middle of the reef, pink and orange and purple, like a giant birthday cake.',
          'Crunch. Crunch. Crunch.',
          'A big parrotfish was having its lunch. It had a beak like a bird, and it was biting bits off the coral.',
          '“Excuse me,” said {hero}. “Have you seen the octopus?”',
          'The parrotfish did not answer. It was chewing. Then a little puff of white sand came out of its other end.',
          '“Oh,” said {hero}. “That is where sand comes from?”',
          '@friend “I am never sitting on sand again,” said {pal}.',
          '{hero} looked all round the tower, in every hole. Fish, fish, fish, and one sleepy crab. No octopus.',
        ],
      ],
      scene: 'a tall pink and orange coral tower, a big parrotfish crunching it, {hero} watching',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Then an old turtle came gliding by. “Please can you help me find the octopus?” asked {hero}. “I am Old Barnacle,” said the turtle. “You will never catch an octopus by chasing. Hold still. Hold out something bright. And wait.”',
        ],
        [
          'Then a shadow slid over the sand. {hero} looked up.',
          'It was a turtle, an old one, as big as a table, with a shell covered in little white barnacles.',
          '“Hello,” said {hero}. “I am looking for the octopus. Please can you help me?”',
          '“Everybody is looking for the octopus,” said the turtle slowly. Turtles do everything slowly, even talking. “I am Old Barnacle. I have lived here for eighty years. And I will tell you a secret.”',
          '{hero} swam closer. Up close, the turtle had a wrinkly face, kind eyes, and a little fish riding on its shell like a passenger on a bus.',
          '“You will never catch an octopus by chasing it,” said Old Barnacle. “Octopuses are shy. And clever. And they love bright things. If you want to meet one, you must hold very still. Hold out something bright. And wait.”',
          '“How long?” asked {hero}.',
          '“As long as it takes,” said Old Barnacle, and smiled a slow turtle smile, and glided away.',
        ],
      ],
      scene: 'an old turtle with a barnacled shell gliding past {hero} over the sand',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next {hero} tried the seagrass meadow. Something was holding on with its tail. Was it an octopus? No. It was a seahorse, bobbing. “Not an octopus,” said {hero}. “A horse!”',
        ],
        [
          'Next {hero} swam to the seagrass meadow. Long green ribbons waved slowly to and fro, like hair being brushed.',
          'Something small was holding on to one ribbon with its curly tail.',
          '“Is that an arm?” whispered {hero}. “Is that the octopus?”',
          '{hero} swam closer. It was not an arm. It was a tail. And on the other end of the tail was a little head, like a horse’s head, with a long nose.',
          '“A seahorse!” said {hero}.',
          'The seahorse bobbed up and down, very politely, and did not let go.',
          '“You are not an octopus,” said {hero}. “But you are a horse, in the sea, and that is nearly as good.”',
          '@friend {pal} tried to count the seahorse’s arms. There were none. That was a very quick count.',
        ],
      ],
      scene: 'a tiny seahorse holding on to a waving green ribbon of seagrass with its curly tail',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'At the old shipwreck, {hero} looked in a round window. Two eyes looked back! But they belonged to a big eel with lots of teeth. {hero} backed away fast.',
        ],
        [
          'Further on lay an old shipwreck, tipped on its side in the sand. It was green and furry all over, and little fish swam in and out of its holes.',
          '“An octopus would love a ship,” said {hero}. “All those rooms.”',
          'There was a round window in the side, dark inside. {hero} swam up to it and peeped in.',
          'Two eyes peeped back.',
          '“Hello, octopus!” said {hero}.',
          'The eyes came closer. Then a long head came out, and a mouth, and a lot of teeth.',
          'It was an eel, a big spotty one. It opened its mouth and shut it again, as if it was saying something very rude.',
          '{hero} backed away, fast, kick, kick, kick. “Sorry,” said {hero}. “Wrong door.”',
        ],
      ],
      scene: 'a big spotty eel looking out of a round window in an old shipwreck, {hero} backing away',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'On the sea floor, {hero} saw two eyes in the sand. The sand blinked. Then it swam away! It was a flat fish, just the colour of sand. Not an octopus.',
        ],
        [
          'The sea floor was flat and sandy and very, very quiet.',
          '{hero} swam low, looking for anything that looked like an arm.',
          'Then {hero} stopped. There, in the sand, were two eyes. Just two eyes, with no face round them.',
          '{hero} looked at the eyes. The eyes looked at {hero}.',
          'Then the sand blinked.',
          'Whoosh! The whole bit of sand lifted up, flapped, and swam off. It was a flatfish, as flat as a pancake and exactly the colour of sand, with both its eyes on top.',
          '“Everyone down here is hiding,” said {hero}. “It is a hiding sea.” No octopus there.',
        ],
      ],
      scene: 'a flatfish the colour of sand lifting off the sea floor in a puff, {hero} surprised',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'A big ray flew past, flap, flap, like a blanket with a tail. {hero} swam beside it for a while, flapping {hero.their} arms too.',
        ],
        [
          'Then something huge and flat flew over {hero.poss} head. Not swam. Flew.',
          'It was a ray, wide and grey, with a long thin tail. It flapped its sides slowly, up and down, like a blanket that had learned to fly.',
          '{hero} swam beside it and flapped {hero.their} arms too. Flap. Flap. Flap.',
          'The ray looked at {hero} with one small eye, as if to say, “Not bad. For a beginner.”',
          '@friend {pal} flapped too, and bumped into {hero}, and they both went round in a circle, laughing bubbles.',
          'Then the ray tipped one wing and glided away into the blue.',
        ],
      ],
      scene: 'a wide grey ray gliding over {hero}, who is flapping both arms to copy it',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'At a little rock, a tiny shrimp waved its feelers. {hero} held out a hand. The shrimp hopped on and gave {hero.poss} fingers a clean. It tickled!',
        ],
        [
          'By a little rock, a tiny shrimp was standing in a doorway, waving its long white feelers. Wave, wave. Come here.',
          'A big fish swam up and opened its mouth. The shrimp hopped right inside and started cleaning its teeth!',
          '“That is its job,” said {hero}. “It is a dentist.”',
          'When the fish had gone, {hero} held out one hand, very still. The shrimp thought about it. Then it hopped on and walked all over {hero.poss} fingers, picking and nibbling.',
          'It tickled so much that {hero} nearly laughed all the air out.',
          '“Thank you,” said {hero}. “My fingers have never been so clean.”',
        ],
      ],
      scene: 'a tiny white shrimp standing on {hero}’s fingertips, cleaning every finger',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'In the clam bed lay a giant clam, wide open. It shimmered inside like a soap bubble. {hero} swam too close, and it shut. Clomp! Not an octopus in there.',
        ],
        [
          'In the clam bed lay the biggest clam {hero} had ever seen. It was as big as a bath, and it was wide open, with a wavy mouth that shimmered like a soap bubble.',
          '“Maybe the octopus lives in there,” said {hero}. “Like a bed.”',
          '{hero} swam closer. And closer. The wavy mouth was very beautiful. It shimmered.',
          'Then {hero.poss} shadow fell on it.',
          'Clomp!',
          'The giant clam shut, slowly but firmly, like a grown-up closing a book at bedtime.',
          '“All right,” said {hero}. “I know. Too close.” There was no octopus in there anyway. Just a very shy clam.',
        ],
      ],
      scene: 'a giant clam as big as a bath closing slowly, {hero} swimming backwards',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'In the anemone garden, a little orange fish with white stripes popped out. “Not here!” it said. “This is MY home. No octopuses allowed.” So {hero} swam on.',
        ],
        [
          'Next came the anemone garden. Anemones look like flowers, but they are animals, with soft waving fingers that sting little fish.',
          'Not all little fish, though. Out of the biggest anemone popped a little orange fish with three white stripes.',
          '“Not here!” it said, very loudly for something so small. “This is MY home. My anemone. My garden. No octopuses allowed. No big swimmers allowed. No visitors at all, thank you very much.”',
          '“I only wanted to ask—” began {hero}.',
          '“Ask somewhere else!” said the little fish, and zoomed back into the waving fingers, and then popped out again, just to check {hero} was going.',
          '@friend “Bossy,” whispered {pal}.',
          '“Very bossy,” whispered {hero}. “But it is a very nice home.” No octopus in there.',
        ],
      ],
      scene: 'a little orange fish with white stripes shouting out of a waving anemone, {hero} swimming back',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'A huge crowd of silver fish swam past, all together. They made a big round ball, then a long snake, then a wave. {hero} clapped. The fish did not bow, but they sparkled.',
        ],
        [
          'Then the water went silver.',
          'A huge crowd of little fish came swimming past, hundreds of them, thousands, all exactly the same and all going exactly the same way.',
          'The fish swam round {hero} in a ring. {hero} was in the middle of a silver wall that went round and round.',
          'Then the fish made a big round ball. Then they made a long snake. Then they made a wave, going up and over and down.',
          '“How do they know which way to go?” said {hero}. “Nobody is the boss.”',
          '@friend “Maybe they are all the boss,” said {pal}.',
          '{hero} clapped. It is hard to clap under the sea. It makes a soft sort of bloop. The fish did not bow, but they sparkled, and then they were gone, all at once, like a light switched off.',
        ],
      ],
      scene: '{hero} in the middle of a swirling silver ring of thousands of little fish',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Click, click, whistle! Three dolphins zoomed by, playing chase. One swam right round {hero} and smiled. Dolphins always look like they are smiling.',
        ],
        [
          'Click, click, click. Wheee-oo!',
          'The sound came from everywhere at once. {hero} turned round and round to find it.',
          'Then three dolphins came zooming out of nowhere, fast as rockets, playing chase. The first one was it. Then the second one was it. Then nobody knew who was it, and they did not care.',
          'One dolphin swam right round {hero}, close enough to touch, and looked at {hero} with a bright, clever eye. It was smiling. Dolphins always look like they are smiling. This one really was.',
          '“Have you seen the octopus?” asked {hero}.',
          'The dolphin said click, click, wheee-oo, which is either “yes”, or “no”, or “you have funny feet”. Then it zoomed off after the others.',
        ],
      ],
      scene: 'three dolphins zooming past, one circling close to {hero} with a smile',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On the sand lay a fat brown sausage. It did not move. It did not swim. “What are you?” asked {hero}. It was a sea cucumber. It just lay there, being a sea cucumber.',
        ],
        [
          'On the sand lay something fat and brown and bumpy, like a sausage that had been left out.',
          '{hero} swam down and looked at it. It did not move.',
          '“Hello?” said {hero}.',
          'Still nothing.',
          '{hero} waited. A crab walked by. A shrimp yawned. A very long time went by, for someone who is six.',
          'The sausage moved a tiny bit. Then it stopped again.',
          '“It is a sea cucumber,” said {hero}, who had seen one in a book. “It is the slowest thing in the whole sea. It is even slower than Old Barnacle.”',
          'The sea cucumber did not argue. It just lay there, being a sea cucumber, which it was very good at.',
        ],
      ],
      scene: 'a fat bumpy brown sea cucumber lying on the sand, {hero} peering at it closely',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Under a ledge there was a dark little cave. {hero} peeped in. Two long feelers waved out. It was a spotty lobster, tucked in its cave. “No octopus here,” said the lobster, sort of.',
        ],
        [
          'Under a rocky ledge there was a dark little cave, just the right size for an octopus.',
          '{hero} swam down very low, tummy nearly on the sand, and peeped in.',
          'It was dark. It was quiet. Then two very long feelers came waving out, one, two, like someone feeling for the light switch.',
          'Behind the feelers came two big claws, and behind the claws came a lobster, dark and spotty, looking grumpy about the visit.',
          '“Oh,” said {hero}. “Sorry. I thought you were an octopus.”',
          'The lobster waved its feelers in a way that meant, very clearly, “Do I look like I have eight arms?”',
          'It did not. It had lots of legs, but that is different. {hero} swam away politely.',
        ],
      ],
      scene: 'a dark spotty lobster waving long feelers out of a dark little cave under a ledge',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'On a sandy patch, lots of thin eels stuck up like sticks, swaying. When {hero} came close, down went every eel. Pop, pop, pop! When {hero} went away, up came the eels again. No octopus among them.',
        ],
        [
          'Past the reef there was a wide sandy patch. Sticking up out of it were lots and lots of thin, wiggly things, like sticks that had learned to dance. They swayed in the water, all leaning the same way.',
          '“Octopus arms?” whispered {hero}. “Lots of octopus arms?”',
          '{hero} swam closer to see.',
          'Pop! Pop-pop-pop! Every single wiggly thing shot straight down into a hole in the sand, and was gone. The sandy patch was empty.',
          '{hero} swam back. One by one, very carefully, the wiggly things came up again. They were eels, tiny thin ones, each with its own hole, and each with a little face on top.',
          '{hero} swam closer. Pop-pop-pop! Down they went.',
          '{hero} swam back. Up they came.',
          '“You are garden eels,” said {hero}. “And you are even shyer than me.” There was no octopus in that garden. Just a lot of very careful eels.',
        ],
      ],
      scene: 'dozens of thin garden eels sticking up out of holes in the sand, swaying, {hero} watching from a distance',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'A little fish with big eyes swam up to {hero}. {hero} said “Boo!” by accident. The fish puffed up into a round spiky ball! “Sorry!” said {hero}. Slowly, the fish went flat again.',
        ],
        [
          'A little brown fish with big round eyes came swimming up, very close, to see what {hero} was.',
          '{hero} did not see it coming. {hero} turned round, and there it was, nose to nose, and {hero} said “Boo!” by accident.',
          'The little fish got such a fright that it did the strangest thing. It gulped and gulped, and puffed up, bigger and bigger, until it was a round ball covered all over in spikes, like a conker case with eyes.',
          '“Oh no,” said {hero}. “I am so sorry. I did not mean to boo you.”',
          'The pufferfish floated there, round and cross, for a long time.',
          '{hero} kept very still and said nothing at all.',
          'Slowly, slowly, the pufferfish let the water out, and went small and flat again, and swam off with a huff. {hero} let out a long breath of bubbles.',
        ],
      ],
      scene: 'a pufferfish puffed up into a round spiky ball, nose to nose with a surprised {hero}',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'At last, by a crack in the reef, {hero} saw a little garden of shells at the door. An octopus door! And there was an arm! {hero} kicked and swam straight at it. Whoosh! A puff of ink, and the octopus was gone.',
          '“I scared it,” said {hero}, and {hero.their} eyes went hot behind the mask.',
        ],
        [
          'At last, at the very edge of the reef, {hero} found a crack between two rocks. In front of the crack was a little garden. Someone had arranged shells there, in a ring: white ones, pink ones, a shiny bottle top.',
          '“It is a door,” whispered {hero}. “It is an octopus door!”',
          'And then {hero} saw it. One arm, curled like a question mark, with little round suckers all along it.',
          '{hero} was so excited that {hero.they} forgot everything. Kick, kick, kick! {hero} swam straight at the crack, arms out, beads clicking.',
          'Whoosh! A dark puff of ink went everywhere, like spilled paint. When it cleared, the arm was gone. The crack was empty and dark.',
          '“Come back!” called {hero}. But nothing came back.',
          '{hero} floated there, very still and very sad. “I chased it,” said {hero}, in a small voice. “I scared it away.” {hero.poss} eyes went hot behind the mask.',
          '@friend {pal} swam close and put an arm round {hero}. “It got a fright,” said {pal}. “So did we.”',
          '@pet {pal} paddled in a worried circle at the top of the water.',
        ],
      ],
      scene: 'a puff of dark ink spreading in the water by a crack in the reef, {hero} floating sadly',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} remembered what Old Barnacle had said about chasing. So {hero} took off the bracelet of [?{colour}|blue] beads, held it out on one flat hand, and stayed as still as a stone.',
          '@lesson-patience It was hard to wait. {hero} counted the bubbles. Ten. Twenty. Thirty. {hero} kept waiting.',
          '@lesson-kindness “I am sorry I chased you,” {hero} whispered. “I will be gentle.”',
          '@lesson-sharing “You can have one,” whispered {hero}. “Sharing is what friends do.”',
          '@lesson-trying-again “Let me try again,” {hero} whispered to the crack. “The right way, this time.”',
          '@lesson-helping {hero} was glad {hero.they} had asked Old Barnacle for help. Without it, {hero} would still be chasing.',
          '@lesson-teamwork+friend {pal} floated still too, right beside {hero}. Two still friends are twice as quiet.',
          '@lesson-teamwork+pet Up above, {pal} stopped paddling and floated still too, as if {pal} knew. They were a team, even with the water in between.',
          '@lesson-teamwork+alone It was a team plan: Old Barnacle’s idea and {hero.poss} stillness, working together.',
          '@lesson-listening {hero} had listened to Old Barnacle. Now {hero} did just what the turtle had said.',
          '@lesson-bravery The crack was dark, and {hero} stayed close to it anyway, being brave and being still.',
        ],
        [
          'Then {hero} remembered Old Barnacle, gliding by, slow and wise.',
          'You will never catch an octopus by chasing it, the old turtle had said. Keep still. Something bright. Then wait.',
          '“I did it all wrong,” said {hero}. “I did the chasing.”',
          '{hero} looked down at {hero.their} wrist. There was the bracelet, the [?{colour}|blue] beads shining in the sun that came down through the water. Something bright.',
          '{hero} took it off. {hero} laid it on one flat hand and held the hand out, near the crack, not too near. Then {hero} stayed still. Very still. As still as a stone. Stiller than a sleeping fish.',
          '@lesson-patience It was hard to wait. It is always hard to wait. {hero} counted bubbles going up. Ten. Twenty. Thirty. {hero.poss} nose itched. {hero} did not scratch it. {hero} kept on waiting, because that was the only way.',
          '@lesson-kindness “I am sorry I chased you,” {hero} whispered to the crack. “That was a fright. I will be gentle now. I promise.”',
          '@lesson-sharing “You can have one,” {hero} whispered. “One bead, for your garden. Sharing is what friends do.”',
          '@lesson-trying-again “Let me try again,” {hero} whispered to the crack. “I got it wrong the first time. This time I will do it the right way.”',
          '@lesson-helping {hero} was glad {hero.they} had asked for help. Old Barnacle had given it, slow and kind, and without it {hero} would still be chasing octopuses all over the reef. Now {hero} used it.',
          '@lesson-teamwork+friend {pal} floated still too, right beside {hero}, holding {hero.poss} other hand. Two still friends are twice as quiet as one.',
          '@lesson-teamwork+pet Up above, {pal} stopped paddling and floated very still on top of the water, as if {pal} knew exactly what was going on. They were a team, even with all that water in between.',
          '@lesson-teamwork+alone It was a team plan, really: Old Barnacle’s idea and {hero.poss} stillness, working together, the slow old turtle and the wriggly {hero.kid}.',
          '@lesson-listening {hero} had listened to Old Barnacle. Really listened. Now {hero} did just what the old turtle had said, every bit of it.',
          '@lesson-bravery The crack was very dark, and who knew what was in it. But {hero} stayed right there anyway, being brave and being still at the same time, which is the hardest kind of brave.',
        ],
      ],
      scene: '{hero} floating very still, holding out a bead bracelet on one flat hand near a dark crack in the reef',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Slowly, one arm came out. It touched the beads. Then out came the whole octopus, with big gold eyes, and it turned [?{colour}|blue] all over, just like the beads. {hero} gave it one bead for its garden. The octopus gave {hero} a tiny white shell.',
        ],
        [
          'Slowly, slowly, something moved in the dark.',
          'One arm came out, curling and uncurling. It reached for {hero.poss} hand. The tip touched the beads, very gently, and tasted them. Octopuses taste with their arms. Everybody knows that, now.',
          'Then out came a second arm. And a third. And then the whole octopus slid out of the crack, soft and round, with big gold eyes like two coins.',
          'It looked at the beads. It looked at {hero}. And then it did a wonderful thing. It turned [?{colour}|blue]. Not a bit. All over, from the top of its head to the end of every arm, the very same colour as the beads.',
          '“Hello,” whispered {hero}. “You are beautiful.”',
          '@friend {pal} counted the arms under {pal.poss} breath. “Eight,” {pal} whispered. “Properly eight.”',
          '{hero} slid one bead off the bracelet and put it in the octopus’s garden, right in the middle. The octopus patted it with the tip of one arm.',
          'Then it reached into its crack and came out with something small. A tiny white shell, curled like an ear. It laid the shell in {hero.poss} hand.',
          'It was a swap. It was a present. It was the beginning of a friendship.',
          '{hero} held the shell up to look at it. The octopus held the bead up to look at it. Both looked very pleased, each in a different way: {hero} with a grin so big it let some water in, and the octopus with a slow, happy ripple of colour from one end to the other.',
        ],
      ],
      scene: 'a round octopus with big gold eyes turned the colour of a bead bracelet, touching {hero}’s hand',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Then they played hide and seek. The octopus hid in a shell, then under the sand, then on a rock, the very same colour as the rock. It won every time.',
        ],
        [
          'Then the octopus wanted to play. It waved one arm, and vanished.',
          '{hero} looked round. Where had it gone? There was only a rock, bumpy and brown.',
          'Then the rock winked.',
          '“There you are!” laughed {hero}.',
          'The octopus went red, which is octopus laughing, and vanished again. This time it was in a big empty shell, with one arm sticking out. Then it was under the sand, with only its eyes showing. Then it was a stripy shape on a stripy rock.',
          '“You win,” said {hero} at last. “You win every time. You are the best hider in the sea.”',
          'The octopus went all the colours at once, very pleased with itself.',
        ],
      ],
      scene: 'an octopus disguised as a bumpy brown rock, winking one eye, {hero} laughing',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'When it was time to go, {hero} waved. The octopus waved back with all eight arms. {hero} swam up, up, up to the top, holding the tiny white shell.',
          '@lesson “{lesson},” said {hero}. Old Barnacle would have agreed.',
          'That evening, {hero} fell asleep with the shell on the pillow, dreaming of gold eyes and a garden with one bright bead in it.',
        ],
        [
          'The sun was sinking low, and the water was growing darker and deeper. It was time to go.',
          '“Bye,” said {hero}. “I will come back. I will come very slowly, and I will not chase.”',
          'The octopus waved. Not with one arm. With all eight, one after another, like a very slow, very wiggly clap.',
          '{hero} swam up, up, up, into the light, holding the tiny white shell tight.',
          'At the top, the air felt funny and thin after all that water. {hero} pushed up the mask and blinked at the big bright world, where nobody could change colour and everything stayed the same shape. It seemed a bit boring, now.',
          '@pet+paws {pal} was waiting at the top, paddling hard, and licked the salt off {hero.poss} nose.',
          'Far below, Old Barnacle glided past and dipped one flipper, as if to say: well done.',
          '@lesson “{lesson},” said {hero}, floating on {hero.their} back and looking up. It was true. It was true under the sea, and it was true on land.',
          'That evening, {hero} fell asleep with the tiny shell on the pillow. And in {hero.poss} dreams, there was a garden of shells at the bottom of the sea, with one bright bead in the middle, shining.',
        ],
      ],
      scene: 'an octopus waving all eight arms as {hero} swims up towards the light',
    },
  ],
};
