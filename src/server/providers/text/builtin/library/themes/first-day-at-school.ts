/** First day at school: butterflies, finding the way, and show-and-tell. */
import { firstDayAtSchoolTales } from '../tales/first-day-at-school/index.ts';
import type { ThemeLibrary } from '../types.ts';

export const firstDayAtSchool: ThemeLibrary = {
  tales: firstDayAtSchoolTales,
  defaultLessons: ['bravery', 'being-yourself', 'kindness'],
  companions: [
    { name: 'Scribble', a: 'a tiny talking pencil with a very pointy hat', noun: 'pencil', role: 'thinker' },
    { name: 'Nutmeg', a: 'the class hamster, who knew everything about the school', noun: 'hamster', role: 'spotter' },
    { name: 'Doodle', a: 'a paper bird who lived on the classroom windowsill', noun: 'paper bird', role: 'joker' },
  ],
  plots: [
    {
      id: 'tummy-butterflies',
      method: 'look-closely',
      shape: 'courage',
      time: 'day',
      worlds: ['school'],
      titles: ['{hero} and the Tummy Butterflies', '{hero}’s First Day', 'The Butterflies Go Quiet'],
      goal: { full: 'a happy first day', short: 'the first day' },
      problem: {
        simple: [
          'Today was {hero.poss} first day {place.in}. {hero} had a new bag and new shoes. But {hero} had butterflies in {hero.their} tummy. Flutter, flutter!',
        ],
        rich: [
          'On the morning of {hero.poss} first day {place.in}, everything was new: the bag, the shoes, the lunchbox with the shiny clasp. {hero} had been excited all week. But now, standing at the gate, {hero} felt a whole flock of butterflies wake up and start fluttering round and round inside {hero.their} tummy.',
        ],
        scene: '{hero} standing at a school gate with a new bag, looking nervous',
      },
      attempts: [
        {
          spot: 'hidden',
          simple: [
            '{hero} hid in {spot}. It was cosy there. But the butterflies came too. Flutter, flutter. Hiding did not help.',
          ],
          rich: [
            '{hero} slipped into {spot} and tucked up small. It was quiet and cosy, and for a moment it felt better. But the butterflies had come along too, and in the quiet they fluttered louder than ever. Hiding only made the outside seem further away.',
          ],
          scene: '{hero} tucked up small inside {spot}',
        },
        {
          spot: 'open',
          simple: [
            '{hero} went to {spot}. Lots of children were playing. {hero} wanted to join in. But {hero.poss} feet would not move.',
          ],
          rich: [
            'Out in {spot}, a game of chase was whirling round and round. {hero} stood at the edge, wanting very much to join in, and waiting for someone to notice. {hero.poss} feet felt glued to the ground. Nobody noticed, and the game whirled on.',
          ],
          scene: '{hero} standing at the edge of {spot} watching a game of chase',
        },
        {
          spot: 'low',
          simple: [
            '{hero} sat on {spot} and looked at the floor. "Maybe if I am very quiet, the day will go fast," thought {hero}. But the day went slow.',
          ],
          rich: [
            '{hero} sat on {spot} and studied the pattern very hard, hoping the day might hurry up if {hero.they} kept still enough. It did not hurry. Days never do when you want them to.',
          ],
          scene: '{hero} sitting on {spot}, staring at the floor',
        },
        {
          spot: 'path',
          simple: [
            '{hero} walked along {spot}. "I want to go home," {hero} said in a tiny voice. But home was a long way away.',
          ],
          rich: [
            '{hero} walked along {spot} to look out of the window at the way home, and felt a lump in {hero.their} throat. "I just want it to be home time," {hero} whispered. The clock on the wall did not seem to care.',
          ],
          scene: '{hero} looking out of a window in {spot}',
        },
      ],
      turn: {
        simple: [
          'Then {hero} saw another new child. That child was by the pegs, all alone, holding a lunchbox very tight. "That child has butterflies too," thought {hero}.',
        ],
        rich: [
          'Then {hero} noticed someone else: another new child, standing all alone by the coat pegs, gripping a lunchbox so tightly that their knuckles had gone white. {hero} knew that look exactly. It was a butterflies look. And {hero} thought: if I feel like this, and that child feels like this, then maybe neither of us has to feel it alone.',
        ],
        scene: '{hero} noticing another new child standing alone by the coat pegs',
      },
      solve: {
        simple: [
          '{hero} took a big breath. {hero} walked over. "Hello," said {hero}. "It is my first day too. Do you want to play?" The other child smiled a big smile. "Yes!"',
        ],
        rich: [
          '{hero} took a breath so deep it went all the way down to the butterflies. Then {hero} walked across the room, one step and another, and said, "Hello. It’s my first day too. Do you want to sit together?" The other child looked up, surprised, and then smiled the widest smile. And the strangest thing happened: the butterflies in {hero.poss} tummy folded their wings and settled down, one by one.',
        ],
        scene: '{hero} smiling and saying hello to another new child by the coat pegs',
      },
      celebrate: {
        simple: ['At home time, {hero} ran out. "How was it?" "The best!" said {hero}. "I made a friend!"'],
        rich: ['At home time, {hero} burst out of the door with a painting still wet in one hand. "How was it?" "It was good," said {hero}, and then, thinking it over, "It was actually really good. I made a friend."'],
        scene: '{hero} running out of school at home time holding a wet painting, beaming',
      },
    },
    {
      id: 'finding-the-classroom',
      method: 'look-closely',
      shape: 'find',
      time: 'day',
      worlds: ['school'],
      titles: ['{hero} and the Sunflower Classroom', 'Where Is My Classroom?', '{hero} Finds the Way'],
      goal: { full: 'the Sunflower Classroom', short: 'the classroom' },
      problem: {
        spot: 'path',
        simple: [
          'It was {hero.poss} first day {place.in}. {hero} went to wash {hero.their} hands. But when {hero} came back, {hero} did not know the way! Where was the Sunflower Classroom?',
        ],
        rich: [
          'Everything was going well on {hero.poss} first day {place.in} until {hero} went to wash {hero.their} hands. Coming back, {hero} turned left instead of right and found {hero.self} on {spot}, which had far more doors than it had any right to have. Every door looked the same. Which one was the Sunflower Classroom?',
        ],
        scene: '{hero} standing in {spot} looking at lots of identical doors',
      },
      attempts: [
        {
          spot: 'hidden',
          simple: [
            '{hero} opened a door. It was {spot}! Lots of paint. But no class. "Wrong door," said {hero}.',
          ],
          rich: [
            '{hero} chose the nearest door and opened it. It was {spot}, full of jars and brushes and a smell of poster paint, and completely empty of people. Definitely not the Sunflower Classroom.',
          ],
          scene: '{hero} peeking into {spot} full of paint pots',
        },
        {
          spot: 'open',
          simple: [
            '{hero} went into {spot}. It was very big. Some big children were doing P.E. "Is this my class?" No. They were much too big.',
          ],
          rich: [
            'The next door led into {spot}, where a class of much older children were doing forward rolls. One of them waved. {hero} waved back, then backed out. Wrong room, and wrong size of children.',
          ],
          scene: '{hero} peeking into {spot} where older children are doing forward rolls',
        },
        {
          spot: 'high',
          simple: [
            '{hero} went up to {spot} to see far. But there were lots of doors. They all looked the same.',
          ],
          rich: [
            '{hero} climbed up to {spot} to get a better view. From up there you could see a great many doors, a great many corridors, and absolutely no sunflowers.',
          ],
          scene: '{hero} at {spot}, looking out over many doors',
        },
        {
          spot: 'low',
          simple: [
            '{hero} looked at {spot}. There were lots of coats and bags. But none of them were {hero.poss}.',
          ],
          rich: [
            '{hero} checked {spot}, thinking {hero.their} own bag might be there to show the way. There were bags with rockets and bags with unicorns and a bag shaped like a frog. None of them was {hero.poss}.',
          ],
          scene: '{hero} looking along {spot} at rows of bags and coats',
        },
      ],
      turn: {
        simple: [
          '{hero} remembered something. The teacher had said, "Look for the sunflowers on the door." {hero} looked, very carefully. There! A yellow flower, far down the hall.',
        ],
        rich: [
          '{hero} took a breath and made {hero.self} stop and think. What had the teacher said that morning? "Our door is the one with the sunflowers." {hero} had been rushing past every door without really looking. Now {hero} walked slowly, looking at each one properly, and there, right at the end, was a door with a painted yellow sunflower.',
        ],
        scene: '{hero} spotting a door with a painted sunflower at the end of a corridor',
      },
      solve: {
        simple: [
          '{hero} opened the door. It was the Sunflower Classroom! "There you are!" said the teacher, with a big smile. {hero} was back.',
        ],
        rich: [
          '{hero} pushed the door open, and there was the Sunflower Classroom, exactly as it had been left: the reading corner, the fish tank, the coats on their pegs. "There you are," said the teacher, smiling. "Did you go exploring?" {hero} nodded. It had, in the end, been a bit of an adventure.',
        ],
        scene: '{hero} opening a door with a sunflower on it, the teacher smiling inside',
      },
      celebrate: {
        simple: ['The teacher gave {hero} a sticker. It said: SUPER EXPLORER.'],
        rich: ['Later, the teacher asked {hero} to help make a map of the school for the next new children, with every door labelled, and the Sunflower Classroom drawn biggest of all.'],
        scene: '{hero} drawing a big map of the school with a sunflower in the middle',
      },
    },
    {
      id: 'show-and-tell',
      method: 'new-angle',
      shape: 'courage',
      time: 'day',
      worlds: ['school'],
      titles: ['{hero} and the Show-and-Tell', '{hero}’s Special Thing', 'Your Turn, {hero}'],
      goal: { full: 'a turn at show-and-tell', short: 'show-and-tell' },
      problem: {
        simple: [
          'It was show-and-tell {place.in}. Everyone sat on the rug. {hero} had brought something special from home. But {hero} felt shy. "What if they laugh?" thought {hero}.',
        ],
        rich: [
          'On Friday {place.in} it was show-and-tell, and everyone sat in a circle on the reading rug. {hero} had brought something very special from home, wrapped up in a jumper so it would not get scratched. But as the turns went round the circle and came closer, {hero.poss} hands went hot, and {hero.poss} voice seemed to shrink. What if nobody liked it? What if they laughed?',
        ],
        scene: 'Children sitting in a circle on a rug, {hero} holding a wrapped bundle nervously',
      },
      attempts: [
        {
          spot: 'low',
          simple: [
            'It was {hero.poss} turn. {hero} stood up. But {hero} sat down again, fast! "Not yet," said {hero}.',
          ],
          rich: [
            'When it was {hero.poss} turn, {hero} stood up, looked at all the faces, and sat straight back down again. "Can I go later?" {hero} asked in a small voice. The teacher nodded kindly.',
          ],
          scene: '{hero} half standing up in the circle, then sitting down again',
        },
        {
          spot: 'hidden',
          simple: [
            '{hero} went to {spot} to think. "I can just show it. I don’t have to talk," {hero} thought. But it did not feel right.',
          ],
          rich: [
            '{hero} slipped off to {spot} for a moment to think. Perhaps {hero.they} could just hold it up without saying a word. But the special thing had a story, and it felt wrong to keep the story hidden.',
          ],
          scene: '{hero} sitting quietly in {spot}, holding a wrapped bundle',
        },
        {
          spot: 'open',
          simple: [
            '{hero} tried to practise on {spot}. "This is my…" But {hero.poss} voice was very, very small.',
          ],
          rich: [
            'At break, {hero} practised in a corner of {spot}. "This is my special thing, and it’s special because…" The words came out so quietly that even a passing ladybird would have had to lean in.',
          ],
          scene: '{hero} practising quietly in a corner of {spot}',
        },
        {
          spot: 'path',
          simple: [
            '{hero} walked up and down {spot}. "I can do it. I can’t do it. Yes, I can." Round and round went {hero.poss} thoughts.',
          ],
          rich: [
            '{hero} walked up and down {spot}, and {hero.their} thoughts walked up and down too. I can do it. I can’t. I can. Thinking about it, it turned out, was making it bigger, not smaller.',
          ],
          scene: '{hero} pacing along {spot}, deep in thought',
        },
      ],
      turn: {
        simple: [
          '{hero} thought about why it was special. It was special because {hero} loved it. "I don’t need to be loud," thought {hero}. "I just need to tell them why I love it."',
        ],
        rich: [
          '{hero} unwrapped the special thing and looked at it, and remembered why it mattered so much. And {hero} realised something: nobody needed a perfect speech. They only needed to hear why {hero} loved it. That was a thing {hero} already knew by heart.',
        ],
        scene: '{hero} looking fondly at a special object unwrapped from a jumper',
      },
      solve: {
        simple: [
          '{hero} stood up. {hero} held up the special thing. "I love this," said {hero}, "because…" And {hero} told them all about it. Everyone listened.',
        ],
        rich: [
          'So when the circle came round again, {hero} stood up, held the special thing in both hands, and said, "I love this because…" and told them. {hero.poss} voice wobbled at first, and then it didn’t. Everyone listened, and at the end, someone said, "Can I see it?" and then everyone wanted to.',
        ],
        scene: '{hero} standing in the circle holding up a special object, everyone listening',
      },
      celebrate: {
        simple: ['Everyone clapped. {hero} felt ten feet tall.'],
        rich: ['Everyone clapped, and {hero} sat down feeling roughly ten feet tall, and already thinking about what to bring next Friday.'],
        scene: 'Children clapping for {hero} in a circle',
      },
    },
  ],
};
