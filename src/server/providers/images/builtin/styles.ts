/**
 * The five styles as rendering treatments, not colour swaps: each has its own SVG filters (ink
 * outlines, wet-edged washes, cut paper with cast shadows, waxy crayon grain, a hushed night
 * palette), its own paper and its own edge. The drawing underneath is the same, so the hero is
 * the same child in every style.
 */
import type { IllustrationStyle } from '../../../../shared/schemas/stories.ts';
import { group, path, rect, tag } from './draw.ts';

export interface StyleTreatment {
  defs: string;
  /** Filter for each background layer (by its place in the stack), or none. */
  layerFilter: (layer: number) => string | undefined;
  /** One filter over the whole background at once: textures are costly, so they are made once. */
  landFilter?: string;
  figureFilter: string | undefined;
  /** Over the whole picture: a filter that recolours everything (the bedtime palette). */
  rootFilter?: string;
  /** Paper grain, vignette, edge: drawn last, inside the visible box. */
  finish: (box: Box) => string;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const filter = (id: string, primitives: string[], region = { x: '-4%', y: '-4%', width: '108%', height: '108%' }) =>
  tag('filter', { id, ...region, 'color-interpolation-filters': 'sRGB' }, primitives.join(''));
const f = tag;

function outline(id: string, colour: string, radius: number, roughness = 0): string {
  return filter(id, [
    f('feMorphology', { in: 'SourceAlpha', operator: 'dilate', radius, result: 'grown' }),
    ...(roughness
      ? [
          f('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.06, numOctaves: 2, seed: 11, result: 'wiggle' }),
          f('feDisplacementMap', { in: 'grown', in2: 'wiggle', scale: roughness, xChannelSelector: 'R', yChannelSelector: 'G', result: 'grown' }),
        ]
      : []),
    f('feFlood', { 'flood-color': colour, 'flood-opacity': 0.9 }),
    f('feComposite', { in2: 'grown', operator: 'in', result: 'line' }),
    f('feMerge', {}, f('feMergeNode', { in: 'line' }) + f('feMergeNode', { in: 'SourceGraphic' })),
  ]);
}

function grain(id: string, frequency: number, colour: [number, number, number], strength: number): string {
  const [r, g, b] = colour;
  return filter(
    id,
    [
      f('feTurbulence', { type: 'fractalNoise', baseFrequency: frequency, numOctaves: 2, seed: 4, stitchTiles: 'stitch', result: 'noise' }),
      f('feColorMatrix', { in: 'noise', type: 'matrix', values: `0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${strength} 0 0 0 ${-strength * 0.45}` }),
    ],
    { x: '0', y: '0', width: '100%', height: '100%' },
  );
}

/** The primitives of one of the filters in `defs`. */
const primitivesOf = (defs: string, id: string) => new RegExp(`<filter id="${id}"[^>]*>([\\s\\S]*?)</filter>`).exec(defs)?.[1] ?? '';

/** How far a frame's filter may move or spread its paper (displacement, shadow), in picture units. */
const edgeReach = 30;

/**
 * A frame of paper round the picture whose inner edge is drawn by a filter (torn, deckled, soft).
 * A filter that only moves or masks the paper (`inStrips`: the defs it is in) is drawn over four
 * overlapping strips, each with the filter over its own strip alone: one filter over the whole
 * frame would work through every pixel of the picture inside it. The noise such filters use
 * depends only on where a pixel is, so the strips join up as one frame. A filter that casts a
 * shadow would shade the strips' joins, so it takes the frame whole.
 */
function edge(box: Box, paper: string, inset: number, radius: number, filter?: { id: string; inStrips?: string }): string {
  const { x, y, width, height } = box;
  const i = inset * (width / 800);
  const r = radius * (width / 800);
  const o = 10;
  if (!filter?.inStrips) {
    const d = `M${x - o} ${y - o}H${x + width + o}V${y + height + o}H${x - o}Z M${x + i + r} ${y + i}H${x + width - i - r}Q${x + width - i} ${y + i} ${x + width - i} ${y + i + r}V${y + height - i - r}Q${x + width - i} ${y + height - i} ${x + width - i - r} ${y + height - i}H${x + i + r}Q${x + i} ${y + height - i} ${x + i} ${y + height - i - r}V${y + i + r}Q${x + i} ${y + i} ${x + i + r} ${y + i}Z`;
    return path(d, paper, { 'fill-rule': 'evenodd', ...(filter ? { filter: `url(#${filter.id})` } : {}) });
  }
  const [left, right, top, bottom] = [x - o, x + width + o, y - o, y + height + o];
  const strips: Array<[d: string, bounds: Box]> = [
    [`M${left} ${top}H${x + i}V${bottom}H${left}Z`, { x: left, y: top, width: x + i - left, height: bottom - top }],
    [`M${x + width - i} ${top}H${right}V${bottom}H${x + width - i}Z`, { x: x + width - i, y: top, width: right - (x + width - i), height: bottom - top }],
    [
      `M${left} ${top}H${right}V${y + i + r}H${x + width - i}Q${x + width - i} ${y + i} ${x + width - i - r} ${y + i}H${x + i + r}Q${x + i} ${y + i} ${x + i} ${y + i + r}H${left}Z`,
      { x: left, y: top, width: right - left, height: y + i + r - top },
    ],
    [
      `M${left} ${bottom}H${right}V${y + height - i - r}H${x + width - i}Q${x + width - i} ${y + height - i} ${x + width - i - r} ${y + height - i}H${x + i + r}Q${x + i} ${y + height - i} ${x + i} ${y + height - i - r}H${left}Z`,
      { x: left, y: y + height - i - r, width: right - left, height: bottom - (y + height - i - r) },
    ],
  ];
  const primitives = primitivesOf(filter.inStrips, filter.id);
  return strips
    .map(([d, bounds], index) => {
      const id = `${filter.id}-edge-${index}`;
      const region = { x: bounds.x - edgeReach, y: bounds.y - edgeReach, width: bounds.width + 2 * edgeReach, height: bounds.height + 2 * edgeReach };
      return tag('filter', { id, filterUnits: 'userSpaceOnUse', ...region, 'color-interpolation-filters': 'sRGB' }, primitives) + path(d, paper, { filter: `url(#${id})` });
    })
    .join('');
}

const cover = (box: Box, fill: string, extra: Record<string, string | number> = {}) => rect(box.x, box.y, box.width, box.height, fill, extra);

const vignette = (id: string, colour: string, opacity: number) =>
  tag('radialGradient', { id, cx: 0.5, cy: 0.5, r: 0.75 }, f('stop', { offset: 0.55, 'stop-color': colour, 'stop-opacity': 0 }) + f('stop', { offset: 1, 'stop-color': colour, 'stop-opacity': opacity }));

const storybook: StyleTreatment = {
  defs: outline('ink', '#3b2f45', 2.2) + outline('ink-soft', '#3b2f45', 1.4) + vignette('vignette', '#5a3b2a', 0.22),
  layerFilter: (layer) => (layer >= 2 ? 'ink-soft' : undefined),
  figureFilter: 'ink',
  finish: (box) => cover(box, 'url(#vignette)') + edge(box, '#fffaf0', 14, 28),
};

const watercolour: StyleTreatment = {
  defs:
    filter('wash', [
      f('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.018, numOctaves: 2, seed: 3, result: 'noise' }),
      f('feDisplacementMap', { in: 'SourceGraphic', in2: 'noise', scale: 16, xChannelSelector: 'R', yChannelSelector: 'G', result: 'wobble' }),
      f('feGaussianBlur', { in: 'wobble', stdDeviation: 1.4, result: 'soft' }),
      f('feColorMatrix', { in: 'soft', type: 'saturate', values: 0.78, result: 'muted' }),
      // Pigment gathers at the edge of a wash: a darker rim inside the wobbled shape's outline. The
      // inside is the shape's alpha blurred and cut off high (an erosion of about 2.5 without the
      // morphology's cost), and the rim follows the wobble already made instead of displacing again.
      f('feGaussianBlur', { in: 'wobble', stdDeviation: 2.2, result: 'spread' }),
      f('feComponentTransfer', { in: 'spread', result: 'inner' }, f('feFuncA', { type: 'linear', slope: 4, intercept: -3 })),
      f('feComposite', { in: 'wobble', in2: 'inner', operator: 'out', result: 'rim' }),
      f('feFlood', { 'flood-color': '#3b2a4a', 'flood-opacity': 0.12 }),
      f('feComposite', { in2: 'rim', operator: 'in', result: 'rimColour' }),
      f('feComponentTransfer', { in: 'muted', result: 'light' }, ['R', 'G', 'B'].map((c) => f(`feFunc${c}`, { type: 'linear', slope: 0.86, intercept: 0.14 })).join('')),
      f('feMerge', {}, f('feMergeNode', { in: 'light' }) + f('feMergeNode', { in: 'rimColour' })),
    ]) +
    filter('wash-figure', [
      f('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.03, numOctaves: 2, seed: 5, result: 'noise' }),
      f('feDisplacementMap', { in: 'SourceGraphic', in2: 'noise', scale: 5, xChannelSelector: 'R', yChannelSelector: 'G', result: 'wobble' }),
      f('feGaussianBlur', { in: 'wobble', stdDeviation: 0.5, result: 'soft' }),
      f('feComponentTransfer', { in: 'soft' }, ['R', 'G', 'B'].map((c) => f(`feFunc${c}`, { type: 'linear', slope: 0.92, intercept: 0.07 })).join('')),
    ]) +
    filter('torn', [
      f('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.04, numOctaves: 2, seed: 9, result: 'noise' }),
      f('feDisplacementMap', { in: 'SourceGraphic', in2: 'noise', scale: 22, xChannelSelector: 'R', yChannelSelector: 'G' }),
    ]) +
    grain('paper', 0.75, [0.45, 0.38, 0.3], 0.35),
  layerFilter: () => undefined,
  landFilter: 'wash',
  figureFilter: 'wash-figure',
  finish: (box) => cover(box, '#ffffff', { filter: 'url(#paper)', 'fill-opacity': 0.5 }) + edge(box, '#fbf7ee', 22, 0, { id: 'torn', inStrips: watercolour.defs }),
};

const paperCut: StyleTreatment = {
  defs:
    filter(
      'cut',
      [
        f('feComponentTransfer', { in: 'SourceGraphic', result: 'flat' }, ['R', 'G', 'B'].map((c) => f(`feFunc${c}`, { type: 'discrete', tableValues: '0.08 0.3 0.5 0.68 0.84 0.96' })).join('')),
        f('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: 4 }),
        f('feOffset', { dx: 3, dy: 6, result: 'blur' }),
        f('feFlood', { 'flood-color': '#20172b', 'flood-opacity': 0.38 }),
        f('feComposite', { in2: 'blur', operator: 'in', result: 'shadow' }),
        f('feMerge', {}, f('feMergeNode', { in: 'shadow' }) + f('feMergeNode', { in: 'flat' })),
      ],
      { x: '-5%', y: '-5%', width: '112%', height: '115%' },
    ) + grain('fibre', 0.35, [0.3, 0.26, 0.22], 0.3),
  layerFilter: () => 'cut',
  figureFilter: 'cut',
  finish: (box) => cover(box, '#ffffff', { filter: 'url(#fibre)', 'fill-opacity': 0.6 }) + edge(box, '#f4ecdf', 16, 6, { id: 'cut' }),
};

const crayon: StyleTreatment = {
  defs:
    filter('wax', [
      f('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.85, numOctaves: 2, seed: 7, result: 'grain' }),
      f('feColorMatrix', { in: 'grain', type: 'matrix', values: '0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1.8 0 0 0 1.85', result: 'tooth' }),
      f('feComposite', { in: 'SourceGraphic', in2: 'tooth', operator: 'in', result: 'waxy' }),
      f('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.05, numOctaves: 2, seed: 2, result: 'wiggle' }),
      f('feDisplacementMap', { in: 'waxy', in2: 'wiggle', scale: 6, xChannelSelector: 'R', yChannelSelector: 'G' }),
    ]) +
    outline('crayon-line', '#2f2a3a', 2.4, 5) +
    grain('crayon-paper', 0.6, [0.5, 0.45, 0.36], 0.25),
  layerFilter: () => undefined,
  landFilter: 'wax',
  figureFilter: 'crayon-line',
  finish: (box) => cover(box, '#ffffff', { filter: 'url(#crayon-paper)', 'fill-opacity': 0.45 }) + edge(box, '#fffdf6', 18, 10, { id: 'wax', inStrips: crayon.defs }),
};

const bedtime: StyleTreatment = {
  defs:
    filter(
      'hush',
      [
        f('feColorMatrix', { type: 'saturate', values: 0.55, result: 'calm' }),
        f('feColorMatrix', { in: 'calm', type: 'matrix', values: '0.66 0 0 0 0.02 0 0.7 0 0 0.03 0 0 0.86 0 0.1 0 0 0 1 0' }),
      ],
      { x: '0', y: '0', width: '100%', height: '100%' },
    ) +
    outline('ink-night', '#1d1b33', 1.6) +
    vignette('night-vignette', '#0d0f26', 0.55) +
    grain('night-grain', 0.7, [0.9, 0.9, 1], 0.18),
  layerFilter: () => undefined,
  figureFilter: 'ink-night',
  rootFilter: 'hush',
  finish: (box) => cover(box, 'url(#night-vignette)') + cover(box, '#ffffff', { filter: 'url(#night-grain)', 'fill-opacity': 0.35 }) + edge(box, '#1f2340', 12, 28),
};

export const styleTreatments: Record<IllustrationStyle, StyleTreatment> = {
  storybook,
  watercolour,
  'paper-cut': paperCut,
  crayon,
  bedtime,
};

export const wrap = (inner: string, filterId: string | undefined) => (filterId ? group(inner, { filter: `url(#${filterId})` }) : inner);

const filterMarkup = /<filter id="([a-z-]+)"[\s\S]*?<\/filter>/g;
const currentFilters = new Map(Object.values(styleTreatments).flatMap((style) => [...style.defs.matchAll(filterMarkup)].map(([markup, id]) => [id!, markup] as const)));

/**
 * A stored picture with its style's filters as they are drawn now: a picture keeps the filters it
 * was drawn with, and a filter made cheaper since (to the same look) then applies to it too.
 */
export const withCurrentFilters = (svg: string) => svg.replace(filterMarkup, (markup, id: string) => currentFilters.get(id) ?? markup);
