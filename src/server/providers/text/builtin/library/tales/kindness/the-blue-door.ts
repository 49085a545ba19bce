/**
 * For 11–14, anywhere: on the way to an audition that matters, the hero stops for an old man who
 * has lost his way home, and has to choose between the bus and the man.
 */
import type { Tale } from '../../types.ts';

export const theBlueDoor: Tale = {
  id: 'the-blue-door',
  bands: ['older'],
  worlds: ['park', 'garden'],
  anywhere: true,
  time: 'day',
  shape: 'fix',
  titles: ['The Blue Door', 'The 10:40', '{hero} and the Man in Slippers'],
  characters: ['Mr Amos', 'Arthur Amos', 'Priya', 'Ruth', 'Ann'],
  places: [['in', 'Hollybank Park'], ['in', 'the gardens behind the old library']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'The audition for the county youth theatre was at eleven, the last bus that could get {hero} there left at 10:40, and {hero} was cutting through {place} with twenty-five minutes to spare and a speech from a play running on a loop inside {hero.their} head.',
          'On the way {hero} passed a row of old houses, and noticed, the way you notice things when you are trying not to be nervous, a blue front door with a brass [?{animal}|fox] for a knocker.',
          '@pet,friend {pals} had come along for moral support, which mostly meant telling {hero} to breathe.',
        ],
        [
          'The audition for the county youth theatre was at eleven o’clock. The last bus that could get {hero} there in time left at 10:40, and it was now a quarter past ten, which meant that {hero} was cutting through {place} at the sort of pace that is not quite running but would like to be.',
          'Inside {hero.poss} head, the speech went round and round: forty lines from an old play about a shipwrecked sailor who talks a whole crew out of despair. {hero} had said it to the bathroom mirror so many times that the mirror could probably have done the audition instead.',
          '[?{hero} had tried to think about {interest} instead, to calm down, and it had not worked at all.|]',
          'On the way, {hero} passed a row of old terraced houses and noticed, the way you notice irrelevant things when you are trying very hard not to be nervous, a blue front door with a little brass [?{animal}|fox] for a knocker. Somebody had polished it until it shone.',
          '@pet {pal} trotted alongside, blissfully unaware that anything important was happening.',
          '@friend {pals} had come along for moral support, which so far had mostly meant saying “breathe” at unhelpful moments.',
        ],
      ],
      scene: '{hero} hurrying along a path past old houses, one with a shining brass knocker on a blue door',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'By the benches stood an old man in a good tweed coat and tartan slippers, turning slowly in a circle. “Excuse me,” he said, politely. “Have you seen my wife? She said she would meet me by the bandstand.” There was no bandstand. There had not been one for years. “Arthur Amos,” he added, holding out a hand, as if they were at a party.',
          '{hero} looked at the slippers, and at the clock, and understood that whatever happened next, it was going to cost something.',
        ],
        [
          'By the benches stood an old man in a good tweed coat, a neatly knotted tie and a pair of tartan slippers, turning very slowly on the spot, as if the world had been rearranged while his back was turned.',
          'People walked round him the way a crowd goes round a lamp post.',
          '“Excuse me,” he said to {hero}, with tremendous politeness. “I wonder if you have seen my wife? She said she would meet me by the bandstand.”',
          'There was no bandstand. There had not been a bandstand for years; there was a recycling point where it used to be.',
          '“Arthur Amos,” the old man added, and held out a hand, as if they had met at a rather nice party.',
          '{hero} looked at the slippers, which were soaked through. {hero} looked at the man’s hands, which were shaking slightly. And then, with a kind of sinking inevitability, {hero} looked at the time.',
          'Ten twenty. Twenty minutes. It would be so easy to say sorry, no, and walk on, and tell {hero.self} that somebody else would stop. Somebody always does, in theory.',
          '{hero} did not walk on.',
        ],
      ],
      scene: 'an old man in a tweed coat and wet tartan slippers standing lost among benches, {hero} stopping to help',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          '{hero} steered Mr Amos gently to the kiosk and asked the woman at the counter for help. But she was alone with a queue of twelve, and when she said “Shall I ring the police?”, the old man went white and began to back away. “I have done nothing wrong,” he said. “Nothing at all.”',
        ],
        [
          '“Let’s find someone who can help,” said {hero}, in the calm voice {hero.they} had heard nurses use on television, and steered the old man, one slow step at a time, towards the coffee kiosk.',
          'The woman at the counter was single-handed, with a queue of twelve people and a milk frother that screamed like a kettle in pain. {hero} explained, quickly and quietly, between orders.',
          '“Oh, love,” said the woman, not unkindly, but without stopping. “Shall I ring the police? They’d know what to do.”',
          'She meant well. But at the word police the old man went quite white, and began to back away, his hands up in front of him as if to fend something off.',
          '“I have done nothing wrong,” he said, and his voice had gone thin and high. “I have done nothing wrong at all.”',
          '“No, no, of course not,” said {hero}, and found {hero.self} holding his sleeve, very lightly, the way you might hold a bird. The queue watched with the frank interest of people who are not going to get involved.',
          'That, {hero} realised, was not going to work.',
        ],
      ],
      scene: '{hero} gently holding the sleeve of a frightened old man beside a busy coffee kiosk',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'On Mr Amos’s keyring was a plastic tag: IF FOUND PLEASE RING, and a mobile number. {hero} rang it at once. It went to voicemail, a tired woman’s voice asking to leave a message. {hero} left one, clearly and twice over, and then stood there feeling how little a voicemail weighs against a morning.',
        ],
        [
          'It was while Mr Amos was patting his pockets for a handkerchief that {hero} saw the keyring: three keys, a tiny torch and a laminated plastic tag on which someone had written, in careful capitals, IF FOUND PLEASE RING, followed by a mobile number.',
          'If found. Somebody, somewhere, had known that this might happen, and had prepared for it with a label, the way you label a child’s coat for a school trip. {hero} found that thought unexpectedly hard to look at directly.',
          '{hero} dialled the number. It rang six times, with the maddening slowness of phones that are being ignored, and then a woman’s voice, recorded on some calmer day, said that she could not come to the phone right now.',
          '“Hello,” said {hero}, after the beep, and then stalled, because it is difficult to leave a sensible message about a stranger. “I am with a man called Arthur Amos, by the benches near the kiosk. He seems lost. He is fine. I mean, he is safe. I will stay with him.” {hero} repeated the whole thing, just in case, and hung up.',
          'Mr Amos watched all this with polite interest, as if it were happening to somebody else, which in a sense it was.',
        ],
      ],
      scene: '{hero} on the phone, reading a number from a plastic tag on an old man’s keyring',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'They sat down on a bench, because Mr Amos’s slippers were soaked and he was starting to shiver. From his coat pocket he produced a dented tin of mints and offered one with great ceremony. {hero} took it, and checked the time, and put the phone face down on the bench, so as not to keep checking it.',
        ],
        [
          'Mr Amos was beginning to shiver, so {hero} suggested that they sit down, and he agreed with the air of a man accepting an invitation to tea.',
          'From the inside pocket of the tweed coat he produced a small tin, dented at one corner and printed with a picture of a seaside town, and opened it with great ceremony. Inside were six white mints, arranged in a neat row.',
          '“Do have one,” said Mr Amos. “Ruth always says I should offer, and I always forget.”',
          '{hero} took one. It was extremely strong, the kind of mint that clears your head whether you want it cleared or not.',
          'The phone in {hero.poss} pocket said 10:31. Nine minutes. If {hero} ran, really ran, the bus was still possible; the audition was still possible; the whole careful plan of the morning was still, technically, possible.',
          '{hero} looked at Mr Amos, who was looking out across the paths with an expression of mild and patient expectation, as if the bandstand might reassemble itself at any moment and his wife come walking out of it.',
          'Then {hero} took the phone out, turned it face down on the bench between them, and left it there, so as not to keep checking it.',
        ],
      ],
      scene: 'an old man offering a mint from a dented tin to {hero} on a bench, a phone face down between them',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'A girl of about sixteen, walking three dogs at once, stopped beside them. “My gran gets like this,” she said quietly. “Do not ask him what he has forgotten. Ask him what he remembers. The old stuff is still there. It is the new stuff that goes.” And then the dogs pulled her away.',
        ],
        [
          'It was a girl of about sixteen who stopped: tall, in a hoodie with the sleeves pushed up, being towed by three dogs of wildly different sizes. She had seen the whole thing.',
          '“Is he yours?” she asked.',
          '“No,” said {hero}. “He is just… lost. I think he is more than lost.”',
          'The girl nodded, as if this were an ordinary thing, which to her it clearly was. “My gran gets like this,” she said. “I’m Priya. Can I tell you the one thing that works?”',
          '{hero} would have taken any one thing at that point.',
          '“Don’t ask him what he’s forgotten,” said Priya. “Where he lives, what day it is, all that. It just frightens them, because they know they ought to know. Ask him what he remembers. The old stuff is all still there. It’s the new stuff that goes.”',
          'The largest dog chose that moment to see a cat, and Priya was towed away at speed, calling “Good luck!” over her shoulder in a voice that suggested she thought {hero} would need it.',
        ],
      ],
      scene: 'a tall teenage girl being towed away by three dogs, calling back to {hero}',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} tried the people going past. A jogger ran straight past. A man with a pushchair looked, frowned, and said he thought he had seen Mr Amos before, somewhere, but could not think where. Nobody knew where Mr Amos lived, and Mr Amos, when asked, only looked worried.',
        ],
        [
          'Following Priya’s advice turned out to be harder than hearing it, so at first {hero} did the obvious thing and asked everybody who went past.',
          'A jogger ran on without breaking stride, one earphone already back in. A couple with matching rucksacks apologised in a language {hero} did not recognise. A man pushing a sleeping baby stopped properly, to his credit, and studied Mr Amos for a long moment.',
          '“I know his face,” the man said slowly. “I’m sure I know his face. From years ago.” But he could not say from where, and the baby began to wake, and he had to go.',
          'When {hero} asked Mr Amos directly where he lived, the old man’s face clouded over with something that looked very much like shame.',
          '“It is on the tip of my tongue,” he said. “I know it perfectly well. I just cannot…” And he made a small, helpless gesture with one hand, as though the address were a bird that had flown out of it.',
          '{hero} decided not to ask that question again.',
        ],
      ],
      scene: 'a man with a pushchair peering thoughtfully at an old man in a tweed coat, {hero} waiting hopefully',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'At 10:40, the bus went past the end of the path. {hero} watched it go, the audition going with it. And Mr Amos, tired of waiting, suddenly set off towards the road, and when {hero} caught Mr Amos by the arm, the old man turned in real fear. “Who are you? Let go of me!”',
        ],
        [
          'At 10:40, exactly on time for once in its life, the bus went past the end of the path.',
          '{hero} watched it go. Through its windows {hero} could see people reading, staring at phones, eating crisps; none of them had any idea that they were carrying away forty lines about a shipwreck that would now never be said in front of anyone who mattered.',
          'There was a hollow feeling in {hero.poss} chest, as if someone had scooped something out.',
          'And then the old man, who had been standing patiently for a while, seemed to decide that he had waited long enough. He set off, quite briskly, straight towards the road and the traffic.',
          '{hero} caught Mr Amos by the arm. He spun round, and for a moment his face was not polite at all but terrified.',
          '“Who are you?” he said. “Let go of me. Let go!”',
          'People looked. {hero} let go, hands raised, heart hammering. It felt like the worst moment of a very bad morning: {hero} had given up the audition to help, and now the person {hero.they} had stopped for was frightened of {hero}.',
          '@friend {pal} looked at {hero}, wide-eyed. “What do we do?” {pal} whispered. {hero} had no idea.',
          '@pet {pal} pressed close against {hero.poss} legs, ears flat, feeling the tension.',
        ],
      ],
      scene: 'a bus pulling away in the background while a frightened old man backs away from {hero}',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Ask him what he remembers, Priya had said. So {hero} stopped asking Mr Amos where he lived. “That is a very good coat,” {hero} said instead. “Did you wear it to work?”',
          'The old man’s face loosened. “Forty years on the post,” he said. “Bellfield Road, every house. My wife painted our door blue, and she bought a little brass [?{animal}|fox] for the knocker, and I polished it every Sunday.”',
          'A blue door. A brass [?{animal}|fox]. {hero} had walked past it not half an hour ago.',
          '@lesson-helping {hero} knew that this was too big to do alone, and rang home. “I need help,” {hero} said, and was surprised how easy it was to say.',
          '@lesson-patience It took a long time, and {hero} let it. Every story about the post round was listened to properly, however long it took to get to the point.',
          '@lesson-kindness {hero} offered Mr Amos an arm, not a hand on the sleeve, so that he could take it or not, and walk like a gentleman instead of a problem.',
          '@lesson-teamwork+pet,lesson-teamwork+friend {pals} walked on the old man’s other side, and between them they made a kind of slow, careful procession.',
          '@lesson-listening {hero} listened, really listened, to every word, because somewhere in the old stories was the way home.',
          '@lesson-trying-again The first two questions got nothing. {hero} tried a third, and a fourth, until one landed.',
        ],
        [
          'Ask him what he remembers, Priya had said.',
          '{hero} took a breath, and stopped trying to solve the problem, and started trying to have a conversation.',
          '“That’s a very good coat,” {hero} said. “It looks like a coat for going to work in. What did you used to do?”',
          'The change was remarkable. The old man’s shoulders came down. His face, which had been all fear, loosened into something that was nearly pride.',
          '“Royal Mail,” he said. “Forty years. I did Bellfield Road and all the streets off it, every house, every dog. I knew which doors stuck and which letterboxes bit.”',
          '“And where did you live, when you did that round?” asked {hero}, as if it were the most casual question in the world.',
          '“Oh, Bellfield Road itself,” he said. “Number fourteen. My Ruth painted our door blue, the year we moved in, because she said every other door in the street was brown and she would not live behind a brown door. And she found a little brass [?{animal}|fox] for the knocker at a market, and I polished it every Sunday, forty years.”',
          'A blue door. A little brass [?{animal}|fox], polished until it shone.',
          '{hero} had walked past it not half an hour ago, and noticed it for no reason at all, except that it was the kind of thing {hero} noticed.',
          '@lesson-helping And {hero} knew, too, that this was not something to do alone. {hero} took out {hero.their} phone and rang home. “I need some help,” {hero} said, and was surprised by how easy the words were, once they were out. “It is important. I will explain.”',
          '@lesson-patience It took a long time to get there. Every few steps the old man stopped to tell another story about the round: the Alsatian at number nine, the summer the letterboxes were all painted red. {hero} did not hurry Mr Amos once. The audition was gone; there was, strangely, all the time in the world.',
          '@lesson-kindness {hero} did not take Mr Amos by the sleeve again. {hero} offered Mr Amos an arm, crooked at the elbow, the way people did in old films, so that he could choose to take it, and walk down the road like a gentleman instead of a problem being solved.',
          '@lesson-teamwork+pet,lesson-teamwork+friend {pals} walked on his other side, and between them they made a slow, careful, slightly ridiculous procession, which the old man seemed to enjoy enormously.',
          '@lesson-listening {hero} listened to every word, really listened, the way you listen when the thing you need is hidden somewhere in what is being said, and you do not know which sentence it will be.',
          '@lesson-trying-again The first question about the old days got nothing but a puzzled frown, and the second got a story about a bicycle. {hero} tried again, and again, circling closer, until one of the questions landed.',
        ],
      ],
      scene: '{hero} walking arm in arm with an old man in a tweed coat along a row of terraced houses',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'The walk took twenty minutes and should have taken five, because Mr Amos knew every house on the way and had a story about each: the dentist who kept racing pigeons, the twins who posted a frog to their aunt. {hero} laughed in the right places, and meant it, and stopped looking at the time altogether.',
        ],
        [
          'The walk back towards the row of terraced houses should have taken five minutes. It took twenty, because Mr Amos, now that he was on familiar ground, knew every single house and had a story about each of them, and was determined that {hero} should hear them all.',
          'Number three had belonged to a dentist who kept racing pigeons in the loft and once, memorably, had to be rescued from the roof by the fire brigade. Number seven had been home to twins who, at the age of eight, tried to post a live frog to their aunt in Scotland, and were only stopped because Mr Amos had noticed the parcel was croaking.',
          '“I gave it back to them,” he said, “with a lecture on the postal regulations. Very serious. Then I went round the corner and laughed until I had to sit down.”',
          '{hero} laughed too, properly, for the first time that morning, and was surprised to find that the hollow feeling from earlier had got a little smaller.',
          'Somewhere along the way, without quite deciding to, {hero} stopped looking at the time altogether.',
        ],
      ],
      scene: 'an old man in a tweed coat pointing at a house and telling a story, {hero} laughing alongside',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'The blue door opened before {hero} could even knock. A woman in her fifties, phone in hand and face grey with worry, took one look and burst into tears. “Dad,” she said. “Oh, Dad.” He patted her arm, puzzled and pleased. “Hello, love,” he said. “I was waiting for your mum.”',
        ],
        [
          'The blue door opened before {hero} had even lifted the brass [?{animal}|fox].',
          'A woman in her fifties stood there, still in her work clothes, a phone in one hand and her car keys in the other. Her face was grey with the particular kind of worry that has been going on for more than an hour.',
          'She looked at her father. Then the daughter looked at {hero}. Then she sat down, quite suddenly, on the doorstep, and cried.',
          '“Dad,” she said. “Oh, Dad. I turned round for ten minutes.”',
          'The old man patted her shoulder, puzzled but pleased, as if she were a small girl who had fallen over. “Hello, love,” he said. “I was waiting for your mum, by the bandstand.”',
          'The woman’s eyes met {hero.poss} over the old man’s head, and {hero} understood, without being told, that Ruth had not been waiting by any bandstand for a very long time.',
          '“Thank you,” the woman said. She said it three times, and each time it meant something slightly different.',
        ],
      ],
      scene: 'a tearful woman hugging an old man on the step of a blue door, {hero} standing on the pavement',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Inside, the hallway was lined with photographs. In one, a young postman with a bicycle grinned beside a freshly painted blue door, and a woman in a yellow dress held up a paintbrush like a trophy. “That is Ruth,” said Mr Amos, proudly. “She chose the colour.”',
        ],
        [
          'The daughter, whose name was Ann, insisted that {hero} come in, and {hero}, who had been standing on the pavement for what felt like a week, did not argue.',
          'The hallway was narrow and smelled of polish and toast, and its walls were covered, from the skirting board almost to the ceiling, with photographs in mismatched frames.',
          'There were babies, and weddings, and a great many pictures of the seaside in the kind of faded colours that only old photographs have. And there, at about eye level, was a young man in a postman’s uniform, standing beside a bicycle and grinning at the camera, next to a front door so freshly painted it seemed to glow.',
          'Beside him stood a woman in a yellow dress, holding up a dripping paintbrush like a trophy.',
          'Mr Amos stopped in front of the photograph, and his whole face changed.',
          '“That is Ruth,” he told {hero}, with enormous pride. “She chose the colour. The whole street thought she was mad.” He laughed. “The whole street painted theirs within the year.”',
          '{hero} looked at the woman in the yellow dress, who had been gone, {hero} suspected, for a long time, and who was still, in a way, standing at the door.',
        ],
      ],
      scene: 'a narrow hallway covered in old photographs, an old man pointing proudly at a young postman and a woman in yellow',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'There was no audition. There would be another one in the spring: the daughter phoned the theatre to ask, while Mr Amos made {hero} a cup of tea that was mostly sugar.',
          '“{lesson},” {hero} thought on the walk home. It had cost a bus and a speech about a shipwreck. It had been worth both.',
        ],
        [
          'There was no audition, in the end. But Ann, the daughter, rang the youth theatre herself while Mr Amos made {hero} a cup of tea that was roughly half sugar, and explained, in the kind of voice that gets results, exactly why one of their applicants had not turned up.',
          'There would be another round in the spring, it turned out. They would keep a place.',
          '{hero} drank the tea, which was terrible, and listened to one more story about the round, and then walked home the long way, past the kiosk and the place where the bandstand used to be.',
          '“{lesson}.” {hero} turned the words over on the way, and found that they fitted the morning better than any line from the play.',
          'The speech about the shipwreck was still there, all forty lines of it, waiting for the spring. But it was the other thing that kept coming back: the old man’s face, unfolding, when somebody finally asked him about something he knew.',
        ],
      ],
      scene: '{hero} walking home alone, hands in pockets, thoughtful and calm',
    },
  ],
};
