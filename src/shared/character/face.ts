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

export function drawFace({ skin, eyes, brows }: FaceColours, options: { freckles: boolean }): SvgNode[] {
  const nodes: SvgNode[] = [
    el('ellipse', { cx: 72, cy: 118, rx: 7.5, ry: 4.5, fill: '#f08a7a', 'fill-opacity': 0.4 }),
    el('ellipse', { cx: 128, cy: 118, rx: 7.5, ry: 4.5, fill: '#f08a7a', 'fill-opacity': 0.4 }),
  ];
  if (options.freckles) {
    for (const [cx, cy] of frecklePoints) nodes.push(el('circle', { cx, cy, r: 1.6, fill: shade(skin, 0.38) }));
  }
  for (const [cx, cy] of eyeCentres) {
    nodes.push(
      el('ellipse', { cx, cy, rx: 8, ry: 9, fill: '#ffffff' }),
      el('circle', { cx, cy: cy + 1, r: 6, fill: eyes }),
      el('circle', { cx, cy: cy + 1, r: 3, fill: '#1d1a22' }),
      el('circle', { cx: cx + 2, cy: cy - 1.5, r: 1.8, fill: '#ffffff' }),
    );
  }
  nodes.push(
    el('path', {
      d: 'M72 88Q81 82 90 87M110 87Q119 82 128 88',
      fill: 'none',
      stroke: brows,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    el('path', { d: 'M98 109Q101 114 104 110', fill: 'none', stroke: shade(skin, 0.3), 'stroke-width': 2, 'stroke-linecap': 'round' }),
    el('path', { d: 'M88 122Q100 136 112 122Q100 127 88 122Z', fill: '#8c3b3b' }),
    el('path', { d: 'M94 128Q100 132 106 128Q100 126 94 128Z', fill: '#e0787a' }),
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
