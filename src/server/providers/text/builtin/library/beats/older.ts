/**
 * Beats for advanced, teen and adult readers: longer, layered sentences, a wider vocabulary, and
 * feelings carried by detail rather than named outright.
 */
import type { BeatLibrary } from './kinds.ts';
import { olderMoments } from './older-moments.ts';
import { olderSensory } from './older-senses.ts';
import { olderQuiet } from './older-quiet.ts';

const pause: readonly string[] = [
    '{hero} [sat down|settled on a stone|leaned back] and let the [silence|stillness|quiet] settle, both the [silence|quiet] outside and the quieter one within.',
    'By now they were all [tired|weary|flagging], and {hero} [stopped|paused|sat down], closed {hero.their} eyes, and [allowed the problem to come|let the problem come] to {hero.them} rather than [chasing it|running after it|hunting it down].',
    'There is a kind of [thinking|clarity|understanding] that only [happens|arrives|comes] when you stop [trying so hard|pushing|chasing it], and {hero} [waited for it|let it come|gave it room|sat still and let it arrive].',
    '"[Wait|Hold on|Just a moment|Hang on]," said {hero} [slowly|quietly|carefully]. "Let me think about this [properly|clearly|one piece at a time], from the [beginning|start|very beginning]."',
    'For the first time [that day|all morning|in hours|since they set out], {hero} stopped [hurrying|rushing|pushing on], and simply [paid attention|watched|listened|looked].',
];

const morning: readonly string[] = [
    'The day had begun unremarkably, with [toast|porridge|a boiled egg], a yawn and a brief, doomed negotiation with [the weather forecast|a tangled shoelace|a sock that had lost its partner].',
    '{hero} had woken [early|before dawn|with the birds] with the [odd|strange|curious], [fizzing|prickling|humming] conviction that the day had something [in store|up its sleeve|waiting].',
    'That morning, {hero} had gone through all the [usual|ordinary|familiar] [motions|routines][, washing, dressing, eating|, teeth, shoes and breakfast|], and yet everything had felt [faintly new|slightly different|oddly bright|freshly painted|full of possibility].',
    'Looking back, the very [ordinariness|dullness|quietness|sameness] of the morning should [probably|surely] have been a [clue|warning|hint].',
    'By the end of [breakfast|the morning|elevenses], {hero} was already [restless|fidgety|itching to be off], [tapping|drumming|rapping] {hero.their} [fingers|knuckles|pencil] against the [table|windowsill|back of a chair|kitchen counter] in a rhythm only {hero.they} could hear.',
    '{hero} had spent the [early part|first hour|start] of the day doing nothing [of consequence|much|in particular], which is sometimes the [best|finest|most useful] preparation there is.',
];

const evening: readonly string[] = [
    '@lively [Dinner|Supper|Tea] that evening tasted better than any meal in [recent memory|living memory|weeks], [and nobody was surprised|possibly because of the fresh air|for reasons nobody needed explained].',
    '@lively {hero} ate everything on the plate and then, to [general|everyone’s|universal] [astonishment|amusement|delight], asked for [seconds|more|another helping].',
    '@lively {hero.poss} [boots|wellies|shoes], [disgraced|caked in mud|in deep disgrace], spent the night [outside the back door|on the doorstep|in the porch].',
    '@lively [Later|Before bed|After supper], {hero} [wrote it all down|filled three pages of a notebook|drew a map of the whole day|made careful notes], [determined|resolved|quite set on making sure] that not a single [detail|moment|wrong turn] should be [lost|forgotten|left out].',
];

