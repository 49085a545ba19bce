/** Adventure: maps, trails and mysteries out of doors. */
import { adventureTales } from '../tales/adventure/index.ts';
import type { ThemeLibrary } from '../types.ts';
import { lookoutHill, runawayKite } from './adventure-outdoors.ts';
import { earthrise } from './adventure-space.ts';

export const adventure: ThemeLibrary = {
  tales: adventureTales,
  defaultLessons: ['trying-again', 'teamwork', 'bravery'],
  companions: [
    { name: 'Scout', a: 'a clever red fox', noun: 'fox', role: 'spotter' },
    { name: 'Pebble', a: 'a chatty little badger', noun: 'badger', role: 'helper' },
    { name: 'Captain Quill', a: 'a hedgehog who wore a tiny explorer’s hat', noun: 'hedgehog', role: 'thinker' },
  ],
  plots: [
    {
      id: 'treasure-map',
      method: 'new-angle',
      shape: 'find',
      time: 'day',
      worlds: ['forest', 'seaside', 'mountain', 'park', 'garden'],
      titles: ['{hero} and the Old Treasure Map', 'The Map with the Missing Corner', '{hero} Finds the Treasure'],
      goal: { full: 'the treasure on the old map', short: 'the treasure' },
      problem: {
        spot: 'hidden',
        simple: [
          '[One day|One morning|One bright day|One fine day|One sunny day], {place.in}, {hero} found an old [box|tin|chest|case] in {spot}. Inside was a [map|paper map|folded map|crumpled map|yellow map] with a [big|bright|fat|red|little] X! "A treasure map!" [said|cried|gasped|shouted|whispered] {hero} [to {pal}|with a jump|and clapped|with wide eyes]. But [one corner|a corner|one bit|the end] of the map was [missing|torn off|gone|lost|ripped away][, oh dear| and nobody knew where| and that was the bit they needed|].',
          '{hero} found a [bottle|jar|tin|pot|box] in {spot}, and [in it was a map|inside was a map|there was a map in it|a map was rolled up inside] [with a red X on it|with a red X|with a big X|with a path and a red X]! But a [bit|corner|piece] of the map was [torn off|missing|gone|ripped][, oh dear|, and nobody knew where it was|]. "We can still [find it|find the treasure|do it|look for it]," [said|called] {hero}[ to {pal}| with a grin|].',
        ],
        rich: [
          'It began, as the best adventures [do|often do|usually do|nearly always do], with something nobody was [looking for|expecting|searching for]. [Tucked inside|Hidden in|Wedged deep in|Half buried in] {spot}, {place.in}, {hero} found a [tin|metal|little tin|biscuit-tin] box gone [brown|rusty|dull|speckled] with age, and inside the box, folded [eight|six|a dozen|ten] times, was a map. There were [wiggly|winding|dotted|looping] paths and a drawing of a [tree|rock|hill|tall stone], and at the end of it all, a [large|bold|bright|fat] red X. But the [bottom|top|left-hand|right-hand] corner had been [torn away|ripped off|nibbled away|lost long ago], and with it, the part that [said|showed|told you] [exactly|just|precisely] where the X was.',
          '{hero} had only [meant to|been trying to] [look for {things}|find somewhere to sit|get out of the wind] when {hero.their} hand [closed on|brushed against|found] something hidden in {spot}, {place.in}: a [battered|rusty|dented] tin with a map inside, [soft as cloth|yellow with age|creased into squares]. A red X sat at the end of a [dotted|winding|looping|wiggly] path, but one corner of the map was [missing|gone|torn away], and so was the [answer|clue|secret] to where, exactly, the X might be.',
        ],
        scene: '{hero} opening an old tin box found in {spot}, unfolding a faded map',
      },
      attempts: [
        {
          spot: 'path',
          simple: [
            'The map showed a [path|track|trail|lane], so {team} [followed|went along|took|set off down] {spot}. They [walked and walked|went on and on|went round and round|tramped and tramped], but the path went round in a [big|great big|long|huge] circle[, oh dear|, silly path|, back to the start]!',
          ],
          rich: [
            'The map showed a path with a [long curl|big loop|wide bend|curly tail] in it, so {team} [followed|took|set off along|walked along] {spot}, [counting their steps|humming as they went|taking turns with the map|chatting as they went] and checking the map at [every bend|each corner|every fork|every turn]. After a while {hero} [noticed|spotted|saw] a [fallen branch|crooked stone|broken fence post|mossy log|tree stump] that [looked very familiar|they were sure they had seen before|seemed oddly well known|looked rather too familiar]. They had [walked|gone|tramped|marched] in a [perfect|complete|great big|neat] circle. Whoever [drew|made|scribbled] the map had [a sense of humour|a very odd idea of a joke|clearly never walked this path|a funny way of showing things][, {hero} decided|, or a very bad memory|, {pal} seemed to think|, it seemed|].',
          ],
          scene: '{hero} studying a map on {spot}, noticing the same fallen branch again',
        },
        {
          spot: 'high',
          simple: [
            '"[Let’s look from up high|Let’s go up high|We can look from the top|Up high is best|Let’s climb up and look]," said {hero} [to {pal}|and pointed|with a hop|at once]. {team} [climbed|went|scrambled|hurried] up to {spot} and could see a [long way|long, long way|very long way|great way], but not [the X|any X at all|one single X|a red X].',
          ],
          rich: [
            '"Maps are drawn as if you’re a [bird|bird looking down|hawk], so let’s see it the way a [bird|hawk|seagull] would[, from the top| from above|]," {hero} [said|suggested|announced][, pointing upwards| with a grin|]. So {team} [climbed|scrambled|clambered|hiked] up to {spot} and [looked down over everything|gazed out over the land|studied the view below|stared out across the land]. The [paths|tracks|lanes] were there, and the [trees|hedges|woods|fields], and the [glitter|gleam|flash|sparkle] of water, but nothing [looked like|resembled|came close to] the X, and no bird came to [explain|help|point the way].',
          ],
          scene: '{hero} at {spot}, holding a map up against the view below',
        },
        {
          spot: 'open',
          simple: [
            '{team} dug a [hole|deep hole|big hole|little hole] in {spot}[ with a stick| with a spoon| with their hands], [dig, dig, dig|scrape, scrape|dig and dig|scoop, scoop]! They found a [stone|pebble|button|twig|bottle top|bit of shell] and a [worm|beetle|snail|root|slug], but [not the treasure|no treasure|not one bit of treasure|no gold at all].',
          ],
          rich: [
            'In {spot}, there was a patch of [ground|earth|soil|bare earth] that looked [a little bit|a tiny bit|rather|just a bit] like the X if you [squinted|tilted your head|were feeling hopeful|closed one eye]. {team} dug with [sticks|spoons|sticks and hands|bare hands|a flat stone] until their fingernails were [black|grubby|caked with mud|brown]. They found [one smooth stone|a pebble shaped like a heart|a snail shell], [two surprised worms|a startled beetle|three indignant worms] and a very old [bottle top|button|teaspoon]. [There was no treasure, though the worms were glad of the fresh air|There was no treasure, though the beetle seemed to enjoy the company|There was no treasure, only a great deal of mud|Of treasure there was not a trace][, and {pal} looked faintly disappointed|, and {hero} sat back on {hero.their} heels|, which was a pity|].',
          ],
          scene: '{hero} digging a hole in {spot} with a stick, a map on the ground beside',
        },
        {
          spot: 'water',
          simple: [
            'The map had a [wavy|wiggly|blue|long|curly] line[ on it| in the middle| near the X| at the top|]. "[That means water|That is water|That must be water]," said {hero}, so {team} [went|ran|hurried|skipped|raced] to {spot}. They looked and looked, but [no treasure was there|there was no X there|there was nothing there|the treasure was not there].',
          ],
          rich: [
            'A [wavy|wiggly|winding|curly] blue line ran across the [middle|bottom|top|corner] of the map. "That’s [water|a river|a stream]," [said|decided|announced] {hero}, so off they went to {spot}, where {hero} turned the map [this way and that|round and round|one way and then the other]. The [wavy|blue|wiggly] line [should have bent|ought to have turned|was meant to curve] to the [left|west]. The [water|real water|stream] [bent|curved|swung] to the [right|east]. [Something about the map was not [quite|entirely|at all] right[, and {hero} frowned|, {hero} decided|].|The map and the [world|real land] did not [agree|match up][, and {hero} scratched {hero.their} head| one bit|].|Either the map was wrong, or they were[, and {hero} had a [funny|sneaky|nagging] feeling it was [them|the map]|, and {hero} could not [tell|work out|decide] which|].|It was a puzzle, and not an easy one[, even for {hero}|, even with {pal} helping|].]',
          ],
          scene: '{hero} beside {spot}, turning a map one way and then another',
        },
      ],
      turn: {
        spot: 'high',
        simple: [
          '{hero} [looked at|stared at|peeked at|checked] the map again, and then {hero} [turned|spun|flipped|twisted] it the other way up. [Now it made sense|Now it all fit|Oh, now it was clear|Aha, that was it|So that was the trick], [and the X was|because the X was|the X was|for the X was] [by|at|next to|right by] {spot}.',
        ],
        rich: [
          '{hero} [laid the map flat|spread the map out on a rock|smoothed the map over {hero.their} knee|held the map up to the light] and [looked at it|studied it|frowned at it] for a long time. Then, [slowly|carefully|on a sudden hunch|with a funny feeling], {hero} turned it [upside down|the other way up|round]. [Suddenly|All at once|In a moment|Just like that] the paths [fitted the paths|matched the paths|lined up with the real ones] and the water [bent|curved|ran] the right way, and the drawing of the [tree|rock|hill] was a drawing of {spot}. The missing corner had [never mattered|not really mattered|not mattered one bit][, {hero} realised with a laugh|, it turned out| after all|, {pal} seemed to say|]. They had [simply|just|only] been [holding|reading|looking at] the map the wrong way up[, and {pal} {pal.happy}|, which was almost funny|, all along|, the whole time|].',
        ],
        scene: '{hero} holding a map upside down and grinning, pointing at {spot}',
      },
      solve: {
        simple: [
          '{team} [ran|raced|hurried|dashed|zoomed] to {spot}. There was a [box|tin|little chest|small case] under a [stone|flat rock|pile of leaves|big rock|mossy log], with [shiny buttons|bright beads|old coins|glass marbles|gold stars], an old [whistle|key|spoon|bell|ring] and a [note|little note|letter] inside. [It said|On it was written|The note said], "[For the next explorer|Take one, leave one|Well done, explorer|You found it|Hello, explorer][, from a friend.|, with love.|!|.]"',
        ],
        rich: [
          '[At the foot of|Beneath|Right beside|Close to] {spot}, under a [flat|mossy|heavy|grey] stone, was a second [tin box|tin|little box]. Inside lay a [brass|battered|tiny|silver] compass, a whistle shaped like a [bird|fish|fox|frog], a handful of [bright old buttons|glass beads|foreign coins] and a note in [careful, old-fashioned|curly, faded|small, neat] writing: "To the next explorer. [Take one thing, and leave one thing|Keep one treasure and leave another|Take something and leave something|Choose one thing, and leave one in its place], for the [one|friend|explorer|next person] who comes after you[, and good luck|, and well done|, and happy hunting|]."',
        ],
        scene: '{hero} and friends opening a small treasure box at the foot of {spot}',
      },
      celebrate: {
        simple: ['{hero} took [one thing|just one thing|a small thing|one shiny thing] [for luck|to keep|to take home|for {hero.their} shelf] and left a [drawing|note|shell|ribbon|feather] for the next explorer. Then {team} [put it all back|shut the lid tight|closed it up again|hid it again|tucked it back in] [for the next one|with care|under the stone|and waved goodbye].'],
        rich: ['{hero} [chose|picked|took] the [bird|little|tiny] whistle, and in its place left a [drawing|picture|map] of the whole [adventure|day|journey], signed with a [flourish|small star|careful squiggle|smiley face|tiny dinosaur]. They [put|tucked|slid] the box back under its stone for the next [explorer|adventurer|treasure hunter], [whoever that might be|whenever they might come|in a year or a hundred].'],
        scene: '{hero} putting a drawing into a treasure box and closing the lid',
      },
    },
    runawayKite,
    lookoutHill,
    earthrise,
  ],
};
