/**
 * A static check of the story library: every string in it parses as a template and uses only slots
 * the engine fills, so a typo in a rarely chosen line fails here rather than in a child's story.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { knownSlots } from '../../src/server/providers/text/builtin/composer.ts';
import { parseTemplate } from '../../src/server/providers/text/builtin/template.ts';
import { taleSlotNames } from '../../src/server/providers/text/builtin/tale-cast.ts';

const root = join(import.meta.dirname, '../../src/server/providers/text/builtin/library');

function libraryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? libraryFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  // A theme's tales are checked in their own files, against the tales' slots.
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) if (key !== 'tales') strings(item, into);
  return into;
}

describe('story library', () => {
  it('every template in every library file parses and uses only known slots', async () => {
    const problems: string[] = [];
    let templates = 0;
    for (const file of libraryFiles(root)) {
      const module: Record<string, unknown> = await import(file);
      // Tales (plots written as whole episodes) have their own, smaller set of slots.
      const known = file.includes(`${join('library', 'tales')}`) ? taleSlotNames : knownSlots;
      for (const text of strings(Object.values(module))) {
        templates++;
        try {
          const unknown = [...parseTemplate(text).slots].filter((slot) => !known.has(slot));
          if (unknown.length > 0) problems.push(`${file.slice(root.length + 1)}: {${unknown.join('}, {')}} in “${text}”`);
        } catch (error) {
          problems.push(`${file.slice(root.length + 1)}: ${(error as Error).message}`);
        }
      }
    }
    expect(templates).toBeGreaterThan(3000);
    expect(problems).toEqual([]);
  }, 60_000);

  it('every tale’s words pass the safety check for the youngest child it is written for', async () => {
    const { themeLibraries } = await import('../../src/server/providers/text/builtin/library/themes/index.ts');
    const { checkText } = await import('../../src/server/domain/safety.ts');
    const youngest = { little: 2, early: 5, middle: 8, older: 11 } as const;
    const problems: string[] = [];
    for (const library of Object.values(themeLibraries)) {
      for (const tale of library.tales ?? []) {
        const age = Math.min(...tale.bands.map((band) => youngest[band]));
        for (const text of strings([tale.titles, tale.places, tale.episodes])) {
          const { findings } = checkText(text, { age, ignore: tale.characters ?? [] });
          if (findings.length > 0) problems.push(`${tale.id}: ${findings.map((finding) => finding.term).join(', ')} in “${text}”`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checkText('Mr Tock punched the ticket.', { age: 8 }).findings).not.toEqual([]);
  }, 60_000);

  it('the check catches an unknown slot and a broken alternative', () => {
    expect([...parseTemplate('{hero} met {dragon}.').slots].filter((slot) => !knownSlots.has(slot))).toEqual(['dragon']);
    expect(() => parseTemplate('{hero} [ran|walked.')).toThrow(/Unclosed/);
  });
});

describe('adding to the library', () => {
  it('a new plot in a new world, written as the README shows, renders into a story', async () => {
    const { makePlan } = await import('../../src/server/providers/text/builtin/plan.ts');
    const { buildCore } = await import('../../src/server/providers/text/builtin/build.ts');
    const { createRandom } = await import('../../src/server/providers/text/builtin/random.ts');
    const { worlds } = await import('../../src/server/providers/text/builtin/library/worlds/index.ts');
    const { themeLibraries } = await import('../../src/server/providers/text/builtin/library/themes/index.ts');
    const step = (text: string, scene: string) => ({ simple: [text], rich: [text], scene });
    const lighthousePlot = {
      ...themeLibraries.adventure.plots[0]!,
      id: 'lost-lamp',
      titles: ['{hero} and the Lost Lamp'],
      goal: { full: 'the lighthouse lamp', short: 'the lamp' },
      problem: { ...step('One evening the lighthouse lamp on Gull Rock went out, and {hero} wanted to light it again.', '{hero} looking up at a dark lighthouse'), spot: 'high' as const },
      attempts: [
        { ...step('{team} climbed to {spot} with a torch, but the wind blew the little flame out.', '{hero} on the stairs with a torch'), spot: 'high' as const, essential: true },
        { ...step('{team} looked for oil in {spot}, but the jar there was empty.', '{hero} holding an empty jar'), spot: 'hidden' as const },
      ],
      turn: step('{hero} remembered the wind at the top and put the flame inside a jar.', '{hero} with a flame in a jar'),
      solve: step('The lamp caught, and its beam swept over the sea.', 'the lighthouse shining'),
      celebrate: step('Every boat in the bay tooted its horn.', 'boats in the bay at dusk'),
    };
    const gullRock = { ...worlds.seaside, id: 'seaside' as const, places: [['on', 'Gull Rock']] as const };
    const request = { hero: { name: 'Ada', pronouns: 'she' as const, age: 6, interests: [], favourites: {} }, extraCharacters: [], theme: 'adventure' as const, setting: '', readingLevel: 'early-reader' as const, targetWordCount: 400, seed: 1 };
    const random = createRandom(1);
    const plan = { ...makePlan(request, random.fork('plan')), plot: lighthousePlot, world: gullRock, place: { preposition: 'on', name: 'Gull Rock' } };
    const draft = buildCore(plan, random.fork('core'), 2, 0);
    const text = draft.units.map((unit) => unit.text).join(' ');
    expect(text).toContain('lighthouse lamp on Gull Rock went out');
    expect(text).toContain('put the flame inside a jar');
    expect(text).toContain('Every boat in the bay tooted its horn.');
  });
});
