/**
 * Splits the finished paragraphs into picture-book pages of even length for the level, and writes
 * each page's scene description for the illustrator.
 */
import type { StoryPage } from '../types.ts';
import type { Draft, StoryUnit } from './build.ts';
import type { Composer } from './composer.ts';
import type { StoryPlan } from './plan.ts';

/** Plot moments make the best pictures; generic beats only when a page has nothing else. */
const scenePriority: Record<string, number> = {
  attempt: 9, problem: 9, solve: 9, turn: 8, afterglow: 8, encounter: 7, close: 6, companion: 5, opening: 5,
  travel: 4, homeward: 4, insight: 3, decision: 3,
};

export function flatten(draft: Draft): StoryUnit[] {
  return draft.units.flatMap((unit) => [unit, ...unit.after]);
}

/**
 * Even pages: minimises the squared difference between each page's words and the average. For
 * calm endings, the last page holds only the ending, so it can be read in a quiet voice.
 */
export function partition(counts: readonly number[], pages: number, lastPageFrom = 0): number[] {
  const n = counts.length;
  const pageCount = Math.max(1, Math.min(pages, n));
  const prefix = [0];
  for (const count of counts) prefix.push(prefix.at(-1)! + count);
  const ideal = prefix[n]! / pageCount;
  const cost: number[][] = Array.from({ length: pageCount + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  const from: number[][] = Array.from({ length: pageCount + 1 }, () => new Array<number>(n + 1).fill(0));
  cost[0]![0] = 0;
  for (let page = 1; page <= pageCount; page++) {
    for (let end = page; end <= n; end++) {
      for (let start = page - 1; start < end; start++) {
        if (page === pageCount && end === n && start < lastPageFrom && lastPageFrom < n) continue;
        const previous = cost[page - 1]![start]!;
        if (previous === Infinity) continue;
        const size = prefix[end]! - prefix[start]!;
        const value = previous + (size - ideal) ** 2;
        if (value < cost[page]![end]!) {
          cost[page]![end] = value;
          from[page]![end] = start;
        }
      }
    }
  }
  const starts: number[] = [];
  let end = n;
  for (let page = pageCount; page >= 1; page--) {
    const start = from[page]![end]!;
    starts.unshift(start);
    end = start;
  }
  return starts;
}

function who(plan: StoryPlan, withNeedy: boolean): string {
  const { hero, ageWords, forms } = plan;
  const heroText = `${hero.name} (${ageWords ? `a ${ageWords}-year-old ${forms.kid}` : `a young ${forms.kid}`})`;
  const others = plan.companions.map((companion) => `${companion.name} (${companion.desc ?? (companion.noun ? `a ${companion.noun}` : `${hero.name}’s ${companion.kind === 'pet' ? 'pet' : 'friend'}`)})`);
  if (withNeedy && plan.plot.needy) others.push(`${plan.plot.needy.name} (${plan.plot.needy.noun})`);
  const everyone = [heroText, ...others];
  return everyone.length === 1 ? everyone[0]! : `${everyone.slice(0, -1).join(', ')} and ${everyone.at(-1)}`;
}

function sceneFor(units: readonly StoryUnit[], plan: StoryPlan, composer: Composer, afterProblem: boolean): string {
  const lead = [...units].sort((a, b) => (scenePriority[b.kind] ?? 1) - (scenePriority[a.kind] ?? 1)).find((unit) => unit.scene);
  const action = lead?.scene ?? composer.render('{hero} {place.in}');
  const time = units.at(-1)!.time === 'night' ? 'at night' : 'in daylight';
  const bedtime = plan.calmEnding && units.some((unit) => unit.kind === 'close');
  const mood = units.some((unit) => unit.phase === 'ending') && plan.calmEnding ? 'Calm, sleepy, soft light.' : '';
  const setting = bedtime && plan.world.id !== 'home' ? 'home in bed, at bedtime' : `${plan.place.name}, ${time}`;
  return [`${action.replace(/\.$/, '')}.`, `Characters: ${who(plan, afterProblem)}.`, `Setting: ${setting}.`, mood]
    .filter(Boolean)
    .join(' ');
}

export function paginate(draft: Draft): StoryPage[] {
  const { plan, composer } = draft;
  const units = flatten(draft);
  const total = units.reduce((sum, unit) => sum + unit.words, 0);
  const pages = Math.max(3, Math.round(total / plan.profile.wordsPerPage));
  const endingFrom = plan.calmEnding ? units.findIndex((unit) => unit.phase === 'ending') : 0;
  const starts = partition(
    units.map((unit) => unit.words),
    pages,
    Math.max(0, endingFrom),
  );
  const problemIndex = units.findIndex((unit) => unit.kind === 'problem');
  return starts.map((start, index) => {
    const end = starts[index + 1] ?? units.length;
    const pageUnits = units.slice(start, end);
    return {
      text: pageUnits.map((unit) => unit.text).join('\n\n'),
      sceneDescription: sceneFor(pageUnits, plan, composer, end > problemIndex),
    };
  });
}
