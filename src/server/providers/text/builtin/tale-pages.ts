/**
 * A told tale as picture-book pages: even pages for the level (the calm ending alone on the last
 * page), each with a scene description for the illustrator drawn from the episode on it.
 */
import type { StoryPage } from '../types.ts';
import type { TaleDraft, TaleUnit } from './tell.ts';

/**
 * Even pages: minimises the squared difference between each page's words and the average. For
 * calm endings, the last page holds only the ending, so it can be read in a quiet voice.
 */
function partition(counts: readonly number[], pages: number, lastPageFrom = 0): number[] {
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

function cast(draft: TaleDraft): string {
  const { hero, companions } = draft.cast;
  const age = Number.isFinite(hero.age) ? `a ${Math.floor(hero.age)}-year-old` : 'a young';
  const kid = hero.pronouns === 'she' ? 'girl' : hero.pronouns === 'he' ? 'boy' : 'child';
  const people = [`${hero.name} (${age} ${kid})`, ...companions.map((companion) => `${companion.name} (${companion.desc ?? (companion.noun ? `a ${companion.noun}` : companion.kind === 'pet' ? 'a pet' : 'a friend')})`)];
  return people.length === 1 ? people[0]! : `${people.slice(0, -1).join(', ')} and ${people.at(-1)}`;
}

function sceneFor(units: readonly TaleUnit[], draft: TaleDraft, last: boolean): string {
  const lead = units.find((unit) => unit.scene)?.scene ?? `${draft.cast.hero.name.split(' ')[0]} ${draft.cast.place.preposition} ${draft.cast.place.name}`;
  const time = draft.tale.time === 'night' ? 'at night' : 'in daylight';
  const calm = last && draft.tale.time === 'night' ? ' Calm, sleepy, soft light.' : '';
  return `${lead.replace(/\.$/, '')}. Characters: ${cast(draft)}. Setting: ${draft.cast.place.name}, ${time}.${calm}`;
}

export function talePages(draft: TaleDraft): StoryPage[] {
  const { units } = draft;
  const total = units.reduce((sum, unit) => sum + unit.words, 0);
  const pages = Math.max(3, Math.round(total / draft.cast.profile.wordsPerPage));
  const ending = units.findIndex((unit) => unit.kind === 'ending');
  const starts = partition(units.map((unit) => unit.words), pages, draft.tale.time === 'night' ? Math.max(0, ending) : 0);
  return starts.map((start, index) => {
    const end = starts[index + 1] ?? units.length;
    const pageUnits = units.slice(start, end);
    return { text: pageUnits.map((unit) => unit.text).join('\n\n'), sceneDescription: sceneFor(pageUnits, draft, end === units.length) };
  });
}
