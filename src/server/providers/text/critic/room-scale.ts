/**
 * A place too big for the parent's room: “the summer fair in Grandma’s kitchen”, “had lived in
 * Grandma’s kitchen for all of his eighty-one years”, “in Grandma’s kitchen, the King got the
 * hiccups”. Reported only when the setting is a home or a room, and only when the big thing is said
 * to be in it: a poster for a fair on the kitchen wall is fine.
 */
import { isSmallSetting, parsePlace } from '../builtin/setting.ts';

const crowded = 'fair|funfair|f[eê]te|stalls?|crowds?|market|village|town|kingdom|parade|festival|carnival|procession|streets?|the whole school';
const article = '(?:(?:the|a|an|my|our|your)\\s+)?';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The patterns that put something roomy in the parent's small place, or none when the place is not small. */
function roomPatterns(setting: string): RegExp[] {
  const place = parsePlace(setting);
  if (!place || !isSmallSetting(setting)) return [];
  const core = escape(place.name.replace(/^(?:the|a|an)\s+/i, '')).replace(/’/g, "['’]");
  const here = `${article}${core}(?![\\p{L}])`;
  return [
    new RegExp(`\\b(?:${crowded})\\b(?:\\s+[\\p{L}'’-]+){0,2}?\\s+(?:in|at|on|across|around|through|of)\\s+${here}`, 'iu'),
    new RegExp(`\\blived\\s+(?:in|at|on)\\s+${here}[^.!?]*\\ball\\b`, 'iu'),
    new RegExp(`${here},?\\s+the\\s+(?:King|Queen|whole\\s+(?:town|village|kingdom|street))\\b`, 'u'),
    new RegExp(`\\b(?:oldest|tallest|biggest|every)\\s+(?:door|house|street|shop|tree|building)s?\\s+(?:in|at|on)\\s+${here}`, 'iu'),
  ];
}

/** The words that make the sentence put a roomy scene in the parent's small setting, if they do. */
export function roomScaleSlip(sentence: string, setting: string, patterns = roomPatterns(setting)): string | undefined {
  for (const pattern of patterns) {
    const found = pattern.exec(sentence);
    if (found) return found[0];
  }
  return undefined;
}

/** Patterns for one story's setting, built once for all its sentences. */
export function roomScaleCheck(setting: string): (sentence: string) => string | undefined {
  const patterns = roomPatterns(setting);
  return (sentence) => (patterns.length === 0 ? undefined : roomScaleSlip(sentence, setting, patterns));
}
