/** Rooms: the bedroom, the house and the classroom; each has a window onto the story's sky. */
import { between, circle, ellipse, group, path, rect, stroke } from '../draw.ts';
import type { BackgroundContext, DrawBackground } from './types.ts';

function window(context: BackgroundContext, x: number, y: number, width: number, height: number): string {
  return [
    rect(x - 8, y - 8, width + 16, height + 16, '#f7f0e4', { rx: 6 }),
    context.skyWindow(x, y, width, height),
    stroke(`M${x + width / 2} ${y}V${y + height}M${x} ${y + height / 2}H${x + width}`, '#f7f0e4', 8),
    rect(x - 16, y + height + 6, width + 32, 12, '#e9dcc6', { rx: 4 }),
  ].join('');
}

function stripes(wall: string, stripe: string, top: number, bottom: number): string {
  let out = rect(-20, -20, 840, bottom + 20, wall);
  for (let x = 0; x < 820; x += 56) out += rect(x, top, 24, bottom - top, stripe, { 'fill-opacity': 0.35 });
  return out;
}

export const bedroom: DrawBackground = (context) => {
  const { ground, rng } = context;
  const floor = ground - 70;
  const windowX = between(rng, 470, 600);
  const bedX = between(rng, 40, 120);
  const bed = group([
    rect(bedX, floor - 40, 18, 130, '#a8744e', { rx: 6 }),
    rect(bedX + 360, floor + 10, 18, 80, '#a8744e', { rx: 6 }),
    rect(bedX + 10, floor + 30, 360, 50, '#c98e63', { rx: 10 }),
    ellipse(bedX + 70, floor + 18, 48, 22, '#ffffff'),
  ].join(''));
  return {
    sky: false,
    layers: [
      stripes('#f3dfc9', '#ecc9a8', -20, floor) + window(context, windowX, 70, 180, 150),
      group([rect(windowX - 60, 50, 36, 220, '#8fb0e0', { rx: 10 }), rect(windowX + 204, 50, 36, 220, '#8fb0e0', { rx: 10 }), rect(80, 150, 120, 10, '#b78a5e', { rx: 4 }), rect(96, 118, 18, 32, '#e86f6f', { rx: 3 }), rect(118, 124, 18, 26, '#6fa7e8', { rx: 3 }), rect(140, 114, 16, 36, '#f2c14e', { rx: 3 })].join('')),
      rect(-20, floor, 840, 640, '#d8a878') + ellipse(560, ground + 40, 170, 38, '#e88f8f', { 'fill-opacity': 0.6 }) + ellipse(560, ground + 40, 120, 24, '#f4c1a1', { 'fill-opacity': 0.6 }),
      bed + group([rect(720, floor - 40, 60, 100, '#b78a5e', { rx: 6 }), circle(750, floor - 60, 18, '#ffe6a3'), rect(744, floor - 48, 12, 10, '#8f6b4a')].join('')),
    ],
  };
};

export const house: DrawBackground = (context) => {
  const { ground, rng } = context;
  const floor = ground - 80;
  const windowX = between(rng, 80, 220);
  return {
    sky: false,
    layers: [
      rect(-20, -20, 840, floor + 20, '#e9e1cf') + window(context, windowX, 90, 200, 150) + rect(-20, floor - 70, 840, 70, '#d9cbb0'),
      group([
        rect(480, floor - 170, 230, 110, '#7fa8c9', { rx: 26 }),
        rect(470, floor - 100, 250, 80, '#6b94b8', { rx: 20 }),
        rect(490, floor - 20, 14, 24, '#6b4a3a'),
        rect(686, floor - 20, 14, 24, '#6b4a3a'),
        circle(540, floor - 110, 24, '#f2c14e'),
        group([rect(-2, -110, 4, 110, '#6b4a3a'), path('M-34 -110h68l-14 -50h-40Z', '#f6d7a8')].join(''), { transform: `translate(${between(rng, 320, 420)} ${floor})` }),
      ].join('')),
      rect(-20, floor, 840, 640, '#c98f62') + stroke(`M-20 ${floor + 60}H820M-20 ${floor + 130}H820`, '#b77d52', 3),
      ellipse(between(rng, 300, 500), ground + 40, 200, 34, '#9fc3a8', { 'fill-opacity': 0.7 }),
    ],
  };
};

export const school: DrawBackground = (context) => {
  const { ground, rng } = context;
  const floor = ground - 80;
  let letters = '';
  const colours = ['#e86f6f', '#f2c14e', '#6fa7e8', '#7ac47f', '#b58cf2'];
  for (let index = 0; index < 8; index += 1) letters += rect(40 + index * 90, 30, 60, 44, colours[index % colours.length]!, { rx: 6, 'fill-opacity': 0.85 });
  return {
    sky: false,
    layers: [
      rect(-20, -20, 840, floor + 20, '#f4ead2') + letters + window(context, between(rng, 560, 620), 110, 160, 140),
      rect(60, 100, 400, 200, '#3f6b57', { rx: 8 }) + rect(52, 92, 416, 216, 'none', { stroke: '#b78a5e', 'stroke-width': 10, rx: 10 }) +
        stroke('M100 150q30 -30 60 0t60 0M100 210h140M280 150l40 60l40 -60', '#f4f1e6', 4) + circle(380, 240, 24, 'none', { stroke: '#f4f1e6', 'stroke-width': 4 }),
      rect(-20, floor, 840, 640, '#c9b08a') + stroke(`M-20 ${floor + 50}H820`, '#b89d76', 3),
      group([rect(0, 0, 120, 14, '#d59a5c', { rx: 4 }), rect(10, 14, 10, 60, '#8a6a4a'), rect(100, 14, 10, 60, '#8a6a4a'), rect(20, -20, 40, 20, '#6fa7e8', { rx: 3 })].join(''), {
        transform: `translate(${between(rng, 580, 660)} ${floor + 10})`,
      }),
    ],
  };
};
