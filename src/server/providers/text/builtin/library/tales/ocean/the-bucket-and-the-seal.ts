/**
 * For 2–4, by the sea: a wave takes the child's bucket, the search runs along the shore, and the
 * seal met that morning, who claps for a song, brings it back balanced on its nose.
 */
import type { Tale } from '../../types.ts';

export const theBucketAndTheSeal: Tale = {
  id: 'the-bucket-and-the-seal',
  bands: ['little'],
  worlds: ['seaside'],
  time: 'day',
  shape: 'find',
  characters: ['Sploosh'],
  titles: ['{hero} and the Runaway Bucket', 'The Bucket and the Seal', 'Splash Song'],
  places: [['at', 'Pebble Bay'], ['on', 'the beach at Gull Cove']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was a bright morning {place.in}. {hero} had a [?{colour}|red] bucket and a little spade. “I will make a sandcastle,” said {hero}. “A big one!”',
          '@pet,friend {pals} came too.',
        ],
        [
          'It was a bright morning {place.in}. The sand was warm. The sea went whoosh, whoosh.',
          '{hero} had a bucket. It was a [?{colour}|red] bucket, bright as a sweet, with a handle that went squeak.',
          '“I will make a sandcastle,” said {hero}. “A big one. The biggest one in the world!”',
          '@pet+paws {pal} came too, and ran round and round in the sand.',
          '@pet+pals {pal2} came too, with a spade.',
          '@friend {pals} came too, with a spade each. “The biggest one,” said {pal}.',
          '[?{toy.name} sat on the towel to watch.|]',
        ],
      ],
      scene: '{hero} on a sunny beach holding a bright bucket and a little spade',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'By the rocks, a grey head popped up out of the water. Sploosh! It was a seal. “I will call you Sploosh,” said {hero}, and sang a little song. “La la, splash!” Sploosh clapped its flippers. Slap, slap!',
        ],
        [
          'By the rocks, something popped up out of the water. It was round and grey and shiny, with long whiskers.',
          '“A seal!” said {hero}. It went under, sploosh, and came up again. “I will call you Sploosh.”',
          'Sploosh had a bit of seaweed on its nose. It tossed the seaweed up and caught it again. Flip, catch. Flip, catch.',
          '{hero} sang a little song, just for Sploosh. “La la, splash! La la, splash!”',
          'Sploosh lifted both flippers and clapped. Slap, slap! Then it rolled over in the water, and was gone.',
          '@pet {pal} stared at the place where Sploosh had been.',
          '@friend “It likes your song,” said {pal}.',
        ],
      ],
      scene: 'a shiny grey seal clapping its flippers in the water by the rocks, {hero} singing',
    },
    {
      kind: 'problem',
      tellings: [
        [
          '{hero} took the bucket down to fill it with wet sand. Then a big wave came. Whoosh! It took the bucket. The bucket bobbed away. “My bucket!” cried {hero}. “I have to find it.”',
        ],
        [
          'Wet sand makes the best castles. So {hero} took the bucket down to the edge of the sea.',
          'Scoop, scoop, scoop. The bucket was nearly full.',
          'Then a big wave came. It was bigger than the others. WHOOSH!',
          'The wave went over {hero.poss} toes. It went over the bucket. And when the wave went back, it took the bucket with it.',
          'Bob, bob, bob. The bucket floated away, far too fast.',
          '“My bucket!” cried {hero}. “Come back!”',
          'But buckets do not listen. “I have to find it,” said {hero}. “No bucket, no castle.”',
        ],
      ],
      scene: 'a bright bucket bobbing away on a wave, {hero} at the water’s edge reaching out',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          '{hero} looked in the rock pool. There was a crab! Click, click, went the crab. Not my bucket.',
        ],
        [
          'First {hero} looked in the rock pool. The water was still and clear, like a window.',
          'Something moved at the bottom. {hero} held {hero.their} breath.',
          'It was a crab! It walked sideways. Click, click, went its claws.',
          '“Crab, have you seen my bucket?” asked {hero}.',
          'The crab just clicked and hid under a rock. Not my bucket.',
          '@pet {pal} put a nose in the water, then pulled it out fast. Too cold!',
        ],
      ],
      scene: '{hero} kneeling by a clear rock pool, a little crab walking sideways',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Along the tideline lay lots of seaweed. {hero} lifted it up. It was wet and slippy. Under it was a starfish. Not my bucket.',
        ],
        [
          'Along the tideline lay a long, wiggly line of seaweed, brown and green.',
          '“Maybe my bucket is under there,” said {hero}.',
          '{hero} lifted the seaweed. It was wet. It was slippy. It went pop when {hero} squeezed it. Pop, pop!',
          'Under the seaweed was a starfish, pink and still, with five points.',
          '“One, two, three, four, five,” counted {hero}. A lovely starfish. Not my bucket.',
        ],
      ],
      scene: '{hero} lifting up wet seaweed and finding a pink starfish',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Under the pier it was dark and drippy. {hero} peeped in. There was a lost ball, all on its own. Not my bucket.',
        ],
        [
          'The pier stood on long legs in the sea. Under the pier it was dark and cool and drippy.',
          'Drip. Drip. Drip.',
          '{hero} peeped in and called, “Hello?” “Hello-o-o,” said the pier back.',
          'Something round was by a post. A bucket? No. It was a blue ball, lost and all on its own.',
          '@pet {pal} wanted that ball very much.',
          '{hero} put the ball by the steps, where its owner could find it. Not my bucket.',
        ],
      ],
      scene: '{hero} peeping under a pier on tall wooden legs, a blue ball by a post',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'On the harbour wall sat a gull. It had a chip in its beak. “Gull, have you got my bucket?” Squawk! Not my bucket.',
        ],
        [
          'By the little harbour, the boats went bob, bob on the water.',
          'On the wall sat a big white gull. It had a chip in its beak, and it looked very pleased.',
          '“Gull,” said {hero}, “have you got my bucket?”',
          '“Squawk!” said the gull. It did not drop the chip.',
          '{hero} looked in every boat. A rope. A net. A sleepy dog in a red boat. Not my bucket.',
        ],
      ],
      scene: 'a big white gull with a chip in its beak on a harbour wall, little boats bobbing',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Up by the huts, a boy had a bucket! {hero} ran to see. But it was spotty, with a frog on it. Not my bucket.',
        ],
        [
          'Up by the beach huts, a little boy was digging a hole.',
          'He had a bucket! {hero} ran and ran, puff, puff, puff.',
          'But that bucket was spotty, with a frog on the side and a crack in the handle.',
          '“That is my bucket,” said the little boy, and held it tight.',
          '“Yes,” said {hero}. “It is a good one.” Not my bucket.',
        ],
      ],
      scene: 'a little boy digging by striped beach huts, holding a spotty bucket with a frog on it',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The old boat lay upside down on the sand. {hero} knocked on it. Knock, knock. Nobody was home. Not my bucket.',
        ],
        [
          'An old wooden boat lay upside down on the sand, like a big sleeping turtle.',
          'Knock, knock, went {hero}.',
          'Nobody said, “Who is there?”',
          '{hero} lay flat and looked under the edge. It was dark in there. It smelled of fish.',
          'There was a little shell. There was an old rope. There was a lot of sand. Not my bucket.',
        ],
      ],
      scene: '{hero} lying flat on the sand, peeping under an old upturned wooden boat',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} climbed up the tall sand dunes to see far. Puff, puff. From the top, {hero} could see lots and lots of sea. Not my bucket.',
        ],
        [
          'Behind the beach were the sand dunes, tall and soft and bumpy.',
          '“I will go up high,” said {hero}. “Then I can see everything.”',
          'Up, up, up. The sand slid down under {hero.poss} feet. Two steps up, one step back. Puff, puff, puff.',
          'At the top, {hero} shaded {hero.their} eyes and looked. There was the sea, big and blue and sparkly. There were the boats, as small as toys. There were gulls, lots of them, all shouting.',
          'But the sea was much too big, and a bucket is much too small.',
          'So {hero} sat down and slid all the way to the bottom. Wheee! Not my bucket.',
        ],
      ],
      scene: '{hero} on top of a tall sand dune, looking out over the blue sea',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The lifeguard sat up high on a tall chair, with a whistle and a hat. “Have you seen my bucket?” asked {hero}. The lifeguard looked and looked. “I see boats and gulls,” said the lifeguard. “No bucket.”',
        ],
        [
          'On the sand stood a tall white chair, as tall as a ladder. Up at the top sat the lifeguard, with a big hat, a whistle, and a pair of binoculars.',
          '“Excuse me!” called {hero}, right from the bottom. “Have you seen my bucket? The sea took it.”',
          'The lifeguard lifted the binoculars and looked out to sea, very slowly, from one side to the other.',
          '“I see a boat,” said the lifeguard. “I see a gull with a chip. I see a very big wave, and a very small swimmer.”',
          '“Any buckets?” asked {hero}.',
          '“No buckets,” said the lifeguard, and gave the whistle a little toot, just for fun. Not my bucket.',
        ],
      ],
      scene: 'a lifeguard on a tall white chair looking out to sea through binoculars, {hero} asking from below',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'At the ice cream van, {hero} had a little cone. Lick, lick. A drip ran down to {hero.poss} elbow! {hero} licked that too.',
        ],
        [
          'At the top of the beach, the ice cream van played its tune. Ding-a-ling-a-ling!',
          '“Searching is hungry work,” said {hero}.',
          'So {hero} had a little cone, with one scoop on top, cold and sweet.',
          'Lick, lick. Lick, lick. A drip ran down the cone. It ran down {hero.poss} hand. It ran all the way to {hero.poss} elbow!',
          '{hero} licked the elbow too. That is allowed at the seaside.',
          '@pet {pal} got the very last bit of the cone, crunch.',
          '@friend {pal} had one too, and got ice cream on the end of {pal.poss} nose.',
        ],
      ],
      scene: '{hero} licking an ice cream cone by an ice cream van, a drip running down one arm',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'On the slipway sat a pile of lobster pots, like little cages. {hero} peeped in one. A lobster peeped back, very cross. Snap, snap! Not my bucket.',
        ],
        [
          'At the top of the slipway sat a big pile of lobster pots. They were round, like little cages made of rope, and they smelled very fishy.',
          '“A bucket could hide in there,” said {hero}.',
          '{hero} peeped into the first pot. Empty. {hero} peeped into the second pot. Empty.',
          '{hero} peeped into the third pot, and something peeped back.',
          'It was a lobster, dark blue, with two big claws and long feelers. It did not look pleased to have visitors. Snap, snap!',
          '“Sorry, lobster,” said {hero}, and stepped back, quick as quick. Not my bucket.',
        ],
      ],
      scene: '{hero} peeping into a rope lobster pot, a cross blue lobster peeping back',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} sat down and dug {hero.their} feet into the sand, deep, deep, till there were no feet at all. “Where are my feet?” Wiggle, wiggle. There they were!',
        ],
        [
          'The sand by the path was warm and dry and soft, like sugar.',
          '{hero} sat down and pushed {hero.their} feet into it. Wriggle, wriggle. Deeper, deeper. Soon there were no feet at all.',
          '“Oh no,” said {hero}. “Where are my feet? The sea took my feet too!”',
          'Then {hero} wiggled {hero.their} toes. Up they popped, ten of them, all sandy.',
          '“There you are,” said {hero}. “Do not go away again.”',
          '@pet {pal} dug a hole right next to them, very fast, and sprayed sand everywhere.',
          '@friend {pal} buried both feet too, and they wiggled their toes at the same time, and giggled.',
        ],
      ],
      scene: '{hero} sitting in warm sand with both feet buried, toes peeping out',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'On a big towel sat a family having a picnic. And the baby had a bucket on its head, like a hat! {hero} looked very hard. It was a spotty bucket with ducks on it. Not my bucket.',
        ],
        [
          'On a big stripy towel sat a family having a picnic. There were sandwiches and apples and a flask of tea.',
          'And there was a baby. The baby was wearing a bucket on its head, like a hat!',
          '{hero} looked at the bucket very hard. Was it the one?',
          'The baby looked back at {hero} from under the bucket, and blew a big raspberry. Pfffft!',
          '{hero} laughed so much that {hero.they} nearly fell over. The baby laughed too, and the bucket fell off.',
          'It had ducks on it, and a hole in the bottom. Not my bucket.',
        ],
      ],
      scene: 'a family picnic on a stripy towel, a baby wearing a bucket like a hat, {hero} laughing',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} found a big shell. It was curly, like an ear. {hero} held it up and listened. Shhhh, went the shell. It sounded like the sea.',
        ],
        [
          'On the way, {hero} found a shell. It was big and curly, pink inside, like an ear.',
          '“Hello, shell,” said {hero}.',
          '{hero} held it up to one ear and listened. Shhhh. Shhhh.',
          '“The sea is inside it!” said {hero}.',
          '@pet+paws {pal} sniffed the shell and sneezed. Atchoo!',
          '@friend {pal} had a listen too. “Shhhh,” said {pal}. “It is a very quiet sea.”',
          '{hero} put the shell in {hero.their} pocket, for later.',
        ],
      ],
      scene: '{hero} holding a big curly pink shell up to one ear, listening',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'A wave ran up the sand. {hero} ran away from it, giggling. The wave ran back. {hero} ran after it. Chase, chase!',
        ],
        [
          'A little wave ran up the sand, fizzing. {hero} ran away from it, fast as fast.',
          'The wave stopped and slid back down. So {hero} ran after it!',
          'Up came the next wave. Away ran {hero}, squealing.',
          'Chase, chase! Wave, run! Run, wave!',
          '@pet {pal} chased the waves too, and got very wet, and shook all over everybody.',
          '{hero} laughed so much {hero.they} had to sit down. But the waves did not bring the bucket back.',
        ],
      ],
      scene: '{hero} running away from a fizzing little wave, laughing',
    },
    {
      kind: 'setback',
      tellings: [
        [
          '{hero} sat down on the sand. {hero.poss} legs were tired. “The sea took my bucket,” {hero} said in a small voice. “And now there is no castle.”',
          '@pet {pal} leaned on {hero} to make it better.',
          '@friend {pal} sat down too. “Oh no,” said {pal}.',
        ],
        [
          '{hero} sat down on the sand with a bump.',
          '{hero.poss} legs were tired. {hero.poss} feet were sandy. And the sea was so big, and the bucket was so small.',
          '“The sea took my bucket,” {hero} said, in a small, wobbly voice. “And now there is no castle.”',
          'A tear ran down {hero.poss} nose and dripped off the end. Plop.',
          '[?{hero} held {toy.name} tight.|]',
          '@pet {pal} came and leaned on {hero}, warm and heavy, to make it better.',
          '@friend {pal} sat down too and held {hero.poss} sandy hand. “Oh no,” said {pal}. “Poor bucket.”',
        ],
      ],
      scene: '{hero} sitting on the sand looking sad, the wide sea beyond',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} thought of Sploosh. Sploosh lived in the sea! Sploosh liked the song! So {hero} stood up tall and sang. “La la, splash! La la, splash!”',
          '@lesson-helping “Sploosh!” called {hero}. “Please can you help me?” Asking for help is a good thing to do.',
          '@lesson-patience Then {hero} waited. One wave. Two waves. Three waves. Waiting is hard, but {hero} waited.',
          '@lesson-trying-again The first song was too small. Nothing came. So {hero} sang it again, big and loud.',
          '@lesson-teamwork+pet,lesson-teamwork+friend {team} sang it together, all at once.',
          '@lesson-teamwork+alone The gulls joined in. Squawk, splash! It was a team song.',
          '@lesson-kindness {hero} sang it softly and kindly, so Sploosh would not be scared.',
          '@lesson-listening Then {hero} listened, very still. Slap, slap. Far out, something was clapping!',
        ],
        [
          'Then {hero} had a thought. It was a big thought.',
          '“Sploosh!” said {hero}. “Sploosh lives in the sea. Sploosh knows where the sea takes things. And Sploosh likes my song!”',
          '{hero} stood up tall, right by the edge of the water. {hero} took a big breath.',
          '“La la, splash! La la, splash!”',
          '@lesson-helping “Sploosh!” called {hero}. “I need help. Please can you help me find my bucket?” It is fine to need help. {hero} asked for it out loud, with {hero.their} biggest voice.',
          '@lesson-patience Then {hero} waited. One wave came. Two waves came. Three waves came. Waiting is hard when you are little, but {hero} stood still and waited, with both feet in the wet sand.',
          '@lesson-trying-again The first song was too small. Nothing came. {hero} did not stop. {hero} took an even bigger breath and sang it again, big and loud. “LA LA, SPLASH!”',
          '@lesson-teamwork+pet,lesson-teamwork+friend {team} sang it together, all at once, as loud as loud. One voice is small. Lots of voices go a long way.',
          '@lesson-teamwork+alone The gulls joined in. Squawk, splash! Squawk, splash! It was a team song now, and it went a long way over the water.',
          '@lesson-kindness {hero} sang it softly and kindly, not shouty, so Sploosh would know it was a friend calling, and not be scared.',
          '@lesson-sharing “You can play in my castle too,” {hero} called, “if you find the bucket. We can share it.”',
          '@lesson-listening Then {hero} listened, very, very still. Whoosh went the sea. Squawk went a gull. And far out, very small, something went slap, slap.',
        ],
      ],
      scene: '{hero} standing tall at the water’s edge, singing out to sea',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Far out, something [?{colour}|red] bobbed up. It came closer and closer. It was Sploosh! And on its nose was the bucket! Slap, slap! Sploosh tossed the bucket onto the sand. “Thank you, Sploosh!” said {hero}. Then they made the sandcastle, the biggest one ever.',
        ],
        [
          'Far out on the water, something [?{colour}|red] bobbed up. {hero} saw it at once. Nothing else in the whole sea was that colour.',
          'It came closer. And closer. And closer.',
          'It was Sploosh! And there, on its nose, was the bucket, going round and round like a hat.',
          'Sploosh swam right up to the edge. Flip! It tossed the bucket up, and it landed on the sand, plop, right by {hero.poss} feet.',
          'Slap, slap! went the flippers.',
          '“You found it!” cried {hero}. “Thank you, Sploosh! Thank you!”',
          '@pet+dog {pal} barked and barked and ran round in circles.',
          '@friend “It heard you!” said {pal}, jumping up and down.',
          'Then, at last, they made the sandcastle. Scoop, pat, tip! Scoop, pat, tip! It was big. It was the biggest one {hero} had ever made.',
        ],
      ],
      scene: 'a grey seal with a bright bucket balanced on its nose, swimming to the shore',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} put a shell on top of the castle, and drew a big [?{animal}|fish] in the sand next to it. Sploosh watched from the water.',
        ],
        [
          'A castle needs a top. {hero} found the best shell, white and shiny, and put it right at the very top.',
          'A castle needs a moat. {hero} dug a ring all round it, and the sea filled it up. Swish!',
          'And a castle needs a guard. So {hero} drew a big [?{animal}|fish] in the wet sand by the door, with a stick, and gave it a smile.',
          'Sploosh watched from the water with big, round, dark eyes. It looked like it wanted to move in.',
        ],
      ],
      scene: 'a big sandcastle with a shell on top and a moat, a seal watching from the water',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'Soon it was time to go home. {hero} waved to Sploosh. Sploosh clapped, slap, slap, and was gone.',
          '@lesson “{lesson},” said {hero}, holding the bucket tight.',
          'That night, {hero} was sleepy and sandy and happy, and {hero.they} dreamed of the sea.',
        ],
        [
          'Soon the sun was low and it was time to go home.',
          '{hero} stood by the water and waved. “Bye, Sploosh! Thank you!”',
          'Sploosh clapped one more time. Slap, slap. Then it dived under with a flick of its tail, and the sea was smooth again.',
          '@lesson “{lesson},” said {hero}, holding the bucket tight all the way up the beach.',
          '@pet+paws {pal} fell asleep in the car on the way home, with sandy paws and a snore.',
          '@friend {pal} fell asleep in the car on the way home, with a spade still in one hand.',
          'That night, {hero} was sleepy and sandy and happy. The bucket sat by the bed. And when {hero} shut {hero.their} eyes, {hero.they} could still hear the sea. Whoosh, whoosh. La la, splash.',
        ],
      ],
      scene: '{hero} waving goodbye to a seal at the water’s edge, the sun low over the sea',
    },
  ],
};
