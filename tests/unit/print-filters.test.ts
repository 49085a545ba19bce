import { describe, expect, it } from 'vitest';
import { defaultAppearance } from '@shared/appearance.ts';
import type { ScenePlan } from '@shared/schemas/illustrations.ts';
import { illustrate } from '../../src/server/providers/images/builtin/illustrate.ts';
import { withCurrentFilters } from '../../src/server/providers/images/builtin/styles.ts';

const plan: ScenePlan = {
  setting: 'park',
  timeOfDay: 'night',
  figures: [{ who: 'hero', pose: 'standing', expression: 'happy' }],
  creature: null,
  props: [],
  framing: 'wide',
  placement: 'centre',
  angle: 'level',
  variant: 0,
  altText: '',
};

/** The watercolour wash as pictures stored before it was made cheaper carry it: an eroded, displaced rim. */
const storedWash =
  '<filter id="wash" x="-4%" y="-4%" width="108%" height="108%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.018" numOctaves="2" seed="3" result="noise"/>' +
  '<feDisplacementMap in="SourceGraphic" in2="noise" scale="16" xChannelSelector="R" yChannelSelector="G" result="wobble"/><feMorphology in="SourceAlpha" operator="erode" radius="2.5" result="inner"/>' +
  '<feComposite in="SourceAlpha" in2="inner" operator="out" result="rim"/><feDisplacementMap in="rim" in2="noise" scale="16" xChannelSelector="R" yChannelSelector="G" result="rim"/></filter>';

describe('pictures prepared for print', () => {
  it('are drawn with their style’s filters as they are now, whatever filters they were stored with', () => {
    const now = illustrate({ plan, style: 'watercolour', hero: defaultAppearance, extras: [], seed: 3 });
    const stored = now.replace(/<filter id="wash"[\s\S]*?<\/filter>/, storedWash);
    expect(stored).toContain('feMorphology');

    const printed = withCurrentFilters(stored);
    expect(printed).toBe(now);
    expect(printed).not.toContain('feMorphology');
    // One displacement for the wash's wobble and its rim, not two.
    expect(printed.match(/<filter id="wash"[\s\S]*?<\/filter>/)![0].match(/feDisplacementMap/g)).toHaveLength(1);
  });

  it('leaves filters that belong to no style (the light of the time of day) as they are', () => {
    const picture = illustrate({ plan, style: 'storybook', hero: defaultAppearance, extras: [], seed: 3 });
    expect(picture).toContain('<filter id="light"');
    expect(withCurrentFilters(picture)).toBe(picture);
  });
});

describe('a torn or waxy frame', () => {
  it.each(['watercolour', 'crayon'] as const)('in %s is filtered strip by strip, never over the whole picture inside it', (style) => {
    const picture = illustrate({ plan, style, hero: defaultAppearance, extras: [], seed: 3 });
    const regions = [...picture.matchAll(/<filter id="[a-z]+-edge-\d" filterUnits="userSpaceOnUse" x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"/g)].map((match) => match.slice(1).map(Number));
    expect(regions).toHaveLength(4);
    // Each strip's filter covers well under half of the 800 × 600 picture.
    for (const [, , width, height] of regions) expect(width! * height!).toBeLessThan(0.4 * 800 * 600);
    expect(picture.match(/filter="url\(#[a-z]+-edge-\d\)"/g)).toHaveLength(4);
  });
});
