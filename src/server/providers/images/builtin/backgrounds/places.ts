/** Beach, snow, desert, the dinosaur valley and a city street. */
import { between, circle, ellipse, group, hills, path, rect, roundTree, stroke } from '../draw.ts';
import type { DrawBackground } from './types.ts';

export const beach: DrawBackground = ({ horizon, ground, rng, time }) => {
  const sea = time === 'night' ? '#2f5d8f' : '#4fb0d8';
  let waves = '';
  for (let y = horizon + 14; y < horizon + 70; y += 18) {
    let d = `M-20 ${y}`;
    for (let x = -20; x < 820; x += 40) d += `q10 -6 20 0t20 0`;
    waves += stroke(d, '#ffffff', 2.5, { 'stroke-opacity': 0.55 });
  }
  const shellX = between(rng, 100, 700);
  return {
    sky: true,
    layers: [
      rect(-20, horizon, 840, 100, sea) + waves,
      path(`M-20 ${horizon + 80}C180 ${horizon + 60} 520 ${horizon + 100} 820 ${horizon + 70}V640H-20Z`, '#f3d9a2'),
      path(`M-20 ${horizon + 84}C180 ${horizon + 64} 520 ${horizon + 104} 820 ${horizon + 74}`, 'none', { stroke: '#ffffff', 'stroke-width': 6, 'stroke-opacity': 0.7 }) +
        ellipse(between(rng, 80, 720), ground + 50, 90, 14, '#e8c98d'),
      [
        path(`M${shellX} ${ground + 40}l-14 10h28Z`, '#f5a08a'),
        circle(between(rng, 60, 740), between(rng, ground + 10, 590), 5, '#e9b7a3'),
        group([stroke('M0 0V-70', '#8a6a3f', 5), path('M-44 -64Q0 -110 44 -64Z', '#ef6b5a'), path('M-15 -64Q0 -106 15 -64Z', '#ffffff')].join(''), {
          transform: `translate(${between(rng, 620, 760)} ${ground - 30})`,
        }),
      ].join(''),
    ],
  };
};

export const snow: DrawBackground = ({ horizon, ground, rng }) => {
  let flakes = '';
  for (let index = 0; index < 40; index += 1) flakes += circle(between(rng, 0, 800), between(rng, 0, 600), between(rng, 1.5, 4), '#ffffff', { 'fill-opacity': 0.85 });
  const snowman = group(
    [circle(0, -30, 34, '#ffffff'), circle(0, -88, 24, '#ffffff'), circle(-8, -92, 3, '#2c2c3a'), circle(8, -92, 3, '#2c2c3a'), path('M0 -86l18 5l-18 3Z', '#f08a3c'), rect(-22, -74, 44, 8, '#d94f4f', { rx: 4 })].join(''),
    { transform: `translate(${between(rng, 600, 740)} ${ground + 10})` },
  );
  return {
    sky: true,
    layers: [
      path(hills(horizon - 40, 50, 3, rng), '#dfe9f5'),
      path(hills(horizon, 30, 4, rng), '#eef4fb') + snowyPine(between(rng, 60, 180), horizon + 20) + snowyPine(between(rng, 420, 560), horizon + 10),
      rect(-20, horizon + 30, 840, 640, '#f7fbff') + ellipse(400, ground + 40, 280, 26, '#e3ecf7'),
      snowman,
    ],
    front: flakes,
  };
};

function snowyPine(x: number, ground: number): string {
  return group(
    [rect(-7, -20, 14, 22, '#7a4e34'), path('M0 -150L44 -66H-44Z', '#3f7d5a'), path('M0 -110L56 -18H-56Z', '#3a7352'), path('M0 -150L20 -112L8 -116L0 -108L-9 -116L-20 -112Z', '#ffffff'), path('M-56 -18L-30 -30L0 -24L30 -30L56 -18Z', '#ffffff')].join(''),
    { transform: `translate(${x} ${ground})` },
  );
}

export const desert: DrawBackground = ({ horizon, ground, rng }) => {
  const cactus = (x: number, y: number, s: number) =>
    group(
      [rect(-12, -110, 24, 112, '#4f9a5a', { rx: 12 }), path('M-12 -60h-18a8 8 0 0 1 -8 -8v-26a8 8 0 0 1 16 0v18h10Z', '#4f9a5a'), path('M12 -44h18a8 8 0 0 0 8 -8v-30a8 8 0 0 0 -16 0v22h-10Z', '#4f9a5a'), circle(0, -112, 7, '#f07fa0')].join(''),
      { transform: `translate(${x} ${y}) scale(${s})` },
    );
  return {
    sky: true,
    layers: [
      path(`M${between(rng, 420, 560)} ${horizon}l60 -70h60l60 70Z`, '#d9a06b') + path(hills(horizon - 10, 34, 2, rng), '#efc88b'),
      path(hills(horizon + 30, 40, 3, rng), '#f3d29b'),
      rect(-20, ground + 10, 840, 200, '#f6dca8') + stroke(`M-20 ${ground + 60}q200 -20 400 0t420 0`, '#e9c688', 4),
      cactus(between(rng, 40, 160), ground + 10, 1) + cactus(between(rng, 640, 760), ground - 10, 0.7),
    ],
  };
};

