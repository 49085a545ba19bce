/**
 * Turns lines of dialogue into templates with speech tags that suit the reading level. Tags stay
 * after a comma or before the verb ("said Mia") so each spoken line reads, and counts, as one
 * sentence.
 */
import { dialogueLines, exchanges, saidVerbs, type DialogueFunction } from './library/dialogue.ts';
import type { Band } from './library/types.ts';
import type { Random } from './random.ts';

const actionBeats = ['grinned', 'nodded', 'shrugged', 'looked up', 'pointed', 'smiled', 'paused', 'laughed softly', 'stopped walking', 'glanced back', 'took a breath', 'squinted into the distance'];

/** Older readers hear how a thing was said; each phrase is free of pronouns, so it suits anyone. */
const manners: Readonly<Partial<Record<Band, readonly string[]>>> = {
  middle: ['with a grin', 'after a pause', 'without looking up', 'quietly', 'with a little laugh', 'looking around', 'hopefully', 'in a low voice', 'with a shrug', 'cheerfully'],
  older: [
    'without looking up',
    'with a small, tired smile',
    'after a long pause',
    'in a voice that was not quite steady',
    'as if it were the most obvious thing in the world',
    'glancing back the way they had come',
    'more to the air than to anyone in particular',
    'with a sudden, lopsided grin',
    'half to the wind',
    'in a low, thoughtful voice',
    'with a shrug that said more than the words did',
    'after a moment’s thought',
    'with the ghost of a smile',
    'not quite able to hide a grin',
    'with more confidence than seemed strictly reasonable',
    'quietly, almost to the ground',
    'as if the thought had only just arrived',
    'in the careful voice of someone choosing each word',
  ],
};

export function speechTag(line: string, speaker: string, band: Band, random: Random, mannerRate = 0, quiet = false, reply = false): string {
  const verbs = saidVerbs[band];
  const manner = manners[band];
  const last = line.trimEnd().slice(-1);
  if (last === '?' || last === '!') {
    const verb = random.pick(last === '?' ? verbs.question : verbs.exclaim);
    // "asked quietly Mia" is not English; longer verbs go first: Mia asked quietly, "…?"
    return verb.includes(' ') ? `${speaker} ${verb}, "${line}"` : `"${line}" ${verb} ${speaker}.`;
  }
  if (last === '…') return `"${line}" ${random.pick(verbs.statement)} ${speaker}.`;
  const body = line.replace(/\.$/, '');
  const verb = random.pick(quiet ? ['whispered', 'murmured', 'said'] : reply ? ['replied', 'said', 'answered'] : verbs.statement);
  if (band !== 'little' && random.chance(0.3)) return `${speaker} ${verb}, "${line}"`;
  if (manner && random.chance(mannerRate)) return `"${body}," ${speaker} ${verb}, ${random.pick(manner)}.`;
  return random.chance(0.5) ? `"${body}," ${verb} ${speaker}.` : `"${body}," ${speaker} ${verb}.`;
}

export interface Speakers {
  /** A companion who can talk ("talker" slot), when there is one. */
  talker: boolean;
  /** The character in need talks. */
  needy: boolean;
}

/** Every way this story could say a line of the given kind, as templates. */
export function dialogueTemplates(fn: DialogueFunction, band: Band, speakers: Speakers, random: Random, mannerRate = 0): string[] {
  const templates: string[] = [];
  for (const line of dialogueLines[fn][band]) {
    const toHero = line.includes('{hero}');
    const options: string[] = [];
    if (fn === 'thanks') {
      // Only the one who was helped says thank you.
      if (speakers.needy) options.push('{needy}');
    } else {
      if (speakers.talker) options.push('{talker}');
      // Nobody cheers themselves on: encouragement comes from a companion who talks, or not at all.
      if (!toHero && fn !== 'encourage') options.push('{hero}');
    }
    for (const speaker of options) {
      let template = speechTag(line, speaker, band, random, mannerRate, fn === 'whisper');
      if ((band === 'middle' || band === 'older') && speaker !== '{hero}' && random.chance(0.35)) {
        template = `${speaker} ${random.pick(actionBeats)}. "${line}"`;
      }
      templates.push(template);
    }
  }
  return templates;
}

export function exchangeTemplates(band: Band, speakers: Speakers, random: Random, mannerRate = 0): string[] {
  if (!speakers.talker || band === 'little') return [];
  // Each speaker gets their own paragraph.
  return exchanges[band].map(([question, answer]) => `${speechTag(question, '{talker}', band, random, mannerRate)}\n\n${speechTag(answer, '{hero}', band, random, mannerRate, false, true)}`);
}
