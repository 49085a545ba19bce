/**
 * For 5–7, anywhere: a shell that hums the sea starts to talk. A baby whale far out at sea is lost,
 * and the child, wherever they are, guides it by listening and talking. The hum the shell always
 * made turns out to be the mother whale's song, and singing it back brings her. The child never
 * leaves the parent's place, so any place reads true.
 */
import type { Tale } from '../../types.ts';

export const theHummingShell: Tale = {
  id: 'the-humming-shell',
  bands: ['early'],
  worlds: [],
  anywhere: true,
  roomy: false,
  time: 'day',
  shape: 'reach',
  characters: ['Bloop', 'Granny Ripple'],
  titles: ['{hero} and the Humming Shell', 'Sing, Bloop!', 'The Shell That Hummed'],
  places: [['at', 'Granny’s house on Harbour Street'], ['in', 'the little flat above the fish shop']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          '{place.in}, {hero} had a big curly shell, [?{colour}|pink] inside. When {hero} held it to one ear, it hummed: shhh, and under the shhh, a low song. Mmm-ooo. Today a tiny voice came out too. “Hello? Is anybody there?”',
          '@pet,friend {pals} stared at the shell.',
        ],
        [
          '{place.in}, {hero} had a shell. It was big and curly, as big as two hands, and [?{colour}|pink] inside, like the inside of an ear.',
          'It had come from the seaside, a long time ago, and it went everywhere with {hero}. If you held it to your ear, it hummed. Everybody knows shells do that. Shhh, it went, like the sea. But {hero.poss} shell did something else as well. Under the shhh, very low and very far away, there was a song. Mmm-ooo. Mmm-ooo-aaa.',
          '{hero} had listened to that song a hundred times. Nobody else could ever hear it.',
          '@pet {pal} put an ear to it once, and then sneezed on it, which did not help.',
          '@friend {pals} had tried too. “It just goes shhh,” said {pal}. “You are making the song up.”',
          'Today, {hero} held the shell up to listen, the way {hero.they} always did. Shhh. Mmm-ooo.',
          'And then, out of the shell, came a tiny voice.',
          '“Hello? Is anybody there?”',
        ],
      ],
      scene: '{hero} holding a big curly shell to one ear, eyes wide with surprise',
    },
    {
      kind: 'problem',
      tellings: [
        [
          '“I am Bloop,” said the voice. “I am a baby whale. I fell asleep, and now my mum is gone.” “I can’t swim out there,” said {hero}. “But I can listen. Tell me what you see. We will find her.”',
        ],
        [
          '{hero} nearly dropped the shell. “Hello?” {hero} whispered into it. “Who is that?”',
          '“I am Bloop,” said the voice. It was small and wobbly, like a voice that had been crying. “I am a whale. A baby one. I was swimming next to my mum, and I got sleepy, and I had a little nap. And when I woke up, she was gone.”',
          '“Gone where?” said {hero}.',
          '“I don’t know!” wailed Bloop. “The sea is very big. And I am very small. Well, I am as big as a bus. But that is small for a whale.”',
          '“How are you talking to me?” asked {hero}.',
          '“I found a shell on the bottom,” sniffed Bloop. “A big curly one. I talked into it. Shells are all joined up, you know. Everybody in the sea knows that.”',
          '{hero} did not know that. But it did not seem the time to say so.',
          '“I can’t swim out there,” said {hero}. “I am {place.in}. But I can listen. You tell me what you can see, and we will find your mum together.”',
          '“Promise?” said Bloop.',
          '“Promise,” said {hero}.',
        ],
      ],
      scene: '{hero} talking into a big curly shell, a baby whale far out in the blue sea',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          '“What can you see?” asked {hero}. “An old ship, lying on the bottom,” said Bloop. “Ask the fish inside,” said {hero}. Bloop asked. The fish only swirled about. “Nobody here has seen a big whale,” they said.',
        ],
        [
          '“First,” said {hero}, “tell me what you can see.”',
          '“An old ship,” said Bloop. “It is lying on the bottom, on its side, all broken. There are fish going in and out of the windows.”',
          '“Fish see everything,” said {hero}. “Ask them.”',
          'There was a lot of swooshing in the shell. Then Bloop’s voice came back, very polite. “Excuse me, fish. Have you seen my mum? She is big and grey and she sings.”',
          '{hero} pressed the shell closer, to hear. There was a sound like a lot of tiny voices all talking at once.',
          '“They say no,” said Bloop. “They say they saw a crab, and a boot, and a very rude eel. But no whales today.”',
          '“Never mind,” said {hero}. “That is one place we know she is not.”',
          '“Is that good?” asked Bloop.',
          '“It is a start,” said {hero}, the way grown-ups say it when something is not very good at all.',
        ],
      ],
      scene: 'a baby whale peering into the windows of an old sunken ship, little fish swirling out',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '“Swim up to the top and look,” said {hero}. Up went Bloop. Splash! “I can see waves,” said Bloop. “Lots of waves. And a bird. No mum.” Bloop blew a spout, just for fun, and came down again.',
        ],
        [
          '“Swim up to the top,” said {hero}. “You can see a long way from the top.”',
          '“Can I?” said Bloop. “I never go up on my own.” But Bloop went. {hero} could hear it, a long whoosh getting louder, and then a great big SPLASH.',
          '“Well?” asked {hero}. “What is up there?”',
          '“Waves,” said Bloop. “Lots and lots of waves. Waves over here, and waves over there. And a bird. The bird is looking at me.”',
          '“Any whales?”',
          '“No,” said Bloop sadly. Then it blew a spout, whoosh, straight up in the air, and the bird flew off in a huff. “Sorry, bird,” said Bloop. “I did not mean to. It just comes out.”',
          '@friend {pal} laughed so hard at that, {pal} had to hold on to something.',
          'Then Bloop went down again, because up at the top was nothing but waves, and a bird who was still cross about it.',
          '“Good looking, though,” said {hero}. “Now we know she is not up there.”',
        ],
      ],
      scene: 'a baby whale at the top of the sea blowing a spout, a surprised bird flying off',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next Bloop came to a crowd of jellyfish, floating like balloons. “Don’t touch them,” said {hero}. “Just ask.” “We go where the water goes,” said the jellyfish. They did not know anything else.',
        ],
        [
          'Next, Bloop swam into a place where the water was full of jellyfish. Hundreds of them, see-through and wobbly, floating up and down like lost balloons.',
          '“Ooh,” said Bloop. “Pretty. Can I play with them?”',
          '“No!” said {hero}, quite loudly. “Jellyfish sting. Don’t touch. Just ask.”',
          'Bloop asked, very carefully, from a long way off.',
          '“We go where the water goes,” said the jellyfish, all together, in soft, bubbly voices. “We do not look. We do not think. We just go.”',
          '“That sounds nice,” said Bloop.',
          '“It is not very useful, though,” said {hero}. “Going where the water goes is how you get lost in the first place.”',
          '“Oh,” said Bloop. “Yes. That is what I did.”',
          'So Bloop swam round them, slowly, with its flippers tucked in tight, and did not get stung once.',
        ],
      ],
      scene: 'a baby whale swimming carefully round a drifting crowd of see-through jellyfish',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Then Bloop met some dolphins. “Race you!” they said, and zoomed off. Bloop could not keep up. “Dolphins are too fast to ask,” said Bloop, puffing. So that did not help.',
        ],
        [
          'Then something went click, click, whistle in the shell.',
          '“Dolphins!” said Bloop. “Lots of dolphins! They are jumping over me!”',
          '“Ask them about your mum,” said {hero}. “Quick, before they go.”',
          '“Have you seen—” began Bloop.',
          '“Race you!” said the dolphins, all at once, and zoomed off, zip, zip, zip, jumping in and out of the waves.',
          'Bloop tried to keep up. Bloop swam and swam. But a baby whale is not built for racing. It is built for floating, and for being cuddled by a very big mum.',
          'The clicks and whistles got smaller and smaller, and then they were gone.',
          '“Dolphins are too fast to ask,” puffed Bloop. “I think they said no. Or maybe they said ‘woo’.”',
          '@pet+dog {pal} barked at the shell, as if to say: I would have caught them.',
        ],
      ],
      scene: 'a crowd of dolphins leaping over a puffing baby whale',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Bloop heard a big noise. Chug, chug, chug. “Boats!” said Bloop. “Maybe Mum is near the boats.” But the boats were too loud. Bloop could not hear anything else. “Swim away from the noise,” said {hero}. So Bloop did.',
        ],
        [
          'Then a big noise came through the shell. Chug, chug, chug, CHUG.',
          '{hero} had to hold it away from {hero.their} ear. “What is that?”',
          '“Boats,” said Bloop. “Fishing boats, with nets. Lots of them. Maybe Mum is near the boats. Maybe she is hiding.”',
          '“Can you hear her?” asked {hero}.',
          '“I can’t hear anything,” shouted Bloop. “The boats are too LOUD.”',
          '{hero} thought hard. A whale who cannot hear is a whale who cannot find anybody. And nets are no place for a baby.',
          '“Swim away from the noise,” said {hero}. “Your mum would not stay near all that. I bet she hates it.”',
          '“She does,” said Bloop, swimming away as fast as it could. “She says boats have no manners.”',
        ],
      ],
      scene: 'a baby whale swimming away under noisy fishing boats with nets',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Bloop came to a place where the sea went very deep and very dark. “Mum might be down there,” said Bloop. “But I am scared of the dark.” {hero} said, “Don’t go. Mums do not hide in the dark.” So Bloop stayed in the light.',
        ],
        [
          'After a while, Bloop stopped swimming. The voice in the shell went very quiet.',
          '“What is it?” asked {hero}.',
          '“There is a big dark hole,” whispered Bloop. “The sea goes down and down and down, and it gets darker and darker, and there are funny lights down there, blinking.”',
          '“Funny lights?” said {hero}.',
          '“Fish with lamps on their heads,” said Bloop. “Mum says they are friendly. Mum says they only look spooky. Maybe she is down there. But I don’t want to go on my own.”',
          '{hero} thought about it. {hero} thought about being small, and going down into the dark, with no mum.',
          '“Don’t go,” said {hero}. “If your mum was looking for you, she would not look in the dark. She would look where the light is.”',
          '“That is true,” said Bloop, very glad. And it turned round, and swam back up to where the water was blue.',
        ],
      ],
      scene: 'a baby whale at the edge of a deep dark drop, tiny lights blinking far below',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Bloop found an octopus and asked about Mum. The octopus pointed one arm this way, one arm that way, and six more arms every other way. “Eight answers,” said Bloop. “That is no answer at all.”',
        ],
        [
          '“There is an octopus here,” said Bloop. “It is orange and squishy, and it is looking at me with one eye.”',
          '“Octopuses are very clever,” said {hero}. “Ask it.”',
          '“Excuse me,” said Bloop. “Which way did my mum go?”',
          'The octopus thought about it. Then it pointed one arm this way. And one arm that way. And one arm up, and one arm down, and four more arms in four more ways, all at once.',
          '“What is it doing?” asked {hero}.',
          '“It is pointing everywhere,” said Bloop. “It has eight arms, so it gave me eight answers.”',
          '{hero} giggled. “Eight answers is the same as no answer.”',
          '“That is what I thought,” said Bloop. The octopus went red, which is how octopuses blush, and squeezed away into a jar.',
        ],
      ],
      scene: 'an orange octopus pointing its eight arms in eight directions, a puzzled baby whale watching',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'A huge grey shape swam by. “Mum?” said Bloop. But it was a different whale, an old one with a scar. “Not your mum,” it rumbled. “Your mum sings a different song.” And it swam on.',
        ],
        [
          'Then Bloop gasped. “Something big is coming! Big and grey! Bigger than me!”',
          '“Is it your mum?” said {hero}, holding the shell so tight {hero.their} fingers hurt.',
          '“Mum!” called Bloop. “MUM!”',
          'A huge grey shape slid past, slow as a ship. It had a long scar on its side and a face like a wrinkly old boot.',
          '“I am not your mum, little one,” it rumbled, so deep that the shell buzzed in {hero.poss} hand. “Every whale has its own song. Your mum sings a different one from me.”',
          '“Oh,” said Bloop, very small.',
          '“Keep listening,” said the old whale, and swam on into the blue.',
          '“Well,” said {hero} after a moment, “that was the wrong whale. But it was a very kind one.”',
        ],
      ],
      scene: 'a huge old grey whale with a scar swimming past a small baby whale',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '“Do you know a joke?” asked {hero}, to cheer Bloop up. “What do whales eat for tea?” said Bloop. “Fish and ships!” Bloop laughed so much it blew bubbles into the shell.',
        ],
        [
          'Bloop was sniffly, so {hero} tried to cheer it up. “Do you know any jokes?” asked {hero}.',
          '“One,” said Bloop. “Mum told it to me. What do whales eat for tea?”',
          '“I don’t know,” said {hero}. “Tell me.”',
          '“Fish and ships!” said Bloop, and laughed so much that it blew a stream of bubbles, and the bubbles came out of the shell as a big wet raspberry noise. Pfffrrt!',
          '{hero} laughed too. It was not a very good joke. But it was a very good laugh.',
          '@friend {pal} laughed so much that {pal} fell over.',
          '@pet+dog {pal} wagged, because everybody was laughing, and that is always good.',
          '“Mum tells the worst jokes,” said Bloop, sniffing a bit less. “I miss them.”',
        ],
      ],
      scene: '{hero} laughing with a big curly shell held up to one ear',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Bloop followed a long trail of bubbles from a ship. It led to a harbour, where the water was very shallow. Bloop’s tummy bumped the bottom. “Turn round,” said {hero}. “Whales need deep water.” So Bloop wiggled back out.',
        ],
        [
          '“There is a line of bubbles,” said Bloop. “A long white line, going that way. A ship made it.”',
          '“Follow it,” said {hero}. “Ships go to places. Maybe your mum went too.”',
          'So Bloop followed the bubbles. On and on. The water got warmer. The water got lighter. Then it got very, very shallow.',
          'Bump, went Bloop’s tummy, on the bottom. Scrape, bump.',
          '“Ow,” said Bloop. “The sea has run out.”',
          '“It is a harbour!” said {hero}. “Where the boats stop. It is much too small for a whale. Turn round, Bloop. Whales need deep water.”',
          'Turning round is hard when you are as long as a bus. Bloop wiggled. Bloop wriggled. Bloop went backwards, and forwards, and backwards again, while some very surprised people on the harbour wall pointed and took pictures.',
          'At last Bloop was out, back in the deep blue, where whales belong. “I don’t like harbours,” said Bloop. “They are too tight. Like a jumper with no head hole.”',
        ],
      ],
      scene: 'a baby whale wiggling backwards out of a small harbour, people pointing from the wall',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'A crowd of tiny silver fish came to hide in Bloop’s shadow. “They think I am big and safe,” said Bloop, surprised. “You are,” said {hero}. Bloop swam very gently after that.',
        ],
        [
          '“Something is tickling me,” giggled Bloop.',
          '“Who is tickling you?” asked {hero}.',
          '“Tiny fish. Silver ones. Hundreds of them. They are all squashing into my shadow, right under my tummy.”',
          '“Why?” asked {hero}.',
          'Bloop asked them. Then Bloop went very quiet. “They say a big fish is chasing them. They say I am big and safe, so they are hiding under me.”',
          '“You are big and safe,” said {hero}.',
          '“Am I?” said Bloop. It had never been the big safe one before. It had always been the one hiding under Mum.',
          'Bloop swam very slowly and very gently after that, so as not to leave anybody behind, until the big fish gave up and the little silver fish swam away, all together, like a shiny scarf.',
        ],
      ],
      scene: 'a crowd of tiny silver fish hiding in the shadow under a baby whale’s tummy',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Then an old turtle spoke into Bloop’s shell. “I am Granny Ripple,” she said. “A mum whale sings her own song when her baby is lost. If her baby sings it back, she will hear it.”',
        ],
        [
          'Then a new voice came out of the shell. It was slow and creaky, like an old door.',
          '“What is all this fuss?”',
          '“Who is that?” asked {hero}.',
          '“It is a turtle,” whispered Bloop. “A very old one. She has barnacles on her nose.”',
          '“I heard that,” said the old voice. “I am Granny Ripple. I have been swimming this sea for a hundred years, and I know a lost whale when I see one.”',
          '“Please can you help?” said {hero}, into the shell. “Bloop has lost its mum. We have asked the fish and everything.”',
          'Granny Ripple went quiet for a while. Turtles are never in a hurry, not even to be helpful.',
          '“Listen, both of you,” she said at last. “When a whale loses her baby, she sings. She sings her own song, the one only she knows, all day and all night, so it goes out through the whole sea. And if her baby sings that song back, she will hear it, from very far away. That is how whales find each other.”',
          '“But I don’t know her song,” said Bloop. “I was asleep when she taught it to me.”',
          '“Then somebody must have been listening,” said Granny Ripple, and she swam off, slow and creaky, and was gone.',
        ],
      ],
      scene: 'an old turtle with barnacles on its nose speaking into a shell, a baby whale beside it',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Bloop asked, “What do you like best?” “I like {interest},” said {hero}. Bloop had never heard of {interest}. “Is it a fish?” asked Bloop. {hero} laughed so much the shell shook.',
        ],
        [
          'While Bloop had a rest, floating, it asked {hero} a question. “What do you like best in the whole world?” “I like {interest},” said {hero} at once. “Best of all.” The shell went quiet. Then Bloop said, very carefully, “Is that a kind of fish?” {hero} laughed so much that the shell nearly slipped out of {hero.their} hands. {hero} told Bloop all about {interest}, and Bloop listened to every word, and said “Ooh” in all the right places. “Do you have {interest} in the sea?” asked {hero}. “I don’t think so,” said Bloop. “We have fish. And more fish. And once, a boot.” “I would like {interest},” said Bloop. “If I had hands. And if I lived on land. And if I was not a whale.”',
        ],
      ],
      scene: '{hero} laughing, holding a big curly shell and explaining something with one waving hand',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Bloop was hungry. “Mum always finds the food,” said Bloop. {hero} said, “Open your mouth and swim through the little pink shrimps.” Bloop did. Gulp! “Yum,” said Bloop. “You are clever.”',
        ],
        [
          'Bloop’s tummy made a noise in the shell. It was a very big noise, like a door banging in a storm.',
          '“Was that you?” said {hero}.',
          '“I am hungry,” said Bloop. “Mum always finds the food. I don’t know how.”',
          '“What is near you?” asked {hero}.',
          '“Little pink shrimps,” said Bloop. “Millions. Like pink fizz.”',
          '{hero} knew something about whales from a book. “Some whales eat those,” said {hero}. “Open your mouth very wide and swim right through them.”',
          'There was a long, slurpy, gulpy noise. Then a very happy burp.',
          '“Yum,” said Bloop. “You are the cleverest person I have ever talked to in a shell.”',
          '“I am the only person you have ever talked to in a shell,” said {hero}.',
          '“Still,” said Bloop.',
        ],
      ],
      scene: 'a baby whale swimming mouth open through a pink swarm of tiny shrimps',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '“What is your best animal?” asked Bloop. “The {animal},” said {hero}. “Is that bigger than me?” asked Bloop. “Much smaller,” said {hero}. Bloop was very pleased about that.',
        ],
        [
          '“What is your best animal?” asked Bloop, floating on its back. “The {animal},” said {hero}. “Is the {animal} bigger than me?” “No,” said {hero}. “Much smaller.” “Ha!” said Bloop, very pleased. “Everything is smaller than me. Except Mum.” Then it went quiet again, because it had remembered that Mum was not there. “Is the {animal} friendly?” asked Bloop. “Very,” said {hero}. “You would like each other. You could play.” Bloop tried to imagine playing with something so small. “I would have to be very careful,” it said. “Like with jellyfish.” “We will find her,” said {hero}. “I promised.”',
        ],
      ],
      scene: 'a baby whale floating on its back at the top of the sea, a big curly shell on the sea floor below',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Bloop did not know the song, but tried anyway. “Mmm… squeak.” It did not sound like a mum song at all. “I can’t do it,” cried Bloop. “I am too little. I will never find her.” {hero} held the shell tight and felt very far away.',
          '@pet {pal} pressed close to {hero}.',
          '@friend {pal} put an arm round {hero}.',
        ],
        [
          'Bloop did not know the song. But Bloop tried to sing anyway.',
          '“Mmm… mmm… squeak.”',
          'It was not a song. It was a squeak, like a door that needed oil.',
          'Bloop tried again. “Laaa… squeak. Squeak.”',
          'Nobody sang back. The sea said nothing at all. There was only the shhh, going on and on, as big as the whole world.',
          'Bloop had asked the fish. Bloop had swum such a long way. And now Bloop was tired, and the sea was getting dark.',
          '“I can’t do it,” cried Bloop, and the shell filled up with sad, bubbly sobs. “I don’t know her song. I am too little. I will never find her. Never, ever.”',
          '{hero} held the shell tight. {hero} wanted to swim out there and give Bloop a hug, a big one, round its big baby tummy. But {hero} was {place.in}, and the sea was very far away.',
          '[?{hero} held {toy.name} close with the other hand.|]',
          '@pet {pal} pressed close against {hero.poss} legs, warm and worried.',
          '@friend {pal} put an arm round {hero}. “Poor Bloop,” said {pal}. “What can we do?”',
        ],
      ],
      scene: '{hero} hugging a big curly shell, looking sad and far away',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} thought of Granny Ripple, and the mum’s song. The low song in the shell! Mmm-ooo-aaa. {hero} had heard it a hundred times. “Bloop,” said {hero}, “I know your mum’s song. Sing it with me.”',
          '@lesson-helping “It is fine to need help,” said {hero}. “Let me help you.”',
          '@lesson-teamwork {hero} and Bloop sang it together, one on land, one at sea.',
          '@lesson-trying-again “Try again,” said {hero}. “Not squeaky. Low and slow.”',
          '@lesson-patience “Slowly,” said {hero}. “Songs can’t be rushed.”',
          '@lesson-listening {hero} had listened to that hum a hundred times. Now it mattered.',
          '@lesson-kindness “You are not too little,” said {hero} kindly. “You are just the right size.”',
          '@lesson-bravery {hero} sang out loud, all alone, even though {hero.their} voice wobbled.',
        ],
        [
          'Then {hero} thought of Granny Ripple, slow and creaky. Somebody must have been listening, she had said.',
          '{hero} held the shell up to {hero.their} ear once more. Shhh, went the shell, like the sea. And under the shhh, low and far away, the same as always: Mmm-ooo. Mmm-ooo-aaa.',
          '{hero.poss} heart went thump.',
          'That song. The song nobody else could hear. {hero} had listened to it a hundred times, and never known what it was.',
          '“Bloop,” said {hero}. “Bloop, listen. Your mum is singing. She has been singing all the time, and it has been coming through my shell. I know her song. I know it by heart.”',
          '“You do?” said Bloop.',
          '“Sing it with me,” said {hero}. “Low. From your tummy. Mmm-ooo…”',
          '@lesson-helping “It is fine to need help,” said {hero}. “Everybody does. You asked, and I am here. Let me help you now.”',
          '@lesson-teamwork {hero} and Bloop sang it together: one voice on land and one at sea, going through the shell, meeting in the middle. One voice is small. Two go a long way.',
          '@lesson-trying-again “Try again,” said {hero}. “That was nearly it. Not squeaky. Low and slow, like this.” And Bloop tried again, and again, and each time it was a bit less squeak and a bit more song.',
          '@lesson-patience “Slowly,” said {hero}. “Songs can’t be rushed. Take your time.” And they went slowly, one note at a time, waiting between each one.',
          '@lesson-listening {hero} had listened to that hum a hundred times, when nobody else believed in it. Now all that listening mattered more than anything.',
          '@lesson-kindness “You are not too little,” said {hero}, very kindly. “You are just the right size for this song. It is your song too.”',
          '@lesson-bravery {hero} sang out loud, all on {hero.their} own, even though {hero.their} voice wobbled and it felt a bit silly. Being brave is sometimes just singing when you feel silly.',
          '“Mmm-ooo-aaa,” sang Bloop. It came out low and long and round. It did not squeak at all.',
          '{hero} sang it too, right into the shell, as low as {hero.they} could go. Mmm-ooo-aaa. {hero.poss} voice and Bloop’s voice went out together, into all that water.',
        ],
      ],
      scene: '{hero} singing into a big curly shell with eyes shut, a baby whale singing far out at sea',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Far away, something sang back. MMM-OOO-AAA! It was huge and warm, and it was getting closer. “MUM!” shouted Bloop. There was a great big swoosh, and a happy, bubbly noise. Bloop’s mum had found it. “Thank you,” whispered Bloop into the shell.',
        ],
        [
          'For a moment, nothing happened. The shell went shhh.',
          'Then, from very far away, something sang back.',
          'MMM-OOO-AAA.',
          'It was huge. It was so big and so low that {hero} felt it in {hero.their} tummy, right through the shell. It was the same song, the song from the shell, only now it was loud and close and getting closer.',
          '“MUM!” shouted Bloop. “MUM! I am HERE!”',
          'There was a great big swoosh, like the whole sea turning over. Then there were two songs at once, one big and one small, winding round each other. Then there was a very long, very happy, very bubbly noise, which {hero} was fairly sure was a whale cuddle.',
          '{hero} could hear Bloop giggling. {hero} could hear a great big voice saying something soft, over and over, the way grown-ups do after a very big worry.',
          '“She found me,” said Bloop, all wobbly and glad. “She says she has been singing for two whole days. She says thank you. She says you have very good ears.”',
          '@pet+dog {pal} barked at the shell, as if {pal} had helped. Perhaps {pal} had.',
          '@friend {pal} was jumping up and down. “I heard it that time!” said {pal}. “I really heard it!”',
          '“Thank you,” whispered Bloop into the shell. “Thank you for listening.”',
        ],
      ],
      scene: 'a huge mother whale and a baby whale swimming close together, side by side',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'That night, {hero} held the shell to {hero.their} ear once more. Shhh, went the sea. And under it, two songs, one big and one small, going slowly home.',
          '@lesson “{lesson},” thought {hero}.',
          '{hero} put the shell by the bed, and went to sleep.',
        ],
        [
          'That night, at bedtime, {hero} held the shell to {hero.their} ear one last time.',
          'Shhh, went the sea, the way it always did.',
          'And under the shhh, very low and far away, there was the song. But now there were two. One big and one small, singing together, going slowly home through the deep blue water.',
          '“Night night, Bloop,” whispered {hero}.',
          'The small song went up at the end, just a little, as if it was saying night night back.',
          '{hero} thought about Bloop, far away, snuggled up next to a mum as big as a house. {hero} thought about Granny Ripple, slow and creaky, swimming on through the sea for another hundred years.',
          '@lesson “{lesson},” thought {hero}. It was true on land, and it was true at the bottom of the sea.',
          '@pet {pal} was already asleep at the end of the bed, one ear up, still listening.',
          '@friend {pal} was already asleep, one hand still held out, as if to hold the shell.',
          '{hero} put the shell on the pillow, right next to {hero.their} ear, and went to sleep to the sound of the sea.',
        ],
      ],
      scene: '{hero} asleep at night with a big curly shell on the pillow by one ear',
    },
  ],
};
