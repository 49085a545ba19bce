/**
 * What confident readers' heroes notice along the way. Each line frames a detail from the story's
 * world in a few interchangeable ways, so a long story can stop and look many times over.
 */
export const olderSensory: readonly string[] = [
  '[For a moment|Just then|Somewhere in all of this|In passing], {hero} [took in|found {hero.self} looking at|stopped to take in] {sight}[, and felt oddly steadied by it|, and let {hero.their} shoulders drop a little|, and filed it away for later|].',
  '[Somewhere nearby|Not far off|Off to one side|From somewhere behind them|Beyond {spot.short}], {hero} could [hear|make out|pick out] {sound}[, faint but [steady|clear|unhurried]|, patient as a clock|].',
  'The air [carried|held|was thick with] the [scent|smell|faint smell] of {smell}, and {hero} [breathed it in without meaning to|drew it in slowly|found {hero.self} breathing more deeply].',
  '{hero} was [aware|suddenly aware|dimly aware] of {touch}, and of a [calm|quiet|stillness] {hero.they} had not [expected|bargained for|felt all day].',
  'Everything seemed [suddenly|strangely|briefly] [vivid|sharp|close]: {sight}, and [beneath it all|under everything|somewhere behind it], {sound}.',
  '[Later|Years later|Long afterwards], what {hero} would remember [most clearly|best|first] was {sight}[, more than anything anyone said|, though {hero.they} could never say why|].',
  'There was the smell of {smell}, which would bring this [whole day|afternoon|moment] back to {hero} [for years afterwards|whenever {hero.they} smelled it again|long after the rest had faded].',
  '{hero} [paused|stopped|slowed] to [notice|feel|take stock of] {touch}, [grounding {hero.self} in the moment|and let the moment be enough|and felt the day settle].',
  '{hero} was aware of {sound}, and of the air, which [carried|held] the [scent|smell] of {smell}[ and something greener underneath|].',
  '[Off to one side|A little way ahead|Just beyond the path|Close by] lay {sight}, and {hero} [slowed to take it in|let {hero.their} steps slow|could not help staring].',
  'It was {touch} that {hero} noticed first, and then {sound}, [somewhere beyond|a little way off|further away].',
  '[Nearby|Close by|Off to the side] lay {sight}, and, [close at hand|nearer still|just within hearing], {sound}.',
  '{hero} breathed in {smell}[ without thinking|, slowly|], and felt [steadier|calmer|braver|more awake] for it.',
  '[Looking around|Glancing back|Looking up|Turning slowly], {hero} caught sight of {sight}[, and for a moment forgot everything else|, which nobody else seemed to have noticed|].',
  'Even then, preoccupied as {hero.they} {hero.was}, {hero} could not help [noticing|admiring|being glad of] {sight}.',
  '[Long afterwards|Years later|Much later], {hero} would still remember {sound}[ and the way it seemed to fill the whole afternoon|, and smile|].',
  '[For a while|For a long moment|For a minute or two] there was nothing in the world but {sound} and {touch}.',
  '{pal} [had stopped too|paused beside {hero}|noticed it as well], and together they [watched|studied|looked at] {sight} [in silence|without a word|for a long, easy moment].',
  '[It struck {hero}|{hero} realised|It occurred to {hero}] that {hero.they} had [walked past|never once noticed|almost missed] {sight}[ on the way in|, and was glad not to miss it now|].',
  '[Under|Beneath|Behind] the [chatter|footsteps|noise of their own breathing], {hero} could hear {sound}, and {hero.they} [listened|let it fill {hero.their} ears|held still to hear it] [for a while|gratefully|until it faded].',
  'The smell of {smell} [drifted past|came and went|rose and faded][ on the breeze| with every step|], and {hero} [smiled without meaning to|felt a little less tired|thought, briefly, of home].',
  '{hero} [put out a hand|reached out|brushed past] and felt {touch}[, which was somehow reassuring|, and the day felt more real for it|].',
  '[Here|Around {spot.short}|Near {spot.short}|All about them], the world was full of small things: {sight}, {sound}, the [scent|smell] of {smell}.',
  '[If {hero} closed {hero.their} eyes|With {hero.their} eyes half shut|Standing very still], {hero} could [hear|make out] {sound} and [smell|catch] {smell}, and [nothing else|little else|not much more] mattered for a moment.',
  '[The ground underfoot|The path|The air around them] [changed|shifted|softened] as they went, and {hero} [noticed|became aware of|paid attention to] {touch}, [then {sound}|then the smell of {smell}|then {sight}], [one after another|each in turn|like pages turning].',
  '[Here and there|Now and then|Every so often], {hero} [caught|glimpsed|spotted] {sight}, [and each time it was like being handed a small gift|and each time {hero.they} slowed a little|and each time {pal} noticed it too].',
  '[A sound|A faint sound|A small, patient sound] [drifted over|carried across|reached them from] {spot.short}: {sound}, [and for a moment everyone stopped to listen|and {hero} tilted {hero.their} head to hear it better|and then it was gone].',
  '{hero} [would never have guessed|had not expected|could not have said] that [the smell of {smell}|{sight}|{sound}] could make [a tired person|someone so tired|{hero.them}] feel [so much better|so at home|so wide awake], but it did.',
];
