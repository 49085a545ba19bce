import { describe, expect, it } from 'vitest';
import { defaultAppearance, eyeColours, hairColours, outfitColours, skinTones, type Appearance } from '@shared/appearance.ts';
import { expressionNames, poseNames } from '@shared/character/index.ts';
import { creatureKinds, sceneSettings, timesOfDay, type ScenePlan } from '@shared/schemas/illustrations.ts';
import { illustrationStyleIds } from '@shared/schemas/stories.ts';
import { friendLook, petLook } from '../../src/server/providers/images/builtin/cast.ts';
import { illustrate, type IllustrationInput } from '../../src/server/providers/images/builtin/illustrate.ts';
import { assertSafeSvg, UnsafeSvgError } from '../../src/server/providers/images/sanitize.ts';

const hero: Appearance = { ...defaultAppearance, skinTone: 'tan', hairColour: 'ginger', hairStyle: 'braids', eyeColour: 'green', glasses: true, freckles: true, outfitPrimary: 'berry', outfitSecondary: 'teal' };

function plan(overrides: Partial<ScenePlan> = {}): ScenePlan {
  return {
    setting: 'park',
    timeOfDay: 'day',
    figures: [
      { who: 'hero', pose: 'standing', expression: 'happy' },
      { who: 'extra-0', pose: 'standing', expression: 'happy' },
    ],
    creature: null,
    props: [],
    framing: 'wide',
    placement: 'centre',
    angle: 'level',
    variant: 0,
    altText: '',
    ...overrides,
  };
}

const input = (overrides: Partial<ScenePlan> = {}, style: IllustrationInput['style'] = 'storybook'): IllustrationInput => ({
  plan: plan(overrides),
  style,
  hero,
  extras: [petLook('Biscuit', 'a scruffy dog')],
  seed: 7,
});

/** The hero's own group: everything drawn for the child, whatever the scene around it. */
function heroGroup(svg: string): string {
  const start = svg.indexOf('<g data-figure="hero"');
  expect(start).toBeGreaterThan(-1);
  let depth = 0;
  const tags = /<(\/?)g\b[^>]*?(\/?)>/g;
  tags.lastIndex = start;
  for (let match = tags.exec(svg); match; match = tags.exec(svg)) {
    if (match[2]) continue;
    depth += match[1] ? -1 : 1;
    if (depth === 0) return svg.slice(start, tags.lastIndex);
  }
  throw new Error('unclosed hero group');
}

describe('built-in illustrator', () => {
  it.each(illustrationStyleIds)('draws every setting at every time of day in the %s style, as safe SVG', (style) => {
    for (const setting of sceneSettings) {
      for (const timeOfDay of timesOfDay) {
        const svg = illustrate(input({ setting, timeOfDay }, style));
        expect(assertSafeSvg(svg)).toBe(svg);
        expect(svg).not.toMatch(/NaN|undefined|Infinity|<script|<text/);
        expect(svg).toContain(skinTones.tan);
      }
    }
  });

  it('draws every creature, pose and expression', () => {
    for (const creature of creatureKinds) expect(assertSafeSvg(illustrate(input({ creature })))).toContain('data-figure="creature"');
    const drawings = new Set<string>();
    for (const pose of poseNames) for (const expression of expressionNames) drawings.add(heroGroup(illustrate(input({ figures: [{ who: 'hero', pose, expression }] }))));
    expect(drawings.size).toBe(poseNames.length * expressionNames.length);
  });

  it('keeps every identity colour of the hero in every pose, expression, style and camera', () => {
    const identity = [skinTones.tan, hairColours.ginger, eyeColours.green, outfitColours.berry, outfitColours.teal];
    for (const style of illustrationStyleIds) {
      for (const pose of poseNames) {
        for (const framing of ['wide', 'medium', 'close'] as const) {
          const group = heroGroup(illustrate(input({ figures: [{ who: 'hero', pose, expression: 'worried' }], framing, angle: 'low', placement: 'right' }, style)));
          for (const colour of identity) expect(group).toContain(colour);
          // Glasses are two lens rings; freckles eight dots.
          expect(group.match(/r="12.5"/g)).toHaveLength(2);
          expect(group.match(/r="1.6"/g)).toHaveLength(8);
        }
      }
    }
  });

  it('is the same picture for the same plan, and changes with the camera', () => {
    expect(illustrate(input())).toBe(illustrate(input()));
    const shots = new Set([illustrate(input({ framing: 'close' })), illustrate(input({ placement: 'left' })), illustrate(input({ angle: 'high' })), illustrate(input({ variant: 3 })), illustrate(input())]);
    expect(shots.size).toBe(5);
  });

  it('renders the five styles differently, not as a colour swap of one drawing', () => {
    const filtersOf = (svg: string) => [...svg.matchAll(/<filter id="([\w-]+)"/g)].map((match) => match[1]).join(',');
    const styles = illustrationStyleIds.map((style) => filtersOf(illustrate(input({}, style))));
    expect(new Set(styles).size).toBe(illustrationStyleIds.length);
  });

  it('gives a pet or friend the same look every time from its name', () => {
    expect(petLook('Biscuit', 'dog')).toEqual(petLook('Biscuit', 'dog'));
    expect(petLook('Whiskers', 'a ginger cat')).toMatchObject({ type: 'animal', look: { kind: 'cat' } });
    expect(petLook('Rex')).toMatchObject({ look: { kind: 'dog' } });
    expect(friendLook('Sam')).toEqual(friendLook('Sam'));
    expect(friendLook('Sam')).not.toEqual(friendLook('Priya'));
  });
});

describe('svg sanitiser', () => {
  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><rect onload="alert(1)"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://example.com/x.png"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://example.com/#a)"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg">hello</svg>',
    '<!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg"></svg>',
  ])('refuses %s', (svg) => {
    expect(() => assertSafeSvg(svg)).toThrow(UnsafeSvgError);
  });
});

describe('sea creatures out of the water', () => {
  const creatureY = (svg: string, kind: string) => Number(new RegExp(`data-creature="${kind}" transform="translate\\([\\d.]+ ([\\d.]+)\\)`).exec(svg)?.[1]);

  it('swim in the sea by the horizon at the beach, float freely underwater, and stay away from places with no water', () => {
    for (const kind of ['whale', 'fish'] as const) {
      const beach = illustrate(input({ setting: 'beach', creature: kind }));
      const underwater = illustrate(input({ setting: 'underwater', creature: kind }));
      // Level camera: the horizon is at 380; in the sea the creature sits just below it, underwater well above the ground.
      expect(creatureY(beach, kind), kind).toBeGreaterThan(380);
      expect(creatureY(beach, kind), kind).toBeLessThan(440);
      expect(creatureY(underwater, kind), kind).toBeLessThan(creatureY(beach, kind));
      expect(beach).toContain('stroke="#ffffff" stroke-width="5"');
      expect(illustrate(input({ setting: 'city-street', creature: kind }))).not.toContain(`data-creature="${kind}"`);
      expect(illustrate(input({ setting: 'park', creature: 'fox' }))).toContain('data-creature="fox"');
    }
  });
});
