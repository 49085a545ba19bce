/**
 * A template's premise in a premise tale: who wants what, what stands in the way and how it turns
 * are the template's own sentences. The words come from the template, not the library, so they
 * reach the story through slots and are never read as template syntax.
 */
import type { TemplatePlot } from '../../../../shared/story-templates.ts';

/** The template a story is written from, as the engine needs it. */
export interface StoryPremise {
  title: string;
  plot: TemplatePlot;
}

/** "a tiny star" → "the tiny star"; a name or "the …" stays as it is. */
export function definite(who: string): string {
  return who.trim().replace(/^(?:a|an)\s+/i, 'the ');
}

/**
 * The word a storyteller calls someone by after meeting them: "a busy young owl" → "the owl",
 * "Grandma" → "Grandma"; a short last word keeps the whole phrase ("the pen pal").
 */
export function shortWho(who: string): string {
  const the = definite(who);
  if (!/^the\s/i.test(the)) return the;
  const last = the.split(/\s+/).at(-1)!;
  return last.length > 3 && the.split(/\s+/).length > 2 ? `the ${last}` : the;
}

/** The word that names who the template is about, for telling their pronouns from the hero's: "owl", "Grandma". */
export function whoName(who: string): string {
  const the = definite(who);
  return /^the\s/i.test(the) ? the.split(/\s+/).at(-1)! : the;
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