export const dinosaurValley: DrawBackground = ({ horizon, ground, rng }) => {
  const volcanoX = between(rng, 480, 680);
  const fern = (x: number, y: number, flip: number) =>
    group([0, 1, 2, 3, 4].map((index) => path('M0 0Q30 -60 10 -120Q0 -60 0 0Z', index % 2 ? '#3d8c4a' : '#4ea45a', { transform: `rotate(${(index - 2) * 22 * flip})` })).join(''), {
      transform: `translate(${x} ${y})`,
    });
  return {
    sky: true,
    layers: [
      path(`M${volcanoX - 150} ${horizon + 10}L${volcanoX - 40} ${horizon - 170}H${volcanoX + 40}L${volcanoX + 150} ${horizon + 10}Z`, '#8a6a5a') +
        path(`M${volcanoX - 40} ${horizon - 170}H${volcanoX + 40}L${volcanoX + 30} ${horizon - 150}L${volcanoX + 10} ${horizon - 130}L${volcanoX - 8} ${horizon - 150}L${volcanoX - 30} ${horizon - 140}Z`, '#f08a4b') +
        [0, 1, 2].map((index) => circle(volcanoX - 20 + index * 26, horizon - 200 - index * 26, 20 + index * 6, '#d8d0cc', { 'fill-opacity': 0.8 })).join(''),
      path(hills(horizon - 10, 40, 3, rng), '#9cc778') + roundTree(between(rng, 60, 200), horizon + 10, 200, '#5b9b4b'),
      rect(-20, horizon + 20, 840, 640, '#a8cf7e') + [0, 1, 2].map((index) => ellipse(180 + index * 90 + between(rng, -20, 20), ground + 40 + index * 10, 18, 9, '#8fb86a')).join(''),
      fern(between(rng, 20, 90), 610, 1) + fern(between(rng, 710, 790), 610, -1),
    ],
  };
};

export const cityStreet: DrawBackground = ({ horizon, ground, rng, time }) => {
  const colours = ['#e7a47c', '#9fb8d8', '#f0cf7a', '#c99ac9', '#8fc4a8', '#e88f8f'];
  const lit = time === 'night' || time === 'sunset';
  let buildings = '';
  for (let x = -30, index = 0; x < 820; index += 1) {
    const width = between(rng, 110, 160);
    const height = between(rng, 170, 260);
    const colour = colours[(index + Math.floor(rng() * 6)) % colours.length]!;
    let windows = '';
    for (let wy = horizon - height + 24; wy < horizon - 50; wy += 46) {
      for (let wx = x + 18; wx < x + width - 30; wx += 38) windows += rect(wx, wy, 22, 28, lit && rng() > 0.35 ? '#ffe39a' : '#dff1fb', { rx: 3 });
    }
    buildings += rect(x, horizon - height, width, height + 10, colour) + rect(x - 4, horizon - height - 10, width + 8, 12, '#000000', { 'fill-opacity': 0.15 }) + windows + rect(x + width / 2 - 16, horizon - 48, 32, 50, '#6b4a3a', { rx: 4 });
    x += width + 6;
  }
  const lampX = between(rng, 80, 720);
  return {
    sky: true,
    layers: [
      buildings,
      rect(-20, horizon, 840, 60, '#d9d4cc') + stroke(`M-20 ${horizon + 58}H820`, '#b9b3aa', 4),
      rect(-20, horizon + 60, 840, 640, '#8d8f99') + stroke(`M0 ${ground + 60}H800`, '#f4f1e6', 6, { 'stroke-dasharray': '50 40' }),
      group([rect(-5, -190, 10, 190, '#4a4a58'), ellipse(0, -196, 18, 12, lit ? '#ffe39a' : '#f4f1e6'), ...(lit ? [circle(0, -196, 40, '#ffe39a', { 'fill-opacity': 0.25 })] : [])].join(''), {
        transform: `translate(${lampX} ${horizon + 56})`,
      }),
    ],
  };
};
