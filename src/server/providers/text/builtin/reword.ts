/**
 * Applies the library's interchangeable wordings (library/wording.ts) to a template's own text, so
 * the same sentence told in many stories comes out worded differently in each.
 */
import { wordingGroups } from './library/wording.ts';
import type { Band } from './library/types.ts';
import type { Random } from './random.ts';

interface Compiled {
  pattern: RegExp;
  groups: ReadonlyMap<string, readonly string[]>;
}

const compiled = new Map<Band, Compiled>();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(band: Band): Compiled {
  const cached = compiled.get(band);
  if (cached) return cached;
  const groups = new Map<string, readonly string[]>();
  // The first group to list a phrase owns it, so a band's own wordings win over the shared ones.
  for (const group of wordingGroups[band]) for (const phrase of group) if (!groups.has(phrase)) groups.set(phrase, group);
  const phrases = [...groups.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\p{L}'’-])(?:${phrases.join('|')})(?![\\p{L}'’-])`, 'gu');
  const result = { pattern, groups };
  compiled.set(band, result);
  return result;
}

/** Whether any part of this text could be reworded. */
export function hasWording(text: string, band: Band): boolean {
  const { pattern } = compile(band);
  pattern.lastIndex = 0;
  const found = pattern.test(text);
  pattern.lastIndex = 0;
  return found;
}

export function varyWording(text: string, band: Band, random: Random): string {
  const { pattern, groups } = compile(band);
  return text.replace(pattern, (match: string, offset: number) => {
    // `"Oh," sighed {hero}` is a speech tag: its verb must stay a way of saying something.
    if (/["”]\s*$/.test(text.slice(0, offset))) return match;
    // A verb right before a name slot ("sighed {hero}") or standing alone in an alternative
    // ("[said|sighed]") may be a speech tag too: "gave a small sigh Mia" is not English.
    if (/^\s*\{/.test(text.slice(offset + match.length)) || match === text.trim()) return match;
    return random.pick(groups.get(match)!);
  });
}
