/** For early readers (5–7): best friends fall out over the flag for their den; nothing is fun alone, and sorry plus both ideas mends it. */
import type { Tale } from '../../types.ts';

export const theFlagOnTheDen: Tale = {
  id: 'the-flag-on-the-den',
  bands: ['early'],
  worlds: ['park', 'garden', 'seaside'],
  anywhere: true,
  time: 'day',
  shape: 'fix',
  titles: ['The Flag on the Den', '{hero} and Jun Fall Out', 'Two Ideas, One Flag'],
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
          'They used a big old blanket, two folding chairs and a broom for the middle pole. Inside, there was room for two, plus snacks.',
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
          'Jun stamped off. “Fine. Have your silly den.” And {hero} was left alone.',
        ],
        [
          '“The flag should be [?{colour}|red],” said {hero}. “All of it. Plain and bright, so you can see it from far away.”',
          '“No,” said Jun. “It should have a dragon on it. A big one, breathing fire.”',
          '“Dragons are too hard to draw.”',
          '“Plain flags are boring.”',
          '“It’s MY den too!”',
          '“It was MY blanket!”',
          'Jun’s face went hot and cross. Then Jun stamped off. “Fine! Have your silly den!”',
          '{hero} stood by the den with {hero.their} arms folded. Good, {hero} thought. But it did not feel good at all.',
        ],
      ],
      scene: '{hero} with folded arms by a blanket den, a friend stamping away',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          '{hero} made a flag[? in {colour}|] and put it on top. But the den looked empty with just {hero.self} inside. It was no fun.',
        ],
        [
          '{hero} made a flag [?out of a {colour} T-shirt|out of an old red T-shirt] and tied it to the top of the broom. It flapped. It was very bright.',
          '{hero} crawled into the den and sat in the middle, where there was room for two.',
          'There were two snacks. {hero} ate one. The other one just sat there.',
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
          '{hero} tried playing catch with some big kids. But they threw too hard and did not wait. It was not like playing with Jun.',
        ],
        [
          'Some bigger kids were playing catch nearby. “Can I play?” asked {hero}.',
          '“If you like,” said the tallest one, and threw the ball, very hard.',
          '{hero} missed it. {hero} missed the next one too. The big kids did not wait, and did not laugh at {hero.poss} jokes, and did not know the special rule about three bounces.',
          'Jun knew the special rule. Jun had made it up.',
          '“Thanks,” said {hero}, and went back to the den.',
        ],
      ],
      scene: '{hero} missing a ball thrown by bigger children',
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
          'From under the blanket, {hero} said, “Jun would have held that corner.”',
        ],
      ],
      scene: 'A blanket den collapsing on top of {hero}, only feet sticking out',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Old Mr Patel, who always sat nearby, came over. “Fallen out?” asked Mr Patel. “Say sorry first. Then say one thing you liked about the other idea.”',
        ],
        [
          'Old Mr Patel, who sat on the same bench every Saturday and saw everything, came over and sat down by the den.',
          '“That den needs two,” said Mr Patel. “Where is your friend?”',
          '“We fell out,” said {hero}. “About the flag. Jun wanted a dragon. A dragon!”',
          'Mr Patel nodded slowly. “My best friend and I fell out once, about a kite. Forty years ago. We are still friends. Do you know how we fixed it?”',
          '{hero} shook {hero.their} head.',
          '“Sorry first,” said Mr Patel. “Then you say one thing you liked about their idea. There is always one thing.”',
        ],
      ],
      scene: 'An old man sitting by a blanket den, talking to {hero}',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then {hero} saw Jun, sitting on the wall all alone. Jun looked sad too. But {hero} did not know what to say.',
        ],
        [
          'Over by the wall, {hero} saw Jun. Jun was sitting all alone, kicking the wall with both heels. Bump, bump, bump.',
          'Jun looked as sad as {hero} felt.',
          '{hero} wanted to go over. But {hero.poss} feet would not move. What if Jun was still cross? What if Jun called it a silly den again?',
          '{hero} stood there for a long time.',
          '@pet {pal} looked at {hero}, then at Jun, then back at {hero}, as if to say, well?',
        ],
      ],
      scene: 'A sad friend sitting alone on a low wall, {hero} watching from a distance',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Sorry first, Mr Patel had said. So {hero} walked over. “Sorry, Jun,” said {hero}. “I liked your dragon. A dragon would be brave. And it could be on a [?{colour}|red] flag.”',
        ],
        [
          'Sorry first. Then one thing you liked.',
          '{hero} took a big breath and walked all the way to the wall.',
          '“Sorry, Jun,” said {hero}. “I was bossy about the flag.”',
          'Jun stopped kicking. “I said your den was silly. It’s not silly. It’s the best den.”',
          '{hero} thought hard about one thing {hero.they} liked. It was not hard at all. “I like dragons really. A dragon is brave. It would scare off anybody who tried to take our den.”',
          'Jun’s face began to smile. “And it could be a dragon on a [?{colour}|red] flag,” said Jun. “So you can still see it from far away.”',
        ],
      ],
      scene: '{hero} and a friend sitting together on a wall, starting to smile',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Together they built the den again. Jun held one corner and {hero} held the other. Then they drew a big dragon on the flag. It was the best flag ever.',
        ],
        [
          'Together they put the den back up. Jun held one corner. {hero} held the other. It went up in no time at all.',
          'Then they lay on their tummies and drew the dragon, right in the middle of the bright flag. Jun did the wings. {hero} did the fire. The fire was a bit wobbly. The dragon looked a bit like a dog. They both agreed it was perfect.',
          'Up went the flag, on top of the broom.',
          '@friend {pals} said it was the best flag they had ever seen.',
          'And inside the den there was room for two, plus snacks. The second snack did not sit there for long.',
        ],
      ],
      scene: '{hero} and a friend raising a bright flag with a wobbly dragon on top of their den',
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
          '“{lesson},” said {hero}, and Jun nodded, because it was true.',
          'That night, the dragon flag hung on the end of {hero.poss} bed. {hero} looked at the wobbly fire and smiled.',
          'Tomorrow, Jun was coming over. They were going to build a bigger den. With two flags, maybe.',
          'And thinking of that, {hero} fell asleep.',
        ],
      ],
      scene: '{hero} asleep, a flag with a wobbly dragon hanging on the end of the bed',
    },
  ],
};
