/**
 * The last gate before an SVG is stored or served: only drawing elements and presentation
 * attributes, no scripts, event handlers, links, foreign content or outside references. Our own
 * illustrator never produces those; this makes sure no change to it, and no outside image turned
 * into SVG, ever does.
 */
const allowedElements = new Set([
  'svg', 'g', 'defs', 'path', 'circle', 'ellipse', 'rect', 'line', 'polygon', 'polyline', 'linearGradient', 'radialGradient', 'stop',
  'clipPath', 'mask', 'filter', 'feTurbulence', 'feDisplacementMap', 'feGaussianBlur', 'feColorMatrix', 'feComponentTransfer', 'feFuncR',
  'feFuncG', 'feFuncB', 'feFuncA', 'feMorphology', 'feFlood', 'feComposite', 'feMerge', 'feMergeNode', 'feOffset', 'feBlend',
]);

const attributeName = /^(?:[a-z][a-zA-Z0-9-]*|data-[a-z-]+)$/;

export class UnsafeSvgError extends Error {
  override name = 'UnsafeSvgError';
}

/** Returns the SVG unchanged when it is safe; throws otherwise (an unsafe picture is never stored). */
export function assertSafeSvg(svg: string): string {
  if (!svg.startsWith('<svg ') || !svg.endsWith('</svg>')) throw new UnsafeSvgError('not an svg document');
  if (/<!|<\?|&(?!(?:amp|lt|gt|quot|#39);)/.test(svg)) throw new UnsafeSvgError('declarations or entities');
  for (const match of svg.matchAll(/<\/?([A-Za-z][\w:-]*)((?:\s+[^\s=>/]+="[^"]*")*)\s*\/?>/g)) {
    const [, name, attributes = ''] = match;
    if (!allowedElements.has(name!)) throw new UnsafeSvgError(`element ${name}`);
    for (const [, attribute, value = ''] of attributes.matchAll(/\s+([^\s=]+)="([^"]*)"/g)) {
      if (!attributeName.test(attribute!) || /^on/i.test(attribute!) || /href$/i.test(attribute!)) throw new UnsafeSvgError(`attribute ${attribute}`);
      if (/url\((?!#[\w-]+\))/i.test(value) || /javascript:|data:|expression\(/i.test(value)) throw new UnsafeSvgError(`value of ${attribute}`);
    }
  }
  // Everything between tags must be whitespace: no text, no smuggled markup the pattern above skipped.
  const leftover = svg.replace(/<\/?([A-Za-z][\w:-]*)((?:\s+[^\s=>/]+="[^"]*")*)\s*\/?>/g, '');
  if (leftover.trim() !== '') throw new UnsafeSvgError('text or malformed markup');
  return svg;
}
