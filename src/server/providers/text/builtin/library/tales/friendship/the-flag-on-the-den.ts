/** For early readers (5–7): best friends fall out over the flag for their den; nothing is fun alone, and sorry plus both ideas mends it. */
import type { Tale } from '../../types.ts';

export const theFlagOnTheDen: Tale = {
  id: 'the-flag-on-the-den',
  bands: ['early'],
  worlds: ['park', 'garden', 'seaside'],
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      [
        'On Saturday morning {home.in}, {hero} packed the most important things for a den: a ball of string, a bag of clothes pegs and a torch. Then off {hero} went {place.to}, to meet Jun.',
      ],
    ],
    ending: [
      [
        'And {home.in}, the bag of pegs sat by the door, ready for the next den.',
      ],
    ],
  },
  time: 'day',
  shape: 'fix',
  titles: ['The Flag on the Den', '{hero} and Jun Fall Out', 'Two Ideas, One Flag'],
  characters: ['Jun', 'Mr Patel', 'Poppy', 'Anil'],
  places: [['in', 'the park at the end of Elm Road'], ['in', 'Grandma’s big back garden']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'One Saturday {place.in}, {hero} and {hero.their} best friend Jun built a den. They used a big blanket, two chairs and a broom for a pole.',
          '@pet,friend {pals} helped too.',
        ],
        [
          'One Saturday {place.in}, {hero} and {hero.their} best friend Jun built the best den ever.',
          'They used a big old blanket, two folding chairs and a broom for the middle pole. The broom fell over four times. The fifth time, Jun held the broom steady while {hero} tied the knot, and it stayed up.',
          'Inside, there was room for two, plus snacks. There was a door at the front, and a window at the back, which was really just a hole, but a window is a window.',
          'Jun and {hero} had been best friends since they were three. They had the same lunch box. They laughed at the same jokes, usually before the end.',
          '@pet {pal} had a corner too, and guarded the door.',
          '@friend {pals} helped hold the blanket while Jun tied the corners.',
          '“Now it just needs a flag,” said Jun. “On top of the pole. Then everyone will know it’s ours.”',
        ],
      ],
      scene: '{hero} and a friend finishing a blanket den held up by two chairs and a broom',
    },
    {
      kind: 'problem',
      tellings: [
        [
          '“The flag should be [?{colour}|red],” said {hero}. “No, it should have a dragon on it,” said Jun. “Plain!” “Dragon!”',
          'Jun stamped off. “Fine. Have your silly den.” And just like that, Jun was gone.',
        ],
        [
          '“The flag should be [?{colour}|red],” said {hero}. “All of it. Plain and bright, so you can see it from far away.”',
          '“No,” said Jun. “It should have a dragon on it. A big one, breathing fire.”',
          '“Dragons are too hard to draw.”',
          '“No, they’re not. You just do a long neck and some spikes.”',
          '“Nobody will know it’s a dragon. They’ll think it’s a lizard.”',
          '“Plain flags are boring.”',
          '“It’s MY den too!”',
          '“It was MY blanket!”',
          'Jun’s face went hot and cross. Then Jun stamped off. “Fine! Have your silly den!”',
          '{hero} stood by the den with {hero.their} arms folded. Good, {hero} thought. Now I can have the flag MY way.',
          'But it did not feel good at all.',
        ],
      ],
      scene: '{hero} with folded arms by a blanket den, a friend stamping away',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} stomped round the den, counting reasons. “One: plain flags are bright. Two: you can see them from far away. Three…” But {hero} could not think of a three.',
        ],
        [
          '{hero} stomped once round the den, to be sure {hero.they} {hero.was} right.',
          '“Reason one,” said {hero}, out loud. “Plain flags are bright.” Stomp, stomp.',
          '“Reason two. You can see them from far away.” Stomp, stomp, stomp.',
          '“Reason three…”',
          '{hero} stopped. {hero} stood very still, with one foot up, waiting for reason three to come.',
          '@pet {pal} waited too, head on one side.',
          '@friend “Reason three?” asked {pal}. “Don’t know,” said {hero}.',
          '@alone Nobody asked what reason three was. There was nobody there to ask.',
          'It did not come. Reason three had gone off somewhere, just like Jun.',
          '“Two reasons is plenty,” said {hero}, and put the foot down. But it did not sound like plenty. It sounded like two.',
        ],
      ],
      scene: '{hero} stomping round a blanket den with one finger up, counting',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          '{hero} made a flag[? in {colour}|] and put it on top. But the den looked empty with only one inside. It was no fun.',
        ],
        [
          '{hero} made a flag [?out of a {colour} T-shirt|out of an old red T-shirt] and tied it to the top of the broom. It flapped. It was very bright.',
          '“There,” said {hero}, to nobody. “Perfect.”',
          '{hero} crawled into the den and sat in the middle, where there was room for two.',
          'There were two snacks. {hero} ate one. The other one just sat there, waiting for Jun.',
          '{hero} looked up through the hole at the back. The flag flapped on top of the broom, bright and plain, exactly the way {hero} wanted. Nobody was there to see it.',
          'It was very quiet in the den. A den for one is not really a den. It is just a blanket.',
        ],
      ],
      scene: '{hero} sitting alone inside a blanket den, a bright flag on top',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'In the corner of the den was the tin-can telephone: two cans and a long string. {hero} held one can and said, “Hello?” But nobody held the other can. It just lay there.',
        ],
        [
          'In the corner of the den was the tin-can telephone. Jun had made it: two empty cans joined by a long piece of string. When you talked into one can, the other person heard you in theirs. It really worked.',
          '{hero} picked up one can. {hero} carried the other one outside, as far as the string would go, and put it down.',
          'Then {hero} ran back into the den. “Hello?” said {hero} into the can. “Come in, other can. Over.”',
          '{hero} held the can to {hero.their} ear and listened hard. There was a faint hum, like the sea in a shell.',
          'Nothing.',
          '@pet+paws {pal} went over and sniffed the other can. That was all. Pets do not answer telephones.',
          '@alone Outside, the other can lay on its side, with its open end pointing at the sky, listening to nobody.',
          '@friend {pal} picked up the other can and said, “Hello?” It was kind. But {pal} did not know the secret way Jun always answered: “Dragon headquarters, what is your emergency?”',
          'So {hero} ran out to the other can and said, in a deep voice, “Hello, this is Jun.” Then {hero} ran back to the first can to hear it. But of course, nobody was talking any more.',
          'By now the string was wrapped round a chair leg and round {hero.poss} ankle.',
          '“A telephone for one,” said {hero}, untangling, “is just two tins and a muddle.”',
        ],
      ],
      scene: '{hero} holding a tin can to one ear, its string stretched out of the den to another can lying alone',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '[?{hero} sat {toy.full} in Jun’s place.|{hero} put the snack bag in Jun’s place.] “Tell me a joke,” said {hero}. Nobody told a joke. It is hard to laugh on your own. It is like tickling yourself.',
        ],
        [
          '{hero} decided to have a den picnic anyway. A picnic is a picnic.',
          '[?The guest in Jun’s place, with a paper napkin, was {toy.full}.|In Jun’s place, {hero} put the snack bag, and gave it a paper napkin.]',
          '“Now,” said {hero}. “Tell me a joke.”',
          '[?{toy.name} did not tell a joke.|The snack bag did not tell a joke.] Jun always told the one about the elephant in the fridge. It was a very old joke. It was still funny every single time.',
          'So {hero} told it instead. “How do you know there’s an elephant in the fridge? Footprints in the butter!”',
          '@pet {pal} ate the napkin.',
          'Nobody laughed. It is very hard to laugh at your own joke when there is only you. It is like trying to tickle yourself.',
        ],
      ],
      scene: '{hero} having a picnic in a blanket den, a toy sitting in the other place with a paper napkin',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} tried playing catch with some big kids. But they threw too hard and did not wait. It was not like playing with Jun.',
        ],
        [
          'Some bigger kids were playing catch nearby. “Can I play?” asked {hero}.',
          '“If you like,” said the tallest one, and threw the ball, very hard.',
          '{hero} missed it. {hero} missed the next one too. The big kids did not wait, and did not laugh at {hero.poss} jokes, and did not know the special rule about three bounces.',
          'Jun knew the special rule. Jun had made it up, last summer, after a ball went in the pond.',
          'When {hero} finally caught one, {hero} shouted, “Three bounces!” The big kids just looked at each other.',
          '“Thanks,” said {hero}, and went back to the den, feeling smaller than before.',
        ],
      ],
      scene: '{hero} missing a ball thrown by bigger children',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The den had a secret password. You knocked three times and said it, and the one inside said, “Enter!” {hero} knocked and said it. Nobody said “Enter!” It does not work with one.',
        ],
        [
          'The den had a secret password. Jun and {hero} had made it up that morning. It was “Jellybean”, and it was top secret.',
          'The rule was this. You knocked three times on the broom. You said the password. And the one inside said, “Enter, brave knight!”',
          'So {hero} went outside and knocked. Knock, knock, knock.',
          '“Jellybean,” said {hero}, in a whisper, in case of spies.',
          'Nobody said, “Enter, brave knight!” Nobody said anything.',
          '@alone {hero} waited, and knocked again, a bit louder. Knock, KNOCK, knock. The den just stood there, being a blanket.',
          '@pet+paws {pal} walked straight past {hero} and into the den without knocking and without any password at all. That was against the rules.',
          '“Enter, brave knight,” said {hero} at last, in {hero.their} own voice. Then {hero} went in.',
          'But it did not count. You cannot let yourself in. That is the whole point of a password.',
        ],
      ],
      scene: '{hero} knocking three times on the broom pole of a blanket den, whispering',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} tried to draw a dragon, just to see. The first one looked like a potato. The second one looked like a cross sausage. The wings were the worst part.',
        ],
        [
          'In the snack bag there were some crayons. {hero} found a scrap of paper and lay on {hero.their} tummy.',
          'Just to see, {hero} thought. Not because Jun was right. Just to see.',
          'The first dragon looked like a potato with legs.',
          'The next one was bigger. This one looked like a sausage. A cross sausage, with teeth.',
          '[?The {colour} crayon helped a bit.|Some spots helped a bit.] But the wings were the worst part. They came out like two flat socks.',
          '@pet+paws {pal} came over, sniffed the potato dragon and lay down on it.',
          'For a long time, {hero} looked at the sock wings.',
          'Jun was good at wings. Jun could do wings with pointy bits, and little lines, so you could tell they flapped.',
          'The paper went into {hero.poss} pocket, folded up small.',
        ],
      ],
      scene: '{hero} lying on the ground drawing a lumpy dragon with crayons',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'A little girl called Poppy came to look in the den. “Do you want to be my best friend?” asked {hero}. Poppy roared like a lion, and then Poppy’s dad called her home. That was that.',
        ],
        [
          'A very small girl came toddling over and looked into the den. She had a sticky face and one welly boot on.',
          '“Hello,” said {hero}. “What’s your name?”',
          '“Poppy,” said the small girl. “I’m three.”',
          '“Poppy,” said {hero}, “do you want to be my best friend? There’s a den. And a flag.”',
          'Poppy thought about it. Then Poppy crawled in, sat on the snack bag and roared. “RAAAH! I’m a lion!”',
          '“We could play knights,” said {hero}. “Or dragons.”',
          '“RAAAH!” said Poppy. Lions were the only game Poppy knew.',
          'Then Poppy’s dad called, “Poppy! Home time!” And Poppy crawled straight out again, without even saying goodbye.',
          '{hero} sat in the den. The snack bag was squashed flat. A best friend, {hero} thought, is not something you can find in one minute.',
        ],
      ],
      scene: 'a very small girl in one welly boot roaring like a lion inside a blanket den, {hero} watching',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} took the den down to build it bigger. But it needs two people to hold a blanket. It fell on {hero.poss} head. Flump.',
        ],
        [
          '“I’ll make it even better,” said {hero}. “A den for one, but huge.”',
          '{hero} pulled the blanket off to spread it wider. But a blanket is a two-person job. One corner. Then the other corner. Then the first one slid off again.',
          'The broom wobbled. The chairs tipped. The whole thing came down on {hero.poss} head. Flump.',
          '@pet {pal} crawled in under the blanket too, which did not help.',
          'It was dark under there, and hot, and it smelled of old blanket.',
          'From under the blanket, {hero} said, in a muffled voice, “Jun would have held that corner.”',
          'Then {hero} wriggled out backwards and sat looking at the heap. It did not look like a den any more. It looked like laundry.',
        ],
      ],
      scene: 'A blanket den collapsing on top of {hero}, only feet sticking out',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Old Mr Patel, who always sat nearby, came over. “Fallen out?” asked Mr Patel. “I fell out with my best friend once. Here is how we fixed it. Say sorry first. Then say one thing you liked about the other idea.”',
        ],
        [
          'Old Mr Patel, who came by every Saturday with his newspaper and noticed everything, came over and sat down by the den.',
          '“That den needs two,” said Mr Patel. “Where is your friend?”',
          '“We fell out,” said {hero}. “About the flag. Jun wanted a dragon. A dragon!”',
          'Mr Patel nodded slowly. “My best friend and I fell out once. Forty years ago. We are still friends. Do you know how we fixed it?”',
          '{hero} shook {hero.their} head.',
          '“Sorry first,” said Mr Patel, and held up one finger. “Then you say one thing you liked about their idea.” He held up a second finger. “There is always one thing. Two fingers. That is all it takes.”',
          '“What if I can’t find one?” asked {hero}.',
          'Mr Patel smiled, and his whole face went crinkly. “You will. You have been missing your friend all morning. I saw.”',
        ],
      ],
      scene: 'An old man sitting by a blanket den, talking to {hero}',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '“What did you fall out about?” asked {hero}. “A kite,” said Mr Patel. “My friend Anil wanted a kite like a fish. I wanted one with a long tail. So in the end we made a fish with a very long tail. It flew higher than any kite in town.”',
        ],
        [
          '“What did you fall out about?” asked {hero}, and sat down on the end of the blanket to listen.',
          '“Ah. A kite,” said Mr Patel. “My friend Anil wanted a kite shaped like a fish. I wanted a kite with a long, long tail, with bows all down it. We shouted. We said silly things. Then we both went home, and for three days neither of us flew anything at all.”',
          '“Three days!” said {hero}.',
          '“Three very long days,” said Mr Patel. “Then I went round to Anil’s house and said sorry. And I told Anil the fish was a good idea, because a fish knows how to swim, and flying is only swimming in the air.”',
          '“What did Anil say?”',
          '“Anil said the tail was a good idea too.”',
          '“So what did you make?”',
          '“A fish,” said Mr Patel, “with a very long tail, with bows on. It looked extremely silly. And it flew higher than any kite in town.”',
          'Mr Patel looked up at the sky and smiled, as if that kite were still up there somewhere.',
        ],
      ],
      scene: 'an old man telling a story with his hands, {hero} listening at the edge of a blanket den',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'First, {hero} practised on [?{toy.name}|{hero.their} own shoe]. “Jun, I am sorry. I was bossy.” That part was easy. The one thing {hero} liked was harder to say. But it was in there somewhere.',
        ],
        [
          'Saying sorry is hard, so {hero} decided to practise first.',
          '[?On the folding chair, {hero} sat {toy.full}. “You be Jun,” {hero} said.|{hero} took off one shoe and held it up. “You be Jun,” {hero} told the shoe.]',
          '@pet {pal} sat down to watch, head on one side.',
          '“Jun,” said {hero}, in a very serious voice. “I am sorry. I was a bit bossy. About the flag and things.”',
          'That part came out all right. It was a bit wobbly, but it came out.',
          '“And I liked your idea because…” said {hero}. Then {hero} stopped.',
          'Because what? {hero} thought about Jun, and how Jun’s whole face lit up at the word dragon, like a lamp switched on.',
          '“Because,” said {hero} slowly, “it was yours.”',
          'That was nearly it. Not quite. But nearly.',
        ],
      ],
      scene: '{hero} practising a serious sorry to a toy sitting on a folding chair',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} went to look for Jun. Not behind the den. Not by the bench. Not under the folding chairs, which was silly, because Jun was much too big. Where had Jun gone?',
        ],
        [
          'Now {hero} had to find Jun. That was the first job.',
          'Behind the den, there was only the snack bag, and a crisp packet.',
          'By the bench, there was only a pigeon, pecking at a crumb.',
          '@pet+paws {pal} sniffed the ground, very busy and very important, all the way round the den and back to where they started.',
          '@friend {pal} looked too, and called, “Jun! Ju-un!” But nobody answered.',
          '@alone “Jun?” {hero} called, not very loudly. “Ju-un?” But nobody answered.',
          'Under the folding chairs, even, which was silly, because Jun was much too big to fit under a chair.',
          'What if Jun had gone home? What if Jun had gone home and was never coming back, and {hero} had to have a den for one for ever and ever?',
          'Up on tiptoe went {hero}, to see all round.',
        ],
      ],
      scene: '{hero} on tiptoe looking all around for a lost friend, a pigeon pecking nearby',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then {hero} saw Jun, sitting on the wall all alone, kicking it with both heels. Jun looked sad too. But {hero.poss} feet would not move.',
        ],
        [
          'Over by the wall, {hero} saw Jun. Jun was sitting all alone, kicking the wall with both heels. Bump, bump, bump.',
          'Jun had a paper bag and a pencil, and was drawing something on the bag, and then scribbling it out, and then drawing it again.',
          'Jun looked as sad as {hero} felt.',
          '{hero} wanted to go over. But {hero.poss} feet would not move. What if Jun was still cross? What if Jun called it a silly den again?',
          '{hero} took one step, and then stepped back again.',
          '{hero} stood there for a long time. Long enough to count to a hundred, nearly.',
          'The wall was not very far. It was only as far as from the front door to the kitchen at home. But today it looked as far away as Australia.',
          '@pet {pal} looked at {hero}, then at Jun, then back at {hero}, as if to say, well?',
          '@friend “Go on,” whispered {pal}. “Jun looks like someone who wants to be asked.”',
          '@alone Go on, {hero} told {hero.self}. Go on. But {hero.poss} feet stayed exactly where they were, as if somebody had glued them down.',
        ],
      ],
      scene: 'A sad friend sitting alone on a low wall, {hero} watching from a distance',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Sorry first, Mr Patel had said. So {hero} walked over.',
          '“Sorry, Jun,” said {hero}. “I liked your dragon. A dragon is brave. And it could be on a [?{colour}|red] flag.”',
          '@lesson-helping “Will you help me with the flag?” asked {hero}. “I can’t do wings without you.”',
          '@lesson-patience Jun did not answer at first. {hero} waited, and did not go away.',
          '@lesson-trying-again {hero.poss} feet had stuck once. This time, {hero} tried again, and they walked.',
          '@lesson-teamwork “Your dragon and my colour,” said {hero}. “Two ideas are better than one.”',
          '@lesson-kindness {hero} sat down close to Jun and gave a friendly nudge. Kind words first.',
          '@lesson-honesty It was hard to say, because it was true. True things are worth saying.',
          '@lesson-sharing “It can be OUR flag,” said {hero}. “Half mine and half yours.”',
          '@lesson-listening This time, {hero} listened to every word Jun said, right to the end.',
          '@lesson-calm-feelings The cross feeling went out of {hero} like air out of a balloon. Pffff.',
          '@lesson-bravery {hero.poss} tummy had wobbled the whole way. But {hero} had walked over anyway.',
          '@lesson-gratitude “Thanks for waiting,” said {hero}. Jun had waited on that wall the whole time.',
          '@lesson-being-yourself {hero} still liked plain, bright flags. That was fine. You can like your own thing and your friend’s thing too.',
        ],
        [
          'Sorry first. Then one thing you liked.',
          '{hero} took a big breath and walked all the way to the wall. Ten steps. Eleven. Twelve. Jun looked up at step twelve and did not look away.',
          '“Sorry, Jun,” said {hero}. “I was bossy about the flag.”',
          'Jun stopped kicking. “I said your den was silly. It’s not silly. It’s the best den.”',
          '{hero} thought hard about one thing {hero.they} liked. It was not hard at all. “I like dragons really. A dragon is brave. It would scare off anybody who tried to take our den.”',
          'Jun’s face began to smile. “And it could be a dragon on a [?{colour}|red] flag,” said Jun. “So you can still see it from far away.”',
          '@lesson-helping “Will you help me draw it?” asked {hero}. “I’m no good at wings. I need you for the wings.” Jun grinned. Asking was the best bit.',
          '@lesson-patience Jun did not say anything at first. Jun looked at {hero} for a long, long time. {hero} waited, and did not fidget, and did not go away. At last, Jun shuffled up to make room on the wall.',
          '@lesson-trying-again Before, {hero.poss} feet had stuck to the spot. This time {hero} tried again, and walked, and did not stop until the wall.',
          '@lesson-teamwork “Your dragon and my colour,” said {hero}. “Two ideas. One flag.” “That’s better than one idea,” said Jun. “That’s maths.”',
          '@lesson-kindness {hero} climbed up and sat close, shoulder to shoulder, and gave Jun a friendly nudge. Jun nudged back. That meant yes.',
          '@lesson-honesty It was hard to say “I was bossy,” because it was true. But true things feel lighter once they are out.',
          '@lesson-sharing “It can be OUR flag,” said {hero}. “Not mine. Not yours. Ours.” And Jun nodded hard.',
          '@lesson-listening This time, when Jun talked about the dragon, {hero} listened, all the way to the end, and did not say “but” once.',
          '@lesson-calm-feelings The hot, cross feeling that had been inside {hero} all morning went out like air out of a balloon. Pffff. It felt much better out than in.',
          '@lesson-bravery {hero.poss} tummy had wobbled all the way across. But {hero} had walked over anyway, and that was the bravest thing {hero} had done all week.',
          '@lesson-gratitude “Thanks for waiting,” said {hero}. Because Jun had waited, all that long time, on the wall, and had not gone home. Jun shrugged, but Jun looked pleased.',
          '@lesson-being-yourself {hero} still liked plain, bright flags best. That was all right. You can like your own thing, and still say yes to your friend’s thing. Being friends does not mean being the same.',
        ],
      ],
      scene: '{hero} and a friend sitting together on a wall, starting to smile',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Together they fixed up the den. Jun held one corner and {hero} held the other. Then they drew a big dragon on the flag. It was the best flag ever.',
        ],
        [
          'Together they fixed up the den. Jun held one corner. {hero} held the other. They pulled the blanket tight and straight, and the den stood up taller than ever.',
          'Then they lay on their tummies and drew the dragon, right in the middle of the bright flag. Jun did the wings. {hero} did the fire. The fire was a bit wobbly. The dragon looked a bit like a dog. They both agreed it was perfect.',
          'Up went the flag, on top of the broom. Jun held the broom straight and {hero} tied the knot, the double one, so it would never come down.',
          'They stood back to look. The dragon flapped. It looked brave. It looked like it could see everything from up there.',
          '@friend {pals} said it was the best flag they had ever seen.',
          'And inside the den there was room for two, plus snacks. They shared them, half each, which is the right way.',
        ],
      ],
      scene: '{hero} and a friend raising a bright flag with a wobbly dragon on top of their den',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '“Can you see it from far away?” said {hero}. They ran as far as they could and turned round. There was the flag, bright as anything, with the dragon on it. “Yes!” they both shouted.',
        ],
        [
          '“Now the test,” said {hero}. “Can you see it from far away?”',
          '“Race you!” said Jun.',
          'They ran. They ran past the bench and past the wall, all the way to the very far end, until they were puffing. Then they turned round.',
          '@pet+paws {pal} ran too, and got there first, and looked very pleased.',
          '@alone,friend Jun got there first, by one step. “Head start!” said {hero}. “Was not!” said Jun, and this time they both laughed.',
          'There was their den, very small now, like a toy den. And on top of it, bright as anything, was the flag.',
          '“I can see it!” shouted {hero}. “It’s so bright!”',
          '“And I can see the dragon!” shouted Jun. “It looks fierce from here!”',
          'It did. From far away, you could not see that the fire was wobbly, or that the dragon looked a bit like a dog. You could only see that it was bright, and brave, and theirs.',
        ],
      ],
      scene: '{hero} and a friend, puffed from running, pointing back at a tiny den with a bright flag far away',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '“The dragon needs a name,” said Jun. “Sparky,” said {hero}. “Sir Roarington,” said Jun. They nearly fell out again! Then {hero} said, “I like the Sir.” Jun said, “I like Sparky.” So the dragon was called Sir Sparky.',
        ],
        [
          'Back in the den, Jun lay down and looked up at the flag. “The dragon needs a name,” said Jun.',
          '“Sparky,” said {hero} at once.',
          '“Sir Roarington the Third,” said Jun.',
          '“That’s too long.”',
          '“Sparky is too short.”',
          'They looked at each other. Uh-oh. It was starting again, just like with the flag.',
          'Then {hero} remembered. One thing you liked.',
          '“I like the Sir part,” said {hero}. “It makes him sound like a knight.”',
          'Jun thought. “And I like Sparky. It’s the sound fire makes.”',
          '“Sir Sparky!” they both said, at the very same moment, and then they laughed so much that the broom wobbled and they had to hold it.',
          'So the dragon was called Sir Sparky, and nobody ever fell out about it again.',
        ],
      ],
      scene: '{hero} and a friend lying in a blanket den laughing, the dragon flag above them',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Then they played dragons and knights. Jun was the dragon first, and roared. {hero} was the knight, with a rolled-up comic for a sword. Then they swapped. A game like that needs two.',
        ],
        [
          'Then they played dragons and knights, because now they had a dragon flag and that is the rule.',
          'Jun was the dragon first. Jun crouched in the den door and roared the biggest roar. “ROOOAR! Who dares come near my den?”',
          '“I do!” said {hero}, holding up a rolled-up comic for a sword. “Sir {hero} the Brave!”',
          '@pet+paws {pal} ran round and round the den, which was either helping the knight or helping the dragon. Nobody could tell.',
          '@friend {pal} was the castle guard, and kept falling asleep on purpose at the exciting bits.',
          'Then they swapped. {hero} was the dragon, and roared so hard that {hero.their} throat tickled. Jun was the knight, and fell over on purpose when the dragon breathed fire, and lay there with both legs in the air.',
          'They played it five times. It was never boring. A game like that is no good with one. You need somebody to roar at.',
        ],
      ],
      scene: '{hero} roaring in the door of a blanket den while a friend holds up a rolled-up comic like a sword',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Mr Patel came over to see the flag. “What a fine dog,” said Mr Patel. “It’s a DRAGON!” said {hero} and Jun together. Mr Patel laughed, and they let him peep inside the den.',
        ],
        [
          'Mr Patel came over, slowly, with his hands behind his back, to look at the flag.',
          '“Well, well,” said Mr Patel. “What a very fine dog.”',
          '“It’s a DRAGON!” said {hero} and Jun, both together.',
          'Mr Patel looked again, with his head on one side. “So it is,” said Mr Patel. “I see the fire now. Very fierce.”',
          '“Do you want to come in?” asked Jun. “You have to say the password.”',
          '“Hmm,” said Mr Patel, and thought. “Is it… please?”',
          '“No,” said {hero}. “But that’s a good one, so you can come in anyway.”',
          'Mr Patel got down, very slowly, with a creak in both knees, and put his head in through the door. Only his head would fit. The rest of Mr Patel stayed outside.',
          '@pet+paws {pal} licked Mr Patel’s nose, which made him laugh.',
          '“A fine den,” said the head of Mr Patel. “Built by two. The best kind.”',
        ],
      ],
      scene: 'an old man with his head poking into a blanket den, two children laughing inside',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '“{lesson},” {hero} told Jun, when it was time to go home.',
          'That night, {hero} fell asleep thinking of dragons, and of Jun.',
        ],
        [
          'When it was time to go home, they folded up the blanket together. It was much easier with two.',
          'At the corner, where Jun went one way and {hero} went the other, they stopped.',
          '“Same den next Saturday?” said Jun.',
          '“Same den,” said {hero}. “Same flag.”',
          '“{lesson},” said {hero}, and Jun nodded, because it was true.',
          'That night, the dragon flag hung on the end of {hero.poss} bed. {hero} looked at the wobbly fire and smiled.',
          'Tomorrow, Jun was coming over. They were going to build a bigger den. With two flags, maybe. One with a dragon, and one with whatever Jun’s next idea was, because Jun always had a next idea, and it was usually a good one.',
          'And thinking of that, {hero} fell asleep.',
        ],
      ],
      scene: '{hero} asleep, a flag with a wobbly dragon hanging on the end of the bed',
    },
  ],
};
