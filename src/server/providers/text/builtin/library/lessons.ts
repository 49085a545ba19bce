/**
 * Lessons are shown, never announced: a small moment in the middle of the story where the hero
 * lives the lesson, and a quiet echo near the end that remembers it.
 */
import type { LessonId, Tiered } from './types.ts';

interface LessonText {
  moment: Tiered;
  echo: Tiered;
}

export const lessons: Readonly<Record<LessonId, LessonText>> = {
  sharing: {
    moment: {
      simple: [
        '{hero} had [one|just one|only one] [apple|pear|plum|peach|orange|banana] left, so {hero} [broke|split|cut|shared] it in two. "[Half for you|One half for you|This half is yours|Here is your half|Half each], {pal}," said {hero} [with a smile|with a wink|with a grin|and gave it over|softly].',
        '[At snack time|On a log|Under a tree|By {spot.short}], {hero} [found|had|saw] [two|three|four|five] [grapes|crackers|raisins|nuts|berries] [in the bag|in {hero.their} pocket|in a tub], [and gave some to {pal}|and shared them with {pal}|so {pal} got some too].',
        '{pal} [looked at|sniffed at|peeked at] {hero.poss} [sandwich|cake|bun|biscuit|apple] [with big eyes|very hopefully|for a long time], so {hero} [gave {pal} a bit|broke off a bit for {pal}|shared it], and [they both smiled|{pal} {pal.happy}|it tasted even better].',
        '{hero} had the last [biscuit|cookie|bun|cracker|oat bar], [and {pal} looked at it|and {pal} was hungry too|but {pal} had none]. {hero} [gave half to {pal}|broke it and gave {pal} half|shared it with {pal}], and [crunch, crunch|munch, munch|nibble, nibble] went [the two of them|{pal} and {hero}|both of them].',
      ],
      rich: [
        '[When they stopped to rest|At the next rest|When they paused for a snack|Halfway along|When tummies began to rumble], {hero} found there was only one [apple|pear|peach|orange|plum] left in the [bag|lunch box|backpack]. [Without a second thought|Straight away|Without even stopping to think|Quick as a wink], {hero} [broke|split|pulled|twisted] it [in half|in two] and [handed|gave|passed|held out] the [bigger|larger|juicier] [piece|half|part] to {pal}.',
        '{hero} had been saving the last [biscuit|flapjack|cookie|slice of cake], but {pal} looked so [tired|hungry|hopeful] that {hero} [snapped|broke|split] it in two and handed over half[ without a word| with a grin|].',
      ],
    },
    echo: {
      simple: [
        '{hero} thought about the [apple|fruit|snack][ and smiled| in the dark|]. [Half an apple|A half|Half of it] had tasted [better|nicer|sweeter] than a whole one[, somehow|].',
        '{hero} [smiled|grinned|beamed] [at {pal}|to {hero.self}|in the dark|at the sky]. The half [biscuit|cookie|snack] had been the [best|nicest|yummiest] [one|snack|treat] [ever|of the day|of all].',
        '{hero} thought about the snack [they shared|on the log|with {pal}][ and smiled| in the dark|]. Sharing had made it [taste better|last longer|more fun], [somehow|{hero} was sure|it really had].',
        '{hero} [smiled|grinned] [at {pal}|to {hero.self}]. [Sharing|Giving {pal} a bit] had felt [nice|good|warm inside], [better than eating it all|and {pal} had been so happy|like a hug].',
      ],
      rich: [
        '{hero} [remembered|thought about|smiled about] the [apple|fruit|snack], split in two, and how half of it had [somehow|oddly|mysteriously|strangely] tasted [better|sweeter|nicer] than a whole one [would have|ever could|would ever have].',
        'It was [funny|strange|odd|curious], {hero} [thought|decided|realised]: the half [biscuit|cookie|snack|apple] had been the [best|sweetest|finest|tastiest] [part|bit] of the whole [picnic|day|trip|adventure].',
      ],
    },
  },
  kindness: {
    moment: {
      simple: ['{pal} looked tired. {hero} stopped and waited. "We can go slow," said {hero}.', '{hero} saw that {needy} was cold. {hero} gave {needy} {hero.their} scarf.'],
      rich: ['{hero} noticed that {pal} was falling behind, and slowed down without making a fuss about it, so that nobody would feel left out.', '{hero} saw {needy} shivering and, without a word, unwound {hero.their} scarf and wrapped it round {needy} instead.'],
    },
    echo: {
      simple: ['{hero} thought about waiting for {pal}. Nobody had been left behind.', '{hero} thought about the scarf and felt warm all over.'],
      rich: ['{hero} thought about all the small kind things of the day, and how each one had made the next one easier.', 'Of everything that day, {hero} remembered most the small kindnesses, the ones nobody had asked for.'],
    },
  },
  bravery: {
    moment: {
      simple: ['{hero.poss} knees went wobbly. But {hero} took one small step. Then one more.', '{hero} felt scared. "I can be scared and still try," {hero} said.'],
      rich: ['{hero} felt the familiar wobble of fear in {hero.their} knees, and took one small step forward anyway, and then another.', '"I’m scared," {hero} admitted, and found that saying it out loud made it a little smaller.'],
    },
    echo: {
      simple: ['{hero} remembered the wobbly feeling. {hero} had done it anyway.', '{hero} smiled. Small steps had been big enough.'],
      rich: ['{hero} remembered the wobble in {hero.their} knees, and how it had not stopped {hero.them} after all.', 'Being brave, {hero} thought sleepily, had turned out to be a lot of small steps, one after another.'],
    },
  },
  'trying-again': {
    moment: {
      simple: ['{hero} slipped and fell down. Bump! {hero} got up. "I will try again," said {hero}.', '{hero.poss} first try did not work. {hero} said, "That’s okay. I can try again."'],
      rich: ['{hero} slipped, landed with a bump, and sat there for a moment. Then {hero} brushed {hero.self} off and tried again.', 'When it went wrong, {hero} did not get cross. "That’s fine," {hero} said. "Now I know what not to do."'],
    },
    echo: {
      simple: ['{hero} thought about all the tries. The last try was the one that worked.', '{hero} smiled. It had taken lots of tries. That was okay.'],
      rich: ['{hero} thought about all the attempts that had gone wrong, and how every single one of them had been needed to get to the one that went right.', 'Not one of the mistakes had been wasted, {hero} realised; each one had pointed the way.'],
    },
  },
  patience: {
    moment: {
      simple: ['{hero} wanted to rush. But {hero} waited. One, two, three…', '"Wait a bit," said {hero}. So they all waited. It was hard!'],
      rich: ['Every part of {hero} wanted to rush ahead, but {hero} made {hero.self} stop and wait, counting slowly to ten.', '"Let’s wait," said {hero}, though waiting was the hardest thing of all.'],
    },
    echo: {
      simple: ['{hero} remembered counting, one, two, three. The waiting had helped.', '{hero} thought about all the waiting. It had been hard, but it had been worth it.'],
      rich: ['{hero} remembered how much the waiting had helped, even though it hadn’t felt like doing anything at all.', 'Sometimes, {hero} thought, the most useful thing you can do is be patient.'],
    },
  },
  honesty: {
    moment: {
      simple: ['{hero} had knocked over the water. Splash! "That was me," said {hero}. "Sorry."', '"I made a mistake," said {hero}. "I am sorry."'],
      rich: ['{hero} had knocked the water bottle over, and for a moment {hero} thought about saying nothing. Then {hero} said, "That was me. Sorry," and felt much lighter.', '"I got that wrong," {hero} said honestly. "Sorry. Let’s fix it."'],
    },
    echo: {
      simple: ['{hero} thought about saying sorry. It had felt good to tell the truth.', 'Telling the truth had been easy in the end.'],
      rich: ['{hero} remembered saying sorry, and how much lighter it had felt to tell the truth.', 'Owning up, {hero} thought, was a bit like putting down a heavy bag.'],
    },
  },
  teamwork: {
    moment: {
      simple: ['The bag was too heavy for one. So {hero} and {pal} carried it together.', '"Hold this end," said {hero} to {pal}. Together, it was easy.'],
      rich: ['The log was too heavy for one, so {hero} took one end, {pal} took the other, and together they shifted it as if it weighed nothing.', '"You hold, I’ll pull," said {hero}, and between them they managed what neither could have done alone.'],
    },
    echo: {
      simple: ['{hero} thought about the heavy bag, and how light it was with two.', 'No one could have done it alone. But together, they did.'],
      rich: ['{hero} thought about how none of it could have happened alone, and how good it had felt to be part of something.', 'It had taken all of them, {hero} thought. Every single one.'],
    },
  },
  listening: {
    moment: {
      simple: ['{pal} wanted to say something. {hero} stopped talking and listened.', '"Tell me," said {hero}. Then {hero} listened, very carefully.'],
      rich: ['{pal} had been trying to say something for a while, and {hero} stopped, turned and really listened. It turned out to be important.', '"Go on," said {hero}, and listened properly, without thinking about what to say next.'],
    },
    echo: {
      simple: ['{hero} thought about what {pal} had said. {hero} was glad {hero.they} had listened.', '{hero} was glad {hero.they} had stopped to listen.'],
      rich: ['{hero} remembered that the answer had come from listening, not from talking.', 'Listening, {hero} thought, was a kind of superpower that hardly anyone used.'],
    },
  },
  gratitude: {
    moment: {
      simple: ['{pal} helped {hero} up. "Thank you," said {hero}, with a big smile.', '"Thank you for coming," said {hero} to {pal}. "I’m glad you’re here."'],
      rich: ['When {pal} helped {hero} over the rough ground, {hero} stopped and said thank you properly, and meant it.', '"Thank you for coming with me," {hero} said to {pal}. "I don’t think I could have done this alone."'],
    },
    echo: {
      simple: ['{hero} thought of everyone who had helped. Thank you, thank you.', '{hero} felt lucky to have such good friends.'],
      rich: ['{hero} thought of everyone who had helped along the way, and felt a deep, warm gratitude for each of them.', 'Before sleep, {hero} said a quiet thank you for the day, and for the people in it.'],
    },
  },
  'being-yourself': {
    moment: {
      simple: ['Someone said, "That is a funny idea." {hero} smiled. "It’s my idea," said {hero}. "I like it."', '{hero} did it {hero.their} own way. And {hero.poss} way was good.'],
      rich: ['Someone laughed at {hero.poss} idea, and {hero} felt a flush of doubt. Then {hero} thought: it’s a good idea because it’s mine. And stuck with it.', '{hero} did it in {hero.their} own way, which was not the usual way, and it turned out to be exactly right.'],
    },
    echo: {
      simple: ['{hero} thought about {hero.their} own idea. Being {hero} was a good thing to be.', '{hero} was glad to be {hero}.'],
      rich: ['{hero} thought about how the answer had come from being exactly {hero.self}, and nobody else.', 'Being {hero}, {hero} decided, was a perfectly good thing to be.'],
    },
  },
  'calm-feelings': {
    moment: {
      simple: ['{hero} felt cross. {hero} took a big breath. In… and out. That was better.', '{hero.poss} tummy felt tight. {hero} breathed slowly, like a sleepy bear.'],
      rich: ['{hero} felt a hot, cross feeling rising, and instead of letting it out, took a long, slow breath in, and an even longer one out.', 'When {hero.poss} chest went tight with worry, {hero} put a hand on it and breathed slowly until the tightness loosened.'],
    },
    echo: {
      simple: ['{hero} took one more slow breath. In… and out. Calm and cosy.', 'The cross feeling had gone. Only a calm, warm feeling was left.'],
      rich: ['{hero} breathed in slowly, the way {hero.they} had learned that day, and felt the last of the worry drift away.', 'The big feelings of the day had come and gone like weather, and now everything was still.'],
    },
  },
  helping: {
    moment: {
      simple: ['{pal} got stuck at the bumpy bit. {hero} went back to help. "Here, hold on to me," said {hero}.', '{hero} held the gate open for everyone. "After you," said {hero}.'],
      rich: ['{hero} noticed {pal} struggling with a heavy bag and quietly took one of the handles, so that it weighed half as much.', 'Without being asked, {hero} went back to help {pal} over the tricky part, and then went back again for the bags.'],
    },
    echo: {
      simple: ['{hero} thought about going back for {pal}, and smiled.', '{hero} remembered holding the gate, and smiled a proud smile.'],
      rich: ['{hero} thought about how helping had made the day feel bigger, somehow, and better.', 'There was a particular happiness, {hero} thought, in being useful to someone.'],
    },
  },
};

