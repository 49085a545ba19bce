/** Adventure plots out in the wind and up the hills: the runaway kite and the climb to the lookout. */
import type { Plot } from '../types.ts';

export const runawayKite: Plot = {
  id: 'runaway-kite',
  shape: 'find',
  time: 'day',
  worlds: ['park', 'seaside', 'mountain', 'forest', 'garden'],
  titles: ['{hero} and the Runaway Kite', 'The Kite That Flew Away', 'Chasing the Rainbow Kite'],
  goal: { full: 'the runaway kite', short: 'the kite' },
  problem: {
    spot: 'open',
    simple: [
      'It was a [windy|blowy|breezy|gusty] day {place.in}. {hero} had a [new|big|bright|red|blue] kite with a [long|stripy|rainbow|red|twirly] tail. [Up it went|Up, up it went|Up it flew|Up it zoomed|Off it soared], but then, [snap|ping|twang|crack], the [string|line|thin string] broke, and the kite flew [away|off|up and away|far off|over the trees].',
      '{hero} ran across {spot} with a [big|new|bright|red|stripy] kite. [Whoosh|Swoosh|Whee|Whoo], went the [wind|big wind|cold wind]! Then, [snap|ping|twang|crack], the string broke. "Come back, [kite|little kite|silly kite]!" [called|cried|shouted|yelled] {hero}.',
    ],
    rich: [
      'It was the windiest day of the year {place.in}, and {hero} had a brand-new kite with a tail of rainbow ribbons. It [leapt|sprang|shot] into the sky as if it had been waiting all its life to fly. Higher it went, and higher, [tugging|pulling|straining] at the string, until there was a [sharp|sudden|terrible little] snap and the string went slack. The kite sailed away over {spot}, its rainbow tail [waving goodbye|flicking like a wave|streaming out behind it].',
      'The wind {place.in} was [perfect|just right|wild and bright] for kites, and {hero.poss} new one, with its rainbow tail, climbed higher than {hero} had ever flown anything. [For a while|For a few glorious minutes|For a little while] it hung there like a [painted bird|bright flag|second sun]. Then the string [snapped|gave way|broke] with a [twang|ping|snap], and the kite was off over {spot}, [free and not at all sorry|as if it had somewhere to be|without so much as a goodbye].',
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
        '{team} raced up to {spot}, [sure|certain|convinced] the kite must have caught on something high. They peered into every [branch|nook|ledge] and corner. There was a [blackbird|magpie|pigeon], who looked [offended|outraged|deeply unimpressed] at being stared at, and a great deal of [sky|empty blue|cloud], but not one scrap of rainbow ribbon.',
      ],
      scene: '{hero} at {spot}, shading eyes and searching the sky',
    },
    {
      spot: 'water',
      simple: [
        '"[Did it fall in the water|Is it in the water|Did it land in the water|Is it in there|Did it splash down]?" [asked|said|wondered] {hero}. {team} [looked in|peeked into|checked] {spot}. There was a [duck|fish|frog|swan|newt] and a [leaf|stick|feather|bubble|lily pad], but [no kite|not one bit of kite|no rainbow tail|no kite at all].',
      ],
      rich: [
        '"I hope it didn’t land in the water," said {hero}, so they checked {spot}, [kneeling to look closely|leaning out over the edge|peering into the shallows]. A [leaf|twig|feather] spun slowly past. Something [bright|shiny|colourful] caught {hero.poss} eye, but it was only a [crisp packet|sweet wrapper|lost sock], which {hero} fished out and put in a pocket for the bin. [Still there was no kite|Of the kite there was no sign|The kite was nowhere to be seen|The kite, sadly, was not there], [and {hero} sighed|not even a ribbon|however hard they looked].',
      ],
      scene: '{hero} kneeling beside {spot}, peering into the water',
    },
    {
      spot: 'low',
      simple: [
        '{team} [looked in|crept up to|peeked into|tiptoed to] {spot}, and [rustle, rustle|swish, swish|crackle, crackle|crunch, crunch] went [the leaves|something small|the grass|a bush]! [But no,|Oh, no,|Not the kite,|But it was not the kite;] it was a [rabbit|hedgehog|bird|mouse|frog|squirrel], and it [hopped|ran|scurried|shot|dashed] [away|off|home|out].',
      ],
      rich: [
        'Something was rustling in {spot}. {team} [crept|edged|tiptoed] closer[, hardly breathing|, one slow step at a time|, on tiptoe], [until they were near enough to look|with {pal} close behind|as quietly as they could]. "[The kite|There it is|Got it|Found it]!" [whispered|hissed|breathed] {hero}, and pounced, and found an armful of very cross [rabbit|hare|pheasant], who wriggled free and [thumped|bolted|flapped] away. [It had not been the kite at all|So much for the kite|The kite, it seemed, was elsewhere], [and {pal} seemed to find this very funny|and {hero} laughed in spite of everything|which was a little disappointing].',
      ],
      scene: '{hero} pouncing into {spot} as a surprised rabbit leaps away',
    },
    {
      spot: 'path',
      simple: [
        '{team} [ran|raced|zoomed|hurried] along {spot}. [They saw|{hero} saw|{pal} saw|They spotted] a [red|bright|flappy|stripy|yellow] thing [up ahead|in a bush|on a post|in a tree]. [But no,|Oh, but|Not the kite,|But sadly] it was [a red balloon|a flag|a scarf|a paper bag|a sock on a line|a lost hat].',
      ],
      rich: [
        'They ran the whole length of {spot}, following anything that [fluttered|flapped|moved in the wind]. [Twice|Two times] they [thought they saw|were sure they spotted|glimpsed] the rainbow tail. The first time it was [washing on a line|a flag on a pole|a scarf caught on a bush]. The second time it was a [red|blue|silver|yellow] balloon, [bobbing|drifting|floating] along all by itself, which seemed to be having an adventure of its own[, and looked very pleased about it|].',
      ],
      scene: '{hero} running along {spot}, pointing at a red balloon',
    },
  ],
  turn: {
    simple: [
      '{hero} [stopped|stood still|stood very still|held still] and felt the wind on {hero.their} [face|cheeks|back|nose|hair|ears]. "The wind took the kite, so [let’s go where the wind goes|let’s follow the wind|the wind will show us|we can go with the wind|let’s run with the wind]!" [said|cried|called|shouted] {hero}.',
    ],
    rich: [
      '{hero} stopped running and stood still for a [moment|breath|heartbeat], and the wind pushed at {hero.their} back like a [friendly|gentle|patient] hand. [That was it|Of course|There it was], {hero} [thought|realised|saw at once]. "The wind took the kite," {hero} said [slowly|softly|at last]. "So we don’t have to [guess|search everywhere|run about], we just have to [go where the wind goes|follow the wind|let the wind show us]."',
    ],
    scene: '{hero} standing still with hair blowing in the wind, pointing the way the wind goes',
  },
  solve: {
    spot: 'high',
    simple: [
      '[They went with the wind|They let the wind lead|The wind led the way|They ran with the wind|Off they went with the wind], [and there it was|and look, there it was|and at last they saw it|and they found it], [stuck|caught|flapping|hanging|tangled] up at {spot}! {hero} [pulled|eased|tugged|lifted] it down [very gently|ever so gently|bit by bit|with great care] [while {pal} watched|with both hands|on tiptoe|with a little jump]. [The kite was safe|It was not torn at all|Not one bit was torn|It was as good as new|It was fine], [hooray|phew|what luck|yippee][, said {hero}|, and {pal} {pal.happy}|]!',
    ],
    rich: [
      'So they went with the wind, and the wind led them straight to {spot}. There, caught by its rainbow tail and flapping like a [flag|sail|bird], was the kite[, safe and sound|, not even torn|]. {hero} reached up, worked the ribbons free [one at a time|with patient fingers|knot by knot], and lifted it down without a single [tear|rip|scratch].',
    ],
    scene: '{hero} reaching up to free a rainbow kite caught at {spot}',
  },
  celebrate: {
    simple: ['{hero} tied a [big, strong|double|very tight|super strong|extra big] knot [in the string|on the kite|with {pal} watching|with great care]. Up [went|flew|shot|zoomed] the kite [again|once more|into the blue|to the clouds], and this time {hero} held on [tight|with both hands|and did not let go|very hard]!'],
    rich: ['{hero} tied the string back on with the [strongest|tightest|most stubborn] knot there is, and the kite went up again, [higher than ever|higher than before|higher than the birds], and this time it stayed exactly where it belonged.'],
    scene: '{hero} flying a rainbow kite high in the sky, holding the string tight',
  },
};

