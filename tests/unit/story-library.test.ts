/**
 * A static check of the story library: every string in it parses as a template and uses only slots
 * the engine fills, so a typo in a rarely chosen line fails here rather than in a child's story.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, into);
  return into;
}

describe('story library', () => {
  it('every template in every library file parses and uses only known slots', async () => {
    const problems: string[] = [];
    let templates = 0;
    for (const file of libraryFiles(join(root, 'tales'))) {
      const module: Record<string, unknown> = await import(file);
      for (const text of strings(Object.values(module))) {
        templates++;
        try {
          const unknown = [...parseTemplate(text).slots].filter((slot) => !taleSlotNames.has(slot));
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
    const { themeTales } = await import('../../src/server/providers/text/builtin/library/tales/index.ts');
    const { checkText } = await import('../../src/server/domain/safety.ts');
    const youngest = { little: 2, early: 5, middle: 8, older: 11 } as const;
    const problems: string[] = [];
    for (const tales of Object.values(themeTales)) {
      for (const tale of tales) {
        const age = Math.min(...tale.bands.map((band) => youngest[band]));
        for (const text of strings([tale.titles, tale.places, tale.episodes, tale.frame])) {
          const { findings } = checkText(text, { age, ignore: tale.characters ?? [] });
          if (findings.length > 0) problems.push(`${tale.id}: ${findings.map((finding) => finding.term).join(', ')} in “${text}”`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checkText('Mr Tock punched the ticket.', { age: 8 }).findings).not.toEqual([]);
  }, 60_000);

  it('no tale that may be told where nobody lives (anywhere, under the sea, in space) says someone lived, grew up or worked in its place', async () => {
    const { themeTales } = await import('../../src/server/providers/text/builtin/library/tales/index.ts');
    const { premiseTales } = await import('../../src/server/providers/text/builtin/library/tales/premise/index.ts');
    const livedThere = /\b(?:lived|lives|living|grew up|grown up|was born|been born|worked|working)\b[^.!?“”]*\{place(?:\.in)?\}|\{place\}[^.!?“”]*\bwhere\b[^.!?“”]*\b(?:lived|grew up|was born|worked)\b/;
    const problems: string[] = [];
    for (const tale of [...Object.values(themeTales).flat(), ...premiseTales]) {
      const premise = premiseTales.includes(tale);
      if (!premise && !tale.anywhere && !tale.worlds.some((world) => world === 'space' || world === 'undersea')) continue;
      for (const text of strings(tale.episodes)) if (livedThere.test(text)) problems.push(`${tale.id}: “${livedThere.exec(text)![0]}”`);
    }
    expect(problems).toEqual([]);
  });

  it('the check catches an unknown slot and a broken alternative', () => {
    expect([...parseTemplate('{hero} met {dragon}.').slots].filter((slot) => !taleSlotNames.has(slot))).toEqual(['dragon']);
    expect(() => parseTemplate('{hero} [ran|walked.')).toThrow(/Unclosed/);
  });
});
