/**
 * A tiny SVG element tree: what the character drawing returns. It has no React and no DOM, so the
 * web app can turn it into React elements and the server-side illustrator into an SVG string.
 */
export type SvgTag = 'svg' | 'g' | 'path' | 'circle' | 'ellipse' | 'rect' | 'line';
export type SvgAttributes = Readonly<Record<string, string | number>>;

export interface SvgNode {
  tag: SvgTag;
  /** SVG's own attribute names (stroke-width, not strokeWidth). */
  attrs: SvgAttributes;
  children?: readonly SvgNode[];
}

export const el = (tag: SvgTag, attrs: SvgAttributes, children?: readonly SvgNode[]): SvgNode =>
  children ? { tag, attrs, children } : { tag, attrs };

/** Two decimals are finer than any screen needs and keep the output stable across platforms. */
export const round = (value: number): number => Math.round(value * 100) / 100;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (char) => escapes[char]!);

function attributeText(attrs: SvgAttributes): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeAttribute(typeof value === 'number' ? String(round(value)) : value)}"`)
    .join('');
}

/** Serialises a tree as SVG markup (every attribute value escaped, so no value can break out). */
export function toSvgString(node: SvgNode): string {
  const attrs = attributeText(node.tag === 'svg' ? { xmlns: 'http://www.w3.org/2000/svg', ...node.attrs } : node.attrs);
  if (!node.children?.length) return `<${node.tag}${attrs}/>`;
  return `<${node.tag}${attrs}>${node.children.map(toSvgString).join('')}</${node.tag}>`;
}

/** Mixes a #rrggbb colour toward another: the shades and highlights of one palette colour. */
export function mix(hex: string, toward: string, amount: number): string {
  const parse = (value: string) => [1, 3, 5].map((start) => Number.parseInt(value.slice(start, start + 2), 16));
  const from = parse(hex);
  const to = parse(toward);
  return `#${from
    .map((channel, index) => Math.round(channel + (to[index]! - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

export const shade = (hex: string, amount: number) => mix(hex, '#000000', amount);
export const tint = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
