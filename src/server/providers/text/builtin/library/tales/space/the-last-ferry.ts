/** For readers of 8–10: a star-fox cub fallen far from home, the night ferry to the Moon, and a choice about the last ride back. */
import type { Tale } from '../../types.ts';

export const theLastFerry: Tale = {
  id: 'the-last-ferry',
  bands: ['middle'],
  worlds: ['space'],
  // The cub falls wherever the child is, and the ferry stops there for anyone who waves: any place reads true.
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      [
        '{hero} had been counting the days for months, and the last of them was spent {home.in}, packing and unpacking one small bag. The shuttle {place.to} left that evening. {hero} sat with the bag on {hero.their} knees, watching the sky go dark, and wondering what it would be like to sleep somewhere with no roof but stars.',
      ],
    ],
    ending: [
      [
        'Two nights later, back {home.in}, {hero} unpacked the small bag and found a pinch of glittering dust at the bottom of it. It glowed a little in the dark. {hero} tipped it into a jar, and fell asleep watching it shine.',
      ],
    ],
  },
  time: 'night',
  shape: 'reach',
  titles: ['The Last Ferry to the Far Side', '{hero} and the Star-Fox Cub', 'Flicker Goes Home'],
  characters: ['Mr Tock', 'Flicker'],
  places: [['at', 'Starport Seven'], ['at', 'the camp on the little red planet']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was late {place.in}, and everyone else had gone to bed, when {hero} saw a spark fall out of the sky and land with a soft fizz a few steps away.',
          'It was not a spark. It was a fox, no bigger than a kitten, with a tail that glowed like a sparkler and huge frightened eyes.',
          '@pet,friend {pals} crept closer to look.',
        ],
        [
          'It was late {place.in}. Everyone else had gone to bed, but {hero} had stayed up to look at the sky, because somebody had said there might be shooting stars, and {hero} did not want to miss a single one.',
          '[?{hero} had been reading about {interest} all evening, and was still half thinking about it when the spark fell.|]',
          '@pet {pal} was there too, dozing, until the spark fell.',
          '@friend {pals} had stayed up too, wrapped in a blanket, arguing about whether a shooting star counted if only one person saw it.',
          'The spark came down slowly, wobbling, and landed with a soft fizz a few steps away.',
          'It was not a spark. It was a fox: a tiny one, no bigger than a kitten, with silver fur and a tail that glowed and crackled like a sparkler on bonfire night. It sat there blinking, with huge frightened eyes, and made a noise like a very small kettle.',
          '“Hello,” said {hero}, very softly, and knelt down.',
          'The fox did not run. It crept forward, one paw at a time, sniffed {hero.poss} fingers, and then, as if it had decided something, climbed straight into {hero.poss} lap and curled up there, warm as a mug of cocoa and trembling all over.',
        ],
      ],
      scene: 'a tiny silver fox with a glowing sparkler tail, sitting frightened at night, {hero} kneeling beside it',
    },
    {
      kind: 'problem',
      tellings: [
        [
          '{hero} had read about star-foxes. They lived on the far side of the Moon and only came out to chase comets. This one had chased too far and fallen. Its tail was already fading. “I’ll call you Flicker,” said {hero}. “And you need to get home. Tonight.”',
        ],
        [
          '{hero} knew what it was. Everybody had heard of star-foxes, though hardly anybody had seen one. They lived in dens on the far side of the Moon and came out at night to chase comets, leaping from one to the next like children playing hopscotch.',
          'This one had clearly leapt for a comet that was too fast for it.',
          'As {hero} watched, the glow in its tail flickered and dimmed, like a torch with a tired battery.',
          '“It’s fading,” said {hero}. “I think it needs to be home. Its tail runs on moonlight, or something. It can’t stay here.”',
          'Nobody else was awake to ask. {hero} thought about waking somebody up, and about how long it would take to explain, and about how dim the tail had gone in just the last minute. There was not time for explaining.',
          '@friend “So how do we get a fox to the Moon?” said {pal}. “Post it?”',
          '@alone There was nobody to ask how you get a fox to the Moon. {hero} would have to work it out alone, and quickly, and preferably without posting it.',
          '@pet+paws {pal} sniffed the cub very carefully. The cub sniffed back, and sneezed a small shower of sparks.',
          '{hero} looked at the cub. The cub looked back, and something was decided between them without a word. “I’m calling you Flicker,” said {hero}. “And I’m taking you home.”',
        ],
      ],
      scene: '{hero} cupping a tiny star-fox cub whose glowing tail is beginning to fade',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Everyone knows that if you wave a torch at the sky at midnight, the Night Ferry stops for you. {hero} waved. Down came a rattling old rocket-bus, and its conductor, a brass robot called Mr Tock, let them on. “Star-foxes,” he said, studying Flicker. “Their mothers call them home. But you only hear the call when everything is perfectly quiet. Remember that.” Then Mr Tock clipped {hero} a ticket that said RETURN.',
        ],
        [
          'Everyone knows that if you stand outside at midnight and wave a torch at the sky, the Night Ferry might stop for you. Hardly anyone has tried it, because hardly anyone is up at midnight.',
          '{hero} was. {hero} waved the torch: left, right, left.',
          'For a long moment nothing happened. Then there was a clanking, and a hiss, and down came a long, rattling rocket-bus with round windows and a sign on the front that said FAR SIDE OF THE MOON – ALL STOPS. The door folded open with a sigh.',
          'In the doorway stood the conductor: a tall brass robot with a ticket machine on his chest and a cap that had seen better centuries.',
          '“Mr Tock,” said the robot, touching his cap. “Tickets, please. Ah.” He had seen Flicker. His eyes, which were two round dials, whirred. “A star-fox. Well, well. Nobody has brought me one of those in forty years.”',
          '“Do you know how to get it home?” asked {hero}.',
          '“I know how to get it to the Moon,” said Mr Tock. “Home is harder. There are a thousand dens up there.” He bent down, creaking. “But I will tell you something that not many people know. A mother star-fox calls her cub home with a song. Very faint. Fainter than a whisper. You only hear it when everything, and I do mean everything, is perfectly quiet.” He straightened up. “Remember that. Everybody forgets it.”',
          'Mr Tock clipped a ticket and gave it to {hero}. It said: RETURN.',
        ],
      ],
      scene: 'an old brass robot conductor in a cap, standing in the doorway of a rattling rocket-bus',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'The ferry was nearly empty: an old astronaut knitting a very long scarf, and a man in a suit who complained that the fox was too bright to sleep by. The astronaut lent Flicker the end of her scarf to curl up in, and told the man to wear a hat over his eyes.',
        ],
        [
          'The Night Ferry was nearly empty at that hour. Near the front sat an old astronaut in a patched silver suit, knitting a scarf that was already long enough to go round the ferry twice. Near the back, a man in a crumpled business suit was trying to sleep with his head against the window.',
          'Flicker’s tail lit up the whole aisle.',
          'The man opened one eye. “Is that thing going to glow all the way to the Moon?” he said. “Some of us have a meeting at six.”',
          '{hero} opened {hero.their} mouth to say sorry, but the old astronaut got there first.',
          '“Young man,” she said, without looking up from her knitting, “I have flown to Jupiter and back in a tin can with six people who snored. Put your hat over your eyes.” The astronaut held out the end of the scarf to {hero}. “Here. Little ones like something soft.”',
          'Flicker sniffed the scarf, turned round three times and curled up in it. The man put his hat over his eyes, grumbling.',
          '“Thank you,” whispered {hero}.',
          '“Don’t mention it,” said the astronaut. Click, click went her needles. “I had a fox of my own once. A long time ago. They always know the way home, you know, if you can just get them close enough to hear it.”',
          '@friend {pal} leaned over and whispered, “I like her.” So did {hero}.',
        ],
      ],
      scene: 'an old astronaut knitting a very long scarf on a rattling rocket-bus, a tiny glowing fox curled in its end',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'The ferry landed at Far Side Port, which was bright and noisy. {hero} asked at the information desk. “Star-fox dens? Far side,” said the clerk, without looking up. “Next.” So they set off across the grey plain on foot.',
        ],
        [
          'The ferry landed at Far Side Port with a bump that made everyone’s teeth click.',
          'Far Side Port was the busiest place {hero} had ever seen. Rockets were taking off and landing, announcements were booming, and a robot was selling moon-cheese toasties from a cart that smelled wonderful and slightly of feet.',
          'Flicker burrowed into {hero.poss} coat and refused to come out.',
          'At the information desk sat a clerk with three telephones, all ringing.',
          '“Excuse me,” said {hero}. “Where are the star-fox dens?”',
          '“Far side,” said the clerk, without looking up. “Walking only. No rockets allowed, they scare the foxes. Next.”',
          '“But where on the far side?”',
          '“All of it,” said the clerk. “Next!”',
          '@friend “Charming,” muttered {pal}.',
          '@alone “Thank you so much,” said {hero} to nobody, in the politest voice {hero.they} had, which is the voice you use when you would quite like to kick something.',
          'So they set off on foot, out of the bright, noisy port and onto the wide grey plain, where the only sound was their own footsteps and the stars hung enormous and unblinking overhead.',
        ],
      ],
      scene: '{hero} walking away from a bright, busy moon port onto a wide grey plain, the stars huge overhead',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'At the port there was a noticeboard for lost things: LOST – ONE GLOVE, LOST – ONE ROBOT DOG. There was nothing about a star-fox cub. Of course not, thought {hero}. Foxes can’t write.',
        ],
        [
          'Before they left the port, {hero} spotted a noticeboard by the exit, covered in cards.',
          'LOST: ONE GLOVE, LEFT HAND, SIZE LARGE.',
          'LOST: ROBOT DOG, ANSWERS TO SPROCKET, BITES.',
          'FOUND: A SANDWICH. NOT EATEN. YET.',
          '{hero} read every single card, top to bottom and then bottom to top, just in case. There were lost hats and lost keys and a lost grandfather, which was worrying, though someone had written FOUND HIM underneath in different ink.',
          'There was nothing at all about a star-fox cub.',
          '“Of course there isn’t,” said {hero}, feeling silly. “Foxes can’t write.”',
          '@friend “We could put one up,” said {pal}. “FOUND: ONE FOX. GLOWS.”',
          '{hero} almost laughed. But Flicker’s tail was a little dimmer than it had been on the ferry, and there was no time to wait for anybody to read a card.',
        ],
      ],
      scene: '{hero} reading a crowded noticeboard of lost-and-found cards at a moon port',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Out on the plain, a mining robot in a moon-buggy stopped beside them. “Far side? Hop on,” it said. The buggy bounced so much that every bump threw them into the air, and they laughed all the way to the edge of its route.',
        ],
        [
          'Out on the plain, a pair of headlights came bouncing towards them. It was a moon-buggy, battered and dented, driven by a mining robot with a drill for one hand and a flask of tea in the other.',
          '“You lot are a long way from anywhere,” said the robot, pulling up. “Where are you headed?”',
          '“The far side,” said {hero}. “The star-fox dens.”',
          'The robot looked at Flicker for a long moment. Then it put its tea in a cup-holder. “Hop on,” it said. “I can take you as far as the edge of my route. Hold on to something.”',
          'They held on to everything. The buggy did not so much drive as bounce, and on the Moon every bounce went on for a very long time. Each bump threw them into the air, where they hung, for a second that felt like a minute, before landing again with a thump.',
          '@friend {pal} laughed so hard that {hero} started laughing too, and then neither of them could stop.',
          '@pet {pal} braced all four legs and looked extremely offended by the whole thing.',
          'At the edge of its route, the robot stopped and pointed with its drill. “That way,” it said. “Keep the big dark mountain on your left. And go quietly. They don’t like noise, the foxes.” Then it bounced away, back towards its mine.',
        ],
      ],
      scene: 'a battered moon-buggy bouncing high across a grey plain, driven by a mining robot with a drill for a hand',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On the Moon you weigh hardly anything, so {hero} tried a jump. It went on for ages, up and up, and came down slowly, like a feather. Flicker poked its head out and yipped for more.',
        ],
        [
          'On the Moon, everybody weighs about as much as a bag of shopping. {hero} had always known that. It is one thing to know it and quite another to feel it.',
          '{hero} tried a small jump, just to see. It was not small. It went up, and up, and kept going, and {hero} had time to think, “Oh no,” and then, “Oh, this is brilliant,” before floating slowly back down.',
          'Flicker poked its head out of {hero.poss} coat and yipped. It clearly wanted more.',
          '@friend “My go,” said {pal}, and jumped so high that {pal} did a slow-motion somersault by accident and landed sitting down, laughing too hard to get up.',
          '@pet+paws {pal} tried a jump too, and was so surprised to be up in the air that {pal} forgot to land properly and came down in a heap.',
          '@alone {hero} did three more jumps, each one higher, counting out loud, until Flicker was yipping with every bounce.',
          'It was, {hero} thought, the best way of getting anywhere ever invented. It was also very slow, because you kept wanting to go up instead of along.',
        ],
      ],
      scene: '{hero} floating high in a slow-motion moon jump, a tiny glowing fox peeping out of their coat',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The first dens they found were in the Glass Hollows, where the ground shone like a mirror. There were dozens of little round holes. {hero} held Flicker up to each one. They were all empty, long abandoned.',
        ],
        [
          'After a long walk, the ground began to change. The grey turned shiny, then shinier, until they were walking on something smooth and clear as glass, reflecting the stars so well that it felt like walking upside down.',
          '“The Glass Hollows,” said {hero}, remembering a picture from a book. “Star-foxes used to live here.”',
          'There were dens everywhere: little round doorways in the glassy ground, dozens of them, each just big enough for a fox.',
          '{hero} knelt by the first one and held Flicker up to it. Flicker sniffed, and its ears went flat. Empty.',
          'The second: empty. The tenth: empty, with a cobweb across the doorway, which was strange, because there are no spiders on the Moon.',
          '@friend “Used to,” said {pal} quietly. “You said used to.”',
          '{hero} sat back on {hero.their} heels. The Glass Hollows had been empty for a long, long time. Whoever lived here had moved on.',
          'It was beautiful, though. {hero} looked down and saw {hero.their} own face looking back up out of the glass, with the stars all round it, and Flicker’s small glow reflected a hundred times over in every shining surface, so that for a moment it looked as if there were cubs everywhere.',
          'Then they walked on, and the hundred cubs walked on with them, and then there was only one again.',
        ],
      ],
      scene: '{hero} kneeling on shining glassy ground, holding a tiny fox up to an empty den',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'On a ledge sat an old star-fox, grey at the muzzle, its tail a dull glow. {hero} held Flicker up. The old fox looked at the cub for a long time, then slowly turned its head away, towards the far dark. It was not Flicker’s family.',
        ],
        [
          'On a ledge above the path sat a star-fox, the first grown one they had seen. But it was old: grey at the muzzle, thin in the legs, its tail a dull, steady glow like a night-light left on in an empty room.',
          '“Excuse me,” said {hero}, feeling a bit silly talking to a fox. “Is this yours?” {hero} held Flicker up.',
          'The old fox looked at the cub for a long time. Flicker looked back, hopeful, tail twitching.',
          'Then the old fox blinked, slowly, and turned its head away, not unkindly, towards the far dark, as if to say: not mine. Further. Keep going.',
          '@friend “Do you think it’s lonely?” whispered {pal}.',
          '“I think it’s too old to chase comets any more,” said {hero}. “I think it just sits and watches them.”',
          'They left it there on its ledge, watching the sky. {hero} looked back once. The old fox was still watching them go.',
        ],
      ],
      scene: 'an old grey-muzzled star-fox on a ledge, looking at a tiny cub held up by {hero}',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'At a crossroads of paths stood a signpost with four arms: GLASS HOLLOWS, LONG SHADOW, OBSERVATORY, and one that just said FOXES, pointing straight up. {hero} looked up for a long time before deciding that was not helpful.',
        ],
        [
          'Where four paths met stood an old metal signpost, leaning a little, as if it were tired of pointing.',
          'One arm said GLASS HOLLOWS. One said LONG SHADOW. One said OBSERVATORY, and somebody had scratched underneath it: CLOSED, GO AWAY.',
          'The fourth arm said FOXES, and it pointed straight up.',
          '{hero} looked up. There was nothing up there but stars.',
          '@friend “Maybe it means they’re up there chasing comets,” said {pal}. “Maybe it means whoever made this sign had a sense of humour.” {pal} considered. “Or fell over while making it.”',
          '{hero} walked all the way round the signpost, in case there was more writing on the back. There was: a very small arrow, pointing at the ground, and the words YOU ARE HERE.',
          '“Thank you,” said {hero} to the signpost, “very much,” and picked the path that felt the most like foxes, which was not a scientific method, but it was all {hero} had.',
        ],
      ],
      scene: 'an old leaning signpost on the Moon, one arm labelled FOXES pointing straight up at the stars',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'In a narrow canyon, {hero} thought a fox had called. It had not. It was only their own footsteps, coming back off the walls as echoes. They went on, feeling foolish, and a little more worried.',
        ],
        [
          'The way led down into a narrow canyon, with walls so high and steep that the stars were only a thin strip overhead.',
          'Halfway along, {hero} stopped. “Did you hear that?”',
          'There it was again: a patter, like small feet, somewhere ahead.',
          '“A fox,” whispered {hero}. “It must be.” Flicker’s ears twitched.',
          'They crept forward. The patter crept forward too. They stopped. The patter stopped.',
          '@friend {pal} did a little hop. Somewhere ahead, something did a little hop.',
          '@alone {hero} did a little hop. Somewhere ahead, something did a little hop.',
          '{hero} clapped once. Clap, came back from the canyon walls. Clap, clap, fainter and fainter.',
          'It was an echo. It had been an echo all along: their own footsteps, bounced back to them off the canyon walls.',
          'They walked on, feeling foolish. {hero} was beginning to understand that on the far side of the Moon, you could not always trust what you heard. You had to be very sure.',
        ],
      ],
      scene: '{hero} creeping through a narrow canyon under a thin strip of stars, listening hard',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next they climbed to the old observatory, where a telescope as big as a bus pointed at the sky. {hero} swung it down to look across the far side. Through it, {hero} could see a thousand dens, glowing faintly. But which one?',
        ],
        [
          'Next they came to the old observatory, a round dome on a ridge, with its door hanging open. Nobody had worked there for years, but the telescope was still inside: a great brass tube as long as a bus, pointing at nothing in particular.',
          '“If we could see the whole far side at once,” said {hero}, “we might spot them.”',
          'It took all of them to turn the wheel. The telescope groaned and swung slowly down, away from the stars, until it was pointing across the Moon itself.',
          '{hero} put an eye to it.',
          'There they were: dens, hundreds of them, no, thousands, scattered across the far side like sugar on a table, each one with a faint glow at its door.',
          '“I can see them,” said {hero}. “All of them.”',
          '@friend “Great,” said {pal}. “Which one?”',
          '@alone “Brilliant,” {hero} said to Flicker. “Now all we need to know is which one.” Flicker, who was only a cub, did not know either.',
          'And that, of course, was the problem. From up here, every single one of them looked exactly the same.',
          '{hero} swung the telescope slowly from left to right and back again, looking for anything, a bigger glow, a den with a flag on it, a fox waving. There was nothing. Just a thousand small lights, and somewhere among them, one that mattered more than all the rest.',
          'They left the telescope pointing at the far side, in case it helped the next person, and went back down.',
        ],
      ],
      scene: '{hero} peering through a huge brass telescope turned across the surface of the Moon',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'They stopped to rest on a flat boulder. {hero} had bought a moon-cheese toastie at the port, and shared it round. It was squashed and cold and the best thing {hero} had ever eaten.',
        ],
        [
          'Their legs were aching, so they stopped to rest on a big flat boulder and looked up at the stars, which were so many and so close out here that they seemed to be humming.',
          '{hero} had bought a moon-cheese toastie at the port, with the last of {hero.their} pocket money, and had been saving it. It was squashed flat and completely cold, and {hero} tore it into pieces and shared it round.',
          '@friend “This,” said {pal}, with a mouthful, “is the best thing I have ever eaten. Do not tell anyone I said that about a cold toastie.”',
          '@pet {pal} gulped down a piece in one go and stared at {hero.poss} piece until {hero} gave up half of that too.',
          '@alone It was, {hero} decided, the best thing {hero} had ever eaten, and nobody would ever believe it.',
          'Flicker did not eat. But it sat on {hero.poss} knee and watched the sky, and when a comet went by, far off, its ears went up and its whole body leaned after it.',
          '“Soon,” said {hero}. “You’ll be chasing them again soon.” And {hero} hoped, very much, that it was true.',
        ],
      ],
      scene: '{hero} sharing a squashed toastie on a flat boulder under a sky thick with stars',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'At a frozen lake, Flicker suddenly yipped with joy and ran out onto the ice. There was a cub under it! But it was only Flicker’s own reflection. The cub sat down on the ice and whimpered, and {hero} had to slide out and fetch it.',
        ],
        [
          'In a wide hollow lay a lake, frozen so hard and so smooth that it looked like a second sky laid flat on the ground.',
          'Flicker saw it first. The cub gave a yip of pure joy, wriggled free and skidded out onto the ice on all four paws.',
          '“Flicker! Wait!”',
          'The cub was dancing in circles, nose pressed to the ice. Under it, looking up, was another cub: silver fur, glowing tail, huge eyes.',
          'For one wonderful moment {hero} thought they had found Flicker’s brother or sister. Then the other cub sat down exactly when Flicker did, and tilted its head exactly when Flicker did, and {hero} understood.',
          'It was a reflection.',
          'Flicker understood too. The cub sat down on the ice, very small, and whimpered, and its tail went dim.',
          '{hero} slid out across the lake, arms out, wobbling, and scooped it up. “I know,” {hero} said. “I thought so too. We’ll find the real ones. I promise.”',
          '@friend {pal} was waiting at the edge and did not make a single joke about {hero.poss} skating, which was how {hero} knew how sad it had been.',
        ],
      ],
      scene: 'a tiny glowing fox on a smooth frozen lake, nose to nose with its own reflection',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'A tiny comet, no bigger than a marble, zipped past. Flicker leapt for it, straight towards the edge of a deep gully. {hero} caught the cub by its tail just in time, and got a hand full of sparks for it.',
        ],
        [
          'Something tiny and bright zipped past {hero.poss} nose: a comet, no bigger than a marble, trailing a thread of light.',
          'Flicker was out of {hero.poss} coat before anyone could blink.',
          'It leapt after the little comet in a long, floating bound, and then another, and {hero} saw, with a jolt, where it was heading: straight for the edge of a gully so deep that the bottom was just darkness.',
          '“Flicker, NO!”',
          '{hero} dived. On the Moon, a dive is a slow, graceful, ridiculous thing, and {hero} had plenty of time to think about how ridiculous it looked. But {hero.their} fingers closed round the end of a glowing tail just as the cub reached the edge.',
          'Flicker squeaked. {hero.poss} hand fizzed with sparks, like holding a sparkler by the wrong end.',
          'The little comet zipped away over the gully and was gone.',
          '{hero} sat up, holding the cub tight. “I know,” {hero} said, a little shakily. “I know you want to chase them. But not yet. Home first.”',
          '@friend “That,” said {pal}, “was the slowest rescue I have ever seen. And the best.”',
        ],
      ],
      scene: '{hero} in a slow-motion dive, catching a tiny fox by its glowing tail at the edge of a deep gully',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Flicker was hungry. {hero} had nothing a fox would eat, but Flicker did not want food: it curled up against [?{toy.name}|{hero.poss} scarf] and drank in its warmth, and its tail glowed a little brighter.',
        ],
        [
          'Halfway across a long plain, Flicker began to whimper, a thin, tinny sound, and its tail dimmed to the colour of old embers.',
          '“Are you hungry?” asked {hero}. “What do star-foxes eat?”',
          '{hero} tried a bit of biscuit. Flicker looked at it with polite dismay.',
          '[?{hero} had brought {toy.full}, tucked in a pocket, without quite knowing why. Flicker crawled straight over to it, curled up against it and went still.|Flicker crawled into the folds of {hero.poss} scarf instead, curled up tight and went still.]',
          'For a terrible moment {hero} thought something was wrong. Then {hero} saw that the glow in the cub’s tail was getting brighter, slowly, a little at a time, like a fire being blown on.',
          '“It doesn’t want food,” said {hero}. “It wants something warm to hold on to. It wants its mum.”',
          '@friend {pal} did not say anything clever for once. {pal} just nodded.',
          '@pet {pal} lay down beside them, very still, so as not to disturb it.',
        ],
      ],
      scene: 'a tiny fox curled up against something soft, its tail glowing brighter',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'A shower of shooting stars streamed overhead, dozens of them. “Make a wish,” said {hero}, and everyone did. {hero} did not say the wish out loud, but it had a fox in it.',
        ],
        [
          'Halfway up a long slope, {hero} happened to look up, and stopped so suddenly that everyone walked into each other.',
          'The sky was falling. Or that is what it looked like: dozens and dozens of shooting stars, streaming across the black in silent silver lines, as if someone had spilled a whole box of them.',
          '“Make a wish,” said {hero}. “You have to. It’s a rule.”',
          '@friend {pal} squeezed both eyes shut and wished so hard that {pal.poss} whole face scrunched up. “Done,” said {pal}. “It was about pancakes. Do not ask.”',
          '@pet {pal} did not wish, as far as anyone could tell, but watched the lines go by with great interest.',
          'Flicker watched them too, with its whole body, every whisker trembling, wanting to be up there among them.',
          '{hero} made a wish and did not say it out loud, because that is the other rule. But it had a fox in it, and a den, and a mother, and it was the most important wish {hero} had ever made.',
        ],
      ],
      scene: 'a sky full of silent shooting stars above a long grey slope, everyone looking up',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Then they came into the Long Shadow, where the mountains blocked out every star. It was so dark that Flicker’s faint tail was their only light, and they walked in a tight little huddle around it.',
        ],
        [
          'Then they came into the Long Shadow.',
          'It was a place where the mountains stood so close and so tall that they blocked out every single star. One step, the stars were there; the next, they were gone, and the dark was so complete that {hero} could not see {hero.their} own hand.',
          '@friend “I don’t like this,” said {pal}, in a voice that was trying very hard to sound as if it did not mind.',
          '@pet+paws {pal} pressed so close against {hero.poss} legs that walking became difficult.',
          'The only light was Flicker. Its tail was faint now, but it was enough: a small, warm circle on the ground, just big enough for their feet.',
          '{hero} held the cub out in front, like a lantern, and they walked in a tight little huddle inside its glow, step by careful step.',
          '“You’re lighting the way for us,” {hero} told it. “And we’re carrying you. That seems fair.”',
          'Flicker’s tail brightened, just a little, as if it had understood. Then, at last, the stars came back.',
        ],
      ],
      scene: 'a small huddle of figures walking in total darkness, lit only by a tiny fox held out like a lantern',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'At the edge of a big den-field, {hero} called out: “Has anyone lost a cub?” A hundred foxes looked out, and a hundred foxes went back in. Shouting, it seemed, was not the way.',
        ],
        [
          'At last they reached the edge of a great field of dens, stretching further than {hero} could see. At almost every doorway there was a faint glow. Somewhere in all this, Flicker’s mother was waiting.',
          '{hero} cupped {hero.their} hands round {hero.their} mouth.',
          '“HELLO!” {hero} shouted. “HAS ANYONE LOST A CUB?”',
          'It was a mistake. A hundred silver heads popped out of a hundred doorways, took one look at the noisy creature shouting on their doorstep, and popped back in again. Every glow went out at once.',
          '@friend “Well,” said {pal}, “that could have gone better.”',
          '@pet {pal} made one loud noise, as if to help, and two more glows went out.',
          'In {hero.poss} arms, Flicker shivered.',
          '{hero.poss} ears went hot. Shouting, it seemed, was not how things were done on the far side of the Moon.',
        ],
      ],
      scene: 'a field of dens on the Moon, silver fox heads ducking back inside as {hero} calls out',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then the watch on {hero.poss} wrist beeped. The last ferry home left in twenty minutes, and there was not another one for a month. Flicker was fading again. {hero} looked at the dens ahead, and at the dim little cub, and made a choice. “We stay,” said {hero}. “Until we find it.”',
        ],
        [
          'Then the watch on {hero.poss} wrist beeped: a small, sharp, horrible beep.',
          'LAST FERRY: 20 MINUTES.',
          '{hero} had forgotten all about it. Mr Tock had said it when they got off: “Last ferry back is at two. After that, there’s not another for a month.” A month. Everyone at home would wake up and {hero} would simply not be there.',
          '@alone There was nobody to tell {hero} what to do. There was nobody to blame, either, whichever way it went. It was just {hero}, and the watch, and the fox.',
          '@friend “We have to go,” said {pal}. “Now. We can come back another time, we can bring Flicker to the port, someone there can …” {pal} stopped, because {pal} had looked at Flicker.',
          'Flicker’s tail had faded to almost nothing, a grey wisp with a tiny ember at the tip. The cub was not shivering any more, and that was worse.',
          'There were a thousand dens in front of them, and no way of knowing which was the right one, and twenty minutes.',
          '{hero} stood very still. If they ran now, they would make the ferry. If they stayed, they might find the den, or they might not, and then they would be stuck on the Moon for a month with a fox who could not wait that long.',
          'Far away, somewhere behind them, the ferry would be waiting on its pad, engines ticking, with Mr Tock checking his watch. {hero} could almost hear it.',
          'It was the hardest choice {hero} had ever had to make. {hero} thought about home, and bed, and everyone asleep. Then {hero} looked down at Flicker.',
          '“We stay,” said {hero}. “We stay until we find it.”',
        ],
      ],
      scene: '{hero} at the edge of a vast field of moon-dens, looking from a watch to a fading fox cub',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} remembered what Mr Tock had said. You only hear the call when everything is perfectly quiet. Not looking. Listening.',
          '@lesson-helping {hero} pressed the button on the watch that called the ferry. “Mr Tock? We need help. Please wait for us.” A crackle, then: “I’ll hold her as long as I can.”',
          '@lesson-patience “Wait,” said {hero}. “Don’t move. It takes time.” They waited, and waited, while the minutes ticked.',
          '@lesson-trying-again The first silence was spoiled by a cough. {hero} started again, and again, until it was perfect.',
          '@lesson-teamwork “Everybody,” whispered {hero}, “hold your breath when I nod. All together.”',
          '@lesson-kindness {hero} tucked Flicker in close and whispered, “Nearly home. Hold on.”',
          '@lesson-listening “Listen,” said {hero}. “Really listen. Not to us. To everything else.”',
          '@lesson-calm-feelings {hero.poss} heart was racing. {hero} breathed slowly in, and slowly out, until it was calm enough to hear past.',
          '@pet {pal} lay flat, ears up, and went perfectly still.',
          '@friend {pal} pressed both lips together and nodded.',
          'In the silence, so faint it might have been imagined, came a song. Flicker’s ears went up. Its tail flared. And it pointed, quivering, at one small den near the edge.',
        ],
        [
          '“Running about doesn’t work,” said {hero} slowly. “Looking doesn’t work.” And then, all at once: “Mr Tock told us. He told us and I forgot. Everybody forgets it.”',
          '“Forgot what?”',
          '“Her mother calls her home with a song. You can only hear it when everything is perfectly quiet.” {hero} looked round at the field of dens, at all the silent doorways. “We’ve been making noise since we got here.”',
          '@lesson-helping First, {hero} pressed the call button on the watch. “Mr Tock? It’s {hero}. We need help. Please don’t leave without us.” There was a long crackle, and then the conductor’s voice: “Asking is the hard part. I will hold her as long as I can.”',
          '@lesson-patience “Nobody move,” said {hero}. “It might take a while. We have to wait for it.” And so they waited, while the minutes on the watch ticked down and every part of {hero} wanted to run.',
          '@lesson-trying-again The first silence was spoiled by a cough. The second by a sneeze. {hero} did not give up. “Again,” {hero} whispered. “Once more.” And the third time, it held.',
          '@lesson-teamwork “We do this together,” whispered {hero}. “When I nod, everybody stops. No talking, no fidgeting, no breathing loudly. All of us at once.”',
          '@lesson-kindness {hero} tucked Flicker in close, under {hero.their} chin, and whispered, “Nearly home. Hold on for me. Just a little longer.”',
          '@lesson-listening “Listen,” said {hero}. “Really listen. Not to us, not to the watch. To everything else.”',
          '@lesson-calm-feelings {hero.poss} heart was thudding so hard it was almost all {hero} could hear. So {hero} breathed slowly in, and slowly out, the way you do when you are trying not to cry, until it was calm enough to hear past.',
          '@pet {pal} lay down flat, ears up, and went so still that not even a whisker moved.',
          '@friend {pal} pressed both lips tight together and nodded, eyes wide.',
          'And in the silence, so faint that {hero} thought at first it was imagined, came a sound. It was high and thin and sweet, like someone running a wet finger round the rim of a glass, a long way off.',
          'Flicker’s ears shot up. Its tail flared, a sudden bright spark. And it scrambled up onto {hero.poss} shoulder and pointed, quivering from nose to tail, at one small den near the edge of the field.',
        ],
      ],
      scene: 'everyone perfectly still and silent on the Moon, a tiny fox on {hero}’s shoulder pointing at one den',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Out of the den came a full-grown star-fox, tall and silver, with a tail like a comet. Flicker leapt. The two of them wound round each other in a blaze of light, and the whole field of dens glowed brighter, one after another. Then {hero} ran, all the way back to the port, where the ferry was waiting.',
        ],
        [
          'Out of the small den came a star-fox, fully grown, tall and silver, with a tail that streamed behind her like the tail of a comet.',
          'Flicker leapt from {hero.poss} shoulder. It was a clumsy leap, the leap of a cub who had spent all its strength, and for a moment {hero} thought it would fall short. But the mother caught it, neatly, by the scruff, and set it down, and wound herself round it until the two of them were one bright knot of light.',
          'Flicker’s tail blazed. It was brighter than {hero} had ever seen it, bright enough to read by.',
          'Then, all across the field, doorway after doorway, the glows grew brighter. Heads popped out. The foxes had heard, too.',
          'The mother star-fox looked at {hero} for a long moment, with eyes like two small moons, and dipped its head. It was, {hero} thought, the politest thing anyone had ever done.',
          '@friend “Watch,” said {pal}, suddenly. “The watch!”',
          '@alone Then {hero} remembered the watch, and looked at it, and went cold all over.',
          'Four minutes. {hero} ran. Moon-running is more like flying, and they flew, in long, slow, desperate bounds, all the way back across the plain to Far Side Port, where a long rattling rocket-bus sat on the pad with its engines grumbling and a brass robot in the doorway, tapping his foot.',
          '“You took your time,” said Mr Tock. But his dials were twinkling.',
          '@friend {pal} collapsed into a seat and said, to nobody in particular, “I am never running on the Moon again.” Then, after a moment: “Actually, I am. That was amazing.”',
          'The door folded shut behind them. The engines roared. And as the ferry lifted off, {hero} pressed {hero.their} face to the round window and saw, far off across the far side, a whole field of tiny lights, and one small bright one leaping in circles around a bigger one.',
        ],
      ],
      scene: 'a tall silver star-fox wrapping herself around her glowing cub, dens lighting up all across the field',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On the way home, Mr Tock clipped {hero.poss} ticket a second time. The new hole was shaped like a fox. “Anyone with one of those,” said Mr Tock, “rides the Night Ferry free, for life.”',
        ],
        [
          'On the way home, the ferry rattled and swayed, and {hero} sat by a round window and watched the Moon grow smaller.',
          'Mr Tock came down the aisle with his ticket machine, took {hero.poss} ticket and clipped it a second time, with a special click.',
          'The new hole was shaped like a fox.',
          '“I have only clipped that three times in all my years on this route,” said Mr Tock. “Anyone holding one of those rides the Night Ferry free, for life. Any stop. Any night.”',
          '“Why me?” asked {hero}.',
          '“You stayed,” said Mr Tock simply. “Most people run for the ferry. It’s the sensible thing.” He touched his cap. “Sensible is overrated.”',
          '@friend {pal} looked at the ticket over {hero.poss} shoulder and said, “That is the best thing I have ever seen,” and then fell asleep mid-sentence.',
        ],
      ],
      scene: 'a brass robot conductor punching a fox-shaped hole in a ticket on a swaying rocket-bus',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'The ferry set {hero} down back {place.in}, just as the stars were starting to fade. Everyone was still asleep.',
          '@lesson {hero} lay in bed and thought about the silence on the Moon, and about the choice. {lesson}. {hero} knew that now in a way that would not go away.',
          'High above, something small and bright streaked across the sky, chasing a comet, and {hero} smiled and closed {hero.their} eyes.',
        ],
        [
          'The ferry set {hero} down back {place.in} with a last clank and a hiss, just as the stars were beginning to fade. The door folded shut. The rocket-bus rose, rattled once, and was gone.',
          'Everyone was still asleep. Nobody had noticed a thing.',
          '@pet {pal} went straight to bed and was snoring before {hero} had even taken off {hero.their} shoes.',
          '@friend {pals} yawned goodnight and stumbled off to bed, and {hero} heard a thump that was probably someone missing the pillow.',
          '{hero} got into bed[?, with {toy.name} tucked in close,|] and lay looking at the ceiling.',
          '@lesson {hero} thought about the silence on the Moon, and the watch beeping, and the moment of choosing. {lesson}. {hero} knew that now, not just in words, but in a way that would not go away.',
          'Outside, high above, something small and bright streaked across the last of the night, chasing a comet as if its life depended on it.',
          'Somewhere at the back of {hero.poss} mind, Mr Tock’s voice said: everybody forgets it. But {hero} had not, in the end. Not quite.',
          '{hero} smiled, and closed {hero.their} eyes, and slept.',
        ],
      ],
      scene: '{hero} asleep in bed as the night fades, a tiny bright streak in the sky',
    },
  ],
};
