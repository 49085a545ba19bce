/**
 * Extra attempts that suit any plot of a shape, for long stories that need more than the plot's
 * own. They never carry the plot forward by themselves; they are honest tries that do not work.
 */
import type { PlotStep, Shape } from './types.ts';

export const spareAttempts: Readonly<Record<Shape, readonly PlotStep[]>> = {
  find: [
    {
      spot: 'high',
      simple: ['{hero} climbed up to {spot} to look. Up, up, up! {hero} could see a long way. {hero} saw lots of things. But not {goal.short}. Down {hero.they} came again.'],
      rich: ['"If we can’t find it down here, we need to see more at once," {hero} said, and climbed to {spot}. From up there everything looked small and neat, like a map of itself. {hero} picked out every shape that might be {goal.short}, and one by one each turned out to be something else. Climbing down took twice as long as climbing up.'],
      scene: '{hero} high up at {spot}, looking down for {goal.short}',
    },
    {
      spot: 'path',
      simple: ['{team} went back along {spot}, the way they came. They went slowly. They looked left. They looked right. They found a button. It was not {goal.short}.'],
      rich: ['"Let’s go back the way we came," {hero} said. "Slowly. We might have walked straight past it." So they went back along {spot} one careful step at a time, and found a button, a feather and their own footprints, all pointing the wrong way. Of {goal.short} there was still no sign.'],
      scene: '{hero} walking slowly back along {spot}, eyes on the ground',
    },
    {
      spot: 'low',
      simple: [
        '@park,garden,forest,valley,mountain {team} looked all through {spot}. They looked under leaves. They looked behind stones. But {goal.short} was not there.',
        '{team} looked all through {spot}. They looked under things. They looked behind things. But {goal.short} was not there.',
      ],
      rich: [
        '@park,garden,forest,valley,mountain {team} [searched|combed|hunted through|scoured] {spot} from one end to the other, [turning over leaves|lifting every leaf|parting the grass], [peering behind stones|looking under logs|poking into hollows], checking every shadow [twice|two times|more than once]. They found [a feather|a snail shell|an acorn cup|a bent nail], [a button|a marble|a bottle top|a lost mitten] and a very [surprised|startled|sleepy|grumpy] [beetle|woodlouse|toad|spider], but not {goal.short}.',
        '{team} [searched|combed|hunted through|scoured] {spot} from one end to the other, [lifting everything that could be lifted|opening everything that could be opened], [peering behind|looking under|poking into] [every corner|every shelf|every gap], checking every shadow [twice|two times|more than once]. They found [a feather|a button|a marble|a bottle top], [a lost mitten|a bent spoon|a ball of string] and a very [surprised|startled|sleepy|grumpy] [beetle|spider|moth], but not {goal.short}.',
      ],
      scene: '{hero} searching carefully through {spot}',
    },
    {
      spot: 'hidden',
      simple: ['"Maybe it is hiding," said {hero}. {team} peeked inside {spot}. It was dark. Nothing was there.'],
      rich: ['"Lost things often end up somewhere dark," {hero} reasoned, so they peeked inside {spot}. {hero} let {hero.their} eyes get used to the [gloom|dark|dimness] and checked every [corner|crevice|nook], [finding only dust and shadows and silence|but there was only dust, and shadows, and silence|and found cobwebs, a lost button and a great deal of quiet], and [not {goal.short}|no sign of {goal.short}|nothing at all like {goal.short}].'],
      scene: '{hero} peering into the gloom inside {spot}',
    },
    {
      spot: 'open',
      simple: ['{team} stood in the middle of {spot}. They looked near. They looked far. But they could not see {goal.short} anywhere.'],
      rich: ['From the middle of {spot}, they could see a [long way|great distance|good way] in every direction. {hero} turned [slowly|carefully|very slowly] in a full circle, [searching|scanning|checking] every [bush and hollow|tree and hedge|dip and rise|corner and clump] with [narrowed eyes|a hand shading {hero.their} eyes|great care]. [{goal.short} was nowhere to be seen|Of {goal.short} there was no sign|There was not a trace of {goal.short}|{goal.short} was not there, not anywhere|Nothing they saw looked anything like {goal.short}][, and {hero} sighed|, which was a pity|, not even a glimpse|].'],
      scene: '{hero} turning in a slow circle in the middle of {spot}, searching',
    },
  ],
  fix: [
    {
      spot: 'high',
      simple: ['{hero} climbed up to {spot} to see it from the top. It looked just the same from up there. "Hmm," said {hero}. Down {hero.they} came.'],
      rich: ['{hero} climbed to {spot}, on the theory that a problem might look simpler from above. It did not. It looked exactly as stuck from up there, only smaller, and {hero} came down again with scraped knees and no new ideas.'],
      scene: '{hero} at {spot}, frowning down at the problem',
    },
    {
      spot: 'low',
      simple: ['{team} looked under {spot} for a missing bit. They found a sock and a stick. Nothing fit. "Not that," said {hero}.'],
      rich: ['"Maybe a piece is missing," {hero} said, and they crawled about under {spot}, collecting anything that might be a piece: a stick, a lid, a lost sock. They tried each one, and each was plainly a piece of something else.'],
      scene: '{hero} crawling about under {spot}, collecting odds and ends',
    },
    {
      spot: 'hidden',
      simple: ['{team} looked in {spot} for something to help. They found some string and an old spoon. But that did not help at all.'],
      rich: ['{hero} [rummaged through|searched|hunted around] {spot} for anything that might help: [a length of string|a coil of wire|a bit of rope], [an old spoon|a bent fork|a broken peg], [a box with a loose lid|a tin with no lid|a flowerpot with a crack]. They tried each one in turn[, very hopefully|, one after another|]. [None of them made the slightest difference|Not one of them helped in the least|Nothing worked, not even a little|All of it was useless, though the spoon was rather nice].'],
      scene: '{hero} rummaging through odds and ends in {spot}',
    },
    {
      spot: 'open',
      simple: ['"Let’s ask for help," said {hero}. {team} asked everyone on {spot}. Nobody knew what to do.'],
      rich: ['{team} went [out|off|round] across {spot} asking everyone they met for [advice|help|ideas]. [Everyone|Everybody] had an idea, every idea was [different|quite different|completely different], and not [one|a single one] of them [worked|helped|did the trick][, though some were very interesting|, sadly|].'],
      scene: '{hero} asking for advice out on {spot}',
    },
    {
      spot: 'path',
      simple: ['{hero} tried it all again, very hard. Push! Pull! Puff! But trying harder did not work.'],
      rich: ['{hero} decided to try everything again, only [harder|faster|louder] this time. It was [exhausting|tiring|hard work], and it changed nothing at all, except that everyone needed [a sit-down|a rest|a drink of water|a long breather] afterwards.'],
      scene: '{hero} trying very hard, red in the face, on {spot}',
    },
  ],
  reach: [
    {
      spot: 'open',
      simple: ['{team} went across {spot}. It was a long way. Step, step, step. At the end, they were tired. And it was still far.'],
      rich: ['Crossing {spot} took far longer than it looked. Halfway over, {hero} stopped to check, and the far side seemed no nearer than before. "It’s further than it looks," {hero} admitted, and they kept walking, more slowly now, saving their legs for what was left.'],
      scene: '{hero} halfway across {spot}, the far side still a long way off',
    },
    {
      spot: 'hidden',
      simple: ['{hero} saw a way through {spot}. "A short cut!" said {hero}. But it was very dark in there. They came back out. "Not that way," said {hero}.'],
      rich: ['{spot} looked like a short cut, and {hero} led the way in. A few steps later it was too dark to see {hero.their} own hands, and the way split in three. "Short cuts are only short if you know them," {hero} said, and they felt their way back out into the light.'],
      scene: '{hero} peering into the dark of {spot}',
    },
    {
      spot: 'path',
      simple: ['{team} tried a new way along {spot}. But it went round and round. They were back where they started!'],
      rich: ['{team} tried a [different|new|cleverer] route along {spot}, which looked [promising|hopeful|good] right up until it [curved|bent|looped] round and [delivered|returned|brought] them, very [politely|neatly|cheerfully], back to where they had [begun|started].'],
      scene: '{hero} arriving back at the start of {spot}, looking puzzled',
    },
    {
      spot: 'low',
      simple: ['{team} tried to go through {spot}. But it was too thick and tangly. They had to go back.'],
      rich: ['A way through {spot} looked [quicker|shorter|easier], but it grew [thicker and tanglier|narrower and pricklier|darker and tighter] with every step, until they had to back out, picking [leaves|twigs|burrs|bits of bracken] out of their [hair|sleeves|socks].'],
      scene: '{hero} backing out of a tangle in {spot}',
    },
    {
      spot: 'high',
      simple: ['{team} climbed up to {spot} to see the way. It was still a long way off. "We must keep going," said {hero}.'],
      rich: ['They [climbed|scrambled|clambered] to {spot} to get their bearings. From up there, {goal.short} looked [further away than ever|very far off|impossibly distant], but at least now they could see [which way to go|the way|where the path went].'],
      scene: '{hero} at {spot}, looking out at the long way still to go',
    },
  ],
  befriend: [
    {
      spot: 'low',
      simple: ['{hero} left a present by {spot}. It was a shiny stone. {team} waited. But the present was still there.'],
      rich: ['{hero} left a small present by {spot}, where it could not be missed: the shiniest thing {hero.they} had. Then they stepped back and waited. The present sat there, shining, and nobody came to look at it.'],
      scene: '{hero} leaving a small shiny present by {spot}',
    },
    {
      simple: ['{hero} called out, "Hello! Hello!" very loud. But loud did not help. It was too much.'],
      rich: ['{hero} tried being friendly in the loudest possible way: waving both arms and calling out a cheerful hello. It was a big, bright, bouncy hello, and it was exactly the wrong size.'],
      scene: '{hero} waving both arms and calling hello',
    },
    {
      simple: ['{hero} tried a funny dance. Wiggle, wiggle! But it did not help one bit.'],
      rich: ['{hero} tried to cheer things up with a [silly dance|funny song|terrible joke|silly walk]. It was a very good [one|effort|try], [everyone agreed|{pal} seemed to think|as such things go]. It did not help in the [least|slightest].'],
      scene: '{hero} doing a silly dance',
    },
    {
      spot: 'open',
      simple: ['{hero} drew a big smiley face on the ground by {spot}. But nobody looked at it.'],
      rich: ['By {spot}, {hero} drew an [enormous|huge|great big] [smiling face|waving hand|friendly sun] on the ground with a stick, as a sort of [friendly message|hello|welcome]. Nobody seemed to [notice|see|care about] it[, which was a shame|, sadly|].'],
      scene: '{hero} drawing a big smiley face on the ground by {spot}',
    },
    {
      spot: 'path',
      simple: ['{team} waited by {spot}. They waited a long time. Nothing changed.'],
      rich: ['They waited by {spot} for a [long time|good while|long, long while], hoping things might [change|get better|sort themselves out] by themselves. Things, it turned out, were in no [hurry|rush] to [change|do anything of the kind].'],
      scene: '{team} waiting by {spot}',
    },
  ],
  courage: [
    {
      simple: ['{hero} held {pal} close. That was a bit better. But {hero} still did not feel ready.'],
      rich: ['{hero} stood close to {pal} for a while. It helped to have someone there, a little. But the brave part still had to be done by {hero}, and {hero} was not ready yet.'],
      scene: '{hero} standing close to {pal}, not ready yet',
    },
    {
      simple: ['{hero} took one step. Then {hero} took one step back. "Not yet," said {hero}. "Soon."'],
      rich: ['{hero} took one step forward, then, without quite deciding to, one step back. {hero} looked at {hero.their} feet as if they belonged to somebody else. "Soon," {hero} told them. "Not yet. But soon."'],
      scene: '{hero} one step forward and one step back',
    },
    {
      simple: ['{hero} tried counting to ten. One, two, three… But the wobbly feeling was still there.'],
      rich: ['{hero} tried counting slowly to ten, the way grown-ups sometimes suggested. It helped a little. But at ten, the wobbly feeling was still sitting right there, waiting.'],
      scene: '{hero} counting on {hero.their} fingers, eyes closed',
    },
    {
      spot: 'path',
      simple: ['{hero} walked up and down {spot}, thinking. "Maybe I can do this. Can I?" {hero} was not sure yet.'],
      rich: ['{hero} paced along {spot}, arguing with {hero.self}. Half of {hero} said yes. The other half said absolutely not. Neither half was winning.'],
      scene: '{hero} pacing along {spot}, deep in thought',
    },
    {
      simple: ['{hero} tried to think about something else. Ice cream! Puppies! But the scared feeling came back.'],
      rich: ['{hero} tried thinking about something else entirely: ice cream, puppies, the seaside. It worked for nearly a minute, and then the worry tapped {hero.them} on the shoulder again.'],
      scene: '{hero} trying to think about ice cream and puppies',
    },
  ],
};
