/**
 * For readers of 11–14: the clockmaker's apprentice has three days to make the kingdom's clockwork
 * guardian walk again before an ambassador arrives. Gears, spells and a rival guild fail; a woodcarver
 * in the Greenwood tells what its heart really was; and the heart is found in the last place anyone
 * would look, held by someone who needed it more.
 */
import type { Tale } from '../../types.ts';

export const theClockworkKnight: Tale = {
  id: 'the-clockwork-knight',
  bands: ['older'],
  worlds: ['castle'],
  anywhere: true,
  time: 'day',
  shape: 'fix',
  titles: ['The Clockwork Knight', '{hero} and the Knight Who Stopped', 'The Heart of the Clockwork Knight'],
  characters: ['Master Orrin', 'King Aldric', 'Elin', 'Pell', 'Lady Moth', 'Hale', 'Brother Ambrose', 'Ambassador', 'Agnes', 'Mrs Hobb'],
  places: [['in', 'the kingdom of Varrowgate'], ['in', 'the old kingdom of Emberlee']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'Once upon a time, {place.in}, a clockwork knight walked the castle walls every night, and had done so for two hundred years. People said that while the Knight walked, the kingdom stood. {hero} was apprentice to Master Orrin, the royal clockmaker, and after three years of sweeping brass filings {hero} wanted, more than anything, to be trusted with real work.',
          '@pet {pal} slept under the workbench most days, among the filings, and had long ago stopped flinching at the chimes.',
          '@friend {pals}, who worked in the castle kitchens, came up most evenings to watch {hero} sweep and to offer unhelpful advice.',
        ],
        [
          'Once upon a time, {place.in}, there was a castle with a knight on its walls who was not, strictly speaking, a knight at all. He was made of brass and blued steel and about eleven thousand moving parts, and every night for two hundred years, at the twelfth stroke of the castle bell, he had stepped out of his alcove above the great doors and walked the whole circuit of the battlements, slowly, like a sentry who had never once been tempted to sit down.',
          'Nobody remembered who had built him. Everybody remembered what the old people said about him: that while the Knight walked, the kingdom stood. Mothers said it to fretful babies. Soldiers said it over their dice. It was the kind of saying that nobody quite believed and nobody would ever have dared to test.',
          '{hero} had been apprentice to Master Orrin, the royal clockmaker, for three years. In that time {hero} had learned to sweep brass filings into very small heaps, to sort screws by size, thread and temper, and to hand Master Orrin exactly the right tool a second before he asked for it, which was the whole of an apprentice’s art and none of a clockmaker’s. What {hero} wanted, with a hunger that sometimes kept {hero.them} awake, was to be trusted with something that mattered.',
          '@pet {pal} slept under the workbench most days, in a nest of cloth and filings, and had long since stopped flinching when the four hundred clocks in the workshop all struck the hour at once.',
          '@friend {pals}, who worked in the castle kitchens, came up most evenings to sit on the end of the bench, eat whatever had been smuggled out of the pantry, and give {hero} advice about clockwork, on which {pal} was not an expert.',
          '[?In the evenings, when the sweeping was done, {hero} would sit by the window with a book about {interest}, which Master Orrin considered a frivolous subject and secretly enjoyed hearing about.|In the evenings, when the sweeping was done, {hero} would sit and watch the old man work, and try to see what his fingers knew that {hero.poss} did not.]',
        ],
      ],
      scene: 'a clockmaker’s workshop full of ticking clocks, {hero} sweeping brass filings, a great brass knight visible on the battlements outside',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'Then, one night, the Knight stopped. Halfway along the east wall, one foot raised, he simply froze. The same night Master Orrin fell ill with a fever, and the King’s little daughter, Princess Elin, was found on the battlements in her nightgown, staring at the Knight and clutching something to her chest. In three days the Ambassador of Kest would arrive. “Ask Hale,” Master Orrin muttered in his fever. “In the Greenwood.” So {hero} said {hero.they} would mend the Knight.',
        ],
        [
          'Then, on the last night of autumn, the Knight stopped.',
          'He had stepped out of his alcove on the twelfth stroke as he always did, turned east as he always did, and walked perhaps forty paces along the wall. Then, with one foot raised and one gauntlet lifted as if to point at something far away, he simply ceased. No grinding. No shriek of metal. He just stopped, the way a breath stops, and stayed stopped.',
          'By morning the whole castle knew, and by noon the whole kingdom. People stood in the square below and stared up at the frozen figure. Nobody said the old saying out loud. Everybody was thinking it.',
          'It would have been bad enough in an ordinary week. But the same night, Master Orrin took a fever so fierce that the physician forbade him to lift his head, let alone a screwdriver; and in three days, the Ambassador of Kest was due to arrive, and Kest had been looking for a sign of weakness in its neighbour for about a hundred and fifty years.',
          'There was one more thing, which {hero} noticed and nobody else seemed to. When the guards went up onto the wall that night, they found Princess Elin there already, six years old, barefoot, in her nightgown, staring up at the stopped Knight with huge eyes and clutching something small against her chest with both hands. Her nurse had whisked her away before anyone could ask what it was.',
          'King Aldric summoned the workshop. Since the workshop was now a feverish old man and {hero}, it was {hero} who went.',
          '“Can it be mended?” said the King. He looked as if he had not slept. “By the time the Ambassador comes?”',
          'Every sensible part of {hero} wanted to say that {hero.they} {hero.was} only an apprentice; that {hero.they} had never been allowed to touch anything bigger than a carriage clock; that there must be someone else. But there was not someone else. And Master Orrin, when {hero} had bent over him that morning, had gripped {hero.poss} wrist with a hot, dry hand and muttered two words and a place: “Ask Hale. The Greenwood.”',
          '“Yes, Your Majesty,” said {hero}, and heard {hero.their} own voice say it with a confidence {hero.they} did not feel in the least.',
        ],
      ],
      scene: 'a clockwork knight frozen mid-stride on a castle battlement, one gauntlet raised, a crowd staring up from the square below',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          '{hero} climbed the wall with Master Orrin’s tools and opened the Knight’s chest plate. Inside, every gear was clean and true, every spring wound tight. There was nothing wrong with him. Only, right in the centre, there was a small hollow lined with faded velvet, about the size of a hen’s egg, and it was empty.',
        ],
        [
          'The Knight was much bigger up close than he looked from the square. {hero} had to stand on the parapet, with the whole drop of the castle yawning on one side, to reach the clasps of the Knight’s chest plate, and the cold air of the heights tugged at {hero.their} sleeves as if trying to persuade {hero.them} to come down.',
          'The clasps were stiff with two centuries of paint. When the plate finally swung open, {hero} forgot the drop entirely.',
          'It was the most beautiful thing {hero} had ever seen. Inside the Knight’s chest, wheel meshed with wheel and spring with spring in a great slow cathedral of brass, each piece so perfectly made that it seemed less like machinery than like a thought someone had once had, very clearly, and then built. {hero} traced the gear train from the mainspring to the legs with a fingertip, holding {hero.their} breath.',
          'Everything was clean. Everything was oiled. The mainspring was wound as tight as the day it was set. By every rule Master Orrin had ever taught {hero}, the Knight should have been walking.',
          'Then {hero} found it. In the very centre of the mechanism, where all the trains of gears converged, there was a small hollow, perhaps the size of a hen’s egg, lined with faded green velvet. A tiny brass lever lay against one side of it, as though something had once sat there and pressed it down, and the lever had been waiting ever since for it to come back.',
          'The hollow was empty.',
          '{hero} stared at it for a long moment, while the air whistled thinly in the Knight’s visor. Whatever had sat there had not fallen out. The velvet was not torn. It had been lifted out, carefully, by someone who knew how.',
        ],
      ],
      scene: '{hero} standing on a windy battlement, the clockwork knight’s chest plate swung open to show a glittering mechanism with one small empty hollow',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'In the royal archive, Brother Ambrose found the Knight’s plans for {hero}: two hundred pages of beautiful drawings. The page that should have shown the hollow in his chest had been cut out, neatly, long ago. In the margin, someone had written: The heart is not ours to draw.',
        ],
        [
          'The royal archive lived in the north tower, in a round room so full of paper that the air itself seemed to rustle. Brother Ambrose, the archivist, was a narrow man with ink on his fingers and the permanent expression of someone who has just been asked to find something impossible, and usually has.',
          '“The Knight,” he said, when {hero} asked. “Yes. Of course. Everybody wants the Knight this week.” He climbed a ladder with alarming speed, vanished among the upper shelves, and came down with a folio bound in cracked red leather, which he laid on the table as if it were a sleeping animal.',
          'Inside were the plans. Two hundred pages of drawings in brown ink, every gear and pin and spring rendered with a care that made {hero.poss} eyes sting. Whoever had drawn them had loved the work.',
          '{hero} turned the pages slowly, following the mechanism from the feet upwards, until {hero.they} reached the chest. And there the plans stopped. Between one page and the next, a whole page had been cut away, so close to the binding that you would only notice if you were looking.',
          '“Cut,” said Brother Ambrose, peering. “Not torn. Cut. With a very sharp knife, by someone who did not want to damage the book.” He sounded almost approving.',
          'In the margin of the page before, in a different hand from the drawings, small and slanting, someone had written a single line: The heart is not ours to draw.',
          '“What does that mean?” said {hero}.',
          '“In my experience,” said Brother Ambrose, closing the folio, “when somebody writes something like that in a margin, it means they knew exactly what they meant and had no intention of telling anyone else. Archives are full of people like that. It is extremely annoying.”',
        ],
      ],
      scene: 'a round archive room crammed with books and scrolls, a narrow monk and {hero} bent over a folio of brown-ink drawings with one page cut out',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Lady Moth, the court sorcerer, offered to wake the Knight with a spell. She chanted for an hour. There was a great deal of purple smoke, and a bang, and the Knight’s visor fell off and rolled along the wall. The Knight did not move. “Clockwork,” said Lady Moth crossly, “has no soul to speak to.”',
        ],
        [
          'Lady Moth, the court sorcerer, offered her services on the second morning, by which she meant that she arrived on the battlements unannounced, with three assistants and a great deal of luggage, and informed {hero} that the problem was obviously magical and would be solved by lunchtime.',
          '{hero} had doubts. But {hero} was also an apprentice, and it is not an apprentice’s place to tell Lady Moth that she is wrong; it is only an apprentice’s place to stand well back.',
          'So {hero} stood well back, and watched Lady Moth draw a circle of silver chalk round the Knight’s feet, and hang bundles of dried herbs from his gauntlet, and chant in a language that sounded like a cat being reasoned with. The assistants swung censers. Purple smoke rolled along the wall and down into the square, where the crowd coughed and applauded.',
          'The chanting rose. The smoke thickened. Lady Moth flung up both arms and cried a word that made the air go briefly very cold.',
          'There was a bang. Everyone flinched. When the smoke cleared, the Knight’s visor had come off, and was rolling slowly along the parapet with a sound like a saucepan lid, and the Knight was standing exactly where he had been, with one foot raised, looking faintly surprised about the visor.',
          '{hero} went and fetched it.',
          '“Clockwork,” said Lady Moth, gathering her skirts with enormous dignity, “has no soul to speak to. I cannot wake what was never asleep.” And she swept off, trailing assistants and a faint smell of singed lavender.',
          'It was, {hero} thought later, the most useful thing anyone had said all week, though not in the way Lady Moth had intended.',
        ],
      ],
      scene: 'a sorcerer in a purple robe chanting before the frozen clockwork knight amid clouds of purple smoke, its visor rolling along the battlement',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Guildmaster Pell of the Clockmakers’ Guild came up to look, and offered {hero} a purse of gold and a place in the Guild if {hero} would tell the King the Knight could not be mended, so the Guild could buy him for scrap. {hero} thought about the purse for exactly as long as it took to say no.',
        ],
        [
          'On the second afternoon, Guildmaster Pell came up the tower stairs to look. He was the head of the Clockmakers’ Guild in the lower town, a smooth, well-fed man in a coat with more buttons than a coat needs, and he had resented Master Orrin’s royal appointment for thirty years.',
          'He walked round the Knight twice, tutting. He peered into the open chest and sucked his teeth.',
          '“Beautiful work,” said Pell. “Hopelessly old-fashioned, of course. Nobody builds like this any more, thank goodness; it takes far too long.” Pell turned to {hero} and smiled, which was worse than the tutting. “You’re Orrin’s apprentice. Three years, is it? And still sweeping?”',
          '{hero} said nothing.',
          '“I’ll be honest with you,” said Pell, in the voice of someone who very rarely was. “This cannot be mended, not by you, not in time. But the brass alone is worth a fortune, melted down. Tell the King it’s hopeless, and advise him to sell it to the Guild. There would be a purse in it for you.” He let that sink in. “And a place in the Guild. A real place. No more sweeping.”',
          'It was, {hero} noticed with some surprise, exactly the thing {hero.they} had wanted most for three years, being held out on a plate by exactly the wrong person.',
          '{hero} looked at the Knight: at the cathedral of wheels, at the empty velvet hollow, at the raised gauntlet pointing at nothing.',
          '“No, thank you,” said {hero}. “He isn’t hopeless. He’s just missing something.”',
          'Pell’s smile did not move, but something behind it went cold. “As you like,” he said. “We shall see what the King thinks on the third day.”',
        ],
      ],
      scene: 'a smooth, well-dressed guildmaster holding out a purse to {hero} beside the open clockwork knight',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'So {hero} went to the Greenwood, where an old woodcarver called Hale lived in a cottage full of carved birds. “My great-grandmother made the Knight’s heart,” said Hale. “Not of brass. Of wood: a little carved wren that sang the hours. Without it he is only metal. A bird goes where it is wanted, and it sings where it is.” Hale gave {hero} a tiny carved whistle. “If you hear the hour sung where no bird should be, follow it.”',
        ],
        [
          'The Greenwood began an hour’s walk beyond the city walls, where the road gave up being a road and became a suggestion. It was an old forest, and an enchanted one, or at any rate everyone said so; the light under its canopy was green and gold and moved in ways that light should not, and more than once {hero} had the sense of being looked at by something patient and very old.',
          '@pet {pal} stayed close the whole way, pressed against {hero.poss} legs, ears flat.',
          '@friend {pal} talked the whole way, loudly, about nothing, which {hero} understood to be a kind of courage.',
          'Hale’s cottage stood in a clearing, crooked and low, with smoke rising from the chimney. Every surface of it, inside and out, was covered in carved birds: finches on the windowsills, owls on the lintel, a heron as tall as {hero} by the door. The woodcarver who opened the door was ancient and bent and had eyes as bright and black as a blackbird’s.',
          '“Orrin’s apprentice,” said Hale, before {hero} had said a word. “He stopped, then. I wondered when he would.”',
          'Inside, over a cup of something that tasted of smoke and honey, {hero} told the whole story: the frozen step, the perfect gears, the empty hollow lined with velvet.',
          'Hale listened without interrupting. Then the old woodcarver reached up to a shelf and took down a small carving of a wren, no bigger than a hen’s egg, and set it on the table between them.',
          '“My great-grandmother made the Knight’s heart,” said Hale. “The brass was the smith’s work, and the gears were a clockmaker’s, and very fine they were. But a machine will only do what it is told. Somebody has to want it to. So she carved him a heart of wood: a little wren, like this one, with a song in it. Every hour it sang, and every hour the Knight remembered what he was for.”',
          '“What was he for?”',
          '“To keep watch,” said Hale simply, “over people who were frightened of the dark.” The bright eyes studied {hero}. “A bird goes where it is wanted, child. And wherever it is, it sings the hours.” Hale pressed something into {hero.poss} hand: a tiny wooden whistle. “If you hear the hour sung where no bird should be singing, follow it. And when you find it, remember that whoever has it may have needed it too.”',
        ],
      ],
      scene: 'an ancient woodcarver in a crooked cottage covered in carved wooden birds, setting a small carved wren on the table before {hero}',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Coming home by dusk, {hero} had to cross the river by the old ferry. The ferrywoman would take no coin, only a true thing. {hero} told her: “I am afraid I will fail, and everyone will know.” The ferrywoman nodded and poled them across. “Everyone is afraid of that,” she said. “Only the honest ones say so.”',
        ],
        [
          'The way back from the Greenwood crossed the river at the old ferry, and by the time {hero} reached it the light was going, the water had turned the colour of pewter, and the far bank was only a darker line against the dark.',
          'The ferrywoman sat in her flat boat with a pole across her knees and a lantern at the prow. She was not old and not young, and her face in the lantern-light was hard to hold in the mind; it kept slipping, like a word on the tip of the tongue.',
          '“Fare,” she said.',
          '{hero} reached for a coin, and got a slow shake of the head for it.',
          '“Not coin. Not on this crossing. A true thing. Something you have not said aloud to anyone.”',
          '{hero} thought of several clever answers, and discarded them all, because it was somehow very clear that clever would not do. The river slid past, patient and cold.',
          '“I’m afraid,” said {hero} at last, “that I’ll fail. That I’ll stand up there on the third day in front of the King and the Ambassador and the whole kingdom, and the Knight won’t move, and everyone will know that Master Orrin trusted the wrong person.”',
          'The ferrywoman considered this for a while. Then she nodded, once, as if the fare had been counted and found correct, and stood, and pushed off from the bank.',
          '@pet {pal} sat very upright in the bottom of the boat, staring at the black water, as if daring it to try anything.',
          'Halfway across, without looking round, the ferrywoman said: “Everybody is afraid of that. Only the honest ones say so. And the honest ones are the only ones who ever find out whether it is true.”',
          'On the far bank {hero} turned to thank the ferrywoman. The boat was already a lantern, far out on the water, and then it was not even that.',
        ],
      ],
      scene: 'a ferrywoman poling a flat boat across a dark river, a lantern at the prow, {hero} sitting in the bottom of the boat',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Back in the castle, {hero} asked everywhere about a carved wooden bird. The falconer laughed: “I have forty birds, and every one of them bites.” The cooks had only pigeons, in a pie. Nobody had seen a wooden wren. Nobody had heard a bird sing in the night.',
        ],
        [
          'The next morning, the third and last, {hero} went through the castle like a ferret through a warren, asking about a bird.',
          'The falconer, in the mews behind the stables, laughed out loud. “A bird? I have forty birds. Hawks, falcons, a merlin with a temper like a duchess, and an eagle owl who thinks he is the King. Take your pick. Every single one of them bites.”',
          '“A wooden one,” said {hero}. “Small. A wren. It sings on the hour.”',
          'The falconer stopped laughing and looked at {hero} strangely. “No,” he said. “I would remember that.”',
          'In the kitchens, Mrs Hobb, the head cook, a vast woman with forearms like hams, said that the only birds in her kitchen were pigeons, and they were in a pie, and if {hero} wanted them to sing, {hero.they} {hero.was} welcome to try.',
          '@friend {pal} was there, elbow-deep in pastry, and mouthed “Any luck?” across the kitchen. {hero} shook {hero.their} head.',
          'The steward had seen nothing. The guards had heard nothing. The chaplain, asked whether he had heard singing in the night, said that he heard a great deal of singing in the night, most of it from the guardroom, and none of it fit for a chapel.',
          'By noon, {hero} had asked everyone in the castle except the people {hero.they} would never have thought to ask.',
        ],
      ],
      scene: '{hero} in a castle mews full of hooded hawks and falcons, a laughing falconer with a great owl on a leather glove',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'On the third day the Ambassador of Kest arrived, with a smile like a knife. The Knight stood frozen above the great doors for all to see. That evening the King, grey with worry, gave the Knight to Guildmaster Pell to be melted down at dawn, so that at least it would not stand there like a broken promise. {hero} was thanked, kindly, and sent away.',
        ],
        [
          'The Ambassador of Kest arrived at four o’clock on the third day, in a carriage painted black and silver, with twenty outriders and a smile like a knife laid carefully on a cushion.',
          'The first thing the Ambassador did, stepping down into the courtyard, was look up. Everyone had known the Ambassador would look up. The Knight stood on the wall above the great doors, one foot raised, one gauntlet lifted, exactly where he had stood for three days, with the sunset glowing on his brass like a fever.',
          '“How picturesque,” said the Ambassador. “Does it do anything?”',
          'King Aldric smiled, and said something gracious, and {hero}, who was standing at the back of the courtyard in a borrowed clean shirt, saw the King’s hands clench behind his back until the knuckles went white.',
          'That evening, after the banquet, {hero} was summoned to the King’s private study. Guildmaster Pell was already there, standing by the fire, looking like a man who has been proved right and intends to enjoy it.',
          '“You did your best,” said the King. He said it kindly, which was worse. “Nobody could have asked more of you. But I cannot have him standing there, frozen, like a broken promise, while that Ambassador writes letters home about it. The Guild will take him down tonight. At dawn he goes to the furnace.”',
          '“Your Majesty, I nearly have it,” said {hero}. “I know what’s missing. I just need to find—”',
          '“Enough,” said the King, and for the first time sounded not kind but only tired. “It’s done.”',
          'Pell said nothing at all, which was the most unbearable thing he could have said.',
          '{hero} walked back to the workshop through the dark corridors with a feeling like a weight in the chest, and sat down on the bench among four hundred ticking clocks, and did not light the lamp.',
        ],
      ],
      scene: 'a black and silver carriage in a castle courtyard, an ambassador looking up at the frozen clockwork knight against a red sunset',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then, as the castle bell began to strike eleven, {hero} heard it: faint and far and high, a bird singing eleven clear notes where no bird should be singing at night. It came from the east tower, where Princess Elin slept. {hero} remembered Princess Elin on the battlements, clutching something to her chest. {hero} ran.',
          'Elin was sitting up in bed, holding the little wooden wren. “It sings the hours,” she whispered. “When it sings, the dark isn’t so big.” She had taken it the night her nurse was sent away.',
          '@nolesson {hero} did not snatch it. Instead {hero} sat on the end of the bed and offered [?{toy.full}|the little brass owl {hero} had made in {hero.their} first year], to hold in the dark instead.',
          '@lesson-kindness,lesson-sharing {hero} did not snatch it from Elin, or scold her. {hero} offered [?{toy.full}|the little brass owl {hero} had made in {hero.their} first year] instead: something to hold in the dark that would always be Elin’s own.',
          '@lesson-honesty,lesson-bravery {hero} told Elin the truth: that the Knight would be melted at dawn without his heart, and that it was her choice.',
          '@lesson-listening,lesson-patience {hero} sat on the end of the bed and let Elin talk, and waited, and did not hurry her at all.',
          '@lesson-helping,lesson-teamwork “Will you help me give it back?” {hero} asked. “He can’t walk without it, and I can’t do it without you.”',
          '@lesson-calm-feelings,lesson-trying-again {hero} breathed slowly until {hero.their} hands stopped shaking, and asked one more time, gently.',
          'Elin looked at the wren for a long time. Then Elin put it into {hero.poss} hand.',
        ],
        [
          'It was nearly eleven. The workshop was dark and full of ticking, and {hero} sat in the middle of it with Hale’s little whistle turning over and over in {hero.their} fingers.',
          'Follow the hour, Hale had said, if ever it was sung where no bird should sing; and wherever the wren had gone, it had gone because somebody wanted it. {hero} had listened for three nights. {hero} had asked the whole castle. There had been nothing.',
          'Then, as the great bell in the tower above began to strike eleven, {hero} heard it.',
          'It was so faint that at first it seemed like something inside {hero.poss} own head: a thread of sound, high and sweet and absolutely clear, weaving in and out between the strokes of the bell. One note for each stroke. Eleven notes, and then silence.',
          'No bird sings at eleven at night. {hero} was on {hero.their} feet before the last note had faded, and out of the door, and running.',
          'The sound had come from the east. There was only one thing in the east of the castle above the level of the kitchens, and that was the tower where the King’s daughter slept. And {hero} remembered, all at once and with perfect clarity, Princess Elin in a nightgown on the battlements on the night the Knight had stopped, clutching something to her chest with both hands.',
          'The guard at the foot of the tower stairs was asleep on a stool; {hero} slipped past the snoring man like a draught.',
          'Princess Elin was not asleep. She was sitting up in the big bed, very small in the middle of it, in the light of one lamp, and in her two cupped hands was a little bird carved from pale wood, its beak open, its wings half spread. Elin stared at {hero} in the doorway, and her chin began to wobble, and her hands closed tight round the bird.',
          '“It’s mine,” said Elin. “He gave it to me. He stopped under my window and I heard it singing inside him and I asked and he gave it to me.” The words came out in a flood. “Nurse Agnes was sent away and now there’s nobody and the dark is so big and when it sings the hours I know how long there is till morning.”',
          '@nolesson {hero} did not snatch it. The woodcarver’s words came back: whoever has it may have needed it too. Instead {hero} sat down carefully on the end of the bed and took out [?{toy.full}, the one {hero} had kept secretly all through three years of apprenticeship,|the little brass owl {hero} had made in {hero.their} first year, with eyes that opened and shut]. “This one doesn’t sing,” said {hero}. “But it has kept me company in the dark for a long time. I think it would keep you company too.”',
          '@lesson-kindness,lesson-sharing {hero} did not snatch it from Elin, and did not scold her. The woodcarver’s words came back: whoever has it may have needed it too. So {hero} sat down carefully on the end of the bed and held out [?{toy.full}, the one {hero} had kept secretly all through three years of apprenticeship,|the little brass owl {hero} had made in {hero.their} first year, with eyes that opened and shut]. “This one doesn’t sing,” said {hero}. “But it has kept me company in the dark for a long time. I’d like you to have it. To keep.”',
          '@lesson-honesty,lesson-bravery {hero} could have lied to Elin: told her the bird was broken, or that the King had ordered it. Instead {hero} told Elin the truth, all of it, including the furnace at dawn, though {hero.poss} voice shook saying it to a six-year-old in the middle of the night. “So it’s your choice,” said {hero}. “I won’t take it from you. But he can’t walk without it.”',
          '@lesson-listening,lesson-patience {hero} sat down on the end of the bed and listened: to Nurse Agnes, and the big dark, and the counting of hours. {hero} did not interrupt, and did not look at the bird, and did not hurry, though somewhere below a furnace was being lit. It took a long time. It was the most important waiting {hero} had ever done.',
          '@lesson-helping,lesson-teamwork “I need your help,” said {hero}. “I can’t mend him on my own. I thought I could, and I was wrong. He needs his heart back, and you’re the only person in the kingdom who knows where it is. Will you come with me and put it back yourself?”',
          '@lesson-calm-feelings,lesson-trying-again {hero.poss} hands were shaking. {hero} made them stop, slowly, one breath at a time, the way Master Orrin steadied his hands before setting a hairspring. Then {hero} tried again, more gently, with all the hurry taken out of {hero.their} voice.',
          'Elin looked at the wren for a long time. Then, very slowly, she opened her hands.',
        ],
      ],
      scene: 'a small princess sitting up in a big bed by lamplight, holding a carved wooden wren, {hero} sitting on the end of the bed holding out something to the princess',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'They ran to the wall together, past the Guild men with their ropes. {hero} set the wren into the velvet hollow, and the little lever clicked down. As the bell struck twelve, the wren sang twelve notes, and the Knight lowered his raised foot and walked. All along the battlements, windows lit up. Even the Ambassador came out to stare.',
        ],
        [
          'They reached the east wall at ten minutes to twelve, Elin riding on {hero.poss} back with her nightgown flapping, just as Pell’s men arrived with ropes and block and tackle to lower the Knight down to the waiting cart.',
          '“Stand aside,” said Pell, “by order of the King.”',
          '“One minute,” said {hero}, and climbed the parapet, and swung open the chest plate, and held out a hand to Elin.',
          'Elin put the wren in. Elin’s hands were small enough to fit it into the hollow without touching a single gear, which {hero.poss} would not have been. The little lever clicked down under the bird’s weight, with a sound like a lock opening after two hundred years.',
          'Nothing happened.',
          'Pell began to laugh. And then, above them all, the great bell began to strike twelve, and on the first stroke the wren opened its wooden beak and sang.',
          'One. Two. Three. Twelve clear notes, woven between the strokes of the bell, and with every note a ripple went through the Knight, a shiver of brass from the heart outwards, wheel waking wheel, spring waking spring, until on the twelfth stroke he lowered his raised foot, set it down on the walk with a ring like a struck anvil, and walked.',
          'He walked past Pell, who stepped backwards into his own ropes. He walked past the Guild men, who dropped them. All round the castle, windows flew open and heads poked out, and in the square below somebody began to cheer, and then everybody did, and the old saying rose up from the crowd like a song.',
          'In the guest wing, a shutter opened, and the Ambassador of Kest looked out in a nightcap, and watched the Knight go by, and closed the shutter again very quietly.',
          'King Aldric came up onto the wall in his dressing gown. King Aldric looked at the Knight, and at {hero}, and at his daughter holding [?{toy.name}|the little brass owl], and for a long moment he did not seem able to say anything at all.',
        ],
      ],
      scene: 'the clockwork knight striding along the battlements at night, windows lighting up all round the castle, {hero} and a small princess in a nightgown watching',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'In the morning, Master Orrin’s fever broke. {hero} told the old man everything. Master Orrin laughed until the bed shook. “A wren,” he said. “Two hundred years, and I never once looked in the middle. Too busy admiring the gears.”',
        ],
        [
          'In the grey of the morning, Master Orrin’s fever broke.',
          '{hero} was sitting by Master Orrin’s bed when the old man opened his eyes, and for a moment the old man only lay there and listened to the workshop ticking round them, as if counting the clocks to be sure none were missing. Then he said, hoarsely, “Well?”',
          'So {hero} told the old man everything. The frozen step and the empty hollow, the sorcerer and the guildmaster, the Greenwood and the wren, the eleven notes in the dark, the princess in the big bed, the twelfth stroke.',
          'When {hero} had finished, Master Orrin lay very still. Then Master Orrin’s shoulders began to shake, and for an alarming moment {hero} thought the fever had come back, until {hero.they} realised the old man was laughing, helplessly, until he coughed, and coughing until he had to be propped up on three pillows and given water.',
          '“A wren,” he wheezed. “A wooden wren. Forty years I’ve oiled that Knight. I know every gear in him by its first name. And I never once looked in the middle, because I was too busy admiring the gears.” He wiped his eyes. “Hale must have been laughing at me for decades.”',
          '“Hale said you’d say that,” said {hero}, who had not been told any such thing, but felt it was probably true.',
          'Master Orrin looked at {hero} for a long moment, with an expression {hero} had never seen on his face before, and did not quite know what to do with.',
          '“Three years of sweeping,” said the old man at last. “That’s enough sweeping, I think.”',
        ],
      ],
      scene: 'an old clockmaker propped up on pillows, laughing, {hero} sitting beside the bed in a workshop full of clocks',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '@lesson “{lesson},” the King said afterwards, and {hero} knew it was true.',
          'The Ambassador went home with nothing to report. Pell’s furnace went cold. And from then on, every night, the Knight stopped for a moment beneath the east tower while the wren sang the hour, and a small princess fell asleep holding [?{toy.name}|a little brass owl], counting the notes.',
          '@pet {pal} took to sleeping on the east wall, too, at the Knight’s feet.',
          '@friend {pal} made a cake in the shape of the Knight, which collapsed, and which everyone ate anyway.',
          'As for {hero}, there was a bench in the workshop now with {hero.their} own name on it, and {hero} slept, that night, better than in three years.',
        ],
        [
          'The Ambassador of Kest left two days early, with nothing whatever to write home about. Guildmaster Pell’s furnace was allowed to go cold. The King, who had not said anything at all on the battlements, found plenty to say the next day, in front of the whole court, most of it about {hero}, and some of it so generous that {hero} had to look at the floor.',
          '@lesson “{lesson},” said the King at the end of it, more quietly, so that only {hero} could hear. “I had forgotten. I think we all had. It took a clockmaker’s apprentice and a six-year-old to remind us.”',
          'Elin told her father about Nurse Agnes herself, that same morning. Nurse Agnes came back within the week, and stayed.',
          '@pet {pal} took to sleeping on the east wall at night, curled at the foot of the Knight’s alcove, and the guards grew used to stepping over {pal} on their rounds.',
          '@friend {pal} baked a cake in the shape of the Knight for the celebration. It collapsed spectacularly in the oven, and everyone agreed it was the best thing they had ever eaten, and {pal} was unbearable about it for a month.',
          'And from then on, people said, the Knight walked the walls a little differently. Every night, when he reached the east tower, he paused beneath one particular window, and the wren in his chest sang the hour, one clear note for each stroke of the bell; and in the room above, a small princess fell asleep holding [?{toy.name}|a little brass owl with eyes that opened and shut], counting the notes, no longer afraid of the size of the dark.',
          'As for {hero}, there was a bench in the workshop now with {hero.their} own name cut into the end of it, and somebody else to do the sweeping. That night, for the first time in three years, {hero} slept straight through until morning, and dreamed of nothing at all, while far above, on the walls, the Knight walked, and the kingdom stood.',
        ],
      ],
      scene: 'the clockwork knight pausing on the battlements beneath a lit tower window at night, a tiny carved wren glowing in its open chest',
    },
  ],
};