/**
 * The parent's own lesson, said plainly once near the end by the hero, in the parent's words
 * ({lesson}); the moment earlier in the story has already shown it.
 */
export const lessonSaid: Tiered = {
  simple: [
    '“{lesson},” {hero} [said|whispered] [softly|quietly] to {pal}.',
    '{hero} knew something [new|true] now. “{lesson},” {hero} [said|whispered] [softly|quietly].',
    '{hero} [smiled at|looked at] {pal}. “{lesson},” {hero} said.',
  ],
  rich: [
    '“You know what I found out today?” {hero} said [quietly|softly] to {pal}. “{lesson}.”',
    '{hero} had learned something [today|on the way], and said it [quietly|softly], [to {pal}|half to {hero.self}]: “{lesson}.”',
    '“{lesson},” {hero} said [quietly|softly] to {pal}[, and meant it|].',
  ],
};

/**
 * Where the story happens, said early when no plot step names the parent's setting: the hero is
 * there, doing something, rather than the story talking about itself.
 */
export const placeSaid: Tiered = {
  simple: [
    '@day [That day|That morning|One morning], {hero} was {place.in}.',
    '@night [That night|That evening], {hero} was {place.in}.',
    '@day {hero} [spent the morning|was out|went exploring] {place.in}.',
  ],
  rich: [
    '@day {hero} had spent [the whole morning|most of the day] {place.in}, [a place {hero} knew well|where {hero} always felt at home|a place full of surprises].',
    '@night [That evening|That night], {hero} was {place.in}, [a place {hero} knew well|where {hero} always felt at home|a place that looked different in the dark].',
  ],
};
