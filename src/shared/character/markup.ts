/**
 * SVG markup helpers for the drawings kept as strings (the creatures, and the built-in
 * illustrator's scenery). Everything is built from numbers and colours of our own tables: no
 * text from a story or a parent ever reaches an attribute.
 */
import { round } from './svg-tree.ts';

type Attrs = Record<string, string | number | undefined>;

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? round(value) : value}"`)
    .join('');
}

export const tag = (name: string, values: Attrs, inner?: string) =>
  inner === undefined ? `<${name}${attrs(values)}/>` : `<${name}${attrs(values)}>${inner}</${name}>`;
export const path = (d: string, fill: string, extra: Attrs = {}) => tag('path', { d, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => tag('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  tag('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  tag('rect', { x, y, width, height, fill, ...extra });
export const group = (inner: string, extra: Attrs = {}) => tag('g', extra, inner);
export const stroke = (d: string, colour: string, width: number, extra: Attrs = {}) =>
  tag('path', { d, fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });
