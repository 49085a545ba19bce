/**
 * For 5–7, anywhere: a lost egg, a line of dinosaur mothers who each say “not mine”, a small raptor
 * who says “look at the pattern”, and the snoring dinosaur tiptoed past at the very start. Its
 * places are the dinosaurs met, so it reads true wherever it is set.
 */
import type { Tale } from '../../types.ts';

export const whoseEggIsThis: Tale = {
  id: 'whose-egg-is-this',
  bands: ['early'],
  worlds: ['valley'],
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      [
        '{home.in}, {hero} pulled on {hero.their} big woolly jumper, the one with the deep front pocket. “You never know what you might need to carry,” said {hero.poss} grown-up. So off {hero} went {place.to}, ready for anything.',
      ],
    ],
    ending: [
      [
        'Back {home.in}, {hero} pulled off the woolly jumper. A tiny piece of eggshell fell out of the pocket. {hero} kept it in a little box, for ever.',
      ],
    ],
  },
  time: 'day',
  shape: 'find',
  titles: ['Whose Egg Is This?', '{hero} and the Zigzag Egg', 'The Egg Nobody Lost'],
  characters: ['Skip', 'Mama Zig', 'Mrs Longneck', 'Old Three-Horns', 'Flap', 'Big Rex', 'Honk'],
  places: [['in', 'the Valley of Tall Ferns'], ['in', 'Dinosaur Valley']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'One morning {place.in}, {hero} tiptoed past a big dinosaur fast asleep. It had zigzag stripes all down its back, and it was snoring. ZZZ-HONK.',
          '@pet,friend {pals} tiptoed too.',
        ],
        [
          'One morning {place.in}, {hero} was tiptoeing.',
          'Not because {hero.they} wanted to. Tiptoeing is slow, and your legs go wobbly, and {hero} had been planning to run all the way to the top of the path and back, very fast, making aeroplane noises.',
          'This was because of the dinosaur. It was very big, and very fast asleep, curled up like a cat. It had zigzag stripes all down its back, from its nose to the tip of its tail. And it was snoring.',
          'ZZZZ… HONK. ZZZZ… HONK.',
          '@pet {pals} tiptoed too, which is hard with four feet.',
          '@friend “Shh,” whispered {pal}, tiptoeing too. “Don’t wake it up.”',
          '@alone “Shh,” {hero} whispered, to nobody but {hero.self}.',
          'Its nest was right beside it, big and round and messy, like a bird’s nest made by somebody in a hurry. Every time the dinosaur snored, the whole nest wobbled.',
          '{hero} tiptoed past the snoring dinosaur, past its wobbly nest, past the tip of its tail, and round the corner. Then {hero} let out a big breath. Phew.',
          '“That,” said {hero}, “was the loudest snore in the whole world.”',
        ],
      ],
      scene: '{hero} tiptoeing past a huge sleeping dinosaur with zigzag stripes down its back',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'Round the corner, something was lying all by itself. It was an egg! It was as big as a football, with wiggly lines all over it. “Somebody has lost an egg,” said {hero}. “I am going to find whose it is.” {hero} wrapped it in {hero.their} [?{colour}|red] jumper to keep it warm.',
        ],
        [
          'Round the corner, something was lying all by itself, in the middle of nowhere.',
          'It was smooth. It was round. It was as big as a football. It had wiggly lines painted all over it, as if someone had scribbled on it with a crayon.',
          '“It’s an egg,” said {hero}. “A dinosaur egg!”',
          '{hero} put a hand on it. It was warm. And inside, very softly, something went tap.',
          '@friend “Something’s in there,” said {pal}, eyes as round as the egg.',
          '@pet+paws {pal} sniffed the egg from one end to the other and gave a little whine.',
          '{hero} looked all around. There was no nest. There was no mum. There was nobody at all, just the egg, sitting there as if it had been waiting for somebody to come along.',
          '“Somebody has lost this egg,” said {hero}. “And the baby inside needs its mum. I am going to find whose egg it is.”',
          '{hero} picked it up. It was heavy. {hero} wrapped it in {hero.their} [?{colour}|red] jumper, to keep it warm, and held it tight.',
        ],
      ],
      scene: '{hero} kneeling by a big dinosaur egg covered in wiggly lines, one hand on its shell',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'The first dinosaur they met had a very long neck. “Hello up there!” {hero} called. “Did you lose this egg?” Mrs Longneck looked down, a long way down. “Oh no, dear,” she said. “My eggs are as big as a bathtub. That one is far too small.”',
        ],
        [
          'The first dinosaur they met was mostly neck.',
          'It went up, and up, and up, and at the very top was a small head, chewing slowly.',
          '“Excuse me!” {hero} shouted. “Down here!”',
          'The neck bent. And bent. And bent, until the small head was right in front of {hero}. It had kind eyes and bits of lunch on its chin.',
          '“Hello, little one,” said the dinosaur. “I’m Mrs Longneck. What’s all the shouting for?”',
          '{hero} held up the egg. “Did you lose this egg?”',
          'Mrs Longneck looked at it. She laughed a long, slow laugh that went all the way down her neck.',
          '“Oh no, dear,” she said. “My eggs are as big as a bathtub. That one is far too small. It would get lost in my nest!”',
          '“Oh,” said {hero}. “Thank you anyway.”',
          'And the neck went back up, and up, and up, and the small head went back to its lunch.',
          '{hero} looked at the egg. “Well,” {hero} said, “that’s one dinosaur who isn’t your mum. Only about a hundred more to go.”',
          'Inside, something tapped once. It was hard to tell if that was a good tap or a worried one.',
        ],
      ],
      scene: 'A long-necked dinosaur bending its neck all the way down to look at the egg {hero} is holding up',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next they met Old Three-Horns, sitting on a nest. “Did you lose an egg?” asked {hero}. Old Three-Horns counted. “One, two, three. No, all mine are here. And mine are plain, not wiggly.”',
        ],
        [
          'Next they met a big, grumpy-looking dinosaur with three sharp horns on its face. It was sitting on a nest, very carefully, like somebody sitting on a cake.',
          '{hero} went a bit closer. Then not too close.',
          '“Sorry to bother you,” said {hero}. “Have you lost an egg?”',
          '“Lose an egg?” said Old Three-Horns. “Me? Never.” The old dinosaur stood up, creak, crack, and looked down into the nest. “One. Two. Three. No. All mine are here.”',
          '{hero} peeped in. The three eggs were round and smooth and plain brown, like big potatoes.',
          '“And mine are plain,” said Old Three-Horns, sitting back down with a bump. “No wiggles. Wiggles are silly.”',
          '@friend “I like wiggles,” said {pal}, but only very quietly.',
          '“Thank you,” said {hero}, backing away politely, the way you do from somebody with three horns. Old Three-Horns did not say goodbye. Old Three-Horns was already asleep again, sitting very carefully on the cake.',
        ],
      ],
      scene: 'A three-horned dinosaur sitting carefully on a nest of plain brown eggs, {hero} peeping in',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next was Mrs Muddle, who had so many eggs she could not count them. “Could one of mine have gone?” she said. She counted, and got muddled, and counted again. At last she looked at the egg. “Mine are speckled,” she said. “Not that one.”',
        ],
        [
          'Next they came to a nest that was more like a heap. It was piled with eggs, big and small, and sitting on top of them was a round, worried-looking dinosaur.',
          '“Oh, hello,” said the dinosaur. “I’m Mrs Muddle. Have you come to help me count?”',
          '“We’ve come to ask about an egg,” said {hero}. “Have you lost one?”',
          '“Lost one?” Mrs Muddle looked alarmed. “I don’t know! I never know! Let me count.” She pointed at her eggs with one claw. “One, two, three, four, five, six, seven, eight, nine, um, nine, eleven, seven…”',
          '“You said seven twice,” said {hero}, trying to help.',
          '“Did I? Oh dear. One, two…”',
          'This went on for quite a long time.',
          'At last {hero} had a better idea. “What do your eggs look like?” {hero} asked.',
          '“Oh, that’s easy,” said Mrs Muddle. “Speckled. Little brown speckles, like freckles.” She looked at the egg in the jumper. “That one’s not speckled at all, is it? Not mine. What a relief.”',
        ],
      ],
      scene: 'A round, worried dinosaur on a huge heap of speckled eggs, counting them on her claws',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Then a flying dinosaur called Flap landed with a flump. “Could this be yours?” asked {hero}. Flap shook her head. “My eggs are tiny and blue. That one would squash my nest flat!”',
        ],
        [
          'Whoosh! Something swooped down over their heads and landed with a flump and a flap. It was a flying dinosaur, all wings and beak and skinny legs.',
          '“Hello!” said the flying dinosaur. “I’m Flap. I saw you from up high. You’re carrying something.”',
          '“An egg,” said {hero}. “Could it be yours?”',
          'Flap hopped closer and looked at it with one eye. Then with the other eye.',
          '“Oh, goodness, no,” said Flap. “My eggs are tiny and blue, like sweets. That one would squash my nest flat. Squash! Flat as a pancake!”',
          'Flap laughed so much at the idea that she fell over backwards.',
          '@pet+dog {pal} barked at Flap, just once, to say goodbye.',
          'Then whoosh, Flap was off again, wobbling a bit.',
          '{hero} watched Flap go, up and up, until Flap was just a dot. “Imagine being a baby in a nest that high,” said {hero}. “I would hold on very tight.”',
        ],
      ],
      scene: 'A flying dinosaur with big wings and skinny legs peering at the egg with one eye',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'All that asking made {hero} hungry. {hero} opened {hero.their} lunch box. Egg sandwiches! {hero} shut the lid again, very fast, so the egg would not see.',
        ],
        [
          'All that asking had made {hero} hungry. {hero} sat down and opened {hero.their} lunch box.',
          'Inside there was an apple, a little bag of raisins, and two sandwiches cut into triangles.',
          '{hero} lifted the corner of a sandwich to see what was in it.',
          'Egg.',
          'Egg sandwiches.',
          '{hero} looked at the sandwich. {hero} looked at the big egg in the jumper. Then {hero} shut the lid of the lunch box again, very fast, before the egg could see.',
          '“I’m not that hungry after all,” said {hero}. “I’ll have the apple.”',
          '@friend {pal} laughed so hard that {pal} got the hiccups. “Egg sandwiches,” {pal} kept saying. “Hic. Egg sandwiches!”',
          '@pet {pal} looked very hard at the lunch box. {pal} was hungry enough for anything.',
          'The egg gave two little taps. It did not seem to mind. Perhaps it had not seen.',
        ],
      ],
      scene: '{hero} sitting with a lunch box, shutting the lid quickly, a big egg wrapped in a jumper beside them',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'An old dinosaur with a shell like a tortoise was having a think. “Could this egg be yours?” asked {hero}. The old dinosaur thought for a very long time. “No,” it said at last. “I am a grandad. Grandads don’t lay eggs.”',
        ],
        [
          'Next they met a very old dinosaur with a hard, knobbly shell on its back, like a giant tortoise, and a tail that ended in a big round lump, like a club.',
          'It was sitting very still with its eyes half closed.',
          '“Please,” said {hero}, “could this egg be yours?”',
          'The old dinosaur opened its eyes. Slowly. It looked at the egg. Slowly. It looked at {hero}. Slowly.',
          '“Hmmmmm,” it said.',
          'They waited.',
          '“Hmmmmmmmm,” it said again, even longer.',
          '@friend {pal} sat down. Then {pal} lay down. Then {pal} started counting {pal.poss} own fingers, twice.',
          '@pet {pal} lay down and had a short nap.',
          'At last the old dinosaur spoke. “No,” it said. “It is not mine. I am a grandad. Grandads don’t lay eggs.”',
          '“Then why did you think for so long?” asked {hero}.',
          '“I like thinking,” said the old dinosaur, and closed its eyes again.',
        ],
      ],
      scene: 'A very old dinosaur with a knobbly shell and a club tail, eyes half closed, thinking hard',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Then a small, quick dinosaur ran up. Her name was Skip, and she had very sharp eyes. “Don’t ask who lost it,” said Skip. “Look at it. Every egg has the same pattern as its mum. Find the pattern, and you find the mum.”',
        ],
        [
          'Then something came running, quick as a sneeze. It was a small dinosaur, not much taller than {hero}, with long legs and very bright eyes.',
          '“I’m Skip,” said the small dinosaur. “I see everything. I saw you asking everybody. You’re doing it wrong.”',
          '“Wrong?” said {hero}.',
          '“You keep asking who lost an egg,” said Skip. “Nobody ever knows they lost an egg. That’s why it’s lost.”',
          '{hero} had not thought of that.',
          '“Don’t ask,” said Skip. “Look. Look at the egg. Every egg has the same pattern as its mum. Spots for spots. Stripes for stripes. Find the pattern, and you find the mum.”',
          '“But what pattern is this?” asked {hero}, holding up the egg. “It’s just wiggles.”',
          'Skip tipped her head on one side and looked at it for a long moment with her bright eyes. “Is it?” she said. “Look harder. Looking is not the same as seeing.”',
          'And before {hero} could say thank you, or ask what that meant, Skip was gone, quick as a sneeze, the other way.',
        ],
      ],
      scene: 'A small, quick dinosaur with very bright eyes talking to {hero}, who is holding a wiggly egg',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'So {hero} looked for spots and stripes. There was a dinosaur with big spots. “Spots are not wiggles,” said {hero}. There was a dinosaur with straight stripes. “Straight is not wiggly either.” Nobody looked like the egg.',
        ],
        [
          'So {hero} stopped asking, and started looking.',
          'There was a dinosaur with big round spots, like a ladybird. {hero} held up the egg next to it. Spots. Wiggles. Not the same.',
          'There was a dinosaur with long straight stripes, like a deckchair. {hero} held up the egg again. Straight. Wiggly. Not the same.',
          'There was a little dinosaur that was just brown all over, like a sausage. It did not have a pattern at all. It looked quite pleased about that.',
          '@friend “This one’s got a stripy tail,” said {pal}. But the tail stripes were straight, too.',
          '@pet+paws {pal} sniffed every single dinosaur, to help. Most of them did not mind.',
          '“Nobody looks like the egg,” said {hero}. Inside the [?{colour}|red] jumper, the egg tapped as if it agreed.',
        ],
      ],
      scene: '{hero} holding up the egg beside a spotty dinosaur to compare the patterns',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'There was a dinosaur with big plates all down its back, like a row of kites. {hero} held up the egg beside it. Big bumps, little wiggles. Not the same. “Sorry,” said the plated dinosaur. “Mine are bumpy.”',
        ],
        [
          'Next there was a dinosaur with big flat plates all down its back, sticking up like a row of kites, and spikes on the end of its tail.',
          '“Stand still, please,” said {hero}. “I need to look at your back.”',
          '“Why?” said the plated dinosaur, but it stood still anyway, which was kind.',
          '{hero} held the egg up beside it and looked from the egg to the back, and from the back to the egg.',
          'The plates went up and down. So did the wiggles on the egg. For a moment, {hero.poss} heart jumped.',
          'But the plates were big and round at the top, and there were only a few of them. The egg had lots and lots of little lines.',
          '“Mine are bumpy,” said the plated dinosaur kindly, when {hero} explained. “Big bumps, like my back. Sorry, little one.”',
        ],
      ],
      scene: '{hero} holding the egg up beside a dinosaur with big plates down its back, comparing',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Then the ground shook. Thump. Thump. It was Big Rex, with huge teeth. {hero} was scared, but held up the egg. “Is this yours?” Big Rex looked. “Mine have spots,” said Big Rex, and smiled very gently. “Good luck, little one.”',
        ],
        [
          'Then the ground began to shake. Thump. Thump. THUMP.',
          'Round the corner came the biggest dinosaur of all. It had huge legs, tiny arms, and more teeth than {hero} could count.',
          '@friend {pal} hid behind {hero}.',
          '@pet {pal} hid behind {hero.poss} legs.',
          '{hero.poss} knees went wobbly. But the egg needed its mum. So {hero} took a big breath and held the egg up high.',
          '“Excuse me, Mr Rex,” said {hero}, in a voice that only wobbled a little. “Is this your baby in here?”',
          'Big Rex bent down and looked. The huge teeth came very close. Then Big Rex smiled, very gently, so the teeth did not show too much.',
          '“Mine have spots,” said Big Rex, in a surprisingly soft voice. “And you are very brave to ask. Good luck, little one.”',
          'And Big Rex thumped off, very carefully, so as not to step on anybody.',
          '{hero} let out a breath {hero.they} had not known {hero.they} {hero.was} holding. “Well,” {hero} said, in a voice that still wobbled, “he was nice.”',
          'Inside the shell came a quick tap-tap-tap, like a heart that had been a bit scared too.',
        ],
      ],
      scene: 'A huge dinosaur with tiny arms bending down gently to look at the egg {hero} is holding up high',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Some little dinosaurs were playing ball. “Ooh, a new ball!” they shouted, and tried to grab the egg. “That is not a ball!” said {hero}, and held it tight. “There is a baby in here.” The little dinosaurs said sorry and went back to their game.',
        ],
        [
          'Round the next corner, a crowd of little dinosaurs was playing football. They were not very good at it. Mostly they kicked each other and fell over.',
          'Then one of them saw the egg.',
          '“Ooh!” it shouted. “A new ball! A stripy one!”',
          'All the little dinosaurs came running, thump, thump, thump.',
          '“Kick it here!”',
          '“No, here!”',
          '“That is not a ball!” said {hero}, and held the egg tight in both arms. “It’s an egg. There’s a baby in here, and it’s looking for its mum.”',
          '@friend {pal} stood in front of {hero} with both arms out, like a goalkeeper.',
          '@pet {pal} stood in front of {hero} and growled a small growl, just to be clear.',
          'The little dinosaurs stopped. They looked at the egg. It tapped, very politely.',
          '“Oh,” said the biggest little dinosaur. “Sorry, egg.” And they all went back to kicking each other instead.',
        ],
      ],
      scene: 'A crowd of little dinosaurs running towards {hero}, who is holding a big egg tight',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Then the egg wriggled out of the jumper and rolled away! Roll, roll, roll. {hero} ran after it and caught it, just in time. “Stay still, egg,” {hero} said. The egg tapped back.',
        ],
        [
          'Then the egg gave a big wriggle. It wriggled right out of the jumper. It landed on the ground, bump, and began to roll.',
          'Roll, roll, roll! Faster and faster!',
          '“Come back!” shouted {hero}, and ran.',
          '@pet+dog {pal} ran too, barking, which did not make the egg stop.',
          '@friend {pal} ran too, shouting, “Stop, egg! Stop!” which did not make the egg stop either.',
          'The egg rolled round a corner and bumped into a very big foot. It stopped.',
          '{hero} scooped it up, all out of breath. “Stay still, egg,” {hero} said. “You are very wriggly for an egg.”',
          'Tap, tap, tap, came from inside. It sounded a bit like giggling.',
          'The very big foot did not seem to mind at all. Its owner was busy, eating lunch.',
        ],
      ],
      scene: '{hero} running after a big wiggly egg rolling away fast',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Down by the water, a duck-billed dinosaur was going HONK. “Is this egg yours?” asked {hero}. “Honk,” said Honk. That meant no. Honk’s eggs were green, and there were six of them.',
        ],
        [
          'By a big pool of water stood a dinosaur with a flat face, like a duck’s bill. Every now and then it tipped up its head and went HONK.',
          '“Hello,” said {hero}. “What’s your name?”',
          '“HONK,” said the dinosaur.',
          '“Hello, Honk,” said {hero}, politely. “Is this egg yours?”',
          'Honk looked at the egg for a long time. Then Honk turned round and pointed with the flat face at a nest full of eggs. One, two, three, four, five, six. Every one of them was as green as a pea.',
          '“Honk,” said Honk, and shook its head. That meant no.',
          '“Six eggs,” said {hero}. “You are going to be very busy.”',
          '“HONK,” said Honk, which meant yes.',
          'Then Honk honked three more times, very fast, and {hero} did not know what that meant at all. It might have been “good luck”. It might have been “go away”. It might have been a sneeze.',
          '“Goodbye, Honk,” said {hero}, just in case.',
        ],
      ],
      scene: 'A duck-billed dinosaur honking beside a nest of six green eggs, {hero} holding the wiggly egg',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then the egg went CRACK. A little line ran across the top. “Oh no,” said {hero}. “It’s going to hatch, and we haven’t found its mum!” {hero} sat down, holding the egg close, and felt like crying.',
        ],
        [
          'Then the egg went CRACK.',
          'It was a loud crack. A little line ran right across the top of the shell, like a zigzag of lightning.',
          '“Oh no,” said {hero}. “It’s going to hatch!”',
          'Tap, tap. Crack.',
          '“But we haven’t found its mum,” said {hero}. “A baby dinosaur needs its mum when it hatches. Everybody knows that.”',
          '{hero} sat down, holding the egg close in the [?{colour}|red] jumper. {hero} had walked and walked, and asked and asked, and looked and looked. And it was no good.',
          '@friend {pal} sat down too. “We tried everybody,” said {pal}. “Everybody in the whole place.”',
          '@pet {pal} lay down and rested a chin on {hero.poss} knee.',
          '{hero.poss} eyes went hot and prickly.',
          '“I’m sorry, egg,” {hero} whispered. “I tried. I really did.” The egg was quiet for a moment. Then, very softly, from inside, came one small tap. It sounded almost like somebody saying, don’t stop.',
        ],
      ],
      scene: '{hero} sitting down sadly with a cracking egg held close in a jumper',
    },
    {
      kind: 'turn',
      tellings: [
        [
          '{hero} looked down at the egg, the way Skip had said. The crack was a zigzag. And the wiggly lines were not wiggles at all. They were zigzags! “The snoring dinosaur!” said {hero}. “It had zigzags!”',
          '@lesson-helping “Skip!” called {hero}. “Please help!” Back came Skip, quick as a sneeze, to help carry the egg. Asking was the quickest way.',
          '@lesson-teamwork “Skip!” called {hero}. “Let’s do it together!” Skip took one end and {hero} took the other.',
          '@lesson-patience {hero} did not rush. {hero} walked slowly, so the egg would not crack.',
          '@lesson-trying-again “One more try,” said {hero}, and stood up.',
          '@lesson-kindness {hero} whispered to the egg, “Don’t worry. I’ve got you.”',
          '@lesson-bravery {hero} was tired, and a bit scared of waking a big dinosaur. But {hero} went anyway.',
          '@lesson-listening {hero} had listened to Skip. Now it was time to use it.',
          '@pet+paws {pal} ran ahead, nose down, back the way they had come.',
          '@friend “Quick!” said {pal}. “Back the way we came!”',
        ],
        [
          'Then {hero} remembered Skip. Don’t ask. Look.',
          'So {hero} wiped {hero.their} eyes and looked at the egg. Really looked, the way Skip had said.',
          'The crack across the top went up and down in sharp little points. A zigzag.',
          'And the wiggly lines all over the shell… {hero} turned the egg round. They were not wiggles at all. They went up and down in sharp points too, like teeth. They were zigzags. Lots of little zigzags.',
          '“Zigzags,” said {hero} slowly. Where had {hero.they} seen zigzags?',
          '{hero} thought back, past Skip, past Mrs Longneck and her long, long neck. No. Further back than that. Right back to the very start of the day.',
          'And then {hero} knew.',
          '“The snoring dinosaur!” said {hero}. “The one I tiptoed past, right at the start! It had zigzags all down its back! It was asleep the whole time. It doesn’t even know its egg rolled away!”',
          '@lesson-helping {hero} could not carry the egg fast enough alone. “Skip!” {hero} called. “Please, will you help me carry it?” Back came Skip, quick as a sneeze. Asking was the quickest way. And with two, it was easy.',
          '@lesson-teamwork “Skip!” called {hero}. “We’ll do it together!” Back came Skip, quick as a sneeze. Skip held the top, {hero} held the bottom, and they walked side by side, step, step, step.',
          '@lesson-patience {hero} wanted to run. But the egg was cracking. So {hero} walked slowly and carefully, one step at a time, and did not rush.',
          '@lesson-trying-again {hero} was tired. {hero} had asked so many dinosaurs. But {hero} stood up. “One more try,” {hero} said. “The last one.”',
          '@lesson-kindness {hero} bent down and whispered to the egg, “Don’t worry, little one. I’ve got you. I’m taking you home.”',
          '@lesson-bravery The snoring dinosaur was very big. Waking it up might be scary. But {hero} went anyway.',
          '@lesson-listening {hero} had listened to Skip, even when it sounded strange. Now it was time to use it.',
          '@pet+paws {pal} seemed to understand. {pal} ran ahead, nose down, back the way they had come, looking round every few steps to check {hero} was following.',
          '@friend “Quick!” said {pal}, jumping up. “Back the way we came! I remember the way!”',
          '[?{toy.name} came too, tucked in beside the egg to keep it company.|]',
        ],
      ],
      scene: '{hero} looking closely at the zigzag pattern on the cracking egg, suddenly understanding',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Back they went, round the corner. There was the zigzag dinosaur, just waking up. It was Mama Zig. She looked in her nest and gasped. “My egg!” {hero} held it out. “Here it is.” CRACK! Out popped a baby dinosaur with tiny zigzags, right into its mum’s arms.',
        ],
        [
          'Back they went, as fast as an egg can go. Back round the corner. And there was the zigzag dinosaur, just waking up.',
          'It stretched. It yawned a huge yawn. Then it looked into its nest, and it stopped yawning very suddenly.',
          '“My egg!” cried the zigzag dinosaur. “Where is my egg?”',
          '“Here!” said {hero}, all out of breath. “Here it is! It rolled away while you were asleep.”',
          'The zigzag dinosaur looked at {hero}. Then at the egg. Then at {hero} again, with big wet eyes.',
          '“I’m Mama Zig,” she said. “And you brought my egg home.”',
          '{hero} put the egg in the nest, very gently. CRACK. CRACK. CRACK!',
          'Out popped a little head. Then two little legs. Then a little tail. It was a baby dinosaur, with tiny zigzags all down its back, just like its mum.',
          'The baby looked at Mama Zig. Then it looked at {hero}. And it went “Meep.”',
          'It was the smallest noise {hero} had ever heard. It was also, {hero} thought, the best.',
          '@pet+dog {pal} wagged so hard that {pal.poss} whole back end wagged too.',
          '@friend {pal} grabbed {hero.poss} arm and jumped up and down, without making a sound, which is the hardest kind of jumping.',
        ],
      ],
      scene: 'A baby dinosaur with tiny zigzags hatching in a nest, its zigzag mother and {hero} watching',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Mama Zig let {hero} hold the baby, just for a minute. It was warm and wriggly, and it licked {hero.poss} chin. “It likes you,” said Mama Zig.',
        ],
        [
          '“Would you like to hold the baby?” asked Mama Zig. “Just for a minute?”',
          '{hero} nodded, very fast.',
          'The baby was warm. It was wriggly. It had soft, bendy claws and a tummy like a balloon. It sniffed {hero.poss} nose. Then it licked {hero.poss} chin with a tiny rough tongue.',
          '“It likes you,” said Mama Zig. “You were the first one it met.”',
          '@pet+paws {pal} sniffed the baby. The baby sniffed {pal}. Then they both sneezed at the same time.',
          '@friend {pal} stroked the baby’s tail, very softly, with one finger. “It’s so little,” {pal} whispered.',
          'The baby yawned a big baby yawn, showing every one of its four teeth. Then {hero} gave it back to its mum.',
        ],
      ],
      scene: '{hero} holding a wriggly baby dinosaur that is licking their chin',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '“Thank you,” said Mama Zig. “I will never nap next to the edge again.”',
          '@lesson “{lesson},” said {hero}, and the baby went “Meep,” as if it agreed.',
          'Then {hero} went home, with an empty jumper and a very full heart.',
        ],
        [
          '“Thank you,” said Mama Zig, and gave {hero} a nuzzle that nearly knocked {hero.them} over. “I will never, ever nap next to the edge of the nest again.”',
          'The baby was already asleep, curled up against its mum, exactly like a little zigzag.',
          '@pet {pal} curled up too, just for a moment, as if sleeping was catching.',
          '@friend “Can we come and visit?” asked {pal}. “Every day,” said Mama Zig.',
          '@lesson “{lesson},” said {hero} to the sleepy baby. The baby went “Meep,” as if it agreed.',
          'Then {hero} picked up the [?{colour}|red] jumper, which was empty now, and only a little bit eggy, and set off home.',
          '[?{toy.name} rode home on top, where the egg had been, looking very pleased with the whole day.|]',
          'On the way, {hero} tiptoed past the nest one last time. Not because anybody was snoring. Just because it felt like a tiptoeing sort of place.',
          'And behind {hero}, very softly, a small voice went: “Meep.”',
        ],
      ],
      scene: '{hero} waving goodbye to Mama Zig and a sleeping baby dinosaur with zigzag stripes',
    },
  ],
};
