/** For the youngest (2–4): a small walk up a big hill to plant a flag on the top, one bump at a time. */
import type { Tale } from '../../types.ts';

export const flagOnTheHill: Tale = {
  id: 'flag-on-the-hill',
  bands: ['little'],
  worlds: ['forest', 'mountain', 'park', 'garden'],
  time: 'day',
  shape: 'reach',
  titles: ['{hero} and the Flag on the Hill', 'Up, Up, {hero}!', 'To the Top, {hero}'],
  places: [['in', 'the woods behind the farm'], ['on', 'the big hill by the village']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was a [bright|sunny|fine] morning {place.in}. {hero} had a [little|small|brand-new] flag on a stick. [It was {hero.poss} very own flag, and it was [?{colour}|red].|The flag was [?{colour}|red], and it was all {hero.poss} own.|It was [?{colour}|red], and it said flap when {hero} waved it.]',
          '@pet,friend [{pals} came too.|{pals} came along.|{pals} came as well.]',
          '{hero} had {toy.full}, [tucked under one arm|held tight in one hand|poking out of a pocket].',
        ],
        [
          'It was a [bright|sunny|fine] morning {place.in}. [The sky was wide and the path was waiting.|The sky was big and the path went up and up.|The path was waiting, and so was the hill.]',
          '{hero} had a little flag on a stick. It was {hero.poss} very own flag, and it was [?{colour}|red], and it went [flap, flap|flippity-flap|flap, flap, flap] when {hero} waved it.',
          '@pet+paws {pal} came too, [sniffing at everything|nose down, tail up|running ahead and back again].',
          '@friend {pals} came too, [with a snack in a bag|with a bag of sandwiches|carrying the snack bag].',
          '{hero} took [?{toy.full}|a biscuit for later], just in case.',
        ],
      ],
      scene: '{hero} on a sunny path, holding up a little flag on a stick',
    },
    {
      kind: 'problem',
      tellings: [
        ['[Far away|High above|Way up high], at the very top of the hill, there was a big flat rock. “My flag goes [up there|on that rock|right at the top],” said {hero}. It was [a long way up|a long, long way|very far up]. “[I can do it|I can get up there|I will take it up],” said {hero}.'],
        [
          '[Far away|High above|Way up high], at the very top of the hill, there was a big flat rock. It looked [tiny from down here|as small as a button|no bigger than a biscuit].',
          '“That is where my flag goes,” said {hero}. “[Right on the top.|On the very top.|Right up there.] Then everybody will see it.”',
          'It was a long way up. [It was a very long way up.|It was a very, very long way.|It was further than far.] {hero} held the flag [tight|close|with both hands].',
          '“[I can do it|I can get up there|I will take it up],” said {hero}. “All the way up.”',
        ],
      ],
      scene: '{hero} pointing up at the top of a tall hill, a flat rock at the very top',
    },
    {
      kind: 'attempt',
      tellings: [
        ['[First came the stream.|First there was a stream.|Soon there was a stream.] [Splish, splash.|Gurgle, gurgle.|Trickle, trickle.] There were [stepping stones|three flat stones|big round stones]. {hero} went hop, hop, hop, [right across|to the other side|over the water]. Up, up, up!'],
        [
          '[First came the stream.|First there was a stream.|Soon the path came to a stream.] It was not deep, but it was very wet. [Splish, splash|Gurgle, gurgle|Trickle, trickle], went the water over the stones.',
          '“How do I get [across|over|to the other side]?” said {hero}.',
          'There were stepping stones, [round and flat|flat and wide|big and round], one, two, three.',
          '{hero} went hop onto the first. [Wobble.|Wibble.|Oops.] Hop onto the next. [Wobble, wobble.|Wibble, wobble.|Steady now.] Hop onto the last, and onto the grass on the other side.',
          '@pet {pal} just splashed straight through and shook water [everywhere|all over {hero}|all over the place].',
          '“[Dry feet!|Not one wet toe!|Still dry!]” laughed {hero}. Up, up, up!',
        ],
      ],
      scene: '{hero} hopping across round stepping stones in a little stream',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Next came a big log across the path. It was too big to step over. {hero} climbed on, and slid off the other side. Bump! Up, up, up!'],
        [
          'Next came a big log, lying right across the path. It was long and heavy and too big to step over.',
          '{hero} put {hero.their} hands on top. {hero} put one knee on top. Heave!',
          'There {hero} sat, right on the log, like a rider on a horse.',
          '“Giddy up, log,” said {hero}. The log did not go anywhere. Logs never do.',
          'So {hero} slid off the other side. Bump! Down in the grass. Up, up, up!',
        ],
      ],
      scene: '{hero} sitting on a big fallen log across a path, flag in hand',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Then came the long grass. It was taller than {hero}! Swish, swish. {hero} went through it like a little boat. Up, up, up!'],
        [
          'Then came the long grass. It was tall. It was taller than {hero}! It tickled {hero.poss} nose.',
          '“Where is the hill?” said {hero}. All {hero.they} could see was grass.',
          '{hero} held the flag up high, so it stuck out at the top. Swish, swish, through the grass went {hero}, like a little boat on a big sea.',
          '@pet,friend “I can see your flag!” called a voice. It was easy to follow.',
          '@alone Flap, flap, went the flag above the grass, showing the way.',
          'And out came {hero} on the other side. Up, up, up!',
        ],
      ],
      scene: 'only the tip of a little flag showing above very tall grass',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Then came a bumpy bit, all roots and holes. {hero} went slowly. Step, step, step. Up, up, up!'],
        [
          'Then came a bumpy bit. There were roots like knobbly fingers and holes like little mouths.',
          '“Careful, feet,” said {hero}.',
          'Step over the root. Step round the hole. Step over the root again.',
          'A rabbit popped out of one of the holes, looked at {hero}, and popped back in again.',
          '“Sorry, rabbit,” whispered {hero}. “I am just going past.” Up, up, up!',
        ],
      ],
      scene: '{hero} stepping carefully over knobbly roots, a rabbit peeping from a hole',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Then came a little wooden bridge. It went creak, creak. {hero} went over very slowly. Under the bridge, the water went gurgle. Up, up, up!'],
        [
          'Then came a little wooden bridge over a ditch. It was old and grey, and it had a wobbly plank in the middle.',
          '{hero} put one foot on it. Creak.',
          '{hero} put the other foot on it. Creak, creak.',
          'Under the bridge, the water went gurgle, gurgle, as if it was laughing.',
          '“Do not laugh at me, water,” said {hero}. “I am being brave.”',
          '{hero} stepped over the wobbly plank, one big step, and then it was easy.',
          '@pet+paws {pal} trotted over behind, click, click, click, not scared at all.',
          '@friend {pal} came over behind, holding on to the rail.',
          'Up, up, up!',
        ],
      ],
      scene: '{hero} stepping carefully over an old wooden bridge above a gurgling ditch',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Then came a big patch of mud. Squelch! One boot got stuck. {hero} pulled and pulled. Pop! Out came the boot. Up, up, up!'],
        [
          'Then came a big patch of mud, right across the path. There was no way round it.',
          '“Here I go,” said {hero}.',
          'Squelch, went one boot. Squelch, went the other boot. Then one boot would not come up at all. It was stuck!',
          '{hero} pulled. The mud pulled back. {hero} pulled harder. Pop!',
          'Out came the boot, with a big sticky blob on the end.',
          '@pet {pal} had mud all the way up to the ears and looked very pleased about it.',
          '“Muddy boots are walking boots,” said {hero}, and stamped them clean on the grass. Up, up, up!',
        ],
      ],
      scene: '{hero} pulling a boot out of thick mud with a pop',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Then came a field full of sheep. Baa, said the sheep. “Excuse me,” said {hero}, and walked round them. Up, up, up!'],
        [
          'Then came a field full of sheep. They were fat and woolly, and they were all standing on the path.',
          'Baa, said one sheep.',
          'Baa, said another.',
          '“Excuse me,” said {hero}. “I need to get past. I am taking my flag to the top.”',
          'The sheep did not move. They just chewed.',
          '@pet+paws Then {pal} trotted into the middle of them, and the sheep all hurried off in a woolly crowd.',
          '@friend,alone So {hero} went round them, the long way, along the side of the field.',
          '“Thank you, sheep,” said {hero} politely. Up, up, up!',
        ],
      ],
      scene: '{hero} with a little flag, walking past a field of woolly sheep',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Then came a gate. It was shut tight. {hero} lifted the latch, clink, and pushed. Creeeak. The gate swung open. {hero} shut it again behind. Up, up, up!'],
        [
          'Then came a gate in a fence, with a latch on the top.',
          'The gate was shut. {hero} pushed. Nothing. {hero} pulled. Still shut.',
          '“How does it go?” said {hero}.',
          'Then {hero} saw the latch. It was a little metal tongue. {hero} reached up on tiptoe and lifted it. Clink!',
          'Creeeak, went the gate, slowly, slowly, and it swung wide open.',
          '{hero} went through, and then {hero} shut it again, clink, because that is what you do with gates.',
          'Up, up, up!',
        ],
      ],
      scene: '{hero} on tiptoe lifting the latch of a gate on the hill path',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Then the path went into a little dark wood. Drip, drip, went the trees. {hero} held the flag up like a torch and walked right through. Out came {hero} in the sun. Up, up, up!'],
        [
          'Then the path went into a little wood. The trees stood close together, and under them it was dim and cool.',
          'Drip, went a tree. Drip, drip.',
          'Something went hoo, very softly, high up in the branches.',
          '“Who is that?” whispered {hero}.',
          'Hoo, said the something. It was only a sleepy owl, with its eyes half shut, waiting for night to come.',
          '“Sorry, owl,” whispered {hero}. “Go back to sleep.”',
          '{hero} held the flag up high like a torch and tiptoed all the way through. And there at the end was a bright gap, and the sun, and the path going on.',
          'Up, up, up!',
        ],
      ],
      scene: '{hero} tiptoeing through a dim little wood, a sleepy owl above',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['By the path there were blackberries. {hero} picked one. It was sweet. {hero} picked one more for later. Then on went {hero}.'],
        [
          'By the path there was a bush full of blackberries. Some were small and hard, and some were fat and dark and shiny.',
          '“The dark ones are ready,” said {hero}, who knew about these things.',
          '{hero} picked one. Mmm. Sweet and squishy. {hero} picked one more and put it in a pocket for later.',
          '@pet+paws {pal} sniffed a blackberry and sneezed.',
          '@friend {pal} had sticky fingers, and so did {hero}.',
          'Then on went {hero}, up the path, with sticky fingers and a happy tummy.',
        ],
      ],
      scene: '{hero} picking blackberries from a bush beside the path',
    },
    {
      kind: 'helper',
      tellings: [
        [
          '[On a rock sat a little brown goat.|On a rock by the path stood a little brown goat.|Up on a rock was a little brown goat.] [It went up the hill this way, then that way.|It trotted up the hill, this way and that way.|Up the hill it went, one way and then the other.] Zig, zag. Zig, zag. “[Hello, goat|Hello, little goat|Good morning, goat],” said {hero}.',
        ],
        [
          'On a rock by the path sat a little brown goat with a tuft on its chin. [It was chewing.|It was eating a flower.|It was chewing a long bit of grass.] Munch, munch.',
          '“[Hello, goat|Hello, little goat|Good morning, goat],” said {hero}.',
          'The goat looked at {hero}. Then it hopped off the rock and trotted up the hill. But it did not go straight up. It went this way. Then it went that way.',
          'Zig, zag. Zig, zag. Up and up went the goat, [easy as anything|as easy as pie|not puffing at all].',
          '“Silly goat,” said {hero}. “That is not the way. The top is straight up there.”',
          'But the goat did not listen. Zig, zag, it went, and it did not slip once. Soon it was high above, a little dot, still munching.',
        ],
      ],
      scene: 'a little brown goat zig-zagging up a hillside while {hero} watches',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Whoosh! A big gust took the flag right out of {hero.poss} hand. It flew away! {hero} ran after it and grabbed it. “Got you,” said {hero}, and held on tight.'],
        [
          'Near the top, the air was bigger and wilder. Whoosh! A big gust came, and it took the flag right out of {hero.poss} hand.',
          'Away it went, flap, flap, tumbling over and over down the slope.',
          '“Come back, flag!” cried {hero}.',
          '{hero} ran after it. The flag stopped. {hero} ran faster. The flag tumbled on. At last it got caught on a prickly bush.',
          '@pet {pal} got there first, and stood guard over it, very proud.',
          '{hero} unhooked it, very gently, so it would not tear.',
          '“Got you,” said {hero}. “Now hold on.” And {hero} held the stick with both hands.',
        ],
      ],
      scene: 'a little flag tumbling down a slope, {hero} running after it',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then came the steep bit. It went [straight up|up like a wall|up and up]. {hero} went up, and slid down. Up, and slid down. {hero} sat [on the ground|down with a bump|in the dust]. “[It is too big|I can’t do it|The hill is too big],” [said|sighed|sniffed] {hero}.',
        ],
        [
          'Then came the steep bit, right at the end. It went straight up, [like a slide the wrong way round|like the side of a house|steep as a wall].',
          '{hero} went up [three steps|a little way|two big steps]. Then {hero.poss} feet slipped, and down {hero} slid. [Whoosh.|Wheee.|Swoosh.]',
          '{hero} [went up four steps|tried four steps|got up four steps]. [Slip. Whoosh. Down again.|Slip, slide. Down again.|Whoops. Down again.]',
          '{hero} [sat on the ground|sat down with a bump|flopped down] with the flag in {hero.their} lap. {hero.poss} knees were [dusty|grubby|all dirty]. [{hero.poss} lip wobbled.|{hero.poss} eyes went hot.|A tear came.]',
          '“[It is too big,” said {hero}.|It is too steep,” said {hero}.|I can’t,” said {hero}.] “[The hill is too big for me.|I am too small for this hill.|I can’t get up.]”',
          '@pet+paws {pal} [licked {hero.poss} dusty knee|came and sat close|pushed a nose under {hero.poss} arm].',
          '@friend {pal} sat down too, and held {hero.poss} hand.',
        ],
      ],
      scene: '{hero} sitting at the bottom of a steep slope with dusty knees',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} saw the goat, [high up|far above|up near the top]. Zig, zag. “Not straight up,” [said|cried|gasped] {hero}. “[This way, then that way!|One way, then the other!|A bit this way, a bit that way!]”',
          '@lesson-trying-again “One more go,” said {hero}, and stood up again.',
          '@lesson-patience {hero} went slowly. Little steps. Slow was fine.',
          '@lesson-helping “Goat, can you help me?” asked {hero}. The goat went zig, zag. That was the help!',
          '@lesson-teamwork+pet,lesson-teamwork+friend {pal} went one step, then {hero} went one step. Up they went together.',
          '@lesson-bravery The hill was big. {hero} took a big breath and went anyway.',
          '@lesson-kindness “You are a clever goat,” said {hero}, and gave it a kind little wave.',
          '{hero} held [?{toy.name}|the flag] [tight|close] and went zig and zag. [No slipping now.|No more sliding.|Not one slip.]',
        ],
        [
          'Then {hero} looked up. There was the little goat, [high up near the top|far up the slope|nearly at the top], still going [this way and that way|one way and then the other|this way, then that way]. Not slipping once.',
          '{hero} [thought about it|looked and looked|watched the goat]. The goat did not go straight up. The goat went a little bit sideways, and a little bit up.',
          '“Oh!” [said|cried] {hero}. “[Not straight up.|You don’t go straight up.|Not up like a ladder.] [This way, then that way!|A bit this way, a bit that way!|Zig this way, zag that way!]”',
          '@lesson-trying-again {hero} had slipped down once. {hero} had slipped down twice. But {hero} stood up, brushed off the dust, and had one more go.',
          '@lesson-patience {hero} did not rush. Little steps, slow steps, one and then the next. Slow was fine. Slow did not slip.',
          '@lesson-helping “Goat!” {hero} called up. “Is that the way? Can you help me?” The goat stopped and looked back, as if it was saying, “Follow me.” Then it went this way and that way again, slowly, showing how. That was the help!',
          '@lesson-teamwork+pet+paws {pal} went first, sniffing out the path. {hero} came next, step for step. Up they went together.',
          '@lesson-teamwork+friend “You go this way, then I go this way,” said {pal}. They held hands and went up together, step for step.',
          '@lesson-bravery The hill was still big, and {hero} was still small. {hero} took a big breath, right down to {hero.poss} toes, and went anyway.',
          '@lesson-kindness “Thank you for showing me, goat,” said {hero}, and gave it a kind little wave. “You are very clever.” The goat went munch.',
          '@pet,friend “[Come on, {pals}!|This way, {pals}!|Follow me, {pals}!]” said {hero}.',
          '{hero} held [?{toy.name}|the flag] [tight|close]. Zig, three steps this way. Zag, three steps that way. [It was not slippy at all.|No slipping.|No sliding at all.] It was just walking.',
          '[Zig and zag, higher and higher.|Zig and zag, step by step.|This way and that, up and up.] Up, up, up!',
        ],
      ],
      scene: '{hero} walking a zig-zag path up the steep slope, following the goat',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          '[And there was the big flat rock.|And there it was, the big flat rock.|At last, there was the big flat rock.] {hero} was [at the top|on the very top|right up high]! {hero} [pushed|poked|stuck] the flag into a crack in the rock. [Flap, flap, went the [?{colour}|red] flag.|The [?{colour}|red] flag went flap, flap.|Up went the [?{colour}|red] flag, flap, flap.]',
        ],
        [
          'And there, at last, was the big flat rock. [It was not tiny now.|It was not small any more.|Up close, it was huge.] It was as big as [a table|a bed|a car].',
          '{hero} climbed on top and stood up [tall|straight|as tall as can be].',
          'There was a crack in the middle of the rock. {hero} pushed the flag stick in, wiggle, wiggle, until it stood up [all by itself|straight and tall|on its own].',
          'Flap, flap, went the [?{colour}|red] flag, [right at the top of the whole wide hill|on the very top of the hill|high over everything].',
          '“I did it,” said {hero}. “[I did it all the way up!|All the way to the top!|I got to the top!]”',
          'Down below, the stream was a thin shiny line. The path was a [thin wiggly string|wiggly ribbon|curly little thread]. And far away, {hero} could see [home|the roof of home|the house, as small as a toy].',
        ],
      ],
      scene: '{hero} standing on a flat rock at the top of the hill, a little flag flapping beside',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['{hero} sat on the rock and had a snack. The little goat came and sat nearby. {hero} gave it a crust. Munch, munch.'],
        [
          '{hero} sat down on the warm rock. [It was snack time.|Time for a snack.|Climbing makes you hungry.] There was [a sandwich and an apple|a cheese sandwich and a pear|a jam sandwich and a banana], a bit squashed from the climb.',
          'The little goat came and stood [nearby|close by|right next to the rock]. [It looked at the sandwich.|It sniffed the sandwich.|Its nose twitched at the sandwich.] [It looked at {hero}.|Then it looked at {hero}.|It looked back at {hero}.]',
          '“Did you show me the way?” [asked|whispered] {hero}.',
          '[The goat did not say.|The goat just chewed.|The goat did not answer.] Goats never do. But it ate the crust, munch, munch, and that seemed like [a thank you|a yes|a goat’s way of saying yes].',
          '@pet {pal} did not share the crust. {pal} watched the goat [very hard instead|with one eye|all the time it ate].',
        ],
      ],
      scene: '{hero} sharing a crust with a little goat on top of the hill',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['{hero} cupped {hero.their} hands and shouted, “Hello!” And far away, the hills shouted back, “Hello… hello… hello.”'],
        [
          'From the top of the hill, everything was [very quiet|so still|quiet and wide]. [{hero} had an idea.|{hero} wanted to shout.|A big shout was waiting inside {hero}.]',
          '{hero} cupped {hero.their} hands round {hero.their} mouth and shouted [as loud as a lion|as loud as a bear|with all {hero.their} might], “HELLO!”',
          '[For a moment, nothing.|Nothing happened.|All was still.] Then, from far away [across the valley|over the fields|past the woods], the hills shouted back. “Hello… hello… hello…”',
          '“Who said that?” asked {hero}.',
          '[Then {hero} knew.|{hero} laughed.|{hero} smiled a big smile.] It was an echo. It was {hero.poss} own voice, [bouncing off the far hills and coming home again|coming back home across the hills|bouncing back like a ball].',
          '@pet {pal} looked all round to see who was shouting, and [could not find anybody at all|found nobody there|looked very puzzled].',
          '“I AM [AT THE TOP|UP HIGH|ON THE HILL]!” shouted {hero}.',
          '“[The top… the top…|Up high… up high…|The hill… the hill…]” said the hills.',
        ],
      ],
      scene: '{hero} shouting with cupped hands from a hilltop, far hills beyond',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'Then {hero} went down the hill, [zig, zag, all the way home|zig and zag, home for tea|one way and the other, all the way down].',
          '“{lesson},” said {hero}.',
          '[And from the window at home|That night, from the window|At home, from the window], {hero} could see a tiny flag, [flapping on the top of the hill|still flapping on the hill|flapping far away on the top].',
        ],
        [
          '[Then it was time to go home.|Soon it was time to go home.|At last it was home time.] Down the hill went {hero}, zig and zag, [all the way to the bottom|down and down|slow and steady].',
          '[Past the goat. Down the path.|Down the path. Past the goat.|Past the rocks. Down the path.] Hop, hop, hop over the stream.',
          '“{lesson},” said {hero}, on the last stepping stone, because it felt true.',
          'At home there was [warm soup|hot toast|a big bowl of pasta], and a bath with bubbles, and clean socks. {hero.poss} legs felt [long and tired and happy|wobbly and happy|tired all the way down].',
          '[That night|At bedtime|After tea], {hero} looked out of the window. Far away, on the top of the hill, a tiny flag was still [flapping|waving|there, flapping].',
          '“That is my flag,” said {hero}[? to {toy.name}|]. “[I put it there.|I did that.|That one is mine.] [Zig and zag, all the way.|All by myself, zig and zag.|Right at the very top.]”',
          'And the flag on the hill went flap, flap, as if it was saying [goodnight|night-night|sleep tight].',
        ],
      ],
      scene: '{hero} at home by the window, a tiny flag far away on a hilltop',
    },
  ],
};
