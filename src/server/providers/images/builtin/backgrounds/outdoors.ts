/** Green and open places: garden, park, forest, jungle, farm, mountains. */
import { between, circle, ellipse, flower, group, hills, path, pineTree, rect, roundTree, stroke } from '../draw.ts';
import type { DrawBackground } from './types.ts';

const petals = ['#f28ca6', '#f6c945', '#ffffff', '#b58cf2', '#f59a62'];

function meadowFlowers(rng: () => number, from: number, to: number, count: number): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    out += flower(between(rng, 20, 780), between(rng, from, to), petals[Math.floor(rng() * petals.length)]!, between(rng, 0.9, 1.5));
  }
  return out;
}

function grassTufts(rng: () => number, y: number, colour: string, count: number): string {
  let d = '';
  for (let index = 0; index < count; index += 1) {
    const x = between(rng, 0, 800);
    const base = y + between(rng, 0, 50);
    d += `M${x} ${base}q-4 -14 -9 -18M${x} ${base}q0 -16 2 -22M${x} ${base}q5 -12 10 -15`;
  }
  return stroke(d, colour, 3);
}

export const garden: DrawBackground = ({ horizon, ground, rng }) => ({
  sky: true,
  layers: [
    path(hills(horizon - 30, 30, 3, rng), '#a9d58f'),
    [
      rect(-20, horizon - 40, 840, 44, '#c98f5e'),
      ...Array.from({ length: 19 }, (_, index) => path(`M${index * 44 - 10} ${horizon + 4}v-56l12 -12l12 12v56Z`, '#e6b684')),
      roundTree(between(rng, 60, 160), horizon - 10, 190, '#6bb25a'),
    ].join(''),
    [rect(-20, horizon, 840, 640, '#8cc96e'), ellipse(between(rng, 500, 700), ground - 40, 120, 18, '#7a5236', { 'fill-opacity': 0.55 })].join(''),
    meadowFlowers(rng, horizon + 20, 590, 26),
  ],
  front: grassTufts(rng, ground + 20, '#5f9e4c', 10),
});

export const park: DrawBackground = ({ horizon, ground, rng }) => ({
  sky: true,
  layers: [
    path(hills(horizon - 20, 40, 4, rng), '#9fd08a'),
    [roundTree(between(rng, 40, 200), horizon + 10, 220, '#5aa64d'), roundTree(between(rng, 560, 760), horizon + 6, 180, '#6db85c'), pineTree(between(rng, 300, 480), horizon, 150, '#4f9a52')].join(''),
    [
      rect(-20, horizon, 840, 640, '#93cf74'),
      path(`M-20 ${ground + 30}C200 ${ground - 30} 500 ${ground + 60} 820 ${ground - 10}V${ground + 40}C500 ${ground + 110} 200 ${ground + 20} -20 ${ground + 80}Z`, '#ead6a8'),
      group([rect(620, horizon + 30, 110, 12, '#9b6a45', { rx: 4 }), rect(620, horizon + 16, 110, 8, '#b27c52', { rx: 4 }), rect(630, horizon + 40, 8, 26, '#6d4a31'), rect(712, horizon + 40, 8, 26, '#6d4a31')].join('')),
    ].join(''),
    meadowFlowers(rng, horizon + 30, 590, 10),
  ],
  front: grassTufts(rng, ground + 30, '#5fa14d', 8),
});

export const forest: DrawBackground = ({ horizon, ground, rng }) => {
  let far = '';
  for (let x = -20; x < 840; x += between(rng, 60, 90)) far += pineTree(x, horizon + 10, between(rng, 180, 260), '#3f7d57');
  let near = '';
  for (const x of [between(rng, 0, 120), between(rng, 640, 790)]) near += roundTree(x, ground + 40, between(rng, 300, 360), '#4e9651', '#6e4630');
  return {
    sky: true,
    layers: [
      path(hills(horizon - 40, 30, 3, rng), '#7fb38a'),
      far,
      [rect(-20, horizon, 840, 640, '#6fae5d'), ellipse(400, ground + 30, 260, 30, '#8fc072', { 'fill-opacity': 0.7 })].join(''),
      near + [0, 1, 2].map(() => group([stroke('M0 0V-14', '#f4ebd8', 5), ellipse(0, -16, 13, 8, '#d9453f'), circle(-4, -18, 2, '#ffffff'), circle(5, -15, 1.6, '#ffffff')].join(''), { transform: `translate(${between(rng, 180, 620)} ${between(rng, ground + 10, 590)})` })).join(''),
    ],
    front: grassTufts(rng, ground + 30, '#4b8a45', 9),
  };
};

