/**
 * The story's animals and helpers, standing on y = 0 and centred on x = 0, each drawn from its
 * own colours so a family's dog is the same dog on every page. Friendly faces only: big eyes,
 * small smiles, no teeth or claws.
 */
import type { CreatureKind } from '../schemas/illustrations.ts';
import { circle, ellipse, group, path, rect, stroke } from './markup.ts';
import { shade, tint } from './svg-tree.ts';

export interface CreatureLook {
  kind: CreatureKind;
  body: string;
  accent: string;
  /** A patch over one eye or on the back: the marking that tells two dogs apart. */
  marking: boolean;
  /** A companion's chosen markings, in their own colour, over the back. */
  pattern?: { style: 'spots' | 'patches' | 'stripes'; colour: string };
  /** A companion's eye colour (else the drawings' dark, friendly eyes). */
  eyes?: string;
  /** A pet's collar or a cuddly toy's bow, round the neck. */
  neckwear?: { style: 'collar' | 'bow'; colour: string };
  /** Drawn at this share of the creature's usual size (a cuddly toy is smaller than the real animal). */
  size?: number;
}

/** Scale against the child's drawing units (the drawings are already roughly to size). */
export const creatureScale: Record<CreatureKind, number> = {
  dog: 1,
  cat: 1,
  rabbit: 1,
  owl: 0.8,
  fox: 1,
  bear: 1,
  fish: 0.9,
  dragon: 1.2,
  unicorn: 1,
  dinosaur: 1.25,
  robot: 0.85,
  whale: 1.3,
};

/** Creatures that float or fly rather than stand. */
export const floats: ReadonlySet<CreatureKind> = new Set(['fish', 'whale', 'owl']);

export const defaultCreatureLooks: Record<CreatureKind, Omit<CreatureLook, 'kind'>> = {
  dog: { body: '#d9a066', accent: '#f6e6cf', marking: true },
  cat: { body: '#9a9aa6', accent: '#f1e9e4', marking: false },
  rabbit: { body: '#e9ddd2', accent: '#f4b7c2', marking: false },
  owl: { body: '#a9805c', accent: '#f2deb8', marking: false },
  fox: { body: '#e58a3f', accent: '#fbf1e4', marking: false },
  bear: { body: '#9b6a48', accent: '#e3c29c', marking: false },
  fish: { body: '#f4a13c', accent: '#ffffff', marking: true },
  dragon: { body: '#5fb37a', accent: '#f6d57a', marking: false },
  unicorn: { body: '#fbf6fb', accent: '#c49af2', marking: false },
  dinosaur: { body: '#7cc0a0', accent: '#f3d58a', marking: true },
  robot: { body: '#9fb6cf', accent: '#f2c14e', marking: false },
  whale: { body: '#5f86c8', accent: '#dfeaf7', marking: false },
};

type Eye = (x: number, y: number, r?: number) => string;
const darkEye: Eye = (x, y, r = 6) => circle(x, y, r, '#2b2430') + circle(x + r * 0.35, y - r * 0.35, r * 0.35, '#ffffff');
/** A coloured eye: the iris, a dark pupil and the same highlight. */
const colouredEye =
  (iris: string): Eye =>
  (x, y, r = 6) =>
    circle(x, y, r, iris) + circle(x, y, r * 0.55, '#2b2430') + circle(x + r * 0.35, y - r * 0.35, r * 0.35, '#ffffff');
const smile = (x: number, y: number, w = 8) => stroke(`M${x - w / 2} ${y}q${w / 2} ${w / 2.2} ${w} 0`, '#2b2430', 2.5);
const cheek = (x: number, y: number) => ellipse(x, y, 6, 3.5, '#f08a7a', { 'fill-opacity': 0.45 });

type Draw = (look: CreatureLook, eye: Eye) => string;

