/** Fairy tale: castles, kind dragons, trolls who need a friend, and small magic. */
import { fairyTaleTales } from '../tales/fairy-tale/index.ts';
import type { ThemeLibrary } from '../types.ts';

export const fairyTale: ThemeLibrary = {
  tales: fairyTaleTales,
  defaultLessons: ['kindness', 'bravery', 'listening'],
  companions: [
    { name: 'Sir Whiskers', a: 'a brave cat in a tiny suit of armour', noun: 'cat', role: 'helper' },
    { name: 'Bramble', a: 'a fairy no bigger than a thumb', noun: 'fairy', role: 'spotter' },
    { name: 'Jester Jim-Jam', a: 'a talking frog who loved terrible jokes', noun: 'frog', role: 'joker' },
  ],
  plots: [
    {
      id: 'dragon-sneeze',
      method: 'new-angle',
      shape: 'fix',
      time: 'day',
      worlds: ['castle', 'forest', 'mountain'],
      titles: ['{hero} and the Dragon with a Cold', 'The Dragon Who Couldn’t Light the Lanterns', '{hero} and {needy}'],
      needy: { name: 'Ember', noun: 'the little dragon', talks: true },
      goal: { full: 'the dragon’s lost flame', short: 'the flame' },
      problem: {
        spot: 'open',
        simple: [
          'Tonight was the Lantern Festival {place.in}. {needy} the dragon always lit the lanterns. But {needy} had a cold! Achoo! No fire came out. Just bubbles.',
        ],
        rich: [
          'Every year {place.in}, on the night of the Lantern Festival, a small green dragon named {needy} flew over {spot} and lit every lantern with one gentle puff of flame. But this year {needy} had a cold. "Achoo!" went the dragon, and out came not fire but a stream of soap-bubbles and a very sad sniff. "The festival is tonight," {needy} snuffled, "and I can’t make a single spark."',
        ],
        scene: 'A small green dragon sneezing bubbles on {spot}, unlit lanterns everywhere, {hero} looking concerned',
      },
      attempts: [
        {
          spot: 'hidden',
          simple: [
            '"Hot soup helps a cold," said {hero}. They went to {spot} and made soup. {needy} had a big bowl. Then, achoo! Bubbles again.',
          ],
          rich: [
            '"Hot soup," said {hero} firmly. "That’s what you need for a cold." They found a pot in {spot} and made the best soup they could, with carrots and a little pepper. {needy} slurped three bowls, took a breath, and sneezed. Bubbles, rather peppery ones.',
          ],
          scene: 'A dragon slurping soup in {spot}, {hero} stirring a pot',
        },
        {
          spot: 'open',
          simple: [
            '"A warm scarf!" said {hero}. {hero} wrapped a long scarf round and round. {needy} looked cosy. But still no fire came out.',
          ],
          rich: [
            '{hero} borrowed the longest scarf in the kingdom, striped and woolly, and wound it round and round {needy}’s neck until only the nose poked out. {needy} looked very cosy and very silly. But when the dragon tried a puff, all that came out was a warm, woolly sigh.',
          ],
          scene: '{hero} wrapping a long striped scarf round a small dragon’s neck',
        },
        {
          spot: 'water',
          simple: [
            '{team} went to {spot}. "Maybe a sip of water," said {hero}. {needy} took a sip. Hiss! Steam came out. But no fire.',
          ],
          rich: [
            'At {spot}, {hero} suggested a drink, to soothe the dragon’s throat. {needy} took a long sip. There was a loud hiss and a cloud of steam that made everyone cough. Steam, it turned out, was not the same as flame.',
          ],
          scene: 'A little dragon puffing steam by {spot}, {hero} waving the steam away',
        },
        {
          spot: 'high',
          simple: [
            '"Rest up high in the sun," said {hero}. {needy} lay on {spot}. It was warm. But {needy} sneezed again. Achoo! Bubbles.',
          ],
          rich: [
            'Perhaps rest was the answer. {needy} curled up at {spot} in the afternoon sun, and {hero} sat beside the dragon and told stories. It was very peaceful until the dragon sneezed so hard that a shower of bubbles drifted down over the whole courtyard.',
          ],
          scene: 'A little dragon curled up at {spot} in the sun, bubbles floating around',
        },
      ],
      turn: {
        simple: [
          '{hero} looked at all the bubbles. They were pretty. They were shiny. "Bubbles can be lights too!" said {hero}. "We can put light inside them!"',
        ],
        rich: [
          '{hero} watched the bubbles float across the courtyard, catching the sunset, glowing pink and gold. And {hero} thought: why does it have to be fire? "Your sneeze isn’t broken," {hero} told {needy}. "It’s just different tonight. What if we light the festival with bubbles?"',
        ],
        scene: '{hero} watching glowing bubbles float across a castle courtyard at sunset',
      },
      solve: {
        simple: [
          '{hero} got the fireflies to help. Each firefly hopped into a bubble. {needy} sneezed big bubbles all over the sky. Soon the sky was full of little floating lights!',
        ],
        rich: [
          'That night, {hero} asked the fireflies of the kingdom for help, and they agreed at once. {needy} sneezed, as big and as often as possible, and one by one the fireflies slipped inside the bubbles. Soon the whole sky over the festival was full of floating, glowing lanterns, drifting and shining in a way no one had ever seen. Everyone said it was the most beautiful festival ever.',
        ],
        scene: 'Glowing bubbles full of fireflies floating over a night-time festival, a dragon and {hero} watching',
      },
      celebrate: {
        simple: ['Everyone cheered for {needy}. And {needy} cheered for {hero}. Achoo!'],
        rich: ['The crowd cheered for {needy}, and {needy} cheered for {hero}, and then sneezed one last, enormous, glittering bubble that everyone agreed was the best of all.'],
        scene: 'A happy little dragon sneezing a giant glittering bubble, the crowd cheering',
      },
    },
    {
      id: 'silent-bells',
      method: 'look-closely',
      shape: 'fix',
      time: 'day',
      worlds: ['castle'],
      titles: ['{hero} and the Silent Bells', 'Why the Bells Stopped Ringing', 'The Bells of the Kingdom'],
      needy: { name: 'Queen Hazel', noun: 'the kind old queen', talks: true },
      goal: { full: 'the bells in the high tower', short: 'the bells' },
      problem: {
        spot: 'high',
        simple: [
          '{place.in}, the bells rang every morning. Ding, dong! But today, they did not ring. "Please find out why," said {needy}.',
        ],
        rich: [
          'Every morning for three hundred years, the bells at {spot} had rung out across the kingdom, ding, dong, ding, to wake the bakers and the farmers and the sleepy children. This morning they were silent. {needy}, the kind old queen, sent for {hero}. "The bell-ringer pulls and pulls," the queen said, "but they won’t make a sound. Will you find out what’s wrong?"',
        ],
        scene: 'An old queen speaking to {hero} beneath a tall bell tower',
      },
      attempts: [
        {
          spot: 'path',
          simple: [
            '{team} went up {spot}. They pulled the big rope. Pull! Nothing. The bells did not ring.',
          ],
          rich: [
            'They climbed {spot}, all three hundred steps, and took hold of the great bell rope together. "One, two, three, pull!" The rope creaked. Something above them shifted. But the bells made no sound at all.',
          ],
          scene: '{hero} pulling hard on a thick bell rope',
        },
        {
          spot: 'hidden',
          simple: [
            '{team} looked in {spot} for the old bell book. It said, "Oil the bells." So they oiled the bells. But still no ding, no dong.',
          ],
          rich: [
            'In {spot}, {hero} found an ancient book called The Care of Bells. It said bells should be oiled once a year. So they oiled every hinge and wheel until everything gleamed. The bells swung smoothly now, beautifully and silently.',
          ],
          scene: '{hero} reading an ancient book about bells in {spot}',
        },
        {
          spot: 'low',
          simple: [
            '"Maybe it is the rope," said {hero}. They looked in {spot} for a new rope. They put it on. But the bells stayed quiet.',
          ],
          rich: [
            '"It might be the rope," {hero} said. They found a new one coiled in {spot}, heavy and smelling of tar, and fixed it in place. It was a splendid rope. It made no difference whatsoever.',
          ],
          scene: '{hero} carrying a heavy coil of new rope from {spot}',
        },
        {
          spot: 'open',
          simple: [
            '{team} asked everyone at {spot}. "Did you hear the bells?" Nobody had. The baker was sad. The farmer was sad.',
          ],
          rich: [
            'They asked everyone at {spot} whether they had seen anything strange. The baker had overslept. The farmer had overslept. The cows had overslept. Nobody had seen anything, because nobody had been awake to see it.',
          ],
          scene: '{hero} asking a sleepy baker questions at {spot}',
        },
      ],
      turn: {
        simple: [
          '{hero} climbed right up and looked inside the big bell. There was a nest! Three baby birds were inside. "Peep!" The bells were quiet to keep them safe.',
        ],
        rich: [
          'At last {hero} climbed right up inside the belfry and peered into the mouth of the biggest bell. Someone looked back. Three someones: three tiny swallows, fluffy and wide-eyed, in a nest wedged snugly into the bell. The bell-ringer had been pulling, but the clappers had been wrapped in moss and feathers. The bells had been keeping quiet for the babies.',
        ],
        scene: '{hero} peering into a huge bell where three baby swallows sit in a nest',
      },
      solve: {
        simple: [
          '{hero} had a kind plan. They made a new nest box, right next to the bell. They moved the nest, very gently. The birds were safe. Then, ding, dong! The bells rang!',
        ],
        rich: [
          '{hero} did not want to frighten the swallows, and did not want the kingdom to oversleep forever. So {hero} built a snug wooden nest box and fixed it to the beam just beside the bell, where the babies would be warm and dry. Ever so gently, the nest was moved across. The mother swallow inspected it and approved. And the next morning, the bells rang out again, ding, dong, ding, over a kingdom that had never been so happy to wake up.',
        ],
        scene: '{hero} gently placing a bird’s nest into a new wooden nest box in the bell tower',
      },
      celebrate: {
        simple: ['{needy} gave {hero} a gold medal. It had a little bird on it.'],
        rich: ['{needy} gave {hero} a small gold medal with a swallow on it, and declared that the first Tuesday of every spring would be Nest Day from now on.'],
        scene: 'The queen pinning a gold swallow medal on {hero}',
      },
    },
    {
      id: 'grumpy-troll',
      method: 'gentle',
      shape: 'befriend',
      time: 'day',
      worlds: ['forest', 'castle', 'mountain', 'valley'],
      titles: ['{hero} and the Grumpy Troll', 'The Troll Under the Bridge', 'Who Is Afraid of a Troll?'],
      needy: { name: 'Grumbleweed', noun: 'the troll', talks: true },
      goal: { full: 'a way across the troll’s bridge', short: 'the bridge' },
      problem: {
        spot: 'path',
        simple: [
          '{team} came to a bridge. Under it lived a troll. "Go away!" said the troll. "No one crosses my bridge!" The troll was called {needy}, and {needy} was very grumpy.',
        ],
        rich: [
          'The only way across the river {place.in} was the old stone bridge, and under the old stone bridge lived a troll named {needy}. {needy} was large and lumpy and the colour of wet moss, and said "Go away!" to everyone, even the ducks. "Nobody crosses my bridge," the troll growled. "Nobody, never, not today."',
        ],
        scene: 'A big mossy troll standing in front of an old stone bridge, {hero} facing it',
      },
      attempts: [
        {
          spot: 'open',
          simple: [
            '{hero} picked flowers from {spot}. "These are for you," said {hero}. The troll sniffed. "Flowers make me sneeze!" said {needy}. Achoo!',
          ],
          rich: [
            '{hero} gathered a bunch of the best flowers in {spot} and offered them politely. {needy} eyed them, sniffed, and sneezed so hard the bridge shook. "Flowers make me sneeze," the troll said thickly. "Go away."',
          ],
          scene: '{hero} offering a bunch of flowers to a sneezing troll',
        },
        {
          spot: 'water',
          simple: [
            '"Let’s go another way," said {hero}. They tried to cross {spot}. But it was too deep. They had to go back to the bridge.',
          ],
          rich: [
            'Perhaps they could simply go round. {team} tried to cross further along at {spot}, but the water was deep and quick and cold, and they had to scramble back before it swept their feet away.',
          ],
          scene: '{hero} testing the water at {spot}, stepping back from the strong current',
        },
        {
          spot: 'path',
          simple: [
            '{hero} told the troll a joke. "Why did the troll cross the road?" But {needy} did not laugh. "Not funny," said the troll.',
          ],
          rich: [
            '"What does a troll call a bridge?" {hero} asked brightly. "A road with a roof for me!" {needy} did not laugh. {needy} did not even smile. "Not funny," said the troll, and folded two enormous arms.',
          ],
          scene: '{hero} telling a joke to a troll with folded arms',
        },
        {
          spot: 'hidden',
          simple: [
            '{team} tried to tiptoe over quietly. Tiptoe, tiptoe. But the troll heard them. "I said go away!"',
          ],
          rich: [
            'Next they tried tiptoeing across while {needy} wasn’t looking. They had nearly reached the middle when a board creaked. "I heard that," said the troll from below, sounding more tired than angry. "Go away."',
          ],
          scene: '{hero} tiptoeing across a bridge, a troll peering up from below',
        },
      ],
      turn: {
        simple: [
          '{hero} sat down by the bridge. "{needy}, why are you so grumpy?" {hero} asked. The troll went quiet. "No one ever asks me that," said {needy}.',
        ],
        rich: [
          '{hero} stopped trying to get across and sat down on the bank instead. "Can I ask you something?" {hero} said. "Why don’t you want anyone on your bridge?" There was a long silence. Then {needy} sat down too, with a thump. "Everyone just stomps across," the troll said. "Stomp, stomp, right over my head. Nobody ever stops. Nobody ever says hello."',
        ],
        scene: '{hero} and a troll sitting side by side on the riverbank, talking',
      },
      solve: {
        simple: [
          '"Hello, {needy}," said {hero}. "Would you like to have a picnic?" The troll smiled a big, lumpy smile. "Yes, please!" said {needy}.',
        ],
        rich: [
          '"Well then," said {hero}, "hello, {needy}. We were about to have a picnic. Would you like to come?" The troll blinked. Then a smile spread slowly across that big mossy face, lumpy and surprised and delighted, and {needy} said, very quietly, "I’d like that more than anything."',
        ],
        scene: 'A troll smiling a big lumpy smile as {hero} offers a picnic basket',
      },
      celebrate: {
        simple: ['After the picnic, {needy} let everyone cross. "Just say hello," said the troll.'],
        rich: ['From that day on, anyone could cross the bridge. There was only one rule, and the troll painted it on a sign: PLEASE SAY HELLO.'],
        scene: 'A troll painting a sign reading PLEASE SAY HELLO beside the bridge',
      },
    },
  ],
};
