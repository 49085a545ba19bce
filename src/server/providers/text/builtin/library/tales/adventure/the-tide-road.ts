/** For readers of 11–14: a causeway open only at low tide, an island lighthouse, and the sea coming back early. */
import type { Tale } from '../../types.ts';

export const theTideRoad: Tale = {
  id: 'the-tide-road',
  bands: ['older'],
  worlds: ['seaside'],
  time: 'day',
  shape: 'reach',
  titles: ['The Tide Road', '{hero} and the Island Light', 'Go Up, Not Across'],
  places: [['at', 'Gull Point'], ['on', 'the coast at Saltwick Bay']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'Twice a day {place.in}, the sea pulled back and uncovered a road. It ran for a mile across wet sand to a small island with an old lighthouse on it, and then, six hours later, the sea took it back. {hero} had wanted to walk it for three summers. This morning, the board at the start said: SAFE CROSSING 10.40 – 14.10.',
          '@pet,friend {pals} came too, because nobody was letting {hero} do this alone.',
        ],
        [
          'Twice a day {place.in}, the sea pulled back like a tablecloth and uncovered a road.',
          'It was not much of a road: a line of cobbles and wet sand running a mile out across the bay, marked by tall wooden posts, to a small green island with a white lighthouse on it. Then, six hours later, the sea quietly took the road back, as if it had only been lending it.',
          '{hero} had wanted to walk it for three summers. Every year there had been a reason not to: a storm, a cold, a grown-up with a bad knee. This year {hero} was old enough to go without one, as long as {hero} read the board.',
          'The board at the start of the causeway said, in big black letters: SAFE CROSSING 10.40 – 14.10 – DO NOT ATTEMPT OUTSIDE THESE TIMES.',
          '@pet {pal} had come too, and sat by the board as if reading it very carefully.',
          '@friend {pals} had come too. “Ten forty to ten past two,” said {pal}. “That’s loads of time. We could cross it four times.” “We are crossing it twice,” said {hero}.',
        ],
      ],
      scene: 'a cobbled causeway running out across wet sand to a small island with a white lighthouse',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'At the hut by the board, a woman selling crab lines looked at the sky and then at {hero}. “The board says ten past two,” said the woman. “With a wind like this behind it, the sea says quarter to, and if it catches you, don’t run it. Go up, not across.”',
        ],
        [
          'By the board there was a wooden hut selling crab lines, buckets, and tea so strong it could have walked across on its own. The woman inside had a face like a walnut and a woollen hat pulled down to her eyebrows.',
          '“Going over?” she said.',
          '“We’ve got till ten past two,” said {hero}, pointing at the board.',
          'The woman looked past {hero} at the sky, where the clouds were moving in a hurry, all in the same direction.',
          '“The board’s written by the council,” the woman said. “The sea doesn’t read it. With a wind like this shoving it along, the tide’ll be over that road by quarter to. Maybe earlier.” The woman handed over a paper cup of tea nobody had asked for. “And if it catches you, don’t you dare try to run it. People drown every year running it. Go up, not across. The island’s not going anywhere.”',
          '“Go up, not across,” {hero} repeated, mostly to be polite.',
        ],
      ],
      scene: 'an old woman in a woollen hat at a crab-line hut, pointing at the sky',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'The plan was simple: cross, climb the lighthouse, see the whole bay from the top, and be back before the sea. “Quarter to two, then,” said {hero}, checking the time. “Easy.” And {hero} stepped onto the tide road.',
        ],
        [
          'The plan was simple, which is what people always say about plans right before they stop being simple.',
          'Cross the causeway; climb the lighthouse, which opened its door to visitors on summer weekends; stand at the top and see the whole bay at once, which {hero} had been imagining since {hero.they} could barely see over a table; come back; have chips.',
          '“Quarter to two, then,” said {hero}, setting an alarm. “Not ten past. Quarter to.”',
          '@friend “The board says ten past,” said {pal}.',
          '@friend “The board,” said {hero}, “has never met that woman.”',
          'And {hero} stepped off the last of the dry sand and onto the tide road, which was cold and shining and smelled of salt and something older.',
        ],
      ],
      scene: '{hero} stepping onto a wet, shining causeway, tall posts leading out to an island',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The crossing took longer than it looked. The cobbles were slick with weed, the pools were deeper than they seemed, and {hero} counted the posts to keep going: twelve, thirteen, fourteen. By the time the island rocks came close, half an hour had gone.',
        ],
        [
          'The crossing took longer than it looked. Everything does, on sand.',
          'The cobbles were slick with green weed and the pools between them were deeper than they seemed; {hero} found one with {hero.their} left foot and spent the next ten minutes squelching. Small crabs scuttled sideways out of the way, offended. Far off to the left, the open sea lay flat and grey and very, very quiet.',
          'To keep going, {hero} counted the posts. Each one had a number painted on it and a little metal ladder bolted to the side, which {hero} did not think much about at the time.',
          'Twelve, thirteen, fourteen.',
          '@pet {pal} stopped to investigate every single pool, which added several minutes and one very confused crab.',
          '@friend “Why do the posts have ladders?” asked {pal}. “For climbing,” said {hero}, who did not know either.',
          'By the time the island’s rocks loomed up, black and barnacled, half an hour had gone.',
        ],
      ],
      scene: 'a line of numbered wooden posts with small ladders, marking a causeway across wet sand',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On the island rocks lay a seal pup, alone, crying like a lost lamb. {hero} wanted to carry it to the water. But a sign on the rocks said: LEAVE SEAL PUPS ALONE – THE MOTHER IS NEARBY. So {hero} left it, and looked back twice, and out in the water a big grey head was watching.',
        ],
        [
          'Just before the path to the lighthouse, on a flat shelf of rock, lay a seal pup.',
          'It was small and round and covered in cream-coloured fluff, with enormous wet black eyes, and it was crying: a thin, high wail, exactly like a lost lamb.',
          '“It’s on its own,” said {hero}. “Where’s its mum? It’s going to get cut off by the tide.” {hero} was already working out how to carry it. It could not weigh more than a big dog. Probably.',
          'Then {hero} saw the sign, screwed to a post by the path, faded by a hundred storms: LEAVE SEAL PUPS ALONE – THE MOTHER IS FEEDING NEARBY AND WILL RETURN – DO NOT TOUCH, MOVE OR “RESCUE”.',
          'Someone had put the inverted commas round “rescue” very firmly, as if they had met a lot of rescuers.',
          '@friend “It looks really sad,” said {pal}.',
          '@friend “It looks like a seal,” said {hero}, who wanted to pick it up more than anything. “The sign knows more than we do.”',
          '@pet {pal} was held back by the collar, protesting.',
          'So they left it, and walked on, and {hero} looked back twice. The second time, out in the water below the rocks, a big grey head had come up, and was watching them go, and the crying had stopped.',
        ],
      ],
      scene: 'a fluffy seal pup alone on a flat rock, a big grey seal head watching from the water',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'The lighthouse door was shut, with a sign: CLOSED TODAY – STAFF SHORTAGE. {hero} knocked anyway. After a long time, an old keeper in a cardigan opened it. “You’re the first visitors who ever knocked on a closed sign,” said the keeper, and let them climb to the top.',
        ],
        [
          'The lighthouse door was shut. Taped to it was a sign in wobbly handwriting: CLOSED TODAY – STAFF SHORTAGE – SORRY.',
          '{hero} stared at it for a long moment. Three summers. A mile of wet sand. One squelching foot.',
          '“No,” said {hero}, to the sign. Then {hero} knocked anyway.',
          'Nothing. {hero} knocked again, politely but with feeling.',
          'At last, bolts slid and the door creaked open. An old keeper in a cardigan with holes in both elbows peered out, holding a mug.',
          '“It says closed,” said the keeper.',
          '“I know,” said {hero}. “I’m really sorry. It’s just that I’ve wanted to come up here for three years, and I crossed the whole tide road, and I’ll be quick, and I won’t touch anything.”',
          'The keeper looked at {hero} for a while, the way you might look at a wave to decide if it was a big one.',
          '“First visitor in forty years to knock on a closed sign,” said the keeper. “Go on, then. A hundred and twelve steps. Mind the seventy-third; it wobbles.”',
        ],
      ],
      scene: 'an old lighthouse keeper in a holey cardigan opening a door with a CLOSED sign on it',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The stairs went round and round inside the tower, narrower at every turn. Halfway up, {hero} made the mistake of looking down the middle, and had to stand still and breathe for a while before the walls stopped moving.',
        ],
        [
          'The stairs went round and round inside the tower like the inside of a shell, getting narrower at every turn. The walls were thick and cold and painted a shiny cream, and every few turns there was a tiny window, deep as a tunnel, with a square of sea in it.',
          'At step fifty, {hero} made the mistake of looking down the middle.',
          'The stairwell dropped away in a long, dizzy spiral, round and round and round to a tiny circle of floor at the bottom, and the whole tower seemed to lean gently to one side.',
          '{hero} grabbed the rail and stood very still.',
          '“Don’t look down the middle,” called the keeper from below, far too late. “Everybody looks down the middle. Look at the wall. The wall’s not going anywhere; it’s been there since eighteen-thirty.”',
          '{hero} looked at the wall. There was a crack in the paint shaped like a rabbit. {hero} looked at the rabbit until the tower stopped leaning.',
          '@friend {pal} came up behind, very quiet, and said nothing, which was exactly right.',
          '@pet {pal} sat down on the step below and leaned a warm side against {hero.their} legs.',
          'Then step fifty-one, and fifty-two, eyes on the wall, and the seventy-third wobbled just as promised, and somehow that made {hero} laugh, and after that it was easy.',
        ],
      ],
      scene: '{hero} gripping the rail on a spiral lighthouse staircase, looking at the wall',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'From the top, the whole bay lay below like a map. There were seals on the far rocks, and the tide road running back to the mainland like a thread. {hero} could have stayed up there all day. That was the problem.',
        ],
        [
          'A hundred and twelve steps, and the seventy-third really did wobble. At the top, the lamp room was all glass and brass, with the great lens sitting in the middle like a giant’s eye, asleep.',
          'And outside, the whole bay lay spread below like a map someone had finally coloured in. The village, tiny, with its toy church. The crab hut, a dot. The posts of the tide road, running back to the mainland in a dotted line, like stitches.',
          'On the far rocks, a dozen seals lay in a row, fat as sofas, occasionally lifting a flipper to scratch. One of them sang, a long, wobbling moan, and the others ignored it.',
          '@friend {pal} started naming the seals, and got to Gerald before {hero} could stop it.',
          '@pet {pal} pressed a nose to the glass and left a smear for the keeper to clean off later.',
          '“I could stay up here all day,” said {hero}.',
          'Behind them, the keeper made a small noise that might have been a laugh. “Most do,” said the keeper. “That’s the trouble with this place.”',
        ],
      ],
      scene: 'the view from a lighthouse top across a wide bay, seals lying on far rocks',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On the way down, the keeper showed them the logbook: two hundred years of storms and ships, written in a hundred different hands. {hero} read one line twice: “Two walkers caught on the road. Climbed the post ladders. Lifeboat took them off at dusk.”',
        ],
        [
          'On the way down, in the little round room at the bottom, the keeper showed them the logbook. It was not one book but a whole shelf of them, going back two hundred years, in a hundred different hands: storms, ships, a whale, a wedding.',
          '“Everything that ever happened out here,” said the keeper. “Somebody wrote it down.”',
          '{hero} turned the pages of the newest one. Fog on a Monday; seals on the Tuesday; more fog all week. Then a line in careful capitals: TWO WALKERS CAUGHT ON THE ROAD BY AN EARLY TIDE – CLIMBED POST 14 – LIFEBOAT TOOK THEM OFF AT DUSK – COLD BUT ALIVE.',
          '“Post fourteen,” said {hero} slowly. “That’s what the ladders are for.”',
          '“That’s what the ladders are for,” agreed the keeper, and looked out of the little window, and frowned.',
        ],
      ],
      scene: 'an old keeper and {hero} bent over a thick logbook in a small round room',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then {hero.poss} alarm went off: quarter to two. They ran down to the island’s edge. But the sea was already there. The first posts stood in moving water, and the road was gone. “We can still make it if we run,” someone said. {hero} looked at the water, fast and grey, and did not move.',
        ],
        [
          'Then {hero.poss} alarm went off: quarter to two.',
          '{hero} ran: out of the lighthouse, down the path, round the rocks to where the tide road began.',
          'The road had gone. Not gone, exactly; worse than gone. The first few cobbles were still showing, but beyond them the water had come in from both sides at once, sliding over the sand in thin, fast sheets, joining up, filling in. The posts stood in moving water. Post three was up to its knees.',
          'It did not look dangerous. That was the awful thing. It looked like a puddle, a long shining puddle you could splash through in trainers.',
          '@friend “We can still make it,” said {pal}, already moving. “If we run. It’s only ankle deep. Come on, {hero}, it’s a mile, we can run a mile!”',
          '@pet {pal} whined and backed away from the water, ears flat, which was more sense than most people showed.',
          '@alone For one second, {hero.poss} legs wanted to run it. It was only ankle deep. It was only a mile.',
          '{hero} thought about post fourteen, and the lifeboat at dusk, and a road that had looked exactly like this to two other people once.',
        ],
      ],
      scene: 'a causeway disappearing under fast, shining water, marker posts standing in the sea',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Go up, not across, the woman had said. “No,” said {hero}. “We go back up and ask the keeper for help.” It was the hardest thing {hero} had ever said, because it meant the plan had failed. But {hero} turned round and walked back up to the lighthouse.',
        ],
        [
          'Go up, not across, the woman at the crab hut had said, while {hero} was only half listening.',
          '“No,” said {hero}. {hero.poss} voice came out strange, higher than usual. “No. We don’t run it.”',
          '@friend “But—”',
          '@friend “{pal}. Look at post three. Twenty minutes ago it was dry. By the middle it’ll be up to our waists, and it’s moving sideways. We go up, not across.”',
          'It was the hardest thing {hero} had ever said, because it meant the plan had failed, and everyone in the village would know {hero} had got stuck, and there would be no chips, and possibly no going out alone again until {hero} was thirty.',
          'But there was a thing worse than all of that, and it was out there, shining.',
          '{hero} turned round and walked back up the path to the lighthouse and knocked on the door for the second time that day.',
          'The keeper opened it before the second knock, as if waiting. “Caught?”',
          '“Caught,” said {hero}. “We need help. Please.”',
        ],
      ],
      scene: '{hero} walking back up a path to the lighthouse, the flooded causeway behind',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'The keeper rang the coastguard and the village, so nobody would worry. Then there was soup, and a long afternoon of watching the sea cover the road completely. At the next low tide, in the evening, the keeper walked them back across with a lamp, post by post.',
        ],
        [
          '“Good,” said the keeper, and meant it. “That’s the first sensible thing anybody’s done on that road this year.”',
          'The keeper picked up a big black phone that looked older than the lighthouse and rang the coastguard, to say that nobody was lost, and then the village, so that nobody would worry, and then the crab hut, where the woman in the woollen hat apparently said something the keeper would not repeat, but laughed at.',
          'Then there was soup, thick and orange, in mugs. And a long, strange, lovely afternoon in the round room, watching through the little window as the sea came in and in, until the road was gone, and post fourteen stood alone in deep grey water with the waves slapping at its ladder.',
          '{hero} watched it for a long time without saying anything.',
          'The keeper, it turned out, had opinions about everything: about tide tables (“written by optimists”), about the council (“worse”), and, to {hero.poss} astonishment, about {interest}, on which the keeper was an expert, or at least very sure.',
          'They argued about it happily for an hour. {hero} lost, mostly, but it was the best argument {hero} had had all year.',
          '@friend {pal} watched too, and after a while said, quietly, “Yeah. Okay. Fair enough.”',
          'At seven, the sea began to go out again. At half past eight, with the sky going pink and gold over the bay, the keeper took down a big lamp and walked them back across the tide road, post by post, all the way home.',
        ],
      ],
      scene: 'an old keeper leading {hero} across a wet causeway at sunset, lamp in hand',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'That night {hero} wrote in a notebook, in careful capitals, the way the keeper’s logbook did: CAUGHT BY AN EARLY TIDE – WENT UP, NOT ACROSS – ALL SAFE.',
          '{hero} thought about the road and the sea and the knock on the door.',
          '“{lesson},” {hero} said to the dark, and meant it.',
        ],
        [
          'At the crab hut, the woman in the woollen hat was waiting with three teas nobody had asked for. The woman did not say I told you so. There was no need. Instead the woman looked at {hero} over the top of her cup and gave one short nod, the kind you have to earn.',
          'That night, in bed, {hero} could see the lighthouse from the window, its beam sweeping slowly round and round over the dark water where the road had been.',
          '{hero} got out a notebook and wrote, in careful capitals, the way the keeper’s logbook did: CAUGHT BY AN EARLY TIDE – WENT UP, NOT ACROSS – SOUP – ALL SAFE.',
          'It was not the day {hero} had planned. It was a better story, though, and it had a better ending than the other one would have had.',
          '“{lesson},” {hero} said quietly to the window, and meant it more than {hero.they} had ever meant anything.',
          'Out in the bay, the light went round, and round, and round.',
        ],
      ],
      scene: '{hero} writing in a notebook by a window, a lighthouse beam sweeping over dark water',
    },
  ],
};
