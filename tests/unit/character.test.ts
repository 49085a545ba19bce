import { describe, expect, it } from 'vitest';
import {
  defaultAppearance,
  eyeColours,
  hairColours,
  hairLengths,
  hairStyles,
  outfitColours,
  skinTones,
  type Appearance,
} from '@shared/appearance.ts';
import { characterGroup, characterSvg, characterTree, framings } from '@shared/character/index.ts';
import { el, mix, toSvgString } from '@shared/character/svg-tree.ts';

/** Every value each option can take. */
const choices: { [K in keyof Appearance]: readonly Appearance[K][] } = {
  skinTone: Object.keys(skinTones) as Appearance['skinTone'][],
  hairColour: Object.keys(hairColours) as Appearance['hairColour'][],
  hairStyle: hairStyles,
  hairLength: hairLengths,
  eyeColour: Object.keys(eyeColours) as Appearance['eyeColour'][],
  glasses: [false, true],
  freckles: [false, true],
  outfitPrimary: Object.keys(outfitColours) as Appearance['outfitPrimary'][],
  outfitSecondary: Object.keys(outfitColours) as Appearance['outfitSecondary'][],
};

describe('character drawing', () => {
  it('draws the same picture for the same appearance', () => {
    expect(characterSvg({ ...defaultAppearance })).toBe(characterSvg({ ...defaultAppearance }));
    expect(characterTree(defaultAppearance)).toEqual(characterTree(defaultAppearance));
  });

  it.each(Object.keys(choices) as (keyof Appearance)[])('every value of %s draws a different picture', (option) => {
    const drawings = choices[option].map((value) => characterSvg({ ...defaultAppearance, [option]: value }));
    expect(new Set(drawings).size).toBe(choices[option].length);
  });

  it.each(hairStyles)('hair length changes the picture for %s hair', (hairStyle) => {
    const drawings = hairLengths.map((hairLength) => characterSvg({ ...defaultAppearance, hairStyle, hairLength }));
    expect(new Set(drawings).size).toBe(hairLengths.length);
  });

  it.each(hairStyles)('hair colour shows in %s hair', (hairStyle) => {
    const svg = characterSvg({ ...defaultAppearance, hairStyle, hairColour: 'ginger' });
    expect(svg).toContain(hairColours.ginger);
  });

  it('produces a well-formed SVG with finite numbers only', () => {
    for (const hairStyle of hairStyles) {
      for (const hairLength of hairLengths) {
        const svg = characterSvg({ ...defaultAppearance, hairStyle, hairLength, glasses: true, freckles: true });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300">')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/NaN|Infinity|undefined/);
      }
    }
  });

  it('frames the whole figure or the head and shoulders', () => {
    expect(characterTree(defaultAppearance).attrs.viewBox).toBe(framings.full);
    expect(characterTree(defaultAppearance, { framing: 'bust' }).attrs.viewBox).toBe(framings.bust);
  });

  it('can leave out the ground shadow for a scene that draws its own', () => {
    const withShadow = characterGroup(defaultAppearance).children!.length;
    expect(characterGroup(defaultAppearance, { groundShadow: false }).children).toHaveLength(withShadow - 1);
  });
});

describe('svg tree', () => {
  it('escapes attribute values so none can break out of the markup', () => {
    expect(toSvgString(el('path', { d: '"/><script>alert(1)</script>' }))).toBe(
      '<path d="&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>',
    );
  });

  it('rounds numbers to two decimals', () => {
    expect(toSvgString(el('circle', { cx: 1 / 3, cy: 2, r: 0.005 }))).toBe('<circle cx="0.33" cy="2" r="0.01"/>');
  });

  it('mixes colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#336699', '#336699', 0.7)).toBe('#336699');
  });
});
