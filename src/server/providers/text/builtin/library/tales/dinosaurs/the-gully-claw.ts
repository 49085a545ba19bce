/**
 * For 11–14, in the valley: the last week of a fossil dig, a palaeontologist who has stopped
 * listening, an old quarryman's advice about where rain does the digging, and a claw that has to be
 * jacketed in plaster before the next storm breaks.
 */
import type { Tale } from '../../types.ts';

export const theGullyClaw: Tale = {
  id: 'the-gully-claw',
  bands: ['older'],
  worlds: ['valley'],
  time: 'day',
  shape: 'find',
  titles: ['The Gully Claw', '{hero} and the Last Week of the Dig', 'Where the Rain Digs'],
  characters: ['Dr Mercer', 'Priya', 'Mr Vellacott', 'Mrs Ashdown'],
  places: [['in', 'Hollow Valley'], ['in', 'the valley below Greystone Ridge']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'The dig {place.in} had five days left to run, and in five weeks it had found nothing worth a label. {hero} had spent every one of those weeks on hands and knees in the heat, brushing grit off grit, because Dr Mercer, who ran the dig, had once said that the best finds went to whoever simply refused to stop looking.',
          '@pet,friend {pals} had come for the last week, which {hero} suspected was mostly for the biscuits in the site hut.',
        ],
        [
          'The dig {place.in} had five days left to run, and in five weeks it had found nothing that anyone would put in a glass case.',
          'There had been fish scales, which were interesting for about a minute. There had been a fragment of something that Priya, the student who ran the sieves, had briefly and thrillingly believed was a tooth, until it turned out to be a tooth-shaped stone. There had been a great deal of heat, and flies, and the particular ache that comes from kneeling on hard ground for seven hours and telling yourself you are enjoying it.',
          '{hero} was enjoying it. That was the strange part. There was something about the slowness of it, the brush and the trowel and the patience, the idea that the ground under your knees had been waiting a hundred million years for somebody to be careful enough, that made the ache feel worth it.',
          'Dr Mercer, who ran the dig, had said on the first day that the best finds went to whoever simply refused to stop looking. Since then, Dr Mercer had not said much to {hero}. He was a tall, tired man with a sunburnt neck and a funding letter in his pocket that he read, every evening, as if it might have changed.',
          '@friend {pals} had come for the last week, and had taken to the work with a cheerfulness that {hero} found both admirable and slightly annoying. “If we find a whole T. rex,” {pal} said, on the first morning, “I get to name it.”',
          '@pet {pals} had come for the last week, and spent it lying in the shade of the site hut, taking a professional interest in every bone-shaped thing that came out of the ground.',
        ],
      ],
      scene: '{hero} kneeling in a roped-off dig under a hot sun, brushing at the ground, a site hut in the background',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'On Monday, Dr Mercer told them the truth: if nothing turned up by Friday, the money ran out, and the site would be filled in for good. {hero} looked at the roped-off squares and the spoil heaps and the single, stubborn line of the ridge above, and decided, without telling anybody, that something was going to turn up.',
        ],
        [
          'On Monday evening, Dr Mercer called everyone into the site hut and told them the truth, which he did the way some people pull off a plaster.',
          '“The money runs out on Friday,” he said. “If we have nothing to show them by then, nothing that makes the case, the landowner wants the site filled in. It will be grazing by the autumn.” He folded the letter. “I’m sorry. I thought this valley had something. I was wrong.”',
          'Nobody said anything. Priya looked at her sieves. Somebody’s mug clinked against a table.',
          '@friend “So that’s it?” said {pal}. “Five days?”',
          '{hero} went outside. The evening light lay long and gold across the roped-off squares and the grey spoil heaps, and above them the single stubborn line of the ridge, with its scars of old quarrying, looked exactly as it had looked every evening for five weeks: like a place that was keeping something to itself.',
          '{hero} was not the sort of person who made speeches. So {hero} did not make one. {hero} simply decided, standing there with grit in {hero.their} fingernails, that Dr Mercer was wrong, and that something was going to turn up by Friday, and that if nobody else was going to find it, then {hero.they} would.',
        ],
      ],
      scene: '{hero} standing alone at the edge of a dig at sunset, looking up at a scarred ridge',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'The volunteers slept in a row of tents in the field behind the site hut, and that night {hero} could not sleep at all. {hero} unzipped the flap and sat in the doorway with a torch switched off, looking up at the black shape of the ridge against the sky. Somewhere up there, under all that stone, something had been lying still for longer than there had been people to wonder about it. Five days, {hero} thought. It was either a very short time or plenty, depending on how you used it. By the time {hero} crawled back into the sleeping bag, there was a list in {hero.their} head, and the list began with the square nobody wanted.',
        ],
        [
          'The volunteers slept in a row of tents in the field behind the site hut, pitched so close together that every cough and zip and turning-over could be heard along the whole line. Usually {hero} was asleep before anyone else. That night, after Dr Mercer’s news, sleep simply refused to come.',
          'After an hour of lying still and pretending, {hero} gave up, unzipped the flap as quietly as a zip can be unzipped, which is not very, and sat in the doorway of the tent with {hero.their} knees pulled up and a torch switched off in one hand.',
          'The valley at night was a different place. The heat had gone out of the ground, and the grass was cold and wet with dew. The spoil heaps were grey humps, like sleeping animals. Down by the track a single light still burned in a cottage window, and above everything, black against a sky pricked with more stars than {hero} had known there were, ran the long shape of the ridge.',
          '@friend The tent next door rustled, and {pal} put a tousled head out. “You too?” {pal} whispered. {hero} nodded, and {pal} came and sat in the wet grass, wrapped in a sleeping bag like an enormous caterpillar. For a while neither of them said anything, which was one of the best things about {pal}.',
          '@pet {pal} crept out of the tent behind {hero}, turned round three times in the wet grass, and settled against {hero.their} side with a long sigh, as if to say that if they were going to be awake at this hour, they might as well be awake together.',
          'Somewhere up there, under all that stone, something had been lying still for longer than there had been people to wonder about it. {hero} tried to imagine the valley as it must have been: not grass and fences but steaming green, and a river where the track was, and things moving through the ferns that had never heard of funding letters or landowners or Friday. The thought was so large that it made {hero} feel small and, oddly, calm.',
          '@friend “Do you think he’s right?” {pal} asked at last. “That there’s nothing here?” “I think,” said {hero}, choosing the words carefully, “that five weeks is not very long, if you are a hundred million years old.” {pal} snorted softly. “Put that on a T-shirt.”',
          'Five days, {hero} thought. It was either a very short time or a great deal of time, depending entirely on how you used it. And nobody, so far, had used it on the corner where the ground went hard.',
          'By the time the cold drove {hero} back into the sleeping bag, there was a list in {hero.their} head, short and stubborn, and the first thing on it was the square nobody wanted.',
        ],
      ],
      scene: '{hero} sitting in the doorway of a small tent at night, looking up at the dark line of a ridge under a sky full of stars',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'On Tuesday {hero} took the square nobody wanted, in the corner where the ground turned hard and red, and worked it from first light. By evening {hero} had a blister, a sunburnt neck to match Dr Mercer’s, and a neat pile of nothing. “Good effort,” said Dr Mercer, without looking, which was worse than saying nothing at all.',
        ],
        [
          'On Tuesday {hero} asked for the square nobody wanted.',
          'It was in the far corner, where the soft grey ground gave way to something harder and redder, and where, according to Priya, three separate volunteers had given up in the first week. “It’s like digging a pavement,” she said. “Don’t say I didn’t warn you.”',
          '{hero} worked it from first light, when the air was still cool enough to breathe, through the long white glare of midday, and on into the afternoon. The trowel rang on the red ground like a spoon on a plate. Every centimetre had to be argued for.',
          '@friend {pal} brought water at intervals and offered commentary, most of it unhelpful. “That bit looks like a bone,” {pal} said. It was a shadow.',
          '@pet {pal} supervised from the shade, and twice came over to dig a hole of {pal.poss} own, which was not strictly in line with scientific practice.',
          'By evening, {hero} had a blister the size of a coin, a sunburnt neck to match Dr Mercer’s, and a small, neatly labelled tray of absolutely nothing.',
          'Dr Mercer walked past on his way to the hut. He glanced at the tray. “Good effort,” he said, without breaking step, in the voice of someone who has already packed up in his head.',
          'It would have been better, {hero} thought, if Dr Mercer had said nothing at all.',
        ],
      ],
      scene: '{hero} digging at hard red ground with a trowel in the glare of midday, a tray of nothing beside them',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'That evening, an old man leaning on the fence by the track called {hero} over. He was Mr Vellacott, who had worked the quarry on the ridge for forty years. “You’re all digging in the wrong place,” he said. “Bones don’t come out where you dig. They come out where the rain digs. After a storm, look in the gully. The water does a week’s work in an hour.”',
        ],
        [
          'That evening, walking back along the track, {hero} passed an old man leaning on the fence, arms folded, watching the dig the way some people watch the sea.',
          '“You’re the one in the red corner,” he said. It was not a question.',
          '{hero} admitted it.',
          '“Vellacott,” said the old man, and nodded at the ridge. “Worked the quarry up there forty years, man and boy. Pulled more bones out of that hill than your professor’s ever seen. Never meant to. They just came out with the stone, and we’d put them on the windowsill in the office till someone took them away.”',
          '“Then why…” began {hero}.',
          '“Why’s he digging in the wrong place?” Mr Vellacott smiled, not unkindly. “Because he’s a clever man, and clever men dig where the map says. But bones don’t come out where you dig. They come out where the rain digs.” He pointed past the dig, to where a dry, crooked gully ran down from the ridge, full of loose grey scree. “After a storm, you look in there. The water does a week’s work in an hour, and it doesn’t care about squares.”',
          '{hero} looked at the gully. It looked like nothing; like a crack in the world where nothing had ever happened.',
          '“There’s no storm forecast,” {hero} said.',
          '“There’s always a storm forecast,” said Mr Vellacott, “if you know how to read the ridge.” And he tapped the side of his nose, and went off down the track, and did not look back.',
        ],
      ],
      scene: 'An old quarryman leaning on a fence at dusk, pointing past the dig to a crooked gully running down from the ridge',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Early on Wednesday, back in the red corner, {hero.poss} trowel struck something round and smooth, the size of a fist, with a ring of ridges around it like the knobs on a spine. For ten glorious minutes {hero} was certain. Priya came over, and then Dr Mercer, who crouched, wet his thumb, touched the thing and then touched the thumb to his tongue. “Bone sticks,” he said. “Stone doesn’t. That’s ironstone, I’m afraid. The ground grows them.” {hero} kept it anyway, because it had been a very good ten minutes.',
        ],
        [
          'Early on Wednesday, before the heat had properly started, {hero} went back to the red corner, partly out of stubbornness and partly because the blister had hardened overnight into something almost useful.',
          'It was the third scrape of the morning when the trowel, instead of ringing, made a dull, round sound, like knocking on a door with a cushion behind it.',
          '{hero} stopped. Very slowly, with the brush instead of the trowel, {hero} cleared the grit away, and out of the hard red ground came a curve: smooth, dark, about the size of a fist, with a ring of little ridges around its middle like the knobs on a spine.',
          'For ten minutes, {hero} was certain. Not hopeful; certain. It was a vertebra. It had to be. There would be another beside it, and another, a whole backbone snaking away under the corner everyone had given up on, and on Friday there would be a photograph in the newspaper, and Dr Mercer would have to say something better than “good effort”.',
          '@friend {pal} was even more certain, and had already started to suggest names. “They name it after whoever finds it,” {pal} said. “That’s how it works. I looked it up.”',
          '@pet {pal} came over to sniff it, and was gently but firmly moved out of the way.',
          'Priya heard the change in the silence, the way people on a dig always do, and came across from the sieves with her hands still grey with dust. Priya looked at the curve for a long moment and did not say anything. {hero} decided to take that as a good sign. Then Priya went to fetch Dr Mercer.',
          'Dr Mercer crouched beside the square with a grunt. He looked at it from one side, and then the other. Then he licked his thumb, touched it to the smooth dark surface, and touched the thumb to the tip of his tongue.',
          '“Bone sticks,” he said. “It’s full of tiny holes, and they drink. Stone doesn’t.” He stood up, not unkindly. “Ironstone. A nodule. The ground here grows them like potatoes. I’ve had about forty of those in my career, and every one of them was a vertebra for ten minutes.”',
          'He walked away. The ten minutes were over.',
          '{hero} sat back on {hero.their} heels and looked at the round dark lump for a while. It was, now that everybody had stopped being certain about it, quite beautiful in its own stony way. {hero} prised it out, turned it over in the sun, and put it in a pocket, because it had given {hero.them} a very good ten minutes, and that was more than the corner had given anyone else all summer.',
        ],
      ],
      scene: '{hero} kneeling in hard red ground, holding up a round dark stone with ridges around it, a palaeontologist crouching to look',
    },
    {
      kind: 'helper',
      optional: true,
      tellings: [
        [
          'At lunchtime on Wednesday a woman in muddy boots came up the track and stood at the rope, watching. She was Mrs Ashdown, who owned the land, and she asked {hero} what the dig had found. It would have been easy to talk up the fish scales. “Nothing yet,” {hero} said instead. Mrs Ashdown looked surprised, and then almost pleased. “Everyone else tells me it’s going marvellously,” she said. “My grandfather used to say the gully gave him a tooth once, after a flood. He used it as a paperweight.” And she went back down the track.',
        ],
        [
          'At lunchtime on Wednesday, while everyone else sat in the thin shade of the site hut with their sandwiches, a woman in muddy boots and an old waxed jacket came walking up the track and stopped at the rope.',
          'She did not come in. She stood there with her hands in her pockets, looking at the squares and the spoil heaps the way a person looks at a room that somebody else has rearranged.',
          '{hero} was nearest, sitting on an upturned bucket at the end of the red corner, and so it was {hero} the woman spoke to.',
          '“You’re one of the diggers,” the woman said. “I’m Mrs Ashdown. This is my field, for my sins. How’s it going?”',
          '{hero} knew exactly who Mrs Ashdown was. Mrs Ashdown was Friday. Mrs Ashdown was the person who would decide whether the squares became grazing by the autumn, and for a moment {hero} felt the pull of the easy answer: the fish scales, the promising layers, the great deal of interesting work still to do. That was what Dr Mercer would have said. It was almost certainly what Dr Mercer had been saying, in letters, all summer.',
          '“Nothing yet,” said {hero}.',
          'Mrs Ashdown’s eyebrows went up. Then, unexpectedly, her face relaxed, as if someone had finally taken off a pair of shoes that pinched.',
          '“Well,” she said. “That’s the first straight answer I’ve had out of this field since June. Everyone else tells me it’s going marvellously.” She looked past the squares, up towards the ridge. “My grandfather farmed here. He used to say the gully gave him a tooth once, after a big flood, as long as his finger. He used it as a paperweight for thirty years, and then my grandmother threw it out because it was ugly.”',
          '@friend {pal} made a small squeaky sound, which was the sound of a person imagining a priceless fossil going out with the rubbish.',
          '@friend “I know,” said Mrs Ashdown, who had clearly heard that sound before. “Family legend. Probably a stone.”',
          'Mrs Ashdown nodded to {hero}, as if the two of them had agreed on something, and walked back down the track without going anywhere near the site hut.',
          '{hero} sat on the bucket a little longer, sandwich forgotten, looking at the dry crooked gully and thinking that it was the second time in two days that somebody who had lived in this valley all their life had pointed at the same place.',
        ],
      ],
      scene: 'A woman in muddy boots and a waxed jacket standing at a rope around a dig, talking to {hero}, who sits on an upturned bucket',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'On Wednesday {hero} tried the spoil heaps, the great grey hills of sifted earth that nobody bothered with. Priya showed {hero} how to run it through the fine mesh. Three hours later they had two fish teeth and a ring-pull. “Welcome to palaeontology,” said Priya. “It’s mostly this.”',
        ],
        [
          'On Wednesday, since the red corner had given up nothing but blisters, {hero} tried the spoil heaps.',
          'They were the great grey hills of already-sifted earth along the edge of the site, where everything ended up once it had been looked at. Nobody bothered with them. That was, {hero} reasoned, precisely the point: things got missed, and missed things ended up there.',
          'Priya, who had been running the sieves all summer and had opinions about them, showed {hero} how to do it properly. A shovelful onto the fine mesh; shake, not too hard; then pick through what was left with a pair of tweezers and a great deal of patience.',
          '“The trick,” she said, “is to stop expecting anything. The moment you stop expecting, you see what’s actually there.”',
          '“Does that work?”',
          '“No,” said Priya. “But it makes the afternoons pass.”',
          'Three hours later, they had two fish teeth, each smaller than a grain of rice, a fragment of shell, and a ring-pull from a can that was, Priya estimated, roughly forty years old. {hero} laughed despite {hero.self}.',
          '“Welcome to palaeontology,” said Priya. “It’s mostly this. Which is why it’s so good when it isn’t.”',
        ],
      ],
      scene: '{hero} and a student shaking a fine mesh sieve beside a grey heap of earth, tweezers in hand',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'After supper on Wednesday, {hero} walked down the track to the cottage at the end, where the light always burned. Mr Vellacott opened the door before {hero} knocked. His windowsill was lined with stones from the quarry: shells, a fern pressed into slate, a jar of long grey stones like pencil stubs, which he called thunderbolts. “Summer of sixty-eight,” he said, “the gully ran like a river for a night. In the morning you could have walked up it and picked things off the walls like apples.” He did not say anything about whether it would happen again. He did not need to.',
        ],
        [
          'After supper on Wednesday, when the heat had gone out of the day and the spoil heaps were throwing long shadows, {hero} walked down the track to the cottage at the very end, where a light always burned in the window.',
          '@friend {pal} came too, on the grounds that a person who had worked a quarry for forty years was bound to have at least one good story, and possibly cake.',
          '@pet {pal} came too, trotting ahead as if the whole expedition had been {pal.poss} idea.',
          'The door opened before {hero} had a chance to knock. Mr Vellacott stood there in his socks, with a newspaper folded under one arm, and looked down at {hero} without any surprise at all.',
          '“Thought you might,” he said, and stood aside.',
          'The cottage was small and very tidy and smelled of coal tar soap and pipe smoke that had long since gone cold. And every flat surface in it was covered in stone. The windowsill was lined from end to end: shells like little fans, a fern pressed into a slab of slate so perfectly that {hero} half expected it to rustle, a lump of something glittering that turned out to be iron pyrites, and a jam jar full of long, smooth, grey things, pointed at one end, like pencil stubs.',
          '“Thunderbolts,” said Mr Vellacott, when {hero} picked up the jar. “That’s what my grandad called them. Thought they came down in storms. Your professor would give you a long word for them, I expect.”',
          '“Are they bones?” asked {hero}.',
          '“Bits of squid, so they tell me. Squid with shells inside, if you can believe that.” He said it with the deep satisfaction of a man who has been told something ridiculous by experts and has decided, on balance, to enjoy it. “Every one of those came out of the ridge. Not one of them did I go looking for.”',
          '{hero} turned the jar in the lamplight. “Did bones ever come out of the gully? Real ones?”',
          'Mr Vellacott was quiet for a moment. He went to the window and looked out at the dark shape of the ridge.',
          '“Summer of sixty-eight,” he said. “Rained for two days without stopping, and on the second night the gully ran like a river. You could hear boulders going down it in the dark, knocking like somebody moving furniture. In the morning, you could have walked up it and picked things off the walls like apples off a tree.” He shook his head. “I was nineteen. I had a shift at six. I never went.”',
          '“Why not?”',
          '“Because I had a shift at six,” said Mr Vellacott simply. “And by the time I thought of it again, the rain had washed it all down and the sheep had walked on it, and that was that. Fifty-odd years I’ve been wondering.”',
          'He did not say anything about whether it would ever happen again. He did not need to. When {hero} left, with the light still burning behind the curtain, the ridge above the valley looked exactly as it always did: patient, and keeping something to itself.',
        ],
      ],
      scene: 'An old quarryman in his socks holding up a jar of long grey fossils by a lamplit windowsill lined with stones, {hero} beside him',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'That night in the site hut, Priya told {hero} why she did this. “It’s not the bones,” she said. “It’s that something was alive, once, right here, and nobody knew. You’re the first person in a hundred million years to say hello.” {hero} thought about that for a long time afterwards.',
        ],
        [
          'That night the site hut smelled of instant noodles and sun cream, and most of the volunteers had gone to bed early, worn out by heat and disappointment. Priya sat at the long table cleaning her tweezers with a care that seemed out of proportion to tweezers.',
          '{hero} sat down opposite. It seemed like the right moment to ask something {hero.they} had been wondering for weeks. “Why do you do this? Honestly. It’s mostly nothing.”',
          'Priya put the tweezers down. For a moment {hero} thought Priya might be offended. Then she laughed.',
          '“My mum asks me that every Christmas,” she said. “Usually with a look.” She turned one of Wednesday’s fish teeth over under the lamp, a speck of dark enamel on her fingertip. “It’s not the bones, really. It’s this. Something was alive, once. Right here. It swam, and ate, and probably had opinions about things. And then it died, and for a hundred million years nobody knew it had ever existed. Not one single person in the whole history of the world.” She held the tooth up to the light. “And then you find it. And you’re the first. You get to be the first person ever to say hello.”',
          '@friend {pal} had stopped pretending to read and was listening too.',
          '{hero} looked at the speck on Priya’s finger and felt something shift, very slightly, inside {hero.their} chest, the way a floor shifts when a lorry passes. A hundred million years. It was too big a number to hold. But a tooth was not.',
          '“Hello,” said {hero} to the fish tooth, feeling slightly ridiculous.',
          '“See?” said Priya. “Addictive.”',
        ],
      ],
      scene: '{hero} and a student at a long table in a lamplit site hut, looking at a tiny fossil tooth held up to the light',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'On Thursday morning {hero} climbed to the old quarry on the ridge, where Mr Vellacott had worked. The abandoned faces were full of shell-shapes and the curled ghosts of ammonites, but nothing with bones. From up there, {hero} noticed the air go strangely still, and the sky beyond the ridge thicken, and came down faster than {hero.they} had gone up.',
        ],
        [
          'On Thursday morning, before anyone could tell {hero} not to, {hero} climbed the ridge to the old quarry.',
          'It was a strange place, half-swallowed by brambles, with rusted cables hanging from posts and a hut whose roof had long since given up. The cut faces of stone rose in great grey steps, and when {hero} got close enough to look, {hero} saw that they were crowded with life: shell-shapes pressed flat like flowers in a book, and the curled ghosts of ammonites, some no bigger than a thumbnail, some as big as a dinner plate, spiralling in on themselves for ever.',
          '@friend {pal} found one the size of a car tyre and insisted on being photographed beside it, arms spread, as if {pal} had personally caught it.',
          '@pet {pal} found a rabbit hole and became, briefly, a palaeontologist of rabbits.',
          'It was extraordinary, and it was useless. Shells were everywhere in this valley. Dr Mercer needed bones.',
          '{hero} sat on a ledge to eat an apple and look down at the dig, small and neat and hopeless below. It was then that {hero} noticed how quiet it had gone. No birds. No insects. The air had turned heavy and still, like a held breath, and away beyond the far side of the ridge the sky had thickened into something dark and swollen and bruise-coloured.',
          '“If you know how to read the ridge,” {hero} said slowly, remembering.',
          '{hero} came down a great deal faster than {hero.they} had gone up.',
        ],
      ],
      scene: '{hero} sitting on a ledge in an old quarry full of ammonite fossils, a dark storm building beyond the ridge',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Back at the dig, {hero} told Dr Mercer a storm was coming. He glanced at his phone. “Clear all day,” he said. “Trust the forecast.” An hour later, the first gust hit the tarpaulins.',
        ],
        [
          'Back at the dig, out of breath, {hero} found Dr Mercer bent over a drawing board in the shade.',
          '“There’s a storm coming,” {hero} said. “A big one. Over the ridge.”',
          'Dr Mercer did not look up. Dr Mercer took out his phone, thumbed it, and held it up for {hero} to see: a row of cheerful yellow suns. “Clear all day,” he said. “Trust the forecast, not the sky. The sky is a notorious liar.”',
          '“The forecast doesn’t know about the ridge,” said {hero}.',
          'Now Dr Mercer did look up, with the expression of a man who has had a long summer and a short budget and is not in the mood to be told about ridges by a volunteer. “Thank you,” he said, politely, which meant the conversation was over.',
          '{hero} went back to the red corner and did not argue. But {hero} weighed the tarpaulin down with two extra stones, and moved the finds trays into the hut, and when Priya raised an eyebrow, {hero} only shrugged.',
          'An hour later, the first gust came over the ridge and hit the site like a slap.',
        ],
      ],
      scene: '{hero} talking urgently to a palaeontologist at a drawing board, who holds up a phone showing a sunny forecast',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'On Thursday afternoon the storm came over the ridge exactly as Mr Vellacott had said it would. The rain came down so hard that the squares filled like baths and the tarpaulins tore. Dr Mercer called it. “That’s the season,” he said, soaked. “Pack up. It’s over.” {hero} lay awake that night listening to the rain, and felt the whole summer washing away.',
        ],
        [
          'On Thursday afternoon, the sky above the ridge turned the colour of a bruise.',
          'It came faster than anyone expected, except possibly one old man in a cottage down the track. First a hot, heavy stillness; then a gust that set the tarpaulins snapping; then rain, not falling so much as arriving, all at once, as if someone had tipped it out of a bucket the size of the valley.',
          'They ran for the covers. It was no use. Within half an hour the neat squares had filled like baths, the paths between them had become brown streams, and one of the big tarpaulins had torn loose and was flapping away across the site like a wounded bird.',
          '@friend {pal} chased it halfway to the fence before giving up, soaked to the skin and laughing in the wild way people laugh when things have gone too wrong for anything else.',
          '@pet {pal} took shelter under the hut and refused, with great dignity, to come out.',
          'Dr Mercer stood in the middle of it all, his hair plastered flat, and looked at the drowned squares for a long time.',
          '“That’s the season,” he said at last, to nobody in particular. “We pack up in the morning. It’s over.”',
          'That night {hero} lay awake in the tent listening to the rain drumming on the canvas, and felt the whole summer dissolving: every careful centimetre, every blister, every hour. It seemed almost funny, in a way that was not funny at all, that the one thing the ridge had finally sent them was the thing that would finish them off.',
        ],
      ],
      scene: 'A dig site drowning in a sudden storm, tarpaulins flapping loose, a soaked palaeontologist standing still in the middle',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then, at some dark hour, {hero} sat up. Where the rain digs. At first light {hero} was in the gully, boots sliding on fresh-washed scree, and halfway up, where the water had cut a new bank, something stuck out of the grey: long, curved, and the colour of old honey. A claw, as long as {hero.poss} hand, with more behind it.',
          '@lesson-helping {hero} could not jacket it alone, and knew it. So {hero} ran for the hut and asked for help, plainly, which turned out to be the easiest and most important thing {hero.they} did all summer.',
          '@lesson-teamwork {hero} ran for the others. A find like that belonged to the whole dig, and it would take all of them.',
          '@lesson-patience {hero} wanted to dig it out there and then. Instead {hero} made {hero.self} stop, photograph it, and touch nothing. A hundred million years could wait ten more minutes.',
          '@lesson-trying-again Five weeks of nothing, {hero} thought. And still it had been worth getting up one more time.',
          '@lesson-honesty Dr Mercer had brushed {hero} off all week. But {hero} told Dr Mercer exactly where it was and what {hero.they} had seen, no more and no less.',
          '@lesson-listening It had been an old man on a fence, and {hero} had listened.',
        ],
        [
          'Some time in the small hours, the rain eased to a patter, and {hero}, who had been lying there turning the summer over and over like a stone, suddenly sat up in the dark.',
          'Where the rain digs.',
          'At first light {hero} was already out, boots sliding on the fresh-washed scree at the foot of the gully. The air smelled of wet stone and something older. The gully that had looked like nothing was utterly changed: the storm had torn down it like a train, ripping out great bites of bank, scattering boulders, laying bare clean grey faces of rock that had not seen daylight for a very long time.',
          '{hero} climbed slowly, looking at everything, the way Priya had said: not expecting. Just seeing.',
          'Halfway up, where the water had cut a new bank as sharp as a slice of cake, something stuck out of the grey.',
          'It was long, and curved, and the colour of old honey. It tapered to a point. {hero} crouched, heart going so hard it was almost painful, and looked without touching. It was a claw. A single curved claw as long as {hero.poss} hand, and behind it, just visible in the rock, the knuckle of the bone it had once been attached to, and the shadow of another.',
          '@friend {pal} had followed, yawning, and stopped dead. “Is that…” {pal} said. “Is that what I think it is?” {hero} could only nod.',
          '@pet {pal} had followed, and sat down very still beside {hero}, as if understanding that this was not a moment for digging holes.',
          '{hero} pressed a strip of [?{colour}|red] tape onto the scree beside it, to mark the place, and took out {hero.their} phone to photograph it from every side.',
          '@lesson-helping A claw like this would crumble if it was pulled out wrong, and {hero} could not jacket it alone. {hero} knew that, and for once did not mind knowing it. So {hero} ran for the hut and asked for help, plainly, without dressing it up, which turned out to be the easiest and most important thing {hero.they} did all summer.',
          '@lesson-teamwork This was not a one-person find, whatever the stories said. A claw in a soft bank, with more rain coming, would take every pair of hands on the dig. {hero} ran for the others.',
          '@lesson-patience Every part of {hero} wanted to start digging there and then, with bare hands if necessary. Instead {hero} made {hero.self} stop, photograph it, and touch nothing. It had waited a hundred million years. It could wait ten more minutes for someone to do it properly.',
          '@lesson-trying-again Five weeks of nothing, {hero} thought. Five weeks of trays and blisters and “good effort”. And still it had been worth getting up one more time, in the dark, to look.',
          '@lesson-honesty Dr Mercer had brushed {hero} off all week. It would have been easy to make him wait, or to make a show of it. Instead {hero} told Dr Mercer exactly where it was and exactly what {hero.they} had seen, no more and no less, and let the claw speak for itself.',
          '@lesson-listening It had been an old man on a fence who knew, not the maps. And {hero}, almost without meaning to, had listened.',
        ],
      ],
      scene: '{hero} crouching in a rain-scoured gully at dawn beside a long, curved fossil claw sticking out of a fresh bank',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Dr Mercer came up the gully at a run, still in his pyjama top, and knelt in the scree and did not say anything for a long time. Then he said, “Everybody. Plaster. Now.” The clouds were coming back. They worked all morning, the whole team in a line, jacketing the claw and the bones behind it, and carried it down just as the first fat drops began to fall.',
        ],
        [
          'Dr Mercer came up the gully at a run, still in his pyjama top, and knelt in the wet scree beside the claw, and did not say anything at all for a long time.',
          'Then he took his glasses off, and wiped them, and put them on again, as if the claw might have been a smear on the lens.',
          '“It’s a hand,” he said at last, very quietly. “That’s a theropod hand. Articulated. In the gully. In the gully.” Dr Mercer turned and looked at {hero}, properly, for what felt like the first time since the first day. “How did you know?”',
          '“I didn’t,” said {hero}. “Someone told me where the rain digs.”',
          'Dr Mercer looked down the valley, towards a cottage at the end of the track, and something complicated crossed his face. Then he stood up, and his voice changed completely.',
          '“Everybody,” he shouted down the gully. “Plaster. Burlap. Water. Now. The whole lot.”',
          'The clouds were already building again over the ridge. They worked all morning, the whole team strung out in a line up the gully, passing buckets hand to hand: Priya mixing plaster, Dr Mercer cutting the bank back around the bones a millimetre at a time, {hero} soaking strips of burlap and laying them on, layer after layer, until the claw and the hand and the shadowy bones behind it were wrapped in a great white jacket like a broken arm.',
          'They carried it down between six of them just as the first fat drops began to fall.',
        ],
      ],
      scene: 'A team strung out in a line up a gully, passing buckets of plaster to wrap a fossil in a white jacket under darkening clouds',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'That afternoon the jacket lay on the long table in the site hut like a patient after an operation, and everyone kept finding reasons to walk past it. Dr Mercer found {hero} washing plaster off the buckets outside. “I owe you an apology,” he said. “I stopped looking at the people on this dig. I only looked at the squares.” {hero} did not know what to say, so handed Dr Mercer a bucket, and he, to everyone’s astonishment, washed it.',
        ],
        [
          'That afternoon, the jacket lay on the long table in the site hut, propped on sandbags, like a patient after an operation. Nobody had been told to keep away from it, and nobody needed to be. But everyone kept finding reasons to walk past: to fetch a pencil, to check the kettle, to look at the weather through the window, and, on the way back, to stop and stand beside the great white lump for a minute and say nothing.',
          '@friend {pal} had signed the plaster, very small, near the bottom, and then spent an hour worrying that this was a crime.',
          '@pet {pal} lay under the table directly beneath the jacket, like a guard who has been given no instructions but has decided to take the job seriously anyway.',
          '{hero} was outside, scrubbing dried plaster out of the buckets with a stiff brush and a tap that coughed before it ran, when Dr Mercer came round the corner of the hut.',
          'He had changed out of the pyjama top. He had not, as far as anyone could tell, slept. He stood there for a moment with his hands hanging at his sides, like a man who had walked into a room and forgotten why.',
          '“I owe you an apology,” he said.',
          '{hero} stopped scrubbing.',
          '“On the first day I told you the best finds go to whoever refuses to stop looking,” Dr Mercer went on. “And then I stopped looking. Not at the ground. At the people.” He rubbed the back of his sunburnt neck. “I had a letter in my pocket and five weeks of nothing, and I decided the dig was finished before it was. Somewhere in there I stopped listening to anybody, including you. That was wrong. I’m sorry.”',
          'It was a strange thing, being apologised to by a grown-up properly, with no “but” on the end. {hero} found there was nothing in {hero.their} head that fitted the moment at all.',
          'So {hero} handed Dr Mercer a bucket and the spare brush.',
          'He looked at the bucket as if it were a fossil of a kind he had never seen. Then, to the lasting astonishment of Priya, who was watching from the window, he sat down on the step and started to scrub.',
          'They worked side by side for a while without talking. The tap coughed. Over the ridge, the sky was beginning to thicken again.',
          '“The hand won’t be alone,” Dr Mercer said eventually, not looking up. “Hands never are. There will be an arm behind it, and maybe a great deal more. We’ll need years.” He set the clean bucket down. “That’s a good problem. I’d forgotten what a good problem felt like.”',
        ],
      ],
      scene: '{hero} and a tired palaeontologist sitting on the step of a site hut, scrubbing plaster out of buckets together',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'By evening the rain was back, and the bones still in the bank behind the claw were out in it. So they went up the gully again with head torches and the biggest tarpaulin they had left. The wind tore it out of their hands twice. The third time {hero} had the idea of weighing the corners with the scree itself, rock by rock, until the cover lay flat and drumming over the bank. They came down soaked, and for once nobody minded being soaked at all.',
        ],
        [
          'By evening the rain was back, steady and grey, and with it a new worry.',
          'The claw was safe in the hut. But the arm it belonged to was still up there in the gully, in a bank that the last storm had cut open like a cake, and another night of water running down it could wash half of it away, or pull it out in pieces and scatter them down the scree where nobody would ever find them again.',
          '“Tarpaulin,” said Dr Mercer. “The big one. Head torches. Anybody who doesn’t mind getting wet.”',
          'Nobody minded. That was the surprising part.',
          'They went up the gully in a line, torch beams bobbing, the scree sliding and chattering under their boots, the rain loud on their hoods. At the new bank, Priya held the torch while {hero} and Dr Mercer shook out the great sheet of plastic between them.',
          '@friend {pal} took a corner too, and was nearly carried off down the gully with it, and had to be grabbed by the back of the coat.',
          '@pet {pal} had been told firmly to stay in the hut, and could be heard from halfway up the gully expressing an opinion about it.',
          'The first time, the wind came round the side of the ridge and snatched the tarpaulin clean out of their hands, and it went bellying away into the dark like a ghost with somewhere to be. They chased it down twenty metres of scree and dragged it back.',
          'The second time they got it over the bank, and the wind simply got underneath and lifted it, cracking like a whip.',
          '“Pegs won’t hold in this,” shouted Dr Mercer over the rain. “It’s all loose.”',
          '{hero} looked at the loose stuff: the whole gully floor was scree, grey rock in every size from a walnut to a loaf. The gully had been throwing stones at them all week. It seemed only fair to throw some back.',
          '“Then we don’t peg it,” {hero} said. “We bury the edges.”',
          'So that is what they did. Rock by rock, passing them hand to hand, they built a low grey wall along every edge of the sheet until the wind could find no way in and the tarpaulin lay flat and taut over the bank, rattling under the rain.',
          'They stood back in the torchlight, dripping. Dr Mercer wiped the rain off his glasses with a wet sleeve, which made no difference at all, and laughed, suddenly, a real laugh that nobody on the dig had heard from him before.',
          'They came down soaked to the skin, and for once nobody minded being soaked in the slightest.',
        ],
      ],
      scene: 'People with head torches on a rain-swept gully at night, piling rocks along the edges of a tarpaulin stretched over a bank',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'The money did not run out. The landowner came to see the claw, and went away thoughtful, and the site stayed open. Months later, a card arrived with a photograph of the claw in a glass case, and under it, in small print, the name of the person who found it.',
          '@lesson {hero} thought about Mr Vellacott, and the gully, and the long week. “{lesson},” {hero} said out loud, to nobody, and found that {hero.they} meant it.',
        ],
        [
          'The money did not run out.',
          'The landowner came up on Saturday to see the jacketed claw in the site hut, and stood looking at it for a long time with her hands in her pockets, and went away thoughtful. By the following week there was a new letter in Dr Mercer’s pocket, and he no longer read it every evening as if it might change.',
          '{hero} went home with a blister that took a fortnight to heal and a sunburnt neck that took longer.',
          'On the last evening, walking down the track for the final time, {hero} passed the fence. Mr Vellacott was leaning on it, arms folded, watching the ridge.',
          '“Heard you found something,” he said.',
          '“You found it,” said {hero}. “I just went and looked.”',
          'Mr Vellacott considered this. “Most people don’t,” he said, “go and look.” And he tapped the side of his nose, and said nothing else, which from him was practically a speech.',
          'Months later, a card arrived. Inside was a photograph of the claw, cleaned now and gleaming like dark honey, in a glass case under soft lights. Beneath it was a small printed label with a long Latin name, and under that, in smaller print still, the words: Found by {hero}.',
          '@lesson {hero} propped the card on the shelf and looked at it for a long time. “{lesson},” {hero} said to the empty room. Of all the things a summer could teach you, it was not the worst.',
        ],
      ],
      scene: 'A fossil claw gleaming in a glass case under soft lights, a small label beneath it',
    },
  ],
};