const dog: Draw = ({ body, accent, marking }, eye) =>
  [
    stroke('M58 -62q26 -18 20 -38', body, 10),
    ellipse(20, -44, 52, 30, body),
    rect(-20, -30, 14, 30, body, { rx: 7 }),
    rect(38, -30, 14, 30, body, { rx: 7 }),
    ellipse(20, -38, 30, 16, accent),
    circle(-30, -80, 34, body),
    ellipse(-58, -86, 12, 26, shade(body, 0.25), { transform: 'rotate(20 -58 -86)' }),
    ellipse(-2, -86, 12, 26, shade(body, 0.25), { transform: 'rotate(-20 -2 -86)' }),
    ellipse(-30, -66, 18, 13, accent),
    ...(marking ? [circle(-40, -88, 11, shade(body, 0.3))] : []),
    eye(-40, -88, 5.5),
    eye(-18, -88, 5.5),
    ellipse(-30, -72, 6, 4.5, '#2b2430'),
    smile(-30, -64),
  ].join('');

const cat: Draw = ({ body, accent, marking }, eye) =>
  [
    stroke('M40 -20q40 -10 30 -60', body, 9),
    ellipse(10, -36, 40, 30, body),
    ellipse(10, -28, 22, 18, accent),
    rect(-14, -16, 12, 16, body, { rx: 6 }),
    rect(24, -16, 12, 16, body, { rx: 6 }),
    circle(0, -82, 32, body),
    path('M-28 -96l-4 -34l26 18Z', body),
    path('M28 -96l4 -34l-26 18Z', body),
    path('M-24 -102l-2 -18l14 10Z', '#f4b7c2'),
    path('M24 -102l2 -18l-14 10Z', '#f4b7c2'),
    ...(marking ? [stroke('M-10 -112v10M0 -114v12M10 -112v10', shade(body, 0.3), 4)] : []),
    eye(-12, -84, 5.5),
    eye(12, -84, 5.5),
    path('M-4 -72h8l-4 5Z', '#f08a9a'),
    smile(0, -66, 10),
    stroke('M-20 -72h-18M-20 -68l-16 4M20 -72h18M20 -68l16 4', '#2b2430', 1.5),
  ].join('');

const rabbit: Draw = ({ body, accent }, eye) =>
  [
    ellipse(0, -34, 36, 32, body),
    circle(34, -30, 10, '#ffffff'),
    circle(0, -80, 28, body),
    ellipse(-12, -128, 9, 30, body),
    ellipse(12, -128, 9, 30, body),
    ellipse(-12, -126, 4.5, 22, accent),
    ellipse(12, -126, 4.5, 22, accent),
    eye(-10, -84, 5),
    eye(10, -84, 5),
    path('M-4 -74h8l-4 4Z', accent),
    smile(0, -68, 8),
    ellipse(-14, -4, 14, 6, tint(body, 0.2)),
    ellipse(14, -4, 14, 6, tint(body, 0.2)),
  ].join('');

const owl: Draw = ({ body, accent }, eye) =>
  [
    ellipse(0, -60, 44, 56, body),
    ellipse(0, -46, 30, 36, accent),
    stroke('M-12 -50q6 4 12 0q6 4 12 0M-12 -38q6 4 12 0q6 4 12 0', shade(accent, 0.25), 2),
    path('M-44 -70q-16 30 4 56Z', shade(body, 0.2)),
    path('M44 -70q16 30 -4 56Z', shade(body, 0.2)),
    path('M-36 -110l6 -18l14 12Z', body),
    path('M36 -110l-6 -18l-14 12Z', body),
    circle(-16, -88, 16, '#ffffff'),
    circle(16, -88, 16, '#ffffff'),
    eye(-16, -88, 8),
    eye(16, -88, 8),
    path('M-5 -76h10l-5 9Z', '#f2a53c'),
    stroke('M-14 -4v-6M14 -4v-6', '#f2a53c', 4),
  ].join('');

