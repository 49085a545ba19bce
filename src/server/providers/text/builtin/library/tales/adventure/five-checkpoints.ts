/** For readers of 8–10: an orienteering race at camp, lost in the fog, and a choice between winning and helping. */
import type { Tale } from '../../types.ts';

export const fiveCheckpoints: Tale = {
  id: 'five-checkpoints',
  bands: ['middle'],
  worlds: ['forest', 'mountain', 'park'],
  time: 'day',
  shape: 'reach',
  titles: ['{hero} and the Five Checkpoints', 'The Race in the Fog', 'Follow the Stream, {hero}'],
  places: [['at', 'Pine Lake Camp'], ['at', 'Redwater Camp']],
  episodes: [
    {
      kind: 'opening',
      tellings: [
        [
          'On the last day of camp {place.in}, the camp leader held up a stack of maps. “Five checkpoints,” the leader [said|called|shouted]. “[Punch your card at each one.|Clip your card at every one.|One clip at each.] [Back at the flagpole before the horn goes at four.|Back here by four, when the horn goes.|Horn goes at four. Don’t be late.]” {hero} [took the compass|grabbed a map|was first in the queue].',
          '@friend {pals} {pals.were} on {hero.poss} team.',
          '@pet {pal} came as team mascot.',
          '@alone {hero} was on a team of one, which meant nobody to argue with.',
          'The twins from cabin three were there too. They had won two years running.',
        ],
        [
          'On the last day of camp {place.in}, the camp leader stood by the flagpole with a stack of maps and [a very loud whistle|a whistle nobody trusted|the loudest whistle in the county].',
          '“The Five Checkpoints,” the leader [announced|said|boomed]. “Each checkpoint is a wooden post with a [clipper|little metal clipper|clipper on a string] on it. Clip your card at all five. Be back at this flagpole before the horn goes at four o’clock. [Fastest team wins the Golden Boot.|The fastest team takes home the Golden Boot.|First team back wins the Golden Boot.]”',
          'The Golden Boot was an old hiking boot sprayed gold. [It was the most beautiful thing {hero} had ever seen.|{hero} wanted it more than pudding.|{hero} had dreamed about it all week.]',
          '@friend [{pals} {pals.were} on {hero.poss} team.|{hero.poss} team was {pals}.|{hero} was teamed with {pals}.] {hero} got the compass, because {hero} had asked [first and loudest|first, and twice|before anyone else could].',
          '@pet {pal} had come along as team mascot, and took the job very seriously. {hero} got the compass and the map.',
          '@alone {hero} had been put on a team of one, which meant the compass, the map and the glory were all {hero.theirs}.',
          '[From the next table|Across the field|Behind them], the twins from cabin three were already whispering. The twins had won the Golden Boot two years running, and [they liked everyone to know|nobody was allowed to forget it|they mentioned it at every meal].',
        ],
      ],
      scene: 'a camp leader by a flagpole holding up a gold-painted boot, children with maps',
    },
    {
      kind: 'problem',
      tellings: [
        [
          'The map was old and the hills were big. “Not this year,” said {hero}, with one eye on the twins, and set off at a run.',
        ],
        [
          '{hero} unfolded the map. It was [older than the leader, probably|soft as cloth from being folded|older than the cabins], with a coffee ring over the lake and a crease right through the second checkpoint.',
          '“Checkpoint one is by the big boulder,” said {hero}, turning the map [until the lake was in the right place|the right way up, eventually|until it matched the hills]. “Then the footbridge, then something called the Old Wall, then the waterfall, then the top of the ridge.”',
          'The twins jogged past. “See you at the finish,” one of them [called|sang out|said sweetly]. “Well. We’ll see you. Eventually.”',
          '“[Not this year|Not this time|We’ll see],” said {hero} under {hero.their} breath. {hero} snapped the compass lid shut and [set off at a run|started to run|ran for the trees].',
          '@pet {pal} ran ahead, [as if {pal} had read the map too|tail up, nose down|as if the race were {pal.poss} idea].',
          '@friend “Do you actually know how to use that compass?” asked {pal}, jogging alongside. “Mostly,” said {hero}.',
        ],
      ],
      scene: '{hero} running up a hill path, compass in hand, an old map flapping',
    },
    {
      kind: 'attempt',
      tellings: [
        [
          'The big boulder was easy to find. The post stood right beside it. {hero} clipped the card: one star-shaped hole. “One down,” said {hero}. “Four to go.”',
        ],
        [
          'The big boulder was [impossible to miss|hard to miss|the easy one]. It sat at the edge of the woods like [a giant had left a potato there and forgotten it|a sleeping elephant|the world’s biggest egg].',
          'The wooden post stood [right beside it|right next to it|in its shadow], with a metal clipper hanging on a string. {hero} pushed the card in and squeezed. [Clunk.|Click.|Chunk.] A neat [star-shaped|diamond-shaped|heart-shaped] hole.',
          '“One down,” [said|puffed|announced] {hero}. “Four to go.”',
          '@pet {pal} sniffed the post [thoroughly, in case it was a trick|from top to bottom|with great suspicion].',
          '@friend “That was [suspiciously|worryingly|far too] easy,” said {pal}. “Nothing is ever that easy.”',
          'Far down the slope, the twins were just arriving. {hero} tried very hard not to look pleased, and [failed|failed completely|did not manage it].',
        ],
      ],
      scene: '{hero} clipping a card at a wooden post beside a huge boulder',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The footbridge was harder. {hero} followed the compass to the wrong bridge, a fallen log. Then {hero} checked the map again, walked fifty steps upstream, and found the real one. [Clunk.|Click.|Chunk.] Another hole in the card.',
        ],
        [
          'The footbridge was [harder|trickier|less easy]. The compass said north-east, so {hero} went north-east, through ferns that came up to {hero.their} [chest|chin|shoulders], and came out at a stream with a log across it.',
          '“That’s not a bridge,” said {hero}. “[That’s a tree having a lie down.|That’s a tree that fell over.|That’s a log with ambitions.]”',
          '[No post. No clipper.|No post anywhere.|Not a post in sight.] {hero} looked at the map again, properly this time, the way the camp leader had shown them on the first day. The bridge on the map had a little kink in the stream just before it.',
          'This stream was [straight as a ruler|as straight as a pencil|dead straight].',
          '“Upstream,” said {hero}. “[It has to be.|Must be.|I’m sure of it.]” [Fifty|Sixty|A hundred] steps later, round a bend, there it was: a proper wooden footbridge with a handrail and a post at one end.',
          '[Clunk.|Click.|Chunk.] Another hole in the card. {hero} had lost [five|ten|a few] minutes, but {hero} had learned something: look twice, run once.',
        ],
      ],
      scene: '{hero} standing at a wooden footbridge over a bending stream, card in hand',
    },
    {
      kind: 'helper',
      tellings: [
        [
          'By the path, an old warden was mending a fence. “Going to the ridge?” the warden asked. “Fog comes down fast up there. If you get lost, find a stream and follow it downhill. Every stream here runs down to the lake, and camp is right beside it.”',
        ],
        [
          'Where the path crossed a [stony|rutted|rough] track, an old warden was mending a fence, with a flask of tea balanced on the post and a grey dog asleep on the warden’s boots.',
          '“Race day?” said the warden, without [looking up|stopping|turning round]. “[Going up the ridge?|Heading for the top?|Off up the ridge?]”',
          '“Checkpoint five,” said {hero}. “We’re winning. [Probably.|I think.|Nearly definitely.]”',
          'The warden looked up at the top of the hills, where a thin white line was lying along the ridge [like a blanket someone had started to pull up|like spilled flour|like smoke that had forgotten to rise].',
          '“[See that? Fog.|Know what that is? Fog.|That’s fog, that is.] Comes down fast up here, [faster than you can run|faster than you’d think|quicker than a sneeze].” The warden [tapped|knocked|rapped] the fence post with a hammer. “If it catches you, [don’t wander about|don’t go charging about|don’t panic and run]. Find a stream. Follow it downhill. Every stream on this hill runs down to the lake, and camp is right beside it. Water always knows the way home.”',
          '“Thanks,” said {hero}, who was already [looking at the map|counting checkpoints|halfway to going] and only half listening.',
        ],
      ],
      scene: 'an old warden mending a fence on a hill track, a grey dog asleep at their feet',
    },
    {
      kind: 'attempt',
      optional: true,
      tellings: [
        [
          'The Old Wall was a line of tumbled stones across the hill. The post was hidden on the far side, behind a thorn bush. {hero} found it by walking the whole wall. [Clunk.|Click.|Chunk.] One more hole.',
        ],
        [
          'The Old Wall turned out to be more of an Old Pile: a long line of tumbled stones running across the hillside, with sheep on one side of it and [more sheep on the other|more sheep on the other side|even more sheep on the other].',
          '“Where’s the post?” [said|muttered|asked] {hero}. The map showed it somewhere in the middle, which was not very helpful for a wall [half a mile long|as long as a street|that went on for ever].',
          '@pet {pal} went nose down along the stones, [tail going|tail wagging|sniffing hard].',
          '@friend “You go left, I’ll go right,” said {pal}. “Shout if you find it. Shout louder if it’s a bull.”',
          '@alone {hero} walked the wall from one end, counting stones to stay calm.',
          'It was on the far side, tucked behind a thorn bush, where nobody would [see it from the path|ever spot it|think to look]. [Clunk.|Click.|Chunk.] One more hole.',
          'From somewhere below came the twins’ voices, arguing about [which way was left|whose fault it was|who had the map].',
        ],
      ],
      scene: 'a tumbledown stone wall across a hillside, sheep grazing, a post half hidden by a thorn bush',
    },
    {
      kind: 'detour',
      optional: true,
      tellings: [
        [
          'At the waterfall there was a post and a pool. {hero} clipped the card, then splashed cold water on {hero.their} face. Four down. Only the ridge was left.',
        ],
        [
          'They heard the waterfall before they saw it, [a long white rush of noise|a roar like a bath filling|a steady roar through the trees]. The water came down a rock face in three steps, like [a staircase someone had left the tap running on|a staircase made of water|stairs for fish].',
          'The post was [right by the pool at the bottom|at the bottom, by the pool|beside the pool]. [Clunk.|Click.|Chunk.] Four down.',
          '{hero} knelt and splashed the [freezing|icy|cold] water on {hero.their} face and gasped. It was so cold it felt like [a slap from a very polite fish|being kissed by a snowman|a wake-up call from a glacier].',
          '@pet {pal} drank half the pool and then shook it all over {hero} [for good measure|on purpose|with enthusiasm].',
          '@friend {pal} took off one shoe to dip a toe in, shrieked, and put it straight back on.',
          '“One more,” said {hero}, looking up at the ridge. “[Just the top.|Only the top.|Then the Boot.]” The white line up there was not a line any more. [It was a wall.|It was a wall of white.|It was coming down.]',
        ],
      ],
      scene: 'a three-step waterfall into a pool, {hero} splashing cold water on their face',
    },
    {
      kind: 'setback',
      tellings: [
        [
          'Halfway up the ridge, the fog came down. Suddenly {hero} could not see the path, or the top, or anything at all. {hero} walked one way, then the other. Everything was white, and {hero} had no idea where the path had gone.',
          'Then, through the fog, came a shout. “Help! Is anyone there?” It was one of the twins, sitting on a rock, holding an ankle. The other twin had gone for help and not come back.',
        ],
        [
          '[Halfway up the ridge|Half way to the top|Not far from the top], the fog arrived. It did not roll in politely. It just came, all at once, [as if someone had poured milk over the world|like a huge wet sheet|as if the sky had sat down on the hill].',
          '{hero} could see {hero.their} own hands. {hero} could see the grass by {hero.their} feet. [And that was it.|That was all.|Nothing else.] No path. No ridge. [No camp. No lake.|No lake. No camp.|No flagpole, no lake, no camp.]',
          '“[It’s fine|This is fine|No problem],” said {hero}, which is what people say when it is not fine. {hero} checked the compass. North was [that way|over there|straight ahead]. But where was the ridge from here? [Where was anything?|Where was the path?|Which way was anything?]',
          '{hero} walked uphill for [a while|a few minutes|what felt like ages]. Then it went downhill, which was wrong. Then there was a rock {hero} was sure {hero.they} had passed already.',
          '@pet {pal} whined and pressed close, which did not help {hero} feel any [braver|better|less lost].',
          '@friend “We’re going round in circles, aren’t we,” said {pal}. It was not a question. They snapped at each other, and then were both sorry, and then were both quiet.',
          'Then, through the white, came a voice. “[Hello? Is anyone there? Please?|Hello? Somebody? Please?|Help! Is anybody there?]”',
          'It was one of the twins, sitting on a rock, [white-faced|pale and shivering|damp and shaking], holding one ankle. “I went over on it,” the twin said, trying to sound tough and [not managing|failing|not quite getting there]. “My sister went to find the path. [That was ages ago.|She hasn’t come back.|Ages ago.]”',
        ],
      ],
      scene: '{hero} in thick white fog on a hillside, finding one of the twins sitting on a rock holding an ankle',
    },
    {
      kind: 'turn',
      tellings: [
        [
          'The top checkpoint was close. {hero} could win. But {hero} looked at the twin and put the card away. Then {hero} remembered the warden: find a stream, follow it down. {hero} listened, heard water, and helped the twin towards it.',
        ],
        [
          '{hero} looked at the card. [Four neat holes.|Four holes, neat as buttons.|Four out of five.] The fifth checkpoint was somewhere above them, maybe only [a few minutes|five minutes|a short climb] away. The Golden Boot was [practically sitting on {hero.their} shelf|nearly in {hero.their} hands|so close {hero} could almost smell the spray paint].',
          'Then {hero} looked at the twin, who was pretending very hard not to be [scared|frightened|cold].',
          '{hero} [put|pushed|tucked] the card in {hero.their} pocket. “Can you [stand|walk|hop] if you lean on me?” {hero} asked.',
          '“What about the race?” [said|asked] the twin.',
          '“[What race?|Forget the race.|It doesn’t matter],” said {hero}. It came out [braver|steadier|calmer] than {hero} felt.',
          'But which way was down, in all this [white|fog|grey]? Then {hero} remembered the warden with the hammer and the flask of tea, and the one thing the warden had said about fog.',
          '“Everybody be quiet a second,” said {hero}. And there, off to the [left|right|side], very faint: the trickle of running water.',
          '@pet {pal} had heard it already, ears up, [pointing the way|nose towards it|leading off].',
          '@friend {pal} took the twin’s other arm without being asked.',
          'They found the stream, [a thin thread between the rocks|a little trickle between the stones|a thin line of water among the rocks], and began to follow it down, one careful step at a time.',
        ],
      ],
      scene: '{hero} helping a limping child down a hillside beside a small stream, fog all around',
    },
    {
      kind: 'resolution',
      tellings: [
        [
          'The stream went down and down. At last the fog thinned, and there was the lake, and there was camp. The other twin was there too, safe. They got to the flagpole just as the horn went. {hero} had four holes on the card, not five. But the camp leader did not even look at the card.',
        ],
        [
          'The stream went down and down, [gurgling round stones|chattering over stones|splashing round rocks], and they went down with it. After [a long time|what felt like an hour|a long, cold while] the fog began to thin, then tear, then lift away like a curtain.',
          'And there, below them, [shining|glittering|grey and calm], was the lake. And beside the lake, the flagpole, and the cabins, and a crowd of people in [coloured jackets|bright jackets|rain jackets].',
          'The other twin was there already, wrapped in a [blanket|foil blanket|big coat], having come down the track with the warden. When the two twins saw each other, [they both burst into tears and then pretended they had not|they hugged so hard they nearly fell over|both of them cried and then both of them denied it].',
          'They reached the flagpole just as the horn went: [one long honk across the water|one long blast over the lake|a long honk that made the ducks jump].',
          '{hero} held out the card. Four holes. [Not five.|One short.|Not quite five.] Another team had all five, and the Golden Boot was already [in their hands|being waved about|on its way to their cabin].',
          'But the camp leader was not looking at the card. The camp leader was looking at the twin’s ankle, and then at {hero}, for [a long time|a long moment|quite a while].',
        ],
      ],
      scene: 'children coming down to a lakeside camp as the fog lifts, a crowd waiting by the flagpole',
    },
    {
      kind: 'ending',
      tellings: [
        [
          'That night, at the campfire, the leader gave {hero} a new prize: a small wooden compass on a string, “for finding the way when it mattered”. The twins clapped loudest of all.',
          '“{lesson},” said {hero}, looking into the fire, and nobody laughed, not even the twins.',
        ],
        [
          'That night there was a campfire by the lake, with sparks going up into the dark and marshmallows [going black on sticks|catching fire on sticks|melting off sticks].',
          'The camp leader stood up and said there was one more prize. [It was not gold.|It was not a boot.|It was small.] It was a little wooden compass on a leather string, and someone had carved on the back: For finding the way when it mattered.',
          '“It goes,” [said|announced] the leader, “to the team that had the fifth checkpoint in reach and turned round anyway. And then remembered how to get down a hill in the fog, which most grown-ups can’t.”',
          'Everybody clapped. The twins clapped loudest of all, one of them with a bandaged foot [up on a log|on a cushion|propped up on a bench].',
          '@pet,friend {pals} got the loudest cheer of the night when {hero} said the team could not have done it without them.',
          '“{lesson},” said {hero} later, looking into the fire, and nobody laughed, not even the twins.',
          'The Golden Boot sat on another team’s table all evening, shining. {hero} [hardly looked at it at all|did not mind one bit|only looked at it once].',
        ],
      ],
      scene: 'a campfire by a dark lake, {hero} holding a little wooden compass on a string',
    },
  ],
};
