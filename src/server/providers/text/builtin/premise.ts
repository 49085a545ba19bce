/**
 * A template's premise in a premise tale: who wants what, what stands in the way and how it turns
 * are the template's own sentences. The words come from the template, not the library, so they
 * reach the story through slots and are never read as template syntax.
 */
import type { TemplatePlot } from '../../../../shared/story-templates.ts';
import { pronounOfWord } from './pronoun-words.ts';

/** The template a story is written from, as the engine needs it. */
export interface StoryPremise {
  title: string;
  plot: TemplatePlot;
}

/** "a tiny star" → "the tiny star"; a name or "the …" stays as it is. */
export function definite(who: string): string {
  return who.trim().replace(/^(?:a|an)\s+/i, 'the ');
}

/** What is said after the one a phrase names: "a new girl from far away", "the clockmaker next door". */
const afterTheNoun = /\s(?:from|with|without|who|whose|that|which|next|in|on|at|of|by|near|under|behind|beside|across|over|up|down|upstairs|downstairs|for|to|called|named|back|home|here|there|waiting|still)\b.*$/i;

/** The phrase up to its noun, with the/a: "a new girl from far away" → "the new girl". */
function headOf(who: string): string {
  const the = definite(who);
  const [first = '', ...rest] = the.split(/\s+/);
  return `${first} ${rest.join(' ').replace(afterTheNoun, '')}`.trim();
}

/**
 * The word a storyteller calls someone by after meeting them: "a busy young owl" → "the owl",
 * "a new girl from far away" → "the girl", "Grandma" → "Grandma"; a short last word keeps the whole
 * phrase ("the pen pal").
 */
export function shortWho(who: string): string {
  const the = definite(who);
  if (!/^the\s/i.test(the)) return the;
  const head = headOf(who);
  const last = head.split(/\s+/).at(-1)!;
  return last.length > 3 && head.split(/\s+/).length > 2 ? `the ${last}` : head;
}

/** The word that names who the template is about, for telling their pronouns from the hero's: "owl", "girl", "Mrs Adeyemi". */
export function whoName(who: string): string {
  const head = headOf(who);
  return /^the\s/i.test(head) ? head.split(/\s+/).at(-1)! : head;
}

/**
 * The pronouns the template's words give who it is about: "a new girl" is she, "Mr Pike" he; none
 * when the words do not say ("a nervous goalkeeper", "a tiny star") or say both.
 */
export function whoPronouns(who: string): 'she' | 'he' | undefined {
  const words = headOf(who).replace(/\./g, '').split(/\s+/).filter((word) => !/['’]s$/.test(word));
  const said = words.map(pronounOfWord);
  const she = said.includes('she');
  const he = said.includes('he');
  return she === he ? undefined : she ? 'she' : 'he';
}

/** The template's sentences in the story: "your child" is the hero. */
export function premiseSlots(plot: TemplatePlot, hero: string, heroPossessive: string): Record<string, string> {
  const told = (text: string) => text.trim().replace(/\b[Yy]our child’s/g, heroPossessive).replace(/\b[Yy]our child's/g, heroPossessive).replace(/\b[Yy]our child\b/g, hero);
  return {
    'premise.who': plot.who ? plot.who.trim() : hero,
    'premise.the': plot.who ? definite(plot.who) : hero,
    'premise.noun': plot.who ? shortWho(plot.who) : hero,
    'premise.obstacle': told(plot.obstacle),
    'premise.turn': told(plot.turn),
    goal: told(plot.want).replace(/[.!]$/, ''),
  };
}

/**
 * For the critic: the template's own sentences as told for this hero, when its words say whether
 * who it is about is "she" or "he", so "sat down beside her" may be about a new girl.
 */
export function premisePronounHint(plot: TemplatePlot, hero: string): { sentences: string[]; pronouns: 'she' | 'he' } | undefined {
  const pronouns = plot.who ? whoPronouns(plot.who) : undefined;
  if (!pronouns) return undefined;
  const slots = premiseSlots(plot, hero, `${hero}’s`);
  const texts = [slots['premise.obstacle'] ?? '', slots['premise.turn'] ?? '', slots.goal ?? ''];
  const sentences = texts.flatMap((text) => text.split(/(?<=[.!?])\s+/)).map((sentence) => sentence.replace(/[.!?]+$/, '').trim()).filter(Boolean);
  return { sentences, pronouns };
}