export const lookoutHill: Plot = {
  id: 'lookout-hill',
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
      'Everyone {place.in} knew about the lookout up at {spot}. From there, people said, you could see the sunset paint the whole world [pink and gold|rose and amber|orange and gold]. But it was a [long|long, steep|winding] way up, and the afternoon was already turning [golden|amber|towards evening]. "If we go [now|right now|straight away]," said {hero}, shading {hero.their} eyes, "we might just [make it|get there in time|catch it]." [Nobody had to be asked twice.|Nobody argued.|{pal} was already on the way.]',
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
        'They set off along {spot}, but before long they found a great tree lying right across it, roots in the air, as if it had lain down for a [nap|rest|snooze] and forgotten to get up. It was too [big|wide|slippery] to climb[ over| across|], [even for {pal}|so that was that|whichever way they tried]. {hero} found a way around through the [brambles|nettles|thorny bushes], which took [twice|three times] as long and left everyone with [a scratch or two|burrs in their socks|twigs in their hair].',
      ],
      scene: '{hero} finding a way around a fallen tree on {spot}',
    },
    {
      spot: 'water',
      simple: [
        '[Then|Next|Soon|After that] they came to {spot}, [and there was no bridge|but there was no bridge|with no bridge at all]! [Hop, hop, hop|Jump, jump, jump|Step, step, step|Skip, skip, skip], {team} went over [big|flat|round|grey|slippy] stones, but their [feet|socks|boots|toes|shoes] got [wet|soggy|soaked|cold].',
      ],
      rich: [
        'Next came {spot}, with no [bridge|stepping stones] and no [boat|raft]. {hero} searched the [bank|edge|water’s edge] until {hero.they} found a line of flat stones, and they crossed one careful hop at a time. Halfway over, a stone [wobbled|tipped|rocked] and everyone got [one wet foot|wet socks|a soaking to the ankle], but they made it, [squelching and laughing|dripping and giggling|soggy but cheerful].',
      ],
      scene: '{hero} hopping across stones over {spot}',
    },
    {
      spot: 'low',
      simple: [
        '{team} tried a short cut through {spot}. But it was too [thick|tight|prickly|tangly|dark], and [they got stuck|{pal} got stuck|they could not get through|they could not see]! [They had to go back|Back they went|They turned round|Out they came].',
      ],
      rich: [
        '"A short cut!" said {hero}, pointing at a gap in {spot}. But short cuts are [often|very often|nearly always] long cuts in disguise. The gap grew [narrower and narrower|tighter and tighter|smaller and smaller] until they were squeezed between [scratchy|prickly|tangled] stems, and they had to back out again the way they had come.',
      ],
      scene: '{hero} squeezing through {spot}, stuck between tall stems',
    },
    {
      essential: true,
      spot: 'open',
      simple: [
        '{team} [ran|raced|dashed|zoomed] across {spot} [as fast as they could|very fast|so, so fast|at top speed]. But they got [puffed out|out of breath|so tired|hot and puffed] and had to [sit down|flop down|stop|have a rest]. [The sun was getting|Oh no, the sun was|Up in the sky, the sun was] [low|lower|lower and lower|so low]!',
      ],
      rich: [
        'Across {spot} they [ran|raced|pelted] as fast as their legs would go, until their breath came in gasps and they had to flop down in the grass. The sun was [sliding|sinking|slipping] lower [all the time|by the minute|behind them]. "We’ll never make it like this," {hero} [panted|puffed|gasped]. [Running had not made the hill any shorter.|The hill did not care how fast they ran.|Speed, it turned out, was not the answer.]',
      ],
      scene: '{hero} and friends flopped on the grass in {spot}, out of breath',
    },
  ],
  turn: {
    simple: [
      '"[Let’s not run|No more running|Don’t rush|Let’s go slowly], [let’s go slow and steady, and help each other|let’s help each other, step by step|we can all help each other|and hold hands]!" said {hero}, [who had a new idea|with a clever new idea|getting up|with a grin|all at once]. [Step by step|Bit by bit|One step at a time|Slow and steady], up they [went|climbed|walked] [together|hand in hand|side by side|with {pal} in front].',
    ],
    rich: [
      '{hero} looked up at the hill and down at the [puffed-out|pink|tired] faces. "I don’t think it’s about being [fast|quick|the fastest]," {hero} said. "I think it’s about [not stopping|keeping going|never stopping], with [small steps|little steps|one step at a time], and we help each other over the [hard|steep|tricky] bits." So that is what they did, [step by step|foot by foot|one step and then another], one hand reaching back for the next.',
    ],
    scene: '{hero} leading the way up a steep path, reaching a hand back to a friend',
  },
  solve: {
    simple: [
      '[And then|At last|Then, at last,|Hooray,] they were at the top[ of the hill| of {spot.short}|], and the sky went [pink|red|orange|rosy] and then [gold|purple|soft and gold|bright gold], and they could see [the whole world|for miles|the sea and the hills|every tree and roof|far, far away]. "[We did it|We made it|Hooray, we made it|We got here]!" [said|cried|sang|shouted] {hero}.',
    ],
    rich: [
      'The last step brought them out onto the lookout just as the sun [touched|kissed|reached] the edge of the [world|sky|hills]. The sky went [pink, then gold|rose, then amber|gold, then pink], then a deep, glowing [orange|red|copper], and everything below them, the woods and the water and the tiny roofs of home, was lit up as if for a [party|festival|celebration]. "We made it[, {pal}|]," {hero} [breathed|whispered|gasped][ happily| in wonder|]. "We [actually|really|truly] made it[, {pal}|]."',
    ],
    scene: '{hero} and friends at the top of a hill, watching a pink and gold sunset',
  },
  celebrate: {
    simple: ['{team} sat [and watched|side by side and watched|on a rock and watched|close together and watched] the sun go [down|down and down|to bed]. It was the [best|most lovely|most golden|most pink|prettiest] thing [they had ever seen|in the whole world|of the whole day|of all].'],
    rich: ['They sat in a row on the [warm|flat|smooth] rock and watched until the last gold slipped away, agreeing without a word that it had been worth every [single step|scratch|wet sock].'],
    scene: '{hero} and friends sitting in a row on a rock at sunset',
  },
};