const homeward: readonly string[] = [
    'The [journey|walk|way] {homeward} seemed [shorter|quicker|much shorter] than the [journey|walk|way] out, as [journeys|walks|roads] home so often do.',
    '@day The light had turned the colour of honey by the time {team} finally set off {homeward}.',
    '@night They travelled {homeward} beneath a sky thick with stars, tired to the bone and entirely content.',
    '{hero.poss} [muscles|legs|shoulders] ached and {hero.their} boots were [caked in mud|soaked through|scuffed and grey], but {hero.they} would not have [traded|swapped|given up] a [minute|moment|single step] of it.',
    'On the way {homeward} they went over the whole [day|adventure|business] again, [laughing|chuckling|giggling] at the [moments|bits|parts] that had seemed anything but funny at the time[, and {pal} {pal.happy}|].',
    '{hero} [glanced|looked] back once, fixing the [place|view|scene] in {hero.their} memory, before setting off {homeward} [for good|at last|with the others].',
];

const setback: readonly string[] = [
    '{hero} [exhaled slowly|let out a long breath|sighed|puffed out {hero.their} cheeks|rubbed {hero.their} eyes]; it had not worked, but every [failed attempt|wrong guess|dead end|miss] [narrowed the possibilities|crossed one more idea off the list|left fewer places to look], and that was a kind of [progress|victory|step forward|headway].',
    '"[Well|Right|Hmm|So]," said {hero} [after a pause|at last|with a shrug|to {pal}], "that rules [something|one thing|that|one more idea] out." It was not much of a [consolation|comfort|prize], but it was [true|something|a start|better than nothing].',
    'Disappointment arrived, [briefly and predictably|right on time|as it always does]; {hero} [acknowledged|noticed|accepted] it, and then [set it to one side|put it away|let it go] and began to [think|plan|look] again.',
    '{hero} sat down, elbows on knees, and stared at [nothing in particular|the ground|{spot.short}] while {hero.their} thoughts [rearranged themselves|settled|sorted themselves out].',
    'It was tempting to feel [defeated|beaten|foolish], and {hero} let {hero.self} feel it for exactly as long as it took to [catch {hero.their} breath|count to ten|retie a bootlace].',
    '{pal} {pal.happy}, and the small kindness of it [loosened something in|eased the tightness in|warmed] {hero.poss} chest.',
    'Every wrong [answer|turn|guess], {hero} reminded {hero.self}, was information, and information was [never wasted|always worth having|a kind of treasure].',
    '{hero} went back over everything they had [seen|heard|tried] [so far|that day|since the start], [certain|sure|convinced] that a clue was hiding somewhere [in plain sight|close by|in the details|under their noses].',
    'There was a [moment|minute|long moment|breath or two] in which giving up seemed [perfectly reasonable|almost sensible|very tempting|the only sensible thing], and {hero} waited [patiently|stubbornly|quietly|with folded arms] for it to [pass|wander off|blow over][, as such moments do|, which it did|].',
    '[So that was not it|That was not the answer, then|Not that way, evidently]; {hero} [filed the lesson away|made a mental note|tucked the thought away] and [looked around for the next idea|turned to {pal}|began again, a little wiser], [refusing to be discouraged|more stubborn than before|with a patience {hero.they} did not entirely feel].',
    '[Failure|Disappointment|A wrong turn], {hero} [had read somewhere|had once been told|liked to think], was only [a map of where not to go|the first draft of success|the long way round to the right answer], and [just now|today|at this moment] {hero.they} [badly wanted to believe it|chose to believe it|very nearly did].',
    '{pal} [nudged|leaned against|looked up at] {hero}, and {hero} [managed a smile|laughed in spite of everything|let out a breath {hero.they} had not known {hero.they} {hero.was} holding]; [they would try again|there would be another way|it was far too early to give up].'
];

