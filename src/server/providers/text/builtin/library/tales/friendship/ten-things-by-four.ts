/**
 * For readers of 11–14, anywhere: a photo hunt pairs the hero with the best friend they have not
 * spoken to since they played her song to a room that laughed; an old woman on a bench knows how
 * a sorry has to be said, and the last thing on the list is proof they are still a team.
 */
import type { Tale } from '../../types.ts';

export const tenThingsByFour: Tale = {
  id: 'ten-things-by-four',
  bands: ['older'],
  worlds: ['park', 'garden', 'seaside'],
  anywhere: true,
  time: 'day',
  shape: 'fix',
  titles: ['Ten Things by Four O’Clock', 'The List', '{hero} and Kit, Still a Team'],
  characters: ['Kit', 'Edith', 'Dot'],
  places: [['in', 'the old town park'], ['on', 'the seafront at Saltwick']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'The Summer Photo Hunt {place.in} had one rule: two people, one phone, ten things on a list, back by four o’clock. {hero} had drawn a partner’s name out of a hat, and the name was Kit. Kit had been {hero.poss} best friend for six years, and had not spoken to {hero} for nineteen days.',
          '@pet,friend {pals} had come along as well, and could only watch.',
        ],
        [
          'The Summer Photo Hunt {place.in} had exactly one rule, which the youth leader read out through a megaphone that made everything sound like a train announcement: two people, one phone, ten things on a list, back at the start by four o’clock. Anyone late was disqualified, and anyone who tried to download a picture off the internet would be found out, because the youth leader had been doing this for eleven years and had seen every trick there was.',
          'The partners were drawn out of a bucket hat. {hero} put a hand in, unfolded the slip of paper, and read the name twice, in case it changed.',
          'It did not change. It said KIT.',
          'Kit had been {hero.poss} best friend since they were both six and had bonded, in the first week of school, over a shared conviction that the class hamster was planning an escape. For six years they had done everything together: walked to school, swapped lunches, invented a language that nobody else could follow and that they themselves had mostly forgotten. And for the last nineteen days, Kit had not said a single word to {hero}. Not one. {hero} had counted.',
          '@pet {pal} had been allowed to come, on a lead, on the understanding that {pal} was not a team member and would not be counted in any photographs.',
          '@friend {pals} had been drawn with other people entirely, and gave {hero} a long look across the crowd that said, quite clearly, good luck with that.',
        ],
      ],
      scene: 'A crowd of young people holding slips of paper, a youth leader with a megaphone, {hero} staring at a name on a slip',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'Everyone knew why. At a sleepover, {hero} had played a song Kit had written and recorded in secret, because it was good and {hero} wanted people to hear it. The room had laughed — at the wobbly singing, not the song — and Kit had walked out. Now they had one phone and one list. “Let’s just get it done,” said Kit, without looking up.',
        ],
        [
          'Everyone knew why, which was the worst part.',
          'Three weeks ago, Kit had sent {hero} a recording: a song Kit had written, sung quietly into a phone at night, with a guitar that was slightly out of tune. Nobody else knew Kit wrote songs. {hero} had listened to it eleven times in a row. It was good. It was better than good; there was a line in the second verse about a house with all its lights left on that had made {hero} go quiet for a whole evening.',
          'Then, at Priya’s sleepover, when everyone was playing each other songs, {hero} had said, “Wait, listen to this,” and pressed play. {hero} had wanted them to hear how good it was. That was the honest truth, and it did not help at all.',
          'Because the room had laughed. Not at the song — nobody had listened to the words — but at the singing, which cracked on the high bit, and at the fact that it was Kit, and somebody had said, “Is this a joke?” Kit had stood up, very calmly, and gone home at ten o’clock at night, and had not spoken to {hero} since.',
          'Now Kit walked over, took the list from the youth leader without looking at {hero}, and read it out in a flat voice, like someone reading the terms and conditions.',
          '“Let’s just get it done,” Kit said. “You hold the phone. I’ll read the list.”',
          'It was, {hero} thought, the longest sentence Kit had said to {hero.them} in nineteen days, and it was about as warm as a fridge.',
        ],
      ],
      scene: '{hero} and a friend standing apart, one holding a phone, the other reading a list without looking up',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'Number one: something older than both of you put together. They found an old woman on a bench with a wristwatch she had been given in 1958. “Go on, then,” she said, holding out her wrist. {hero} took the picture. One down, nine to go, and Kit still had not looked at {hero} once.',
        ],
        [
          '“Number one,” said Kit. “Something older than both of us put together.”',
          '“That’s at least twenty-four years,” said {hero}, because silence was worse than maths.',
          'Kit did not answer. Kit walked, and {hero} followed, and for ten minutes they looked at things that might be old enough: a bench with a plaque that turned out to be from 2009, a drinking fountain that had been replaced the year before, a lamp post that looked ancient and had a sticker on it saying INSTALLED MARCH.',
          'In the end it was {hero} who noticed the old woman. She was sitting alone on a bench with a tartan flask and a paperback, wearing a raincoat buttoned to the neck despite the weather, and on her wrist was a small gold watch with a cracked glass face.',
          '“Excuse me,” said {hero}. “This is going to sound strange. We’re on a photo hunt, and we need something older than both of us put together. Is your watch… quite old?”',
          'The old woman looked at {hero} over the top of a pair of glasses for a long moment, and then, unexpectedly, laughed.',
          '“My husband gave me this watch in nineteen fifty-eight,” she said. “It has stopped twice and been dropped in the sea once. I think it will do.” She held out her wrist. “Go on, then. Get my good side.”',
          '{hero} took the picture. It came out slightly blurred, so {hero} took another one. Number one, done.',
          '“Thank you,” said Kit, to the woman. It was perfectly polite and friendly, the way Kit used to talk to {hero}, and hearing it pointed at somebody else was like watching someone else wear your favourite jumper.',
        ],
      ],
      scene: 'An old woman on a bench holding out a wrist to show a small gold watch, {hero} taking a photo, a friend standing a little way off',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'The old woman, whose name was Edith, had noticed everything. “You two have fallen out,” she said, when Kit was out of earshot. “My friend Dot read my diary aloud once, to a whole dance hall. We were friends for seventy years after. Do you know why? She said exactly what she had done. Not ‘sorry if’. Exactly. And then she let me be angry for as long as I needed.”',
        ],
        [
          'Kit went to read the next item on the noticeboard by the path, where the list had a map pinned beside it, and the old woman patted the bench beside her.',
          '“I’m Edith,” she said. “And you two have fallen out.”',
          '{hero} sat down, mostly from surprise. “How did you know?”',
          '“I was a teacher for forty years,” said Edith. “I could spot a falling-out from the top of a bus.” She unscrewed the flask and poured something into the lid that smelled of very strong tea. “What did you do?”',
          '“Why do you think it was me?”',
          'Edith just waited, which was worse than any answer.',
          'So {hero} told Edith. It came out in a jumble: the song, the sleepover, the laughing, the nineteen days. “I did say sorry,” {hero} finished. “Loads of times. I sent her about forty messages. I said I was sorry if it upset her, and that I only did it because the song was so good, and—”',
          '“Ah,” said Edith. “Sorry if.”',
          '“What?”',
          '“When I was sixteen,” said Edith, “my best friend Dot found my diary and read it out loud at a dance. To the whole hall. Including the page about a boy called Dennis, who was standing right there.” She sipped her tea. “Dot and I were friends for seventy-one years after that. Do you know why?”',
          '{hero} shook {hero.their} head.',
          '“Because she never once said sorry if,” said Edith. “She came to my house the next day and said exactly what she had done. Every bit of it, the worst bits too, without any excuses on the end. And then she stopped talking, and let me be as angry as I needed to be, for as long as I needed to be it. That is the only sorry that works, in my experience. The exact one.”',
          'Kit was coming back. Edith screwed the lid on her flask. “I’ll be here until four,” she said. “I always am.”',
        ],
      ],
      scene: 'An old woman pouring tea from a tartan flask on a bench, talking seriously to {hero} on the bench beside',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Number four: a reflection that isn’t in a mirror. They tried a shop window, which reflected mostly a bin, and then a polished brass plaque, where {hero} saw both their faces side by side, stretched and strange. Kit saw it too, and for a second nearly smiled, and then remembered not to.',
        ],
        [
          '“Number four,” said Kit. “A reflection that isn’t in a mirror.”',
          'They tried a shop window first. It reflected a bin, a pigeon, and a man eating a sandwich who did not want to be photographed and said so. They tried the back of a spoon from the café, borrowed under protest, which reflected mostly {hero.poss} nostril.',
          '“That’s horrible,” said {hero}, looking at the screen.',
          'Kit looked over, despite everything, and made a small noise that might have been the beginning of a laugh before it was strangled.',
          'In the end they found a brass plaque on the side of an old building, polished to a shine by someone who clearly took brass plaques seriously. {hero} held the phone up to it, and there, in the curved gold, were both of their faces side by side: stretched, wobbly and strange, but together in one frame for the first time in nineteen days.',
          '{hero} took the picture before either of them could move.',
          'Kit saw it on the screen. For a second, {hero} was certain, Kit almost smiled. Then Kit remembered, and the almost-smile went away, and Kit walked on ahead. But {hero} had seen the smile, for one second, before it went.',
          '@pet {pal} had put a wet nose against the plaque and was, technically, in the photo as well, which the rules said nothing about.',
        ],
      ],
      scene: 'Two faces stretched and side by side in a polished brass plaque, a phone held up to take the picture',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Number six: something the exact colour of your team’s favourite colour. “We don’t have a team favourite,” said Kit. “Mine’s [?{colour}|green],” said {hero}. “I know,” said Kit, before thinking. They found it on a child’s balloon, and the child let them photograph it for a biscuit.',
        ],
        [
          '“Number six,” said Kit, and then stopped. “Something the exact colour of your team’s favourite colour.”',
          '“We haven’t got a team favourite,” said {hero}.',
          '“No,” said Kit. “We haven’t.”',
          'It hung there for a moment: the fact that six years ago they would have had one, and argued about it, and made a flag.',
          '“Mine’s [?{colour}|green],” said {hero}, carefully. “So, that, I suppose. Unless you—”',
          '“I know what yours is,” said Kit. It came out quickly, before Kit could stop it, and Kit looked annoyed — not with {hero}, for once, but with Kit’s own mouth, which had remembered something it was supposed to have forgotten.',
          'They looked for [?{colour}|green] for fifteen minutes. Everything was nearly it and not quite: a bag, a scarf, the door of a café that was definitely the wrong shade. In the end it was a balloon, tied to the wrist of a very small child in a pushchair, bobbing in exactly the right colour.',
          'The child considered the request seriously and agreed to be in the photograph in exchange for a biscuit, which Kit produced from a pocket, because Kit always had biscuits. {hero} had forgotten that. Or not forgotten; just not thought about it for nineteen days.',
        ],
      ],
      scene: 'A small child in a pushchair holding a balloon, {hero} taking a photo of it while a friend hands over a biscuit',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Number seven: proof of an act of kindness. A man was struggling with a pushchair, two bags and a toddler at some steps. Kit took the bags and {hero} took one end of the pushchair, and the man took the picture for them, of the two of them carrying it, without either of them having planned to.',
        ],
        [
          '“Number seven,” read Kit. “Proof of an act of kindness. Your own, not someone else’s.”',
          '“So we have to find someone to be kind to,” said {hero}. “That feels like cheating.”',
          '“It feels like the point,” said Kit, and then looked surprised to have answered.',
          'As it turned out, they did not have to look. At the bottom of a long flight of steps, a man was standing with a pushchair, two heavy shopping bags, a toddler who had decided to sit down on the ground and refuse, and the expression of someone who had run out of arms.',
          'Kit got there first and picked up the bags without asking. {hero} took the front of the pushchair. The man took the back, and the toddler, astonished, got up and climbed the steps all by itself, counting them out loud in a language of its own.',
          'At the top, the man thanked them about six times. Then Kit explained, a bit awkwardly, about the photo hunt, and the man laughed and said, “Let me,” and took their phone, and made them stand together at the top of the steps, holding the pushchair between them, for the picture.',
          'They stood close. They had to, to fit. {hero} could smell Kit’s shampoo, which was the same one it had been since they were nine, and felt something in {hero.their} chest go tight.',
        ],
      ],
      scene: '{hero} and a friend carrying a pushchair up a long flight of steps together, a toddler climbing beside them',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'At half past two they stopped for chips, because even a cold war needs lunch. They sat at the same table without talking. Kit hummed something without noticing. It was the song — Kit’s song — and {hero} knew every word, and said nothing, and tried very hard not to hum along.',
        ],
        [
          'At half past two they stopped for chips, because even a cold war needs lunch.',
          'They sat at the same table and did not talk. Kit read the list again, as if it might have changed. {hero} ate chips one at a time and looked at the phone, at the photos so far, scrolling back to the one in the brass plaque, then away, quickly, as if Kit might see.',
          'Then Kit started humming. It was absent-minded, the sort of humming you do when you are thinking about something else, and Kit clearly had no idea it was happening.',
          'It was the song. Kit’s song.',
          '{hero} knew every word of it. Eleven times in a row, that first night, and then on the walk to school, and under the duvet, quietly, even after the sleepover; especially after the sleepover, as if listening to it enough could undo what had happened to it. {hero} knew the place where the guitar went out of tune and the place where Kit took a breath too early, and the line about the house with all its lights left on.',
          '{hero} sat very still and did not hum along, though it took an enormous effort, the way it is an enormous effort not to finish someone else’s sentence.',
          'Kit reached the second verse, and stopped, and went red, and looked at {hero}.',
          '{hero} looked at the chips.',
          'Neither of them said anything. But it was a different kind of nothing from before, and both of them knew it.',
        ],
      ],
      scene: '{hero} and a friend at a café table with chips, not talking, one of them humming',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Number nine: something that makes a sound when nobody is touching it. They stood in silence and listened: a clock ticking above a shop, a fridge humming in a café, a flag-rope clinking on its pole. “The clock,” said Kit. “It’s the loudest.” It was the first thing they had agreed on all day.',
        ],
        [
          '“Number nine,” said Kit. “Something that makes a sound when nobody is touching it.”',
          '“How do you photograph a sound?” said {hero}.',
          '“You photograph the thing,” said Kit. “Obviously.” And then, after a pause, quieter: “Sorry. That came out meaner than I meant.”',
          'It was the first time Kit had said sorry for anything in nineteen days. It was only a small sorry, about a small thing, but {hero} noticed it the way you notice the first warm day after a long winter.',
          'So they stood still, side by side, and listened. It is strange how much you can hear when you actually stop. A clock ticking above a shop door. A café fridge humming to itself. The rope on a flagpole, clinking against the metal in a slow, lonely rhythm. Somewhere, a radio. Somewhere else, somebody laughing.',
          '“The clock,” said Kit. “It’s the loudest.”',
          '“The rope,” said {hero}, at the same time. “It’s the saddest.”',
          'They looked at each other.',
          '“Both,” said Kit, and {hero} took two photos, and it was the first thing they had agreed about all day, even if what they had agreed was to disagree.',
        ],
      ],
      scene: '{hero} and a friend standing very still side by side, listening, a clock above a shop door and a flagpole behind them',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then they reached number ten: a photo of your team that proves you’re a team. Kit read it and laughed, not nicely. “Well, we can’t do that one.” {hero} said, “We could try—” and Kit rounded on {hero.them}. “You don’t get to try. You played my song to a room full of people who laughed. I trusted you.” Kit walked off. It was twenty to four.',
        ],
        [
          'At twenty to four they had nine of the ten. {hero} looked at the last item on the list, and felt {hero.their} stomach drop.',
          'Kit read it out anyway. “Number ten. A photo of your team that proves you are a team.”',
          'Then Kit laughed. Not the real laugh, the one {hero} had known for six years, which started as a snort and ended with Kit unable to breathe. This one was short and flat and had no bottom to it.',
          '“Well,” said Kit. “We can’t do that one, can we?”',
          '“We could try,” said {hero}. “We could just stand next to each other and—”',
          '“What, and smile?” Kit turned round, properly, for the first time all day. “You don’t get to try. You played my song to a room full of people who laughed at it. I sent it to you. Only you. I’d never sent it to anyone. I trusted you with it, and you just—” Kit stopped, because Kit’s voice had started to do the thing it had done on the high note in the song. “You just pressed play.”',
          '“I wanted them to hear how good it—”',
          '“I know what you wanted,” said Kit. “You’ve told me. Forty times. In forty messages.” Kit held out the list. “You do number ten. I’m going back.”',
          'And Kit walked off, back towards the start, leaving {hero} holding a phone with nine photos on it and a list that was, suddenly, not a list about things at all.',
          '@pet {pal} whined and pulled after Kit, and then looked back at {hero}, torn.',
        ],
      ],
      scene: 'A friend walking away fast along a path, {hero} left standing holding a phone and a crumpled list',
    },
    {
      kind: 'turn',
      tellings: [
        [
          '{hero} stood there, and thought of Edith on her bench. Not ‘sorry if’ — the exact sorry. {hero} ran, caught up with Kit, and said it: “I played your song without asking. It wasn’t mine to play. I said it was because it was good, but really I wanted them to think I knew someone that good. When they laughed, I didn’t stop it. I’m sorry.” Then {hero} stopped talking, and waited.',
          '@lesson-honesty It was the most honest thing {hero} had ever said, and it cost more than {hero} had expected.',
          '@lesson-listening Then {hero} listened, without interrupting once, while Kit said everything Kit had been holding for nineteen days.',
          '@lesson-patience {hero} did not hurry Kit. Edith had said as long as was needed, and it was needed for quite a while.',
          '@lesson-kindness “And it is good,” {hero} added at the end. “The line about the lights left on. I still think about it.”',
          '@lesson-helping “I don’t know how to fix this on my own,” {hero} admitted. “Will you help me? Tell me what would make it right.”',
          '@lesson-bravery {hero.poss} heart was hammering. Saying it out loud felt like stepping off the top of something high.',
          '@lesson-trying-again Forty messages had not worked. This was a different kind of trying, and {hero} meant it to be the last.',
        ],
        [
          '{hero} stood there for a long moment, holding the phone.',
          'Then {hero} thought of Edith on her bench with her tartan flask and her cracked gold watch. Not sorry if. The exact sorry. Every bit, the worst bits too, without any excuses on the end. And then stop talking.',
          '[?{hero} thought, too, about {interest}, and about how, when you really cared about something, you wanted everyone to see it, and how that was not the same thing at all as it being yours to show.|{hero} thought about how, when you really cared about something, you wanted everyone to see it, and how that was not the same thing at all as it being yours to show.]',
          'Forty messages had all said the same thing, in forty different ways: I’m sorry, but. Not one of them had said what {hero} had actually done.',
          '{hero} ran. Kit was nearly at the corner. “Kit. Wait. Please. One minute, and then you can go.”',
          'Kit stopped, but did not turn round.',
          '{hero} took a breath. “I played your song without asking you,” {hero} said. “It wasn’t mine to play. You sent it to me, and that meant you trusted me, and I used it to look good. I keep saying I did it because the song was good, and it is, but that’s not the whole truth. The whole truth is that I wanted everyone to know I had a friend who could write something like that. It was about me, not you. And when they laughed, I didn’t say anything. I just sat there and let them. That’s the worst bit. I’m sorry.”',
          'Then {hero} stopped. It was the hardest part. Every bit of {hero} wanted to add something on the end — a but, an only, an I just — and {hero} did not. {hero} stood there in the silence and let Kit be angry.',
          'Kit turned round slowly. Kit’s eyes were very bright.',
          '“You didn’t say anything,” said Kit. “That was the worst bit. Not them laughing. You. Just sitting there.”',
          '“I know,” said {hero}. “I know.”',
          '@lesson-honesty It was the most honest thing {hero} had ever said out loud, and it cost more than {hero} had expected, and it was worth every bit of what it cost.',
          '@lesson-listening Then Kit talked, for a long time — about the night of the sleepover, and the walk home, and the nineteen days — and {hero} listened to every word of it without interrupting once, even the parts that were hard to hear.',
          '@lesson-patience {hero} did not hurry Kit. As long as was needed, Edith had said, and it was needed for a while; they stood on that corner long after the clock above the shop said quarter to four, and {hero} did not once look at it.',
          '@lesson-kindness “And it is good,” {hero} said, at the very end, when Kit had finished. “Not because other people should hear it. Just because it is. The line about the house with all its lights left on. I still think about it. I thought about it at the sleepover, even.”',
          '@lesson-helping “I don’t know how to fix this,” {hero} admitted. “I’ve tried on my own for nineteen days and made it worse. Will you help me? Tell me what would make it right, and I’ll do it.”',
          '@lesson-bravery {hero.poss} heart was hammering the whole time. Saying it out loud, all of it, with no excuses to hide behind, felt like stepping off the top of something very high without checking what was underneath.',
          '@lesson-trying-again Forty messages had not worked. This was a completely different kind of trying, the kind with nothing to hide behind, and {hero} meant it to be the last try it took.',
        ],
      ],
      scene: '{hero} standing on a street corner talking seriously to a friend who has just turned round, eyes bright',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'At last Kit said, “Okay.” Not everything was fixed. But they walked back together, and passed Edith’s bench, and Edith took the last photo: the two of them, standing close, not quite smiling, but together. They were back at three minutes to four. They came fifth. The youth leader said the last photo was the best one anyone had taken.',
        ],
        [
          'For a long time Kit did not say anything. Then Kit wiped both eyes with the back of one sleeve, quickly, the way you do when you don’t want it to count.',
          '“Okay,” said Kit.',
          'It was not everything. {hero} knew that. It was not a hug, or a joke, or the invented language coming back all at once. It was one word. But it was a door that had been shut for nineteen days, opening about an inch.',
          '“We’ve got twelve minutes,” said Kit. “For number ten.”',
          '“We don’t have to—”',
          '“I know we don’t have to,” said Kit. “Come on.”',
          'They walked back together, not quite side by side, but nearly. And Edith was still on her bench, exactly where she had said she would be, reading her paperback with her flask beside her.',
          '“Would you take our picture?” asked {hero}. “It has to prove we’re a team.”',
          'Edith looked from one to the other over her glasses, and {hero} had the feeling that she saw everything that had happened on the corner, though she could not possibly have done.',
          '“Stand closer,” she said. “No. Closer than that. You’ve done harder things today than standing next to each other.”',
          'They stood closer. Edith took the picture. It was not a perfect photo. Neither of them was quite smiling, and Kit’s eyes were still a bit pink, and {hero.poss} hair was doing something unforgivable. But they were standing shoulder to shoulder, and you could tell, somehow, looking at it, that they had come through something together.',
          'They were back at the start at three minutes to four, running the last bit. They came fifth out of twenty-two teams. But when the youth leader scrolled through the photos on the big screen, and got to number ten, the whole crowd went quiet, and the youth leader said, “Now that one. That one is a photo.”',
          '@friend {pals} found {hero} in the crowd afterwards and did not ask a single question, which was exactly right.',
        ],
      ],
      scene: 'An old woman on a bench holding up a phone to photograph {hero} and a friend standing shoulder to shoulder, not quite smiling',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'That night, {hero.poss} phone buzzed. It was a message from Kit: a new recording, and under it, “This one you can play to whoever you like. Not that one, though. That one’s ours.”',
          '[?“{lesson},” {hero} thought, and understood it better than {hero.they} had that morning.|]',
          '{hero} listened to the new song twice, and then, quietly, the old one, and then went to sleep.',
        ],
        [
          'That night, long after the lights in the street had gone off, {hero.poss} phone buzzed on the pillow.',
          'It was a message from Kit. The first in nineteen days. It was a recording, and underneath it Kit had written: New one. Still a bit out of tune. You can play this one to whoever you like.',
          'And then, a minute later, a second message: Not the other one, though. That one’s ours.',
          '{hero} read it several times.',
          'Then {hero} put on headphones and pressed play. The new song was about a list, and a bench, and a cracked gold watch, and two faces stretched side by side in a brass plaque; it did not say any of those things directly, but it was about them all the same. The guitar was still slightly out of tune. Kit still took a breath in the wrong place. It was the best thing {hero} had ever heard.',
          '[?“{lesson},” {hero} thought, lying in the dark, and it felt less like something a grown-up says and more like something that had actually happened to {hero.them}, today, on a street corner.|]',
          '{hero} typed a reply, deleted it, typed another, and deleted that too. In the end {hero} sent only: It’s really good. Thank you for sending it. I won’t play it to anyone.',
          'Then, because it was true, and because Edith would have wanted it exact: Except maybe Edith. If you say yes.',
          'The answer came almost at once. Obviously Edith.',
          '{hero} listened to the new song twice more, and then, very quietly, the old one, the one with the house with all its lights left on. And somewhere in the second verse, for the first time in nineteen days, {hero} fell asleep without lying awake first.',
        ],
      ],
      scene: '{hero} lying in bed in the dark with headphones on, a phone glowing on the pillow',
    },
  ],
};
