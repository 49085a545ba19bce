/**
 * For readers of 8–10: at night in Gran's old house a little cousin cannot sleep without her toy,
 * left at the far end of a long, dark hallway; the hall light is broken, and Gran's trick (one hand
 * on the wall, name what you know is there) gets the hero there and back.
 */
import type { Tale } from '../../types.ts';

export const theLongDarkHallway: Tale = {
  id: 'the-long-dark-hallway',
  bands: ['middle'],
  worlds: ['home'],
  anywhere: true,
  roomy: false,
  time: 'night',
  shape: 'courage',
  titles: ['The Long Dark Hallway', '{hero} and the Dark Hallway', 'Name What You Know'],
  characters: ['Gran', 'Tilly', 'Mr Trunk'],
  places: [['in', 'the tall old house on Quill Street'], ['in', 'the old house by the market square']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'That week, {hero} was staying with Gran {place.in}, and so was little cousin Tilly, who was four. At bedtime Tilly would not stop crying. Her knitted toy, Mr Trunk, was downstairs in the kitchen, and Tilly could not sleep without him.',
          '@pet,friend {pals} {pals.were} there too, wide awake.',
        ],
        [
          'That week, {hero} was staying with Gran {place.in}, and so was little cousin Tilly, who was four and could talk for an hour without taking a breath.',
          'The house was old and tall and full of things: clocks that ticked at different speeds, stairs that complained, and a long hallway downstairs with a kitchen at the very end of it.',
          'At bedtime, Tilly stopped talking and started crying. It was not a loud cry. It was the small, hopeless kind, which is worse.',
          '“Mr Trunk,” she sobbed. “He’s on the kitchen chair. He’s all on his own.”',
          'Mr Trunk was a knitted toy with one ear longer than the other, and Tilly had never once gone to sleep without him.',
          '@pet {pal} looked up from the end of the bed at {hero}, as if to say that this was clearly a job for somebody.',
          '@friend {pal}, who was sleeping over too, sat up in the camp bed. “Somebody has to get him,” {pal} whispered.',
        ],
      ],
      scene: 'Tilly crying in bed at night, {hero} sitting beside Tilly in a dim bedroom of an old house',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'It had all started at teatime. Tilly had carried Mr Trunk everywhere, as usual, and sat him on the kitchen chair while she ate her fish fingers. Then the hall light went pop with a little blue flash, and everyone jumped, and in all the fuss, Mr Trunk was forgotten.',
        ],
        [
          'It had all started at teatime, although nobody knew it then.',
          'Tilly took Mr Trunk everywhere. He came to the bathroom, he came to the shop on the corner, and he came to tea, where he sat on the kitchen chair next to hers and was given a pretend fish finger, which he never ate.',
          'Halfway through pudding, there had been a loud pop from the hallway and a little blue flash, and all the light in the hall had gone out at once, as if someone had blown on it.',
          '“Well, that’s that bulb gone,” Gran had said, peering out into the dark. “And the spare ones are somewhere I will remember in the morning.”',
          'Tilly had thought the pop was the most exciting thing that had ever happened. She had told everyone about it for an hour, including Pudding, Gran’s old cat, who did not care. In all that excitement, nobody had noticed a small knitted toy left sitting on a kitchen chair.',
          'Nobody noticed until bedtime, which is always when you notice things like that.',
        ],
      ],
      scene: 'A cosy kitchen at teatime, a small girl laughing, a knitted toy sitting on a chair beside her plate',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'But the hall light was broken, and Gran was already asleep. The stairs and the long hallway below were completely dark. {hero} looked down into the black. Then {hero} said, “I’ll get him.”',
        ],
        [
          'There was a problem, and it was a big one. The hall light had gone pop at teatime, and it would stay broken until Gran found a new bulb in the morning.',
          'So the landing was dark. The stairs were dark. And the long hallway at the bottom, with the kitchen at the far end of it, was the darkest thing {hero} had ever seen.',
          'The torch in the drawer gave one weak flicker and died.',
          '{hero} stood at the top of the stairs and looked down into the black. It did not look like a hallway any more. It looked like a place where a hallway used to be.',
          'Behind {hero.them}, Tilly hiccupped. “Mr Trunk doesn’t like the dark,” she said.',
          '“Nor do I,” {hero} thought, but out loud {hero} said, “I’ll get him. Stay there.”',
        ],
      ],
      scene: '{hero} at the top of a dark staircase in an old house at night, looking down into the black',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'First {hero} tried the easy way. [?{hero} held out {toy.full}. “You can borrow mine,” {hero} said.|{hero} plumped up the softest pillow and offered it instead.] Tilly looked at it for a long moment, then shook her head. “It’s not Mr Trunk,” she said, and cried harder.',
        ],
        [
          'First, {hero} tried the easy way, which was to make going downstairs unnecessary.',
          '[?“Here,” {hero} said, and held out {toy.full}. It was the hardest thing to lend in the whole world, and {hero} lent it anyway. “You can borrow mine, just for tonight. It’s very good at the dark.”|“Here,” {hero} said, plumping up the softest pillow in the room until it was round and squashy. “Pretend it’s Mr Trunk. It’s even bigger than him.”]',
          'Tilly took it politely, the way you take a vegetable you have no intention of eating. She turned it over. She held it against her cheek. Then she gave it back.',
          '“It’s nice,” she said, in a wobbly voice. “But it’s not Mr Trunk. Mr Trunk has a long ear. And he’s on his own down there, and he doesn’t know where I am.”',
          'And the crying started again, quieter and more hopeless than before.',
          '@friend “I don’t think that was ever going to work,” murmured {pal}.',
          '@pet {pal} sighed heavily, as animals do when people are being slow to understand something obvious.',
          '{hero} sat back on the bed. There was no easy way. There was only the way down the stairs.',
        ],
      ],
      scene: '{hero} holding out a different toy to Tilly in bed, who is shaking her head',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Then {hero} had a clever idea: the little moon nightlight by Tilly’s bed. {hero} pulled the moon out of the socket to carry along, and the light went out at once. It only shone when it was plugged in. Tilly giggled through her tears, and {hero} plugged it back.',
        ],
        [
          'Then {hero} had what felt like a very clever idea.',
          'By Tilly’s bed there was a little nightlight shaped like a moon, plugged into the wall. It glowed a soft, friendly yellow, enough to see faces by. If {hero} could just take that down the stairs, the hallway would be no trouble at all.',
          '{hero} knelt, took hold of the moon, and pulled it gently out of the socket.',
          'It went out instantly, and the bedroom dropped into darkness.',
          '“Oh,” said {hero}, in the dark.',
          'There was a short silence, and then, unexpectedly, Tilly giggled. It was a wet, hiccuppy giggle, but it was a giggle. “It only works in the wall,” she said. “Everybody knows that.”',
          '@friend “I didn’t know that,” said {pal}, which made Tilly giggle again.',
          '{hero} felt for the socket and pushed the moon back in, and the yellow light came back, and Tilly’s face was still wet but no longer quite so sad. It was not a way to get Mr Trunk. But it was something.',
        ],
      ],
      scene: '{hero} kneeling by a bed holding a moon-shaped nightlight just pulled from the wall, the room dark',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Perhaps Gran could fetch Mr Trunk. {hero} crept to Gran’s door and knocked, very softly. From inside came a snore like a motorbike starting. {hero} lifted a hand to knock louder, then put it down again. Gran had spent the whole afternoon chasing Tilly round the park. This was {hero.poss} job.',
        ],
        [
          'Perhaps, {hero} thought, this was a job for a grown-up. Grown-ups were not afraid of hallways. Grown-ups, as far as {hero} could tell, were not afraid of anything except bills and wasps.',
          'So {hero} crept along the landing to Gran’s door, which was shut, and knocked, very softly, with one knuckle.',
          'Nothing.',
          '{hero} knocked again, a little louder, and put an ear to the wood.',
          'From inside came a snore. It was not a small snore. It started low, like a motorbike in a distant street, climbed slowly to a rattling roar, and finished with a little whistle, as if somebody had let the air out of a balloon. Then there was a pause. Then it started again.',
          '{hero} lifted a hand to knock properly, hard enough to wake anyone.',
          'Then {hero} thought about the day. Gran had been up at six. Gran had pushed Tilly on the swings for an hour, and made two meals and a cake, and found Mr Trunk behind the sofa twice and in the bread bin once, and had fallen asleep in the armchair at eight o’clock with her glasses still on.',
          '{hero} put the hand down again, slowly.',
          '“It’s all right,” {hero} whispered to the door. “I’ve got this one.” Then {hero} went back along the landing to the top of the stairs, which was exactly where {hero.they} had been before, except that now it was {hero.poss} job, and there was nobody else to give it to.',
        ],
      ],
      scene: '{hero} with one ear pressed to a bedroom door on a dark landing, one hand raised to knock',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          '{hero} started down the stairs, counting. On the seventh step there was a huge creak, like something groaning. {hero} was back at the top before {hero.they} knew it, heart racing.',
        ],
        [
          '{hero} started down the stairs, one hand on the banister, counting under {hero.their} breath. One. Two. Three.',
          'The stairs were cold under bare feet. Four. Five. Six.',
          'On the seventh step, the whole staircase let out a long, low groan, like an old man getting out of a chair.',
          '{hero} did not decide to run. {hero.poss} legs decided, and they took {hero.them} straight back to the top, two steps at a time, with {hero.their} heart going like a drum.',
          '“Did you get him?” said Tilly from the bedroom doorway.',
          '“Not yet,” said {hero}, breathing hard. “I’m just… working out the stairs.”',
        ],
      ],
      scene: '{hero} frozen on a creaking step halfway down a dark staircase, one hand on the banister',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Then {hero} tried going down sitting, bump by bump, like a toddler. That felt safer. But on the fifth step a car went by outside, and its lights swept across the hall wall like a searchlight. Huge shadows leapt up and slid away. {hero} bumped back up faster than {hero.they} had come down.',
        ],
        [
          'If walking was the problem, {hero} decided, then sitting was the answer. Nobody ever fell down the stairs sitting on them.',
          'So {hero} sat on the top step and went down on {hero.their} bottom, one bump at a time, the way Tilly did in the mornings. Bump. Bump. Bump. It was slow, and it was not dignified, but the stairs felt solid underneath, and there was no room in it for the seventh step to surprise anyone, because {hero} was counting out loud in a whisper.',
          'Four. Five.',
          'Then, from outside, came the hum of a car in the street. Its headlights poured in through the glass above the front door and swept right along the hall wall, like a searchlight in a prison film. Every coat, every picture, every banister rail threw a huge black shadow that reared up across the wall, leapt along it, and slid away into the corner as the car turned.',
          'For one second the whole hallway seemed to stand up and run.',
          'Then the car was gone, and it was dark again, darker than before, because now {hero.poss} eyes were dazzled.',
          '{hero} did not decide to go back up. {hero.poss} bottom decided, and the rest of {hero} went with it, bump-bump-bump, much faster than on the way down.',
          '“That,” {hero} whispered at the top, “was only a car.” It was true. It did not help as much as it should have.',
        ],
      ],
      scene: '{hero} sitting on a dark staircase, a sweep of car headlights throwing tall shadows along the hall wall',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'A door opened and Gran looked out in her dressing gown. “Dark, is it?” said Gran. “Here is my trick. Keep one hand on the wall, and say the name of everything you know is there. Things with names are only things.”',
          'So {hero} went down again, and this time stepped right over the seventh step.',
        ],
        [
          'A door along the landing opened, and Gran looked out in her dressing gown, with her glasses on top of her head.',
          '“I heard the seventh step,” said Gran. “It has been groaning since 1962. What’s the trouble?”',
          '{hero} explained about Mr Trunk, and the kitchen, and the light.',
          'Gran nodded slowly. “When I was your age, this house had no lights on the stairs at all. My granny taught me a trick. Do you want it?”',
          '{hero} nodded.',
          '“Keep one hand on the wall. And say the name of every single thing you know is there, even if you can’t see it. The dark is only the house with its eyes shut. Things with names are only things.”',
          'Then Gran yawned an enormous yawn. “My knees don’t do stairs at night any more,” she said. “But you will be fine.” And her door clicked shut.',
          'So {hero} went down again. This time {hero.they} remembered the seventh step and stepped right over it, which felt like a small victory.',
        ],
      ],
      scene: 'A grandmother in a dressing gown leaning out of a bedroom door on a dark landing, talking to {hero}',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'On the half-landing, where the stairs turned, something moved in the dark: a pale figure, coming straight at {hero}. {hero} stopped dead. Then {hero} remembered Gran’s trick and said its name. “Mirror. The long mirror on the half-landing. That is me.” {hero} waved, and the figure waved back, looking just as nervous.',
        ],
        [
          'This time {hero} got as far as the half-landing, where the stairs turned a corner, before the next thing happened.',
          'In the corner of it, in the darkest part, something pale moved. A figure, about {hero.poss} height, with its arms held stiffly at its sides, was coming straight along the landing towards {hero}, very slowly, exactly as slowly as {hero} was going.',
          '{hero} stopped dead. So did the figure.',
          'For a long moment, nobody moved at all. {hero.poss} heart was banging so loudly that it seemed impossible the figure could not hear it.',
          'Then {hero} remembered Gran’s trick, and, because it was the only plan there was, said the name of what {hero.they} knew was there, in a small, wobbling voice.',
          '“Mirror,” {hero} said. “The long mirror on the half-landing. The one with the gold frame. That is me.”',
          '{hero} lifted one hand and waved. The figure lifted one hand and waved back. It looked, {hero} thought, just as nervous as {hero.they} felt, which was oddly comforting. It is hard to be frightened of someone who is clearly frightened of you.',
          '“Sorry,” {hero} told the mirror, and went on past it, and did not look back, in case it was still waving.',
        ],
      ],
      scene: '{hero} waving at a pale reflection in a tall mirror where a dark staircase turns',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'At the bottom of the stairs, a low gurgling voice began to mutter, right beside {hero}. {hero.they} froze. It went on and on, and then {hero} laughed under {hero.their} breath. It was only the old pipes behind the wall, the way they always talked after someone ran a bath.',
        ],
        [
          'At the bottom of the stairs, the hallway floor was cold, colder than the stairs had been. {hero} stood on the doormat and wondered which way the wall was.',
          'Then, right beside {hero.them}, close enough to touch, something began to mutter. It was a low, gurgling voice, as if someone very old and very grumpy were complaining through a mouthful of soup. It grumbled, and paused, and grumbled again.',
          '{hero} stopped breathing. Every hair on {hero.their} arms stood up. The muttering went on and on, and it did not seem to need any air at all.',
          'And that, in the end, was what gave it away. Nobody can talk that long without breathing. {hero} listened harder, and heard the clank at the end, and the long sigh of water going somewhere.',
          '“Pipes,” {hero} whispered, and nearly laughed. Gran had run a bath before bed, and the old pipes behind the wall always talked about it for ages afterwards. In the daytime, nobody even noticed.',
          'It was a funny thing, {hero} thought. The dark did not make new noises. It only made the old ones louder.',
        ],
      ],
      scene: '{hero} standing frozen at the bottom of dark stairs, listening to the wall',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'The door of the front room stood open. In the dark inside, two round eyes were shining, low down, watching. {hero} nearly turned and ran. Then the eyes blinked, and something said, “Mrrp.” It was Pudding, Gran’s old cat, who came out and walked beside {hero} with its tail up.',
        ],
        [
          'Just past the stairs, the door of the front room stood open, and {hero} made the mistake of looking in.',
          'The front room was even darker than the hallway, a thick, velvety dark. And in the middle of it, low down, near the floor, were two round eyes, shining faintly, not blinking, watching {hero}.',
          '{hero.poss} first thought was a wolf. {hero.poss} second thought was that there are no wolves in Gran’s front room, there never have been, and Gran would not allow it. {hero.poss} third thought was that the eyes were getting closer.',
          '{hero} gripped the doorframe. Run, said {hero.poss} legs. Wait, said the rest of {hero.them}.',
          'The eyes blinked, slowly. Then a voice came out of the dark, and what it said was, “Mrrp?”',
          '“Pudding,” breathed {hero}. “You horrible old thing.”',
          'Pudding was Gran’s cat, who was fat and elderly and spent most of the day asleep on the radiator shelf, and who apparently spent the night sitting in dark rooms frightening visitors. Pudding strolled out, rubbed against {hero.poss} ankles as if nothing had happened, and set off down the hallway with its tail up like a flag.',
          '@pet {pal} and Pudding looked at each other for a long moment and decided, sensibly, to ignore each other.',
        ],
      ],
      scene: 'Two round shining eyes in a pitch-dark front room, {hero} gripping the doorframe',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Near the front door, {hero.poss} elbow hit the hall table. Gran’s bowl of keys crashed and jangled like a dropped drawer of spoons. {hero} stood frozen and waited for the whole house to wake. Nobody did. Upstairs, Gran only snored.',
        ],
        [
          'Near the front door there was a little hall table where Gran kept the post, a plant that never seemed to grow, and a big china bowl full of keys, some of which opened nothing at all any more.',
          '{hero} did not see the table. {hero} found it with {hero.their} elbow.',
          'The bowl rocked. The keys inside it slid, and jangled, and crashed, like somebody dropping a whole drawer of spoons down a staircase, and in the silent house it sounded louder than anything {hero} had ever heard.',
          '{hero} stood absolutely still, one hand on the bowl, and waited for the whole house to wake up: for lights, and doors, and Gran saying “What on earth?”',
          'Nothing happened. The keys settled with one last tinkle. Upstairs, very faintly, Gran gave a long and comfortable snore.',
          '{hero} let out a breath {hero.they} had not known {hero.they} {hero.was} holding. The house, it seemed, was much harder to wake than {hero} was to frighten. That was worth knowing.',
        ],
      ],
      scene: '{hero} in a dark hallway steadying a bowl of keys on a small table by the front door',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'By the front door, a thin orange line of light lay across the floor. It came from the street lamp outside, squeezing in under the door. {hero} stood in it for a moment, toes warm in the glow, and got {hero.their} breath back. Then {hero} stepped out of it, into the dark again.',
        ],
        [
          'By the front door, something was glowing on the floor: a thin orange line, no wider than a pencil, lying across the tiles.',
          'It was the light from the street lamp outside, squeezing in through the gap under the door, the way light always finds a way in somewhere.',
          '{hero} stepped into it. It was not much of a light. It lit up exactly ten toes and nothing else. But it was something, and {hero} stood in it for a while, breathing, the way a swimmer holds on to the side of the pool.',
          'It would have been easy to stay there all night. The orange line was safe, and the hallway beyond it was not.',
          '@friend “We could just wait here till morning,” {pal} whispered, only half joking.',
          '@pet {pal} sat down in the orange line as well, as if planning to stay.',
          '“Mr Trunk is still on his own,” said {hero}, mostly to {hero.self}.',
          'So {hero} counted to three and stepped out of the light, into the dark again, and it was exactly as dark as before, but {hero} knew now that the light was there, behind {hero.them}, waiting for the way back.',
        ],
      ],
      scene: '{hero} standing in a thin orange line of lamplight on a dark hallway floor by the front door',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Halfway along, the tall clock in the hall began to strike. BONG. {hero} nearly jumped out of {hero.their} socks. BONG. BONG. {hero} counted all ten, and by the last one {hero.poss} heart had slowed down to match.',
        ],
        [
          'Halfway along the hall, without any warning at all, the tall clock began to strike.',
          'BONG.',
          'It was enormous in the dark. It came up through the floorboards and into {hero.poss} feet and teeth, and {hero} nearly jumped straight out of {hero.their} socks.',
          'BONG.',
          'In the daytime, the clock struck every hour and nobody even noticed. It was just part of Gran’s house, like the smell of toast and the groaning step. But at night, in the black hallway, every stroke sounded like a giant knocking on a door.',
          'BONG.',
          'So {hero} did the only thing there was to do. {hero} counted. Four. Five. Six. By seven, the bongs had started to sound less like a giant and more like a clock. By eight, {hero} was counting along in a whisper, and by ten, the last long note humming away into the dark, {hero.poss} heart had slowed right down, as if it had been counting too.',
          '“Ten o’clock,” {hero} whispered. “Tilly should have been asleep hours ago.” Which was, when you thought about it, exactly why {hero} was here.',
        ],
      ],
      scene: '{hero} standing in a dark hallway beside a tall ticking clock, counting its strokes',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'By the front door, something rattled. Clack-clack. {hero} jumped, then made {hero.self} say its name. “Letterbox. Only the letterbox, in a draught.” Clack, it agreed.',
        ],
        [
          'Near the front door, something suddenly rattled. Clack. Clack-clack.',
          '{hero} flattened against the wall. It sounded like somebody outside trying to get in, somebody small and very patient, tapping with a fingernail.',
          'Clack.',
          'Then, because Gran’s trick was the only thing {hero} had, {hero} made {hero.self} think about what was there. Front door. Mat. Shoes in a row. And in the middle of the door, at about knee height, a brass flap where the post came in.',
          '“Letterbox,” {hero} whispered. “It’s only the letterbox. There’s a draught.”',
          'Clack, agreed the letterbox.',
          '{hero} put a hand near it, and felt a thin stream of cold night air coming in round the flap, just enough to lift it and let it fall. The cold air smelt of outside: of damp pavements and somebody’s chimney and the cold itself.',
          'It was strange, {hero} thought, how a thing could be so scary and then, the moment you knew its name, so entirely ordinary. {hero} pressed the flap shut with one finger until the draught gave up, and went on.',
        ],
      ],
      scene: '{hero} crouching by a front door at night, pressing the brass flap of a letterbox shut with one finger',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Just past the stairs, {hero.poss} fingers found the edge of a picture frame on the wall: the painting of the little red boat, the one Gran said she had sailed in when she was {hero.poss} age. In the dark {hero} could not see it at all. But {hero} knew it was there, and that was a strange kind of company.',
        ],
        [
          'Just past the bottom of the stairs, {hero.poss} fingers, feeling their way along, bumped into the edge of a picture frame.',
          '{hero} knew exactly which one it was without needing to see it. It was the painting of the little boat with the patched sail, bobbing on a choppy sea, that had hung in Gran’s hall for as long as anyone could remember. Gran said she had sailed in that boat with her own grandfather, when she was about {hero.poss} age, and that she had been seasick the entire time and loved every minute.',
          'In the dark, {hero} could not see the boat at all. There was only the cold, smooth glass under {hero.their} fingertips, and the little ridge of the frame.',
          'But {hero} could picture it perfectly: the patched sail, the grey-green waves, the tiny figure in the back of the boat who might, if you squinted, have been Gran. It was odd, {hero} thought, how you could know a thing so well in the daytime that it came along with you into the dark, like a friend who did not need to be asked.',
          '“Boat,” {hero} whispered, just to be sure, and moved {hero.their} hand along past the frame to the wallpaper, which was rough and familiar, and on along the wall.',
        ],
      ],
      scene: '{hero} in a dark hallway with fingertips resting on the glass of a framed painting of a small sailing boat',
    },
    {
      kind: 'setback',
      tellings: [
        [
          '{hero} set off along the hallway. But halfway along, something soft and heavy brushed {hero.poss} face. {hero} spun round, and then did not know which way was which. Everything was black. {hero} wanted to shout for help, but that would frighten Tilly.',
        ],
        [
          '{hero} set off along the hallway with both arms out in front like a sleepwalker.',
          'It was further than it was in the daytime. Much further. The kitchen seemed to be moving away.',
          'Halfway along, something soft and heavy swung against {hero.poss} face.',
          '{hero} gasped and spun round, batting at it, and when it stopped swinging, everything was black in every direction. Which way was the kitchen? Which way were the stairs? {hero} had no idea.',
          '{hero.poss} heart was thumping so hard it seemed to fill the whole hallway. {hero} wanted to shout for Gran. But Tilly would hear, and then Tilly would be frightened too, and that would be two frightened people instead of one.',
          '@pet Something warm pressed against {hero.poss} leg. It was {pal}, who had followed all the way down and now did not want to be anywhere but here.',
          '@friend “Are you all right?” came {pal.poss} whisper from the stairs. “Sort of,” whispered {hero}, which was not true.',
        ],
      ],
      scene: '{hero} standing in the middle of a pitch-dark hallway, arms out, a coat swinging on a hook beside',
    },
    {
      kind: 'turn',
      tellings: [
        [
          '{hero} remembered Gran’s trick. {hero} put one hand flat on the wall and began to say names. “Coat. That was only Gran’s big coat on the hook. Clock. Picture of the boat.” The wall led the way, and the names made the dark smaller.',
          '[?When the names ran out, {hero} kept going by whispering everything {hero.they} knew about {interest}.|]',
          '@lesson-helping Then {hero} called softly up the stairs, “Gran? Which side is the kitchen?” “Left hand on the wall,” Gran called back. It was fine to ask.',
          '@lesson-patience {hero} did not hurry. One step, one name, then the next.',
          '@lesson-trying-again {hero} had gone back once already. This time {hero} kept going.',
          '@lesson-teamwork+pet,lesson-teamwork+friend {pals} came close, and they went along the wall together.',
          '@lesson-calm-feelings {hero} breathed in slowly and out slowly until the thumping heart slowed down.',
          '@lesson-bravery {hero.poss} knees still shook. {hero} went on anyway.',
          '@lesson-kindness {hero} thought of Tilly upstairs, alone without Mr Trunk, and that was enough to keep going.',
          '@lesson-sharing {hero} decided that Gran’s trick was too good to keep. Tomorrow, {hero} would share it with Tilly, so she would never have to cry about the dark again.',
        ],
        [
          'Then {hero} remembered Gran’s trick. One hand on the wall, Gran had said.',
          '{hero} reached out until {hero.their} fingers found it: cool, flat, a bit bumpy where the old wallpaper had peeled. The wall did not move. It was exactly where it always was.',
          '“Coat,” {hero} said out loud, and reached for the soft heavy thing. Wool, and big buttons. “Gran’s big winter coat. On the hook. That’s all.”',
          'Three steps along the wall. A tick, and a tock, slower than a heartbeat. “Clock,” said {hero}. “The tall clock with the moon on its face.”',
          'Another step. A picture frame, square and cold. “The picture of the boat. Grandpa painted it.”',
          'It was strange. The hallway was just as dark as before. But every name was like switching on a very small light.',
          '[?When {hero} ran out of things in the hallway, {hero.they} kept going by whispering everything {hero.they} knew about {interest}, which was a great deal, and which did not care at all about the dark.|]',
          '@lesson-helping Once, {hero} stopped and called softly up the stairs. “Gran? Which side is the kitchen?” A sleepy voice came back: “Left hand on the wall, love, and keep going.” It was fine to ask, {hero} thought. Asking had not made {hero.them} any less brave.',
          '@lesson-patience {hero} wanted to run the rest of the way, but running was how you got lost. So {hero} went slowly, one step and one name, and then the next step and the next name, and did not hurry any of them.',
          '@lesson-trying-again {hero} had already run back up the stairs once that night. It would have been easy to do it again. Instead, {hero} took the next step, and then another, as if the first try had only been practice.',
          '@lesson-teamwork+pet+paws {pal} walked pressed against {hero.poss} leg the whole way, a warm, steady weight, and the two of them followed the wall together.',
          '@lesson-teamwork+friend {pal} came down and took {hero.poss} other hand. “You do the wall,” {pal} whispered, “I’ll do the names.” And they went along together, two voices in the dark.',
          '@lesson-calm-feelings {hero} breathed in slowly through {hero.their} nose and out through {hero.their} mouth, the way you do before a race, until the drum in {hero.their} chest slowed to a walk.',
          '@lesson-bravery {hero.poss} knees were still shaking. That did not change. What changed was that {hero} went on with shaking knees, which, it turned out, was what brave really meant.',
          '@lesson-kindness {hero} thought of Tilly upstairs, small and tear-stained, lying in the dark without Mr Trunk. That was worse than this. That thought was enough to keep {hero} going.',
          '@lesson-sharing {hero} made a plan on the way: Gran’s trick was too good to keep. Tomorrow, in the daylight, {hero} would teach it to Tilly, one name at a time, so that Tilly would never have to lie crying about the dark again. A trick like that is better shared.',
        ],
      ],
      scene: '{hero} walking along a dark hallway with one hand flat on the wall, passing a tall ticking clock',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Along the wall, {hero} found a door and opened it. It was not the kitchen. Something tall and thin toppled out and clattered on the floor. {hero} did not run. “Broom,” {hero} said. “Mop. Bucket. The cupboard under the stairs.” {hero} put them back and closed the door, and went on along the wall.',
        ],
        [
          'The wall led {hero} to a door, and {hero} opened it, thinking it must be the kitchen at last.',
          'It was not the kitchen. Something tall and thin leaned out of the dark towards {hero}, slowly at first, then all at once, and fell past {hero.poss} shoulder with a clatter that made {hero.their} heart jump into {hero.their} throat.',
          'An hour ago, {hero} would have been halfway up the stairs by now. Instead, {hero} crouched and felt the thing on the floor: a long wooden handle, and a scratchy end.',
          '“Broom,” {hero} said firmly. Then {hero} reached into the cupboard and touched each thing in turn. “Mop. Bucket. Gran’s old wellies. Ironing board.” It was the cupboard under the stairs, where everything in the house that had nowhere better to be ended up.',
          'It was almost funny how quickly the names worked. A moment ago the cupboard had been a black mouth full of reaching shapes. Now it was just a cupboard with too much in it.',
          '{hero} stood the broom back up, shut the door on the whole lot of them, and went on along the wall.',
        ],
      ],
      scene: '{hero} crouching in a dark hallway beside an open cupboard, a broom fallen across the floor',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'At the end of the wall was the kitchen door. Inside, by the pale glow of the cooker clock, sat Mr Trunk on the kitchen chair. {hero} tucked Mr Trunk under one arm and went back the same way, naming everything again, and stepped right over the seventh step. Back upstairs, Tilly grabbed Mr Trunk and tucked his long ear under her chin.',
        ],
        [
          'The wall turned a corner, and there was a doorframe under {hero.poss} fingers, and then the kitchen.',
          'The kitchen was not quite as dark. The cooker clock showed 10:47 in tiny glowing numbers, and by its light {hero} could just see the table, and the chairs, and on the nearest chair, slumped over on his side, Mr Trunk.',
          '“There you are,” said {hero}, and picked Mr Trunk up. He was very soft and smelled of toast.',
          'Going back was different. {hero} knew the way now, and said the names like a list of old friends: the kitchen door, the ticking clock, the boat picture, and Gran’s big winter coat, which {hero} patted on the way past.',
          'At the stairs, {hero} counted up, and at the seventh step {hero.they} stepped right over it. “Not tonight,” {hero} told the step.',
          'Back in the bedroom, Tilly was sitting up in bed, waiting. When she saw Mr Trunk, she did not say thank you. Tilly just grabbed Mr Trunk and tucked his long ear under her chin, and held him as if he had been away for a year.',
        ],
      ],
      scene: '{hero} in a dark kitchen lit by a small cooker clock, holding a knitted toy with one long ear',
    },
    {
      kind: 'resolution',
      optional: true,
      tellings: [
        [
          '“Where was he?” Tilly whispered. “Was he scared?” So {hero} told her the whole journey as Mr Trunk’s adventure: the groaning step, the giant coat, the ticking clock. By the end, Tilly’s eyes were closing. “Mr Trunk is brave,” she mumbled.',
        ],
        [
          'But Tilly did not go to sleep straight away. She held Mr Trunk up in front of her face and inspected him for damage.',
          '“Where was he?” she whispered. “Was he scared? Was it dark?”',
          '“It was very dark,” said {hero}, sitting on the edge of her bed. And because Tilly was four, and because it was easier to tell it that way, {hero} told her the whole thing as if it had happened to Mr Trunk.',
          'How Mr Trunk had waited all on his own on the kitchen chair. How the seventh step had groaned at him like a grumpy giant. How a great woolly coat had swung out of the dark, and a tall clock had ticked at him, and he had not run away, not once, because he knew the names of everything.',
          '“Even the coat?” asked Tilly.',
          '“Especially the coat,” said {hero}. “It’s called Gran’s Big Winter Coat, and it has never hurt anybody.”',
          'Tilly thought about this. Her eyes were half closed now. “Mr Trunk is brave,” she mumbled into his long ear.',
          '“Yes,” said {hero}, who knew perfectly well who had really gone down the stairs, and did not mind at all. “He is.”',
        ],
      ],
      scene: '{hero} sitting on the edge of a small bed at night, telling a story to a sleepy girl holding a knitted toy',
    },
    {
      kind: 'resolution',
      optional: true,
      tellings: [
        [
          'A little later, Gran looked round the door. She saw Mr Trunk back in Tilly’s arms and smiled. “Did the trick work?” Gran whispered. {hero} nodded. “I’ll fix that light in the morning,” said Gran. “No hurry,” said {hero}, and meant it.',
        ],
        [
          'A little later, there was a soft creak on the landing, and Gran looked round the bedroom door with her glasses on top of her head.',
          'She looked at Tilly, asleep. She looked at Mr Trunk, back where he belonged. Then Gran looked at {hero} for a long moment, and her eyebrows went up.',
          '“Did the trick work?” Gran whispered.',
          '“The coat was the worst,” {hero} whispered back. “And that seventh step.”',
          'Gran pressed her lips together, trying not to laugh. “That coat,” she said, “has frightened better people than you. I have been meaning to move it for thirty years.”',
          '“I said all the names,” said {hero}. “Every single one.”',
          '“That’s how my granny did it,” said Gran, “and she was the bravest person I ever knew.” Gran tucked the blanket up a little higher. “I’ll find a new bulb for that light in the morning.”',
          '{hero} thought about it. “No hurry,” {hero} said, and found, a little to {hero.their} own surprise, that it was true.',
        ],
      ],
      scene: 'A grandmother in a dressing gown smiling round a bedroom door at night, {hero} in bed, a small girl asleep hugging a knitted toy',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Sitting on the edge of the bed before climbing in, {hero} listened to the house. The pipes gurgled. The clock ticked. Somewhere the seventh step gave a small groan, all on its own. {hero} named each one, and none of them was frightening any more.',
        ],
        [
          'Before climbing into bed, {hero} sat on the edge of it for a while, not because of fear now, but because a night that has had a hallway in it takes a while to finish.',
          'The house was full of noises. It always had been, {hero} realised; it was only that, until tonight, they had all been strangers.',
          'The pipes gurgled in the wall, talking to themselves after the bath. “Pipes,” {hero} whispered.',
          'Downstairs, very faintly, the tall clock ticked. “Clock.”',
          'Something, somewhere, gave a long, slow creak, as if the whole house were settling down for the night, the way an old armchair sighs when you get out of it. “House,” {hero} said. “Just the house.”',
          'And once, all by itself, with nobody on it, the seventh step gave a small, sad groan in the dark.',
          '{hero} smiled into the dark. “Not tonight,” {hero} whispered. The step did not reply.',
          'None of the noises was frightening any more. They were just the noises that Gran’s house made, the way a sleeping person breathes, and {hero} knew the name of every one.',
        ],
      ],
      scene: '{hero} sitting on the edge of a bed in the dark, listening and smiling',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'Soon Tilly was asleep, with Mr Trunk squashed tight in her arms.',
          '[?“{lesson},” {hero} thought, climbing into bed.|]',
          'The house was still dark. But now {hero} knew the name of everything in it, and {hero} fell asleep smiling.',
        ],
        [
          'Soon Tilly was fast asleep, breathing in little snuffles, with Mr Trunk squashed tight in her arms.',
          '@pet {pal} curled up on the end of the bed with a long sigh, as if the whole thing had been very tiring.',
          '@friend “You did it,” whispered {pal} from the camp bed. “I did it,” {hero} whispered back, and it felt good to say.',
          '[?“{lesson},” {hero} thought, and it felt true in a way it had not felt before.|]',
          '{hero} lay in the dark and listened to the house. The clock ticked in the hallway. The seventh step was silent. Somewhere, Gran was snoring gently.',
          'It was exactly as dark as it had been an hour ago. But it was not a strange dark any more. It was Gran’s house with its eyes shut, and {hero} knew the name of everything in it.',
          'And thinking of all those names, one after another, {hero} fell fast asleep.',
        ],
      ],
      scene: '{hero} asleep in bed in a dark room, a small girl asleep nearby hugging a knitted toy',
    },
  ],
};