const fox: Draw = ({ body, accent }, eye) =>
  [
    path('M44 -30q60 -10 50 -60q-10 30 -40 30Z', body),
    path('M84 -78q10 -10 10 -14q-4 16 -16 20Z', accent),
    ellipse(14, -38, 42, 26, body),
    ellipse(6, -30, 22, 14, accent),
    rect(-16, -22, 11, 22, shade(body, 0.35), { rx: 5 }),
    rect(30, -22, 11, 22, shade(body, 0.35), { rx: 5 }),
    path('M-58 -92Q-30 -40 0 -60Q30 -40 58 -92Q30 -104 0 -104Q-30 -104 -58 -92Z', body),
    path('M-40 -80Q-20 -48 0 -56Q20 -48 40 -80Q20 -66 0 -66Q-20 -66 -40 -80Z', accent),
    path('M-44 -96l-8 -34l30 18Z', body),
    path('M44 -96l8 -34l-30 18Z', body),
    eye(-16, -84, 5),
    eye(16, -84, 5),
    circle(0, -60, 5, '#2b2430'),
  ].join('');

const bear: Draw = ({ body, accent }, eye) =>
  [
    ellipse(0, -80, 62, 70, body),
    ellipse(0, -70, 38, 44, accent),
    ellipse(-34, -14, 24, 16, body),
    ellipse(34, -14, 24, 16, body),
    ellipse(-60, -96, 18, 34, body, { transform: 'rotate(20 -60 -96)' }),
    ellipse(60, -96, 18, 34, body, { transform: 'rotate(-20 60 -96)' }),
    circle(0, -176, 48, body),
    circle(-38, -212, 16, body),
    circle(38, -212, 16, body),
    circle(-38, -212, 8, accent),
    circle(38, -212, 8, accent),
    ellipse(0, -160, 22, 16, accent),
    eye(-18, -184, 6),
    eye(18, -184, 6),
    ellipse(0, -168, 7, 5, '#2b2430'),
    smile(0, -156, 10),
    cheek(-30, -166),
    cheek(30, -166),
  ].join('');

const fish: Draw = ({ body, accent, marking }, eye) =>
  [
    path('M30 -40l36 -24v48Z', shade(body, 0.1)),
    ellipse(0, -40, 44, 30, body),
    ...(marking ? [path('M-4 -68q10 28 0 56', 'none', { stroke: accent, 'stroke-width': 8 }), path('M16 -64q8 24 0 48', 'none', { stroke: accent, 'stroke-width': 6 })] : []),
    path('M-8 -68q14 -16 26 -2Z', shade(body, 0.15)),
    eye(-22, -46, 6),
    smile(-32, -32, 7),
  ].join('');

const dragon: Draw = ({ body, accent }, eye) =>
  [
    path('M60 -40q70 10 80 -40q10 30 -10 60q-30 20 -70 10Z', body),
    path('M132 -84l16 -8l-4 18Z', accent),
    path('M-10 -120q-40 -70 -100 -50q40 10 50 40q-30 -10 -50 10q50 0 70 20Z', tint(body, 0.25)),
    path('M30 -120q40 -70 100 -50q-40 10 -50 40q30 -10 50 10q-50 0 -70 20Z', shade(body, 0.1)),
    ellipse(10, -70, 66, 56, body),
    ellipse(4, -58, 40, 38, accent),
    stroke('M-20 -70h48M-22 -54h52M-18 -38h44', shade(accent, 0.2), 2),
    rect(-40, -30, 26, 30, body, { rx: 12 }),
    rect(40, -30, 26, 30, body, { rx: 12 }),
    circle(-30, -150, 44, body),
    ellipse(-56, -132, 24, 18, tint(body, 0.15)),
    path('M-46 -190l-6 -26l18 14Z', accent),
    path('M-16 -192l4 -26l12 20Z', accent),
    eye(-40, -158, 7),
    eye(-12, -158, 7),
    circle(-64, -136, 2.5, '#2b2430'),
    circle(-52, -136, 2.5, '#2b2430'),
    smile(-46, -124, 14),
    cheek(-18, -138),
  ].join('');

