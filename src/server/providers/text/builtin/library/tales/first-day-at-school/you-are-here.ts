/**
 * For readers of 11–14: the first day at a big secondary school, four minutes between lessons, a
 * caretaker's advice about the fire-exit plans nobody reads, a soaked timetable, a closed bridge,
 * and a lost boy who needs the same room. Longer tellings add a stuck locker, a one-way staircase,
 * an errand through empty corridors, a fire drill, the first Bunsen burner and a wait at the railings.
 */
import type { Tale } from '../../types.ts';

export const youAreHere: Tale = {
  id: 'you-are-here',
  bands: ['older'],
  worlds: ['school'],
  anywhere: true,
  roomy: true,
  frame: {
    opening: [
      [
        'The night before, {home.in}, {hero} laid out everything that would be needed: the blazer, the timetable, two pens in case one ran out, and the welcome booklet, read so many times that it had gone soft at the corners.',
      ],
    ],
    ending: [
      [
        'The map went up on the wall {home.in}, and stayed there until the end of the year, when {hero} took it down, looked at it for a long moment, and laughed.',
      ],
    ],
  },
  time: 'day',
  shape: 'reach',
  characters: ['Mr Osei', 'Tobias', 'Dr Marsh', 'Kezia'],
  titles: ['You Are Here', '{hero} and the Four-Minute Bell', 'The Plan by the Door'],
  places: [['at', 'Hollins Park Academy'], ['at', 'Castlegate High School']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'The new school {place.in} had fourteen hundred pupils, three buildings, and exactly four minutes between lessons. {hero} had learned the last number from the welcome booklet and had been quietly worrying about it ever since. Four minutes was fine if you knew where you were going. Nobody in Year Seven knew where they were going.',
          '@pet,friend {pals} had seen {hero.them} off that morning, which helped more than {hero} admitted.',
          'The plan for the day was modest: get to every lesson on time, and never be the one who opens the door late while thirty heads turn round at once.',
        ],
        [
          'The new school {place.in} had fourteen hundred pupils, three buildings joined by corridors that seemed to have been added whenever somebody had a spare afternoon, and exactly four minutes between lessons.',
          '{hero} had learned that last number from the welcome booklet, which mentioned it cheerfully, as though it were good news, and had been quietly worrying about it for a fortnight. Four minutes was plenty if you knew where you were going. Nobody in Year Seven knew where they were going. That, presumably, was the point of Year Seven.',
          '@pet That morning {pal} had sat on {hero.poss} new blazer and refused to move, with the expression of someone who knew perfectly well what kind of day it was going to be. Getting the blazer back had cost a biscuit and some negotiation.',
          '@friend {pals} had walked as far as the gates. “Different forms,” {pal} had said, reading the letter for the third time. “So we meet at lunch, and if either of us is dead by then, the other one tells everybody it was heroic.”',
          '@alone There had been nobody to walk in with. Everyone from {hero.poss} old class had gone to the other school across town, and {hero} had spent the summer telling people that this was fine, in a voice that grew more convincing the more often it was used.',
          'The entrance hall was loud in the particular way of a place where a thousand people all know each other. Older students moved through it like traffic, without looking, and the Year Sevens stood in small, stiff clusters in blazers a size too big, holding their planners as if they might be snatched away.',
          'Somewhere above the noise a bell rang, and nobody moved, which suggested that it was not one of the bells that mattered. {hero} studied the older students with the attention of a spy, trying to learn how it was done: the bags slung on one shoulder, the walking without looking, the absolute certainty of people who knew which door led where.',
          '{hero} had one plan for the day, and it was a modest one: get to every lesson on time, and never, under any circumstances, be the person who opens a classroom door late while thirty heads turn round at once.',
        ],
      ],
      scene: '{hero} in a new blazer in a crowded school entrance hall, holding a planner',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'By the stairs, the caretaker was mopping up a spilled drink. Mr Osei had a radio on his belt and the calm of a man who had seen thirty first days. “Lost already?” he asked, not unkindly. “Here’s a tip nobody takes. By every door there’s a fire-exit plan with a dot that says YOU ARE HERE. Everyone walks past them. They never lie.”',
        ],
        [
          'By the foot of the main stairs, a man in a grey work jacket was mopping up a spilled carton of orange juice with the unhurried patience of somebody who had mopped up a great many cartons. A radio on his belt crackled now and then. His name badge said MR OSEI – SITE TEAM.',
          '“First day?” Mr Osei said, without looking up.',
          '“Is it that obvious?”',
          '“The blazer gives it away. Nobody’s arms are that long.” Mr Osei wrung out the mop and leaned on it, and looked at {hero} properly for the first time. “Thirty-one years I’ve been here. Thirty-one first days. Do you want a tip? Nobody ever takes it.”',
          '{hero} said yes, partly out of curiosity and partly because it seemed rude to refuse a tip that had been waiting thirty-one years.',
          'Mr Osei nodded at the wall beside the nearest door, where a small framed diagram hung at about shoulder height: a plan of the corridor, the stairs, the exits, and a single dot with three words printed next to it. “Fire-exit plan,” he said. “There’s one by every door in this building. Every single door. That dot says YOU ARE HERE, and it’s the only thing in this school that has never once been wrong.” He went back to the mop. “People walk past them ten times a day and never see them. Don’t be people.”',
          '{hero} looked at the little diagram, and at the dot, and thought that it was an odd sort of advice to be given on the first morning. It was also, as things turned out, the most useful sentence anybody spoke all day.',
        ],
      ],
      scene: 'a caretaker leaning on a mop, nodding at a small framed fire-exit plan beside a door',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Before lessons there was an assembly for the whole of Year Seven in the main hall. {hero} followed the crowd in, sat down at the end of a row, and realised after a minute that everyone else in it belonged to a different form. The whole row had to stand up to let {hero} out, one by one, like dominoes in reverse, while the headteacher waited at the lectern with a patient smile. It was not, {hero} felt, an ideal start.',
        ],
        [
          'Before lessons there was an assembly for the whole of Year Seven, in a main hall so large that the stage at the far end looked like a postage stamp with a lectern on it.',
          '{hero} followed the crowd in, because following the crowd seemed like the safest available plan, and sat down at the end of a row next to a girl who was chewing the end of a school tie. It was only after a minute or two, when a teacher came along the front with a clipboard, counting heads and frowning, that {hero} understood that every other person in the row belonged to a different form.',
          '“You’re in 7K,” said the teacher with the clipboard, reading the name on the planner upside down. “7K is over there.” The teacher pointed across the entire width of the hall, to a row at the far side where a single empty chair waited like an accusation.',
          'There was no way along the row except through it. The whole row had to stand up to let {hero} out, one person at a time, like dominoes falling in reverse, and every one of them did it with the slow, elaborate courtesy of people who are enjoying themselves very much. On the stage, the headteacher paused at the lectern and waited, with a patient smile, for the new student to finish travelling.',
          'It took perhaps forty seconds. It felt considerably longer than the summer holidays.',
          'When {hero} finally sat down in the right row, the headteacher tapped the microphone and began a speech about new beginnings, and how everyone in this hall would be lost at some point this week, and how that was perfectly normal. {hero} stared straight ahead and decided, with great firmness, that it would not be normal for everyone. It would not happen again.',
          'It was the kind of decision that sounds very solid at nine in the morning.',
        ],
      ],
      scene: 'a whole row of students standing up to let {hero} out along a row of chairs in a huge school hall',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'In form time the timetables came out: a grid of codes like a spy’s cipher. Maths in B14. English in A7. Science, last thing, in S3, in the new block across the bridge. Everyone else began asking each other where things were. {hero} decided, with some pride, to work it out alone.',
        ],
        [
          'In form time, a tired teacher handed out the timetables, and the room went quiet the way rooms do when everybody is reading something that matters.',
          'The timetable was a grid of codes that looked less like a school day than a spy’s cipher. Maths in B14. English in A7. Period three, PE, in the sports hall, wherever that was. And last thing, period five, Science in S3, which was in the new block, which was across the bridge, which was apparently up some stairs that nobody could quite describe.',
          'Around {hero}, the room was already dissolving into negotiation. “Where’s B block?” “Is the bridge the one with the glass?” “My brother says S3 doesn’t exist and they send you there as a joke.”',
          'A queue formed at the tutor’s desk almost at once, and the tutor explained the codes to each person in it with the weary patience of somebody who expected to go on explaining them until October.',
          '{hero} folded the timetable into the front of the planner and said nothing. Asking, it seemed to {hero}, was what lost people did, and the whole point of the day was not to be one of them. There was a map in the planner. There were signs on the walls. It could not be that difficult. {hero} would work it out alone, quietly, and arrive everywhere looking as though {hero.they} had been going there for years.',
          'It was, {hero} would later admit, a very good plan, apart from the parts that were wrong.',
        ],
      ],
      scene: '{hero} at a classroom desk studying a timetable grid full of room codes',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'At the end of form time everyone was given a locker and a four-digit code. Locker 212 was on the bottom row of a long grey bank in the corridor, and it refused {hero} three times running. Then a Year Nine girl with a violin case, whose badge said KEZIA, crouched down, lifted the handle hard while turning it, and the door clanged open. “They all do that,” Kezia said. “Nobody tells you.” It was a small victory, and {hero} took it.',
        ],
        [
          'At the end of form time, the tutor read out a list of locker numbers, each with a four-digit code, in the flat voice of someone reading the shipping forecast. {hero} got locker 212 and the code 4471, and wrote both on the back of {hero.their} hand in case the planner was lost, stolen or eaten.',
          'The lockers stood along the corridor outside in a long grey row, three high, like filing cabinets for people. Locker 212 was on the bottom row, which meant kneeling on a floor that had seen a great many shoes. Down there, with bags swinging past at head height, {hero} turned the little dials to four, four, seven and one, pulled the handle, and nothing happened.',
          'It was a very firm sort of nothing. The second time, {hero} set the numbers more slowly, reading each one under {hero.their} breath like a spell. The handle did not move. On the third attempt, with the corridor filling up and the four minutes already ticking away somewhere in the building, {hero} began to suspect that the locker had heard about the first day and decided to join in.',
          '“You have to lift it.”',
          'Someone was standing over {hero}: a girl of about fourteen with a violin case and the bored patience of somebody waiting for a bus. The badge on the blazer said KEZIA, 9R. Kezia crouched, set the dials without being told, lifted the handle upwards, hard, as if it owed her money, and turned it at the same time. The door swung open with a clang.',
          '“They all do that,” Kezia said, standing up. “Nobody tells you. It’s like a rule.” And before {hero} could say thank you, Kezia had gone into the crowd, the violin case bobbing above the heads like a periscope.',
          '{hero} hung the coat on the hook, put the PE kit on the shelf and shut the door, and then, just to be certain, opened it a second time, lifting and turning together. It opened. It was a small victory, and very possibly the only one on offer that morning, and {hero} decided to enjoy it.',
        ],
      ],
      scene: '{hero} kneeling at a bottom-row locker in a crowded corridor while an older girl with a violin case lifts the handle',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Maths in B14 went nearly well. The signs pointed one way and the stairs went another, and {hero} arrived on a half-landing that belonged to nothing. A door at the end opened onto B block, and B14 was the second room along. {hero} slid into a seat as the bell stopped ringing, by luck rather than skill, and knew it.',
        ],
        [
          'Maths in B14 went nearly well, which is to say that {hero} got there, though not in any way that could be repeated.',
          'The sign at the end of the corridor said B BLOCK with a confident arrow. {hero} followed the arrow up a flight of stairs, then another, and arrived on a half-landing with a noticeboard, a radiator and no doors at all, as though the architect had lost interest halfway up. Below, the sound of the crowd was already thinning. Somewhere a bell started ringing, the long electronic note that meant the four minutes were over.',
          'There was a narrow door at the end of the landing that {hero} had taken for a cupboard. It was not a cupboard. It opened, with a complaining squeak, onto a corridor lined with rooms whose numbers began, thank goodness, with B. B10, B11, B12. {hero} walked the last twenty metres at the exact speed of someone who is not hurrying, which is much harder than running, and slid into a seat at the back of B14 just as the bell stopped.',
          'The maths teacher looked up, looked at the clock, and decided to say nothing.',
          '{hero} sat with a thumping heart and the uneasy knowledge that this had been luck, not skill. Luck was not a plan. There were four more lessons to go, and four more sets of stairs that might lead anywhere at all.',
        ],
      ],
      scene: '{hero} squeezing through a narrow door from an empty half-landing into a corridor of classrooms',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'The second lesson was downstairs, and {hero} took the nearest staircase, only to be stopped three steps down by a prefect with an arm held out like a level crossing. “Up only,” said the prefect. “One-way system.” There was no arguing, so {hero} pushed back against the crowd to the far end of the corridor, where a second staircase carried everybody down two flights without anyone having to make a single decision. It was a rule written nowhere, and everyone older simply knew it.',
        ],
        [
          'The second lesson was on the ground floor, and the quickest way down was obviously the staircase right outside the maths corridor. {hero} was three steps down it when a tall boy with a prefect’s badge and a voice that had only recently broken put out an arm like a level crossing.',
          '“Up only,” said the prefect.',
          '{hero} looked at the stairs, which went down, as stairs generally do. “But I need to go down.”',
          '“Then you need the down stairs.” The prefect pointed back the way {hero} had come, along the corridor and round a corner where the crowd was at its thickest. “One-way system. It’s in the planner.”',
          'It was not in the planner. {hero} checked later, twice. But there is no arguing with a prefect on the first morning, any more than there is arguing with the weather, so {hero} turned round and pushed back against the people coming up, apologising to a long series of elbows, until the corridor opened out at the far end into a second staircase, identical to the first in every way except that everyone on it was going down.',
          'Joining it was like stepping into a river. {hero} was carried down two flights without having to make a single decision, and came out in the ground-floor corridor slightly breathless and about forty seconds poorer.',
          'Somewhere on the way down, an uncomfortable idea had arrived. The school ran on rules that were written nowhere: which stairs went which way, which corridors you could cut through, where Year Sevens were not supposed to stand. Everybody older simply knew them, and the only way to learn them, apparently, was to break each one once, in public.',
          'It was not a comforting thought. But it was at least a thought with a shape to it, which was more than the morning had offered so far.',
        ],
      ],
      scene: 'a tall prefect with an arm held out across a crowded staircase, stopping {hero} three steps down',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'English was in A7, and A7 was easy to find, because it said A7 on the door. {hero} walked in and sat down among a class of students who were all, on closer inspection, about fifteen and staring. This was A7 (Drama). English was in A7, the room next door, which had clearly been numbered by somebody with a grudge. {hero} reversed out with as much dignity as could be managed, which was not much, and made it next door just before the teacher closed it.',
        ],
        [
          'English was in A7, and A7, for once, was easy to find, because it had A7 written on the door in large, reassuring letters.',
          '{hero} walked in, chose a seat near the window side of the room, sat down, and got out a pencil case. It was only then, with the pencil case open and a pen actually in hand, that {hero} noticed the silence. Every person in the room was about fifteen years old. Every one of them was staring. A boy at the front with a shadow of a moustache raised his hand slowly, like someone making a point in a meeting.',
          '“Are you in Year Ten Drama?” asked a teacher in a long cardigan, in the tone of someone who already knew the answer and was enjoying the question.',
          'It turned out that there were two rooms called A7. This one, on closer inspection, said A7 (DRAMA) on a smaller sign underneath, which the school had presumably added for the amusement of the older students. The English room was A7 next door, the one without a sign at all, which had clearly been numbered by somebody with a grudge against the human race.',
          '{hero} put the pen back, zipped the pencil case, stood up and walked to the door with as much dignity as the situation allowed, which was not a great deal. Somebody at the back said, “Bye, then,” and the whole room laughed, not cruelly, but thoroughly.',
          'In the corridor {hero} stood for one second with {hero.their} face burning like a radiator. Then the bell began to ring, and there was no time to be embarrassed properly, which was probably a mercy. The other A7 was three steps away. {hero} reached it just as the English teacher was closing the door, and slipped through the gap like a letter through a letterbox.',
          'On time, technically. {hero} decided that technically would have to do, and that nobody in Year Ten would remember by tomorrow. Probably.',
        ],
      ],
      scene: '{hero} at a desk among much older students who are all staring, a drama teacher in a long cardigan smiling',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Halfway through the second lesson, {hero} was sent to the main office with the register. The corridors were empty now, silent except for the murmur of lessons behind closed doors, and {hero} found, to {hero.their} surprise, that {hero.they} liked them that way. The signs for RECEPTION led, in the end, to the staff room, where four teachers looked up from their coffee and pointed next door. The office took the register with a stamp, and {hero} walked back feeling, for the first time that day, like someone who could be trusted with the building.',
        ],
        [
          'Halfway through the second lesson, the teacher discovered that the register had never gone to the office, looked round the room for somebody who seemed reliable, and, for reasons nobody could explain, settled on {hero}.',
          '“Main office,” the teacher said, holding out a folded sheet. “Ground floor, by the entrance. You can’t miss it.”',
          'People only ever say that about places that are very easy to miss.',
          'The corridor outside was a different country. An hour earlier it had been so full that you moved along it the way toothpaste moves along a tube; now it was empty from end to end, and so quiet that {hero} could hear {hero.their} own shoes squeaking faintly on the polished floor, and, behind each closed door, the murmur of a different lesson. French verbs. Somebody reading a poem aloud, badly. A whole class laughing at once, like a wave breaking. It was like walking through a house where everyone else is asleep, and {hero} found, rather to {hero.their} own surprise, that {hero.they} liked it.',
          'The signs said RECEPTION, with arrows, and for a while they could be trusted. Then one of them pointed straight at a wall. {hero} stood in front of the wall for a moment, giving it a chance to explain itself, and then tried the nearest door, which turned out to be the staff room. Four teachers looked up from four mugs of coffee with the guilty expression of people caught doing something they were entirely entitled to do.',
          '“Office?” said one of them, before {hero} could speak. “Next door. Everyone does that.”',
          'The office was next door. Behind a sliding glass window sat a woman with reading glasses on a chain, who took the register, stamped it with something official, and looked at {hero} over the top of the glasses. “First day?” {hero} admitted that it was. “You found us,” said the woman, “which is more than the last three managed. Straight back, first left, up the stairs.”',
          '{hero} followed the directions exactly and arrived back at the classroom door with the odd, light feeling of someone who has been trusted with something and has not dropped it. The errand had been nothing, only a register. But for ten minutes the whole silent building had been {hero.poss} to cross, and {hero} had crossed it.',
        ],
      ],
      scene: '{hero} walking alone down a long empty school corridor lined with closed classroom doors, holding a folded register',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'At break, {hero} found the library, which was quiet and warm, and studied the map in the planner properly. It took a while to see what was wrong with it. Where the new block should have been, the map said, in tiny letters, SITE OF PROPOSED SCIENCE BUILDING. The planner had been printed before the building existed. {hero} closed it with the feeling of someone who has been given directions by a ghost.',
        ],
        [
          'At break, while the rest of the school poured outside and somebody somewhere started a football game that sounded like a small riot, {hero} found the library.',
          'It was quiet, and warm, and smelled of carpet and old paper, and the librarian at the desk looked up only long enough to confirm that {hero} was not carrying food. There were sofas in one corner, occupied by three older students who were revising, or sleeping, or both. {hero} took a table by the biography shelves, opened the planner at the map, and studied it with the seriousness of somebody planning a bank robbery.',
          'It took several minutes to see what was wrong with it. The old building was all there: A block, B block, the hall, the kitchens, even the little grey rectangle of the sports hall. But where the new block should have been, across the bridge, there was only a dotted outline, and inside it, in letters so small that {hero} had to bring the page right up to {hero.their} nose, the words SITE OF PROPOSED SCIENCE BUILDING.',
          'The planner had been printed before the building existed. {hero} had been navigating all morning by a map that was several years out of date, which explained a good deal about the half-landing.',
          '[?It was the kind of thing that would have been funny in a story about {interest}, {hero} thought: the hero trusting the old map and walking straight into trouble. It was less funny in a blazer with four minutes to spare.|It was the kind of thing that would have been funny in a film: the hero trusting the old map and walking straight into trouble. It was less funny in a blazer with four minutes to spare.]',
          'The librarian, passing with a trolley of returned books, glanced at the open page without slowing down. “Oh, that map,” the librarian said. “Everybody finds out eventually.” It was true, {hero} felt, and also rather late.',
          '{hero} closed the planner with the peculiar feeling of someone who has been given directions by a ghost, and sat for a moment longer in the warm quiet, listening to the football roaring outside, before the bell rang and it was time to be lost again.',
        ],
      ],
      scene: '{hero} at a library table peering closely at an out-of-date map in a school planner',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The sports hall turned out to be across the yard, past the kitchens, behind a door marked STAFF ONLY that everybody used anyway. {hero} found it by following the smell of rubber mats and a Year Eight carrying a hockey stick. It worked, but it was not a method {hero} could use for every room.',
        ],
        [
          'PE was in the sports hall, which, according to the map in the planner, was a small grey rectangle with no obvious way in.',
          'The real way in turned out to be past the kitchens, where the air smelled of steam and something being roasted for lunch, and through a door marked STAFF ONLY that everybody used anyway, because it was the only door that went there. {hero} found it by a method that no map could have offered: following a Year Eight carrying a hockey stick, at a careful distance, in the hope that the hockey stick was going somewhere useful.',
          'She was. The corridor beyond the kitchen door smelled abruptly of rubber mats and old trainers, and at the end of it the sports hall opened out, enormous and echoing, its floor painted with the lines of six different games laid over each other like a puzzle nobody had finished.',
          'The PE teacher, a small woman with a whistle and a voice that did not need one, was taking the register. {hero} answered to {hero.their} name with a casual air that the last two minutes had not earned.',
          'PE itself, on the first day, turned out to consist mostly of standing on lines while the teacher explained which line meant what. Some lines were for one game and some for another, and one whole set, as far as anyone could tell, belonged to a game that had been invented and abandoned some time in the last century.',
          'The hockey stick had worked. But following strangers with hockey sticks, {hero} reflected while running laps, was not a method that would survive a whole week. Sooner or later, the stranger would be going somewhere else.',
        ],
      ],
      scene: '{hero} following an older student with a hockey stick down a corridor past the school kitchens',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'History, period four, was in H2, along the humanities corridor. {hero} found it by reading the door numbers in order, which worked beautifully until H1 was followed, for no reason anybody could explain, by H4. H2, it turned out, was up three steps behind a fire door, in a room that had once been a storeroom and still had a sink in the corner. {hero} got there with seconds to spare and a growing suspicion that the school had been designed as a test.',
        ],
        [
          'Period four was History, in H2, somewhere along a corridor that the planner called Humanities and everybody else called the Long Corridor, with a weariness that suggested they had walked it many times.',
          'This time {hero} tried a method of {hero.their} own: reading the door numbers in order. It was logical, and simple, and for a while it worked beautifully. H1 was the first door on the left. The second door on the left, by every law of decent numbering, should have been H2.',
          'It was H4.',
          '{hero} stopped and looked at it, as if it might be persuaded to change its mind. It did not. The door after that was H5, and the one after that was a cupboard marked CLEANING, and then the corridor simply ended at a fire door with a push bar and a sign that said KEEP CLEAR. Of H2 and H3 there was no trace at all, as though they had been removed during the night by historians.',
          'The bell was going to ring. {hero} could feel it coming, the way you feel the moment before a sneeze. In desperation {hero} pushed the fire door, half expecting an alarm. There was no alarm. There were three steps up, a short passage, and two doors side by side, H2 and H3, tucked away like a secret that the school was keeping from itself. H2 had been a storeroom once, and still had a sink in the corner and a faint smell of paint, and a History teacher who looked up and said, “Ah, you found us. Well done. Not everyone does.”',
          'The History teacher, it turned out, had a theory about it. “This school was built in three goes,” the teacher explained, while the class found its pens, “by three architects who never met and did not agree about anything. We are still living with the argument.”',
          '{hero} sat down with seconds to spare and a growing suspicion that the whole building had been designed as a test, and that nobody would say what it was testing.',
        ],
      ],
      scene: '{hero} pushing open a fire door at the end of a long corridor to find two hidden classroom doors up some steps',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Just before lunch, the fire alarm went off for the first-day drill, and the whole school filed out to the netball courts in lines. With nothing to do but stand there, {hero} looked back at the building and saw it properly for the first time: not an endless tangle of corridors but three buildings, one old, one long and low, one new, joined by a bridge like the handle of a basket. It looked smaller from outside. It looked like something a person could learn.',
        ],
        [
          'Ten minutes before lunch, in the middle of the fourth lesson, the fire alarm went off.',
          'It was not a bell. It was a noise designed by somebody who had made a careful study of what human ears liked least, and it came from everywhere at once. The teacher did not look surprised. “Drill,” the teacher said, raising a hand. “They always do one on the first day, to get it over with. Leave your things. Don’t run. Follow the signs.”',
          'Leaving your things turned out to be the hard part. {hero} looked at the planner lying open on the desk, with the map in it and the timetable folded inside, and felt the same small lurch as leaving a phone on a train. Then the class was moving, and {hero} was moving with it, out of the door, down a stair at the end of the corridor, through a heavy door with a little running man lit up above it, and out into the open air.',
          'The whole school gathered on the netball courts in lines, by form: fourteen hundred people standing in a space that had not been designed for quite so many. Teachers with clipboards walked up and down, ticking. Nobody was allowed to talk, which made it gloriously, unexpectedly boring.',
          '{hero} found the right line by the simple method of looking for the most confused faces, and stood at the end of it, and for the first time that day had nothing at all to do. So {hero} looked back at the school.',
          'From out here it was a completely different shape. From inside, it had been an endless tangle of corridors and stairs that led nowhere in particular; from the netball courts it was simply three buildings, one old and tall, one long and low, and one new and made mostly of glass, with a covered bridge between them like the handle of a basket. It looked smaller than it had any right to. It looked, {hero} thought, like something a person could learn.',
          'Somebody’s name was called twice and nobody answered, and there was a flurry of clipboards, and then the missing person turned out to have been in the toilets and was walked across the courts to a slow round of applause from Year Eleven. {hero} felt deeply sorry for the missing person, and deeply grateful not to be that person, in roughly equal amounts.',
          'When the all-clear came, the planner was exactly where it had been left, open at the map. {hero} looked at the map with new eyes. It was still a muddle. But it was a muddle of three buildings, and three was a number that a person could hold in their head.',
        ],
      ],
      scene: 'a whole school standing in long lines on netball courts during a fire drill, {hero} at the end of a line looking back at three buildings joined by a bridge',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Lunch was a queue that moved like a slow river and a hall with no free seats. {hero} ended up at the end of a table of strangers, one of whom noticed [?the tiny {toy} keyring on {hero.poss} bag|the badges on {hero.poss} bag] and asked about it. For ten minutes the talk was about [?{interest}|everything except school], and the afternoon seemed almost manageable.',
          '@friend {pal} arrived halfway through, triumphant at having found the hall at all.',
        ],
        [
          'Lunch was in the dining hall, which was loud enough to lean on. The queue moved like a slow river past trays of pasta and something described as a “Mexican bake”, and by the time {hero} had a tray there was not a single obvious seat in the room.',
          'There is a particular kind of courage required to sit down at a table of people you do not know. {hero} found it, eventually, somewhere near the end of a table where four Year Sevens from another form were arguing about whether the teachers lived at school.',
          '[?One of them, a girl with a fringe cut in a determined line, noticed the tiny {toy} keyring on {hero.poss} bag. “Is that a {toy}?” she asked, and it turned out she had a {toy} of her own at home and had been told she was too old to bring it.|One of them, a girl with a fringe cut in a determined line, pointed at the badges on {hero.poss} bag and wanted to know where each one came from.]',
          'From there the talk wandered, the way talk does when nobody is trying, to [?{interest}|films, and then to whether anyone had ever actually finished a school dinner], and for ten minutes {hero} forgot entirely to be new. Somebody laughed at something {hero} said. It was a good laugh, the kind that is with you rather than at you.',
          '@friend {pal} arrived halfway through, carrying a tray and an expression of triumph. “Found it,” {pal} announced. “Went through the library, a music room and what I think was the headteacher’s office. Didn’t stop. Never stop.” It was, {hero} decided, a philosophy that had its limits.',
          '@pet,alone It was only afterwards that {hero} realised, with some surprise, that nobody at the table had asked where {hero.they} had come from, or why {hero.they} {hero.was} on {hero.their} own. They had simply moved their trays along.',
          'When the bell went, the table broke up as if it had never existed. But somebody said, “See you tomorrow,” and meant it, and that was not nothing.',
        ],
      ],
      scene: '{hero} at the end of a long dining-hall table, laughing with new classmates over lunch trays',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'At the end of lunch, the main hall had filled with trestle tables for the clubs fair. Chess looked terrifying. The choir looked loud. Robotics had a small robot that drove, with great determination, into the same table leg over and over again. [?Right at the far end was a table for anyone interested in {interest}, run by two Year Eights who seemed delighted that anybody had come at all.|Right at the far end, the orienteering club had a table of maps and a teacher who said the first rule was always to know where you were.] {hero} wrote {hero.their} name on the list. It was the first thing all day that {hero} had chosen rather than been sent to.',
        ],
        [
          'At the end of lunch, on the way out of the dining hall, {hero} found that the main hall had filled up with trestle tables, balloons and hand-drawn posters. It was the clubs fair, where every society in the school set out its stall and tried to look more fun than all the others.',
          'It was, {hero} thought, a little like a market where everything on sale was a different version of yourself. At the chess table, four older students were playing four games at once in complete silence, and looked up at passers-by with the cool interest of people who had already worked out how you would lose. The choir had a keyboard, a sign-up sheet and a great deal of enthusiasm, most of it aimed at anybody who stood still. The robotics club had a small wheeled robot that drove, with great determination, into the same table leg over and over again, while its makers stood round it taking notes as though this were the plan.',
          '“It’s learning,” one of them explained.',
          '“What’s it learning?”',
          '“We’re not sure yet.”',
          '[?At the far end of the hall, half hidden behind the drama club’s enormous cardboard dragon, was a table with a hand-lettered sign for anybody interested in {interest}. It was run by two Year Eights who looked astonished and delighted that anyone at all had come over, and within a minute they were talking to {hero} as if they had been waiting years for exactly this person. For ten whole minutes, nobody asked which form {hero} was in.|At the far end of the hall, half hidden behind the drama club’s enormous cardboard dragon, was the orienteering club: a table covered in maps, a box of compasses, and a teacher in walking boots who explained that the first rule of orienteering was always to know where you were. “Everything else,” the teacher said, “is just walking.” {hero} liked the sound of that more than expected.]',
          '{hero} wrote {hero.their} name on the sign-up sheet in careful capitals, and then, after a moment’s thought, the form as well, so that they would know where to find {hero.them}.',
          'It was a small thing, a name on a list. But it was the first thing all day that {hero} had chosen, rather than been sent to, and {hero} walked out of that hall a little taller than on the way in.',
        ],
      ],
      scene: '{hero} signing a sheet at a trestle table in a school hall full of club stalls, a small robot bumping into a table leg nearby',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'After lunch, disaster came quietly. {hero.poss} water bottle had leaked, and the timetable came out of the bag as grey pulp. Period five was Science, somewhere across the bridge, which had a sign on it: CLOSED FOR REPAIRS. The bell rang. The corridor emptied. Dr Marsh, everyone said, locked the lab door on the bell.',
        ],
        [
          'After lunch, disaster arrived in the quiet way disasters usually do.',
          '{hero} reached into the bag for the timetable and brought out a soft, grey lump. The water bottle had leaked. The grid of codes, so carefully folded into the front of the planner, had turned into something between papier-mâché and porridge, and when {hero} tried to unfold it, it came apart in three wet pieces. The word SCIENCE was still legible. The room number had gone.',
          'It was S-something. S2? S3? The new block, anyway, across the bridge. {hero} set off for the bridge at a brisk walk and arrived at a set of double doors with a strip of tape across them and a printed sign: BRIDGE CLOSED FOR REPAIRS – PLEASE USE ALTERNATIVE ROUTE. The sign did not say what the alternative route was. Signs never do.',
          'For a minute {hero} tried the doors along the corridor instead, one after another, as if the building might relent. The first was a cupboard full of stacked chairs. The second opened onto a stairwell that only went up, which was the wrong direction for everything. The third was locked, with a notice taped to it about a leaking radiator. {hero} came back to the tape with the four minutes spent and nothing to show for them.',
          'The bell rang.',
          'Within thirty seconds the corridor had emptied, the way a bath empties, with a last gurgle of voices disappearing round a corner. Doors closed. The noise of the school dropped to a distant hum, and {hero} stood alone in front of the taped-up doors, listening to {hero.their} own breathing.',
          'The Science teacher, according to every rumour in the dining hall, was Dr Marsh, who locked the lab door on the bell and made latecomers knock and explain themselves to the whole class. By now the door of S-something was certainly shut. {hero} pictured the knock, and the explanation, and the thirty heads, and for one cold moment considered simply going home and never coming back.',
          'It was exactly the thing {hero} had promised {hero.self} would not happen. And it had happened, not because of anything dramatic, but because of a water bottle.',
        ],
      ],
      scene: '{hero} alone in an empty corridor in front of taped-up double doors, holding a soggy timetable',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Beside the taped doors hung a small framed plan with a dot: YOU ARE HERE. Mr Osei’s words came back. {hero} read it properly for the first time. The bridge was one way across; the other was down a back stair and along the ground floor, and the new block was marked with its rooms. S3 was the only lab on the ground floor.',
          'At the foot of the back stair, a small boy in an enormous blazer was staring at a soggy bit of paper of his own. His name was Tobias, and he was looking for S3 as well.',
          '@lesson-helping “We’ll go together,” said {hero}. “And if we’re still lost, we ask.” It was, {hero} realised, not a defeat to say it.',
          '@lesson-kindness {hero} could have gone faster alone. {hero} waited for Tobias anyway.',
          '@lesson-teamwork Tobias remembered the teacher’s name; {hero} had the plan. Between them they had one whole timetable.',
          '@lesson-bravery Knocking late on a lab door was still terrifying. {hero} decided to do it anyway.',
          '@lesson-trying-again {hero} had got it wrong once already. That was no reason not to try again, properly this time.',
          '@lesson-patience {hero} stood still and read the plan twice, slowly, before taking a single step.',
          '@lesson-calm-feelings {hero} breathed out slowly until the panic stopped deciding things.',
          '@lesson-sharing There was a plan beside this door too. {hero} showed Tobias the dot and the route, so that both of them knew the way, not just one.',
          '@lesson-listening Mr Osei had said it that morning, and this time {hero} had listened.',
        ],
        [
          'Beside the taped-up doors, at about shoulder height, hung a small framed diagram.',
          '{hero} had walked past a dozen of them since the morning without seeing a single one, exactly as Mr Osei had said. Now, with nothing else to look at, {hero} stepped up and read it, properly, the way {hero.they} would have read [?a map in a game about {interest}|the map at the start of a good book]: slowly, looking for the shape of the thing rather than the names.',
          'There was the dot. YOU ARE HERE. There was the bridge, a thin pair of lines across to the new block, with the tape across them invisible on paper. But there, in the corner of the plan, was something the planner’s map had never shown: a narrow back stair behind a door marked simply FIRE EXIT, going down to a ground-floor corridor that ran the whole length of the old building and came out, eventually, at the side entrance of the new block. And the new block had its rooms written in, tiny but clear. There was only one lab on the ground floor. It was labelled S3.',
          'All morning {hero} had been reading the school the way you read a sign, hunting for the one word that mattered. The plan asked to be read the other way: all at once, as a shape, until the one place you needed turned out to have been obvious from the start.',
          'Mr Osei had been right. It was the only thing in the building that had never been wrong.',
          'At the foot of the back stair, {hero} found out that the school was not quite as empty as it had seemed. A boy even smaller than {hero}, in a blazer so large it seemed to be wearing its owner, was standing under the stairwell light with a soggy scrap of paper in one hand and the face of someone who has been trying not to cry for several minutes and is starting to lose.',
          '“Are you looking for Science?” {hero} asked.',
          'The boy nodded. “S3,” the boy said. “Dr Marsh. I’m Tobias. I think I’ve been round this corridor three times.” He held up the paper. “My mum laminated the other copy. It’s on the kitchen table.”',
          '@lesson-helping “Come on, then,” said {hero}. “I know the way. Well, the wall knows the way. And if we get lost again, we ask the first grown-up we see.” It was strange how easy it was to say, now that someone else needed it. Asking, it turned out, was not what lost people did. It was what people did to stop being lost.',
          '@lesson-kindness {hero} could have gone faster alone, and for one selfish second thought about it. Then Tobias sniffed, and that settled it. {hero} slowed down to a pace two people could manage and talked about nothing very much, the way Mr Osei had done for {hero} by the stairs that morning, until the boy’s breathing went back to normal.',
          '@lesson-teamwork It turned out that each of them had half of what was needed. {hero} had the plan; Tobias had the name of the teacher and, more usefully, the knowledge that the side door of the new block stuck and needed a shove with the shoulder. Between them, they had one whole timetable and a working door.',
          '@lesson-bravery The worst of it was still ahead: the knock, and the explaining, and the heads. {hero.poss} stomach turned over at the thought. {hero} decided to do it anyway, and that, it turned out, was all being brave had ever meant.',
          '@lesson-trying-again The morning had been luck and guesswork. {hero} had got it wrong, and got it wrong again, and now {hero} tried once more, properly this time, with something better than luck.',
          '@lesson-patience Every part of {hero} wanted to run. Instead {hero} stood still and read the plan a second time, slowly, counting the doors on the ground floor, before taking a single step. Running, in the wrong direction, had been the whole problem so far.',
          '@lesson-calm-feelings The panic was still there, loud and busy. {hero} breathed out slowly, three times, until it was only a feeling rather than the thing making decisions.',
          '@lesson-being-yourself There was no point pretending any more to be someone who had been coming here for years. {hero} was new, and so was Tobias, and that was simply true.',
          '@lesson-sharing There was a plan beside the stairwell door as well; there was one by every door, just as Mr Osei had said. {hero} stepped aside so that Tobias could see it too, and traced the route across the glass with one finger: along the ground floor, past the music rooms, through the side door. “Now you say it back,” {hero} said. A map, it turned out, was no less use for being read by two people. If anything, it was more.',
          '@lesson-listening Mr Osei had said it on the stairs that morning, and {hero} had nodded and gone on walking past the plans like everybody else. Listening, it seemed, was not the same as hearing. This time {hero} listened, and read every word.',
          '@lesson-honesty “I don’t really know the school either,” {hero} admitted. “I just read the wall.” Tobias looked relieved rather than disappointed, which was interesting.',
        ],
      ],
      scene: '{hero} reading a framed fire-exit plan in a stairwell, a small boy in a huge blazer beside {hero.them}',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'The ground-floor corridor ran straight, the side door stuck exactly where Tobias said it would, and there was S3, its door shut. {hero} knocked. Dr Marsh opened it, looked at the two of them, and raised an eyebrow. “We came by the back stair,” {hero} said. “The bridge is closed.” Dr Marsh almost smiled. “Most people take a week to find that stair. Sit down, both of you.”',
        ],
        [
          'The ground-floor corridor ran straight for what felt like half a mile, past the music rooms, where someone was massacring a scale on a trumpet, past a glass case of trophies from the nineteen-eighties, past a row of lockers and a display about volcanoes, and ended, just as the plan had promised, at a heavy side door.',
          'The door stuck. Tobias, with the air of a man who had been waiting all afternoon to be useful, put his shoulder to the door, which gave with a groan. Beyond it was a short bright corridor that smelled of new paint and, faintly, of gas taps, and a door with S3 on it. The door was shut.',
          '{hero} looked at the door. Tobias looked at {hero}. Behind the door a voice was explaining something about safety goggles in the tone of somebody who had explained it many times before.',
          '{hero} knocked.',
          'The voice stopped. The door opened, and there was Dr Marsh: tall, grey-haired, goggles pushed up on her forehead, with the expression of a teacher about to hear an excuse. Behind her, as promised, thirty heads turned round at once.',
          '“We’re sorry we’re late,” said {hero}, and was surprised to find that {hero.their} voice worked. “The bridge is closed. We came down the back stair and along the ground floor.”',
          'Dr Marsh looked at the two of them for a long moment. Then something happened at the corner of her mouth that might, in a less severe person, have been called a smile.',
          '“The back stair,” Dr Marsh said. “Most of Year Seven takes a week to find that stair, and half of Year Eight still doesn’t know it exists.” She stood aside. “Goggles are on the bench. Sit down, both of you. You haven’t missed anything that will explode.”',
          'Tobias climbed onto the stool next to {hero}, pulled the goggles down over his eyes and let out a breath that he seemed to have been holding since lunchtime.',
          'The thirty heads turned back to the front. It was, {hero} noticed, nowhere near as bad as it had been in imagination. Imagination, it seemed, had been exaggerating.',
        ],
      ],
      scene: 'Dr Marsh, goggles pushed up on her forehead, opening a lab door to {hero} and a small boy called Tobias',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'The lesson, once {hero} had stopped shaking, was about Bunsen burners, and Dr Marsh put {hero} and Tobias on the same bench. Tobias held the lit splint, {hero} turned the gas, and after one horrible hissing second a flame stood up with a soft whump. “We did it,” Tobias whispered, as though they had personally discovered fire. By the end of the hour {hero} knew that Tobias had two older sisters and a deep fear of pigeons, and had been properly in a lesson, rather than merely arriving at one, for the first time all day.',
        ],
        [
          'The lesson, once {hero} had stopped shaking, turned out to be about flames.',
          'Dr Marsh stood at the front with a Bunsen burner and explained it in the manner of someone introducing a dangerous but well-trained animal. There was the collar, which you turned. There was the hole in the collar, which let the air in. Closed, it gave a lazy, flickering flame you could see from across the room, the safety flame, the one you left it on. Open, it gave a hard, roaring cone you could barely see at all, which was the hot one, and the one that everybody secretly wanted.',
          '“Pairs,” said Dr Marsh. “Sit with whoever you came in with.” Dr Marsh looked at {hero} and Tobias over the goggles. “That means you two.”',
          'Tobias held the splint. {hero} turned the gas tap. For a long, horrible second nothing happened except a faint hiss and a smell like a cooker, and {hero} was quite certain that the whole lab was about to be blown into the next county. Then Tobias touched the splint to the top of the barrel, and there was a soft, cheerful whump, and a flame stood up, wavering, exactly like the one at the front.',
          '“We did it,” Tobias whispered, with the awe of someone who has personally discovered fire.',
          '“Open the collar,” said {hero}.',
          'Tobias looked at the collar, and then at {hero}, and then, very slowly, turned it. The flame shrank, sharpened and began to roar, a small fierce noise like a kettle about to boil, and the two of them sat back on their stools and grinned at it as if they had built it themselves.',
          'By the end of the hour, {hero} had filled in a worksheet, lit a Bunsen burner twice without losing an eyebrow, and learned that Tobias had two older sisters, a hamster called Napoleon and a deep, unexplained fear of pigeons.',
          'It was, {hero} realised when the bell went, the first lesson of the day that {hero.they} had properly been in, rather than merely arrived at.',
        ],
      ],
      scene: '{hero} and a small boy in a huge blazer on lab stools, wearing goggles and grinning at a roaring Bunsen burner flame',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Last thing, back in the form room, the tutor asked everyone to write down one thing that had gone wrong that day and one that had gone right, and then, worse, to read them out. The disasters were magnificent: a boy had eaten his lunch in the staff room, and a girl had spent the whole of break locked in a toilet cubicle. When the turn came round, {hero} read out, “Wrong: my water bottle. Right: the back stair.” Nobody else had known there was a back stair. For one minute, {hero} was the expert.',
        ],
        [
          'Last thing of all there was form time again, in the same room where the timetables had been handed out that morning, though it felt like a week ago.',
          'The tutor, who looked even more tired than before, handed round slips of paper. “One thing that went wrong today,” the tutor said. “One thing that went right. And then, because I am a cruel person, you will read them out.”',
          'There was a groan: the first thing the whole form had ever done together.',
          'The disasters, it turned out, were magnificent. One boy had eaten his lunch in the staff room, having mistaken it for the dining hall, and nobody had liked to tell him. A girl had spent the whole of break locked in a toilet cubicle with a broken bolt, and had been rescued by the caretaker with a screwdriver and no comment. Somebody had been given a detention by a teacher who turned out, on enquiry, to be a Year Eleven student in a suit. With every story the laughter came more easily, the room got warmer, and the twenty-eight strangers in it became slightly less strange.',
          '{hero} had written the slip in two minutes and then spent ten wondering whether to change it. When the turn came round, there was nothing left to do but read it.',
          '“Wrong: my water bottle,” {hero} read. “Right: the back stair.”',
          'There was a pause. “What back stair?” somebody asked.',
          'So {hero} explained: the bridge, the tape, the little plans by every door with the dot that says YOU ARE HERE, the stair behind the fire exit and the long corridor underneath everything. It took about a minute. By the end of it half the form had turned round in their chairs, and a boy at the back was writing it down.',
          '“Huh,” said the tutor. “Eleven years I’ve worked here, and nobody ever told me that.”',
          'It was not much. But for one minute, on the first day, in a room full of people who had all been lost at some point since nine o’clock, {hero} had been the one who knew the way.',
        ],
      ],
      scene: '{hero} standing to read from a slip of paper in a form room while classmates turn round in their chairs to listen',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'At home time, {hero} went looking for Mr Osei and found him by the main doors, changing a bulb. “You were right about the plans,” {hero} said. Mr Osei did not look surprised. He took a folded sheet from his jacket: a photocopy of the whole school plan, every floor. “Spare,” he said. “For the next time the bridge is shut. Which will be Thursday.”',
        ],
        [
          'At home time, when the corridors were roaring again with the happy noise of fourteen hundred people leaving, {hero} went looking for Mr Osei.',
          'It took a while. Caretakers, it turns out, are hard to find precisely because they are everywhere. {hero} tried the main stairs, and then the dining hall, where the chairs were already upside down on the tables. The caretaker was by the front doors in the end, standing on a stepladder, changing a light bulb with the concentration of a surgeon.',
          '“You were right,” {hero} said to the bottom of the stepladder. “About the plans by the doors.”',
          'Mr Osei screwed the bulb in, tested it, and came down one rung at a time. He did not look surprised. He looked, if anything, quietly pleased, in the manner of a man who had been giving the same piece of advice for thirty-one years and had finally been listened to.',
          '“Bridge?” Mr Osei asked.',
          '“Bridge,” said {hero}. “And the back stair. And a boy called Tobias.”',
          'Mr Osei nodded as if all this were entirely expected, reached into the inside pocket of the grey jacket and produced a folded sheet of paper, soft at the creases from being carried around. It was a photocopy of the whole school: every floor, every corridor, every stair, with the fire exits marked and, in tiny handwriting along the margin, notes that no official plan would ever contain. Door sticks. Shortcut (don’t tell anyone). Radiator always hot: good in winter.',
          '“Spare,” Mr Osei said. “I keep one for the ones who ask. Not many ask.” He folded the stepladder under one arm. “You’ll want it on Thursday. The bridge’ll still be shut on Thursday. It’s been closed for repairs since before you were born.”',
          '{hero} put the plan in the inside pocket of the blazer, where nothing could leak on it, and for the first time that day felt less like a visitor and more like someone who had been let in on something.',
        ],
      ],
      scene: 'a caretaker on a stepladder by the school doors handing {hero} a folded, hand-annotated plan',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Out at the railings, Tobias was waiting for a lift. “Dad’s always late,” Tobias said. “He says he’s an optimist about traffic.” So {hero} waited too; it seemed the obvious thing to do. When a small dented car finally pulled up and a voice from inside asked whether he had got lost, Tobias said, “Only once. And I had help,” and waved through the back window until the car turned the corner.',
        ],
        [
          'Out at the front, the pavement had become a slow stream of blazers flowing towards the buses, and parents’ cars were parked in every single place where the signs said not to park.',
          '{hero} found Tobias by the railings, standing very straight with his bag held in front of him like a shield, scanning the traffic.',
          '“Dad’s always late,” Tobias said. “Always. He says it’s because he’s an optimist about traffic.”',
          'So {hero} waited too. It did not feel like a decision, exactly. It simply seemed like the obvious thing, the way you would not walk off and leave someone halfway up a ladder. They stood together by the railings and watched the blazers thin out, and Tobias explained, at considerable length, a plan to learn one corridor a day for the rest of the term, like a general studying a battlefield.',
          '“You could just read the walls,” said {hero}.',
          'Tobias thought about this seriously. “That’s cheating,” he said. “Brilliant, though.”',
          'Ten minutes later a small dented car pulled up with its hazard lights going, and a man in a suit leaned across to push the passenger door open. “Well?” he called. “Did you get lost?”',
          '“Only once,” said Tobias, climbing in. “And I had help.”',
          'Tobias looked back at {hero} through the window and lifted a hand, and then the car pulled away into the traffic, hazard lights still blinking, like a ship signalling to the shore that all was well.',
          '{hero} walked on towards home with the strange, tired lightness that comes at the end of a very long day, and realised halfway to the corner that after barely seven hours in the place, there was already somebody at this school to wait with.',
        ],
      ],
      scene: '{hero} and a small boy in a huge blazer waiting together by school railings while cars and blazered students stream past',
    },
    {
      kind: 'ending',
      tellings: [
        [
          '@pet That evening {pal} met {hero} at the door as though {hero.they} had been away for a year.',
          '@friend That evening {pal} rang to compare disasters, and won, narrowly, with the headteacher’s office.',
          'Before bed, {hero} drew a map of the school from memory in [?{colour}|pencil], with a dot in the middle of it and three words beside it. It was wrong in places, and it did not matter. Tomorrow there would be four minutes between lessons, and four minutes, it turned out, was enough.',
          '“{lesson},” {hero} wrote in small letters at the bottom, and underlined it once.',
        ],
        [
          '@pet That evening {pal} met {hero} at the front door with the kind of welcome usually reserved for people returning from long sea voyages, and then sat heavily on the blazer again, as though to make sure it could not take {hero} anywhere else.',
          '@friend That evening {pal} rang to compare disasters. {pal} had walked into a Year Ten French lesson, sat down, and stayed for twenty minutes before anyone noticed. “You got lost once,” {pal} said. “Amateur.” They agreed it was a draw.',
          '@alone That evening the kitchen table was covered in new exercise books waiting for names, and {hero} sat among them with a cup of tea going cold, telling the story of the day to someone who listened all the way to the end.',
          'Later, upstairs, {hero} took out a fresh page and drew the school from memory in [?{colour}|pencil]: the entrance hall, the main stairs where Mr Osei had been mopping, the form room, the bridge with a cross through it, the back stair, the long ground-floor corridor, and S3 at the end of it. It was wrong in several places, and in a couple of them it was wrong on purpose, because that was how it felt.',
          '[?{toy.name} sat on the desk and supervised, as {toy.name} had supervised every important piece of work for years.|The desk lamp made a small circle of light over the page.]',
          'In the middle of the map {hero} drew a dot, and beside it, in small careful capitals, three words: YOU ARE HERE. It seemed, on reflection, like quite a good thing to know.',
          'Down in one corner, very small, {hero} added a second dot at the foot of the back stair, for Tobias, because it seemed only fair that the map should show where Tobias had been found.',
          'Tomorrow there would be four minutes between lessons again. Four minutes, it turned out, was enough, if you looked at the walls.',
          '“{lesson},” {hero} wrote along the bottom of the page, in letters smaller than all the rest, and underlined it once.',
        ],
      ],
      scene: '{hero} at a desk drawing a map of the school from memory, a dot labelled YOU ARE HERE in the middle',
    },
  ],
};
