/**
 * Small drawing helpers shared by the backgrounds and props of the built-in illustrator.
 * Everything is plain SVG markup built from numbers and colours of our own tables: no text from a
 * story or a parent ever reaches an attribute.
 */
import { circle, ellipse, group, path, rect, stroke } from '../../../../shared/character/markup.ts';
import { mix, round } from '../../../../shared/character/svg-tree.ts';

export { circle, ellipse, group, path, rect, stroke, tag } from '../../../../shared/character/markup.ts';

/** A small seeded generator (mulberry32): the same page always gets the same clouds and flowers. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: () => number, low: number, high: number) => low + (high - low) * rng();

export const at = (x: number, y: number, scale = 1, inner = '') =>
  group(inner, { transform: `translate(${round(x)} ${round(y)})${scale === 1 ? '' : ` scale(${round(scale)})`}` });

/** A rolling hill line from x 0 to 800 at about `y`, closed down to the bottom of the picture. */
export function hills(y: number, amplitude: number, bumps: number, rng: () => number, bottom = 600): string {
  const width = 800 / bumps;
  let d = `M-20 ${round(y + between(rng, -amplitude, amplitude) / 2)}`;
  for (let index = 0; index < bumps; index += 1) {
    const x = (index + 1) * width;
    d += `Q${round(x - width / 2)} ${round(y - amplitude * between(rng, 0.4, 1))} ${round(x + 10)} ${round(y + between(rng, -amplitude, amplitude) / 3)}`;
  }
  return `${d}L820 ${bottom}H-20Z`;
}

export function cloud(x: number, y: number, scale: number, colour = '#ffffff', opacity = 0.9): string {
  return at(
    x,
    y,
    scale,
    group(
      [ellipse(0, 0, 46, 20, colour), circle(-20, -10, 20, colour), circle(10, -18, 26, colour), circle(34, -6, 17, colour)].join(''),
      { 'fill-opacity': opacity },
    ),
  );
}

/** A round-topped tree: a trunk and two or three blobs of leaves. */
export function roundTree(x: number, ground: number, height: number, leaf: string, trunk = '#8a5a3c'): string {
  const s = height / 160;
  return at(
    x,
    ground,
    s,
    [
      rect(-9, -70, 18, 72, trunk, { rx: 6 }),
      circle(0, -110, 48, leaf),
      circle(-34, -88, 32, shadeOf(leaf)),
      circle(32, -86, 34, leaf),
      circle(-12, -128, 22, tintOf(leaf), { 'fill-opacity': 0.5 }),
    ].join(''),
  );
}

export function pineTree(x: number, ground: number, height: number, leaf: string): string {
  const s = height / 160;
  return at(
    x,
    ground,
    s,
    [
      rect(-7, -24, 14, 26, '#7a4e34', { rx: 4 }),
      path('M0 -160L46 -70H-46Z', tintOf(leaf)),
      path('M0 -120L56 -22H-56Z', leaf),
      path('M0 -80L62 20H-62Z', shadeOf(leaf)),
    ].join(''),
  );
}

export function flower(x: number, y: number, petal: string, scale = 1): string {
  return at(
    x,
    y,
    scale,
    [
      stroke('M0 0V14', '#4f8f46', 2.5),
      ...[0, 72, 144, 216, 288].map((angle) => ellipse(0, -6, 4, 6, petal, { transform: `rotate(${angle})` })),
      circle(0, 0, 3.5, '#f6d04d'),
    ].join(''),
  );
}

const shadeOf = (hex: string) => mix(hex, '#1d2b1a', 0.18);
const tintOf = (hex: string) => mix(hex, '#ffffff', 0.25);