const unicorn: Draw = ({ body, accent }, eye) =>
  [
    path('M70 -110q40 0 36 60q-16 -30 -40 -30Z', accent),
    ellipse(20, -100, 70, 42, body),
    rect(-34, -70, 18, 70, body, { rx: 9 }),
    rect(-6, -70, 18, 70, shade(body, 0.06), { rx: 9 }),
    rect(36, -70, 18, 70, body, { rx: 9 }),
    rect(64, -70, 18, 70, shade(body, 0.06), { rx: 9 }),
    ...[-34, -6, 36, 64].map((x) => rect(x, -10, 18, 10, '#c9a7e8', { rx: 3 })),
    path('M-30 -120q-20 -40 -10 -80l40 0q10 40 -10 80Z', body),
    ellipse(-40, -196, 34, 26, body),
    path('M-40 -220l6 -44l10 42Z', '#f6d57a'),
    path('M-10 -214q30 10 26 70q-14 -40 -30 -50Z', accent),
    path('M-4 -200q22 14 16 50q-10 -26 -22 -34Z', tint(accent, 0.3)),
    path('M-24 -220l-2 -16l12 10Z', body),
    eye(-42, -200, 6),
    ellipse(-66, -188, 3, 2, '#c79fb0'),
    smile(-58, -180, 10),
    cheek(-36, -186),
  ].join('');

const dinosaur: Draw = ({ body, accent, marking }, eye) =>
  [
    path('M60 -50q80 10 110 40q-60 -10 -110 -10Z', body),
    ellipse(20, -70, 72, 54, body),
    ellipse(10, -56, 44, 34, accent),
    ...(marking ? [circle(40, -104, 9, shade(body, 0.2)), circle(66, -90, 7, shade(body, 0.2)), circle(16, -114, 7, shade(body, 0.2))] : []),
    ...[-10, 16, 42, 68].map((x, index) => path(`M${x} -${118 - index * 6}l12 -22l12 22Z`, '#f2a53c')),
    rect(-30, -30, 28, 30, body, { rx: 12 }),
    rect(44, -30, 28, 30, body, { rx: 12 }),
    path('M-30 -100q-10 -70 -30 -110', 'none', { stroke: body, 'stroke-width': 40, 'stroke-linecap': 'round' }),
    ellipse(-72, -218, 40, 28, body),
    eye(-78, -226, 6.5),
    circle(-104, -214, 2.5, '#2b2430'),
    smile(-90, -204, 16),
    cheek(-64, -208),
  ].join('');

const robot: Draw = ({ body, accent }) =>
  [
    stroke('M0 -148v-22', '#6b7a8f', 4),
    circle(0, -174, 8, accent),
    rect(-36, -148, 72, 54, body, { rx: 14 }),
    rect(-26, -138, 52, 32, '#2f3b52', { rx: 8 }),
    circle(-12, -122, 6, '#7fe0ff'),
    circle(12, -122, 6, '#7fe0ff'),
    stroke('M-8 -112q8 5 16 0', '#7fe0ff', 2.5),
    rect(-30, -90, 60, 62, shade(body, 0.08), { rx: 12 }),
    circle(0, -62, 10, accent),
    rect(-44, -84, 12, 40, '#6b7a8f', { rx: 6 }),
    rect(32, -84, 12, 40, '#6b7a8f', { rx: 6 }),
    rect(-24, -28, 16, 26, '#6b7a8f', { rx: 5 }),
    rect(8, -28, 16, 26, '#6b7a8f', { rx: 5 }),
  ].join('');

const whale: Draw = ({ body, accent }, eye) =>
  [
    path('M90 -70q40 -40 60 -20q-30 10 -30 30q0 30 30 30q-20 24 -60 -10Z', body),
    ellipse(0, -70, 110, 62, body),
    path('M-100 -60q100 70 190 0q-40 50 -100 50q-60 0 -90 -50Z', accent),
    stroke('M-70 -40h120M-64 -28h110', shade(accent, 0.15), 2),
    eye(-60, -82, 7),
    smile(-80, -60, 16),
    cheek(-48, -66),
    stroke('M-20 -132q-6 -22 -18 -30M-20 -132q6 -22 18 -30M-20 -132v-28', '#bfe3f7', 4),
  ].join('');

const drawings: Record<CreatureKind, Draw> = { dog, cat, rabbit, owl, fox, bear, fish, dragon, unicorn, dinosaur, robot, whale };

/** Where each creature's back (for markings) and neck (for a collar or a bow) are. */
interface Anchors {
  back: { cx: number; cy: number; rx: number; ry: number };
  neck: { x: number; y: number; width: number } | null;
}

