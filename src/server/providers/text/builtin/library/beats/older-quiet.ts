/**
 * More of the quieter beats for confident readers. A long story leans on these kinds many times
 * over, so each needs plenty of lines, and each line a few interchangeable parts.
 */
import type { BeatLibrary } from './kinds.ts';

type Quiet = Pick<
  BeatLibrary,
  'pause' | 'morning' | 'investigate' | 'thought' | 'memory' | 'rest' | 'evening' | 'homeward' | 'setback' | 'plan' | 'doubt'
>;

export const olderQuiet: Quiet = {
  pause: [
    '[{hero} stopped|{hero} came to a halt|{hero} stood still] [in the middle of {spot.short}|beside {pal}|where the path bent], [let {hero.their} breath slow|loosened {hero.their} shoulders|unclenched {hero.their} hands], and [waited for the muddle to clear|let the questions settle like silt in a jar|gave the problem a moment to speak for itself].',
    '"[Give me a minute|Just a moment|One second]," {hero} [said|murmured|told {pal}], [holding up a hand|half to {hero.self}|without looking round], and [stood quite still|closed {hero.their} eyes|stared at nothing in particular] while [the thought took shape|an idea found its feet|the pieces shuffled into place].',
    '[Rather than rushing on|Instead of hurrying|For once], {hero} [sat on a flat stone|leaned against a tree|crouched on {hero.their} heels] and [let the day catch up with {hero.them}|watched {pal} for a while|listened to {sound}], [which turned out to be the cleverest thing {hero.they} did all morning|and felt the knot in {hero.their} thinking begin to loosen|until the hurry had quite gone out of {hero.them}].',
  ],
  morning: [
    '[Breakfast had been|The morning had started as|The day had opened with] [a hurried affair|a slow, sleepy business|the usual muddle] of [toast crumbs|spilled milk|lost shoes] and [yawning|half-finished sentences|a radio nobody was listening to], [and nothing about it hinted at what was coming|with no sign at all of what lay ahead|which only goes to show how little mornings tell you].',
    '{hero} had [spent the first hour of the day|begun the day by|passed the early morning] [reading in bed|staring out of the window|sorting {hero.their} pencils by colour], [which felt, afterwards, like the calm before something|which was, looking back, a very good use of the time|in no particular hurry to be anywhere].',
    '[The kitchen clock|The hall clock|The clock on the landing] had [only just struck|barely passed|not yet reached] [eight|nine|half past seven] when {hero} [decided|announced|realised] that [staying indoors was out of the question|today was not a day for sitting still|something needed doing, and soon].',
  ],
  investigate: [
    '{hero} [went back over|retraced|walked again along] [the last stretch|their own footprints|the way they had come], [eyes on the ground|slowly and deliberately|in silence], [because the thing you are looking for|since whatever they were missing|as the clue they needed] is [so often|nearly always|usually] [behind you rather than ahead|where you have already been|somewhere you thought you had checked].',
    '[Little by little|Clue by clue|Detail by detail], {hero} [built up a picture|pieced together a story|assembled a rough idea] of [what must have happened|how things had gone wrong|where to look next], [testing each part against what they had seen|discarding anything that did not fit|keeping only what {hero.they} could be sure of].',
    '{hero} [asked {hero.self}|wondered|tried to work out] [what had changed|what was different|what ought to be there but was not], [and the question|and that single question|and, oddly, that question] [did more good than any amount of searching|narrowed things down wonderfully|pointed straight at {spot.short}].',
  ],
  thought: [
    'The longer {hero} [thought about it|turned it over in {hero.their} mind|puzzled over it], the surer {hero.they} [felt|grew|became] that [the answer would be simple once they found it|they were missing something obvious|the first clue had been the most important all along], [like a key that only looks complicated until it turns|the way the best riddles always are|and the thought was a comfort].',
    '[A new idea|A fresh thought|Something worth trying] [crept up on|arrived quietly to|tapped gently at] {hero}, [the way ideas do|as ideas often do|in the way good ideas sometimes do] [when nobody is watching for them|in the middle of something else|just when you stop chasing them], and {hero} [held on to it carefully|turned it this way and that|gave it a long, hard look].',
    '{hero} [wondered|asked {hero.self}|tried to imagine] what [{pal}|a patient person|someone cleverer] would [do|try|notice], [and realised|and saw at once|and then, with a small jolt, understood] that [the answer might simply be to wait|it might be something they had already seen|they had been asking the wrong question].',
  ],
  memory: [
    '[Much later|Years afterwards|Long after that day], {hero} [would find|found] that [it was the small things|the quiet moments|the mistakes] [that stayed clearest|that came back first|that {hero.they} told most often]: [{pal} {pal.happy}|the wrong turn at {spot.short}|a half-eaten sandwich on a rock], [and the rest|while the big moments|and everything else] [blurred gently into a warm sort of glow|settled into a story {hero.they} knew by heart|faded to a kind of golden haze].',
    '[It was strange|It seemed odd|It was curious], {hero} [thought|reflected|noticed], how [a single day|one long afternoon|a few hours] could [hold so much|feel like a whole week|change the way a place looked], [and how quickly|and how soon|and how easily] [it had all become a memory|the hard parts had turned into good stories|the worry had turned into laughter].',
  ],
  rest: [
    '[They settled|Everyone settled|The little party settled] [on a patch of dry ground|in the lee of {spot.short}|on a bank of soft moss] and [shared out what was left of the food|unpacked the last of the sandwiches|passed round a bag of raisins], [talking about anything but the problem|trading silly stories|saying very little], [until the aching in their legs had eased|and the rest did them all good|while the light shifted slowly around them].',
    '[A rest was overdue|Nobody objected to a rest|A sit-down had been earned long ago], so they [stopped|paused|halted] [beside {spot.short}|under a wide tree|on a sunny slope], [shoes off|backs against the warm ground|legs stretched out], [and for a few minutes|and for a while|and for a good quarter of an hour] [the whole business could wait|nothing needed solving|the world asked nothing of them].',
  ],
  evening: [
    '@lively [That evening|After supper|Later that night], {hero} [told the story twice|went over it all again|acted out the best bits] [to anyone who would listen|for the whole household|at the kitchen table], [and it grew a little grander each time|with {pal} as the hero of several parts|and nobody minded the repeats].',
    '@lively [By the fire|At the table|On the sofa], {hero} [sorted through|laid out|examined] [the treasures of the day|everything {hero.they} had brought home|the muddy souvenirs in {hero.their} pockets]: [a feather, a smooth stone and a ticket nobody could explain|a pebble, a leaf and a bent button|a twig, a shell and a great deal of sand], [each one a small chapter of the story|all of them to be kept|every one of them precious].',
  ],
  homeward: [
    '[The way {homeward}|The road {homeward}|The walk {homeward}] [wound|curled|ran] [past {spot.short}|through the softening light|under a sky going pink], and [nobody hurried|they took it slowly|they talked the whole way], [because there was nothing left to hurry for|the way people do after a long, good day|with {pal} dawdling happily at the back].',
    '[Turning {homeward} at last|Setting off {homeward} at long last|Heading {homeward} together], {team} [found their legs heavy but their hearts light|walked in a comfortable, tired silence|swapped their favourite moments of the day], [and the miles went by almost without their noticing|and the journey seemed to shrink beneath them|until the lights of home came into view].',
  ],
  setback: [
    '[That had not worked either|So much for that idea|That was another idea gone], and {hero} [stood for a moment|paused|sighed once] [with {hero.their} hands on {hero.their} hips|looking at {spot.short}|while {pal} waited], [before deciding that a closed door only meant trying the window|then reminded {hero.self} that the answer had not gone anywhere|then began, quite calmly, to think of something else].',
    '[The attempt|The idea|The plan] [fizzled out|came to nothing|fell flat] [with a small, disappointing shrug|almost at once|after all that effort], [and for a moment|and just briefly|and, for a breath or two,] {hero} [let {hero.their} shoulders droop|felt very tired|wanted to sit down and stay down], [but only for a moment|though not for long|and then, slowly, straightened up].',
  ],
  plan: [
    '[They talked it through|The plan came together|An idea took shape] [in a huddle by {spot.short}|sitting in a circle|in low, serious voices], [each of them adding a piece|with {pal} listening hard|with plenty of pointing], [until it was something solid enough to try|until even the doubters were nodding|and at last there was nothing left to argue about].',
    '"[Here’s my thinking|This is what I reckon|Listen, I’ve got it]," said {hero}, [and set out the plan in three plain steps|and laid it out as simply as {hero.they} could|sketching it with one finger in the air], [each easier than the last|none of them clever, all of them possible|the last one the most important].',
  ],
  doubt: [
    '[A small, tired part of {hero}|The sensible part of {hero}|Some quiet corner of {hero.poss} mind] [began to wonder|started asking|kept wondering] whether [they had been wrong from the start|this was simply too difficult|it was time to go home and forget about it], [and it took real effort|and it was hard work|and it took a moment] to [answer it back|quieten it down|set the thought aside].',
    '[Nothing had gone right for a while|Every path seemed to end in nothing|Each clue had led them round in a circle], and {hero} [felt the day grow heavy|noticed how tired everyone looked|caught {hero.self} sighing more and more], [the way a bag does when you have carried it too far|like boots that have picked up too much mud|as if the sky itself had come down a little lower].',
  ],
};
