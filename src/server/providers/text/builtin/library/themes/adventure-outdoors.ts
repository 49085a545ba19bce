/** Adventure plots out in the wind and up the hills: the runaway kite and the climb to the lookout. */
import type { Plot } from '../types.ts';

export const runawayKite: Plot = {
  id: 'runaway-kite',
  method: 'new-angle',
  shape: 'find',
  time: 'day',
  worlds: ['park', 'seaside', 'mountain', 'forest', 'garden'],
  titles: ['{hero} and the Runaway Kite', 'The Kite That Flew Away', 'Chasing the Rainbow Kite'],
  goal: { full: 'the runaway kite', short: 'the kite' },
  problem: {
    spot: 'open',
    simple: [
      'It was a [windy|blowy|breezy|gusty] day {place.in}. {hero} had a [new|big|bright|red|blue] kite with a [long|stripy|rainbow|red|twirly] tail. [Up it went|Up, up it went|Up it flew|Up it zoomed|Off it soared], but then, [snap|ping|twang|crack], the [string|line|thin string] broke, and the kite flew [away|off|up and away|far off|over the trees].',
      '{hero} ran across {spot} with a [big|new|bright|red|stripy] kite. [Whoosh|Swoosh|Whee|Whoo], went the [wind|big wind|cold wind|wild wind][ over the hill| in the trees| all around|]! Then, [snap|ping|twang|crack], the [string|thin string|kite string] broke[ in two| all at once| with a jerk|]. "Come back, [kite|little kite|silly kite]!" [called|cried|shouted|yelled] {hero}.',
    ],
    rich: [
      'It was the [windiest|breeziest|gustiest|blowiest] day of the [year|spring|summer|month] {place.in}, and {hero} had a [brand-new|shiny new|birthday|home-made] kite with a tail of rainbow ribbons. It [leapt|sprang|shot|swooped|zoomed] into the sky as if it had been [waiting all its life|longing all week|dreaming for years|waiting all winter] to [fly|get up there|be free]. [Higher it went, and higher|Up and up it climbed|It rose higher and higher|It soared above the treetops], [tugging|pulling|straining|tugging hard] at the string, until there was a [sharp|sudden|small but serious|quick little] snap and the string went [slack|limp|floppy]. The kite [sailed|drifted|flew|tumbled|swooped] away over {spot}, its rainbow tail [waving goodbye|flicking like a wave|streaming out behind it|fluttering like a farewell|wiggling cheerfully].',
      'The wind {place.in} was [perfect|just right|wild and bright|strong and steady|brisk and lively] for kites, and {hero.poss} [new one|new kite|best kite], with its rainbow tail, [climbed|rose|soared|swept up] higher than {hero} had ever flown [anything|any kite|anything at all]. [For a while|For a few glorious minutes|For a little while] it hung there like a [painted bird|bright flag|second sun]. Then the string [snapped|gave way|broke] with a [twang|ping|snap], and the kite was off over {spot}, [free and not at all sorry|as if it had somewhere to be|without so much as a goodbye].',
    ],
    scene: '{hero} on {spot} on a windy day, watching a rainbow kite fly away with a broken string',
  },
  attempts: [
    {
      spot: 'high',
      simple: [
        '{team} [ran|raced|hurried|dashed|zoomed] to {spot} and looked [up and up|high and low|up at the sky|all around]. [There was just|There was only|They saw just|There was nothing but] a [bird|crow|cloud|plane|bee|bat] in a [big|wide|huge|vast] [blue|grey|bright|pale|sunny] sky.',
      ],
      rich: [
        '{team} [raced|hurried|scrambled|clambered] up to {spot}, [sure|certain|convinced|quite sure] the kite must have [caught on|snagged on|tangled in|come down on] something high. They [peered into|searched|checked|looked along] every [branch|nook|ledge|twig] and [corner|crack|gap]. There was a [blackbird|magpie|pigeon|robin|crow], who looked [offended|outraged|deeply unimpressed|rather put out|most surprised] at being [stared at|disturbed|looked at], and a great deal of [sky|empty blue|cloud|wind], but not [one scrap|a single thread|one flicker|a trace] of rainbow [ribbon|tail].',
      ],
      scene: '{hero} at {spot}, shading eyes and searching the sky',
    },
    {
      spot: 'water',
      simple: [
        '"[Did it fall in the water|Is it in the water|Did it land in the water|Is it in there|Did it splash down]?" [asked|said|wondered] {hero}. {team} [looked in|peeked into|checked] {spot}. There was a [duck|fish|frog|swan|newt] and a [leaf|stick|feather|bubble|lily pad], but [no kite|not one bit of kite|no rainbow tail|no kite at all].',
      ],
      rich: [
        '"I hope it didn’t [land in|fall into|come down in|end up in] the water," said {hero}, so they [checked|searched|went to look at|tried] {spot}, [kneeling to look closely|leaning out over the edge|peering into the shallows|lying on their tummies to look]. A [leaf|twig|feather|petal|seed head] [spun|drifted|bobbed|floated] [slowly|lazily|gently] past. Something [bright|shiny|colourful] caught {hero.poss} eye, but it was only a [crisp packet|sweet wrapper|lost sock|plastic cup|bottle top], which {hero} [fished out|scooped up|picked out|hooked out with a stick] and [put in a pocket|tucked away|kept] for the bin. [Still there was no kite|Of the kite there was no sign|The kite was nowhere to be seen|The kite, sadly, was not there], [and {hero} sighed|not even a ribbon|however hard they looked].',
      ],
      scene: '{hero} kneeling beside {spot}, peering into the water',
    },
    {
      spot: 'low',
      simple: [
        '{team} [looked in|crept up to|peeked into|tiptoed to] {spot}, and [rustle, rustle|swish, swish|crackle, crackle|crunch, crunch] went [the leaves|something small|the grass|a bush]! [But no,|Oh, no,|Not the kite,|But it was not the kite;] it was a [rabbit|hedgehog|bird|mouse|frog|squirrel], and it [hopped|ran|scurried|shot|dashed] [away|off|home|out].',
      ],
      rich: [
        'Something was [rustling|wriggling|shuffling|flapping|twitching] in {spot}. {team} [crept|edged|tiptoed] closer[, hardly breathing|, one slow step at a time|, on tiptoe], [until they were near enough to look|with {pal} close behind|as quietly as they could]. "[The kite|There it is|Got it|Found it]!" [whispered|hissed|breathed] {hero}, and pounced, and found an armful of [very cross|rather startled|extremely surprised|most indignant] [rabbit|hare|pheasant|duck], who [wriggled|squirmed|struggled|wriggled politely] free and [thumped|bolted|flapped|shot|hurried] away. [It had not been the kite at all|So much for the kite|The kite, it seemed, was elsewhere|That was not the kite either], [and {pal} seemed to find this very funny|and {hero} laughed in spite of everything|which was a little disappointing|and everyone burst out laughing|and {hero} brushed off {hero.their} knees].',
      ],
      scene: '{hero} pouncing into {spot} as a surprised rabbit leaps away',
    },
    {
      spot: 'path',
      simple: [
        '{team} [ran|raced|zoomed|hurried] along {spot}. [They saw|{hero} saw|{pal} saw|They spotted] a [red|bright|flappy|stripy|yellow] thing [up ahead|in a bush|on a post|in a tree]. [But no,|Oh, but|Not the kite,|But sadly] it was [a red balloon|a flag|a scarf|a paper bag|a sock on a line|a lost hat].',
      ],
      rich: [
        'They [ran|raced|jogged|hurried] the whole length of {spot}, following anything that [fluttered|flapped|moved in the wind|waved|flickered]. [Twice|Two times] they [thought they saw|were sure they spotted|glimpsed|caught sight of] the rainbow tail[ flapping somewhere ahead| over a hedge| between the trees| in the distance|]. The first time it was [washing on a line|a flag on a pole|a scarf caught on a bush|a stripy sock on a fence|a windmill on a stick|a beach towel on a wall], [which was a pity|which made {pal} sneeze|and they groaned|so they kept going|and not a kite at all]. The second time it was a [red|blue|silver|yellow|green|spotty] balloon, [bobbing|drifting|floating|sailing] along all by itself, which seemed to be having an adventure of its own[, and looked very pleased about it|, and looked in no hurry at all|, and was heading somewhere important|].',
      ],
      scene: '{hero} running along {spot}, pointing at a red balloon',
    },
  ],
  turn: {
    simple: [
      '{hero} [stopped|stood still|stood very still|held still] and felt the wind on {hero.their} [face|cheeks|back|nose|hair|ears]. "The wind took the kite, so [let’s go where the wind goes|let’s follow the wind|the wind will show us|we can go with the wind|let’s run with the wind][, {pal}| this way| now|]!" [said|cried|called|shouted] {hero}.',
    ],
    rich: [
      '{hero} [stopped running|stopped short|came to a halt|stopped searching] and stood still for a [moment|breath|heartbeat|second], and the wind [pushed|nudged|pressed|tugged] at {hero.their} [back|coat|hair|sleeves] like a [friendly|gentle|patient|helpful] hand. [That was it|Of course|There it was|So that was the answer], {hero} [thought|realised|saw at once] with a [jolt|little jump|grin|gasp]. "The [wind|breeze] took the kite," {hero} said [slowly|softly|at last|thoughtfully|to {pal}|with a grin]. "So we don’t have to [guess|search everywhere|run about|look everywhere], we just have to [go where the wind goes|follow the wind|let the wind show us|walk the way the wind blows][, {pal}|, that’s all|]."',
    ],
    scene: '{hero} standing still with hair blowing in the wind, pointing the way the wind goes',
  },
  solve: {
    spot: 'high',
    simple: [
      '[They went with the wind|They let the wind lead|The wind led the way|They ran with the wind|Off they went with the wind], [and there it was|and look, there it was|and at last they saw it|and they found it], [stuck|caught|flapping|hanging|tangled] up at {spot}! {hero} [pulled|eased|tugged|lifted] it down [very gently|ever so gently|bit by bit|with great care] [while {pal} watched|with both hands|on tiptoe|with a little jump]. [The kite was safe|It was not torn at all|Not one bit was torn|It was as good as new|It was fine], [hooray|phew|what luck|yippee][, said {hero}|, and {pal} {pal.happy}|]!',
    ],
    rich: [
      'So they [went with|followed|ran with|walked with] the wind, and the wind [led them|took them|carried them along|brought them] [straight|right|all the way] to {spot}. There, caught by its rainbow tail and [flapping|fluttering|waving|rippling] like a [flag|sail|bird|handkerchief], was the kite[, safe and sound|, not even torn|, waiting for them|, quite unbothered|]. {hero} [reached up|stood on tiptoe|stretched up high], [worked|eased|teased|wiggled] the ribbons free [one at a time|with patient fingers|knot by knot|very carefully], and [lifted|brought|took] it down without a single [tear|rip|scratch|crease].',
    ],
    scene: '{hero} reaching up to free a rainbow kite caught at {spot}',
  },
  celebrate: {
    simple: ['{hero} tied a [big, strong|double|very tight|super strong|extra big] knot [in the string|on the kite|with {pal} watching|with great care][ and pulled it hard| and gave it a tug|]. Up [went|flew|shot|zoomed] the kite [again|once more|into the blue|to the clouds], and this time {hero} held on [tight|with both hands|and did not let go|very hard]!'],
    rich: ['{hero} tied the string back on with the [strongest|tightest|most stubborn|biggest] knot there is, and the kite [went up|rose|climbed|soared] again, [higher than ever|higher than before|higher than the birds|over the treetops], and this time it stayed [exactly|right] where it belonged[, in the sky| at the end of the string|].'],
    scene: '{hero} flying a rainbow kite high in the sky, holding the string tight',
  },
};

