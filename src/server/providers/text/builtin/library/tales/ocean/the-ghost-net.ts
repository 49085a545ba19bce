/**
 * For 11–14, on a reef: a summer of counting fish for a survey, an old tagged turtle nobody has seen
 * this season, and the moment a ghost net makes the child choose between being a hero and surfacing
 * to ask for help.
 */
import type { Tale } from '../../types.ts';

export const theGhostNet: Tale = {
  id: 'the-ghost-net',
  bands: ['older'],
  worlds: ['undersea'],
  time: 'day',
  shape: 'reach',
  titles: ['The Ghost Net', 'Surface, Signal, Wait', '{hero} and the Turtle Called Cyrus'],
  characters: ['Marisol', 'Cyrus', 'Tobias'],
  places: [['on', 'the reef at Kettle Cay'], ['in', 'the Bluewater Lagoon']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'The survey boat rocked at its mooring {place.in}, and {hero}, who had talked a marine scientist into taking on an unpaid assistant for the summer, sat on the stern with a waterproof slate and a pencil on a string, feeling more important than anyone holding a pencil on a string has a right to feel.',
          '@pet,friend {pals} had come too, which had required a great deal of negotiation.',
        ],
        [
          'The survey boat was called the Patience, which {hero} had assumed was a joke until the first morning, when the outboard motor took forty minutes to start.',
          'It rocked now at its mooring {place.in}, over water so clear that the boat seemed to hang in the air above its own shadow. Below, the reef spread out in every direction: brain coral like grey-green boulders, staghorn branching in thickets, and fish moving through all of it in quick, glittering handfuls, as though someone had thrown a fistful of coins into the sea and they had decided to stay.',
          '{hero} had spent most of the spring writing emails to Marisol Reyes, who ran the reef survey, explaining with increasing desperation why an unpaid assistant of {hero.their} age was exactly what the project lacked. Marisol had eventually replied with one line: Can you count to a hundred without getting bored? {hero} had said yes, which was only partly true.',
          'So here {hero} was, sitting on the stern with a waterproof slate and a pencil tied to it with string, feeling more important than anyone holding a pencil on a string has a right to feel.',
          '@pet {pal} had come too, after a campaign of negotiation that had involved a lifejacket in a size nobody had known existed, and now lay in the shade of the cabin looking at the sea with deep suspicion.',
          '@pet+pals {pal2} had come too, and was already counting fish over the side.',
          '@friend {pals} had come too, on the strict condition that everyone would count fish and nobody would complain about the motor.',
        ],
      ],
      scene: 'a small survey boat on glassy water over a vast coral reef, {hero} on the stern holding a waterproof slate',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Marisol had three rules, and made {hero} repeat them every morning. “If anything goes wrong in the water: surface, signal, wait. Arms crossed over your head means come now. The sea,” Marisol said, “does not care how brave you are.”',
        ],
        [
          'Marisol Reyes was small, sunburnt and entirely unimpressed by enthusiasm. She had been diving this reef for twenty years and talked about it the way some people talk about a difficult relative they love very much.',
          'On the first morning, before anyone went near the water, Marisol made {hero} sit on the deck and learn three words.',
          '“Surface. Signal. Wait,” Marisol said. “If anything goes wrong in the water, anything at all, you don’t fix it. You come up. You signal. You wait for me. Arms crossed over your head means come now, no questions. Say it back.”',
          '“Surface, signal, wait,” said {hero}, who had been hoping for something more like a mission briefing.',
          'Marisol looked at {hero} for a long moment over the top of her sunglasses. “You think that’s boring,” Marisol said. “Everybody does. Let me tell you who drowns out here. It isn’t the nervous ones. It’s the ones who think they can sort it out themselves, just this once, just for a few more seconds. The sea does not care how brave you are. It isn’t keeping score.”',
          '{hero} said it back again, properly this time, and crossed both arms over {hero.their} head to show that the signal had been understood. Marisol nodded, once, and went to fight the motor.',
        ],
      ],
      scene: 'a sunburnt scientist on a boat deck, both arms crossed overhead, showing {hero} a signal',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'The survey had a second purpose, which Marisol admitted on the third day. Somewhere on this reef lived Cyrus, a green turtle tagged as a hatchling thirty years ago, seen every summer since. This summer, nobody had seen Cyrus. {hero} decided, privately, to be the one who did.',
        ],
        [
          'On the third day, while they were eating sandwiches that had somehow got sand in them despite being nowhere near any sand, Marisol admitted that the survey had a second purpose.',
          'Pinned inside the cabin was a photograph of a green turtle, huge and scarred, with a notch out of the back edge of its shell and a small metal tag on one front flipper.',
          '“Cyrus,” said Marisol. “Tagged as a hatchling, thirty-one years ago, on the beach over there. He has come back to this reef every single summer since. Every year somebody sees him. Every year it goes in the log.” Marisol tapped the empty line at the bottom of the page. “Not this year. Not yet.”',
          'Marisol did not say what she thought that meant, and {hero} did not ask, because it was clear from the way Marisol folded the log away that she had already thought it, many times, and did not enjoy thinking it.',
          '{hero} looked at the notch in the shell for a long time. Then {hero} decided, privately, in the way you make promises that nobody else hears, that this summer Cyrus would go in the log, and that {hero} would be the one who put him there.',
        ],
      ],
      scene: 'a photograph of a huge scarred green turtle with a notched shell pinned inside a boat cabin',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'The first place to look was the cleaning station on the big coral outcrop, where turtles queued to have shells picked clean by small fish. {hero} counted forty-two parrotfish, three grumpy groupers and a cuttlefish that changed colour out of pure showing off. No turtles. The slate filled with numbers, and none was the one that mattered.',
        ],
        [
          'Turtles, Marisol said, were creatures of habit, and the likeliest place to catch one was the cleaning station: a big outcrop of coral where tiny wrasse and shrimp ran what was effectively a car wash, picking parasites off anything large enough to hold still for them.',
          'So {hero} floated face down above it, breathing through the snorkel in long, careful breaths, and counted.',
          'It was harder than it sounded. Fish do not line up to be counted; they arrive in gangs, leave in different gangs, and appear to swap identities behind rocks purely to cause trouble. {hero} counted forty-two parrotfish, crunching the coral with beaked mouths and leaving little trails of white sand behind. Three groupers, heavy and sulky, hanging in the shade like bouncers outside a club. A cuttlefish, which rippled through four colours in a row in what {hero} could only interpret as showing off.',
          '@friend {pal}, floating nearby, pointed at the cuttlefish and gave a thumbs up, which underwater means go up, and caused a brief misunderstanding.',
          'No turtles. Not a shell, not a flipper, not the suggestion of one. By the time the cold began to reach {hero.poss} bones, the slate was full of numbers, and not one was the number that mattered.',
        ],
      ],
      scene: '{hero} floating face down over a coral outcrop where tiny fish clean a sulky grouper',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'That evening, while Marisol argued with the motor, {hero} read the old turtle log from the start. Thirty-one summers of Cyrus, in thirty-one different hands, and in the very first years the writing was enormous and round, signed M. Reyes, age 12. Marisol had been the one who found him first. Nobody had told {hero} that, and {hero} decided not to mention it.',
        ],
        [
          'That evening, while Marisol lay half inside the engine housing, swearing at the motor in two languages, {hero} took the turtle log down from its shelf in the cabin and read it from the beginning.',
          'It was not one book but four, held together with rubber bands that had gone brittle in the heat, and the first of them was so old that its cover had faded from blue to the colour of weak tea. Every summer had a page. Every page had a date, a place on the reef, a depth, and a few lines about a turtle called Cyrus: feeding on seagrass off the north channel; resting under the big table coral; notch in shell unchanged, tag present, looks well.',
          'Some years were thin. One summer said only: seen once, distant, north channel, could not confirm notch. Another said: not seen until 29 August, then seen every day for a week, as if making up for it. {hero} found that one oddly moving, and read it twice, and did not quite know why.',
          'What {hero} had not expected was the handwriting. There were thirty-one summers in the log, and they had been written by what looked like thirty-one different people, some neat, some hurried, one in green ink that had run where a wet hand had touched it. Scientists came and went, it seemed. Cyrus stayed.',
          'And in the very first years, the writing was enormous and round and pressed so hard into the paper that {hero} could feel it from the back of the page. Saw CYRUS! it said, underlined three times. He is the size of a dinner plate and he bit my fin. Signed, at the bottom, in the same furious capitals: M. REYES, AGE 12.',
          '{hero} sat with the book open for a long time, listening to the clank and mutter from the engine. Twelve years old, floating over this same reef with a slate and a pencil, trying to look like a scientist: it was not hard to picture at all.',
          'It explained a great deal: the empty line at the bottom of this year’s page, the way Marisol folded the log away, the silence whenever anyone said the turtle’s name. Nobody had told {hero} that it was Marisol who had found Cyrus first. {hero} decided, putting the rubber bands back exactly as they had been, that it would be kinder not to mention it, and that it made the empty line matter twice as much.',
        ],
      ],
      scene: '{hero} in a boat cabin at dusk reading an old faded logbook, round childish handwriting on the page',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'At low tide Marisol anchored by a sandbar that only existed for two hours a day, and they ate lunch on it, the only people on an island the size of a tennis court. “Why count fish?” {hero} asked. “Because nobody protects what nobody has counted,” said Marisol. “A number is the only thing a government reads.”',
        ],
        [
          'At low tide, Marisol nosed the Patience up to a sandbar that only existed for about two hours a day, a long pale tongue of sand rising out of the turquoise like the back of a sleeping animal. They ate lunch on it, sitting on the warm sand with their feet in the water, the only people on an island the size of a tennis court that would be gone again by teatime.',
          'Tiny hermit crabs, disturbed by the sandwiches, went about their business in borrowed shells with an air of great importance, like commuters.',
          '{hero} had been saving up a question for several days, and asked it now, because it seemed like the sort of place where you could. “Why do we count the fish? I mean, the fish don’t know they’re being counted. It doesn’t help them.”',
          'Marisol did not answer at once. She ate the rest of her sandwich, carefully, sand and all, and watched a heron stalk along the edge of the sandbar as if it had an appointment.',
          '“Nobody protects what nobody has counted,” Marisol said at last. “You can stand up in a meeting and say the reef is beautiful, and everyone nods, and nothing happens. You stand up and say there were four hundred parrotfish on that outcrop ten years ago and there are forty-two now, and people stop nodding and start writing things down.” Marisol shrugged. “A number is the only thing some people read. So we count. Every summer. Even the boring bits, especially the boring bits.”',
          '{hero} thought about the forty-two parrotfish on the slate, and for the first time they did not seem boring at all. They seemed like evidence.',
          '“And Cyrus?” {hero} asked, before there was time to decide whether it was a good idea. “Is he a number too?”',
          'Marisol looked out at the reef, at the dark patches of coral under the bright water, for long enough that {hero} began to regret asking. “Cyrus is thirty-one numbers,” Marisol said eventually. “One a year. That is what makes him worth more than all the rest of them put together. A line with no gaps in it is very rare, out here. I would like to keep it that way.” Then Marisol stood up, brushed the sand off her shorts, and said the tide was coming, which it was.',
          '@friend {pal} asked whether anyone had counted the hermit crabs, and Marisol said no, and {pal} spent the rest of lunch doing it, and got to sixty-three before the tide came back for its island.',
        ],
      ],
      scene: '{hero} and a sunburnt scientist eating lunch on a tiny sandbar in a turquoise sea, hermit crabs wandering by',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On the fourth day a squall kept the Patience in harbour, and {hero} spent the morning on the fuel dock with Tobias, an old fisherman who mended nets there and had known Cyrus longer than Marisol had. Tobias had not seen the turtle either. “Winter storms tear nets loose,” Tobias said, knotting a torn mesh without looking at it. “They drift west. They keep fishing for years, and nobody eats what they catch.”',
          '{hero} walked back along the quay with that sentence sitting in {hero.their} stomach like a cold stone.',
        ],
        [
          'On the fourth day the weather turned. A squall came over the headland in the night, rattling the harbour, and by morning the sea beyond the breakwater was a heaving, chalky mess that Marisol looked at once before announcing that nobody was going anywhere.',
          '{hero} spent an hour being disappointed about this and then went down to the fuel dock, because there was nowhere else to go.',
          'An old fisherman sat there on an upturned crate, mending a net that lay across his knees and spilled down over the boards like a heap of dark knitting. His hands moved without him seeming to watch them: needle in, loop, pull, knot, needle in. The old man nodded, as though the two of them had arranged to meet.',
          '“You’re the one counting fish for Marisol,” said the fisherman, whose name was Tobias. “Sit down. You make the place look untidy, standing.”',
          '{hero} sat, and for a while neither of them said anything, and the squall drummed on the tin roof of the fuel shed.',
          '“I knew Cyrus before Marisol did,” Tobias said eventually. “Saw him the week he was tagged. Size of a saucer, and already rude.” The needle went in and out. “Haven’t seen him this year. Thought you’d want to know. Everyone asks me, and I have to keep saying no, and I’m getting tired of the sound of it.”',
          '{hero} asked where a turtle might go, if it did not come back.',
          'Tobias held up the net so that the dull light came through a ragged hole in it, a tear as wide as a door.',
          '“Storms take nets,” Tobias said. “Winter ones especially. Rip them off the moorings, off the boats, and out they go. And a net doesn’t know it’s lost, see. It keeps fishing. Drifts west on the current, years sometimes, catching whatever swims into it, and nobody ever comes to haul it in, and nobody eats what it catches.” Tobias began, very calmly, to close the hole. “We call them ghost nets. Horrible name. Right name, though.”',
          '{hero} walked back along the quay afterwards with that sentence sitting somewhere low down, like a cold stone, and did not mention it to Marisol, because Marisol had clearly thought of it already.',
        ],
      ],
      scene: 'an old fisherman mending a torn net on a rainy fuel dock, {hero} sitting beside him on a crate',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next came the seagrass flats beyond the reef, where turtles came to graze. {hero} found the marks of grazing, neat trimmed patches like a lawn, and one small hawksbill that looked at {hero} with mild contempt and swam off. Not Cyrus. Not even close.',
        ],
        [
          'Beyond the reef, where the coral gave way to sand, lay the seagrass flats: a long, shallow meadow of ribbony green, combed flat by the current. Green turtles grazed here, Marisol said, the way cows graze a field, only slower and with less conversation.',
          '{hero} drifted over it for an hour. The meadow had been grazed, certainly: there were neat trimmed patches, as though somebody had been at it with scissors, and the occasional cloudlike smudge where something heavy had settled to rest and then lifted off again.',
          'Halfway along, something moved. {hero.poss} heart leapt so hard it nearly came out through the snorkel.',
          'It was a turtle, but a small one, a hawksbill no bigger than a tea tray, with a pointed beak and a shell patterned like polished wood. It turned its head, looked at {hero} with an expression of mild and total contempt, and swam away without hurrying.',
          'Not Cyrus. Not even close. {hero} wrote HAWKSBILL × 1 on the slate with slightly more force than was necessary.',
        ],
      ],
      scene: 'a small hawksbill turtle swimming away over a long green seagrass meadow, {hero} snorkelling above',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Early one morning, at slack water, Marisol took the boat round to the channel, the deep cut through the reef where the tide poured in and out twice a day and big animals came through like traffic. For twenty minutes the water lay still, and {hero} hung above the channel floor watching a parade of jacks, a stingray and a shoal of barracuda go past. Then the tide turned, the current took hold, and Marisol hauled {hero} out by the back of the lifejacket. Plenty of traffic. No Cyrus.',
        ],
        [
          'Early one morning, before the sun had properly cleared the headland, Marisol took the Patience round to the channel.',
          'The channel was a deep cut through the reef, the one gap in the wall, and twice a day the whole lagoon emptied and filled through it like a bath with the plug pulled out. For most of the day the current there was strong enough to strip a mask off your face. But at slack water, when the tide had finished going one way and not yet started going the other, it lay as still as a pond, and everything big on the reef came through it.',
          '“Twenty minutes,” Marisol said, checking her watch with the expression of a person defusing something. “When I bang on the hull, you come back. Not in a minute. Then.”',
          '{hero} slid in and finned down until the channel floor was close enough to see the ripples the current had combed into the sand.',
          'It was like sitting by a motorway. A shoal of jacks came through first, bright and purposeful, all turning together as if someone had given an order. Then a stingray, flat as a rug, trailing its long tail, lifting a little puff of sand each time it beat its edges. Then a wall of barracuda, dozens of them, hanging motionless in the water with their underbites and their unblinking eyes, looking exactly like a group of people who have been waiting too long for a bus and blame you personally.',
          '@friend {pal} surfaced beside the boat, pulled out the snorkel and said, with feeling, that nobody had mentioned barracuda.',
          '{hero} watched every shadow that came in from the blue. Each one, for half a second, was Cyrus; each one, after half a second, was something else.',
          'Then the sand on the channel floor began, very gently, to lean. A strand of weed that had been floating upright tipped over and pointed out to sea. {hero} felt the water take hold of {hero.their} fins, politely at first, then not politely at all.',
          'The hull rang: bang, bang, bang.',
          '{hero} kicked for the boat, and it took every ounce of strength to cover a distance that had been nothing twenty minutes earlier. Marisol reached down, took a firm grip of the back of the lifejacket, and hauled {hero} over the side like a sack of wet laundry.',
          '“Good,” Marisol said, and nothing else, which from Marisol was a medal. The slate was crowded with traffic. Cyrus was not on it.',
        ],
      ],
      scene: 'a wall of barracuda hanging still in a deep reef channel at slack water, {hero} watching from near the sandy floor',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'One afternoon, as {hero} swam back to the boat from the reef edge, a manta ray came up out of the blue, wider than the boat was long, and turned slow loops beneath {hero.them}, its mouth open like a doorway. For three minutes {hero} forgot about turtles, surveys and everything else, and simply watched.',
        ],
        [
          'One afternoon, swimming back to the boat from the far side of the reef, {hero} saw something enormous rise out of the deep blue beyond the reef edge.',
          '{hero.poss} first thought, which {hero} was not proud of afterwards, was a single word that cannot be said in front of younger children. The second thought was: manta.',
          'It was wider than the boat was long, black above and white beneath, and it moved as if the water were something it was flying through rather than swimming in. Its mouth hung open like a doorway. It came up beneath {hero}, close enough that {hero} could see the pale markings on its belly, which Marisol had said were as individual as fingerprints, and then it turned, unhurried, and looped back down, and came up again.',
          'For three minutes, {hero} forgot about turtles, and surveys, and being taken seriously, and every other thing. There was only the manta, turning its slow loops, and the sound of {hero.their} own breathing, loud and astonished in the snorkel.',
          'Then it tipped one great wing and slid back into the blue, and was gone, and the reef seemed very small and bright and busy again.',
          'Back on board, Marisol listened to the description with the face of someone who had seen a great many mantas and was nevertheless glad about this one. “Write it in the log,” Marisol said. “Belly markings, if you remember them.” {hero} remembered every one.',
        ],
      ],
      scene: 'a huge manta ray looping beneath {hero} at the edge of the reef, the deep blue behind',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'One day after lunch {hero} asked Marisol whether the boats in the harbour could keep a lookout, and spent an hour on the radio describing a turtle with a notched shell to every skipper who would listen. The replies came in all evening: a hawksbill, a floating tyre, a very convincing piece of driftwood. By nightfall {hero} knew the name of every boat in the harbour and had heard nothing at all about Cyrus.',
        ],
        [
          'One day after lunch, sitting in the cabin with the log open at its empty line, {hero} had an idea, and, unusually, took it to Marisol before acting on it.',
          '“The fishing boats,” {hero} said. “The dive boats. They’re out on the reef all day. If they all knew what to look for—”',
          'Marisol considered this, then unhooked the radio handset from the cabin wall and held it out. “Channel sixteen for the harbour,” Marisol said. “Say your boat name first. Keep it short. Skippers hate a speech.”',
          '{hero} did not keep it short. It turned out to be surprisingly difficult to describe a turtle in a way that would distinguish it from other turtles, over a crackling radio, to people who were mostly hauling pots. Big, {hero} said. Old. Scarred. A notch out of the back of the shell. A tag on the front flipper. Please call the Patience. Over.',
          'There was a long silence full of static. Then a voice said, “Patience, this is Morning Star. We will keep our eyes open, young skipper. Over.” And then another voice, and another, until it seemed that half the harbour had been listening all along.',
          'The replies came in all evening.',
          'A dive boat had seen a turtle off the point, which on closer questioning turned out to be a hawksbill the size of a tea tray. A crab boat reported something large and dark and floating near the channel marker, which a second crab boat identified, twenty minutes later, as a tyre. Somebody on a yacht called in to say that they had seen a turtle with a notch in its shell and then called back to say, sorry, it was driftwood, but it had looked extremely like a turtle at the time.',
          'By nightfall {hero} knew the name of every boat in the harbour, could tell most of the skippers apart by their voices, and had heard nothing about Cyrus at all.',
          '“Still,” said Marisol, hanging the handset back on its hook, “that’s forty pairs of eyes instead of two. Not bad for a person who cannot keep it short.”',
        ],
      ],
      scene: '{hero} speaking into a boat radio handset in a small cabin, a logbook open on the table',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Late one night, unable to sleep, {hero} climbed out onto the deck and trailed a hand over the side. The water lit up: a green spark at every fingertip, a glowing smear where the wrist moved. Plankton, Marisol said, appearing behind {hero} in a blanket, tiny animals that flashed when disturbed. “The whole sea is full of things you only see when you stop and look properly,” Marisol said, and went back to bed.',
        ],
        [
          'Late one night, {hero} gave up on sleep.',
          'The cabin was hot and smelled of diesel and sun cream, and the boat creaked every time the swell lifted it, and there was a particular rope somewhere that knocked against the mast with the steady patience of someone who knows you will eventually open the door. {hero} climbed out onto the deck in bare feet.',
          'The night was enormous. There was no moon, and the stars came right down to the water on every side, so that the Patience seemed to be floating in the middle of them rather than on the sea.',
          '{hero} lay on the deck at the stern, head over the edge, and trailed one hand in the water, because it seemed like the thing to do.',
          'The water lit up.',
          'Every fingertip left a trail of tiny sparks, cold and green, as though the hand were drawing with light. When {hero} swept it sideways, a whole glowing smear followed it, flaring and fading. When {hero} flicked the fingers, sparks flew off them and went out one by one, like the last of a firework.',
          '@pet {pal} came to investigate, put a nose over the side, saw the water glowing and retreated to the cabin at speed, clearly feeling that this was the final straw.',
          '@friend {pal} came out, yawning, to see what the splashing was, and then lay down on the deck beside {hero} without a word, and for a long time the two of them drew pictures in the sea.',
          '“Plankton,” said a voice behind {hero}. Marisol was standing in the cabin doorway with a blanket round her shoulders, looking not at all surprised. “Tiny animals. Millions of them. They flash when something disturbs them. Nobody is entirely sure why.”',
          '“Is it always like this?”',
          '“Every night, more or less.” Marisol leaned on the rail and looked down at the sparks. “That’s the thing about the sea. It’s full of things that are there all the time and only show themselves when you stop and look properly.” She yawned enormously. “Cyrus included, I hope. Go to bed.”',
          '{hero} went to bed eventually, and lay awake a while longer anyway, with the ghost of green sparks still behind {hero.their} eyelids.',
        ],
      ],
      scene: '{hero} lying on a boat deck at night trailing a hand in the sea, the water glowing with green sparks of plankton under a sky full of stars',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'On the fifth day {hero} tried the drop-off, where the reef ended and the sea fell away into dark blue. Turtles rested on ledges there. {hero} found a ledge with a notch-shaped gap in the coral, a reef shark asleep in a cave, and nothing else. Nearly a week gone, and still no Cyrus.',
        ],
        [
          'On the fifth day, {hero} asked to survey the drop-off.',
          'This was where the reef simply ended. One moment there was coral beneath you, busy and bright and close enough to touch; the next, it fell away in a cliff, and below that there was nothing but blue, deepening to a colour that did not have a name. Looking down into it gave {hero} the same feeling as standing at the top of a very tall building, with the added knowledge that the building was full of things with teeth.',
          'Turtles rested on the ledges of the drop-off, Marisol had said, tucked into overhangs, sleeping with one eye open.',
          '{hero} worked along the cliff, ledge by ledge. One overhang held a reef shark, sleek and grey, lying perfectly still on the sand with its eyes half closed. It was not, Marisol had assured everyone, interested in people. {hero} decided to take this on trust and to count it from a respectful distance.',
          '@friend {pal} counted it from an even more respectful distance, somewhere near the boat.',
          'Another ledge held nothing. Another held a moray eel, which opened and closed its mouth in a way that suggested strong opinions. By the end of the morning, {hero} had surveyed the whole length of the drop-off, and the log still had its empty line at the bottom. Nearly a week gone.',
        ],
      ],
      scene: 'a reef shark asleep on a sandy ledge at the edge of a deep blue drop-off, {hero} watching from above',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'That evening, over noodles on the deck, Marisol told {hero} why the three words mattered so much. Twenty years ago, a diver on her first survey had tried to free a tangled dolphin alone, and had needed rescuing herself. “I was the diver,” said Marisol. “The dolphin was fine. The lifeboat crew have never let me forget it.”',
        ],
        [
          'That evening they ate noodles out of the pan on the deck, because Marisol said bowls were a bourgeois affectation and also the bowls were somewhere under the spare air tanks.',
          'The reef had gone quiet and gold. {hero}, emboldened by noodles, asked the question that had been sitting at the back of {hero.their} mind since the first morning.',
          '“Why do you go on about surface, signal, wait so much?”',
          'Marisol did not answer straight away. Marisol wound noodles round a fork, slowly, and looked out across the water towards the far end of the reef, where the light was catching the tops of the waves.',
          '“Twenty years ago,” Marisol said at last, “a young diver on her very first survey found a dolphin tangled in a line, over there by the channel. And she thought: I can do this. I am strong and clever and I have a knife. And she went down on her own, and cut, and got the line round her own ankle, and it took two people from the lifeboat to get her back up.”',
          '“What happened to the dolphin?”',
          '“The dolphin,” said Marisol, “was absolutely fine. The lifeboat crew cut it free after they had finished pulling the idiot diver out.” A pause. “I was the idiot diver, in case that was not clear.”',
          '{hero} laughed, then stopped, because Marisol was not quite laughing.',
          '“They still bring it up,” Marisol said. “Every Christmas. Twenty years.” She scraped the last of the noodles out of the pan. “Best thing that ever happened to me. Now eat your dinner. Fish do not count themselves.”',
        ],
      ],
      scene: 'a scientist and {hero} eating noodles from a pan on a boat deck, the reef glowing gold at the end of the day',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'One evening, after Marisol had gone ashore, {hero} took down the old survey logs from the cabin shelf and read every entry about Cyrus, thirty-one summers of them. Cyrus asleep under the wreck. Cyrus chasing off a younger turtle. Cyrus, one July, with a new notch in his shell and no explanation. By the last page {hero} felt less like someone looking for a turtle and more like someone looking for an old friend who was late.',
        ],
        [
          'One evening, after Marisol had gone ashore to buy diesel and argue about its price, {hero} took the old survey logs down from the shelf in the cabin.',
          'There were thirty-one of them, one for every summer, the early ones in cardboard covers gone soft with damp, the later ones in plastic. The handwriting changed as {hero} went along: a round, careful hand at the start, which belonged to whoever had run the survey before Marisol; then, from the twelfth year, the small, fierce, leaning capitals that were unmistakably Marisol’s.',
          '{hero} did not read the fish counts. {hero} turned the pages looking for one name, and found it every year, near the bottom, like a signature.',
          'CYRUS, YEAR 1. SAUCER-SIZED. TAGGED. BIT THE TAGGER.',
          'CYRUS, YEAR 6. ASLEEP UNDER THE WRECK. WOULD NOT WAKE UP FOR US.',
          'CYRUS, YEAR 14. CHASED A YOUNGER MALE RIGHT OFF THE CLEANING STATION. ABSOLUTE BULLY.',
          'CYRUS, YEAR 19. NEW NOTCH OUT OF THE SHELL, BACK EDGE. HEALED. NO IDEA. SHARK? PROPELLER? WILL NOT SAY.',
          'CYRUS, YEAR 27. SEEN FROM THE FUEL DOCK BY OLD TOBIAS, SURFACING TO BREATHE. TOBIAS SAYS CYRUS WAVED. TOBIAS IS LYING.',
          '{hero} laughed out loud at that one, alone in the cabin, and then felt odd about laughing.',
          'It was strange, reading a life this way: in single lines, one a year, each written by someone who had been glad to write it. Somewhere in those pages the survey had stopped being about a turtle and become about a neighbour, someone you expected to see when the summer came round, the way you expect the first warm evening of the year.',
          'The last log, this year’s, lay on the table where Marisol had left it, open at the empty line.',
          '{hero} closed the old logs, put them back on the shelf in the right order, and sat for a while in the lamplight. It no longer felt like looking for a turtle. It felt like waiting for an old friend who was very, very late.',
        ],
      ],
      scene: 'a stack of old waterproof logbooks open on a boat cabin table in lamplight, {hero} reading one',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'At the lowest tide of the month the reef flat came up out of the sea, and {hero} spent the morning wading across it in reef boots, peering into every pool a big turtle might have been stranded in. There were sea cucumbers like dropped sausages, a small octopus that turned the exact shade of its rock, and a giant clam that shut with a slow, offended hiss. The pools were full of life. None of it was Cyrus, and by noon the tide was coming back in.',
        ],
        [
          'Once a month, at the lowest of the low tides, the reef flat came up out of the sea.',
          'For two hours, the wide shallow top of the reef, which spent the rest of its life under a metre of water, lay open to the air: a rough, wet, glistening plain, pocked with pools, stretching away almost to the breakers. Big turtles, Marisol said, were sometimes caught out on it when the water went, and waited in the deeper pools for the tide to come back for them, looking embarrassed.',
          'So {hero} laced on a pair of reef boots two sizes too big and set off across it, stepping only on sand and bare rock, never on living coral, as Marisol had made {hero} promise twice.',
          'It was like walking across the roof of the reef while everyone inside was still at home. Every pool was a room. In one, sea cucumbers lay about like dropped sausages, doing nothing with enormous dedication. In another, a small octopus sat on a rock and turned, while {hero} watched, the exact mottled shade of that rock, then flowed into a crack that looked far too small for it and was gone. In a third, a giant clam lay open with its frilled lips glowing, and when {hero.poss} shadow fell across it, it closed, slowly, with a long wet hiss, like somebody deeply offended by a remark at dinner.',
          '@friend {pal} found a sea hare, which squirted ink in self-defence, and spent the rest of the morning with stained hands and a sense of grievance.',
          '@pet {pal} waded through the shallowest pools with high, careful steps, like someone crossing a kitchen floor that has just been washed.',
          '{hero} checked every pool big enough to hold a turtle. There were eleven of them. One held a school of tiny fish that moved like a single thought. One held a discarded flip-flop. One, the deepest, held nothing at all but a reflection of {hero.poss} own face, peering down, hopeful and sunburnt.',
          'Far off, the breakers had begun to sound louder. The first thin sheets of water were sliding back across the flat, filling the footprints. Marisol, on the edge by the boat, blew a whistle.',
          '{hero} waded back as the tide came up round {hero.their} ankles, then {hero.their} shins, with eleven pools ticked off on the slate and none of them the right one.',
        ],
      ],
      scene: '{hero} in oversized reef boots peering into a rock pool on a wide exposed reef flat at low tide, a small octopus on a rock',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'On the sixth day {hero} searched the old wreck in the lagoon, a fishing boat sunk decades ago, where turtles liked to sleep under the hull. There was a turtle-shaped hollow in the sand, worn smooth, and a snarl of old rope wrapped round the propeller. The hollow was empty.',
        ],
        [
          'On the sixth day, {hero} swam out to the wreck.',
          'It lay on its side in the middle of the lagoon: a fishing boat that had gone down in a storm before {hero} was born, and had since been so thoroughly taken over by the sea that it was hard to say where the boat ended and the reef began. Coral crusted the rails. Fish lived in the wheelhouse. A family of striped sweetlips hung in the shade of the hull like commuters waiting for a train.',
          'Turtles slept under the hull, Marisol had said. It was dark and sheltered and nobody bothered them there.',
          '{hero} took a breath and dived, down along the curve of the hull, into the shadow beneath it.',
          'There was a hollow in the sand, long and oval, worn smooth, exactly the size and shape of a very large turtle. Something had slept here, many times. {hero} put a hand flat in it, as though it might still be warm.',
          'Above it, wrapped round the wreck’s old propeller, was a dark snarl of rope and netting, thick with weed and years. Fish picked at it. {hero} did not like the look of it, without quite knowing why, and kept well clear.',
          'The hollow was empty. {hero} surfaced, blew out the snorkel, and floated on {hero.their} back for a while, looking up at the enormous blue and trying not to think about what the empty line at the bottom of the log might mean.',
        ],
      ],
      scene: 'a turtle-shaped hollow in the sand beneath an old coral-crusted fishing wreck, {hero} reaching down to touch it',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Near the end of the week Marisol let {hero} take a tank down for the first time, to the bommie, a lone tower of coral standing in the sand off the far side of the reef, where an old turtle might rest out of the current. It took {hero} ten minutes to stop bumping into things and learn to hover, breathing slow. There were lobsters in every crack, a pair of butterflyfish that went everywhere together, and a turtle-sized gap under the overhang. Empty.',
        ],
        [
          'Near the end of the week, Marisol checked {hero.poss} mask strap, looked {hero} up and down for a long moment, and said, “Fine. Tank.”',
          'The bommie stood on its own in the sand off the far side of the reef: a single tower of coral, two storeys high, as if a piece of the reef had wandered off and decided to live alone. Old turtles sometimes rested in its overhangs, Marisol said, where the current could not reach them.',
          'The first ten minutes were humiliating. A snorkel was one thing; a tank was another. Breathe in, and {hero} rose gently towards the surface like a balloon; breathe out, and {hero} sank gently towards the sand like a dropped sock. {hero} bumped the bommie twice, kicked up a swirl of sand that hid everything for a full minute, and at one point drifted slowly upside down without at first noticing.',
          'Marisol, hovering nearby as still as a picture on a wall, made a small flat gesture with one hand: slow down. Breathe slow.',
          '{hero} breathed slow. And somewhere around the eleventh minute, the trick of it arrived all at once, the way riding a bike does. In, a little higher. Out, a little lower. Hover.',
          'Hovering, the bommie became a city. Lobsters peered from every crack, waving their long feelers like people arguing about directions. A pair of butterflyfish went round and round the tower together, never more than a hand’s width apart, and {hero} could not decide whether it was sweet or slightly annoying. The whole place crackled softly, a sound like frying, which Marisol had explained was shrimp snapping their claws, thousands of them, all the time.',
          'At the base, on the side away from the current, was an overhang, and under the overhang was a gap in the coral, smooth-edged, exactly the width of a very large turtle.',
          '{hero} sank down, carefully this time, and shone the little torch into it.',
          'Empty. A small crab looked back out of it, waved one claw, and withdrew.',
          'On the boat afterwards Marisol took the slate, read it, and said, “Good buoyancy by the end,” which {hero} chose to hear as the highest praise ever given by a marine scientist, and which possibly was.',
        ],
      ],
      scene: '{hero} hovering in scuba gear beside a lone tower of coral on the sand, shining a small torch into an empty overhang',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Before dawn one morning Marisol woke {hero} and drove them both to the beach where Cyrus had been tagged, thirty-one years before. A nest was hatching. In the half-light, dozens of hatchlings no bigger than biscuits broke out of the sand and scrambled for the sea, and {hero} walked beside them with a torch held low, shooing off a gull, until the last one reached the foam and a wave took it. “Cyrus was one of those,” Marisol said. “Smaller than your hand. Rude, even then.”',
        ],
        [
          'Marisol woke {hero} at half past four one morning by knocking on the cabin roof with what sounded like a spanner.',
          '“Boots,” Marisol said. “Torch. Do not talk.”',
          'They drove in the rattling survey truck along the coast road, with the sea a flat dark shape to one side, and parked behind the dunes at the beach where, thirty-one years ago, a saucer-sized turtle had been picked up, tagged and put down again. A ranger was already there, sitting on a cool box with a clipboard. The ranger held up one finger for silence and pointed.',
          'A patch of sand near the top of the beach was moving.',
          'It was the strangest thing {hero} had ever seen sand do. It sank, a little, as though something underneath had taken a breath. Then it bubbled. Then a flipper came out of it, small and dark and frantic, and a head, and then there were dozens of them at once, boiling up out of the ground, tumbling over each other: hatchlings, each no bigger than a biscuit, each in a tremendous hurry.',
          'They ran for the sea. That was all they knew how to do, and they did it with total commitment, flippers rowing at the sand, falling into footprints, climbing out of footprints, falling into the next one. The sky over the water had just begun to pale, and every one of them was heading for that paleness.',
          'A gull landed at the edge of the group and tilted its head with interest. Marisol handed {hero} the torch and nodded at it, and {hero} walked down beside the hatchlings, holding the torch low and sweeping it slowly, and the gull decided that breakfast was more trouble than it was worth.',
          '@pet {pal} had been left in the truck, for the good of everyone, and could be heard from the dunes registering a formal complaint.',
          '@friend {pal} walked on the other side of the little procession, arms out, making a gull-proof corridor of two.',
          'It took twenty minutes. The last hatchling was the slowest, and kept stopping, and {hero} had to stop {hero.self} from picking it up and carrying it, because the ranger had said, very firmly, that the walk down the beach was part of how they learned where home was. So {hero} walked beside it, step by step, and at last the hatchling reached the wet sand, the foam ran up to meet it, and then there was only the sea.',
          '{hero} stood in the shallows with the torch still on, though it was no longer needed.',
          '“Cyrus was one of those,” Marisol said, beside {hero}. “Smaller than your hand. Thirty-one years, and he comes back to the same bit of reef every summer, as if he’s checking we’ve kept it tidy.” Marisol turned and walked back up the beach. “Rude, even then. Come on. Breakfast.”',
        ],
      ],
      scene: 'dozens of tiny turtle hatchlings scrambling down a beach towards the sea at dawn, {hero} walking beside them with a torch held low',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On the second-to-last evening {hero} rang home from the phone box on the quay and said that everything was brilliant, and then, because the voice on the other end knew {hero} too well, admitted that the turtle was still missing and the summer was nearly over. “Then you’ve still got a day,” said the voice at home. {hero} walked back to the boat in the dark feeling lighter, though nothing had changed.',
        ],
        [
          'On the second-to-last evening, {hero} walked to the end of the quay, where an ancient phone box stood with its door propped open by a brick, and rang home.',
          'It was good to hear the voice on the other end: the ordinary sounds of the kitchen behind it, a tap running, a radio, someone asking who it was. {hero} said that everything was brilliant. {hero} described the motor that took forty minutes to start, Marisol’s three rules, and the fish that would not stand still to be counted.',
          '{hero} asked whether {toy.name} was all right, in a tone that made clear this was a purely practical question.',
          'Then there was a pause, and the voice at home said, “And the turtle?”',
          'And {hero}, who had meant to say that it was all going fine, found {hero.self} instead saying that it was not: that Cyrus had not come, that every place on the reef had been searched and searched again, that the summer was nearly over and the line in the log was still empty, and that it was stupid to mind so much about a turtle {hero} had never even met.',
          'The voice at home let all of that come out without interrupting, which is a rare skill, and then said, “It isn’t stupid. And you’ve still got a day.”',
          '“One day.”',
          '“One day is a day,” said the voice at home. “Go and use it.”',
          '{hero} put the phone back on its hook and walked back along the quay in the dark, past the fuel dock and the moored boats knocking gently together. Nothing had changed. The log was still empty. But the walk felt shorter than it had on the way out.',
        ],
      ],
      scene: '{hero} talking on an old phone box telephone at the end of a harbour quay in the evening, boats moored alongside',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'It was on the last afternoon, far along the reef, that {hero} saw the net: a ghost net, lost by some fishing boat, drifting and catching whatever it touched. In it, tangled by one flipper, was a huge turtle with a notch out of its shell. Cyrus. {hero} dived at once, pulled at the net, pulled harder, and felt it wrap round {hero.their} own wrist. Lungs burning, {hero} tore free and shot up, gasping.',
        ],
        [
          'It was on the last afternoon, far along the reef, beyond where the survey usually went, that {hero} saw the net.',
          'At first it looked like weed, a dark greenish drift hanging in the water. Then the light shifted, and {hero} saw the mesh, and the knots, and the things caught in it: a fish, long dead; a crab; a plastic float. A ghost net, Marisol called them: lost or dumped by some fishing boat, drifting for years, catching whatever it touched and never letting go.',
          'And in the middle of it, held by one front flipper, was a turtle.',
          'It was huge. It was scarred. And there, on the back edge of its shell, was a notch, as though someone had taken a bite out of it.',
          'Cyrus.',
          'The turtle was not struggling any more, which was the worst thing about it. It hung in the net, head lifted towards the light, and every so often it gave a slow, weak pull with its free flippers, and the net pulled back.',
          '{hero} did not think. Later, that was the part {hero} remembered most clearly: not deciding, just going. {hero} took one breath and dived, down through the bright water, and grabbed the net where it wrapped the flipper, and pulled.',
          'The net did not care. It was tough, tarry, knotted, and it tightened as {hero} pulled. {hero} pulled harder, bracing against the turtle’s shell, lungs beginning to complain. A loop of mesh swung loose and settled round {hero.poss} own wrist, snug as a bracelet.',
          'That was when {hero} understood what a ghost net was for.',
          'The panic came in a rush, hot and enormous. {hero} yanked, and twisted, and the loop slid, and shifted, and came free, and {hero} kicked for the surface with {hero.their} chest on fire and burst up into the air, coughing and gasping, with a red line scored round one wrist and the turtle still down there, still held, still waiting.',
          '@friend {pal} was there in seconds, eyes huge behind the mask. “What happened? What’s down there?”',
        ],
      ],
      scene: 'a huge green turtle with a notched shell tangled by one flipper in a drifting ghost net, {hero} diving down towards it',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Every part of {hero} wanted to dive again. One more try. Just a few more seconds. Then {hero} heard Marisol’s voice: it’s the ones who think they can sort it out themselves. {hero} lifted both arms, crossed both wrists over {hero.their} head, held the signal there, and waited, and it was the hardest thing {hero} had ever done.',
          '@lesson-helping Asking for help felt like failing. It was not. It was the only thing that could save the turtle.',
          '@lesson-patience Waiting, while the turtle hung there, was agony. {hero} waited anyway.',
          '@lesson-teamwork Whatever happened next would need two people, and a knife, and a plan. {hero} could only be one of those.',
          '@lesson-listening {hero} had listened to Marisol on the first morning, even while thinking it was boring. Now the boring words were the only ones that made sense.',
          '@lesson-calm-feelings {hero} made {hero.their} breathing slow down, in and out, until the panic was something {hero} could hold at arm’s length.',
          '@lesson-bravery It took a different kind of courage, {hero} found, to stay on the surface than to dive.',
        ],
        [
          'Every part of {hero} wanted to go straight back down.',
          'It was not a thought so much as a pull, as strong as any current: one more try, with better grip, just a few more seconds. {hero} was a good swimmer. {hero} knew exactly where the flipper was caught. Surely, this once, with the turtle right there and the boat so far away, it made sense to try again alone.',
          'And then, in the middle of that pull, {hero} heard Marisol’s voice from the first morning, flat and unimpressed. It’s the ones who think they can sort it out themselves. Just this once. Just a few more seconds.',
          '{hero} looked at the red line on {hero.their} wrist.',
          'Then {hero} lifted both arms out of the water, crossed both wrists over {hero.their} head, and held the signal there.',
          'Across the water, small with distance, the Patience swung on its mooring. Nothing happened. {hero} kept the signal up. {hero.poss} shoulders began to ache, and the sun glared off the water, and underneath, out of sight, the turtle was still waiting, and still nothing happened.',
          'Then, faintly, the motor coughed, and caught, and the boat came round.',
          'It was, {hero} would say later, the hardest thing {hero} had ever done: not diving, but floating on the surface with both arms in the air, doing nothing, while every instinct screamed to do something.',
          '@lesson-helping Asking for help felt exactly like failing. It was not. It was the only move on the board that could actually save the turtle, and some stubborn part of {hero} had to be talked into it, one aching second at a time.',
          '@lesson-patience Waiting, while the turtle hung there, was agony. Every second stretched. {hero} waited anyway, because the alternative was not patience but a second, worse rescue, and there would be nobody to make it.',
          '@lesson-teamwork Whatever happened next would need two people, and a knife, and a plan, and {hero} could only be one of those things. Teams, it turned out, were not about everybody doing something. They were about the right people doing the right thing, together.',
          '@lesson-listening {hero} had listened to Marisol on the first morning, even while privately filing the three words under boring. Now the boring words were the only ones that made any sense at all.',
          '@lesson-calm-feelings {hero} made {hero.their} breathing slow down, in through the nose and out through the mouth, counting, until the panic was no longer the whole world but something {hero} could hold at arm’s length and look at.',
          '@lesson-bravery It took a different kind of courage, {hero} discovered, to stay on the surface than it had to dive: the courage to look as though you were doing nothing while someone else came to do the thing you could not.',
          '@friend {pal} floated alongside, not saying anything, arms crossed over their head as well, for good measure.',
        ],
      ],
      scene: '{hero} floating on the surface with both arms crossed over {hero.their} head, a small boat turning towards {hero.them}',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Marisol was in the water before the anchor had settled, a knife in her hand. Together, {hero} and Marisol went down: {hero} held the net steady, showing exactly where it was wound, and Marisol cut, loop by loop. The last strand parted. Cyrus hung still for a moment, as if surprised, and then swept away into the blue with three long strokes.',
        ],
        [
          'Marisol did not ask questions. Marisol took one look at {hero.poss} face and the red line on {hero.their} wrist, said a word that was not in any scientific paper, and was over the side with a mask and a hooked knife before the anchor had properly settled.',
          '“Show me,” Marisol said.',
          'So {hero} showed Marisol. That was {hero.poss} job now, and it turned out to matter more than anything {hero} could have done alone. {hero} had seen exactly how the net was wound, which loop held the flipper and which led back into the drifting mass; {hero} went down beside Marisol and held the net steady, pointing, while Marisol cut.',
          'They went down three times. Each time, Marisol cut two or three strands, carefully, working away from the flipper, never towards it. Each time they came up for air together, and went back down together, and Cyrus watched them both with an ancient, unreadable eye.',
          'On the third dive, the last strand parted.',
          'For a moment the turtle simply hung there, as if it could not quite believe it. Then it stretched out the freed flipper, slowly, testing it, and swept it down, once, twice, three times, long easy strokes, and it was away: rising, turning, gliding off over the reef into the blue, a shadow, a shape, and then nothing at all.',
          'They came up into the sunlight, both of them laughing, which neither of them had expected.',
        ],
      ],
      scene: 'a scientist cutting the last strand of a ghost net while {hero} holds it steady, a green turtle beginning to swim free',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'That evening, on the deck of the Patience, Marisol handed {hero} the log. On the empty line, {hero} wrote: CYRUS. SEEN. FREED FROM GHOST NET. Then, after a moment: SURFACED, SIGNALLED, WAITED.',
          '@lesson “{lesson},” {hero} thought, watching the sun go down over the reef, and for once did not mind that it sounded like something from a poster.',
        ],
        [
          'They towed the ghost net back to harbour behind the Patience, a great dark dripping tangle that would never catch anything again, and the harbour master came out to look at it and shook his head.',
          'That evening, on the deck, with the sun going down in a long orange smear across the water and {hero.poss} wrist wrapped in a bandage that was frankly more dramatic than necessary, Marisol handed over the logbook.',
          'The empty line was still there at the bottom of the page.',
          '{hero} wrote, in capitals: CYRUS. SEEN. NOTCHED SHELL, TAG ON LEFT FORE-FLIPPER. FREED FROM GHOST NET, WEST REEF.',
          'Then, after a moment, underneath: SURFACED. SIGNALLED. WAITED.',
          'Marisol read it upside down, and did not say anything, and did not need to. Marisol just took the pencil on its string, added a tick at the end of the line, and went to argue with the motor.',
          '@lesson “{lesson},” {hero} thought, watching the light go off the reef. A month ago that would have sounded like something from a poster in a dentist’s waiting room. Now it sounded like the truest thing {hero} knew.',
          'Somewhere out there in the darkening water, an old turtle with a notch in its shell was swimming, and would swim next summer, and the summer after that. {hero} planned to be there to write it down.',
        ],
      ],
      scene: '{hero} writing in a logbook on the deck of a small boat at sunset, a bandage on one wrist',
    },
  ],
};
