/**
 * For the youngest (2–4), anywhere: a kitten runs off with the ball of wool for the hero's new
 * scarf, and the hero follows the trail of wool past everybody, to a muddle that only slow,
 * gentle rolling (a cousin's trick with a tangle of flags) can undo.
 */
import type { Tale } from '../../types.ts';

export const followTheWool: Tale = {
  id: 'follow-the-wool',
  bands: ['little'],
  worlds: ['home', 'garden', 'park'],
  anywhere: true,
  roomy: false,
  time: 'day',
  shape: 'find',
  titles: ['Follow the Wool, {hero}!', '{hero} and the Runaway Wool', 'Where Did the Wool Go?'],
  characters: ['Auntie Dot', 'Uncle Ben', 'Baby Lou', 'Cousin Jess', 'Jess', 'Mr Slow'],
  places: [['in', 'the big kitchen'], ['in', 'the back garden'], ['at', 'Honeypot Farm']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was a [busy|sunny|happy|lazy] afternoon {place.in}. Auntie Dot was [knitting|making] a scarf for {hero}[, a long one| with big, soft wool|]. [Click, clack went the needles.|Click, clack, said the needles.|The needles went click, clack.] The scarf was [?{colour}|red], and [nearly done|almost finished|nearly ready].',
          '@pet,friend {pals} [sat close by to watch|came to watch too|sat close by, watching].',
        ],
        [
          'It was a [busy|sunny|happy|lazy] afternoon {place.in}. [Everybody was there.|The whole family was there.|Everybody had come.] Uncle Ben had a nap. Baby Lou had a rattle. Cousin Jess had a big job to do.',
          'And Auntie Dot was [knitting|making] a scarf. A scarf for {hero}!',
          'The big ball of wool sat in a basket by Auntie Dot’s feet. Every time the needles went, the ball gave a little [hop|jump|wiggle].',
          'Click, clack went the needles. Click, clack. The scarf was soft and long and [?{colour}|red], and it was nearly done.',
          '“Just a little bit more,” said Auntie Dot. “Then you can wear it.”',
          '{hero} could [not wait|hardly wait|not keep still]. {hero} held {toy.full}, so they could both watch.',
          '@pet {pals} lay by Auntie Dot’s feet, watching the needles go.',
          '@friend {pals} sat close by. “Is it nearly done yet?” asked {pal}. “Nearly,” said Auntie Dot.',
        ],
      ],
      scene: 'a smiling aunt knitting a long soft scarf, {hero} watching the needles close by',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'Then along came Tiggle the kitten. [Pat, pat.|Pounce!|Swish went a little tail.] Tiggle [grabbed|took|snatched] the ball of wool and [ran|ran off|ran away]! [Away went the wool.|Off went the wool.|The wool went too.] “[My scarf|My wool|Come back]!” [said|cried|called] {hero}. Follow the wool!',
        ],
        [
          'The ball of wool sat in the basket, [big and round|round and fat|fat and round].',
          'Then along came Tiggle, the little kitten, on [soft quiet|soft little|quiet little] paws. Tiggle saw the ball. Tiggle’s tail went swish.',
          'Pounce! Tiggle [grabbed|snatched|took] the ball of wool and [ran|ran off|was gone].',
          'Away went Tiggle. Away went the ball. And the wool ran out behind, a long thin line, this way and that way.',
          '“Oh no,” [said|cried|called] Auntie Dot. “I need that wool to finish your scarf!”',
          'Auntie Dot held up the needles. The scarf was on them, and the wool went from the scarf, and far away, who knew where.',
          '“I will get it back,” said {hero}. {hero} took hold of the wool[ with both hands| very tight|]. Follow the wool!',
        ],
      ],
      scene: 'a little kitten running off with a ball of wool, a long line of wool trailing behind',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'The wool went round and round Uncle Ben’s [boots|big boots|feet]. Uncle Ben was [fast asleep|having a nap|snoozing]. [Snore!|Zzz!|Snore, snore!] {hero} tiptoed round the chair and [lifted|took] the wool [off|away], very gently. Follow the wool!',
        ],
        [
          'The wool went to Uncle Ben. Uncle Ben was in his chair, with a newspaper over his face, [fast asleep|sound asleep|having a nap].',
          '[Snore, went Uncle Ben. Whistle. Snore.|Uncle Ben went snore. Then whistle. Then snore.|Snore, whistle, went Uncle Ben. Snore, whistle.]',
          'The wool went round one boot. It went round the other boot. Round and round, like a [shoelace|ribbon on a present|string on a parcel]!',
          '“Shh,” whispered {hero}. “Don’t wake Uncle Ben.”',
          '{hero} tiptoed round the chair. Round one boot. Round the other boot. Very slowly, very gently, {hero} lifted the wool off.',
          'Snore, went Uncle Ben, and smiled in his sleep. He did not wake up at all. Maybe he was dreaming about wool.',
          '@pet {pal} stepped over the boots, soft as a cushion.',
          '@friend {pal} put a hand over {pal.poss} mouth, so no giggle came out.',
          'Follow the wool!',
        ],
      ],
      scene: '{hero} tiptoeing round a snoring uncle, lifting wool off Uncle Ben’s boots',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Baby Lou sat in the buggy, holding the wool tight. “Mine!” said Baby Lou. {hero} played peekaboo. Baby Lou laughed and let go. Follow the wool!',
        ],
        [
          'Next the wool went to the buggy. Baby Lou was in it, with a rattle in one hand.',
          'In the other hand was the wool. Baby Lou had it tight, and would not let go.',
          '“Mine!” said Baby Lou.',
          '“Please may I have it?” asked {hero}. “It is for my scarf.”',
          '“Mine,” said Baby Lou again, and gave it a chew.',
          'So {hero} had an idea. {hero} hid behind both hands. Then, peekaboo!',
          'Baby Lou laughed. Peekaboo again! Baby Lou laughed so much that the wool fell out of the little hand.',
          '{hero} gave Baby Lou the rattle instead. Shake, shake. Everybody was happy. Baby Lou waved a wet little hand. Bye-bye!',
          'Follow the wool!',
        ],
      ],
      scene: '{hero} playing peekaboo with a laughing baby in a buggy',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The wool went round and round the legs of a tall stool. So {hero} went round and round the other way. Round, round, round! The wool came free, and {hero} was dizzy. Follow the wool!',
        ],
        [
          'Next the wool went to a tall stool with three long legs. Tiggle had run round and round it, three whole times.',
          'The wool went round one leg. It went round the next leg. It went round all three, like a spider had been busy.',
          '“Hmm,” said {hero}. “Tiggle went round that way. So I will go round this way.”',
          'Round went {hero}, the other way. Once. Twice. Three times. Four!',
          'Off came the wool, one loop at a time. But {hero} was so dizzy that everything went round too.',
          '@pet {pal} went round as well, chasing its own tail, just for fun.',
          '@friend {pal} held {hero.poss} hand until the going-round stopped.',
          '{hero} stood very still until it all stopped spinning. Then, wobble, wobble, off {hero.they} went. Follow the wool!',
        ],
      ],
      scene: '{hero} going round and round a tall three-legged stool, unwinding the wool',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'The wool went past Cousin Jess, who was [sitting in|stuck in|busy with] a big tangle of little [flags|party flags]. “When it is a muddle, [don’t pull|never pull],” said Jess. “Go slow. Roll it up, round and round.”',
        ],
        [
          'Next the wool went past Cousin Jess.',
          'Cousin Jess was [sitting in|busy with|stuck in] a big tangle of little flags on a long string. [They were flags for a party.|The flags were for a party.|There was going to be a party.] [Big ones, small ones, spotty ones, stripy ones, all in a muddle.|Spotty ones and stripy ones, big ones and small ones, all in a knot.]',
          '“[What a mess|What a muddle|Oh dear],” said {hero}.',
          '“[I know|It is a big mess|Yes, it is],” said Jess. “But I have a trick. When a string is in a muddle, you never pull. [Pulling makes a knot.|Pulling only makes a knot.|If you pull, you get a knot.]”',
          '[Jess showed {hero}.|Jess showed {hero} how.|“Look,” said Jess.] [Slowly, gently|Gently, slowly|Nice and slow], Jess rolled the string round a bit of card. One little flag came free, then another, and another, all in a [neat row|tidy line|long neat line].',
          '“Can I [try|have a go]?” asked {hero}. Jess gave {hero} a bit of string. [It was hard at first, and then it was easy.|It was tricky at first, and then it was easy.|It was hard, and then it was fun.]',
          '“[Go slow|Slow and gentle],” said Jess. “Roll it up as you go. Then it comes out [all by itself|on its own|all neat].”',
          '“[Thank you|Thanks, Jess],” said {hero}. Follow the wool!',
        ],
      ],
      scene: 'a big cousin rolling a tangled string of little party flags round a piece of card',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The wool went into a big cardboard box. {hero} climbed in. It was dark in there! But no Tiggle. The wool went out of a hole at the back. Follow the wool!',
        ],
        [
          'Next the wool went into a big cardboard box. A box big enough to sit in!',
          '“Tiggle, are you in there?” called {hero}.',
          'No answer. {hero} climbed right in. It was dark in the box. It smelled of cardboard.',
          '{hero} said, “Boo!” just in case. Nobody jumped. {hero} said, “Miaow?” Nobody said miaow back.',
          '@pet+paws {pal} pushed a nose in too, sniff, sniff.',
          '@friend {pal} climbed in too, and they sat in the dark box and giggled.',
          'There was no Tiggle. But there was a hole at the back, a kitten-sized hole, and the wool went out through it.',
          '{hero} climbed out again. Follow the wool!',
        ],
      ],
      scene: '{hero} sitting inside a big cardboard box, wool going out of a hole at the back',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The wool went into the big shopping bag. Out came a loaf. Out came a banana. Out came a box of eggs! But no Tiggle. Follow the wool!',
        ],
        [
          'Next the wool went into the big shopping bag, the one with two handles.',
          '{hero} put a hand in. Out came a loaf of bread. Out came a banana. Out came a box of eggs. Careful, careful!',
          '{hero} put a hand in again. Out came one sock. Whose sock? Nobody knew.',
          '@friend “A sock in the shopping!” said {pal}, and laughed.',
          'But there was no Tiggle in the bag. The wool came in one handle and went out of the other.',
          '{hero} put the loaf and the banana and the eggs back in, gently, so the eggs did not crack. Follow the wool!',
        ],
      ],
      scene: '{hero} pulling a loaf, a banana and a box of eggs out of a big shopping bag',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Rolo the big dog was lying right on the wool. “Please move, Rolo,” said {hero}. Rolo rolled over for a tummy tickle. Then the wool was free! Follow the wool!',
        ],
        [
          'Next the wool went under Rolo. Rolo was a very big, very sleepy dog, and Rolo was lying right on top of it.',
          '“Rolo,” said {hero}, “please move.”',
          'Rolo opened one eye. Rolo closed it again. Thump, went the tail. That was all.',
          '{hero} pulled the wool, just a little. It did not come.',
          'Then {hero} knew what to do. {hero} tickled Rolo’s tummy. Tickle, tickle.',
          'Rolo rolled right over, with four paws in the air, for a bigger tickle. And the wool was free!',
          'Rolo’s back leg went thump, thump, thump. That meant thank you, in dog.',
          '@pet+paws {pal} gave Rolo a friendly sniff.',
          '“Good dog, Rolo,” said {hero}. Follow the wool!',
        ],
      ],
      scene: '{hero} tickling the tummy of a big sleepy dog lying on its back',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The wool went past a big hat on the ground. The hat moved! {hero} lifted it up. Under the hat sat a grumpy old tortoise. “Sorry!” said {hero}. Follow the wool!',
        ],
        [
          'Next the wool went past a big straw hat, lying all by itself.',
          '{hero} stopped. The hat moved. Just a little bit. Then a little bit more.',
          '“Tiggle is under the hat!” said {hero}.',
          '{hero} crept up. One step. Two steps. Very quiet. {hero} grabbed the hat, lifted it up high, and said, “Got you!”',
          'But it was not Tiggle. It was Mr Slow, the old tortoise, going for a very slow walk, and he looked very cross to be found.',
          '“Sorry, Mr Slow,” said {hero}, and put the hat down again. Mr Slow went on walking. Step. Step.',
          'Follow the wool!',
        ],
      ],
      scene: '{hero} lifting a big straw hat to find a cross old tortoise underneath',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The wool went into a big pile of cushions. {hero} jumped in. Boing! Cushions everywhere! But no Tiggle. The wool came out at the top. Follow the wool!',
        ],
        [
          'Next the wool went into a great big pile of cushions. Fat ones and flat ones, soft ones and squashy ones.',
          '“Tiggle likes soft things,” said {hero}. “Tiggle is in there. I know it.”',
          '{hero} took one cushion off the pile. Then another. Then, boing, {hero} jumped right in the middle.',
          'Cushions went everywhere! One landed on {hero.poss} head like a hat.',
          '@pet+paws {pal} jumped in too, and rolled about, very pleased.',
          '@friend {pal} jumped in too, and they both lay there laughing.',
          'There was no Tiggle in the cushions. Only a lost spoon and a lot of fluff. And there was the wool, coming out of the top of the pile.',
          '{hero} put the cushions back, one, two, three, four. Follow the wool!',
        ],
      ],
      scene: '{hero} jumping into a big pile of soft cushions, a cushion on {hero.their} head',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'At last the wool went into a [big|great big|huge] muddle. [Round and round, over and under.|Over, under, round and round.|Loops and knots everywhere!] [{hero} pulled.|{hero} gave it a tug.|{hero} tugged hard.] The muddle got [tighter and tighter|tighter still|even tighter]. “Oh no,” [said|sighed|cried] {hero}, and sat down[ with a bump|].',
        ],
        [
          'At last the wool came to a stop. It was not a line any more. It was a muddle, a great big muddle, round and round and over and under, like a [bird’s nest|big bowl of noodles|plate of spaghetti].',
          'Where was the end? Where was the ball? Where was Tiggle?',
          '{hero} pulled. The muddle got tighter.',
          '{hero} pulled harder. Now there was a knot! A hard little knot, the size of a pea.',
          '“Oh no,” [said|cried|sighed] {hero}. “I made it worse.”',
          '{hero} tried to find the end. There were lots of ends! Or was it all one end, going round and round? Nobody could tell.',
          '{hero} sat down with a bump. {hero.poss} lip went wobbly. It was such a long way back to Auntie Dot, and there was no ball of wool at all.',
          '@pet {pal} leaned close, warm and soft.',
          '@friend {pal} sat down too. “It is a very big muddle,” said {pal}.',
        ],
      ],
      scene: '{hero} sitting by a big muddle of wool with a sad face',
    },
    {
      kind: 'turn',
      tellings: [
        [
          '[Then|Just then|But then] {hero} remembered [Cousin Jess|what Cousin Jess had said]. [Don’t pull. Go slow. Roll it up.|Never pull. Slow and gentle. Roll it round.|No pulling. Nice and slow. Roll it up.]',
          '{hero} rolled the wool round [?{toy.name}|{hero.their} hand], [round and round|over and over].',
          '@lesson-patience {hero} went slow. Slow is how a muddle comes out.',
          '@lesson-helping “Can you help me?” {hero} asked Cousin Jess. Jess held the muddle still.',
          '@lesson-teamwork+pet,lesson-teamwork+friend {pal} held the muddle still. {hero} did the rolling. A team!',
          '@lesson-teamwork+alone Cousin Jess held the muddle still. {hero} did the rolling. A team!',
          '@lesson-trying-again Pulling did not work. So {hero} tried a new way.',
          '@lesson-listening Cousin Jess had said it, and {hero} had listened.',
          '@lesson-calm-feelings {hero} took a big breath. In, and out. Then {hero} began.',
          '@lesson-kindness {hero} was gentle with the wool, and gentle with the knot.',
          '@lesson-sharing+pet,lesson-sharing+friend [{hero} shared the job.|{hero} and {pal} shared the work.|Sharing the job was best.] [One end for {pal}, one end for {hero}.|{pal} had one end, and {hero} had the other.]',
          '@lesson-sharing+alone [{hero} shared the job with Cousin Jess.|Cousin Jess and {hero} shared the work.] [One end each.|Jess had one end, and {hero} had the other.]',
          '[Slowly, slowly|Little by little|Bit by bit], the muddle got [smaller|smaller and smaller].',
        ],
        [
          'Then {hero} remembered Cousin Jess, and the muddle of little flags.',
          '[What had Jess said?|Jess had said it.|Jess knew the trick.] [Don’t pull. Go slow. Roll it up.|Never pull. Slow and gentle. Roll it round.|No pulling. Nice and slow. Roll it up.]',
          '{hero} [stopped pulling|let go|stopped tugging]. {hero} [found|looked for|felt for] one end of the wool.',
          '[{hero} had a good idea.|{hero} knew what to do.] {hero} rolled the wool round [?{toy.name}|two fingers], [round and round, slowly, gently|slowly, gently, round and round|gently, gently, round and round].',
          '[Under one loop. Over the next one. Round and round.|Over one loop. Under the next one. Round and round.|Under, over, round. Under, over, round.]',
          '@lesson-patience It took a long time. {hero} wanted to hurry. But {hero} went slow, because slow is how a muddle comes out.',
          '@lesson-helping “Can you help me, please?” {hero} called. Cousin Jess came and held the muddle still. Asking made it much easier.',
          '@lesson-teamwork+pet {pal} sat on one end to keep it still. {hero} did the rolling. What a team!',
          '@lesson-teamwork+friend “You hold it still,” said {hero}. “I will roll.” {pal} held, and {hero} rolled. What a team!',
          '@lesson-teamwork+alone Cousin Jess came to hold the muddle still, and {hero} did the rolling. What a team!',
          '@lesson-trying-again Pulling had not worked. So {hero} tried again, a new way, the slow way. And this time it worked.',
          '@lesson-listening Cousin Jess had told {hero} how, and {hero} had listened. Good listening!',
          '@lesson-calm-feelings First {hero} took a big breath, in through the nose, out through the mouth. The wobbly lip went still. Then {hero} began.',
          '@lesson-kindness {hero} was gentle with the wool, so it would not break. Gentle hands are kind hands.',
          '@lesson-sharing+pet+paws {hero} shared the job with {pal}. {pal} kept one end still with a paw, and {hero} had the other end. [One each is fair.|That was fair.|Sharing made it easy.]',
          '@lesson-sharing+friend “You have one end, and I will have the other,” said {hero}, and shared the job with {pal}. One each is fair.',
          '@lesson-sharing+alone {hero} called Cousin Jess over and shared the job: one end for Jess, one end for {hero}. One each is fair.',
          '[The muddle got smaller. The roll got bigger.|The roll got bigger, and the muddle got smaller.] [One by one, the loops came undone.|Loop by loop, it all came undone.]',
        ],
      ],
      scene: '{hero} rolling wool slowly round and round, a big muddle getting smaller',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          '[At the very end of the wool|Right at the end|And at the end of it all] sat Tiggle, [fast asleep|sound asleep|curled up asleep], hugging the last little bit. [Purr.|Purr, purr.|Prrr.] {hero} had a [big new|big round|brand new] ball of wool! Back to Auntie Dot went {hero}, with Tiggle [padding|trotting|pattering] behind. “You found it!” said Auntie Dot.',
        ],
        [
          'The very last loop came undone. And at the very end of the wool, curled up like a [bun|little cushion|doughnut], was Tiggle.',
          'Tiggle was [fast asleep|sound asleep], with the last little bit of wool in both paws. [Purr, purr.|Prrr.|Purr.]',
          '“There you are,” whispered {hero}. “You silly kitten. You took the wool on a very long walk.”',
          'Tiggle opened one eye, and yawned a tiny pink yawn, and closed it again.',
          '{hero} gave Tiggle a stroke. Then, very gently, {hero} took the last bit of wool.',
          'And now look! There was a ball of wool again, big and round and neat[?, and {toy.name} was wearing it like a woolly coat|].',
          '{hero} carried it all the way back to Auntie Dot, and sleepy Tiggle came padding behind. Past Cousin Jess, who gave a thumbs up. Past Uncle Ben, still snoring in the chair.',
          '“You found it!” [said|cried] Auntie Dot, and gave {hero} a [big hug|big squeeze|hug and a kiss].',
        ],
      ],
      scene: 'a kitten fast asleep holding the end of the wool, {hero} holding a big new ball of wool',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Auntie Dot gave Tiggle a tiny ball of wool, just for kittens. Tiggle patted it. Pat, pat. “Now that one is yours,” said {hero}.',
        ],
        [
          'Back by the knitting basket, Tiggle looked at the big new ball of wool, and gave a wiggle, ready to pounce.',
          '“Oh no you don’t,” said {hero}, and laughed.',
          'Auntie Dot had a little bit of wool left over, the end of an old ball. {hero} rolled it up small, the size of a grape.',
          '“This one is for you, Tiggle,” said {hero}. “A kitten ball.”',
          'Tiggle patted it. Pat, pat. Tiggle chased it. Tiggle rolled over with it. It was the best ball in the world.',
          '@pet {pal} watched, very surprised.',
          '@friend {pal} laughed. “Tiggle likes it better than the big one!”',
        ],
      ],
      scene: 'a kitten patting a tiny ball of wool, {hero} laughing',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '[Clickety-clack!|Click, clack, click!|Click, clack!] [Soon|Before long|In no time] the scarf was done. Auntie Dot put it round {hero.poss} neck, [soft and warm|warm and soft|snug and soft].',
          '“{lesson},” said {hero}.',
          '[What an adventure|What a trip|What a day], all the way along the wool and back.',
        ],
        [
          'Clickety-clack went the needles, [faster than ever|quick, quick, quick|as fast as they could go]. Auntie Dot [knitted|made] the very last bit[? and put a little {animal} on the end|].',
          '[Then the scarf was done.|And then it was finished.|At last the scarf was ready.] Auntie Dot [put|wrapped|wound] it round {hero.poss} neck. It was soft and warm and long, so long it went round [twice|two times].',
          '“{lesson},” said {hero}, very proud.',
          '@pet+dog {pal} sniffed the end of the scarf and [sneezed|gave it a lick|wagged].',
          '@friend {pal} wanted a go, so they wore it together, one end each.',
          '{hero} [twirled|spun|turned] round, and the scarf [twirled|swung|flew out] too, like a long tail.',
          '{hero} looked down at the scarf. Every bit of that wool had been round boots and through muddles and back again. [It was the best scarf in the world.|No scarf had ever had such an adventure.|What a scarf it was!]',
          'And when Tiggle came by, with a swish of the tail, {hero} held the scarf [very tight|tight with both hands|close]. [That wool was not going anywhere again.|Not this time, Tiggle!|This wool was staying put.]',
        ],
      ],
      scene: '{hero} wearing a long new knitted scarf wrapped round twice, Auntie Dot with her needles beside',
    },
  ],
};
