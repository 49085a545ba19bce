/** For readers of 8–10: the cure for the King's hiccups lies over a bridge no one may cross; tricks fail, and asking the troll what it wants is the way over. */
import type { Tale } from '../../types.ts';

export const theTrollOfGrumbleBridge: Tale = {
  id: 'the-troll-of-grumble-bridge',
  bands: ['middle'],
  worlds: ['castle'],
  anywhere: true,
  time: 'day',
  shape: 'befriend',
  titles: ['The Troll of Grumble Bridge', '{hero} and the Troll', 'The King Who Could Not Stop Hiccupping'],
  places: [['in', 'the Kingdom of Fiddlecombe'], ['in', 'the old kingdom of Larkspire']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'Once upon a time, {place.in}, the King had the hiccups. Not for a minute, but for three whole days. The royal doctor had tried everything. Only the Wise One over Grumble Bridge knew the cure, so {hero} went to fetch it.',
          '@pet,friend {pals} went too.',
        ],
        [
          'Once upon a time, {place.in}, the King got the hiccups at breakfast and could not stop.',
          'By lunch, the crown had hiccupped off twice. By the next day, the King could not finish a sentence. “I declare this — hic — bridge — hic — open,” the King said at a grand opening, and everyone was too polite to laugh, except the ducks.',
          'By the third day, the whole kingdom was worried. The royal doctor had tried holding breath, drinking water upside down and a very large fright. Nothing worked.',
          '“There is one person who can cure it,” said the doctor at last. “The Wise One who lives over Grumble Bridge. But nobody ever gets over Grumble Bridge.”',
          '{hero} was the only one who put a hand up. Somebody had to, and {hero} had never been scared of bridges.',
          '@pet,friend {pals} went too, because that is what friends are for.',
        ],
      ],
      scene: 'A King in a great hall hiccupping so hard the crown jumps off, {hero} with a hand raised',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'Grumble Bridge crossed a deep, dark gorge. Under it lived a troll. “Nobody crosses my bridge,” growled the troll. It had said the same to everyone for a hundred years.',
          '“Then I will find a way,” said {hero}.',
        ],
        [
          'Grumble Bridge was old and narrow and crossed a gorge so deep that a dropped button took a long time to land.',
          'Under the bridge lived a troll. It was as big as a cart, with a nose like a potato and ears that stuck out like handles.',
          'When {hero} put one foot on the first plank, the troll swung up onto the bridge. “Nobody crosses my bridge,” it growled.',
          '“Please,” said {hero}. “The King has the hiccups.”',
          '“Not my problem,” said the troll. “Nobody crosses. Not kings, not queens, not anybody. That is the rule.” And it dropped back under the bridge with a thump.',
          '{hero} looked across the gorge, at the little house of the Wise One on the far side. “Then I will find a way,” {hero} said.',
        ],
      ],
      scene: 'A huge troll with a potato nose blocking a narrow wooden bridge over a deep gorge, {hero} at the near end',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'At noon, the troll began to snore. {hero} crept onto the bridge, one plank at a time. Then a plank creaked. Up came the troll. “Nice try,” it said.',
        ],
        [
          'At noon, a loud snore came from under the bridge. The troll was having a nap.',
          '“Now,” whispered {hero}. {hero.they} stepped onto the first plank, very lightly, then the second, and the third. Halfway across, the gorge yawned below. {hero} did not look down.',
          'The tenth plank creaked. Only a little creak. But it was enough.',
          'A big grey hand came up over the side of the bridge, then a potato nose, then the rest of the troll.',
          '“Nice try,” said the troll. “Every plank on this bridge is a friend of mine. They tell me everything.”',
          '{hero} walked back. Sneaking was not going to work.',
        ],
      ],
      scene: '{hero} tiptoeing across a creaking bridge while a big grey hand reaches up over the side',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} offered the troll a bag of gold from the King. “What would I buy with that?” said the troll. “There are no shops under a bridge.”',
        ],
        [
          'Next, {hero} tried a bargain. The King had given {hero} a small bag of gold for the Wise One. {hero} held it up.',
          '“Mr Troll,” said {hero}, “what if I pay to cross?”',
          'The troll looked at the bag. It looked at {hero}. Then it laughed, a big boulder-rolling laugh.',
          '“What would I buy with that?” it said. “There are no shops under a bridge. I have looked.”',
          '“You could buy a nice rug,” said {hero}.',
          '“I have a rug. It is made of old socks.” The troll sniffed. “Nobody crosses.”',
        ],
      ],
      scene: '{hero} holding up a small bag of gold to a laughing troll',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} dressed up as a goat and trotted onto the bridge. “I know that story,” said the troll. “It does not end well for trolls. Off you go.”',
        ],
        [
          'Then {hero} had a clever idea, or what felt like one. {hero} made horns out of two bent spoons, put a grey blanket over {hero.their} back, and trotted onto the bridge.',
          '“Baa,” said {hero}.',
          'The troll came up and looked at {hero} for a long time.',
          '“Goats don’t say baa,” it said. “Sheep say baa. Goats say meh.”',
          '“Meh,” said {hero}.',
          '“And I know that story, anyway,” said the troll. “Three goats, one bridge, and the troll ends up in the river. It does not end well for trolls. Off you go.”',
          '@friend {pals} did not laugh until they were well away from the bridge.',
        ],
      ],
      scene: '{hero} in spoon horns and a grey blanket, pretending to be a goat on the bridge, the troll unimpressed',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'On the rail of the bridge sat an old raven. “You all try to get past the troll,” said the raven. “Nobody ever asks it anything.”',
        ],
        [
          'On the rail at the end of the bridge sat an old raven with one white feather in its tail. It had watched the whole thing.',
          '“Sneaking,” said the raven. “Paying. Goat costumes. I have seen them all. A knight once tried to jump it on a horse. The horse said no.”',
          '“So how do I get across?” asked {hero}.',
          'The raven tipped its head. “For a hundred years, people have come to this bridge. Every one of them wanted to get past the troll. Not one ever asked the troll a single thing.”',
          '“Asked it what?”',
          '“That,” said the raven, “is your job.” And it flew off to find lunch.',
        ],
      ],
      scene: 'An old raven with one white tail feather perched on the bridge rail, talking to {hero}',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'While {hero} thought, a little troll-sized sock floated up out of the gorge on a puff of warm air. {hero} caught it and put it on the end of the bridge, where the troll would find it.',
        ],
        [
          'While {hero} sat thinking, something floated up out of the gorge on a puff of warm air. It was a sock. A huge grey sock, the size of a pillowcase, with a hole in the heel.',
          '{hero} caught it. It smelled of troll, which is to say, of damp and old cheese.',
          '“It must be from the rug,” said {hero}. {hero.they} could have dropped it back into the gorge. Instead, {hero} folded it neatly and left it at the end of the bridge, where the troll would find it.',
          'From under the bridge, very quietly, something said, “Oh.”',
        ],
      ],
      scene: '{hero} folding a huge grey sock at the end of the bridge',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'The sun was getting low. {hero} sat down by the bridge with nothing left to try. “The King will hiccup for ever,” {hero} said. “And it is all because of one grumpy troll.”',
        ],
        [
          'The afternoon wore on. Shadows grew long across the gorge. Back at the castle, {hero} knew, the King was still hiccupping, and probably eating dinner in very small bites.',
          '{hero} sat down with {hero.their} back to a post and felt cross all over.',
          '“It is not fair,” {hero} said. “One grumpy troll, and the whole kingdom has to put up with hiccups. I have tried everything.”',
          '@friend “Not everything,” said {pal}. “You haven’t tried what the raven said.” “The raven was talking in riddles,” snapped {hero}, and then felt bad about snapping.',
          '@pet {pal} rested a chin on {hero.poss} knee and waited, the way pets do when you are being cross.',
        ],
      ],
      scene: '{hero} sitting crossly by the bridge in the late afternoon, long shadows over the gorge',
    },
    {
      kind: 'turn',
      tellings: [
        [
          '{hero} thought about the raven. Nobody ever asks the troll anything. So {hero} went to the edge and called, “Troll? What do you want?” There was a long quiet. Then the troll said, “Nobody has ever asked me that.”',
          '“I want someone to talk to,” said the troll. “Everyone only wants to get past.”',
          '[?So {hero} sat on the bridge and told the troll all about {interest}. The troll listened to every word.|So {hero} sat on the bridge and talked with the troll until the sun went down.]',
        ],
        [
          '{hero} thought about what the raven had said. Not one of them ever asked the troll a single thing.',
          'So {hero} got up, went to the edge of the bridge and called down into the dark. “Troll? Can I ask you something? What do you want?”',
          'There was a long quiet. Then the troll climbed up, slowly.',
          '“Nobody has ever asked me that,” it said. “In a hundred years.” It looked down at its big grey hands. “People come to my bridge every day. And every one of them wants to be on the other side of me. Nobody ever stops.”',
          '“So you stop them,” said {hero}.',
          '“Well,” said the troll, looking at its feet. “At least then they talk to me.”',
          '[?So {hero} sat down on the bridge and told the troll all about {interest}. The troll had never heard of {interest}. It asked a great many questions, most of them very strange, and listened to every answer.|So {hero} sat down on the bridge and talked. About the King’s hiccups, and home, and what school dinners taste like. The troll listened to every word and asked a great many questions.]',
        ],
      ],
      scene: '{hero} sitting and talking with the troll in the middle of the bridge, the troll holding a huge grey sock',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'At last the troll said, “You may cross. And I will come too.” The Wise One gave {hero} the cure. But on the way home, the troll let out a huge, happy roar. The King jumped, and the hiccups were gone!',
        ],
        [
          'At last the troll stood up. “You may cross,” it said. “In fact, I will carry you. The planks will not mind.”',
          'So {hero} crossed Grumble Bridge on the shoulders of a troll, which nobody had ever done before.',
          'The Wise One opened the door before they knocked. “Hiccups?” said the Wise One. “The cure is simple. A good big fright.”',
          '“The doctor tried that,” said {hero}.',
          '“Not a big enough one,” said the Wise One, looking up, and up, at the troll.',
          'So the troll walked {hero} all the way back to the castle. In the great hall, the King said, “Who — hic — is this?” and the troll, who had never been to a castle, was so happy that it let out the loudest roar heard in that kingdom for a hundred years.',
          'The King jumped so high the crown hit the ceiling. And when the King landed, the hiccups were gone.',
        ],
      ],
      scene: 'The troll roaring happily in the great hall, the King jumping high with surprise, {hero} laughing',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '“{lesson},” said the King to {hero}, and made the troll Keeper of the Bridge, with visitors every Sunday.',
          'That night, {hero} went to sleep smiling, thinking of a troll who had only wanted a friend.',
        ],
        [
          'The King gave the troll a new title, Keeper of the Bridge, and a brand-new rug. From then on, anyone could cross Grumble Bridge, as long as they stopped for a chat on the way.',
          '“{lesson},” the King told {hero}, very seriously, and without a single hic.',
          '{hero} went home that evening tired right down to {hero.their} toes.',
          'In bed, {hero} thought about the raven, and the bridge, and the troll carrying {hero.them} over the gorge. Tomorrow was Sunday. {hero} had a bridge to visit.',
          'And with that, {hero} fell fast asleep.',
        ],
      ],
      scene: '{hero} asleep in bed, a drawing of a troll on a bridge pinned above the pillow',
    },
  ],
};