export const lookoutHill: Plot = {
  id: 'lookout-hill',
  method: 'slow-steady',
  shape: 'reach',
  time: 'day',
  worlds: ['mountain', 'forest', 'seaside', 'valley', 'park'],
  titles: ['{hero} and the Top of the Hill', 'Before the Sun Goes Down', 'The Climb to the Lookout'],
  goal: { full: 'the lookout at the very top before sunset', short: 'the lookout' },
  problem: {
    spot: 'high',
    simple: [
      'There was a [lookout|high spot|little lookout|viewing spot] up at {spot}. From there, you could see [the whole world|for miles and miles|all the way to the sea|every roof and tree|the sun go down], but you had to get there [before the sun went down|before the sun set|by sunset|before dark]. "[Let’s go|Come on|Quick|Let’s try|Off we go]!" [said|called|cried|shouted] {hero}.',
      '{place.in}, there was a [big|tall|steep|high|green] hill with a lookout [at the top|on top]. [Tonight|This evening|Today|Later], the sky would [be|go|turn] [pink and gold|red and gold|gold and pink|orange and pink|all the colours]. "Let’s get to the top [in time|before it sets|to see it|by sunset]!" [said|called|cried|shouted] {hero}.',
    ],
    rich: [
      'Everyone {place.in} knew about the lookout up at {spot}. From there, [people said|so the story went|everybody said|the grown-ups said], you could [see|watch] the sunset [paint|colour|turn|light up] the whole [world|sky|valley] [pink and gold|rose and amber|orange and gold|red and gold]. But it was a [long|long, steep|winding|twisty] way up, and the afternoon was already [turning|growing|going] [golden|amber|towards evening|soft and gold]. "If we go [now|right now|straight away]," said {hero}, shading {hero.their} eyes, "we might just [make it|get there in time|catch it]." [Nobody had to be asked twice, [and off they went|least of all {pal}|so they set off at once].|Nobody argued with that, [not even {pal}|and they set off at once|and off they went].|{pal} was already [on the way|halfway to the gate|trotting ahead], [tail high|ears flapping|nose to the path].|They set off [straight away|at once|that very minute], [with {pal} in the lead|{hero} in front|chattering as they went].]',
    ],
    scene: '{hero} looking up at a tall hill with a lookout at the top, afternoon light',
  },
  attempts: [
    {
      spot: 'path',
      simple: [
        '{team} [went|walked|set off|marched] along {spot}. But a [big|huge|great big|fat] [tree|log|branch] had fallen [down|across the way|over the path|right in front of them]! "We can go [round|round it|the long way]," said {hero}, but it took a [long|very long|long, long] time.',
      ],
      rich: [
        'They set off along {spot}, but [before long|soon enough|quite quickly|after a while] they found a [great|huge|giant|mossy] tree lying right across it, [roots in the air|roots and all|branches everywhere], as if it had lain down for a [nap|rest|snooze] and [forgotten to get up|decided to stay|never woken up]. It was too [big|wide|slippery] to climb[ over| across|], [even for {pal}|so that was that|whichever way they tried]. {hero} found a way around through the [brambles|nettles|thorny bushes], which took [twice|three times] as long and left everyone with [a scratch or two|burrs in their socks|twigs in their hair].',
      ],
      scene: '{hero} finding a way around a fallen tree on {spot}',
    },
    {
      spot: 'water',
      simple: [
        '[Then|Next|Soon|After that] they came to {spot}, [and there was no bridge|but there was no bridge|with no bridge at all]! [Hop, hop, hop|Jump, jump, jump|Step, step, step|Skip, skip, skip], {team} went over [big|flat|round|grey|slippy] stones, but their [feet|socks|boots|toes|shoes] got [wet|soggy|soaked|cold].',
      ],
      rich: [
        'Next came {spot}, with no [bridge|stepping stones] and no [boat|raft]. {hero} [searched|hunted along|walked up and down|looked along] the [bank|edge|water’s edge] until {hero.they} found a [line|row|trail|string] of [flat|round|wide|mossy] stones, and they crossed [one careful hop at a time|with careful hops|hop by careful hop|slowly, arms out wide|in small, wobbly jumps]. Halfway over, a stone [wobbled|tipped|rocked] and everyone got [one wet foot|wet socks|a soaking to the ankle], but they made it, [squelching and laughing|dripping and giggling|soggy but cheerful].',
      ],
      scene: '{hero} hopping across stones over {spot}',
    },
    {
      spot: 'low',
      simple: [
        '{team} tried a short cut through {spot}. But it was too [thick|tight|prickly|tangly|dark], and [they got stuck|{pal} got stuck|they could not get through|they could not see]! [They had to go back|Back they went|They turned round|Out they came][ the way they came| with leaves in their hair| with a sigh| one by one|].',
      ],
      rich: [
        '"A short cut!" [said|cried|called] {hero}, pointing at a gap in {spot}. But short cuts are [often|very often|nearly always|usually|quite often] [long cuts in disguise|long cuts wearing a clever hat|long ways round with a better name|trouble in a hurry]. The gap grew [narrower and narrower|tighter and tighter|smaller and smaller] until they were squeezed between [scratchy|prickly|tangled] stems, and they had to back out again the way they had come.',
      ],
      scene: '{hero} squeezing through {spot}, stuck between tall stems',
    },
    {
      essential: true,
      spot: 'open',
      simple: [
        '{team} [ran|raced|dashed|zoomed] across {spot} [as fast as they could|very fast|so, so fast|at top speed]. But they got [puffed out|out of breath|so tired|hot and puffed] and had to [sit down|flop down|stop|have a rest]. [The sun was getting|Oh no, the sun was|Up in the sky, the sun was|Look, the sun was] [low|lower|lower and lower|so low][ in the sky| over the trees| behind the hill|]!',
      ],
      rich: [
        'Across {spot} they [ran|raced|pelted|dashed] as fast as their legs would go, until their breath came in [gasps|puffs|wheezes] and they had to [flop down|sit down|collapse|tumble down] in the [grass|clover|soft grass]. The sun was [sliding|sinking|slipping|dropping] lower [all the time|by the minute|behind them|every moment], and [the shadows were|every shadow was|the shadows of the trees were] [growing|stretching|getting] longer. "We’ll never [make it|get there|reach the top] like this[, {pal}| in time| before sunset|]," {hero} [panted|puffed|gasped]. [Running had not made the hill any [shorter|smaller|easier].|The hill did not care how fast they [ran|went|raced].|Speed, it turned out, was not the [answer|trick|secret] [after all|this time|today].|The top looked just as far away as [before|ever|when they started].|Rushing had only made them [tired|hot|grumpy] and [puffed|thirsty|cross].|The hill was not impressed by [hurrying|rushing|racing], [not one bit|it seemed|it turned out].]',
      ],
      scene: '{hero} and friends flopped on the grass in {spot}, out of breath',
    },
  ],
  turn: {
    simple: [
      '"[Let’s not run|No more running|Don’t rush|Let’s go slowly], [let’s go slow and steady, and help each other|let’s help each other, step by step|we can all help each other|and hold hands]!" said {hero}, [who had a new idea|with a clever new idea|getting up|with a grin|all at once]. [Step by step|Bit by bit|One step at a time|Slow and steady], up they [went|climbed|walked] [together|hand in hand|side by side|with {pal} in front].',
    ],
    rich: [
      '{hero} [looked up at|gazed up at|peered up at] the hill and [down|back] at the [puffed-out|pink|rosy|sweaty|red-cheeked] faces. "I don’t think it’s about being [fast|quick|the fastest|speedy]," {hero} [said|said slowly|said at last|told them]. "I think it’s about [not stopping|keeping going|never stopping], with [small steps|little steps|one step at a time], and we help each other over the [hard|steep|tricky] bits." [So that is what they did|And that is just what they did|So that is how they went|So up they went], [step by step|foot by foot|one step and then another|slowly and steadily], one hand [reaching|stretching] back for the [next|next one|friend behind].',
    ],
    scene: '{hero} leading the way up a steep path, reaching a hand back to a friend',
  },
  solve: {
    simple: [
      '[And then|At last|Then, at last,|Hooray,] they were at the top[ of the hill| of {spot.short}|], and the sky went [pink|red|orange|rosy] and then [gold|purple|soft and gold|bright gold], and they could see [the whole world|for miles|the sea and the hills|every tree and roof|far, far away]. "[We did it|We made it|Hooray, we made it|We got here]!" [said|cried|sang|shouted] {hero}.',
    ],
    rich: [
      'The last [step|stride|scramble] brought them out onto the lookout just as the sun [touched|kissed|reached] the edge of the [world|sky|hills][, right on time|, as if it had waited for them|]. The sky went [pink, then gold|rose, then amber|gold, then pink], then a deep, glowing [orange|red|copper], and everything below them, the woods and the water and the tiny roofs of home, was lit up as if for a [party|festival|celebration]. "We made it[, {pal}|]," {hero} [breathed|whispered|gasped][ happily| in wonder|]. "We [actually|really|truly] made it[, {pal}|, all of us| to the top| in time|]."',
    ],
    scene: '{hero} and friends at the top of a hill, watching a pink and gold sunset',
  },
  celebrate: {
    simple: ['{team} sat [and watched|side by side and watched|on a rock and watched|close together and watched|on the grass and watched] the sun go [down|down and down|to bed][ over the hills| behind the trees| slowly|]. It was the [best|most lovely|most golden|most pink|prettiest|most special] thing [they had ever seen|in the whole world|of the whole day|of all].'],
    rich: ['They sat in a row on the [warm|flat|smooth|wide] rock and watched until the last [gold|glow|light|bit of sun] [slipped|faded|melted|drained] away, agreeing without a word that it had been worth every [single step|scratch|wet sock|puff and pant|bramble].'],
    scene: '{hero} and friends sitting in a row on a rock at sunset',
  },
};
