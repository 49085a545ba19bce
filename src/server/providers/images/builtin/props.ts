/** Things named in a page's text, drawn about 60 units across, resting on y = 0, centred on x = 0. */
import type { PropKind } from '../../../../shared/schemas/illustrations.ts';
import { circle, ellipse, path, rect, stroke } from './draw.ts';

const drawings: Record<PropKind, string> = {
  backpack: [rect(-24, -60, 48, 60, '#e8734f', { rx: 12 }), rect(-16, -34, 32, 22, '#c95a3c', { rx: 6 }), stroke('M-12 -60q12 -16 24 0', '#8f3d28', 5)].join(''),
  ball: [circle(0, -24, 24, '#ef5f5f'), path('M-24 -24a24 24 0 0 0 48 0Z', '#f6d57a'), stroke('M-24 -24h48', '#ffffff', 4)].join(''),
  book: [path('M-34 -10l34 8l34 -8v-40l-34 8l-34 -8Z', '#6f8fe8'), path('M-30 -14l30 7v-38l-30 -7Z', '#fdf7ea'), path('M30 -14l-30 7v-38l30 -7Z', '#f5edda'), stroke('M-24 -36l18 4M-24 -28l18 4', '#b9b0a0', 2)].join(''),
  lantern: [stroke('M0 -76v-10', '#5a4a3a', 3), path('M-14 -76h28l-4 10h-20Z', '#5a4a3a'), rect(-16, -66, 32, 52, '#ffe39a', { rx: 8 }), circle(0, -40, 30, '#ffe39a', { 'fill-opacity': 0.3 }), rect(-18, -14, 36, 10, '#5a4a3a', { rx: 3 })].join(''),
  shell: [path('M0 -2l-28 -10q-2 -30 28 -40q30 10 28 40Z', '#f7b6a0'), stroke('M0 -4v-46M0 -4l-16 -38M0 -4l16 -38', '#e0866a', 2.5)].join(''),
  star: [circle(0, -30, 30, '#fff3b0', { 'fill-opacity': 0.45 }), path('M0 -56l8 17l18 2l-13 13l4 18l-17 -9l-17 9l4 -18l-13 -13l18 -2Z', '#ffd84d')].join(''),
  map: [path('M-34 -8v-44l22 6l22 -6l22 6v44l-22 -6l-22 6Z', '#f4e2b8'), stroke('M-24 -20q14 -18 30 -6t20 -14', '#d9534f', 2.5, { 'stroke-dasharray': '4 4' }), path('M20 -38l5 5m0 -5l-5 5', '#d9534f', { stroke: '#d9534f', 'stroke-width': 3 })].join(''),
  kite: [path('M0 -150l28 34l-28 44l-28 -44Z', '#ef6f8f'), path('M0 -150v78M-28 -116h56', '#ffffff', { stroke: '#ffffff', 'stroke-width': 2 }), stroke('M0 -72q-14 20 4 40t-6 32', '#5a4a3a', 1.5)].join(''),
  balloon: [ellipse(0, -130, 26, 32, '#5fb3f0'), path('M-4 -98h8l-4 6Z', '#5fb3f0'), ellipse(-8, -140, 6, 10, '#ffffff', { 'fill-opacity': 0.5 }), stroke('M0 -92q-8 30 4 60t-4 32', '#5a4a3a', 1.5)].join(''),
  teddy: [circle(0, -24, 22, '#c98f5e'), circle(0, -56, 18, '#c98f5e'), circle(-14, -70, 7, '#c98f5e'), circle(14, -70, 7, '#c98f5e'), ellipse(0, -50, 8, 6, '#f1d2aa'), circle(-6, -60, 2.5, '#2b2430'), circle(6, -60, 2.5, '#2b2430'), circle(0, -52, 2.5, '#2b2430')].join(''),
  flower: [stroke('M0 0v-46', '#4f8f46', 4), ellipse(10, -20, 10, 5, '#5aa64d', { transform: 'rotate(-30 10 -20)' }), ...[0, 60, 120, 180, 240, 300].map((a) => ellipse(0, -62, 7, 12, '#f28ca6', { transform: `rotate(${a} 0 -50)` })), circle(0, -50, 7, '#ffd84d')].join(''),
  egg: [ellipse(0, -30, 24, 31, '#f6efe0'), circle(-8, -40, 4, '#b9d9a0'), circle(8, -22, 5, '#b9d9a0'), circle(6, -46, 3, '#b9d9a0')].join(''),
  cake: [rect(-30, -36, 60, 36, '#f4c1d9', { rx: 6 }), path('M-30 -30q10 10 20 0t20 0t20 0v-8h-60Z', '#ffffff'), rect(-2, -56, 4, 20, '#6fa7e8'), ellipse(0, -60, 3, 6, '#ffb84d')].join(''),
  treasure: [rect(-34, -40, 68, 40, '#a8744e', { rx: 6 }), path('M-34 -40q34 -26 68 0Z', '#8f5f3e'), rect(-36, -42, 72, 6, '#f2c14e'), rect(-6, -36, 12, 14, '#f2c14e', { rx: 3 }), circle(-20, -46, 6, '#ffd84d')].join(''),
  umbrella: [path('M-44 -70a44 36 0 0 1 88 0q-11 -8 -22 0q-11 -8 -22 0q-11 -8 -22 0q-11 -8 -22 0Z', '#b58cf2'), stroke('M0 -70v64q0 8 8 8', '#5a4a3a', 4)].join(''),
  key: [circle(-16, -20, 12, 'none', { stroke: '#f2c14e', 'stroke-width': 6 }), stroke('M-4 -20h36M22 -20v10M30 -20v8', '#f2c14e', 6)].join(''),
};

export function drawProp(kind: PropKind): string {
  return drawings[kind];
}

/** Props held up or floating rather than lying on the ground. */
export const heldProps: ReadonlySet<PropKind> = new Set(['star', 'kite', 'balloon', 'lantern']);
