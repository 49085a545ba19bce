/** For readers of 11–14: an old radio, a pilot adrift after a solar storm, and a way home read from the stars. */
import type { Tale } from '../../types.ts';

export const theQuietChannel: Tale = {
  id: 'the-quiet-channel',
  bands: ['older'],
  worlds: ['space'],
  // The radio picks up the pilot wherever the child happens to be listening: any place reads true.
  anywhere: true,
  time: 'night',
  shape: 'reach',
  titles: ['The Quiet Channel', '{hero} and the Drifting Ship', 'A Voice on Channel Nine'],
  characters: ['Nadia', 'Ms Okoro'],
  places: [['at', 'Relay Station Four'], ['at', 'the research base on the far side of the Moon']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'It was well past midnight {place.in}, and {hero} was still awake, bent over an old radio that had cost almost nothing because, according to the seller, it did not work.',
          'It did work, as it turned out. Somewhere under the hiss, on a channel nobody used any more, a voice was asking whether anyone could hear it.',
        ],
        [
          'It was well past midnight {place.in}, and {hero} was still awake, bent over a radio that was older than most of the people {hero.they} knew.',
          'It had cost almost nothing, because the seller had been honest enough to say that it did not work. {hero} had bought it anyway, on the theory that anything which had once worked could be persuaded to work again, and had spent three evenings with a screwdriver proving the theory half right.',
          '[?Most nights {hero.their} head was full of {interest}, but this week there had been room for nothing except the radio.|]',
          '@friend {pal} had come round to watch and had fallen asleep in a chair, which was the only honest review the project had received so far.',
          '@pet {pal} lay across {hero.poss} feet, breathing slowly, in the way of a creature who has decided that whatever is going on is not worth getting up for.',
          'Then, at a quarter to one, the hiss changed. It thinned, wavered and parted like a curtain, and out of the gap came a voice.',
          '“This is the survey ship Quarterlight,” it said, tired and very calm. “Is anyone on this channel? Anyone at all?”',
        ],
      ],
      scene: '{hero} hunched over an old radio late at night, the dial glowing, a voice coming out of the hiss',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'The pilot was called Nadia Sorel. A solar storm had knocked out her navigation and every big relay in range, and the Quarterlight was drifting with air for about six hours. Nobody else was answering, because nobody else listened on a channel this old. {hero} pressed the button and said, “I can hear you.”',
        ],
        [
          '{hero} stared at the radio for a long second, half sure that one of {hero.poss} friends had found a way to play a joke through it. Then {hero} pressed the button, and {hero.poss} own voice came out smaller than intended: “I can hear you.”',
          'There was a pause long enough to be a breath. “Oh, thank goodness,” said the voice. “My name is Nadia Sorel. Who am I talking to?”',
          'The story came out in pieces, because Nadia kept stopping to check things. A solar storm, the worst in years, had swept through four hours earlier. It had fried the Quarterlight’s navigation and, worse, knocked out every big relay station in range, so the ship could neither work out where it was nor tell anyone else. It was drifting. The air would last, Nadia said, in a voice that was working hard to stay level, about six hours.',
          '“Why can’t anyone else hear you?” asked {hero}.',
          '“Because nobody listens on channel nine any more,” said Nadia. “It is a museum piece. So, apparently, is your radio.”',
          '@friend {pal} was awake now, sitting bolt upright, and mouthed, “Is this real?” {hero} nodded, and found that {hero.poss} hands had gone cold.',
          'There was a sensible thing to do, which was to hand this to someone older and more qualified. {hero} intended to do exactly that. But {hero} also understood, with an uncomfortable clarity, that until somebody more qualified turned up, the only person on this channel was {hero}.',
          '“I’m staying,” said {hero}. “Tell me what you need.”',
        ],
      ],
      scene: '{hero} holding a radio microphone, wide awake, while a calm voice explains it is lost among the stars',
    },
    {
      kind: 'helper',
      tellings: [
        [
          '{hero} rang the emergency line. The duty officer, Ms Okoro, sounded exhausted; the storm had blinded every station she had. “I can’t find her,” Ms Okoro said. “But stars don’t break in storms. Get the pilot to tell you exactly what she sees, and keep a record. Then call me back.”',
        ],
        [
          '{hero} rang the emergency line with the radio still hissing in the other hand. It took four minutes to reach a human being, and the human being, when {hero} got through, was a duty officer called Ms Okoro who sounded as though she had not sat down since the storm began.',
          '“Channel nine?” Ms Okoro said, and then, more sharply, “Say that again.”',
          '{hero} said it again, and heard a keyboard rattling at the far end.',
          '“Right. Listen to me, because I am going to be honest,” said Ms Okoro. “Every relay I have is down. I can’t see the Quarterlight, I can’t talk to it, and I will not be able to for hours. You are, at the moment, the whole rescue.”',
          '{hero} did not enjoy hearing that.',
          '“So here is what I need,” Ms Okoro went on. “Instruments break in storms. Stars don’t. Get the pilot to describe exactly what she sees out of the front of that ship: which stars, how bright, where. Write it all down, in order, with the time. Then call me back on this number.” Ms Okoro paused, as if deciding how much to say. “And whatever you do, don’t switch that radio off.”',
          '{hero} found a pen, and then, because the first pen had apparently dried out sometime during the previous year, a second one.',
        ],
      ],
      scene: '{hero} on the phone with a tired duty officer, pen in hand, the old radio glowing beside a notebook',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'First they tried to restart the ship’s computer. Nadia flipped switches in the order {hero} read them out from a manual she found under her seat. The screens flickered, showed a single cheerful line of text, and died. “Well,” said Nadia, “it was worth a try.”',
        ],
        [
          'The obvious thing came first, as obvious things do. “Can you turn the computer off and on again?” asked {hero}, feeling slightly foolish.',
          '“You would be amazed how many engineers have asked me that,” said Nadia. “Yes. Hold on.”',
          'There was a manual under the pilot’s seat, printed on paper for exactly this kind of night, and Nadia read the restart sequence aloud while {hero} wrote it down and read it back, so that nothing would be skipped. Main bus off. Count to thirty. Backup bus on. Main bus on.',
          'For one glorious moment the screens in the Quarterlight came back. Nadia read out what they said: HELLO. SYSTEM CHECK IN PROGRESS.',
          'Then they went dark again, with a small electrical sigh that came clearly through the radio.',
          'Neither of them spoke for a while.',
          '“Well,” said Nadia at last, “it was polite, at least.”',
          '{hero} laughed, which was not funny, and then felt better, which was strange. Nadia seemed to feel better too.',
        ],
      ],
      scene: 'a small dark cockpit lit by a torch, a pilot reading a paper manual aloud, screens flickering',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} turned the radio slowly around, listening for where Nadia’s voice came in loudest, hoping it might point the way. It did, roughly: somewhere up and to the left. But “up and to the left” covered rather a lot of space, and Ms Okoro could do nothing with it.',
        ],
        [
          'Next {hero} had an idea borrowed from an old film. A radio’s aerial hears best when it faces the thing it is listening to, so if you turned it slowly, the signal should swell and fade, and the loudest point should show you where the voice was coming from.',
          '“Keep talking,” said {hero}. “Anything. Read me the manual.”',
          'Nadia read the manual. {hero} turned the radio a few degrees at a time, listening so hard that the rest of the world went quiet. The voice faded to a whisper, then rose, then crackled up to its clearest, and {hero} froze, pointing, like someone who had found the one warm spot in a cold bath.',
          '“There,” said {hero}. “Up and to the left.”',
          '@friend “Up and to the left of what?” asked {pal}, which was annoyingly the right question.',
          '{hero} rang Ms Okoro and reported it, feeling rather proud. There was a silence on the line of the kind that people leave when they are trying to be kind.',
          '“That narrows it down to about a third of the sky,” said Ms Okoro. “Good thinking. Not enough. Keep going.”',
        ],
      ],
      scene: '{hero} slowly turning an old radio in both hands, listening hard, one finger pointing up and to the left',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'To pass the time while the ship drifted, Nadia talked about home: a narrow house on a hill, a brother who burned toast on purpose, a garden she kept forgetting to water. {hero} realised, listening, that Nadia was not only talking to pass the time. She was talking so as not to be frightened.',
        ],
        [
          'There was a long stretch after that when there was nothing useful to do, which turned out to be worse than anything else so far.',
          '“Tell me something,” said Nadia suddenly. “Anything. It is very quiet in here.”',
          'So {hero} told Nadia about the radio, and the seller who had sworn it was dead, and the three evenings with the screwdriver. Nadia laughed in the right places. Then, without being asked, she started to talk about home: a narrow house on a steep hill, a brother who burned toast on purpose because he claimed it tasted of adventure, a garden she kept meaning to water and never did.',
          '“When I get back,” Nadia said, “I am going to water that garden every single day. The plants will be sick of me.”',
          'It was when she said “when” instead of “if” that {hero} understood. Nadia was not telling stories to pass the time. She was telling them to hold something back, the way you lean on a door to keep it shut.',
          '{hero} kept asking questions. It seemed the least that could be done.',
        ],
      ],
      scene: '{hero} curled beside the glowing radio, listening to a pilot talk about home while the ship drifts',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'If Ms Okoro could only hear Nadia herself, {hero} thought, she might learn more. So {hero} held the phone right up against the radio’s speaker. All that reached the duty officer was a screech like a dentist’s drill, and Ms Okoro asked, very kindly, for the phone to be taken away from the radio.',
        ],
        [
          'A little after half past one, {hero} had what seemed like an excellent idea: if Ms Okoro could hear Nadia directly, instead of through a nervous go-between with a notebook, then surely two experts could sort things out far more quickly than one expert and one amateur.',
          '“Hold on,” said {hero} to both of them at once, and pressed the phone flat against the radio’s speaker.',
          'What reached the duty officer, it turned out, was not Nadia. It was a screech: a thin, furious, metallic squeal, like a dentist’s drill with strong opinions about something.',
          '@friend {pal} winced and covered both ears. “Is that what she sounds like to them?”',
          '@pet {pal} lifted a head, flattened both ears and looked at {hero} with deep reproach.',
          'Ms Okoro waited, with great patience, until the squealing stopped. “That,” said the duty officer, “was very clever, and it has not worked, and I would be grateful if you would never do it again. The phone line cannot carry what that radio hears. You will have to be the line.”',
          '{hero} took the phone away from the speaker, feeling slightly deafened and rather more responsible than before. It was one thing to pass on a message. It was another to understand that there was no way round you: that everything Nadia said, and everything Ms Okoro needed, would have to go through one person with a pen.',
        ],
      ],
      scene: '{hero} pressing a phone flat against an old radio’s speaker, wincing at the noise',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '“Tell me a joke,” said Nadia, during a long wait. “A bad one. I need a bad one.” {hero} told the worst joke available, about an astronaut who could not find room for lunch because the ship was too full of space. Nadia groaned for so long that {hero} began to worry, and then laughed until she coughed.',
        ],
        [
          'During one long wait, when there was nothing to do but let the ship drift and the minutes pass, Nadia said suddenly, “Tell me a joke.”',
          '“A joke?”',
          '“A bad one,” said Nadia firmly. “Good jokes are wasted on a night like this. I need one so bad that it takes my mind off everything else.”',
          '{hero} thought hard. The trouble with jokes is that they all leave your head at once, all together, the moment anyone asks for one.',
          '@friend {pal} leaned in to the microphone. “Why did the astronaut skip lunch?” There was a dramatic pause. “Because there was no room. The whole ship was full of space.”',
          '@pet,alone In the end {hero} remembered one, and told it before there was time to change {hero.their} mind: an astronaut who skipped lunch because there was no room, the whole ship being completely full of space.',
          'There was a silence on channel nine. Then Nadia groaned, a long, heartfelt, theatrical groan that went on for so long that {hero} began to wonder whether something was wrong with the air after all.',
          'Then the pilot began to laugh, helplessly, until it turned into a fit of coughing, which only made things worse.',
          '“That,” said Nadia, when she could speak, “is the worst joke I have ever heard, and I have worked with engineers for eleven years. Thank you. I needed that more than I can tell you.”',
        ],
      ],
      scene: '{hero} grinning into an old radio microphone, a pilot far away laughing in a dark cockpit',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Perhaps, {hero} thought, someone else still listened on channel nine. So {hero} sent out a call every five minutes, clearly, with the ship’s name and the time. For half an hour nothing answered but static and, once, very faintly, a station playing dance music somewhere a long way off. Nobody else was coming.',
        ],
        [
          'If one old radio could hear Nadia, {hero} reasoned, then perhaps there were others: some retired engineer somewhere who had never thrown anything away, or a collector who left a set running at night for company. It was not a brilliant plan, but it was a plan, and it had the great advantage of being something to do.',
          'So {hero} switched across, every five minutes, and sent out a call in the plainest words available: “This is a relay for the survey ship Quarterlight. The ship is adrift and needs help. If anyone can hear this, please answer on channel nine.”',
          'Then {hero} switched back to Nadia, and waited, and tried again.',
          'The first call brought nothing but static. The second brought static with a faint, rhythmic thump in it, which set {hero.poss} heart racing until it resolved itself into a station playing dance music, very quietly, from somewhere so far away that the song seemed to be arriving from another decade.',
          '@friend “At least somebody is having a good night,” said {pal}, who had started to drum along on the arm of the chair and stopped when {hero} looked round.',
          'The third call, and the fourth, and the fifth brought nothing at all.',
          '“No luck?” asked Nadia, when {hero} came back.',
          '“Not yet,” said {hero}, and then, because it seemed important to be honest with someone in Nadia’s position, “I don’t think anyone else is coming. I think it’s just us.”',
          'There was a short silence on the channel. “Well,” said Nadia, “I have had worse company.”',
        ],
      ],
      scene: '{hero} speaking slowly into an old radio microphone, the dial lit, the night dark and still all round',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Then it was Nadia’s turn to ask questions. What was it like {place.in}? What did {hero} do when not rescuing pilots? [?{hero} talked about {interest}, and found that Nadia knew more about it than expected.|{hero} tried to answer, and found it was surprisingly hard to describe an ordinary life to someone who had none of it in reach.] It was the strangest conversation {hero} had ever had, and one of the best.',
        ],
        [
          '“Your turn,” said Nadia, somewhere around two o’clock. “I have told you about my garden and my brother’s toast. Tell me about you. What is it like {place.in}?”',
          '{hero} looked around and tried to see the place as a stranger would, which turned out to be harder than expected. It is difficult to describe somewhere you have stopped noticing. {hero} described it anyway: the sounds it made at night, the light that was always left on somewhere, the spot where you could sit and not be disturbed.',
          '“It sounds nice,” said Nadia. “Solid. I could do with solid.”',
          '“What do you do,” Nadia asked next, “when you are not rescuing pilots from the wrong end of the solar system?”',
          '[?{hero} talked about {interest}, at first a little shyly and then, when it became clear that Nadia was really listening, at rather more length than strictly necessary.|{hero} tried to answer and found it surprisingly hard to sum up an ordinary life for somebody who had none of it within reach.]',
          '[?“If I ever meet a {animal},” Nadia said, when {hero} mentioned a favourite animal, “I am going to tell it that it was mentioned during a space rescue. I think it will be very proud.”|“I used to think I would be a vet,” Nadia said, “until I found out that animals do not like being flown to the Moon.”]',
          '@pet {hero} told Nadia about {pal}, who was at that moment asleep with one ear twitching, and Nadia asked for a detailed description of the ear.',
          '@friend {pal} leaned in to the microphone and added several things that {hero} would have preferred to leave out, and Nadia laughed properly for the first time all night.',
          'It was, {hero} thought, the strangest conversation of a lifetime: ordinary things, said across an enormous distance, to someone who might not have much time left to hear them. It was also, in a way {hero} could not quite explain, one of the best.',
        ],
      ],
      scene: '{hero} laughing into an old radio microphone late at night, a notebook forgotten on one knee',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Could Nadia steer by the Sun? She turned the ship until the glare filled the front screens, but the storm had left the Sun too bright and ragged to be any use, and the Quarterlight’s shutters snapped closed on their own. They had burned a little fuel and learned nothing.',
        ],
        [
          '“What about the Sun?” asked {hero}, who had been thinking hard. “It’s the biggest thing out there. If you can see it, you must at least know which way it is.”',
          '“I know which way it is,” said Nadia. “It is the way that caused all this.” But Nadia agreed to try, because there was nothing else to try.',
          'The Quarterlight had small thrusters for turning, and they worked without the computer if you were patient and did not mind doing sums in your head. Nadia turned the ship a few degrees at a time, reading out the numbers, until the front screens filled with a glare so fierce that it came through the radio as a crackle.',
          '“I can’t look at it,” said Nadia. “It’s still boiling from the storm. It’s all ragged at the edges, and there is no way to measure anything off it.” There was a sharp clunk. “And now the shutters have closed by themselves, which is the most useful thing anything on this ship has done all night.”',
          '{hero} wrote down, carefully, that the Sun had been no help, and underlined it.',
          'They had burned a little fuel, turned the ship round twice and learned nothing at all, except that the Sun, like some people, was best not approached when it was in a bad mood. It was not much to show for twenty minutes, and both of them knew it, and neither of them said so.',
        ],
      ],
      scene: 'a small ship turned towards a fierce, ragged Sun, its shutters snapping shut',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Then the storm sent one last wave. The radio howled, and Nadia’s voice was swallowed whole. {hero} held the aerial at an awkward angle for ten long minutes, arm aching, until the howl died away and Nadia came back, asking where everyone had gone.',
        ],
        [
          'The storm, it turned out, had not quite finished.',
          'Without any warning, the radio began to howl: a rising, swooping wail, like a kettle trying to sing opera, that drowned Nadia’s voice completely and made every hair on {hero.poss} arms stand up.',
          '@pet {pal} shot to the far side of the room and looked at the radio with deep suspicion.',
          '@friend {pal} clapped both hands over {pal.poss} ears and shouted something that was lost entirely in the noise.',
          '{hero} grabbed the aerial. It was a guess, and probably a bad one, but holding it at one particular awkward angle seemed to make the howl a little thinner, and through the thin place came scraps of Nadia: “… hear me … still … hello?”',
          'So {hero} held it. Ten minutes is not long, written down. Ten minutes with your arm held out at an angle, trembling, while someone’s voice comes and goes through a storm, is a great deal longer. By the end of it {hero.poss} shoulder was on fire and {hero} had counted every second twice.',
          'Then, as suddenly as it had started, the howl sank into an ordinary hiss, and Nadia’s voice came back whole.',
          '“Hello?” said Nadia. “Hello? Where did everyone go?”',
          '“Nowhere,” said {hero}, lowering an arm that had mostly stopped belonging to anyone. “We were here the whole time.”',
        ],
      ],
      scene: '{hero} holding an old radio’s aerial at an awkward angle, arm trembling, the speaker howling',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Once, Nadia stopped answering. For six long minutes there was only hiss, and {hero} imagined everything. Then Nadia came back, a little breathless: she had been checking the air tanks by hand and had left the headset behind. {hero} made the pilot promise, sternly, never to do that again.',
        ],
        [
          'Some time after two, Nadia stopped answering.',
          'It happened in the middle of an ordinary sentence. “I’m just going to check the …” said Nadia, and then there was nothing but hiss.',
          '“Nadia?” said {hero}. And then, louder, “Nadia?”',
          'The hiss went on, patient and enormous. {hero} checked the dial, which had not moved, and the aerial, which had not moved either, and then sat very still with the microphone pressed against {hero.poss} chin, listening so hard it almost hurt.',
          'One minute went by. Then two. {hero} discovered, in the course of those minutes, that an imagination left alone in the dark will build the worst possible thing out of nothing, quickly and in great detail, and that knowing this does not help at all.',
          '@friend {pal} said nothing, which was unusual enough to be frightening, and moved a little closer.',
          '@pet {pal} lifted a head and looked at the radio, as if waiting for it to explain itself.',
          'At six minutes, the hiss broke.',
          '“Sorry! Sorry,” said Nadia, slightly out of breath. “I went aft to check the air tanks by hand and left the headset on the seat. Did I miss anything?”',
          '{hero} let out a breath that seemed to have been held since the beginning of the night. “Please,” said {hero}, in the firmest voice available, “do not ever do that again.”',
          '“Yes, captain,” said Nadia meekly, after a moment, and {hero} could hear that the pilot was smiling.',
        ],
      ],
      scene: '{hero} sitting perfectly still with a radio microphone against one cheek, listening to nothing but hiss',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} rang Ms Okoro with an update. Ms Okoro had been on shift for fourteen hours, was eating a cold sandwich at the desk and had eleven other problems, but she listened to every word. “You’re doing fine,” she said. “Keep writing things down.”',
        ],
        [
          'At a quarter past two, {hero} rang Ms Okoro with an update, mostly because it felt wrong not to.',
          'The duty officer answered on the first ring, with her mouth full. “Sorry,” said Ms Okoro. “Sandwich. It is the first thing I have eaten since lunch, and I think it was made yesterday.”',
          'In the background, {hero} could hear other phones, and other voices, and somebody saying the word “generators” in a tone that suggested the generators were not doing well.',
          '“How many other problems have you got?” asked {hero}, before thinking better of it.',
          '“Tonight? Eleven,” said Ms Okoro. “A stranded tour bus on the Moon, two relay stations on fire, a man who wants to know why his television is showing him the weather on Mars. And you.” The duty officer sounded, for the first time, almost amused. “You are my favourite, if that helps. You are the only one who has rung with information instead of complaints.”',
          '{hero} read out everything in the notebook: the restart, the readings, the times.',
          'Ms Okoro listened to every word without interrupting, which {hero} was beginning to understand was rarer than it should be. “Good,” she said at the end. “You are doing fine. Keep writing things down, and keep that pilot talking.”',
          '{hero} put the phone down and felt, for the first time since a quarter to one, not quite so much on the edge of things.',
        ],
      ],
      scene: 'a tired duty officer at a crowded desk of ringing phones, a half-eaten sandwich beside the keyboard',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The Quarterlight carried an emergency beacon, a little pod meant to be fired off to shout for help. Its launch button did nothing, so Nadia wrestled the manual lever free while {hero} read out the instructions. The pod shot away, blinking bravely, but the storm scrambled its signal into noise, and nobody anywhere could hear it.',
        ],
        [
          '“There is one more thing,” said Nadia, in the careful tone of someone who has been saving a last good idea. “Every ship this size carries an emergency beacon: a little pod you fire off into space, which shouts the ship’s position to anyone within a few million kilometres until its battery gives out.”',
          '“Why didn’t you fire it hours ago?” asked {hero}, and then wished the question had come out more politely.',
          '“Because the launch button is on the same system as everything else,” said Nadia, “and everything else is asleep.” There was, however, a manual lever, which was hidden behind a panel that was held on by eight screws, which were, as far as Nadia could tell, designed by someone who had never met a screwdriver.',
          '{hero} read out the instructions from the paper manual, a line at a time, while Nadia swore politely at the screws. One. Two. Five. Eight. The panel came away with a clang that echoed down the channel.',
          '“Pull the lever firmly towards you,” read {hero}, “while keeping your hands clear of the lever.”',
          '“That,” said Nadia, “is not physically possible,” and pulled it anyway.',
          'Something went thunk, deep in the hull. Through the radio came a small, triumphant whoosh, and Nadia reported, with rising hope, that the beacon was away, blinking bravely as it tumbled off into the dark.',
          'For almost a minute, they let themselves believe it.',
          'Then {hero} rang the duty officer, who checked, and checked again, and came back with the news that the storm had torn the beacon’s signal into so many pieces that it arrived, at every listening station in range, as nothing but a faint and meaningless chirp. The pod was working perfectly. It was simply shouting into a gale.',
          '{hero} wrote that down as well, and found that {hero.their} handwriting had grown noticeably smaller.',
        ],
      ],
      scene: 'a pilot hauling on a lever behind an unscrewed panel while a tiny beacon pod tumbles away into the dark',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'At half past two the radio’s battery light began to blink. Then Nadia’s voice began to break up, whole words vanishing into the hiss. Four hours of air left, and {hero} was about to lose the only line to Nadia. For a moment {hero} simply sat there, hands shaking, with no idea at all what to do next.',
        ],
        [
          'At half past two, a small light on the front of the radio began to blink.',
          '{hero} had not known the radio had a battery light. It had never needed one before. It blinked patiently, the way such lights do, as if it had all the time in the world, and at the same moment Nadia’s voice began to come apart: a word, a gap, half a word, hiss.',
          '“Nadia? Nadia, say again.”',
          '“Four hours … can you … still there …?”',
          'There were no spare batteries. {hero} knew that without looking, because {hero} had used the last ones on the screwdriver torch. And there was no time to go out and find more, even if there had been anywhere open.',
          '@friend {pal} was already turning out every drawer within reach, scattering pens and string and a single sock across the floor, and finding nothing.',
          '@pet {pal} had got up at last and was pacing, ears flat, picking up the worry in the room the way animals always do.',
          '@alone There was nobody to turn to. {hero} had never felt so entirely alone in a room.',
          '{hero} sat back and looked at the notebook, full of tidy times and careful notes that led nowhere, and felt something cold settle in {hero.poss} stomach. They had tried everything sensible. The sensible things had run out, and the battery was about to run out with them.',
        ],
      ],
      scene: 'a small battery light blinking on an old radio, {hero} staring at a notebook full of notes',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} remembered what Ms Okoro had said: instruments break, stars don’t. “Nadia,” said {hero}, “never mind the computer. Tell me what you see.”',
          '@lesson-helping {hero} rang Ms Okoro at once instead of trying to be clever alone. “We need you,” said {hero}. “Stay on the line.”',
          '@lesson-patience {hero} made the pilot go slowly, one star at a time, and waited through every crackle for each one.',
          '@lesson-trying-again The first description was lost in the hiss. {hero} asked again, and then again, until every word had come through.',
          '@lesson-teamwork Nadia described, {hero} wrote, Ms Okoro checked: three people, none of whom could do it alone.',
          '@lesson-kindness Before anything else, {hero} said, “You are doing brilliantly, Nadia. We have got you.”',
          '@lesson-listening {hero} stopped talking altogether and simply listened, catching every word through the hiss.',
          '@lesson-calm-feelings {hero} breathed slowly, in and out, until {hero.their} voice was steady enough to steady Nadia’s too.',
          '@friend {pal} held the notebook flat and read each line back aloud while {hero} kept the radio tuned.',
          '@pet {pal} leaned against {hero.poss} leg, warm and solid, which helped more than it should have.',
          'Three bright stars in a crooked line; a fuzzy patch below them; a planet as steady as a lamp. Ms Okoro fed it into her charts, and in four minutes she had the Quarterlight’s position and a heading home.',
        ],
        [
          'Staring at the useless notes, {hero} heard Ms Okoro again, as clearly as if the duty officer had been standing in the room: instruments break in storms, but stars don’t.',
          'They had spent two hours on the instruments.',
          '“Nadia,” said {hero}, leaning close to the radio as if that would help. “Forget the computer. Look out of the front of the ship and tell me exactly what you can see, one star at a time, as slowly as you like.”',
          '@lesson-helping But first {hero} rang Ms Okoro again, which took more courage than it should have, because it meant admitting that {hero} could not finish this alone. “We need you on the line,” said {hero}. “The whole time.” Ms Okoro did not hesitate. “I’m here,” she said.',
          '@lesson-patience {hero} made Nadia go slowly, one star at a time, and waited through every crackle for each description to come through whole, although every second of waiting felt like a second of air.',
          '@lesson-trying-again The first description vanished in the hiss. So did the second. {hero} did not let it go. “Again,” {hero} said, calm and stubborn. “Once more, from the start.” On the third try, every word came through.',
          '@lesson-teamwork It worked because there were three of them, and none of them could have done it alone. Nadia could see the stars but not the charts; Ms Okoro had the charts but not the stars; and {hero} had the only radio that could carry one to the other.',
          '@lesson-kindness Before anything else, {hero} said, “Nadia, you are doing brilliantly. Whatever happens, we are not going anywhere,” and heard the pilot take a long, shaky breath that sounded a great deal like relief.',
          '@lesson-listening {hero} stopped talking altogether and simply listened, with both hands cupped round the speaker, catching every word as it came up through the hiss like a stone out of deep water.',
          '@lesson-calm-feelings {hero.poss} heart was going like a drum. {hero} breathed slowly in and slowly out, the way you do before a race, until {hero.their} voice was steady enough to steady Nadia’s too.',
          '@friend {pal} took the pen without being asked, held the notebook flat and read each line back aloud, so that nothing was written down wrong.',
          '@pet {pal} came and leaned against {hero.poss} leg, warm and solid, and stayed there, which helped more than it had any right to.',
          'Three bright stars in a crooked line, said Nadia. A fuzzy smudge below them, like a thumbprint. A planet, low and steady, which Nadia said looked like a lamp that someone had forgotten to switch off. {hero} wrote it down in pieces and passed it on in pieces, and at the far end of the phone, Ms Okoro went very quiet, and then said: “Got her.”',
          'It had taken four minutes. With the right three stars, four minutes was all it had ever needed.',
        ],
      ],
      scene: '{hero} leaning close to an old radio, a phone at one ear, writing down stars in a notebook as fast as a pilot names them',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'Ms Okoro worked out a heading, and {hero} read it to Nadia, number by number, just as the battery light went steady and dim. A short burn of the engines, a long wait, and then Nadia’s voice, faint but clear: “I can see the relay beacon. It’s right ahead.” The radio gave one last crackle and went silent. Twenty minutes later, Ms Okoro rang back. The Quarterlight was safe, and its pilot was already complaining about the coffee.',
        ],
        [
          'Ms Okoro did the rest with a speed that made {hero} realise how good at her job she was. A heading came down the phone, three numbers and a length of time, and {hero} read them out to Nadia one at a time, and made Nadia read them back, and then read them back again.',
          '“Burning now,” said Nadia.',
          'Through the radio came a low rumble, the first sound of the ship’s engines all night. Then it stopped, and there was nothing to do but wait while the Quarterlight coasted, blind, along a line drawn from three stars and a smudge.',
          'The battery light stopped blinking and went steady and dim, which seemed worse.',
          '“Nadia?”',
          '“Still here.” A pause, a crackle. Then, in a completely different voice: “Oh. Oh, there it is. I can see the relay beacon. It’s right ahead of me, blinking away like nothing ever happened.”',
          '@friend {pal} let out a whoop so loud that {hero} had to hush it, laughing.',
          '“Thank you,” said Nadia. “Whoever you are, {hero}. Thank you.” And the radio gave one last, tired crackle and went completely silent.',
          '{hero} sat for a long time with the phone in one hand, not daring to put it down. At twenty past three it rang. “The Quarterlight has docked,” said Ms Okoro. “Pilot’s fine. Complaining about the coffee.” Then, after a moment, more quietly: “Nicely done.”',
        ],
      ],
      scene: 'a small ship turning towards a blinking relay beacon among the stars, its engines glowing',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'Afterwards, {place.in}, the night was very quiet. {hero} put the dead radio on the shelf where it could be seen from bed.',
          '@lesson Lying in the dark, {hero} thought about the long night, and the three stars, and one thing that had become very clear: {lesson}.',
          'Somewhere far above, a small ship was safe, and its pilot was probably complaining about the coffee. {hero} closed {hero.their} eyes and slept.',
        ],
        [
          'Afterwards, {place.in}, the night was very quiet, in the way a room is quiet after music has stopped.',
          '@friend {pal} had fallen asleep again, mid-sentence, with the notebook on {pal.poss} chest.',
          '@pet {pal} was already asleep, curled up with a contented sigh that suggested the whole rescue had been {pal.poss} idea.',
          '{hero} put the radio on the shelf where it could be seen from bed. It needed new batteries. It would get them, and after that, {hero} suspected, a good deal more attention than a museum piece was used to.',
          '@lesson Lying in the dark, {hero} went over the night the way you go over a path you have only just survived: the hiss, the voice, the blinking light, the three stars in their crooked line. One thing had become very clear, and it would stay clear, {hero} thought, for a long time: {lesson}.',
          'Somewhere far above, a small ship was docked and safe, and its pilot, having finished complaining about the coffee, was almost certainly asleep too.',
          '{hero} closed {hero.their} eyes and slept, and did not dream of anything at all.',
        ],
      ],
      scene: '{hero} asleep in bed, an old radio on the shelf above, the stars quiet beyond',
    },
  ],
};
