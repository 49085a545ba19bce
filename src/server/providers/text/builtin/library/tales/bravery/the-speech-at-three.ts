/**
 * For readers of 11–14, anywhere: at Gran and Grandad's golden wedding party, Grandad has lost his
 * voice, and the hero must make the speech he has made at every family party for forty years. The
 * cards fail; a great-aunt's story of a note written on a bus ticket, and her advice (find one face,
 * say the true thing), carry the speech through.
 */
import type { Tale } from '../../types.ts';

export const theSpeechAtThree: Tale = {
  id: 'the-speech-at-three',
  bands: ['older'],
  worlds: ['forest', 'mountain'],
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      [
        'The night before the party, {hero} sat up late {home.in}, wrapping the present: a photo frame with room for two pictures, one from fifty years ago and one still to be taken. In the morning the whole family squeezed into three cars and drove {place.to}, with the present on {hero.poss} knees all the way.',
      ],
    ],
    ending: [
      [
        'Back {home.in} the next day, {hero} pinned the page from the pad to the wall, where it could be read every morning over breakfast: BETTER THAN MINE.',
      ],
    ],
  },
  time: 'day',
  shape: 'courage',
  titles: ['The Speech at Three O’Clock', '{hero} Speaks for Grandad', 'Fifty Years and a Bus Ticket'],
  characters: ['Gran', 'Grandad', 'Bea', 'Ivy', 'Marcus', 'Ray', 'Stan'],
  places: [['at', 'the old scout lodge in Fernside Wood'], ['at', 'the long timber lodge below Crag Fell']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was Gran and Grandad’s golden wedding, fifty years married to the day, and the party was {place.in}. Forty-three relatives had come. At every family party anyone could remember, Grandad had stood up at three o’clock, tapped a glass with a spoon, and made a speech so short and so funny that people quoted it for years afterwards. {hero} had been looking forward to this one for months.',
          '@pet {pal} had been invited on strict condition of good behaviour.',
          '@friend {pals} had come too, because {hero} had refused to face forty-three relatives without somebody of {hero.their} own.',
        ],
        [
          'It was Gran and Grandad’s golden wedding, fifty years married to the day, and the party was {place.in}.',
          'By eleven o’clock the long tables had been pushed end to end and covered in paper cloths, the folding chairs had been unfolded, mostly correctly, and a cake of three tiers stood on a table of its own like a small white building that nobody was allowed to enter. Uncle Ray had brought a speaker and was playing songs from the year Gran and Grandad met, which meant a great deal of trumpet.',
          'Forty-three relatives had come, some of them from so far away that they had to be introduced to each other twice. There were great-uncles with opinions and second cousins with babies, and a small, fierce pack of younger cousins who had discovered that the space under the long tables was a country with its own laws.',
          'At every family party anyone could remember, at exactly three o’clock, Grandad had stood up, tapped a glass with a spoon, and made a speech. It was never long. Grandad said that a speech was like a joke or a boiled egg, in that the whole art lay in knowing when to stop; but in four minutes he could make a room laugh twice, make Gran roll her eyes once, and make at least one great-aunt reach for a tissue, and people quoted his speeches back to him for years.',
          '{hero} could recite whole pieces of them. At the christening of the youngest cousin, Grandad had welcomed the baby to a family that would love it, feed it, and never once let it win at cards. At a great-aunt’s ninetieth, Grandad had said that she was proof that a person could be ninety and still be the most dangerous driver in the county. {hero} had laughed at both so hard that a cousin had to be sent for water.',
          '{hero} had been looking forward to this one for months, in the way you look forward to a film you already know you will love: not for any surprise, but for the pleasure of watching it happen exactly as it should.',
          '@pet {pal} had been invited on strict condition of good behaviour, and had spent the first hour proving that nobody had defined the phrase carefully enough.',
          '@friend {pals} had come too, because {hero} had announced, a week earlier, that {hero.they} would not face forty-three relatives without somebody of {hero.their} own, and nobody had been able to think of a good argument against it.',
        ],
      ],
      scene: 'long tables pushed end to end and covered in paper cloths, a three-tier cake on its own table, relatives arriving',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'But Grandad had woken that morning with no voice at all: not a croak, not a whisper. He spent the morning talking through a small spiral notepad, in capital letters. Just before lunch Grandad found {hero}, wrote three words, and turned the pad round: SPEECH. YOU. PLEASE. {hero} opened {hero.their} mouth to refuse, saw that PLEASE was underlined twice, and heard {hero.self} say yes.',
        ],
        [
          'There was only one problem, and it had arrived during the night.',
          'Grandad had woken that morning with no voice at all. Not a croak, not a husky whisper, nothing: his mouth opened and shut like a goldfish’s and the words simply failed to come out, as if somebody had unplugged them. The doctor on the telephone said it was laryngitis and that he was to rest it completely, which was, Gran said, the first time in fifty years that anyone had asked Grandad to be quiet and been obeyed.',
          'So Grandad spent the morning talking through a small spiral notepad and a pencil, in capital letters, which made everything he said look like a headline. PASS THE SALT. WHERE ARE MY GOOD SHOES. NO, THE OTHER GOOD SHOES.',
          'Just before lunch, Grandad found {hero} by the cake table, licked the pencil, wrote three words, and turned the pad round.',
          'SPEECH. YOU. PLEASE.',
          'Three aunts, who had appeared from nowhere as aunts do, said at once what a lovely idea that was, and how proud everyone would be, and how it was only right that the eldest grandchild should do it.',
          '{hero} opened {hero.their} mouth to explain, reasonably, that there were forty-three people here, several of whom had been making speeches since before {hero.they} {hero.was} born; that a speech at three o’clock was three hours away, which was not time to write anything, let alone learn it; and that the whole point of Grandad’s speeches was that they were Grandad’s. Then {hero} saw that the word PLEASE had been underlined twice, and heard {hero.self} say yes.',
          'It was astonishing, {hero} thought afterwards, how short a word could be and how long it could take to recover from saying it.',
          'For the rest of the morning the yes sat in {hero.poss} stomach like a swallowed marble, heavy and cold and impossible to cough back up. {hero} had stood up in class before, of course, and read things out, and once played a sheep in a nativity with a line of its own; but a class was thirty people who had to be there, and this was forty-three people who had chosen to come, and who loved Grandad, and who would be expecting, without meaning to, for Grandad to come out of {hero.poss} mouth.',
        ],
      ],
      scene: 'an old man with a notepad holding up the words SPEECH. YOU. PLEASE. to a startled young person beside a cake',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'For ten minutes {hero} and Grandad held a conversation entirely in writing, passing the pad back and forth. WHAT IF I FREEZE, {hero} wrote. Grandad wrote back: THEN YOU WILL BE COLD FOR A BIT. I FROZE IN 1989 FOR A WHOLE MINUTE. NOBODY REMEMBERS BUT ME. It was, as reassurance went, oddly effective.',
        ],
        [
          'Because Grandad could not talk, {hero} found {hero.self} not talking either, which meant that the next ten minutes were spent sitting side by side on two folding chairs, passing the notepad back and forth like a pair of spies.',
          'WHAT DO I EVEN SAY, {hero} wrote, and underlined it, to show that {hero.they} too could underline things.',
          'Grandad considered this with his head on one side. WHAT YOU MEAN, he wrote. BUT SHORTER.',
          'THAT IS NOT HELPFUL.',
          'IT IS THE ONLY HELP THERE IS. I HAVE LOOKED.',
          '{hero} took the pencil back and wrote the question that had been sitting in {hero.their} chest since the word PLEASE. WHAT IF I FREEZE.',
          'Grandad read it, and did not laugh, which {hero} had half expected. Instead he wrote for quite a long time, the pencil scratching, and turned the pad round.',
          'THEN YOU WILL BE COLD FOR A BIT. I FROZE AT YOUR AUNT’S CHRISTENING IN 1989. A WHOLE MINUTE. I FORGOT HER NAME. MY OWN DAUGHTER. NOBODY REMEMBERS IT BUT ME.',
          '“Is that true?” {hero} said out loud, forgetting.',
          'Grandad nodded solemnly, and then, after a moment, wrote: ALSO I ONCE CALLED THE VICAR DAVE. HIS NAME WAS NOT DAVE.',
          'It was, as reassurance went, oddly effective. It is difficult to be entirely terrified of something that a person you love has done badly and survived.',
        ],
      ],
      scene: 'a grandfather and grandchild side by side on folding chairs, passing a small notepad back and forth',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} went to find Gran, who was folding paper napkins into swans with great concentration. Gran confessed that she hated being looked at, and always had. “The only thing I like about Grandad’s speeches,” Gran said, “is that everybody looks at him instead of me.” {hero} had never once thought that Gran might be nervous too.',
        ],
        [
          'Somebody ought to tell Gran, {hero} thought, before one of the aunts did it badly; so {hero} went to find her.',
          'Gran was sitting at the far end of the long table, entirely alone, folding paper napkins into swans with a concentration usually seen only in surgeons. There were already nineteen swans in a row in front of Gran, each one a little better than the last, and none of them, {hero} suspected, had been asked for by anyone.',
          '“I know,” said Gran, before {hero} could say anything. “He told me. Well, he wrote it. He showed me the pad.” She set down swan number twenty and looked at it critically. “Are you all right?”',
          '“No,” said {hero}, which was not what {hero.they} had meant to say.',
          '“Good,” said Gran. “Nor am I. Sit down and make a swan. It helps.”',
          '{hero} sat, and made a swan, which came out looking more like a paper boat that had been in an accident. Gran did not comment on it, which was kind.',
          '“Shall I tell you a secret?” Gran said after a while, not looking up. “I hate this. I have always hated it. Fifty people looking at me at once, all wanting me to be happy in a particular way. My own wedding, I was sick with nerves for a week.” She folded a wing with great precision. “Do you know the only thing I like about Grandad’s speeches?”',
          '{hero} shook {hero.their} head.',
          '“That while he’s talking, everybody looks at him instead of me.” Gran smiled, a small, private smile. “Fifty years, and I have never once told him that.”',
          'It had simply never occurred to {hero} that Gran, who ran the whole family the way a good captain runs a ship, might be frightened of anything at all, least of all of her own party. {hero} sat there folding a second swan, slightly less catastrophic than the first, and felt the afternoon rearrange itself a little, the way a room does when somebody moves the furniture.',
        ],
      ],
      scene: 'a grandmother folding paper napkins into swans at the end of a long table, a row of paper swans in front of her',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          '{hero} took a pack of [?{colour}|plain] index cards to the quiet corner behind the stack of spare folding chairs and wrote the speech there. By half past one there were seven cards, numbered, and full of facts: fifty years was eighteen thousand two hundred and sixty-two days; four houses; eleven cats. Read back, it sounded like a thorough weather forecast. It would have to do.',
        ],
        [
          'There was a quiet corner behind the stack of spare folding chairs, where the coats had been heaped and nobody came except to look for a scarf, and {hero} retreated there with a pen and a pack of [?{colour}|plain] index cards that one of the aunts had produced from a handbag, as aunts do.',
          'The trouble with a speech, {hero} discovered within about a minute, is that the first line has to be perfect, and every first line that occurs to a person sitting on a heap of coats is either a cliché or a lie. Ladies and gentlemen. Dear family. We are gathered here. {hero} crossed them all out, and the next ones too, until the first card looked like a small battlefield.',
          'So {hero} did what {hero.they} always did with a difficult piece of homework, which was to find out facts until the facts added up to something. Fifty years was eighteen thousand two hundred and sixty-two days, counting leap years, which {hero} did twice to be sure. In that time Gran and Grandad had lived in four houses, brought up three children, owned eleven cats, one of whom had been called Lord Nelson and bitten a postman, and driven, according to Grandad, roughly to the Moon and halfway back in a series of unreliable cars.',
          'By half past one there were seven cards, numbered in the top corner, full of neat, true, carefully checked information.',
          '{hero} read them back in a whisper and winced. It sounded like a very thorough weather forecast. It sounded like something a person might say about a bridge on the day it was opened. Every single fact in it was correct, and there was nobody in it at all.',
          'It would have to do, {hero} decided. There was no time to start again, and besides, facts could not let you down. That, at least, was the theory.',
        ],
      ],
      scene: 'a young person sitting on a heap of coats behind stacked folding chairs, writing on index cards',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'To practise, {hero} read the cards aloud to the younger cousins under the long table. It went badly. One asked whether there would be jokes, another asked why it was so long, and the smallest fell asleep during the cats. {hero} crossed out card four and felt no better.',
        ],
        [
          'A speech ought to be tried out on an audience, {hero} reasoned, and the only audience available that would not tell the whole family about it afterwards was the pack of younger cousins who had set up home under the long tables.',
          'Getting into their country required a password, which turned out to be “biscuit”, and a biscuit. Then {hero} sat cross-legged among the table legs and the dropped napkins, held up the cards, and began to read.',
          'The younger cousins were the most honest audience in the world, and also the worst. Before the end of card one, somebody asked whether there were going to be any jokes. During card two, somebody else asked why it was so long, and whether it would be finished before the cake. At card three, two of them began a quiet but bitter argument about whose turn it was with a plastic dinosaur, and by the time {hero} reached the eleven cats on card four, the smallest cousin of all had laid a head in {hero.poss} lap and fallen fast asleep.',
          '“Was that the end?” asked one of the twins, hopefully.',
          '“That was card four,” said {hero}. “There are seven.”',
          'There was a silence of deep, shared disappointment.',
          '@friend {pal}, who had crawled in to watch, offered the opinion that the cats were the best bit, which was kind, and also clearly the only bit {pal} had been awake for.',
          '@pet {pal} had followed {hero} under the table and lay listening with great attention to the biscuit, rather than to the speech.',
          'Crawling out again, {hero} crossed out card four with a long, decisive line. It made the speech shorter. It did not, unfortunately, make it any better, and {hero} knew it.',
        ],
      ],
      scene: 'a young person sitting cross-legged under a long table among small cousins, reading from index cards, one cousin asleep',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next, {hero} went along the long table asking relatives for a memory of Gran and Grandad to put in. A great-uncle told a story about a caravan holiday that had no end; an aunt offered a recipe for trifle; a cousin could only remember that Grandad snored. None of it would do. It was all true, and none of it was the right kind of true.',
        ],
        [
          'Perhaps, {hero} thought, the speech needed stories rather than facts; and if so, the obvious place to get stories was the forty-three people who had come all this way and were now sitting about with nothing to do but eat sausage rolls. So {hero} went along the long table with a pen, asking for memories of Gran and Grandad, like a reporter.',
          'This turned out to be a mistake of a particular and educational kind.',
          'Great-Uncle Stan had a story about a caravan holiday in nineteen eighty-two, and it began well, with a storm and a wrong turning, but it did not so much end as gradually wander off, like a toddler who has seen something interesting in the distance, and after eleven minutes it had somehow become a story about Great-Uncle Stan’s own knee.',
          'An aunt, asked for her favourite memory of Gran, thought hard and then offered the recipe for Gran’s trifle, with quantities, and wanted to know whether {hero} had written down the part about the sherry.',
          'A cousin of about nine, consulted from under the table, said that the main thing about Grandad was that he snored like a motorbike, and that once, on a camping trip, he had snored so loudly that a family in the next tent had complained, and that this should definitely go in the speech, at the beginning, with actions.',
          '@friend {pal} trailed along behind, taking it all down in a second notebook with enormous seriousness, and whispered at the end of the table that they now had enough material for a film, but not a very good one.',
          'By the time {hero} reached the end of the table, there was a whole page of notes. Every word of it was true. It was just not the right kind of true: it was all about the people telling it, and not about the two people at the middle of the day, and {hero} could not have said how {hero.they} knew that, only that it was so.',
          '{hero} folded the page away and did not add any of it to the cards.',
        ],
      ],
      scene: 'a young person with a pen and notebook listening politely to an old great-uncle telling a long story at a party table',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Cousin Marcus, who was fifteen and regarded most things as embarrassing, heard about the speech and looked at {hero} with real pity. “In front of everyone?” Marcus said. “I’d rather be eaten. Slowly. Good luck, though.” It was, {hero} felt, the first sincere thing Marcus had said in two years.',
        ],
        [
          'News travels fast at family parties, faster than the sandwiches, and by one o’clock everybody knew that Grandad had lost his voice and that {hero} was doing the speech.',
          'Cousin Marcus was fifteen, and had arrived wearing headphones which he had not yet taken off, and regarded almost everything in the world as embarrassing, in particular relatives, parties, dancing, cake, speeches, and the concept of family in general. Marcus found {hero} by the lemonade and slid one headphone off, which from Marcus was the equivalent of a bow.',
          '“Is it true?” Marcus said. “You’re doing the thing? The speech? Standing up? In front of all of them?”',
          '“Apparently,” said {hero}.',
          'Marcus looked out over the party: the great-uncles with their opinions, the aunts with their tissues already in their sleeves, the small cousins crawling under the tables. Marcus looked back at {hero} with what was, unmistakably, real pity.',
          '“I would rather be eaten,” Marcus said. “By something slow. Starting with the feet.” He put the headphone back on, and then, after a moment, took it off again. “Good luck, though. Seriously.”',
          'It was, {hero} reflected, the first sincere thing that Marcus had said to anyone in about two years, and it was not, as encouragement went, a great help.',
        ],
      ],
      scene: 'a teenage cousin with headphones round his neck, looking with pity at a younger cousin holding index cards',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'That was where Great-Aunt Bea found {hero}. Bea was Gran’s older sister, eighty-three years old, and had never once pretended to like something she did not. She read all the cards. “Very accurate,” she said. “Nobody in history has cried at accuracy.”',
          'Then Bea told a story. Fifty-one years ago, on the number nine bus, Grandad had sat across the aisle from Gran for eleven Saturdays without saying one word, while Bea, beside her sister, was very rude about him. On the twelfth Saturday, just before his stop, he wrote on the back of his bus ticket, dropped it in Gran’s lap, and ran. It said: I GET OFF AT THE NEXT STOP. I WILL BE SORRY ALL MY LIFE IF I DON’T SAY HELLO. “He has been frightened of every speech since,” said Bea. “His secret is this. Don’t talk to forty-three people. Find one face. And say the true thing, not the clever one.”',
        ],
        [
          'That was where Great-Aunt Bea found {hero}, sitting on the coats behind the folding chairs with the cards in one hand and an expression, Bea said later, like somebody waiting to have a tooth out.',
          'Bea was Gran’s older sister, eighty-three years old, very small and very upright, and she had never once in her life pretended to like something she did not. She had told a bishop that his sermon was too long, and a famous chef that his soup needed salt, and she had been right both times. The family loved her and were, in roughly equal measure, frightened of her.',
          'Bea held out one hand for the cards, and {hero}, who had not meant to hand them over, found that {hero.they} had.',
          'She read them all, slowly, holding each one at arm’s length, and did not say anything until the last. Then she squared the little pile neatly on her knee and handed it back.',
          '“Very accurate,” she said. “I had no idea about the eleven cats. But, my dear, nobody in the history of the world has ever cried at accuracy.”',
          '“It’s all I’ve got,” said {hero}.',
          '“It is not,” said Bea, and sat down, with some difficulty and a great deal of dignity, on the edge of the coat heap. “Let me tell you something that I don’t believe anyone has told you, because I don’t believe anyone else remembers it.”',
          'Fifty-one years ago, Bea said, she and her little sister had taken the number nine bus into town every Saturday morning. And every Saturday, on the seat across the aisle, there had been a tall, thin young man with a great deal of hair, who looked at Gran the whole way and never said one single word. For eleven weeks.',
          '“Eleven weeks,” said Bea. “I counted. I was very rude about him. Then, on the twelfth Saturday, just before his stop, he took out his bus ticket and a pencil and wrote on the back of it, and when the bus stopped he dropped the ticket in your gran’s lap, and he ran.”',
          '{hero} had heard a hundred of Grandad’s speeches and never once this story. “What did it say?”',
          'Bea closed her eyes and recited it, word for word, as though it had been written on the inside of her eyelids. “I GET OFF AT THE NEXT STOP. I WILL BE SORRY ALL MY LIFE IF I DON’T SAY HELLO. HELLO.”',
          'For a moment neither of them said anything.',
          '“So you see,” said Bea briskly, “the man who makes the funny speeches was once too shy to say hello to a girl on a bus, and he has been frightened before every single speech since. He told me so, at your mother’s wedding, with his hands shaking so badly he couldn’t hold his glass. And he told me his secret, which I am now going to tell you, since he can’t.” She tapped the cards. “Don’t talk to forty-three people. Nobody can talk to forty-three people. Find one face, and talk to that. And say the true thing, not the clever thing. The clever thing is only ever a place to hide.”',
          'Then Bea patted {hero.poss} knee, stood up in three careful stages, and went off to tell a great-uncle that his tie was a mistake.',
        ],
      ],
      scene: 'a tiny, upright old lady sitting on a heap of coats, telling a story to a young person holding index cards',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'On a big board by the cake, somebody had pinned up fifty years of photographs. {hero} studied them one by one: the wedding, with Grandad’s astonishing hair; babies; four different houses; a great many cats. In almost every picture, {hero} noticed, Grandad was not looking at the camera. He was looking at Gran.',
        ],
        [
          'On a big board propped beside the cake table, somebody with a great deal of patience had pinned up fifty years of photographs, in order, with little handwritten labels underneath.',
          '{hero} went along it slowly, one decade at a time. There was the wedding, black and white, with Gran in a dress like a meringue and Grandad wearing hair so enormous it seemed to have come to the wedding as a separate guest. There were babies, held up proudly to the camera like prizes at a fair, one of whom, according to the label, would grow up to be {hero.poss} own parent, which was a deeply strange thing to see. There were four different front steps belonging to four different houses, and a long parade of cars in colours that no longer existed, and cats, an extraordinary number of cats, including one enormous, furious ginger animal labelled LORD NELSON, WHO BIT THE POSTMAN.',
          '@friend {pal} came and looked too, and laughed out loud at the hair, and then went quiet at the later pictures, where the hair had gone grey and then mostly gone.',
          'It was near the end, at the photographs of the last few years, that {hero} noticed something, and went back to the beginning to check.',
          'In almost every picture on the board, from the wedding to last Christmas, Grandad was not looking at the camera. Gran was smiling at whoever held it, in the patient way of someone who has been asked to say cheese a thousand times. But Grandad, in every decade, in every haircut, was looking sideways at Gran, as if he still could not quite believe his luck and was checking that she was still there.',
          '{hero} stood in front of the board for a long time after that, and thought that there was nothing at all about it on any of the seven cards.',
        ],
      ],
      scene: 'a big board of old photographs beside a cake table, a young person studying one picture closely',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Across the party, Grandad was trying to tell a great-uncle something without his pad, by acting it out. The small cousins decided it was a game and began shouting guesses: a boat, a kangaroo, a bus. It turned out to be a question about the car park. {hero} laughed until it hurt, and for five minutes forgot about three o’clock entirely.',
        ],
        [
          'Across the party, something was happening that drew a crowd.',
          'Grandad had left the notepad on a chair somewhere, and a great-uncle, who was a little deaf and very impatient, had asked him a question that apparently needed answering at once. So Grandad was acting the answer out, with great energy and in total silence: holding an invisible steering wheel, then pointing urgently over his shoulder, then making a shape with both hands like a large box and patting it.',
          'The small cousins, who recognised a game when they saw one, came out from under the tables and began shouting guesses.',
          '“A boat!”',
          '“A kangaroo!”',
          '“A bus!”',
          '“Two words!” yelled one of the older cousins, who seemed to know the rules. “First word! Sounds like!”',
          'Grandad, entering into the spirit of it, held up two fingers, then tugged his ear, then did something with his elbows that nobody could interpret at all. By now a small audience of adults had gathered too, several of them shouting guesses of their own that were even worse than the children’s.',
          'In the end it took the great-uncle’s wife to work it out. Grandad had been asking whether the great-uncle had remembered to lock the car, which was in the car park, and which had a large box on its roof, which was where the great-uncle had left his hat.',
          '@friend {pal} laughed so much that a chair became necessary, and the nearest chair, turned out to be the one with Grandad’s notepad on it.',
          '@pet {pal} joined in with a great deal of excited noise at every guess, and was judged by the cousins to have got closest.',
          '{hero} laughed until it hurt, properly, helplessly, with both hands over {hero.their} face, and realised, afterwards, that for five whole minutes {hero.they} had forgotten about three o’clock entirely.',
        ],
      ],
      scene: 'an old man miming silently with great energy while small cousins shout guesses around him at a party',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'With an hour to go, {hero} practised the first line alone, in a whisper, to a stack of lemonade crates, twenty times, until the words stopped meaning anything. Then Uncle Ray, coming for more lemonade, overheard and clapped. {hero} nearly died, but survived, which was something.',
        ],
        [
          'With an hour to go, {hero} found the one place at the party where nobody was, which was behind the stack of lemonade crates that Uncle Ray had brought, and practised.',
          'Only the first line. Everyone said that the first line was the worst, and that after it the rest would follow on by itself. So {hero} said the first line to the lemonade, in a whisper, and then again, and then twenty more times, changing the stress each time. GOOD afternoon, everybody. Good AFTERnoon, everybody. Good afternoon, EVERYbody.',
          'By the twentieth time, the words had stopped meaning anything at all and become a noise, like a word you look at for too long until it seems to be spelled wrong. {hero} wondered whether this was what practising was supposed to feel like, or whether it was a sign of something going badly wrong in the brain.',
          'Then, from just behind the crates, there came a single, slow clap.',
          'Uncle Ray, who had come to fetch more lemonade and been standing there for an unknown length of time, was clapping, with the bottle tucked under one arm. “Lovely,” he said. “Really lovely. I especially liked the fourteenth one.”',
          'For a moment {hero} seriously considered climbing into a lemonade crate and living there for the rest of {hero.their} life.',
          '“Don’t mind me,” said Ray, not unkindly, and took two bottles, and went. “You’ll be grand. I was sick in a bucket before my own wedding speech, and look at me now.”',
          '{hero} watched Uncle Ray walk away with the lemonade, humming a song with a lot of trumpet in it, and could not decide whether that was comforting or not. On balance, {hero} decided, being overheard by Uncle Ray had been awful, and {hero} had survived it, which was at least a small piece of evidence.',
        ],
      ],
      scene: 'a young person whispering to a stack of lemonade crates while an uncle with a bottle under one arm claps behind',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Lunch was served, and {hero} could not eat it. Every time {hero} looked at the clock it had moved three minutes, and every three minutes felt like an hour. [?{hero} held on to {toy.full}, in the bottom of a bag, where nobody could see.|{hero} kept one hand in a pocket, round the cards, where nobody could see.]',
        ],
        [
          'Lunch was served at two, and it was a very good lunch, and {hero} could not eat any of it.',
          'It was not that {hero} felt sick, exactly. It was more that {hero.poss} stomach had packed its bags and gone to wait somewhere near three o’clock, and the rest of {hero} had been left behind with a plate of food and no way of getting it to where it was needed. {hero} moved a potato from one side of the plate to the other, and then back, as if it were a chess piece in a very slow game.',
          'Time behaved strangely. Every time {hero} looked at the clock on Uncle Ray’s speaker, three minutes had passed, and every three minutes felt like an hour, and yet somehow, at the same time, three o’clock was rushing towards the party like a lorry that has lost its brakes.',
          'Around the table, the relatives were having a lovely time, which somehow made it worse. A great-uncle was telling the story of the time he had met a famous racing driver in a lift. Two aunts were disagreeing about a recipe. Nobody was thinking about three o’clock at all, except {hero}, who could think of nothing else.',
          '[?Under the table, in the bottom of a bag, was {toy.full}, which {hero} had brought for no reason that would survive being said out loud. {hero} reached down and held on to it for a minute, where nobody could see, and felt very slightly better, and slightly foolish, and mostly better.|{hero} kept one hand in a pocket, round the edges of the cards, and held on to them as if they might try to escape.]',
          '@pet {pal} appeared under the table, leaned against {hero.poss} legs, and quietly disposed of the sausages, which was the most useful thing anybody did during lunch.',
          '@friend {pal} noticed the uneaten plate, said nothing, and quietly swapped it for an empty one before any of the aunts could see, which is the kind of thing that makes a friendship last for ever.',
        ],
      ],
      scene: 'a young person at a crowded lunch table, pushing food round a plate, relatives laughing all around',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'At a quarter to three, {hero} went to Grandad and wrote on the pad: CAN I GET OUT OF IT. Grandad did not argue. He wrote: YES. YOU CAN ALWAYS SAY NO. Then he waited. {hero} looked at the word YES for a long time, and found that being allowed to say no made it possible, after all, to say yes. {hero} handed the pad back and went to find a glass.',
        ],
        [
          'At a quarter to three, {hero} went to find Grandad, with a sentence ready that had been rehearsed even more often than the first line of the speech.',
          'Grandad was standing by the cake, looking at it as if it were an old friend who had put on a great deal of weight. {hero} took the notepad out of Grandad’s top pocket, which was a liberty, and the pencil, which was a bigger one, and wrote in capitals, pressing so hard that the point nearly went through.',
          'CAN I GET OUT OF IT.',
          'Grandad read it, and did something {hero} had not expected at all. He did not argue, or look disappointed, or write anything about how proud everyone would be. He took the pencil back, wrote one word, and held it up.',
          'YES.',
          'Then, underneath, smaller: YOU CAN ALWAYS SAY NO. I WILL TAP MY GLASS AND EVERYONE WILL RAISE THEIRS AND THAT WILL BE A SPEECH TOO.',
          'And then Grandad simply waited, leaning on the cake table, in no hurry at all, while the party went on around them.',
          '{hero} looked at the word YES for a long time. It was a very strange thing. A minute earlier, the speech had been a trap, a door closing; now, with the door held wide open and a perfectly good way out of it, it had become something else, something that could be chosen. And something that could be chosen, {hero} discovered, standing by the cake, was far less frightening than something that could not.',
          '{hero} took the pencil one last time and wrote: NO. I MEAN YES. I MEAN I’LL DO IT.',
          'Grandad read it, and nodded, slowly, the way he nodded at a good move in a game of cards, and put the pad back in his pocket; and {hero} went to find a glass and a spoon.',
        ],
      ],
      scene: 'an old man leaning on a cake table holding up a notepad that says YES, a young person beside him thinking hard',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'At three o’clock, {hero} stood up and tapped a glass with a spoon, the way Grandad always did, and the whole party went quiet much faster than expected. Forty-three faces turned. {hero} read the first card in a voice that came out thin and strange, and from the back somebody called, “Speak up, love.” Then {hero.poss} hands began to shake. The cards slid, fanned out, and vanished under the table among the feet. Little cousin Ivy dived after them and came up proudly with card six. The silence went on and on. {hero.poss} mind had gone completely white.',
        ],
        [
          'At three o’clock, {hero} stood up.',
          'Grandad always tapped a glass with a spoon, so {hero} did too, and tapped it harder than meant, so that it rang out like a bell in a church; and the whole party, which had been a wall of noise a second earlier, went quiet at once, far faster than {hero} had imagined it could. Uncle Ray turned the trumpets off. Somebody shushed a baby.',
          'Forty-three faces turned towards {hero}. There were a great many more faces in forty-three than {hero} had realised: each with two eyes, and every pair of eyes waiting.',
          '{hero} looked down at card one and read the first line, the line that had been crossed out and rewritten a dozen times, and it came out in a voice {hero} had never heard before, thin and high and very far away, like a recording of somebody else.',
          '“Speak up, love,” called a great-uncle from the far end, kindly, cupping a hand round one ear.',
          '{hero} tried to speak up and found that speaking up and breathing could not, at that moment, both be done. {hero.poss} hands began to shake. It started in the fingers and moved up, and the cards, which had seemed so solid behind the folding chairs, began to slide against each other like cards in a magician’s trick going wrong, until, with a small papery sigh, they fanned out, slipped, and vanished under the table among the shoes and chair legs.',
          'There was a pause. Then little cousin Ivy, who was six and had been waiting all afternoon for something to happen, dived under the table with a cry of joy and came up, triumphant, holding a single card aloft like a trophy. It was card six. Card six was about the cars.',
          '{hero} could see them all with a strange, sharp clearness, as if someone had turned the brightness up on the world. There was a great-uncle with reading glasses pushed up on his forehead; a baby chewing the corner of a paper cloth; Great-Aunt Bea at the end of the table, very upright, with no expression at all; and Gran, halfway down, with her hands folded in front of her and a small crease of worry between her eyebrows that had not been there a minute before. It was the crease that did it. {hero} had come to make this day better, and it was getting worse, and everybody could see.',
          'Nobody laughed. That was almost the worst part. Everyone was being so kind, waiting, smiling encouragingly, and the silence stretched out longer and longer, and {hero.poss} mind, which had held seven cards of facts only a minute before, had gone perfectly, completely white, like a page nobody had written on.',
        ],
      ],
      scene: 'a young person standing at a long table with a glass and spoon, index cards scattered underneath, forty-three faces waiting',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Find one face, Bea had said. So {hero} stopped looking at forty-three and looked for one, and found Grandad, who held up his notepad. On it, in capitals, was written: TAKE YOUR TIME. So {hero} took it. The cards could stay where they were.',
          '@friend In the third row {pal} caught {hero.poss} eye and gave one small, steady nod.',
          '@pet Under the cake table, {pal} sat watching {hero} with a steady, untroubled look, as if nothing in the world were wrong.',
          '“I had a speech,” said {hero}. “It was very accurate. It’s under the table. So instead I’m going to tell you one true thing, which Aunt Bea told me this afternoon.”',
          '“I know quite a lot about [?{interest}|being {hero.age}],” {hero} added. “I know almost nothing about being married for fifty years.” People laughed, warmly, and the laugh loosened something.',
          '@lesson-helping First, though, {hero} turned to Bea. “Will you help me? You were there.” Bea nodded once, like a general, and it was fine to have asked.',
          '@lesson-patience {hero} let the silence be a silence, and waited until the right first words arrived, instead of grabbing the first ones.',
          '@lesson-trying-again “Can I start again?” {hero} asked, and forty-three people nodded, and {hero} started again, properly this time.',
          '@lesson-teamwork Ivy held up card six helpfully, Bea sat up very straight, and {hero} felt, for the first time, that the whole party was on the same side.',
          '@lesson-kindness {hero} thanked Ivy for card six first, solemnly, so that she would not think she had done anything wrong.',
          '@lesson-sharing It was not, {hero} decided, a speech to keep to {hero.self}: it was Grandad’s too, and Bea’s, and it was only right to share it with them.',
          '@lesson-bravery {hero.poss} knees were still shaking. {hero} spoke anyway, which turned out to be the whole trick.',
          '@lesson-honesty “Honestly,” {hero} said, “I’m terrified.” Somebody laughed kindly, and saying it made it smaller.',
          '@lesson-listening {hero} had listened properly to Bea, and now, at last, {hero} used what {hero.they} had heard.',
          '@lesson-gratitude “First, thank you,” {hero} said, “to Aunt Bea, who told me what to say.”',
          '@lesson-being-yourself It would not be Grandad’s kind of speech, {hero} realised. It would be {hero.poss} own, and that was allowed.',
          '@lesson-calm-feelings {hero} breathed out slowly, the whole way, and felt {hero.their} heart come down from wherever it had gone.',
        ],
        [
          'Find one face, Bea had said.',
          'So {hero} stopped looking at forty-three faces, which could not be done, and looked for one, which perhaps could.',
          'It was Grandad’s, in the end. Grandad was sitting halfway down the long table with Gran’s hand in one of his and the notepad on his knee, and while everybody else was waiting, he was writing. Grandad turned the pad round and held it up at chest height, where only {hero} could read it.',
          'TAKE YOUR TIME.',
          'So {hero} took it. There was, after all, nobody in the world who could tell {hero} how long a silence was allowed to be, except the person holding the glass, and that was {hero}. {hero} stood there and let it be silent, and noticed, with some surprise, that the silence did not hurt anybody. A baby gurgled. A chair creaked. Forty-three people waited, and went on waiting, and nobody left.',
          'It came to {hero}, standing there, that every one of those people wanted this to go well. Not one of them was hoping to see a disaster. Even the great-uncle who had called out had only wanted to hear. The faces that had looked like a wall a moment ago were, when you looked at them one at a time, just faces: tired, kind, a bit sleepy, a bit bored, every one of them on {hero.poss} side whether {hero} liked it or not.',
          '@friend In the third row {pal} caught {hero.poss} eye and gave one small, steady nod, the kind that says: I am here, and I am not going anywhere.',
          '@pet Under the cake table, {pal} sat watching {hero} with a steady, untroubled look, as if nothing at all in the world were wrong, and that was somehow a help.',
          'The cards could stay where they were. {hero} did not need them; the cards had been a place to hide, exactly as Bea had said, and there was nothing true on them anyway except the cats.',
          '“I had a speech,” said {hero}, and this time the voice was {hero.poss} own. “It was very accurate. It had the number of days in it. It’s under the table now, except for card six, which Ivy has, and which is about cars.”',
          'A ripple of laughter went down the long table, warm and surprised.',
          '“I know quite a lot about [?{interest}|being {hero.age}],” {hero} went on. “I know almost nothing about being married for fifty years. So instead of the speech, I’m going to tell you one true thing, which Aunt Bea told me this afternoon, and which I don’t think most of you know.”',
          '@lesson-helping First, though, {hero} turned to the small, upright figure at the end of the table. “Aunt Bea, will you help me? You were there, and I wasn’t.” Bea nodded once, like a general agreeing to a plan, and {hero} understood, with a rush of relief, that asking had not been a weakness at all. It had been the first sensible thing {hero} had done since lunch.',
          '@lesson-patience {hero} did not grab at the first words that came. {hero} waited, through one more long breath of silence, until the right first words arrived, and they did arrive, the way a bus does if you stand at the stop long enough, which seemed suitable.',
          '@lesson-trying-again “Can I start again?” {hero} asked, and forty-three people nodded as one, and somebody said “Course you can, love,” and {hero} put down the glass, and started again, properly, from the beginning, as if the first go had only been a rehearsal in front of an unusually large audience.',
          '@lesson-teamwork Ivy held card six up helpfully, as if it were a cue card; Bea sat up even straighter; Grandad squeezed Gran’s hand; and {hero} felt, for the first time since lunch, that the whole party was on the same side, and that the side was {hero.poss}.',
          '@lesson-kindness But before anything else, {hero} crouched down and thanked Ivy for card six, solemnly, as if it were the most important card of all, because Ivy’s lip had begun to wobble and she was clearly wondering whether she had done something wrong.',
          '@lesson-sharing It was not, {hero} realised, a speech to keep to {hero.self} at all. It belonged to Grandad, who could not say a word of it, and to Bea, who had remembered all of it; the only fair thing was to share it out between the three of them.',
          '@lesson-bravery {hero.poss} knees were still shaking. That did not change. What changed was that {hero} spoke with shaking knees, and discovered that this was, in fact, the entire trick, and that nobody had ever been able to see the knees at all.',
          '@lesson-honesty “Honestly,” {hero} said, “I’m terrified. I’ve been terrified since about twelve o’clock.” The laugh that followed was kind, and having said it out loud, {hero} found that the fear had shrunk to a size that could be carried.',
          '@lesson-listening All afternoon {hero} had been hearing advice and filing it away; now, at last, {hero} actually listened to it, to Bea’s voice saying one face, the true thing, and did exactly what it said.',
          '@lesson-gratitude “First,” {hero} said, “thank you, Aunt Bea. An hour ago you told me what to say, and I didn’t listen properly, and I’m going to now.” Bea inclined her head, graciously, like a queen accepting flowers.',
          '@lesson-being-yourself It would not be Grandad’s kind of speech, {hero} realised; it would not have his timing, or his jokes about boiled eggs. It would be {hero.poss} own kind, and that, it turned out, was allowed.',
          '@lesson-calm-feelings {hero} breathed out slowly, all the way to the bottom of {hero.their} lungs, the way you let the air out of a balloon without letting it squeak, and felt {hero.their} heart climb down from wherever it had gone.',
        ],
      ],
      scene: 'an old man at a long table holding up a notepad that reads TAKE YOUR TIME, a young person standing and breathing out',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'So {hero} told them about the number nine bus, the eleven silent Saturdays, and the ticket. Halfway through, Gran opened her handbag, took out a small, soft, folded square of card and held it up, and the whole party made the same noise at once. Then Grandad wrote one more line on the pad, and {hero} read it aloud for him: I’M STILL GLAD I DIDN’T GET OFF THE BUS. Forty-three glasses went up. “To Gran and Grandad,” said {hero}, and everybody said it back.',
        ],
        [
          'So {hero} told them.',
          '{hero} told them about the number nine bus on Saturday mornings, fifty-one years ago, and the tall, thin young man with the enormous hair who sat across the aisle and looked at a girl for eleven whole weeks without ever managing a single word. {hero} told them about Great-Aunt Bea counting the weeks and being very rude about him, and Bea, at the end of the table, said, “I was,” loudly, and got the biggest laugh of the afternoon.',
          'And then {hero} told them about the twelfth Saturday, and the pencil, and the bus ticket dropped in a lap, and the young man running away down the street before anybody could answer.',
          'Halfway through, something happened that was not on any card.',
          'Gran, who had been listening with her hand over her mouth, let go of Grandad, opened her handbag, and felt about in a small inside pocket, the one with a zip, where people keep the things they cannot lose. She took out a tiny, soft, folded square of card, worn as thin and pale as cloth, and unfolded it with enormous care, and held it up.',
          'The whole party made the same noise at once: a long, soft, astonished sound, like forty-three people stepping into a warm bath.',
          '“Fifty-one years,” said Gran, to nobody in particular. “He never knew I kept it.”',
          'Grandad, who could not say anything, did not need to. His face said it for him.',
          'Then {hero} held out a hand for the notepad, and Grandad, understanding, wrote one more line, slowly, and passed it across. {hero} read it aloud for Grandad, to the one face that mattered most, which was Gran’s.',
          '“I’M STILL GLAD I DIDN’T GET OFF THE BUS.”',
          'Every aunt at the table reached for a tissue at once, as if at a signal, and so did two of the great-uncles, who pretended afterwards that it was hay fever.',
          '{hero} picked up the glass. “So,” {hero} said, “please stand up, or, if standing is beyond you, raise a glass anyway. To Gran and Grandad.”',
          '“To Gran and Grandad,” said forty-three voices, and forty-three glasses went up, and the sound of them went on for a long time.',
          '{hero} sat down. {hero.poss} knees, which had held firm for the whole of the speech, chose that moment to give way entirely, so that the sitting down was less a decision than a collapse; but nobody noticed, because everybody was clapping, and the clapping went on and on, through Uncle Ray turning the trumpets back on and out the other side, until Gran held up both hands and laughed and told them all to stop it at once, they were embarrassing the child.',
        ],
      ],
      scene: 'an old woman holding up a tiny worn bus ticket at a long table, relatives raising glasses, a young person standing',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Then, to everyone’s astonishment, Gran stood up. Gran, who never spoke at family parties and hated being looked at, stood in front of forty-three people with her knees plainly trembling, and said one sentence: “I would just like to say that I am also glad he didn’t get off that bus.” Then she sat down very fast. {hero} clapped harder than anyone, knowing exactly what it had cost.',
        ],
        [
          'Then something happened that nobody at the party had seen in fifty years.',
          'Gran stood up.',
          'Gran, who organised every family occasion from behind the scenes and had never once been known to speak at one; Gran, who would rather fold a hundred paper napkins than be looked at by anybody. Now Gran stood at the long table, with one hand flat on the paper cloth to steady herself, and forty-three faces turned towards Gran in total surprise, and {hero} could see, from three places down, that Gran’s knees were trembling under the good dress bought specially for the day.',
          'For a moment Gran did not say anything at all, and {hero} held {hero.their} breath on her behalf, knowing exactly what that silence felt like from the inside.',
          '“I would just like to say,” said Gran, rather fast, in a voice that was not quite steady, “that I am also very glad he didn’t get off that bus.” She paused. “Although, to be fair, it wasn’t his stop. He got off four stops early, just to run away. He had to walk two miles home in his good shoes.”',
          'Grandad put his face in his hands. The whole party laughed, the kind of laugh that has tears underneath it, and Gran sat down again very quickly, as though somebody had pulled the chair from behind, and reached for her glass with a hand that shook.',
          'Everyone clapped. {hero} clapped harder than anyone, hands stinging, and did not stop until Gran looked across and caught {hero.poss} eye; and something passed between the two of them, across the paper cloths and the sausage rolls, that did not need to be said, which was that they both knew now what a single sentence could cost, and that it had been worth it.',
        ],
      ],
      scene: 'a grandmother standing up at a long party table with one hand flat on the cloth, saying a single sentence, everyone turned towards her',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Then Uncle Ray played the song Gran and Grandad had danced to at their wedding, and they danced to it again, slowly, in the middle of everybody. Great-Aunt Bea held out a hand to {hero}, and they danced too, very badly, and Bea said it was the best speech she had heard since 1974, which was the last time anybody had made her cry.',
        ],
        [
          'After the toast, Uncle Ray, who had been waiting for this moment all afternoon, found a particular song on his speaker and turned it up.',
          'It was the song Gran and Grandad had danced to at their wedding, fifty years before, a slow, old, crackling thing with a great many violins in it, and when it began, Gran stood up, and held out both hands, and Grandad took them.',
          'They danced in the middle of everybody, in the small space between the long tables and the cake, slowly, not really moving their feet, just swaying, the way people dance when they have been dancing together for so long that there is nothing left to show off about. Grandad put his cheek against Gran’s hair. Nobody spoke. Even the small cousins came out from under the table to watch.',
          '@friend {pal} appeared at {hero.poss} elbow and said, very quietly, “That was the best thing I’ve ever seen anyone do,” and then, before {hero} could answer, “Don’t tell anyone I said that.”',
          '@pet {pal} wandered out between the dancers and lay down at their feet, and was allowed to stay there, because nobody wanted to break anything by moving.',
          'Then a small, bony hand tapped {hero} on the shoulder. It was Great-Aunt Bea, holding out her arm in an old-fashioned way, as if at a ball.',
          '“I don’t dance,” said {hero}.',
          '“Nor do I,” said Bea. “We shall do it together, and nobody will be able to tell.”',
          'They danced very badly, Bea leading, and trod on each other twice, and Bea said, somewhere during the second verse, that it had been the best speech she had heard since nineteen seventy-four, which was the last time anybody had managed to make her cry in public, and that she had not forgiven that person either.',
        ],
      ],
      scene: 'an old couple slow-dancing between long tables, a young person dancing awkwardly with a tiny old lady nearby',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Later, Cousin Marcus, who was fifteen and famously impossible to impress, slid past with headphones round his neck. “That was actually all right,” Marcus muttered, without stopping. From Marcus, {hero} knew, this was a standing ovation.',
        ],
        [
          'Later, when the dancing had spread out into everybody and the small cousins had begun a conga that nobody could stop, Cousin Marcus slid past. Marcus was fifteen, and had once described a fireworks display as “fine, I suppose”, and for once his headphones were round his neck rather than over his ears.',
          'Marcus did not stop walking. Marcus did not look at {hero}. Marcus simply said, out of the side of his mouth, as though passing on secret information in a spy film, “That was actually all right.”',
          'Then he was gone, into the crowd around the cake.',
          'From anyone else it would have been a small thing to say. From Marcus, it was the equivalent of a standing ovation with flowers thrown onto the stage, and {hero} stood there for some time afterwards, glowing quietly, not telling anyone why.',
        ],
      ],
      scene: 'a teenage cousin with headphones round his neck muttering sideways as he walks past, a conga line behind',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'When the toasts were done, Gran let {hero} hold the bus ticket. It was as soft as cloth, the price printed on it was tiny, and on the back, faded but clear, were the capital letters {hero} now knew by heart. At the very bottom, squeezed in on its own, was the hello itself. Gran took it back and put it away again, in the little pocket with the zip.',
        ],
        [
          'When the toasts were done and people had begun to move about again, Gran beckoned {hero} over with one finger and, without saying anything, put the bus ticket into {hero.poss} hand.',
          'It weighed nothing at all. It had been folded and unfolded so many times that the folds had gone soft and furry, like the ears of an old toy, and the card had faded to the colour of weak tea. On the front, in tiny printed letters, were the name of the bus company, which no longer existed, and the price of the fare, which made {hero} laugh out loud, it was so small.',
          'On the back, in pencil, was the writing.',
          'It was unmistakably Grandad’s, the same capital letters that had been marching across the notepad all day; only younger, and much less steady, as if the hand that wrote them had been shaking: every word that Bea had recited behind the folding chairs, about the next stop and being sorry all his life. And then, at the very bottom, squeezed in where the card ran out, on its own, the hello itself, which he had been too frightened to say out loud.',
          '“He was so frightened,” Gran said, watching {hero} read it. “You could see the pencil shaking. I thought he was the bravest boy I had ever met.”',
          '“Because he wrote it?”',
          '“Because he was frightened, and he wrote it anyway,” said Gran. “Anybody can do a thing they aren’t frightened of. That isn’t brave. That’s just Tuesday.”',
          'Then Gran took the ticket back, very gently, folded it along its soft old folds, and put it away again in her handbag, where, {hero} supposed, it would stay for another fifty years.',
        ],
      ],
      scene: 'a young person holding a tiny faded bus ticket with pencil capitals on the back, a grandmother watching',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'For the rest of the afternoon, relatives kept stopping {hero} to say things: a great-uncle wanted it written down; an aunt wanted to know about the bus; Ivy solemnly handed back card six, and {hero} kept it, because it was the only card that had been in the speech.',
        ],
        [
          'For the rest of the afternoon, {hero} could not get from one end of the party to the other without being stopped.',
          'A great-uncle with a moustache like a yard brush wanted the whole thing written down, so that it could be read out at the next wedding, and would not take no for an answer. An aunt who lived in another country wanted to know which bus it had been, and which stop, and whether anyone had ever been back there, and got quite tearful about the answer. A second cousin whom {hero} had never met before in {hero.their} life shook {hero.poss} hand with great seriousness and said that it had been a privilege.',
          'It was strange, being thanked for a thing that had felt, at the time, like falling down a flight of stairs in front of everyone. {hero} kept waiting for somebody to mention the cards, or the thin, strange voice, or the silence. Nobody did. It was as if the silence had been part of the speech all along, and a good part, the part where everyone leaned in.',
          'Then Ivy arrived, very solemn, holding card six in both hands like a certificate.',
          '“This is yours,” Ivy said. “You forgot it.”',
          '{hero} thanked Ivy gravely and kept it, and still has it, because it is the only one of the seven cards that could honestly be said to have been in the speech.',
        ],
      ],
      scene: 'a small girl solemnly handing back an index card to a young person at a party, relatives chatting behind',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'Much later, when the cake was crumbs and the music had gone slow, Grandad sat down beside {hero} and wrote on the last page of the pad: BETTER THAN MINE. {hero} tore the page out carefully and kept it, the way Gran had kept a bus ticket for fifty-one years.',
          '@lesson “{lesson},” {hero} said, and Grandad, who could not answer, nodded hard enough for both of them.',
          '@nolesson Being brave, {hero} thought, had not felt like being brave at all. It had felt like standing in a silence and saying the next true thing anyway.',
        ],
        [
          'Much later, when the cake was crumbs and the paper cloths were stained with lemonade and the music had gone slow and quiet, Grandad came and sat down on the folding chair beside {hero}, and for a while neither of them said anything, which for once was fair on both sides.',
          'Then Grandad took out the notepad. There was one page left in it. He wrote on it slowly, pressing hard, and turned it round.',
          'BETTER THAN MINE.',
          '“It wasn’t,” said {hero}. “I dropped all the cards.”',
          'Grandad took the pad back and added, underneath, a single word: EXACTLY.',
          '{hero} thought about that for a long time, sitting there in the tired, happy end of the party, with the relatives saying long goodbyes and Uncle Ray winding up cables.',
          'The small cousins had fallen asleep in a heap on the coats behind the folding chairs, exactly where {hero} had written the seven cards, and somebody had covered them with a tablecloth. Gran was going slowly from table to table gathering up forgotten cardigans, as if they were guests who had stayed too late. Great-Aunt Bea was being helped into her coat by two nephews at once and telling them both that they were doing it wrong. It had been, {hero} thought, an ordinary family party in every way but one, and the one way was small, and it was {hero.poss}, and nobody could take it back now.',
          '@lesson “{lesson},” {hero} said at last, quietly, and Grandad, who could not answer, nodded hard enough for both of them.',
          '@nolesson Being brave, {hero} thought, had not felt like being brave at all. It had not felt like anything in a film. It had felt like standing in a silence, with shaking knees, and saying the next true thing anyway.',
          'Then {hero} tore the last page out of the pad, very carefully, along the little perforations, and folded it twice, and put it away somewhere safe, where people keep the things they cannot lose, the way Gran had kept a bus ticket for fifty-one years.',
        ],
      ],
      scene: 'an old man and a young person sitting side by side at the quiet end of a party, a notepad page reading BETTER THAN MINE',
    },
  ],
};