export const jungle: DrawBackground = ({ horizon, ground, rng }) => {
  const leaf = (x: number, y: number, angle: number, colour: string) =>
    path('M0 0C30 -30 90 -30 120 0C90 20 30 20 0 0Z', colour, { transform: `translate(${x} ${y}) rotate(${angle})` });
  let canopy = '';
  for (let index = 0; index < 9; index += 1) canopy += leaf(between(rng, -60, 760), between(rng, -10, 80), between(rng, -30, 40), index % 2 ? '#2f8a4e' : '#3fa35a');
  let palms = '';
  for (const x of [between(rng, 40, 160), between(rng, 600, 760)]) {
    palms += stroke(`M${x} ${ground + 20}Q${x + 20} ${horizon - 60} ${x + 10} ${horizon - 150}`, '#8a6a3f', 16);
    for (const angle of [-150, -110, -60, -20, 20]) palms += leaf(x + 10, horizon - 150, angle, '#2e9a50');
  }
  return {
    sky: true,
    layers: [
      path(hills(horizon - 70, 40, 5, rng), '#4d9a63'),
      [path(hills(horizon - 20, 30, 6, rng), '#3d8a55'), circle(between(rng, 250, 550), horizon - 30, 40, '#5fb06a')].join(''),
      [rect(-20, horizon, 840, 640, '#5ca358'), ellipse(400, ground + 25, 300, 26, '#7cbf66', { 'fill-opacity': 0.7 }), flowerRow(rng, ground)].join(''),
      palms + canopy,
    ],
    front: leaf(-40, 560, -20, '#2f8a4e') + leaf(700, 580, -160, '#3fa35a'),
  };
};

function flowerRow(rng: () => number, ground: number): string {
  let out = '';
  for (let index = 0; index < 6; index += 1) {
    const x = between(rng, 40, 760);
    const y = between(rng, ground + 10, 590);
    out += [0, 90, 180, 270].map((angle) => ellipse(x, y - 7, 5, 9, '#f0588a', { transform: `rotate(${angle} ${x} ${y})` })).join('') + circle(x, y, 4, '#ffd23f');
  }
  return out;
}

export const farm: DrawBackground = ({ horizon, ground, rng }) => {
  const barnX = between(rng, 470, 620);
  const barn = group(
    [
      rect(barnX, horizon - 110, 170, 120, '#c8483d'),
      path(`M${barnX - 14} ${horizon - 106}L${barnX + 85} ${horizon - 180}L${barnX + 184} ${horizon - 106}Z`, '#8f2f2b'),
      rect(barnX + 60, horizon - 50, 50, 60, '#f4e6cf'),
      stroke(`M${barnX + 60} ${horizon - 50}l50 60M${barnX + 110} ${horizon - 50}l-50 60`, '#c8483d', 5),
      circle(barnX + 85, horizon - 130, 14, '#f4e6cf'),
    ].join(''),
  );
  let fence = '';
  for (let x = -10; x < 820; x += 50) fence += rect(x, ground - 70, 10, 50, '#e9d2a6', { rx: 3 });
  fence += rect(-20, ground - 60, 840, 8, '#dcc08e', { rx: 3 }) + rect(-20, ground - 38, 840, 8, '#dcc08e', { rx: 3 });
  return {
    sky: true,
    layers: [
      path(hills(horizon - 30, 36, 3, rng), '#b7d88a') + stroke(`M-20 ${horizon - 10}C200 ${horizon - 30} 500 ${horizon - 4} 820 ${horizon - 20}`, '#d8c46a', 10),
      barn + roundTree(between(rng, 60, 200), horizon + 4, 170, '#66ad55'),
      rect(-20, horizon, 840, 640, '#a5d27a') + stroke(`M-20 ${horizon + 60}H820M-20 ${horizon + 120}H820`, '#94c46c', 6),
      fence,
    ],
    front: grassTufts(rng, ground + 30, '#6fa550', 8),
  };
};

export const mountains: DrawBackground = ({ horizon, ground, rng }) => {
  const peak = (x: number, height: number, width: number, colour: string) =>
    path(`M${x - width} ${horizon + 20}L${x} ${horizon - height}L${x + width} ${horizon + 20}Z`, colour) +
    path(`M${x - width * 0.28} ${horizon - height * 0.72}L${x} ${horizon - height}L${x + width * 0.28} ${horizon - height * 0.72}L${x + width * 0.1} ${horizon - height * 0.64}L${x - width * 0.08} ${horizon - height * 0.7}Z`, '#ffffff');
  return {
    sky: true,
    layers: [
      peak(between(rng, 120, 260), 250, 230, '#8f9cc4') + peak(between(rng, 520, 700), 300, 260, '#7d8bb8'),
      peak(between(rng, 340, 460), 190, 200, '#6f80ac') + pineTree(60, horizon + 30, 120, '#3f7d5a') + pineTree(740, horizon + 30, 140, '#3f7d5a'),
      path(hills(horizon + 20, 24, 3, rng), '#86b878'),
      rect(-20, ground + 10, 840, 200, '#7aab6b') + ellipse(between(rng, 150, 650), ground + 60, 60, 16, '#9aa3ad') + ellipse(between(rng, 100, 700), 580, 40, 12, '#a9b1ba'),
    ],
  };
};
