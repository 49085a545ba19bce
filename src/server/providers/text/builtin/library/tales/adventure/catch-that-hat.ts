/** For the youngest (2–4): on a windy beach a sun hat blows away, and the chase goes all along the shore. */
import type { Tale } from '../../types.ts';

export const catchThatHat: Tale = {
  id: 'catch-that-hat',
  bands: ['little'],
  worlds: ['seaside'],
  time: 'day',
  shape: 'find',
  titles: ['Catch That Hat, {hero}!', '{hero} and the Runaway Hat', 'Where Did the Hat Go?'],
  places: [['on', 'the long beach by the harbour'], ['at', 'the windy bay']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was a [windy|blowy|wild and windy] day {place.in}. {hero.poss} sun hat was [?{colour}|yellow], with a ribbon. [{hero} loved that hat.|It was {hero.poss} best hat.|It was the best hat in the world.]',
          '@pet,friend [{pals} came too.|{pals} came along.|{pals} came as well.]',
        ],
        [
          'It was a [windy|blowy|wild and windy] day {place.in}. The waves went swoosh. The gulls went squawk. The sand was warm under {hero.poss} toes.',
          '{hero} had on {hero.their} sun hat, the [?{colour}|yellow] one, with a long ribbon that tied under the chin. [It was {hero.poss} best hat.|{hero} loved that hat more than any hat.|It was the best hat in the whole world.]',
          '@pet+dog {pal} ran up and down, barking at the waves.',
          '@friend {pals} came too, with a bucket and a spade.',
          '{hero} had brought {toy.full}, to see the sea.',
        ],
      ],
      scene: '{hero} on a windy beach in a sun hat with a long ribbon',
    },
    {
      kind: 'problem',
      tellings: [
        ['Then, whoosh! A big gust came. It pulled the ribbon loose. Off went the hat, [rolling|bouncing|tumbling] along the sand! “My hat!” cried {hero}. Catch that hat!'],
        [
          '{hero} bent down to pick up a shell. The ribbon came untied, just a little bit.',
          'Then, whoosh! A big gust came, the biggest one of the day. It lifted the hat right off {hero.poss} head.',
          'Up went the hat, higher than a grown-up could reach. Round went the hat. Down it came on the sand, and away it went, [rolling|bouncing|tumbling] like a wheel.',
          '“My hat!” cried {hero}. “Come back!” {hero} started to run. Catch that hat!',
        ],
      ],
      scene: 'a sun hat rolling away along the sand like a wheel, {hero} running after it',
    },
    {
      kind: 'attempt',
      tellings: [
        ['The hat rolled past a sandcastle. {hero} jumped for it. [Missed!|Too slow!|Whoops!] The hat rolled on. Catch that hat!'],
        [
          'The hat rolled past a big sandcastle with a flag on top.',
          '“I have got you now,” said {hero}, and jumped.',
          'Thump! {hero} landed on the sand, right next to the sandcastle. The flag wobbled. The castle did not fall down, but the hat was gone.',
          '[Missed!|Too slow!|Whoops!] There it went, rolling on along the beach. Catch that hat!',
        ],
      ],
      scene: '{hero} jumping for a rolling hat beside a big sandcastle',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['The hat bumped into a rock pool. {hero} looked in. A crab looked back. [No hat here.|Only a crab.|Just a crab.] Catch that hat!'],
        [
          'The hat bounced over the rocks, where the little pools were.',
          '{hero} climbed after it, very carefully, because the rocks were slippy and wet.',
          'In the biggest pool, something moved. Was it the hat? {hero} looked in.',
          'A little crab looked back, waving one claw. Click, click.',
          '“Hello, crab,” said {hero}. “Have you seen my hat?” The crab went sideways under a stone. Crabs are shy.',
          '{hero} looked under a curly shell. A tiny fish went flick. {hero} looked under the seaweed. Only a snail, fast asleep.',
          'No hat in the pool. But there, on the far side, was a flash of ribbon. Catch that hat!',
        ],
      ],
      scene: '{hero} peering into a rock pool at a little crab waving a claw',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['The hat blew past the ice cream van. “Ding, ding,” went the van. {hero} ran round it. The hat was already gone. Catch that hat!'],
        [
          'Up by the path was the ice cream van, playing its jingly tune.',
          'The hat rolled right under it!',
          '{hero} got down on hands and knees to look. There were wheels, and a dropped cone, and a sleepy gull. No hat.',
          '“It went out the other side,” said the ice cream man, pointing with his scoop. “Fast as a rabbit.”',
          '“Thanks!” called {hero}, and ran round the van. Catch that hat!',
        ],
      ],
      scene: '{hero} on hands and knees looking under an ice cream van',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['A gull picked up the hat in its beak! Flap, flap. Then it dropped it. Plop. Off went the hat again. Catch that hat!'],
        [
          'A big white gull landed next to the hat. It looked at the hat with one yellow eye.',
          'Then it picked up the hat in its beak!',
          '“That is not your hat!” said {hero}. “Gulls do not wear hats!”',
          'The gull flapped up into the air, with the ribbon flying. But the hat was too big for a gull. Plop! It dropped the hat, and flew off squawking.',
          '@pet {pal} chased the gull all the way to the water, very pleased with the job.',
          'The hat landed, and off it went again, rolling in the wind. Catch that hat!',
        ],
      ],
      scene: 'a big gull flapping up with a sun hat in its beak',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['The hat rolled onto a picnic blanket and sat on a plate of sandwiches! {hero} tiptoed up. But a gust came first. Off went the hat, with a crumb on top. Catch that hat!'],
        [
          'Next, the hat rolled onto a picnic blanket, where a family was having lunch.',
          'It stopped right on top of a plate of sandwiches. Plop. Like a lid.',
          'The baby on the blanket laughed and clapped. “Hat!” said the baby. “Hat, hat!”',
          '{hero} tiptoed up, very quietly, one step, two steps, with both hands ready.',
          '“Sorry,” {hero} whispered to the family. “That is my hat, on your sandwiches.”',
          'But just as {hero} reached out, whoosh, a gust came first. Up went the hat, with a crumb stuck on top, and away it rolled.',
          'The baby waved bye-bye. Catch that hat!',
        ],
      ],
      scene: 'a sun hat sitting on a plate of sandwiches on a picnic blanket, a baby clapping',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['Along came the beach donkeys, clip, clop. The hat landed on a donkey’s ears! “Hee-haw,” said the donkey, and shook. Off flew the hat. Catch that hat!'],
        [
          'Along the sand came the beach donkeys, in a slow line. Clip, clop, went their hooves. Each one had a name on its bridle. The first one was called Dumpling.',
          'The hat rolled right between Dumpling’s hooves, and then, whoosh, the wind flipped it up, and it landed on Dumpling’s head, between the two long ears.',
          '{hero} laughed so much that {hero.they} nearly fell over. Dumpling looked very smart in a sun hat.',
          '“Please may I have my hat back?” {hero} asked Dumpling.',
          'Dumpling thought about it. Then Dumpling gave a big shake, from ears to tail. “Hee-haw!”',
          'Off flew the hat, over the donkeys, and away along the beach. Catch that hat!',
        ],
      ],
      scene: 'a beach donkey wearing a sun hat between its long ears, {hero} laughing',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['The hat rolled to the lifeguard’s tall chair. Peep! went the whistle. The lifeguard pointed. “That way!” But the hat was quicker than {hero}. Catch that hat!'],
        [
          'At the middle of the beach stood a tall white chair, up on long legs, like a bird standing in the sand. On top sat the lifeguard, in a bright vest, looking out at the sea.',
          'The hat rolled right underneath the chair and stopped against one of the legs.',
          '{hero} crept up. Nearly there. Nearly, nearly…',
          'Peep! went the lifeguard’s whistle, very loud.',
          '{hero} jumped. The hat jumped too, because the wind came at that very moment, and it rolled out from under the chair and away.',
          '“Sorry!” called the lifeguard from the top of the chair. “That peep was for a boy in the deep water, not for you. Your hat went that way!” And the lifeguard pointed along the sand with a long arm.',
          '“Thank you!” called {hero}, and ran. Catch that hat!',
        ],
      ],
      scene: 'a lifeguard on a tall white chair pointing along the beach, {hero} running below',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        ['The hat rolled past the beach huts, red, blue, green. {hero} looked behind every one. [No hat there.|Only sand.|Just buckets.] Catch that hat!'],
        [
          'Along the top of the beach stood the little beach huts, all in a row, each one painted a different bright stripe.',
          'The hat had gone behind them. But which one?',
          '{hero} looked behind the first hut. A deckchair. {hero} looked behind the next hut. A bucket and a spade. {hero} looked behind the next. A very surprised dog eating a sandwich.',
          '“Sorry,” said {hero}. The dog did not mind. It just went on eating, munch, munch, with its tail going thump on the sand.',
          '{hero} looked behind the next hut, and the next. A stripy windbreak. A lost flip-flop. A very old sandwich crust.',
          'And then, far along at the end, there was the hat, peeping out. Catch that hat!',
        ],
      ],
      scene: '{hero} peeping behind a row of bright little beach huts',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'By the boats sat an old fisherman, mending a net. “The sea gives things back,” he said. “Wait by the big rock. The waves bring them in there.”',
        ],
        [
          'By the boats, on an upturned crate, sat an old fisherman with a white beard. He was mending a net, in and out with a wooden needle.',
          '“Lost something?” he said, without looking up.',
          '“My hat,” said {hero}. “The wind took it.”',
          'The fisherman nodded slowly. “The wind takes things,” he said. “And the sea gives things back. If anything goes in the water, go and wait by the big rock at the end. The waves bring everything in there. Always have.”',
          'A little boat bobbed by the fisherman’s feet, tied to a post. Its name was painted on the side in curly letters: Seashell.',
          '“Thank you,” said {hero}. But {hero} did not really listen. The hat was still on the sand, and {hero} was still running.',
        ],
      ],
      scene: 'an old fisherman with a white beard mending a net beside the boats',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then a big gust came. The hat flew up, and plop! It landed in the sea. It floated away on the waves. “Oh no,” said {hero}, and sat down on the sand.',
        ],
        [
          'The hat was at the very edge of the sea now. {hero} ran as fast as {hero.their} legs could go.',
          'Then a big gust came. Up went the hat, over the water, and plop! Down it came on top of a wave.',
          'It bobbed. It floated. It drifted further and further out, like a little boat with no one in it.',
          '{hero} stood at the edge and called. “Come back, hat!” A small wave came up and licked {hero.poss} toes, cold and fizzy. But the hat did not come back. It only got smaller and smaller, out where the water was deep and dark.',
          '{hero} could not follow it into the deep water. {hero} sat down on the wet sand. {hero.poss} chin went wobbly.',
          '“My hat is gone,” said {hero}. “The sea has got it.”',
          '@pet {pal} sat down next to {hero} and leaned in close.',
          '@friend {pal} came and sat down too. “It was a really good hat,” {pal} said.',
        ],
      ],
      scene: '{hero} sitting sadly at the edge of the sea, a hat floating away on the waves',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} remembered what the old fisherman had said about the big rock.',
          '@lesson-helping But which rock? {hero} ran back to ask. “Can you help me, please?” The fisherman pointed. “That one, at the end!”',
          'So {hero} went [to the big rock|all the way to the rock|to the end of the beach], and waited.',
          '{hero} held [?{toy.name}|a shell] tight and watched the waves. One wave. Two waves. Three.',
          '@lesson-patience {hero} did not run into the sea. {hero} sat as still as the rock, and waited.',
          '@lesson-listening This time {hero} listened. The fisherman knew the sea.',
          '@lesson-teamwork+pet,lesson-teamwork+friend {pal} watched one side. {hero} watched the other.',
          '@lesson-trying-again The hat had got away so many times. Up got {hero}, to try once more.',
          '@lesson-bravery Splash! A wave jumped up. {hero} stayed on the rock, brave and still.',
        ],
        [
          'Then {hero} remembered the old fisherman. The sea gives things back, he had said. Wait by the big rock at the end.',
          '{hero} stood up and brushed off the sand. “Come on,” {hero} said. “We have to go to the big rock.”',
          '@lesson-helping But there were lots of rocks. Which one was the big one? {hero} ran back to the boats and asked. “Can you help me, please?” The fisherman pointed with his wooden needle. “That one, at the very end,” he said. “The round black one.”',
          'The big rock was at the end of the beach, black and round, with the waves curling in all around it.',
          '{hero} sat on a dry bit of it, held [?{toy.name}|a shell] tight, and waited.',
          'Waiting is hard when you want something very much. One wave came in, swish. Two waves, swish, swish. Three waves.',
          '“Be patient,” {hero} told {hero.self}. Four waves. Five.',
          '@lesson-patience {hero} wanted to run into the sea and grab. But {hero} did not. {hero} sat as still as the big rock, and waited, and waited some more.',
          '@lesson-listening This time, {hero} had really listened. The old fisherman had watched the sea for years and years. He knew.',
          '@lesson-teamwork+pet {pal} sat on one side of the rock, watching the waves with both ears up. {hero} watched the other side. Two of them looking is better than one.',
          '@lesson-teamwork+friend “You watch that side,” {hero} told {pal}. “I will watch this side.” Two of them looking was better than one.',
          '@lesson-trying-again The hat had got away at the sandcastle. It had got away all along the beach. But {hero} got up and tried once more, in a new place.',
          '@lesson-bravery Splash! A wave jumped up over the rock and sprinkled {hero.poss} knees. It was cold and loud. But {hero} stayed on the rock, brave and still.',
        ],
      ],
      scene: '{hero} sitting on a big round rock at the end of the beach, watching the waves',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'And then a wave came in, and on top of it was the hat! Swish, it landed right by the rock. {hero} grabbed it. “Got you!” cried {hero}.',
        ],
        [
          'And then, on the sixth wave, something came riding in. Something [?{colour}|yellow]. Something with a ribbon.',
          '“There you are!” cried {hero}.',
          'The wave carried it in, swish, and left it on the sand right by the rock, as if the sea was saying, “Here you are.”',
          '{hero} grabbed it. It was wet, with a bit of seaweed stuck to the brim, and it smelled of the sea. It was the best hat in the world.',
          '“Got you,” said {hero}, and hugged it.',
          '@pet+dog {pal} danced round and round, barking at the waves, as if {pal} had caught the hat all alone.',
          '@friend {pal} cheered and jumped up and down, and splashed {hero} by mistake, and they both laughed.',
          '{hero} put the hat back on, wet and all. Drip, went the brim, right on {hero.poss} nose.',
        ],
      ],
      scene: '{hero} hugging a wet sun hat by the big rock as a wave slides back',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['The hat was wet. {hero} put it on a warm, flat stone to dry, with a pebble inside so the wind could not take it. Drip, drip. Soon it was dry.'],
        [
          'The hat was very wet. Drip, drip, drip, went the ribbon.',
          '“You need to dry,” {hero} told the hat.',
          'There was a flat stone near the big rock, warm from the sun. {hero} put the hat on it, upside down, like a bowl.',
          'Then {hero} had a good idea. {hero} found a round pebble and put it inside the hat. Now the wind could blow all it liked. The hat was not going anywhere.',
          'The wind tried. Whoosh! The ribbon wiggled. The hat stayed put.',
          '“Ha,” said {hero}. “Not this time.”',
          '@pet+paws {pal} lay down next to the stone to keep watch, nose on paws.',
          '@friend {pal} sat down on the other side of the stone, to keep watch too.',
          '{hero} picked out the seaweed, one green string at a time. The sun shone. The hat steamed a little. Soon it was dry, and warm, and smelled of the sea.',
        ],
      ],
      scene: 'a sun hat drying upside down on a flat stone in the sun, a pebble inside it',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['{hero} ran back to the boats. “The sea gave it back!” {hero} told the fisherman. He smiled. “It always does,” he said.'],
        [
          '{hero} ran all the way back along the beach to the boats, waving the hat.',
          '“Look!” {hero} said. “The sea gave it back, just like you said!”',
          'The old fisherman put down his net and smiled a big crinkly smile. “It always does,” he said, “if you wait in the right place.”',
          'He took a piece of string from his pocket and tied a little knot in the ribbon, very tight. “There,” he said. “A fisherman’s knot. That hat will not blow away again.”',
          '“Thank you very much,” said {hero}, and touched the knot.',
        ],
      ],
      scene: 'the old fisherman tying a knot in the ribbon of a sun hat for {hero}',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        ['Then it was time for an ice cream. {hero} had a big one. The hat stayed on, tied tight.'],
        [
          'Then the ice cream van by the path played its jingly tune, and it was time for an ice cream.',
          '{hero} had a big one with a flake in the top. It dripped down {hero.poss} hand. The wind blew, whoosh, but the hat stayed on, tied tight.',
          '“Not this time, wind,” said {hero}.',
          '@pet {pal} got the very last bit of the cone.',
          '@friend {pal} had a strawberry one, and they swapped licks.',
        ],
      ],
      scene: '{hero} eating a dripping ice cream, the sun hat tied on tight',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '“{lesson},” said {hero}.',
          'Then {hero} went home, with the hat on {hero.their} head and sand in {hero.their} shoes. And the hat stayed right where it was.',
        ],
        [
          'At the end of the day, the sun went low and orange over the water, and it was time to go home.',
          '“{lesson},” said {hero}, looking back at the big rock, because it felt true.',
          '{hero} walked up the beach with the hat on {hero.their} head and sand in {hero.their} shoes[? and {toy.name} under one arm|].',
          'The wind blew. The hat stayed on. The waves went swish, swish, saying goodbye.',
          '“Goodbye, sea,” said {hero}. “Thank you for giving my hat back.”',
          'All the way home, {hero} kept one hand on the hat, just in case. And the wind, which was tired now too, only blew a little, very softly, like a yawn.',
        ],
      ],
      scene: '{hero} walking home up the beach at sunset, the hat tied on tight',
    },
  ],
};