const anchors: Record<CreatureKind, Anchors> = {
  dog: { back: { cx: 32, cy: -50, rx: 28, ry: 17 }, neck: { x: -24, y: -50, width: 36 } },
  cat: { back: { cx: 22, cy: -42, rx: 20, ry: 14 }, neck: { x: 0, y: -53, width: 36 } },
  rabbit: { back: { cx: 4, cy: -32, rx: 22, ry: 16 }, neck: { x: 0, y: -55, width: 32 } },
  owl: { back: { cx: 0, cy: -40, rx: 22, ry: 20 }, neck: { x: 0, y: -70, width: 40 } },
  fox: { back: { cx: 30, cy: -44, rx: 22, ry: 13 }, neck: { x: 0, y: -58, width: 30 } },
  bear: { back: { cx: 0, cy: -72, rx: 36, ry: 38 }, neck: { x: 0, y: -130, width: 60 } },
  fish: { back: { cx: 8, cy: -40, rx: 24, ry: 18 }, neck: null },
  dragon: { back: { cx: 22, cy: -66, rx: 36, ry: 30 }, neck: { x: -24, y: -108, width: 50 } },
  unicorn: { back: { cx: 40, cy: -106, rx: 36, ry: 22 }, neck: { x: -22, y: -168, width: 34 } },
  dinosaur: { back: { cx: 32, cy: -74, rx: 40, ry: 30 }, neck: { x: -46, y: -168, width: 42 } },
  robot: { back: { cx: 0, cy: -46, rx: 20, ry: 14 }, neck: { x: 0, y: -92, width: 50 } },
  whale: { back: { cx: 20, cy: -92, rx: 60, ry: 26 }, neck: null },
};

function drawPattern(kind: CreatureKind, pattern: NonNullable<CreatureLook['pattern']>): string {
  const { cx, cy, rx, ry } = anchors[kind].back;
  const { style, colour } = pattern;
  if (style === 'spots') {
    const spots: Array<[number, number]> = [[-0.5, -0.3], [0.1, -0.55], [0.6, 0], [-0.15, 0.35], [0.4, 0.55]];
    return spots.map(([x, y]) => circle(cx + x * rx, cy + y * ry, Math.min(rx, ry) * 0.26, colour)).join('');
  }
  if (style === 'patches') {
    return ellipse(cx - 0.3 * rx, cy - 0.2 * ry, 0.5 * rx, 0.6 * ry, colour) + ellipse(cx + 0.5 * rx, cy + 0.3 * ry, 0.32 * rx, 0.4 * ry, colour);
  }
  return [-0.5, 0, 0.5].map((x) => stroke(`M${cx + x * rx} ${cy - ry * 0.8}q${rx * 0.15} ${ry * 0.8} 0 ${ry * 1.6}`, colour, ry * 0.22)).join('');
}

function drawNeckwear(kind: CreatureKind, neckwear: NonNullable<CreatureLook['neckwear']>): string {
  const neck = anchors[kind].neck;
  if (!neck) return '';
  const { x, y, width } = neck;
  if (neckwear.style === 'collar') {
    return stroke(`M${x - width / 2} ${y - 3}q${width / 2} ${width / 5} ${width} 0`, neckwear.colour, 6) + circle(x, y + width / 10 + 5, 4.5, '#f2c14e');
  }
  const knot = y + width / 10;
  return [
    path(`M${x} ${knot}l-16 -9v18Z`, neckwear.colour),
    path(`M${x} ${knot}l16 -9v18Z`, neckwear.colour),
    circle(x, knot, 4.5, shade(neckwear.colour, 0.2)),
  ].join('');
}

/** The creature, facing left, in its own units (a child is about 300 tall). */
export function drawCreature(look: CreatureLook, facing: 'left' | 'right' = 'left'): string {
  const drawn = [
    drawings[look.kind](look, look.eyes ? colouredEye(look.eyes) : darkEye),
    ...(look.pattern ? [drawPattern(look.kind, look.pattern)] : []),
    ...(look.neckwear ? [drawNeckwear(look.kind, look.neckwear)] : []),
  ].join('');
  return facing === 'left' ? group(drawn) : group(drawn, { transform: 'scale(-1 1)' });
}
