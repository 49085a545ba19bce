/**
 * For the youngest (2–4), anywhere: a child finds one small mitten on a cold day and will not keep
 * it, asks everyone whose it is, and finds the cold hand it belongs to by the little animal on it.
 */
import type { Tale } from '../../types.ts';

export const whoseMitten: Tale = {
  id: 'whose-mitten',
  bands: ['little'],
  worlds: ['park', 'garden'],
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      [
        '{home.in}, {hero} got ready to go out. Hat on. Coat on. Two mittens on. Off {hero} went {place.to}.',
      ],
    ],
    ending: [
      [
        'Back {home.in}, {hero} took off {hero.their} mittens and put them by the door, side by side.',
      ],
    ],
  },
  time: 'day',
  shape: 'find',
  titles: ['Whose Mitten?', '{hero} and the Little Mitten', 'One Small Mitten'],
  characters: ['Kit'],
  places: [['in', 'the park by the pond'], ['in', 'the big garden on Apple Street']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was a cold, bright morning {place.in}. {hero} had a warm hat on, and warm mittens, and a [?{colour}|red] coat.',
          '@pet,friend {pals} came too.',
        ],
        [
          'It was a cold, bright morning {place.in}. Everybody was out and about, wrapped up warm. Noses were pink. Cheeks were pink. Hands went in pockets.',
          '@park,garden Breath went puff, like little clouds. The ducks were out. The birds were out. Even the sun was out, but it was a chilly sun.',
          '{hero} had a woolly hat on, and warm mittens, and a [?{colour}|red] coat with big buttons.[? In the pocket was {toy.full}.|]',
          '@pet+paws {pal} came too, sniffing at everything.',
          '@friend {pals} came too, stamping to keep warm.',
        ],
      ],
      scene: '{hero} wrapped up warm in hat, mittens and coat on a cold, bright morning',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'On the ground lay one little [?{colour}|red] mitten, with a tiny [?{animal}|star] sewn on the back.',
          '“Somebody lost it,” said {hero}. “Their hand will be cold.” Whose is it?',
        ],
        [
          'Then {hero} saw something small on the ground. {hero} bent down to look.',
          'It was a mitten. Just one little mitten, all by itself. It was [?{colour}|red] and woolly, and it had a tiny [?{animal}|star] sewn on the back.',
          '“Oh,” said {hero}. “I like it.” {hero} tried it on. It only went on two fingers. It was much too small.',
          '“Somebody lost this,” said {hero}. “Somebody little. Their hand will be cold.”',
          '{hero} could have kept it. It was so soft, and the little picture was so sweet. But it was not {hero.poss} mitten.',
          '{hero} held the mitten up high. “I will find them,” said {hero}. Whose is it?',
          '@pet+paws {pal} gave the mitten a sniff. Sniff, sniff.',
          '@friend “We will find them,” said {pal}. “Let’s go!”',
        ],
      ],
      scene: '{hero} holding up one small woolly mitten with a tiny picture sewn on the back',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'On a bench sat a big man with a newspaper. “Is this yours?” asked {hero}. The man held up two big hands. “Much too small for me!” he laughed. Whose is it?',
        ],
        [
          'On a bench sat a big man with a big newspaper. Rustle, rustle, went the pages.',
          '“Excuse me,” said {hero}. “Is this your mitten?”',
          'The man put down his paper. He looked at the little mitten. Then he held up his two big hands, like two big shovels.',
          '“Ho ho! Much too small for me!” the man laughed. “It would only fit my thumb.”',
          '“Oh dear,” said {hero}. “Thank you anyway.” The man went back to his paper. Rustle, rustle. It was not his. Whose is it?',
        ],
      ],
      scene: '{hero} showing a tiny mitten to a big man on a bench, who holds up two huge hands',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'A lady walked by with lots of bags. “Did you drop this?” asked {hero}. The lady had gloves on, both of them. “Not mine, dear,” she said. Whose is it?',
        ],
        [
          'A lady came by with lots of bags. Bag, bag, bag, bag. Crinkle, crinkle.',
          '“Hello,” said {hero}. “Did you drop a mitten?”',
          'The lady stopped. She put down her bags, one, two, three, four. She held up her hands. She had two grey gloves on, one on each hand.',
          '“Not mine, dear,” said the lady. “Mine are on my hands, where they should be. But how kind of you to ask.”',
          'Up went the bags again. One, two, three, four. Whose is it?',
        ],
      ],
      scene: '{hero} holding up a little mitten to a lady carrying lots of shopping bags',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'A man came by with a great big dog. “Did your dog lose a mitten?” asked {hero}. The man laughed. “Four paws and no mittens at all!” Woof, said the dog. Whose is it?',
        ],
        [
          'Along came a man with a great big dog. The dog was fluffy and brown, and its tail went swish, swish, swish.',
          '“Please,” said {hero}, “did your dog lose a mitten?”',
          'The man laughed a big laugh. “Look at those feet,” he said. “Four big paws. Do you see any mittens?”',
          '{hero} looked. One paw, two paws, three paws, four. No mittens at all. Just fluff.',
          '@pet+paws {pal} and the big dog sniffed noses. Sniff, sniff. Hello.',
          'Woof, said the big dog, which meant no. Whose is it?',
        ],
      ],
      scene: '{hero} counting the four fluffy paws of a great big brown dog',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Next came the balloon lady, with lots of balloons. “Mittens come in twos,” said the balloon lady. “Look for one mitten and one cold hand.”',
        ],
        [
          'Next came the balloon lady, with a big bunch of balloons. Round ones, long ones, one like a fish, all bobbing up high.',
          '“Is it yours?” asked {hero}, and held the mitten up high.',
          'The balloon lady looked at it carefully. “Not mine,” she said. “But I will tell you a secret.”',
          '{hero} came closer.',
          '“Mittens come in twos,” whispered the balloon lady. “So look for one mitten on one hand, and one cold hand with nothing on it.”',
          '“One mitten, one cold hand,” {hero} said, to remember it. “Thank you.”',
        ],
      ],
      scene: 'a balloon lady with a big bunch of balloons bending down to whisper to {hero}',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Two twins came by in two bobble hats. Four hands, four mittens. “Is this one yours?” said {hero}. “We have all of ours,” said the twins, and counted. Whose is it?',
        ],
        [
          'Here came two twins, side by side, in two bobble hats and two puffy coats. They looked just the same, like two peas.',
          '“Hello, you two,” said {hero}. “Is this one yours?”',
          'The twins held up their hands. One, two, three, four hands. One, two, three, four mittens, all stripy, with no pictures on them at all.',
          '“We have all of ours,” said one twin.',
          '“All of ours,” said the other twin, just the same.',
          '{hero} laughed. The twins laughed too, both at once. Whose is it?',
        ],
      ],
      scene: 'two twins in matching blue hats holding up four blue mittens',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'A grandma sat knitting. Click, click, went the needles. “Did you knit this?” asked {hero}. “Not this one,” said the grandma. “I could knit one like it. But that takes a whole week.” A week was too long for a cold hand. Whose is it?',
        ],
        [
          'A grandma sat all by herself, knitting. Click, click, click, went the long needles. A ball of wool sat in her lap like a fat cat.',
          '“Hello,” said {hero}. “You make woolly things. Did you make this?”',
          'The grandma looked at the mitten over the top of her glasses. “Not this one,” she said. “But it is nicely made. Somebody loves the little one who wears it.”',
          '“Could you make another one?” asked {hero}.',
          '“I could,” said the grandma. “But a mitten takes me a whole week. Click, click, click.”',
          'A whole week! That was much too long for a cold hand. {hero} said thank you and went on looking. Whose is it?',
        ],
      ],
      scene: 'a grandma knitting on a bench with a ball of wool, {hero} showing the grandma a mitten',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} looked at hands. Two gloves, two hands. Two mittens, two hands. Two pockets, two hands. Everybody had two. Whose is it?',
        ],
        [
          '{hero} thought about the balloon lady’s secret. So {hero} looked at hands. Lots and lots of hands.',
          'That lady had two spotty gloves. Two hands. That boy had two stripy mittens. Two hands. That man had two hands in two pockets. Two hands.',
          '“Everybody has two,” said {hero}. “Two, two, two.”',
          '@friend “That man has one glove!” said {pal}. They looked again. No, the other glove was holding a cup of tea.',
          '@pet,alone One man had only one glove! {hero} looked again. No, the other glove was holding a cup of tea.',
          'Whose is it?',
        ],
      ],
      scene: '{hero} looking carefully at all the gloved and mittened hands going by',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'A big boy zoomed past on a scooter. “Is this your mitten?” called {hero}. “Mittens? I don’t wear mittens!” said the boy. “I am seven!” Whose is it?',
        ],
        [
          'Zoom! A big boy came by on a scooter, fast as anything.',
          '“Wait!” called {hero}. “Stop, please! Did you lose this?”',
          'The boy stopped with a skid. He looked at the mitten. He made a face.',
          '“Mittens?” said the boy. “I don’t wear mittens. I am seven!”',
          'His hands were very red. But it was not his mitten. “Good luck!” he called. Zoom! Off he went, round the corner and gone. Whose is it?',
        ],
      ],
      scene: 'a big boy on a scooter skidding to a stop beside {hero}',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'A man was playing a trumpet. Toot, toot! His gloves had no fingers. “Did you lose a mitten?” {hero} asked. “Not mine,” said the trumpet man. “I need my fingers out to play!” Whose is it?',
        ],
        [
          'Toot, toot, ta-ra! A man was playing a shiny trumpet. People stopped to listen. Some dropped coins in his hat.',
          '{hero} looked at the trumpet man’s hands. His gloves were funny gloves. They had no fingers on them at all!',
          'When the tune was done, {hero} held up the mitten. “Did you lose this one?”',
          '“Not me,” said the trumpet man. “I cut the fingers off my gloves, so I can play. Wiggle, wiggle.” He wiggled his fingers.',
          'Then the trumpet man played a little tune, just for {hero}. Ta-ra, toot! Whose is it?',
        ],
      ],
      scene: 'a man in fingerless gloves playing a shiny trumpet, {hero} listening',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'A baby sat in a pushchair, kicking. “Yours, baby?” {hero} asked. The baby had socks on its hands! Not mittens. The baby laughed. Whose is it?',
        ],
        [
          'A baby sat in a pushchair, all bundled up, kicking two fat legs.',
          '“Is this your mitten, baby?” asked {hero}.',
          'The baby held up two hands. On each hand was a sock! A stripy sock on this hand. A stripy sock on that hand.',
          '{hero} giggled. “Socks on your hands!”',
          'The baby waved the sock hands and laughed a big gummy laugh. Ga ga! The baby’s mum laughed too. “Socks stay on better,” she said. No cold hands there. Whose is it?',
        ],
      ],
      scene: 'a bundled-up baby in a pushchair waving two hands with stripy socks on them',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'A big girl came by with a skipping rope. Skip, hop, skip. “Is this yours?” asked {hero}. The big girl shook her sleeves. Out popped two mittens on a long string! “Mine can’t get lost,” she said. Whose is it?',
        ],
        [
          'Slap, hop! Slap, hop! A big girl came by with a skipping rope, skipping as she went.',
          '{hero} waved the little mitten. “Wait! Did you lose one?”',
          'The big girl stopped skipping. She was puffing like a little train.',
          '“Nope,” puffed the big girl. “Look!” She shook her arms. Out of her sleeves popped two mittens, swinging on a long string, one at each end.',
          '“My mittens are tied together,” she said. “So they can never, ever get lost.”',
          '{hero} laughed. What a good idea! The little mitten had no string at all. Slap, hop, went the rope, and off the big girl went. Whose is it?',
        ],
      ],
      scene: 'a big girl with a skipping rope showing two mittens on a string popping out of her sleeves',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The postwoman came by with her big bag. “Did a mitten come in the post?” asked {hero}. The postwoman looked in her bag. Letters, parcels, a card. No mitten. Whose is it?',
        ],
        [
          'Thump, thump, went big boots. It was the postwoman, with a big bag on her shoulder, full to the top.',
          '“Good morning,” {hero} called. “Did a mitten come in the post? A little one?”',
          'The postwoman smiled and opened her bag. She looked inside. Letters. More letters. A fat parcel. A birthday card with a balloon on it.',
          '“No mittens in here,” said the postwoman. “Only letters and parcels. And a mitten cannot go in the post without a stamp!”',
          '{hero} giggled at the idea of a mitten with a stamp on it.',
          '“I will look out for a cold little hand on my way,” said the postwoman, and off she went, thump, thump. Whose is it?',
        ],
      ],
      scene: 'a postwoman with a big bag of letters looking inside it for {hero}',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On top of a post sat a lost hat. Somebody had put it up high, to be found. “I could put the mitten there,” said {hero}. But a cold hand cannot wait. {hero} kept the mitten.',
        ],
        [
          'On top of a post sat a hat. It was a lost hat, a woolly one with a bobble. Somebody kind had put it up high, so the one who lost it could see it.',
          '“I could put the mitten up there too,” said {hero}. “Then I can go and play.”',
          '{hero} held the mitten up to the post. Then {hero} stopped.',
          '“But somebody’s hand is cold now,” said {hero}. “Not later. Now.”',
          '@friend “Now,” said {pal}. “Let’s keep looking.”',
          'So the mitten went back in {hero.poss} pocket, and the hat sat on the post, waiting for its own head.',
        ],
      ],
      scene: 'a lost woolly hat with a bobble sitting on top of a post, {hero} holding up a mitten beside it',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} stopped to warm up. The little mitten was in {hero.poss} pocket, safe and warm. Pat, pat. “I will find your hand,” {hero} told it.',
        ],
        [
          '{hero.poss} nose was pink now. {hero.poss} toes were a bit cold. {hero} stamped, stamp, stamp, to warm them up.',
          '{hero} patted {hero.their} coat pocket. The little mitten was in there, safe and snug, so it would not get lost again.',
          'Pat, pat. “Don’t worry, little mitten,” said {hero}. “I will find your hand.”',
          '@pet+dog {pal} stamped too. Well, {pal} wagged, which is the same thing.',
          '@friend {pal} stamped too, stamp, stamp, and they both laughed.',
        ],
      ],
      scene: '{hero} stamping feet to keep warm and patting a coat pocket',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} put the little mitten on [?{toy.name}|{hero.their} own nose], just for fun. It looked like a funny hat. {hero} giggled. Then {hero} took it off again. It was not a hat. It was for a hand.',
        ],
        [
          'The little mitten was so small. {hero} had an idea, a silly one.',
          '{hero} put it on [?{toy.name}|{hero.their} own nose], just for a moment. It looked like a funny little hat, with a [?{animal}|star] on the front!',
          '{hero} giggled. Then {hero} giggled some more.',
          '@pet {pal} stared at it, head on one side, as if to say, what is that?',
          '@friend {pal} laughed so much that {pal} had to sit down.',
          'Then {hero} took the mitten off again, gently. “You are not a hat,” said {hero}. “You are for a hand. A cold one.”',
        ],
      ],
      scene: '{hero} giggling at a tiny mitten worn like a hat',
    },
    {
      kind: 'setback',
      tellings: [
        [
          '{hero} sat down. {hero} had asked and asked. Nobody had lost a mitten. “I can’t find them,” {hero} said, in a small voice.',
        ],
        [
          '{hero} sat down on the edge of a step. {hero} had asked and asked and asked. {hero.poss} feet were tired. {hero.poss} nose was cold. And nobody had lost a little mitten.',
          '{hero} took it out of {hero.their} pocket and looked at it. The little picture on it looked back.',
          '“I can’t find your hand,” said {hero}, in a small voice. “There are too many hands. Big hands and small hands and hands in pockets. And none of them is yours.”',
          '@pet {pal} leaned against {hero.poss} legs, warm and heavy.',
          '@friend {pal} sat down too. “We tried really hard,” said {pal}.',
        ],
      ],
      scene: '{hero} sitting alone on a step, looking sadly at the little mitten',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} heard a sniff. A little child was crying, holding a grandad’s hand. On one hand was a [?{colour}|red] mitten with a tiny [?{animal}|star]. The other hand was bare and cold.',
          '“One mitten and one cold hand!” said {hero}. “Just like the balloon lady said!”',
          '@lesson-helping {hero} could not reach the little child over all the people. So {hero} asked a grown-up to help, and the grown-up called out, “Wait, please!”',
          '@lesson-kindness {hero} went over, slowly, so as not to scare the little child.',
          '@lesson-patience The little child was crying too hard to look. So {hero} waited, quiet and kind, until the crying stopped.',
          '@lesson-trying-again “One more time,” said {hero}. “Is this yours?”',
          '@lesson-teamwork+pet,lesson-teamwork+friend {hero} and {pals} went over together.',
          '@lesson-sharing {hero} held the cold little hand in {hero.their} own warm mitten, to share the warm.',
        ],
        [
          'Then {hero} heard a sound. Sniff. Sniff, sniff. A very small sniff.',
          'A little child was walking by, holding a grandad’s hand. The little child was crying.',
          '{hero} looked at the little child’s hands. On one hand was a mitten. It was [?{colour}|red] and woolly, with a tiny [?{animal}|star] sewn on the back. And the other hand? It was bare and pink and cold, tucked up under a chin.',
          '“One mitten and one cold hand!” said {hero}. “Just like the balloon lady said!”',
          '@lesson-helping But the grandad walked fast, and there were lots of people. {hero} could not catch up. So {hero} asked a grown-up to help. “Please,” said {hero}, “can you call them?” And the grown-up called out, loud and clear, “Wait, please!”',
          '@lesson-kindness {hero} did not run and shout. {hero} went over slowly and softly, so as not to scare the little child, and knelt down low.',
          '@lesson-patience The little child was crying too hard to look. So {hero} did not rush. {hero} waited, quiet and kind, until the crying was just a hiccup.',
          '@lesson-trying-again {hero} had asked so many people. Would this one say no too? {hero} took a big breath. “One more time,” said {hero}. “Is this yours?”',
          '@lesson-teamwork+pet,lesson-teamwork+friend {hero} and {pals} went over together, one on each side, so the little child could see them both.',
          '@lesson-sharing First, {hero} took the cold little hand and held it inside {hero.their} own warm mitten, both hands in one, to share the warm. Just for a moment.',
          '{hero} let the little child hold {toy.name}, just for a bit. The crying got smaller.',
          '@pet {pal} sat very still and let the little child give {pal} a pat.',
        ],
      ],
      scene: '{hero} kneeling beside a crying little child who has one mitten and one bare, cold hand',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          '{hero} held out the little mitten. The crying stopped. “Mine!” On it went, pull, pull. Two mittens, two warm hands. Pat, pat, pat!',
          '“Thank you,” said the grandad. “This is Kit. Kit looked everywhere for that mitten.”',
        ],
        [
          '{hero} held out the little mitten, very gently.',
          'The little child stopped crying at once. Two eyes went round. “Mine!”',
          '{hero} helped to put it on. Pull, pull, wiggle. The thumb went in the thumb bit. The fingers went in the finger bit.',
          'Now there were two mittens, a matching pair, on two warm hands.',
          'The little child clapped them together. Pat, pat, pat! Woolly claps make hardly any sound at all, but they are the best claps there are.',
          '“Thank you,” said the grandad. “This is Kit. We looked everywhere for that mitten, didn’t we, Kit?”',
          'Kit nodded and smiled a big wet smile at {hero}.',
        ],
      ],
      scene: 'a little child clapping two matching mittens together, {hero} smiling',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'Kit waved a mittened hand all the way down the path. {hero} waved back.',
          '“{lesson},” said {hero}.',
          '{hero.poss} own hands were warm in {hero.their} own mittens. And {hero.poss} heart felt warm too.',
        ],
        [
          'Kit and the grandad went on their way. Kit waved and waved a mittened hand, and {hero} waved back until Kit was just a small dot.',
          '@pet+dog {pal} wagged the whole time.',
          '@friend “We did it,” said {pal}, and gave {hero} a high five. A woolly high five.',
          '“{lesson},” said {hero}, and it felt true.',
          'Then {hero} put {hero.their} own hands in {hero.their} own warm mittens, one and two, and went home for something hot to drink. On the way, {hero} looked at every hand that went by. Two mittens, two gloves, two pockets. Every hand was warm.',
          '{hero.poss} hands were warm. {hero.poss} toes were warm. And, in a funny way, {hero.poss} heart felt warm too.',
        ],
      ],
      scene: '{hero} waving goodbye to a little child in two matching mittens',
    },
  ],
};
