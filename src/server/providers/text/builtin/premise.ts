/**
 * A template's premise as a plot: who wants what, what stands in the way and how it turns are the
 * template's own sentences, told at the plot's steps; the honest tries in between are the ones that
 * suit any plot of its shape (`library/spare-attempts.ts`). The words come from the template, not
 * the library, so they reach the story through slots and are never read as template syntax.
 */
import type { TemplatePlot } from '../../../../shared/story-templates.ts';
import type { Plot, PlotStep, WorldId } from './library/types.ts';

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

const step = (simple: string, rich: string, scene: string): PlotStep => ({ simple: [simple], rich: [rich], scene });

export function premisePlot(premise: StoryPremise, worlds: readonly WorldId[]): Plot {
  const { plot } = premise;
  const problem = plot.who
    ? step(
        '{place.in}, {hero} met {premise.who}. {premise.the} wanted {goal} more than anything. {premise.obstacle}',
        '{place.in}, {hero} came upon {premise.who}, and more than anything in the world, {premise.the} wanted {goal}. {premise.obstacle}',
        '{hero} meeting {premise.who} {place.in}',
      )
    : step(
        '{place.in}, {hero} wanted {goal} more than anything. {premise.obstacle}',
        '{place.in}, more than anything in the world, {hero} wanted {goal}. {premise.obstacle}',
        '{hero} {place.in}, thinking hard',
      );
  return {
    id: 'template',
    shape: plot.shape,
    time: plot.time,
    worlds,
    titles: [premise.title.replace(/[[\]{}<>|@]/g, '')],
    goal: { full: plot.want.trim(), short: plot.want.trim() },
    problem,
    attempts: [],
    turn: step('{premise.turn}', '{premise.turn}', '{hero} trying a new idea'),
    solve: step(
      '{premise.the} had wanted {goal}, and now it had come true.',
      'It worked. {premise.the} had wanted {goal}, and now, at last, the wish had come true.',
      plot.who ? '{hero} smiling with {premise.the}' : '{hero} smiling, the wish come true',
    ),
    celebrate: step(
      '[Everyone was very happy.|Everyone felt warm and glad.]',
      '[Everyone was smiling, and {hero} felt warm right through.|It was the happiest of endings, and {hero} felt warm right through.]',
      plot.who ? '{hero} and {premise.the} together, happy' : '{hero} happy, with friends all around',
    ),
  };
}
