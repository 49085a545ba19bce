/**
 * Extra attempts that suit any plot of a shape, for long stories that need more than the plot's
 * own. They never carry the plot forward by themselves; they are honest tries that do not work.
 */
import type { PlotStep, Shape } from './types.ts';

export const shapeAttempts: Readonly<Record<Shape, readonly PlotStep[]>> = {
  find: [
    {
      spot: 'low',
      simple: ['{team} looked all through {spot}. They looked under leaves. They looked behind stones. But {goal.short} was not there.'],
      rich: ['{team} searched {spot} from one end to the other, turning over leaves, peering behind stones, checking every shadow twice. They found a feather, a button and a very surprised beetle, but not {goal.short}.'],
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
      rich: ['From the middle of {spot}, they could see a long way in every direction. {hero} turned slowly in a full circle, searching every bush and hollow with narrowed eyes. {goal.short} was nowhere to be seen.'],
      scene: '{hero} turning in a slow circle in the middle of {spot}, searching',
    },
  ],
  fix: [
    {
      spot: 'hidden',
      simple: ['{team} looked in {spot} for something to help. They found some string and an old spoon. But that did not help at all.'],
      rich: ['{hero} rummaged through {spot} for anything that might help: a length of string, an old spoon, a box with a loose lid. They tried each one in turn. None of them made the slightest difference.'],
      scene: '{hero} rummaging through odds and ends in {spot}',
    },
    {
      spot: 'open',
      simple: ['"Let’s ask for help," said {hero}. {team} asked everyone on {spot}. Nobody knew what to do.'],
      rich: ['{team} went out across {spot} asking everyone they met for advice. Everyone had an idea, every idea was different, and not one of them worked.'],
      scene: '{hero} asking for advice out on {spot}',
    },
    {
      spot: 'path',
      simple: ['{hero} tried it all again, very hard. Push! Pull! Puff! But trying harder did not work.'],
      rich: ['{hero} decided to try everything again, only harder this time. It was exhausting, and it changed nothing at all, except that everyone needed a sit-down afterwards.'],
      scene: '{hero} trying very hard, red in the face, on {spot}',
    },
  ],
  reach: [
    {
      spot: 'path',
      simple: ['{team} tried a new way along {spot}. But it went round and round. They were back where they started!'],
      rich: ['{team} tried a different route along {spot}, which looked promising right up until it curved round and delivered them, very politely, back to where they had begun.'],
      scene: '{hero} arriving back at the start of {spot}, looking puzzled',
    },
    {
      spot: 'low',
      simple: ['{team} tried to go through {spot}. But it was too thick and tangly. They had to go back.'],
      rich: ['A way through {spot} looked quicker, but it grew thicker and tanglier with every step, until they had to back out, picking leaves out of their hair.'],
      scene: '{hero} backing out of a tangle in {spot}',
    },
    {
      spot: 'high',
      simple: ['{team} climbed up to {spot} to see the way. It was still a long way off. "We must keep going," said {hero}.'],
      rich: ['They climbed to {spot} to get their bearings. From up there, {goal.short} looked further away than ever, but at least now they could see which way to go.'],
      scene: '{hero} at {spot}, looking out at the long way still to go',
    },
  ],
  befriend: [
    {
      simple: ['{hero} tried a funny dance. Wiggle, wiggle! But it did not help one bit.'],
      rich: ['{hero} tried to cheer things up with a silly dance. It was a very good silly dance. It did not help in the least.'],
      scene: '{hero} doing a silly dance',
    },
    {
      spot: 'open',
      simple: ['{hero} drew a big smiley face on the ground by {spot}. But nobody looked at it.'],
      rich: ['By {spot}, {hero} drew an enormous smiling face on the ground with a stick, as a sort of friendly message. Nobody seemed to notice it.'],
      scene: '{hero} drawing a big smiley face on the ground by {spot}',
    },
    {
      spot: 'path',
      simple: ['{team} waited by {spot}. They waited a long time. Nothing changed.'],
      rich: ['They waited by {spot} for a long time, hoping things might change by themselves. Things, it turned out, were in no hurry to change.'],
      scene: '{team} waiting by {spot}',
    },
  ],
  courage: [
    {
      simple: ['{hero} tried counting to ten. One, two, three… But the wobbly feeling was still there.'],
      rich: ['{hero} tried counting slowly to ten, the way grown-ups sometimes suggested. It helped a little. But at ten, the wobbly feeling was still sitting right there, waiting.'],
      scene: '{hero} counting on {hero.their} fingers, eyes closed',
    },
    {
      spot: 'path',
      simple: ['{hero} walked up and down {spot}, thinking. "I can do it. Can I?" {hero} was not sure yet.'],
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
