/** The face: ears, head, cheeks, freckles, eyes, brows, nose, smile and glasses. */
import { el, shade, type SvgNode } from './svg-tree.ts';

export interface FaceColours {
  skin: string;
  eyes: string;
  brows: string;
}

const eyeCentres = [
  [82, 102],
  [118, 102],
] as const;

/** Fixed dots, so the same child always has the same freckles. */
const frecklePoints = [
  [78, 116],
  [84, 119],
  [88, 114],
  [74, 120],
  [112, 114],
  [116, 119],
  [122, 116],
  [126, 120],
] as const;

export function drawHead({ skin }: FaceColours): SvgNode[] {
  const ear = (cx: number) => [
    el('circle', { cx, cy: 104, r: 9.5, fill: skin }),
    el('circle', { cx, cy: 104, r: 4.5, fill: shade(skin, 0.12) }),
  ];
  return [...ear(57), ...ear(143), el('ellipse', { cx: 100, cy: 96, rx: 44, ry: 46, fill: skin })];
}

export const expressionNames = ['happy', 'surprised', 'thinking', 'sleepy', 'worried', 'brave'] as const;
export type ExpressionName = (typeof expressionNames)[number];

interface Look {
  /** Brow paths, left then right (the eye centres sit at y 102). */
  brows: string;
  mouth: SvgNode[];
  /** Where the pupils look, and how much of each eye the lid covers (0 open, 1 closed). */
  gaze: [number, number];
  lid: number;
  eyeScale: number;
}

const smile = [
  el('path', { d: 'M88 122Q100 136 112 122Q100 127 88 122Z', fill: '#8c3b3b' }),
  el('path', { d: 'M94 128Q100 132 106 128Q100 126 94 128Z', fill: '#e0787a' }),
];
const line = (d: string) => el('path', { d, fill: 'none', stroke: '#8c3b3b', 'stroke-width': 3, 'stroke-linecap': 'round' });

const looks: Record<ExpressionName, Look> = {
  happy: { brows: 'M72 88Q81 82 90 87M110 87Q119 82 128 88', mouth: smile, gaze: [0, 0], lid: 0, eyeScale: 1 },
  surprised: {
    brows: 'M72 82Q81 75 90 80M110 80Q119 75 128 82',
    mouth: [el('ellipse', { cx: 100, cy: 126, rx: 6, ry: 7.5, fill: '#8c3b3b' }), el('ellipse', { cx: 100, cy: 129.5, rx: 3.5, ry: 2.5, fill: '#e0787a' })],
    gaze: [0, 0],
    lid: 0,
    eyeScale: 1.15,
  },
  thinking: { brows: 'M72 86Q81 80 90 85M110 84Q119 84 128 87', mouth: [line('M93 126Q101 128 108 123')], gaze: [2.2, -2.2], lid: 0.1, eyeScale: 1 },
  sleepy: { brows: 'M72 90Q81 87 90 89M110 89Q119 87 128 90', mouth: [line('M94 124Q100 128 106 124')], gaze: [0, 1], lid: 0.55, eyeScale: 1 },
  worried: { brows: 'M72 90Q80 88 89 83M111 83Q120 88 128 90', mouth: [line('M91 127Q95 123 100 126Q105 129 109 125')], gaze: [0, 0.5], lid: 0, eyeScale: 1 },
  brave: {
    brows: 'M72 84Q81 86 90 90M110 90Q119 86 128 84',
    mouth: [el('path', { d: 'M88 122Q100 132 112 122Q100 125 88 122Z', fill: '#8c3b3b' })],
    gaze: [0, 0],
    lid: 0.18,
    eyeScale: 1,
  },
};

export interface FaceOptions {
  freckles: boolean;
  expression?: ExpressionName;
  /** Asleep: both lids closed, whatever the expression. */
  eyesClosed?: boolean;
}

export function drawFace({ skin, eyes, brows }: FaceColours, options: FaceOptions): SvgNode[] {
  const look = looks[options.expression ?? 'happy'];
  const lid = options.eyesClosed ? 1 : look.lid;
  const nodes: SvgNode[] = [
    el('ellipse', { cx: 72, cy: 118, rx: 7.5, ry: 4.5, fill: '#f08a7a', 'fill-opacity': 0.4 }),
    el('ellipse', { cx: 128, cy: 118, rx: 7.5, ry: 4.5, fill: '#f08a7a', 'fill-opacity': 0.4 }),
  ];
  if (options.freckles) {
    for (const [cx, cy] of frecklePoints) nodes.push(el('circle', { cx, cy, r: 1.6, fill: shade(skin, 0.38) }));
  }
  const [gazeX, gazeY] = look.gaze;
  for (const [cx, cy] of eyeCentres) {
    const rx = 8 * look.eyeScale;
    const ry = 9 * look.eyeScale;
    nodes.push(
      el('ellipse', { cx, cy, rx, ry, fill: '#ffffff' }),
      el('circle', { cx: cx + gazeX, cy: cy + 1 + gazeY, r: 6, fill: eyes }),
      el('circle', { cx: cx + gazeX, cy: cy + 1 + gazeY, r: 3, fill: '#1d1a22' }),
      el('circle', { cx: cx + 2 + gazeX, cy: cy - 1.5 + gazeY, r: 1.8, fill: '#ffffff' }),
    );
    // The lid is drawn over the eye rather than leaving the eye out, so the eye colour is always there.
    if (lid > 0) {
      const lidBottom = cy - ry + 2 * ry * lid;
      nodes.push(
        el('path', { d: `M${cx - rx - 1} ${cy}A${rx + 1} ${ry + 1} 0 0 1 ${cx + rx + 1} ${cy}V${lidBottom}H${cx - rx - 1}Z`, fill: skin }),
        el('path', { d: `M${cx - rx} ${lidBottom}Q${cx} ${lidBottom + (lid >= 1 ? 4 : 1.5)} ${cx + rx} ${lidBottom}`, fill: 'none', stroke: '#3a2a2a', 'stroke-width': 2, 'stroke-linecap': 'round' }),
      );
    }
  }
  nodes.push(
    el('path', { d: look.brows, fill: 'none', stroke: brows, 'stroke-width': 3, 'stroke-linecap': 'round' }),
    el('path', { d: 'M98 109Q101 114 104 110', fill: 'none', stroke: shade(skin, 0.3), 'stroke-width': 2, 'stroke-linecap': 'round' }),
    ...look.mouth,
  );
  return nodes;
}

export function drawGlasses(): SvgNode[] {
  const frame = { fill: '#ffffff', 'fill-opacity': 0.18, stroke: '#2d2a35', 'stroke-width': 3 };
  return [
    el('circle', { cx: 82, cy: 102, r: 12.5, ...frame }),
    el('circle', { cx: 118, cy: 102, r: 12.5, ...frame }),
    el('path', {
      d: 'M94 101Q100 96 106 101M69.5 100L58 97M130.5 100L142 97',
      fill: 'none',
      stroke: '#2d2a35',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
  ];
}
