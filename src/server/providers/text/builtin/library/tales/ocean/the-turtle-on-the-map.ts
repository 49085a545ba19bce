/**
 * For 8–10, anywhere: the child follows an adopted sea turtle's tracker on a map, sees the dot go
 * back and forth with the tide, and — helped by an old fisherman's word about tides — works out
 * where the tangled turtle will be and asks for help when it feels silly to. The child stays where
 * the parent says, watching a screen, so any place reads true.
 */
import type { Tale } from '../../types.ts';

export const theTurtleOnTheMap: Tale = {
  id: 'the-turtle-on-the-map',
  bands: ['middle'],
  worlds: [],
  anywhere: true,
  roomy: false,
  time: 'day',
  shape: 'reach',
  characters: ['Dot', 'Tam'],
  titles: ['The Turtle on the Map', '{hero} and the Stuck Dot', 'Where the Tide Goes'],
  places: [['at', 'the kitchen table at home'], ['in', 'the back room of the library']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          '{place.in}, {hero} opened the turtle map, the way {hero.they} did every day. Months ago, {hero} had adopted a loggerhead sea turtle called Dot, with a tracker glued to her shell. Dot was a dot on the map, swimming across the whole ocean to the beach where she had hatched.',
          '@pet,friend {pals} leaned in to look.',
        ],
        [
          '{place.in}, {hero} opened the turtle map, the way {hero.they} did every single day, sometimes twice.',
          'Months ago, {hero} had adopted a sea turtle. Not the kind of adopting where the turtle comes to live with you, which would have been difficult. The other kind, where you send your birthday money to a sea rescue, and they send you a certificate, a photo, and a link to a map.',
          'The turtle was a loggerhead called Dot. She was forty years old, as heavy as a grown-up, and she had a tracker glued to the top of her shell, about the size of a bar of soap. Every few hours it sent a signal up to a satellite, and the satellite sent it down to the map, and a little yellow dot moved.',
          'The certificate said Dot was {hero.poss} turtle. {hero} knew that was not really true, that Dot belonged to the sea and to herself. But it felt true, a bit, on the map.',
          '{hero} had watched that dot go all the way across the ocean. It had gone past islands and round storms. It was heading for one beach, the beach where Dot had hatched forty years ago, to lay her own eggs.',
          '@pet {pal} sat close by, used to this by now.',
          '@friend {pals} leaned in to look. “Where is she today?” asked {pal}, who had got nearly as interested as {hero}.',
        ],
      ],
      scene: '{hero} looking at a map of the ocean on a tablet, one small yellow dot in the middle of the blue',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'But today the dot was doing something strange. It went one way for six hours, then back the other way for six hours, over and over, along the same short line. Turtles on a journey do not do that. “Something is wrong,” said {hero}. “Somebody needs to know.”',
        ],
        [
          'But today, the dot was doing something strange.',
          '{hero} scrolled back through the last three days. Dot had been swimming steadily towards the coast, the way she always did, and then, on Tuesday night, she had stopped making progress.',
          'Not stopped moving. That was the odd part. The dot went one way for about six hours, in a short straight line. Then it came back along the same line for six hours. Then out again. Then back. Like a pendulum. Like someone pacing in a corridor.',
          '“Dot’s not going anywhere,” said {hero} slowly. “She’s just going backwards and forwards.”',
          '@friend “Maybe she likes it there,” said {pal}. “Maybe there are nice jellyfish.”',
          '@friend “For three days?” said {hero}. “Dot has never stopped for three days. Not once, in the whole ocean.”',
          '“Maybe the map is just slow today,” said {hero}, hopefully, and refreshed it. The dot jumped, a tiny bit, further back along the same line. Not slow, then. Just wrong.',
          'A turtle on a journey does not pace. A turtle on a journey swims. {hero} looked at the little yellow dot going back and forth, and felt something go cold and tight in {hero.their} tummy.',
          '“Something’s wrong,” said {hero}. “And somebody needs to know about it.”',
        ],
      ],
      scene: 'a close-up of a map showing a yellow dot’s track going back and forth along one short line',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          '{hero} emailed the sea rescue, using the address on the certificate. A reply came in seconds: “Thank you for your message. Our office is closed until Monday.” It was Friday. Monday was three days away.',
        ],
        [
          'First, {hero} found the certificate. It had Dot’s photo on it, and the sea rescue’s email address at the bottom in small print.',
          '{hero} wrote the email very carefully, three times, because the first one sounded like a baby and the second one sounded like a grown-up pretending.',
          'Dear Sea Rescue, my turtle Dot (tag number 2241) is going backwards and forwards in the same place and has been for three days. I think something is wrong. Please can you look? From {hero}, age {hero.age}.',
          '{hero} pressed send. A reply came back almost at once, which was exciting for about one second.',
          'Thank you for your message. Our office is now closed until Monday morning. For emergencies involving stranded animals, please contact your local coastguard.',
          'It was Friday afternoon. Monday was three whole days away. Dot had already been pacing for three.',
          '{hero} read the reply again, in case it said something different the second time. It did not. It was a robot, being polite.',
        ],
      ],
      scene: '{hero} reading an automatic email reply on a tablet, frowning',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Out came the paper chart, the one with a pin for every week of Dot’s journey. Thirty-one pins, all in a row across the ocean. {hero} did not want to put the next pin in the same place as the last one.',
        ],
        [
          '{hero} got out the paper chart.',
          'It was a big map of the ocean, printed on six sheets and taped together, a bit crooked in the middle. Every Sunday since the adoption, {hero} had put a pin in it, wherever Dot was that week. [?The pins were all {colour}, because that was the best colour.|The pins were all red, so they showed up on the blue.]',
          'There were thirty-one of them now, a long curving line across the ocean, past the islands, round the storm in March, and on towards the coast. It was the best thing {hero} had ever made, and {hero} had not really made it at all. Dot had. {hero} had only followed.',
          '{hero} held the thirty-second pin between finger and thumb, and looked at where it would have to go.',
          'In the same hole as the last one.',
          '{hero} put the pin back in the box. Not yet.',
        ],
      ],
      scene: '{hero} holding a pin over a big taped-together paper chart of the ocean, a line of pins curving across it',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Next, {hero} rang the number on the certificate. It rang for ages. Then a recorded voice said to leave a message. {hero} tried, but it came out as a mumble about a dot, and {hero} hung up, red in the face.',
        ],
        [
          'Next, {hero} tried the phone number on the certificate.',
          'It rang. And rang. And rang, for so long that {hero} started counting the rings, and got to eleven.',
          'Then there was a click, and a cheerful recorded voice said, “Hello! You’ve reached the sea rescue. We can’t come to the phone right now, but leave a message after the beep and we’ll get back to you.”',
          'Beep.',
          '{hero} had not planned what to say. “Um,” said {hero}. “Hello. It’s about Dot. She’s a dot. I mean, she’s a turtle, but on the map she’s a dot, and the dot is… going back and forth. Um. Bye.”',
          '{hero} hung up and put the phone face down, very hard, as if that would un-say it.',
          '@friend “That was fine,” said {pal}, in the voice people use when it was not fine at all.',
          '“They’ll think I’m a baby,” said {hero}. “They’ll think it’s a joke.”',
        ],
      ],
      scene: '{hero} putting a phone face down, cheeks hot with embarrassment',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} showed the map to a grown-up. “Turtles stop for all sorts of reasons,” said the grown-up kindly. “Maybe she is resting. Maybe the tracker is broken.” It was meant to help. It did not.',
        ],
        [
          'So {hero} went to find a grown-up, and held out the tablet, and explained all of it: the three days, the short line, the six hours out and six hours back.',
          'The grown-up looked at the map for quite a long time, which was something.',
          '“Turtles stop for all sorts of reasons, love,” the grown-up said at last. “Maybe she’s found a good feeding spot. Maybe she’s resting. Or maybe the tracker’s gone a bit funny. They do, you know. They get barnacles on them.”',
          '“But it’s so regular,” said {hero}. “Six hours, then six hours. Like a clock.”',
          '“Then it’s probably the tracker,” said the grown-up, and smiled, and went back to what they were doing.',
          'It was meant to help. {hero} could tell it was meant to help. But it felt like being patted on the head.',
          '{hero} went back to the map. The dot had moved again, out along its line. Six hours out. Whatever a broken tracker did, {hero} was fairly sure it did not keep time like that.',
        ],
      ],
      scene: '{hero} holding out a tablet to a grown-up, who is smiling kindly and not quite looking',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} looked at the old photo of Dot on the certificate: a big brown head, a beak like a parrot, and one eye that seemed to look right out of the picture. “Hang on, Dot,” said {hero}.',
        ],
        [
          '{hero} took out the certificate and looked at the photo of Dot properly, for the first time in a while.',
          'It had been taken the day they glued the tracker on. Dot was lying on a wet deck, looking up. She had a big brown head, a hooked beak like a parrot’s, and a shell patched with barnacles and scratches, the marks of forty years at sea. One eye was looking straight at the camera, calm and old and a bit grumpy, as if to say: hurry up and put me back.',
          'Forty years. Dot had been swimming about in the ocean since before {hero.poss} parents were born. She had dodged sharks and storms and ships. She had crossed the ocean more times than anyone could count.',
          '“Hang on, Dot,” {hero} told the photo. “I’m trying.”',
          '@pet {pal} looked at the photo too, and then at {hero}, and thumped a tail on the floor.',
        ],
      ],
      scene: '{hero} holding a certificate with a photo of a big old loggerhead turtle looking into the camera',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Right in went the map, as far as it would zoom. Dot’s line lay just off a headland, by a little bay called Gannet Bay. The satellite picture showed only blue water. Whatever was wrong with Dot, it was too small to see from space.',
        ],
        [
          'If nobody would listen, {hero} decided, then {hero} would find out more. Facts were harder to pat on the head.',
          '{hero} zoomed in on the map. The whole ocean shrank away, and the coast came up, all wiggly edges and little names. Then closer. Then closer still.',
          'Dot’s line lay just off a long finger of land called Gannet Head. At one end of the line was a little bay, Gannet Bay, with a harbour the size of a fingernail. At the other end was open sea.',
          '{hero} switched the map to the satellite picture, the real photo from space, and zoomed in as far as it would go.',
          'Blue. Just blue, with a few white flecks where waves were breaking. No turtle. No net. Nothing.',
          '@friend “You can’t see a turtle from space,” said {pal}. “Even a big one.”',
          '“I know,” said {hero}. But {hero} wrote the names down anyway, on the back of the certificate: Gannet Head. Gannet Bay. Names were something. Names were a place you could tell somebody about.',
        ],
      ],
      scene: '{hero} zoomed in on a satellite picture of a headland and a small bay, writing the names down',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'Loggerheads, {hero} read, find the way home by feeling the earth’s magnetism, like a compass inside the head. Dot knew exactly where she was going. She just could not get there.',
        ],
        [
          'While {hero} waited for anything to happen, {hero} read about loggerheads, because reading about something is a way of being near it.',
          'Loggerheads, it turned out, could feel the earth’s magnetism. The whole planet is a giant, weak magnet, and turtles can sense it, somehow, the way you can feel which way is downhill with your eyes shut. Every beach in the world has its own magnetic feeling, and a turtle remembers the feeling of the beach where she hatched, for her whole life.',
          'Forty years ago, Dot had crawled out of a hole in the sand, no bigger than a biscuit, and run for the sea. And somewhere in her head, she had kept the feeling of that beach, all this time, across all that water.',
          '“She knows exactly where she’s going,” said {hero} quietly. “She just can’t get there.”',
          'That was the worst part. Not being lost. Being stuck, and knowing the way.',
          '[?{hero} tried to think about {interest} instead, to take {hero.their} mind off it. It did not work. Everything came back to the dot.|]',
        ],
      ],
      scene: '{hero} reading about turtles, a diagram of the earth with lines of magnetism curving round it',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          '{hero} checked the other turtles on the map. Ziggy was swimming. Pearl was swimming. Big Mo was swimming. Only Dot was going back and forth. It was not the weather, then. It was something to do with Dot.',
        ],
        [
          'There was one more thing to check. {hero} clicked the button that showed all the turtles on the map at once.',
          'There were eleven of them, scattered across the blue like sprinkles. Ziggy, a young green turtle, was zigzagging about near an island, the way Ziggy always did. Pearl was heading south in a long, lazy curve. Big Mo, the biggest leatherback anybody had ever tagged, was halfway across the ocean and going strong.',
          'Every single one of them was swimming. Every single line went somewhere.',
          'Only Dot’s line folded back on itself, over and over, like a piece of string somebody kept picking up and putting down.',
          '“So it’s not a storm,” said {hero}. “Or the others would be doing it too. And it’s not the satellite, because the others are fine.”',
          '@friend “You sound like a detective,” said {pal}.',
          '“It’s something to do with Dot,” said {hero}. “Only Dot.”',
        ],
      ],
      scene: 'a map of the ocean covered in many turtle tracks, all curving onward except one short folded line',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'On the map’s page was a comments box. {hero} typed a question. An answer came from someone called Tam: “Retired fisherman. Six hours out and six back is the tide. Your turtle isn’t swimming. She’s being carried. Caught on something that drifts, a net or a float. Learn the tide times and you’ll know where she’ll be.”',
        ],
        [
          'Under the map, there was a comments box, where people who followed the turtles left messages. Most of them said things like “Go Dot!” and “Swim safe, Ziggy!” with a lot of turtle faces.',
          '{hero} typed, slowly: Does anyone know why a turtle would go backwards and forwards in the same line every six hours? Dot has been doing it for three days.',
          'For a long time, nothing. {hero} refreshed the page about forty times.',
          'Then a reply appeared, from someone called Tam.',
          'Hello. I’m Tam. I fished that coast for fifty years before my knees gave up, and I follow these turtles now instead. I’ve been looking at Dot’s track too, and I don’t like it.',
          'Six hours one way and six hours back is the tide. The tide comes in for about six hours and goes out for about six. Your turtle is not swimming, young one. She is being carried.',
          'When a turtle moves with the tide like that, she’s usually caught on something that drifts: an old net, a float, a tangle of rope. Fishermen call it ghost gear. It keeps fishing on its own, long after everybody has forgotten it.',
          'Here’s the useful bit. The tide is a clock. If you know when it turns, you know where she’ll be. At the turn, she stops for a while, at the very end of her line.',
          '{hero} read it twice. Then a third time, slower, the way you read something you are going to need.',
        ],
      ],
      scene: '{hero} reading a long message from an old fisherman on a tablet, leaning close to the screen',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'In the comments, {hero} asked if anyone lived near that bit of coast and could look. A birdwatcher replied from two hundred miles away. A boy replied from another country. Somebody just wrote “Go Dot!” again. Nobody was near enough to help.',
        ],
        [
          'If Dot was caught on something, somebody needed to see her. So {hero} typed again, under Tam’s message: Does anyone live near where Dot is? Could anyone look?',
          'The answers came in slowly, one by one.',
          'A birdwatcher wrote that she loved that coast, but she lived two hundred miles away and her car was broken.',
          'A boy wrote from another country, in careful English, that he hoped Dot was all right, and that his turtle was called Pancake.',
          'Somebody wrote “Go Dot!” with six turtle faces, which was kind, and no use at all.',
          'Tam did not write again. {hero} hoped Tam was just asleep.',
          'Someone else wrote that turtles were magic and that the universe would look after her. {hero} hoped the universe was paying attention, but did not want to rely on it.',
          'By teatime, the whole internet seemed to care about Dot, and nobody at all was near enough to do anything.',
          '@friend “Everyone’s cheering,” said {pal}. “Nobody’s swimming.”',
        ],
      ],
      scene: '{hero} scrolling through a long list of kind, useless comments on a turtle map',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Near the end of Dot’s line, at a place called Gannet Bay, was a sea life centre, so {hero} rang it. A teenager answered, who only did the gift shop. “Our boat’s broken,” he said. “Sorry. Ring the coastguard?” That was the one thing {hero} did not want to do.',
        ],
        [
          'On the map, near the end of Dot’s line, there was a little blue sign: Gannet Bay Sea Life Centre. {hero} found the number and rang it before there was time to get nervous.',
          '“Hello, Sea Life Centre, gift shop,” said a bored voice, chewing something.',
          '{hero} explained, faster this time, and better. The turtle. The tag. The line going back and forth with the tide.',
          'The chewing stopped. “Oh,” said the voice, which belonged to a teenager called something like Jayden. “That’s bad. That sounds really bad, actually. But I just do the gift shop. The boat’s broken, and the marine people have all gone to a conference.”',
          '“Is there anyone?” asked {hero}. “Anyone at all with a boat?”',
          'There was a long pause, full of the sound of someone thinking very hard, which was more than {hero} had expected.',
          '“Um,” said the teenager. “You could ring the coastguard?”',
          'That was the one thing {hero} had been trying not to do.',
        ],
      ],
      scene: '{hero} on the phone, a little blue sea life centre sign glowing on the map',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} looked up how tides work. The moon pulls the sea towards it, a little, as the earth turns. Twice a day, the water rises and falls. It seemed impossible, and it was true.',
        ],
        [
          '{hero} had always known about tides in the way you know about Tuesdays. They were just there. Now {hero} looked up how tides work, properly.',
          'The moon pulls on the sea. Not hard, but all the time, and the sea is very big, so a little pull makes a lot of water move. As the earth turns, the water piles up and slides away again, in and out, twice a day, everywhere in the world.',
          '“So the moon is moving Dot,” said {hero}, out loud. “The actual moon.”',
          '@friend “That is either brilliant or horrible,” said {pal}.',
          '@friend “Both,” said {hero}.',
          '{hero} checked it against Dot’s line. Out, back. Out, back. Every turn of the dot matched a turn of the tide, almost to the minute.',
          'There was a table for every harbour, with the times the tide would turn, worked out years in advance. The sea was never late. It was the most reliable thing {hero} had ever heard of.',
        ],
      ],
      scene: '{hero} studying a printed table of tide times, a diagram of the moon and the sea beside it',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The nearest harbour, Gannet Bay, had a webcam on its wall, and {hero} watched it for an hour. Boats, a gull, a man with a flask. No turtle. But the boats all swung round on their ropes at the exact minute the tide turned. Tam was right.',
        ],
        [
          'Then {hero} had an idea. Lots of harbours had webcams, for fishermen who wanted to check the weather without getting out of bed.',
          'The nearest harbour to Dot’s line, a little place called Gannet Bay, had one. It was fixed to the harbour wall, and it showed a grey square of water, six little fishing boats on their moorings, a stack of lobster pots, and a man in a woolly hat drinking something out of a flask.',
          '{hero} watched it for an hour.',
          'The man finished his flask. A gull landed on a boat, looked about as if it owned the place, and left. The water went up the harbour steps, very slowly, one step, two steps.',
          'No turtle, of course. Dot was out past the headland, much too far for a little camera.',
          'But then, at twenty-eight minutes past five, all six boats swung round on their ropes together, slowly, like dancers turning, until they were pointing the other way.',
          '{hero} checked the tide table. High tide: 5.28.',
          '“The tide turned,” whispered {hero}. “Right now. You can see it.” And out on the map, at that same minute, the little yellow dot stopped at the end of its line.',
        ],
      ],
      scene: 'a harbour webcam picture on a tablet: six small fishing boats swinging round on their moorings together',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'Ring the coastguard, the email had said. But the coastguard rescued people from sinking boats. They would laugh at a call about a dot. So {hero} did not ring. Not yet.',
        ],
        [
          'The email had said: for emergencies, contact your local coastguard.',
          '{hero} found the number. {hero} typed it into the phone. {hero.poss} thumb hovered over the call button.',
          'The coastguard rescued people from sinking boats. They flew helicopters into storms. They pulled swimmers out of rip currents and fishermen out of freezing water. And {hero} was going to ring up and say, excuse me, there’s a dot on my tablet.',
          '“They’ll laugh,” said {hero}. “Or they’ll be cross. It’s for real emergencies.”',
          '@friend “Is it not a real emergency?” asked {pal}.',
          '@friend {hero} did not have an answer to that.',
          '{hero} put the phone down. Then picked it up. Then put it down again.',
          'It was a strange thing. {hero} was not scared of turtles, or the sea, or nets. {hero} was scared of a grown-up on the phone saying, in a tired voice, “Is this a joke?” It seemed a very small thing to be scared of, compared to being tangled in a net. But there it was.',
        ],
      ],
      scene: '{hero} staring at a phone with a number typed in, thumb hovering',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Then a new message appeared under Dot’s name: TRACKER BATTERY LOW. Soon there would be no dot at all. Nobody would know where she was. “It’s hopeless,” said {hero}. “I’m just a kid with a tablet.”',
          '@pet {pal} pushed a nose into {hero.poss} hand.',
          '@friend “You’re not just anything,” said {pal}. “You’re the only one who noticed.”',
        ],
        [
          'That evening, {hero} opened the map again, and something new had appeared under Dot’s name, in small red letters.',
          'TRACKER BATTERY LOW.',
          '{hero} stared at it. The tracker was powered by a little battery. When it ran out, the dot would stop. Not because Dot had stopped, but because nobody would be able to see her any more. She would just be one more turtle, tangled in the middle of a huge grey sea, and nobody in the whole world would know where.',
          '“It’s hopeless,” said {hero}. {hero.poss} voice came out thin. “The office is closed till Monday. Nobody else is even worried. And I’m just a kid with a tablet. What am I supposed to do from here?”',
          '[?{hero} pulled {toy.name} close, without really thinking about it.|]',
          '@pet {pal} came and pushed a nose into {hero.poss} hand, and left it there.',
          '@friend “You’re not just a kid with a tablet,” said {pal} fiercely. “You’re the only one who noticed. That’s not nothing.”',
          '@alone {hero} thought about closing the map and not looking at it any more. It would be easier. But it would not help Dot at all.',
          'Outside, the day was ending, the way days do, whether or not anybody has fixed anything. Somewhere out there the tide was coming in again, and carrying Dot with it.',
        ],
      ],
      scene: '{hero} staring at a tablet showing the words TRACKER BATTERY LOW in red',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'Then {hero} remembered what Tam had said about the tide keeping time. {hero} found the tide times for the nearest harbour, and marked the end of Dot’s line with a [?{colour}|red] X: that was where she would be when the tide turned at six in the morning. Then {hero} picked up the phone and rang the coastguard, even though it felt silly.',
          '@lesson-helping Asking for help felt silly. {hero} asked anyway, clearly, all of it.',
          '@lesson-bravery {hero.poss} voice shook. {hero} kept going.',
          '@lesson-trying-again The email had failed. This was one more try, and {hero} made it count.',
          '@lesson-patience Before ringing, {hero} had worked the tide table out slowly, twice, to be sure.',
          '@lesson-teamwork+friend {pal} read out the tide times while {hero} marked the map.',
          '@lesson-teamwork+pet,lesson-teamwork+alone It was Tam’s idea and {hero.poss} map, working together.',
          '@lesson-listening {hero} had listened to Tam, every word, and that made all the difference.',
          '@lesson-kindness Dot could not ask for help. So {hero} asked on Dot’s behalf.',
        ],
        [
          'Then {hero} remembered Tam’s message, word for word. The bit about the tide. The useful bit.',
          '{hero} sat up.',
          'Dot could not swim to anyone. But if the tide was carrying Dot, then the tide was also telling {hero} exactly where Dot would be, and when. Nobody needed to search the whole sea. They only needed to know which end of the line to go to, at which time.',
          '{hero} found the tide table for the nearest harbour. High tide: 5.52 in the morning. {hero} looked at the track. Every time the tide turned high, the dot stopped at the northern end of its line, by the same little bay, for nearly an hour.',
          '{hero} took a [?{colour}|red] pen and drew an X on a printout of the map, right at the end of the line. Then {hero} wrote next to it, in careful capitals: 5.52 AM. SHE WILL BE HERE.',
          'Then {hero} picked up the phone, and dialled the coastguard, and did not let {hero.self} put it down.',
          '“Coastguard,” said a calm voice. “What’s your emergency?”',
          '{hero} took a breath. “It’s a turtle,” said {hero}. “I know that sounds silly. But I think she’s caught in a drifting net, and her tracker is nearly dead, and I know where she’ll be at six o’clock tomorrow morning.”',
          'There was a pause. Then the calm voice said, “It doesn’t sound silly at all. Tell me everything.”',
          'So {hero} did. The tag number. The three days. The line. Tam. The tide table. The X, and the time next to it. The voice asked questions, short and sensible ones, and wrote the answers down, and did not laugh once.',
          '@lesson-helping It felt silly to ask. It felt like the sort of thing a grown-up should do. But {hero} asked anyway, clearly, all of it, the tag number and the tide and the X, because Dot could not ask for herself, and asking was the only thing left that could help.',
          '@lesson-bravery {hero.poss} voice shook on the first sentence. By the third it had stopped shaking. Being brave, it turned out, was mostly just not hanging up.',
          '@lesson-trying-again The email had failed. The map could not help on its own. This was one more try, and {hero} made it count, with every fact lined up and ready.',
          '@lesson-patience {hero} had not rushed the tide table. {hero} had worked it out slowly, and then again to check, because a wrong X would send a boat to the wrong bit of sea.',
          '@lesson-teamwork+friend {pal} read out the tide times while {hero} marked the map, and {pal} held the printout up to the phone as if the coastguard could see it. Two heads, one X.',
          '@lesson-teamwork+pet,lesson-teamwork+alone It was Tam’s knowledge and {hero.poss} map, an old fisherman and a {hero.kid} who had never met, working together across the whole country.',
          '@lesson-listening {hero} had listened to Tam, really listened, and read the message three times. That was where the X had come from.',
          '@lesson-kindness Dot could not ask for help. She was a turtle, tangled in the dark. So {hero} asked on Dot’s behalf, as kindly and as clearly as {hero.they} knew how.',
        ],
      ],
      scene: '{hero} on the phone, holding up a printed map with a bright X marked at the end of a line',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'That night, {hero} set an alarm for half past five, and then another one for twenty to six, in case. Sleep came late and thin. Somewhere, far away, the tide was turning.',
        ],
        [
          'The coastguard would send the inshore rescue boat out at first light, to the X, and let {hero} know.',
          'That night, {hero} set an alarm for half past five. Then another one for twenty to six, in case the first one did not work. Then checked them both.',
          'Sleep came late and thin, full of dreams about nets. In one of them, {hero} was the one tangled, going back and forth with the tide while people on the shore waved and cheered and nobody came.',
          '{hero} woke at four, heart thumping, and checked the map. The dot was moving towards the end of its line, right on time, as if it was keeping an appointment.',
          '@pet {pal} lifted a sleepy head, looked at {hero}, and sighed, as if to say: it is four o’clock.',
          'It was strange, to know exactly where a turtle you had never met would be, at a time when you would normally be fast asleep. It felt like holding a secret for the whole sea.',
          'Somewhere far away, in the dark, the tide was turning. {hero} lay awake and listened to the quiet and waited for it.',
        ],
      ],
      scene: '{hero} awake in the dark before dawn, face lit by a tablet showing a map',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'The next morning, a message came from the coastguard: a photo. A rescue boat, a tangle of old net, and in the middle of it, Dot, exactly where the X had said. They cut her free. The last photo showed her swimming away. {hero} whooped so loudly that everybody came running.',
        ],
        [
          '{hero} did not sleep much. At six in the morning, {hero} was awake, holding the tablet, watching the dot stop at the end of its line, right by the X.',
          'At seven, nothing. At eight, nothing.',
          'At half past eight, the phone buzzed. It was a message from the coastguard. There was no writing, at first. Just a photo.',
          'A small orange rescue boat on a grey sea. Two people in lifejackets leaning over the side. And in the water below them, a great wet knot of old net and rope and plastic floats, the colour of old tea. In the middle of it, a brown head with a parrot’s beak, looking up.',
          'Dot.',
          '{hero} zoomed in with two fingers until the picture went blurry. It was her. The same grumpy old eye. The same patched shell. She was tangled by one front flipper, held fast, with the net wound round and round it. But her head was up, and she was breathing.',
          'Then another photo: a knife, a tangle of cut rope, the net dragged up onto the deck.',
          'Then a third: a turtle’s shell, clean and free, with a little tracker on top, sliding away under the water.',
          'Then, at last, some writing. Found exactly where you said. Caught by one flipper in a ghost net. She’s tired but unhurt. Well done. You may have saved her life.',
          '{hero} read it three times. Then {hero} put the tablet down very carefully, as if it might break, and let out a breath that felt like it had been held since Friday.',
          'Then {hero} whooped so loudly that everybody came running, convinced something terrible had happened, and found {hero} doing a dance on the spot with a tablet held over {hero.their} head.',
        ],
      ],
      scene: 'a photo on a tablet: a rescue boat crew cutting a big loggerhead turtle free from a tangle of old net',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          '{hero} wrote to Tam: “You were right. They found her.” Tam wrote back: “No, YOU were right. I only knew about tides. You did the asking.”',
        ],
        [
          '{hero} went straight to the comments box and typed: Tam! They found her! Exactly at the end of the line, like you said. She’s free!',
          'Tam’s reply came quickly this time.',
          'I only told you about the tide, young one. Fifty years on boats, and I never once picked up the phone about a turtle. Always thought someone else would. You did the hard bit.',
          'Then, underneath: Go Dot! And one small turtle face.',
          '{hero} laughed out loud at that. Even old fishermen, it seemed, could not resist the turtle faces.',
          '{hero} wrote back one more time: Thank you for telling me about the tide. I would never have known. And Tam replied: Everybody knew once. Then we all got clocks.',
        ],
      ],
      scene: '{hero} grinning at a message on a tablet with a small turtle face at the end',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'That afternoon, the sea rescue rang. “We’ve heard all about you,” said the woman on the phone. “The coastguard told us. You did exactly the right thing, ringing them. Most people wait.” {hero} went pink to the ears.',
        ],
        [
          'That afternoon, the phone rang, and it was the sea rescue: a woman with a warm, tired voice, who said she had driven back early from a conference after the coastguard rang her, and found forty emails about one turtle.',
          '“Most of them are from the coastguard,” she said. “And one of them is from you, yesterday, before anybody else noticed a thing.”',
          '“It was a bit of a muddle,” said {hero}. “My email. I didn’t know what to put.”',
          '“It was perfect,” said the woman, and it sounded as if the woman was smiling. “It said everything. A dot going back and forth.” Then the voice went serious. “Listen. You did exactly the right thing, ringing the coastguard. Most people don’t. Most people think it’s not their business, or that they’ll look silly, or that somebody else will. And nobody does.”',
          '{hero} went pink right to the tips of {hero.their} ears, and was glad it was a phone call.',
          '“Dot is tired,” she went on. “But she’s swimming, and she’s heading the right way. We’ll watch her for as long as the battery lasts.”',
          '“We pulled that net out of the water,” said the woman. “It was forty metres long. Dot was the only one in it this time. Next time, it might have been six.”',
        ],
      ],
      scene: '{hero} on the phone, pink-eared and smiling, a tablet with a turtle map nearby',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'That night, the dot began to move again, in a straight line, towards the beach where Dot had hatched. It was going to take weeks. {hero} did not mind.',
          '@lesson “{lesson},” thought {hero}.',
          '{hero} fell asleep with the map still open, one little yellow dot swimming home.',
        ],
        [
          'That evening, before the battery gave out, the dot moved again. Not back and forth. Forwards, in a straight, steady line, towards the coast, towards the beach where Dot had hatched forty years before.',
          '{hero} watched it for a long time.',
          'It was only a yellow dot. It did not look like much. But {hero} knew what was under it now: an old brown turtle with a grumpy eye and a patched shell, swimming through the dark with both front flippers free, steering by a feeling {hero} could not imagine, going home.',
          'The tracker would stop soon. The sea rescue said so, in a long and very grateful email on Monday morning. After that there would be no more dot on the map. Dot would just be a turtle again, out there somewhere, doing what turtles do, with nobody watching.',
          '{hero} found that {hero.they} did not mind that as much as {hero.they} had expected. Dot had never needed watching. She had only needed, once, for somebody to notice, and to ask.',
          '@lesson “{lesson},” thought {hero}, and it did not feel like a thing grown-ups say. It felt like something {hero.they} had found out for {hero.self}.',
          'Somewhere, in a drawer at the sea rescue, there was a forty-metre net that would never catch anything again. That felt good too.',
          '@pet {pal} was already asleep, twitching, chasing something in a dream.',
          '@friend {pal} had gone home hours ago, but had sent a message: a turtle face, and then ten more.',
          '{hero} fell asleep with the map still open on the pillow, one small yellow dot moving slowly across the blue, going home.',
        ],
      ],
      scene: '{hero} asleep at night, a tablet glowing beside the pillow with one yellow dot on a map',
    },
  ],
};
