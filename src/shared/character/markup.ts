/**
 * SVG markup helpers for the drawings kept as strings (the creatures, and the built-in
 * illustrator's scenery). Everything is built from numbers and colours of our own tables: no
 * text from a story or a parent ever reaches an attribute.
 */
import { round, type SvgNode, type SvgTag } from './svg-tree.ts';

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

const markupToken = /<(\/?)([A-Za-z][\w-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"]*")*)\s*(\/?)>/g;
const markupAttribute = /([A-Za-z_:][\w:.-]*)="([^"]*)"/g;

/**
 * Reads markup made by these helpers back as an element tree, so the web app can show a creature
 * as React elements drawn by this same module. Only our own output is expected: anything else
 * (text, comments, unknown tags) is skipped.
 */
export function parseMarkup(markup: string): SvgNode[] {
  const root: { children: SvgNode[] } = { children: [] };
  const open: Array<{ children: SvgNode[] }> = [root];
  for (const [, closing, name, attributeText, selfClosing] of markup.matchAll(markupToken)) {
    if (!svgTags.has(name as SvgTag)) continue;
    if (closing) {
      if (open.length > 1) open.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [, key, value] of attributeText!.matchAll(markupAttribute)) attrs[key!] = value!;
    const node = { tag: name as SvgTag, attrs, children: [] as SvgNode[] };
    open.at(-1)!.children.push(node);
    if (!selfClosing) open.push(node);
  }
  return root.children;
}

const svgTags: ReadonlySet<SvgTag> = new Set(['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line']);
