/**
 * For 8–10, by the sea: a bottle washed up after a storm holds a letter thrown from a lighthouse
 * fifty years ago, and the child follows it through the harbour town to the girl who wrote it.
 */
import type { Tale } from '../../types.ts';

export const theMessageInTheBottle: Tale = {
  id: 'the-message-in-the-bottle',
  bands: ['middle'],
  worlds: ['seaside'],
  time: 'day',
  shape: 'find',
  titles: ['The Message in the Bottle', 'To Whoever Finds This', '{hero} and the Lighthouse Letter'],
  characters: ['Elsie', 'Ned', 'Bev', 'Davey', 'Rob'],
  places: [['at', 'Gull Cove'], ['in', 'the little harbour town of Port Merrow']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'The storm had blown all night, and in the morning the beach {place.in} was covered in whatever the sea had thrown out: weed, rope, a flip-flop, a crate. Among it all, {hero} found an old glass bottle with a cork in it, and a rolled-up paper inside.',
          '@pet,friend {pals} crowded round while {hero} worked the cork loose.',
          'The paper said: “To whoever finds this. My name is Elsie. I am nine. I live in the white house by the lighthouse. If you find this, come and tell me! P.S. I always paint a little [?{colour}|red] boat in the corner of my pictures, so you will know it’s me.” At the bottom was a date. It was fifty years ago.',
        ],
        [
          'The storm had blown all night, rattling the windows and howling down the chimney, and in the morning the beach {place.in} looked as if the sea had tidied out its cupboards and dumped everything on the sand.',
          'There was weed in heaps. There was rope, tangled into knots nobody could undo. There was a single flip-flop, a wooden crate with foreign writing on it, and a very surprised jellyfish.',
          '{hero} loved the beach after a storm. You never knew what would be there. Once it had been a whole coconut. Once it had been a plastic duck that had been floating, according to the writing on its bottom, since before {hero} was born.',
          '@pet {pal} found it first, nosing at something half buried in the weed and then sitting down beside it, very pleased, as if {pal} had put it there personally.',
          '@friend “What’s that?” said {pal}, pointing.',
          '@pals {pal2} came running too.',
          'It was a bottle: old, thick glass, scratched cloudy by the sand, with a cork jammed in the neck. And inside, curled up like a sleeping snail, was a roll of paper.',
          '{hero} worked at the cork for a long time. It came out with a pop and a smell of old dust.',
          'The paper was soft and brown at the edges. The writing was round and careful, in pencil:',
          '“To whoever finds this. My name is Elsie. I am nine. I live in the white house by the lighthouse. I am throwing this from the very top of the lighthouse, which I am not supposed to be up. If you find this, come and tell me! P.S. I always paint a little [?{colour}|red] boat in the corner of my pictures, so you will know it’s me.”',
          'At the bottom was a date. {hero} read it twice, then did the sum. It was fifty years ago.',
        ],
      ],
      scene: '{hero} kneeling on a storm-strewn beach, unrolling an old paper from an old glass bottle',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'Fifty years. Elsie would not be nine any more. She might not even live here. But she had asked, in careful pencil, for someone to come and tell her. “Then I’m going to find her,” said {hero}.',
        ],
        [
          'Fifty years.',
          '“She won’t be nine any more,” said {hero} slowly. “She’ll be…” {hero} counted on {hero.their} fingers. “Fifty-nine. She’ll be older than my teacher.”',
          '@friend “She might not even live here,” said {pal}. “She might not even…” {pal} stopped, and did not finish the sentence, which was kind.',
          'The bottle had been bobbing about somewhere for fifty years, through storms and calms and who knew how many miles of sea, and it had come back here, to this beach, to {hero}. That felt like it meant something.',
          'And Elsie had asked. In careful pencil, at nine years old, at the top of a lighthouse where she was not supposed to be, she had asked someone to come and tell her.',
          'What if nobody ever had? What if she had looked out of her window every morning, for weeks, for months, and nobody ever came?',
          '{hero} rolled the letter up, very gently, and put it back in the bottle.',
          '“Then I’m going to find her,” said {hero}. “Somebody has to.”',
        ],
      ],
      scene: '{hero} holding an old glass bottle up to the light, looking along the beach to a lighthouse',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'The white house by the lighthouse was a café now. The owner, Bev, had never heard of an Elsie. But on the walls hung paintings of seals and boats, all by a local painter. {hero} looked at them for a while, and then Bev said, “Ask Ned at the harbour. Ned knows everyone.”',
        ],
        [
          'The white house by the lighthouse was still there, still white, with a brass knocker on the door. But it was not a house any more. A sign over the door said THE LAMP ROOM CAFÉ, and inside it smelled of toast and coffee.',
          'The owner was a tall woman with flour on her apron, who said her name was Bev.',
          '“Elsie?” said Bev, frowning. “No, love. We’ve only been here six years. Before that it was a shop, and before that I don’t know.”',
          '{hero} showed Bev the letter. Bev read it and put her hand on her heart. “Oh, that’s lovely,” she said. “That’s made my morning.”',
          'While Bev read it again, {hero} looked round. The café walls were covered in paintings: seals lying on rocks, the lighthouse in a storm, little boats in the harbour with their sails down. They were good. You could almost hear the gulls.',
          '“Local painter,” said Bev, when she saw {hero} looking. “Brings us new ones every spring. They sell like hot cakes.” She gave the letter back. “If anyone knows who lived here fifty years ago, it’s Ned. Down at the harbour, mending nets. Ned knows everyone, and all their grandmothers.”',
        ],
      ],
      scene: 'a cosy café in a white house by a lighthouse, walls covered in paintings of seals and boats',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'Ned was old and brown as a walnut, mending a net on the harbour wall. He read the letter and laughed. “Elsie Marsh! The keeper’s girl. Drew seals on everything, even the lighthouse walls. Her family moved away when the light went automatic. I never heard where.”',
        ],
        [
          'Ned was sitting on an upturned box on the harbour wall, with a fishing net across his knees and a wooden needle in his hand. Ned was as old and brown as a walnut, and did not look up when {hero} said hello.',
          '“Busy,” said Ned.',
          '“It’s about a message in a bottle,” said {hero}.',
          'Ned’s needle stopped. He looked up. His eyes were very pale, like the sea on a cold day.',
          '“Go on, then.”',
          '{hero} explained about the storm, and the beach, and the bottle, and the cork that would not come out. Ned listened without saying anything, the wooden needle still in his hand, and when {hero} had finished he held out the other hand for the letter, the way you would hold out a hand for something that might break.',
          '{hero} held out the letter. Ned read it, holding it far away from his face, and his mouth twitched, and then he laughed out loud, so suddenly that a gull on the wall took off in a huff.',
          '“Elsie Marsh!” said Ned. “Well, I never. The keeper’s girl. Old Tom Marsh kept the light, and Elsie was his youngest. Bright as a button and twice as much trouble. Drew seals on everything. Her dad’s logbook, the back of the church hymn sheets, the lighthouse walls with a bit of chalk. Got in terrible trouble for that.”',
          '“Where is she now?” asked {hero}.',
          'Ned’s face went quiet. “Don’t know,” he said. “When the light went automatic, no more keeper needed, and the Marshes packed up and went. That was, oh, forty-odd years back. Never heard where.” He picked up his needle again. “But she loved it here. Said she’d never leave the sea. People who love a place like that, they don’t go far.”',
        ],
      ],
      scene: 'an old fisherman mending a net on a harbour wall, reading an old letter, laughing',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'At the lifeboat station, a board listed every keeper of the lighthouse. There it was: T. MARSH. But the board said nothing about where the Marshes had gone. It was another name, and another dead end.',
        ],
        [
          'At the end of the harbour stood the lifeboat station, with its big doors open and the lifeboat sitting inside on its trolley like a sleeping whale.',
          'Inside, on the wall, hung an old wooden board with gold letters: KEEPERS OF THE PORT LIGHT. Name after name, going back two hundred years, each with the years they had kept the lamp burning.',
          '{hero} ran a finger down it. Near the bottom: T. MARSH. And after that, just one word, painted in smaller letters: AUTOMATIC.',
          '“That’s her dad,” whispered {hero}.',
          'A man in a lifeboat jacket was hosing down the floor. “Marsh?” he said, when {hero} asked. “Before my time. Sorry.” He went back to his hosing.',
          '@friend “Well, at least we know she was real,” said {pal}.',
          'It was something. But a name on a board does not tell you where a person went.',
        ],
      ],
      scene: 'a wooden board of gold-lettered lighthouse keepers’ names in a lifeboat station, a lifeboat behind',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'At the post office, {hero} asked if anyone called Elsie Marsh got letters in town. The woman behind the counter looked it up, and shook her head. Nobody called Marsh lived here any more.',
        ],
        [
          'The post office was also the paper shop, the sweet shop and the place where you could buy a fishing line or a birthday card. It had a bell on the door that went ting.',
          '“Marsh?” said the woman behind the counter, peering over her glasses. “Elsie Marsh?”',
          '“She used to live at the lighthouse,” said {hero}. “Fifty years ago. Do you know if she still gets letters here?”',
          'The woman thought about it, and then pulled out a big battered book of names and addresses, and went through it page by page, licking her finger before each one.',
          '{hero} waited. It took a long time. A man came in for a newspaper and had to wait too, and did not seem to mind, because he wanted to know how it turned out.',
          'At last the woman closed the book. “No Marsh,” she said. “Not one. Not for years.”',
          '“Shame,” said the man with the newspaper, and meant it.',
        ],
      ],
      scene: 'a woman in glasses leafing through a battered book of addresses behind a post office counter',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} bought chips and sat on the harbour wall to think. A gull landed, looked at the chips, and then at {hero}, as if it had every right. {hero} guarded them with both arms and thought about Elsie, nine years old, up a lighthouse.',
        ],
        [
          'Thinking is hungry work. {hero} bought a paper cone of chips, hot and salty and sharp with vinegar, and sat on the harbour wall with {hero.their} legs dangling over the water.',
          'A gull landed two feet away. It was enormous, yellow-beaked and bold, and it looked at the chips, and then at {hero}, with the calm stare of a bird who has stolen a great many chips and expects to steal a great many more.',
          '“No,” said {hero}.',
          'The gull took one step closer.',
          '“Absolutely not,” said {hero}, curling both arms round the cone.',
          '@pet {pal} stared the gull down, which worked for about four seconds.',
          '@friend {pal} flapped a hand at it, and the gull did not even blink.',
          'Out across the water, the lighthouse stood on its rock, white and straight. {hero} tried to picture Elsie at nine, at the very top, with a bottle in her hand, leaning out over the rail, making a wish and throwing it as far as she could. It was easy to picture. It could have been anybody. It could have been {hero}.',
          'The gull got one chip in the end. Everybody does.',
        ],
      ],
      scene: '{hero} on a harbour wall with a cone of chips, a huge gull staring hungrily at the chips, a lighthouse across the water',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'At the little museum by the church, {hero} found an old photograph: the lighthouse keeper’s family on the rocks. The smallest girl was holding a stick of chalk. Under the photo it said: THE MARSH FAMILY. It was Elsie. But it was only a photograph.',
        ],
        [
          'The museum was one room at the back of the church hall, open on Saturdays, and full of things nobody had wanted to throw away: a ship in a bottle, a stuffed puffin with one eye, a diving helmet, and every wall covered in old photographs.',
          '{hero} went along the photographs slowly. Fishermen with enormous beards. A wedding on the harbour steps. A storm, with waves bigger than houses breaking over the lighthouse.',
          'And then: a family standing on the rocks below the lighthouse, squinting into the sun. A tall man in a keeper’s cap. A woman with her hair blowing. Two big boys. And at the front, a small girl with plaits and a fierce grin, holding up a stick of chalk like a sword.',
          'Underneath, in faded type: THE MARSH FAMILY AT THE PORT LIGHT.',
          '“That’s her,” said {hero}. “That’s Elsie.”',
          'It was a strange feeling, looking at her. She looked exactly like someone who would throw a message from a lighthouse. The girl in the photograph looked like someone {hero} would have been friends with.',
          'But a photograph cannot tell you where a person went next. {hero} looked at the fierce grin for a long time, and then went back out into the wind.',
        ],
      ],
      scene: 'an old black-and-white photograph of a keeper’s family by a lighthouse, a small girl holding up a stick of chalk',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On the way back, {hero} walked out along the pier to the very end and looked up at the lighthouse. From here, a bottle thrown from the top would land right where the tide pulled out to sea. Elsie had known exactly what she was doing.',
        ],
        [
          'On the way back, {hero} walked out along the stone pier, all the way to the end, where the wind was strongest and the water slapped and sucked at the steps.',
          'From here, the lighthouse was close enough to see the rail round the top and the big glass room where the lamp lived.',
          '{hero} watched the water. Just past the end of the pier there was a line where the sea changed: on one side, calm and clear; on the other, darker, moving, pulling away towards the open sea. Bits of weed drifted along it, faster than you would think.',
          '“That’s where she threw it,” said {hero}. “Right there. Into the current. She knew it would go out.”',
          '@friend “Clever,” said {pal}. “Fifty years clever.”',
          '{hero} wondered where the bottle had been, all that time. Up past cold islands. Round and round some slow, huge circle of sea. Lying on a beach somewhere and being picked up by a wave again. It had come such a long way just to say hello.',
        ],
      ],
      scene: '{hero} at the end of a stone pier in the wind, looking up at a lighthouse across a current line in the sea',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'On the harbour noticeboard, {hero} pinned up a notice: LOOKING FOR ELSIE MARSH, WHO USED TO LIVE AT THE LIGHTHOUSE. I HAVE YOUR LETTER. People stopped and read it, and said “Ooh”, and walked on. Nobody knew her.',
        ],
        [
          'By the harbour there was a noticeboard, covered in cards: BOAT TRIPS TO SEAL ISLAND, LOST CAT (GINGER, ANSWERS TO NOTHING), CRAB RACE SATURDAY.',
          '{hero} borrowed a pen and a big piece of card from the ice cream kiosk and wrote, in the clearest capitals {hero.they} could manage:',
          'LOOKING FOR ELSIE MARSH, WHO LIVED AT THE LIGHTHOUSE FIFTY YEARS AGO. I HAVE FOUND YOUR LETTER. PLEASE ASK AT THE LAMP ROOM CAFÉ.',
          'It took four drawing pins, because the wind kept trying to take it.',
          'Then {hero} stood back and watched. People stopped. People read it. People said “Ooh!” and “Well I never!” and “A letter, how lovely!”, and took photos of it, and then walked on, licking their ice creams.',
          '@friend “They all like it,” said {pal}. “They just don’t know her.”',
          'It was a good notice. It just was not enough, on its own, on a busy day.',
        ],
      ],
      scene: '{hero} pinning a big handwritten notice to a harbour noticeboard, people stopping to read it',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The lighthouse itself was locked. It ran itself now, with nobody inside. {hero} walked all the way round the bottom of it, over the rocks, and found faded chalk on the stones: a seal, and two letters. E.M.',
        ],
        [
          'In the end, there was nothing for it but to go to the lighthouse itself.',
          'It stood at the end of a rocky path, tall and white and much bigger up close, with a heavy iron door. The door had a padlock and a sign: AUTOMATIC LIGHT. NO PUBLIC ACCESS.',
          '{hero} knocked anyway, just in case, which was silly, because nobody had lived inside for forty years. The knock went up inside the tower and came back down again, hollow and lonely.',
          'So {hero} walked round the bottom of it instead, scrambling over the rocks where the waves had left everything wet and shining.',
          'And on the landward side, low down, where the sea could not quite reach, {hero} found it. Faded almost to nothing, chalk that had been rained on for fifty years and still would not give up: the outline of a seal, fat and smiling. And next to it, two letters. E.M.',
          '@friend “She really did draw on the walls,” whispered {pal}.',
          '{hero} put a hand flat on the cold stone next to the seal. Elsie had knelt right here once. It was the nearest {hero} had got to Elsie all day, and she was still fifty years away.',
        ],
      ],
      scene: 'a faded chalk drawing of a smiling seal and the letters E.M. on the base of a white lighthouse, {hero} touching the stone',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Over an ice cream, {hero} tried to guess what Elsie was like now. A sea captain? A scientist who studied seals? A pirate? Whatever Elsie was, {hero} decided, she would still have that handwriting.',
        ],
        [
          'They stopped for an ice cream, because some questions are easier with ice cream, and sat on the wall to think about what Elsie might be like now.',
          '“A sea captain,” said {hero}. “With her own ship. She’d be good at that. She’s not scared of heights, or trouble.”',
          '@friend “A seal scientist,” said {pal}. “Somewhere freezing. With a big coat.”',
          '@friend “A pirate,” said {hero}.',
          '@friend “There aren’t any pirates any more.”',
          '@friend “That’s what a pirate would want you to think.”',
          '@pet,alone “Or a seal scientist,” {hero} went on, to nobody in particular. “Somewhere freezing, in a big coat. Or a pirate. There aren’t supposed to be pirates any more, but that is exactly what a pirate would want you to think.”',
          'Whatever Elsie was now, {hero} decided, licking a drip off the side of the cone, she would still have the same handwriting. Round and careful and determined. People’s writing is the last thing about them to change.',
        ],
      ],
      scene: '{hero} on a harbour wall with an ice cream, looking thoughtful, the lighthouse behind',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Ned took {hero} out in his little boat, right round the lighthouse rock, where the seals lay. “Elsie used to row out here to count them,” Ned said. “Got the number wrong on purpose, so she’d have to come back.” The seals watched them go. None of them knew where Elsie was either.',
        ],
        [
          '“Come on,” said Ned, folding up his net. “I’ll show you something.”',
          'His boat was small and wooden and smelled of diesel and fish, and it was called the Lucky Mabel, although Ned said it had never been lucky once in thirty years. {hero} sat in the front with a life jacket done up to the chin.',
          '@friend {pal} sat in the middle and held on to both sides.',
          '@pet {pal} sat in the bottom of the boat and looked betrayed.',
          'They puttered out of the harbour, round the end of the pier, and along under the lighthouse rock, where the waves sucked and slapped and the spray came up in cold handfuls.',
          'And there were the seals. Dozens of them, lying on the flat rocks at the bottom of the lighthouse like sausages on a plate, grey and brown and speckled, lifting their heads to watch the boat go by.',
          '“Elsie used to row out here on her own,” said Ned. “Nine years old, in her dad’s dinghy. Said she was counting the seals for science. Got the number wrong every single time, on purpose, so she’d have to come back and count again.”',
          '{hero} laughed. It sounded exactly like her.',
          '“Forty-one,” said Ned. “That’s how many there are today. Tell her that, if you find her. She’ll want to know.”',
          'The seals watched them go, blinking their big wet eyes. None of them knew where Elsie was either.',
        ],
      ],
      scene: 'an old fisherman’s small wooden boat passing dozens of seals lying on rocks below a lighthouse',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Up on the headland, {hero} lay in the grass at the cliff edge and looked down at the whole bay: the harbour, the lighthouse, the boats. Somewhere down there was Elsie, maybe. The bay did not say where.',
        ],
        [
          'The path to the headland went up and up, past a bench with a little brass plate on it and a bin the gulls had opened, to the very top of the cliffs.',
          'From up there you could see everything. The harbour, small as a toy, with its boats tucked in. The lighthouse on its rock, white against the dark water. The long curve of the beach where the bottle had come in. The roofs of the town going up the hill in steps, grey and red and white, with chimneys, and washing lines, and one cat on a wall.',
          '{hero} lay down on the short grass at the edge, on {hero.their} front, chin on hands, and looked at all those roofs.',
          '“She could be under any one of them,” said {hero}. “Or none of them.”',
          '@friend {pal} lay down too, and picked a blade of grass, and blew on it to make it squeal, which did not help but did make them both laugh.',
          '@pet {pal} lay down too, with a nose on {hero.poss} arm, and watched the gulls go round.',
          'The wind pushed at them. Far below, the sea went in and out like something breathing. The bay was keeping its secret, for now.',
        ],
      ],
      scene: '{hero} lying on short grass at the top of a cliff, looking down at a harbour town and a lighthouse',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'In the rock pools below the harbour wall, {hero} watched a hermit crab try on a new shell, decide it was too big, and go back to the old one. “Sometimes the thing you need is where you started,” {hero} told it. The crab did not care.',
        ],
        [
          'Below the harbour wall, where the tide had gone out, there were rock pools, and {hero} could never walk past a rock pool without looking in.',
          'This one was as clear as a window. Little fish hung in it, not moving, then shot off all at once. A red anemone had folded itself up like a fist. And on the bottom, a hermit crab was moving house.',
          'It had found an empty shell, a bigger one, and it was looking at it very seriously, from all sides, like someone deciding whether to buy a sofa.',
          'Then, quick as anything, it whipped out of its old shell and into the new one.',
          'It sat there for a moment. Then it whipped out again and back into the old one, and settled down, as if to say: no, actually, this one is fine.',
          '@friend “It went all that way and came back,” said {pal}.',
          '“Sometimes the thing you need is where you started,” {hero} told the crab, without quite knowing why {hero.they} said it.',
          'The crab did not care either way. But {hero} remembered it, later.',
        ],
      ],
      scene: 'a hermit crab in a clear rock pool, halfway between an old shell and a new one, {hero} watching',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The harbourmaster, in a little office full of charts, remembered the Marsh boys, Elsie’s big brothers. “Went up north,” the harbourmaster said. “Fishing. Years ago.” But up north was a very big place, and there was nobody there called Elsie, as far as anybody knew.',
        ],
        [
          'The harbourmaster’s office was a little wooden hut at the top of the slipway, with charts pinned all over the walls, tide tables stuck on the door, and a radio on the desk that crackled and muttered to itself.',
          'The harbourmaster was a round, cheerful man with a mug that said WORLD’S OKAYEST SAILOR. He listened to the whole story with his eyebrows going higher and higher.',
          '“Marsh,” the harbourmaster said. “Now that rings a bell. Not the girl. The boys. Her big brothers, Davey and Rob. Went up north, fishing, the pair of them, when the family left. Big lads. Rob could lift a lobster pot in each hand.”',
          '“Up north where?” asked {hero}.',
          'The harbourmaster spread his hands. “North,” he said, as if that was an address. “Up there somewhere. Years ago.”',
          '{hero} looked at the big chart on the wall, at the whole long coast going up and up and up, with a thousand harbours on it, and felt the hope go out of the day a little.',
          '@friend “That’s a lot of north,” said {pal} quietly.',
          'It was. And even if the brothers were still up there somewhere, hauling pots, that did not mean Elsie was.',
        ],
      ],
      scene: 'a cheerful harbourmaster in a wooden hut full of sea charts, pointing vaguely north on a map of the coast',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'By the afternoon, {hero} had asked everyone. Nobody knew where Elsie Marsh had gone. {hero} sat on the harbour steps with the bottle. “It’s hopeless,” said {hero}. “She could be anywhere. She might not even remember.”',
        ],
        [
          'By the afternoon, {hero} had asked everyone there was to ask. The wind had got up, the sky had gone grey at the edges, and {hero.poss} feet hurt.',
          '{hero} sat on the harbour steps with the bottle on {hero.their} knees and looked at the water.',
          'Boats were coming in. A man was unloading crates of fish, shouting something cheerful to someone on the wall. Everybody in the whole town seemed to know everybody, except the one person {hero} was looking for.',
          '“It’s hopeless,” said {hero}. “Elsie Marsh doesn’t exist any more. Not here. She could be anywhere in the whole world. She might not even remember throwing it.”',
          '@friend “We could just keep it,” said {pal}, carefully. “It’s still a brilliant thing to find. We could put it on a shelf.”',
          '@friend {hero} knew {pal} was trying to help. But it was not a shelf thing. It was a letter, and letters are for someone.',
          '@pet {pal} leaned against {hero.poss} side, a warm weight, and sighed the way dogs and cats sigh when the people they love are sad.',
          '@alone {hero} thought about putting it on a shelf. It would look nice there. But it was not a shelf thing. It was a letter, and letters are for someone.',
          'The bottle sat there, scratched and cloudy. Come and tell me, it said, from inside. Fifty years of waiting, and {hero} had got to the end of the harbour and run out of people.',
        ],
      ],
      scene: '{hero} sitting on grey harbour steps with an old glass bottle on {hero.their} knees, looking at the water',
    },
    {
      kind: 'turn',
      tellings: [
        [
          '{hero} read the letter one last time, right down to the P.S. about the little [?{colour}|red] boat in the corner of every picture. {hero} sat up. The paintings in the café! Every one had a tiny boat in the corner. {hero} ran all the way back and asked Bev, “Who painted these?” “Elsie Penrose,” said Bev. “Lives up on Cliff Row.” Penrose. Elsie had got married. That was why nobody knew the name.',
          '@lesson-helping It had taken asking for help, again and again, to get here. This time {hero} asked straight out, and Bev was glad to help.',
          '@lesson-patience {hero} had been patient all day, asking one person after another. Now it paid off.',
          '@lesson-trying-again {hero} had wanted to give up. Instead, {hero} read the letter one more time, and went back to try the café again.',
          '@lesson-teamwork+friend {pal} ran too. It was {pal} who spotted the first little boat, and {hero} who spotted the rest.',
          '@lesson-listening If {hero} had not listened to every word, in the letter and from Ned, the clue would have slipped past.',
          '@lesson-kindness {hero} thought of Elsie at nine, waiting for an answer. It would be a kind thing, to finally bring her one.',
          '@lesson-gratitude “Thank you,” said {hero} to Bev, and meant it with every bit of {hero.them}.',
        ],
        [
          '{hero} took the letter out to read it one last time, before giving up. The round pencil letters. The lighthouse. Come and tell me. And at the bottom, squeezed in, the bit {hero} had hardly noticed, because it did not seem to matter:',
          'There it was, in the P.S.: a little [?{colour}|red] boat in the corner of every picture, so you would know it was Elsie.',
          '{hero} sat up so fast that the bottle nearly rolled down the steps.',
          'The café. The walls of the café, covered in paintings. Seals on rocks. The lighthouse in a storm. And in the corner of the storm painting, small, half hidden in the waves… Had there been a boat? {hero} had looked at those pictures for a whole minute. {hero} had noticed something without noticing it, the way you do.',
          '“Ned said she drew seals on everything,” said {hero}. “Seals!”',
          '{hero} ran. Up from the harbour, along the front, up the steep lane to the white house with the brass knocker, and burst in so fast the bell nearly came off its hook.',
          'There they were. And in the corner of every single painting, tiny, no bigger than a fingernail, was a little [?{colour}|red] boat. It caught {hero.poss} eye at once, every time.',
          '{hero} went from one painting to the next, all the way round the room, past tables of people eating toast who looked up in surprise. Seals on rocks: a boat. The harbour at dawn: a boat. The lighthouse with its beam going round in the dark: a boat, tucked into the bottom corner, as small and bright as a sweet.',
          '“Bev,” said {hero}, out of breath. “Who painted these?”',
          '“Told you,” said Bev. “Local painter. Elsie Penrose. Lives up on Cliff Row, the house with the—” She stopped. Her mouth fell open. “Elsie,” she said. “Oh, my goodness. Elsie.”',
          '“She got married,” said {hero}. “She changed her name. That’s why nobody knew. She never left the sea at all.”',
          '@lesson-helping It had taken asking for help all day long, from Ned, from Bev, from everybody, to get here. This time {hero} asked straight out for the last bit, and Bev was glad to give it. Nobody finds a person on their own.',
          '@lesson-patience {hero} had been patient all day, asking one person after another and getting the same answer. Now, at last, the patience paid off, all at once.',
          '@lesson-trying-again {hero} had wanted to give up. It would have been easy. Instead, {hero} had read the letter one more time and come back to try the café again, and the second time was the one that counted.',
          '@lesson-teamwork+friend {pal} had run all the way too, and it was {pal} who spotted the first little boat, low down in the storm painting, and {hero} who spotted all the rest. Neither of them would have found it alone.',
          '@lesson-listening If {hero} had not listened to every word, in the letter and from Ned on the harbour wall, the clue would have slipped straight past. It had been there since breakfast, waiting to be heard.',
          '@lesson-kindness {hero} thought of Elsie at nine, looking at the sea every morning for a reply that never came. It would be a kind thing, a really kind thing, to finally bring her one.',
          '@lesson-gratitude “Thank you,” said {hero} to Bev, and then, under {hero.their} breath, to Ned on the harbour wall, and to everyone else who had tried. Everyone had helped, even the ones who did not know they had.',
        ],
      ],
      scene: '{hero} in a café pointing at a tiny painted boat in the corner of a seascape, the owner gasping',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'The house on Cliff Row had a seal painted on the letterbox. {hero} knocked. A small woman with white hair and a fierce grin opened it. “Are you Elsie?” asked {hero}, holding out the bottle. For a moment the woman said nothing. Then she read her own letter, and laughed, and cried a little, and laughed again. “You came,” said Elsie. “You actually came.”',
        ],
        [
          'The house on Cliff Row was small and crooked and looked out over the whole bay. Someone had painted a seal on the letterbox.',
          '{hero} stood there for a long moment with the bottle in both hands. It is one thing to look for someone all day. It is another thing to knock on their door.',
          '{hero} thought about going away again. Perhaps it was the wrong house. Perhaps Elsie would not want to be found. Perhaps fifty years was too long, and a letter from a nine-year-old was something a grown woman would rather forget.',
          'Then {hero} thought about the top of the lighthouse, and the rail, and Elsie leaning out as far as she dared. {hero} knocked.',
          'Footsteps. The door opened. A small woman with short white hair, paint on her fingers and a fierce grin stood there. It was the grin of someone who had once climbed a lighthouse she was not supposed to be up. Fifty years had not done a thing to it.',
          '“Yes?” she said.',
          '“Are you Elsie?” said {hero}. “Elsie Marsh? From the lighthouse?”',
          'The grin went still. “Nobody’s called me that in a very long time.”',
          '{hero} held out the bottle.',
          'Elsie looked at it. She took it in both hands, very slowly, the way you would hold a bird. She pulled out the paper and unrolled it and read it, and her lips moved as she read, and when she got to the P.S. she laughed out loud, and then her eyes filled up, and then she laughed again, with tears running down.',
          '“I was nine,” she said. “I got in so much trouble for going up that lighthouse. I waited for an answer every single day for a year. And then I stopped waiting.” Elsie looked up at {hero}. “You came,” said Elsie. “You actually came.”',
          '“You asked,” said {hero}.',
          'Elsie laughed, and wiped her eyes with a painty hand, which left a smear of paint on her nose. “So I did,” Elsie said. “So I did. Well, you had better come in. I think I owe you a hot chocolate, and I think it’s fifty years overdue.”',
          '@pet,friend “And them?” said Elsie, looking at {pals}.',
          '@pet,friend “They helped,” said {hero}.',
          '@pet,friend “Then they had better come in too,” said Elsie, and stood back, and held the door wide.',
        ],
      ],
      scene: 'a small white-haired woman at the front door, reading an old letter with tears and laughter, {hero} holding out a bottle',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Elsie made hot chocolate and showed {hero} her studio, full of paintings of the sea. Then Elsie did a quick sketch of {hero} holding the bottle, with a [?{animal}|seal] peeping over the edge, and a little [?{colour}|red] boat in the corner.',
        ],
        [
          'Elsie made hot chocolate, the proper kind, in a pan, and took {hero} up to the room at the top of the house, which had a window as big as a wall and looked straight out at the lighthouse.',
          'It was full of paintings. Paintings stacked against the walls, paintings drying on the floor, paintings half finished on easels. The sea in every weather. Seals in every mood.',
          '“Fifty years of the same view,” said Elsie. “And I’m still not tired of it. It changes every single day, if you look properly.”',
          'Then Elsie picked up a pencil and a piece of card and, without asking, drew {hero}, quick and sure: sitting on the harbour steps, holding the bottle, looking hopeless. Then, peeping over the edge of the steps, she drew a [?{animal}|seal] with a cheeky face.',
          '“Why that?” asked {hero}.',
          '“Because it looked like you needed cheering up,” said Elsie. And in the corner, no bigger than a fingernail, she drew a little boat, and coloured it in.',
        ],
      ],
      scene: 'an old painter sketching {hero} in a studio full of sea paintings, a lighthouse through a big window',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'Before {hero} went home, Elsie and {hero} wrote a new letter together, put it in the old bottle, and threw it off the end of the pier, into the current. “For whoever finds it next,” said Elsie.',
          '@lesson “{lesson},” {hero} thought, walking home as the lighthouse began to turn.',
          'That night, {hero} fell asleep thinking of a bottle, somewhere out in the dark sea, beginning its long way round.',
        ],
        [
          'Before {hero} went home, they wrote a new letter together, at Elsie’s kitchen table. Elsie wrote the first half, in round careful writing that had not changed at all. {hero} wrote the second half. They signed it with both their names, and the date, and Elsie drew a seal in the corner, and {hero} drew a little boat.',
          'Then they walked down to the harbour, the two of them, and out along the pier to the very end, where the sea changed colour and the current pulled away.',
          '“You throw it,” said Elsie. “I had my turn.”',
          '{hero} stood at the edge and weighed the bottle in one hand. It felt different now. Lighter, somehow, though it had two letters in it instead of one.',
          '{hero} threw it as far as {hero.they} could. It turned over once in the air, flashed in the light, and landed with a plop. For a while they could see it bobbing. Then the current caught the bottle and carried it away, out towards the open sea, to begin its long way round.',
          '“For whoever finds it next,” said Elsie quietly.',
          '@lesson “{lesson},” {hero} thought, walking home as the evening came in and the lighthouse began to turn. It was the sort of thing a day like that teaches you, whether you are nine, or fifty-nine, or anywhere in between.',
          'That night, {hero} lay in bed and listened to the sea. Somewhere out there, in all that dark water, was a glass bottle with two names in it, drifting slowly round the world. It might take a week. It might take fifty years. {hero} fell asleep hoping that whoever found it would come and say hello.',
        ],
      ],
      scene: '{hero} and an old woman at the end of a pier, watching a glass bottle float away on the current at sunset',
    },
  ],
};