export const olderBeats: BeatLibrary = {
  opening: [
    '{hero} was {hero.age}, an age at which most people have stopped expecting the world to [surprise|astonish|delight] them, though {hero} had never quite got the hang of that.',
    'People who knew {hero} tended to describe {hero.them} in the same few words: [observant|curious|sharp-eyed], stubborn in the useful way, and incapable of walking past a [problem|puzzle|mystery] without at least trying to solve it.',
    'For as long as anyone could remember, {hero} had been quietly, unreasonably devoted to {interest}, and the devotion had taught {hero.them} more [patience|about patience|about looking closely] than any [lesson|classroom|teacher] ever had.',
    'There are people who wait politely for something to happen, and people who go out and look for it; {hero} had always belonged, a little [impatiently|restlessly|eagerly], to the second group.',
    'It would be fair to say that {hero} noticed things other people missed, which was [occasionally|sometimes|now and then] inconvenient and, on days like this one, turned out to be exactly what was needed.',
    '{hero} had a [restless|stubborn|bright|tireless] curiosity that refused to be [switched off|put to bed|quietened], and a [fondness|passion|love] for {interest} that [friends|family|everyone at school|the neighbours] had long since stopped [teasing {hero.them} about|remarking on|trying to understand].',
    'Looking back, {hero} would say the day began like any other, which is how the days worth [remembering|telling about|keeping] [usually|nearly always|so often] begin.',
  ],
  interestMoment: [
    '{hero} had spent [years|whole summers|countless rainy afternoons] [reading about|learning about|poring over books on] {interest}, and the habit of [careful|patient|close] attention it had given {hero.them} was about to prove unexpectedly useful.',
    'In {hero.poss} bag, as always, was {interest.item}, a [familiar|comfortable|reassuring] presence that steadied {hero.them} more than {hero.they} [liked to admit|would ever say|let anyone know].',
    'Thinking about {interest} had [always|long|for years] been {hero.poss} way of [clearing|settling|tidying] {hero.their} [head|thoughts|mind], the way other people [went for a walk|made a cup of tea|hummed a tune|counted to ten|tidied a drawer].',
    '{hero} had a notebook full of observations about {interest}, written in a [tiny|small|careful], determined hand and [cross-referenced|underlined|annotated] with a seriousness that [amused|impressed|baffled] everyone else.',
    'Among the things {hero} had packed, almost without thinking, was {interest.item}, which had come along on every [important|memorable|good] day {hero} could remember.',
  ],
  favourite: [
    '{hero} was dressed, as usual, in something {colour}, a colour {hero.they} had loved so long that it had become a kind of [signature|trademark|second name].',
    'Tucked into {hero.their} bag, a little [battered|worn|threadbare] and entirely irreplaceable, was {hero.poss} {toy}, which had been on more [journeys|adventures|outings] than most people.',
    '{hero} had always felt a particular kinship with the {animal}, and kept a small carved one on {hero.their} windowsill for luck.',
    'The {colour} of {hero.poss} [scarf|coat|hat|backpack] stood out against everything around it, which was, {hero} [privately|secretly|quietly] thought, exactly the point.',
    '{hero} still had {hero.their} {toy}, and was not in the least [embarrassed|apologetic|shy] about it, whatever anyone else might [think|say|whisper].',
  ],
  reaction: [
    '{hero} felt something [tighten|clench|knot|twist] in {hero.their} [chest|throat|stomach], the [particular|peculiar|familiar|sharp] discomfort of seeing someone in [trouble|difficulty|distress|a fix] and not yet knowing how to [help|put it right|be of use].',
    '@needy "That’s [awful|terrible|not right|so unfair]," {hero} said [quietly|softly|under {hero.their} breath], and the quietness made it sound more [serious|certain|heartfelt] than shouting would have.',
    'For a [long|quiet|thoughtful|still] moment {hero} said nothing at all, turning the problem over [and over|in {hero.their} mind|like a stone in a pocket], looking for [an edge to get hold of|a place to begin|a loose thread to pull|a way in].',
    '@find {goal.short} could have been [anywhere|almost anywhere|anywhere at all], which is the most [maddening|frustrating|annoying] thing about lost things: they never leave [directions|a note|a map|a trail].',
    '@courage {hero} noticed that {hero.their} hands had gone cold and {hero.their} heart was beating in a quick, uneven way that {hero.they} did not much care for.',
    '@befriend {hero} wanted to help, badly, and was wise enough to know that wanting to help and knowing how are two very different things.',
    '@fix Something had gone wrong, and it had the [stubborn|sulky|obstinate], [settled|fixed|unmoving] look of a thing that was not going to put itself right[ any time soon| on its own|].',
    '@reach The distance was one problem; the light was another, already lengthening the shadows as they watched.',
  ],
  decision: [
    '"[All right|Right|Very well|Okay, then]," said {hero}, and there was something in {hero.their} [voice|tone|face] that made [everyone|{pal}|the others] [straighten up a little|sit up|pay attention|stand a little taller]. "Let’s [work this out|sort this out|get to the bottom of this|see what we can do][, together| properly| before it gets dark|, one step at a time]."',
    '{hero} looked from {needy} to {pals} and back again, and the decision, when it came, felt less like a choice than a [certainty|promise|simple fact].',
    'There was never really any question of walking away; {hero} was already [thinking|wondering|working it out], already [planning|counting the steps|choosing a direction], already [moving|on {hero.their} feet|halfway there].',
    '"I can’t promise it’ll be quick," {hero} told {needy}, "but I can promise we won’t stop until we’ve tried everything."',
    '@find "Then we’ll find {goal.short}," said {hero}, with a calm that {hero.they} did not entirely feel.',
    '@courage "Fine," {hero} said, more to {hero.self} than to anyone else. "One step. I can manage one step."',
  ],
  prepare: [
    '{hero} packed with the brisk efficiency of someone who had done it before: water, [something to eat|a few sandwiches|two apples], a torch, [a notebook|a map|a ball of string], [a pencil sharpened at both ends|a spare pair of socks|a plaster or two].',
    '{hero} laced {hero.their} boots, checked the knots [twice|three times|once more] out of habit, and [shouldered|swung on|hoisted] the bag.',
    '{hero} [packed|tucked in|added|slipped in] {interest.item} as well, a [small|quiet|little], private promise to {hero.self}[ that the day would go well| to see it through|].',
    '@night {hero} switched on a torch, and its thin beam carved a bright, uncertain path through the dark.',
  ],
  travel: [
    '{team} {go} towards {spot}, the conversation thinning out as each of them fell into their own thoughts.',
    'It was some time before they reached {spot}, and longer still before they had caught their breath.',
    'The way to {spot} took them past {sight}, and even in their hurry they slowed to look.',
    '{hero} set the pace towards {spot}, neither fast nor slow, the steady rhythm of someone who meant to arrive.',
    'By the time {spot} came into view, the ground underfoot had changed twice and the light once.',
    '@later {hero} chose {spot} next, partly by reasoning and partly by a hunch {hero.they} could not have explained.',
    'They {go} in companionable silence until {spot} rose up ahead of them.',
    'Their route to {spot} was roundabout, but {hero} had learned that the direct way is not always the quickest.',
    '@night Darkness made the distance to {spot} difficult to judge, but at last they found themselves there.',
  ],
  attemptLead: [
    '{hero} had been turning [a possibility|an idea|a hunch|a half-formed plan] over in {hero.their} mind for [some time|a while|the last mile], and now seemed the [moment|time|right moment] to [test it|try it|put it to the test].',
    '[Without quite deciding to|Before anyone could object|On a sudden impulse], {hero} [stepped forward|went first|crouched down] to [try|test|attempt] the idea that had been [nagging|tugging|whispering] at {hero.them} [all along|for a while|since {spot.short}].',
    '"[Here’s a thought|I have an idea|Try this|What about this]," said {hero}, and laid the plan out as [clearly|simply|carefully] as {hero.they} could.',
    '{hero} studied {spot.short} [carefully|for a long moment|from every side] before committing to anything, weighing up the [best|safest|cleverest] way to begin.',
  ],
  encounter: [
    '[Along the way|A little further on|On the way] they came upon {creature}, which {creature.trouble}. {hero} [crouched down|knelt|bent low] and {creature.help}, and {creature.the} {creature.thanks}.',
    '{hero} very nearly [walked|went|stepped] past {creature} without noticing that it {creature.trouble}; it took only a minute to stop, and {hero} {creature.help}. {creature.the} {creature.thanks}.',
    '[A faint sound|A small noise|A soft rustle] made {hero} [pause|stop|turn]. It came from {creature}, which {creature.trouble}. {hero} {creature.help}, and {creature.the} {creature.thanks}; it was a small thing, but small things have a way of [mattering|adding up|being remembered].',
  ],
  closeCalm: [
    'That night, {hero} lay awake only briefly, listening to the house settle, feeling the day fold itself away like a letter into an envelope, and then sleep came.',
    'Outside, the stars kept their slow watch. Inside, {hero} drifted towards sleep with the particular contentment of someone who has done a hard thing well.',
    '{hero} pulled the covers close and let {hero.their} thoughts go quiet, one by one, like lamps being turned off in a long corridor, until sleep came.',
    'The moon looked in through the gap in the curtains, and found {hero} already asleep, breathing slow and deep.',
    'The last thing {hero} remembered before sleep was the soft weight of tiredness, and the quiet certainty that tomorrow would be kind.',
  ],
  closeBright: [
    'It was, {hero} [decided|thought|reflected] [later|afterwards|that night], one of those days that [quietly|gently|without fuss] [rearranges the furniture of your life|changes the shape of things|stays with you for good|becomes part of who you are].',
    'That [evening|night], {hero} told the whole story from [beginning to end|start to finish|the first clue to the last], and for once [nobody interrupted|nobody said a word|the whole table listened].',
    '{hero} went to bed still [smiling|grinning|humming], already, in the way of [restless|curious|incurable] people, half wondering what [tomorrow|the next day|the weekend] might [bring|hold].',
    'If you are ever [lucky|fortunate] enough to meet {hero}, ask about that day[, and about {pal}| and the [kite|map|long walk]|]. Then settle in, because it is a [long|rambling|winding] story, and a [good|very good|wonderful] one.',
  ],
  sensory: olderSensory,
  farewell: [
    'Saying goodbye to {needy} proved harder than {hero} had expected.',
    '"You’ll come back?" {needy} asked, and {hero} promised without hesitation.',
    '{hero} glanced back as they left; {needy} was still there, still waving.',
    '@needy They took their leave slowly, the way people do when they are not quite ready to go.',
    '@needy "I won’t forget you," {hero} said, and knew it to be true.',
  ],
  bedtime: [
    '@calm A hot bath dissolved the mud and most of the tiredness, and {hero} emerged pink and heavy-eyed.',
    '@calm {hero} brushed {hero.their} teeth, yawning so often that the whole business took twice as long as usual.',
    '@calm There was warm milk, a few quiet pages of a book, and the lamp turned down low.',
    '@calm The sheets were cool and smooth and smelled of home, and {hero} sank into them gratefully.',
    '@calm Around {hero}, the house was settling for the night, door by door and light by light.',
  ],
  count: [
  ],
  ...olderMoments,
  pause: [...pause, ...olderQuiet.pause],
  morning: [...morning, ...olderQuiet.morning],
  investigate: [...olderMoments.investigate, ...olderQuiet.investigate],
  thought: [...olderMoments.thought, ...olderQuiet.thought],
  memory: [...olderMoments.memory, ...olderQuiet.memory],
  rest: [...olderMoments.rest, ...olderQuiet.rest],
  evening: [...evening, ...olderQuiet.evening],
  homeward: [...homeward, ...olderQuiet.homeward],
  setback: [...setback, ...olderQuiet.setback],
  plan: [...olderMoments.plan, ...olderQuiet.plan],
  doubt: [...olderMoments.doubt, ...olderQuiet.doubt],
};
