/** Under the sea, in space and at the castle. */
import { between, circle, ellipse, group, hills, path, rect, stroke, tag } from '../draw.ts';
import type { DrawBackground } from './types.ts';

export const underwater: DrawBackground = ({ ground, rng, time }) => {
  const deep = time === 'night' ? '#0f2f5c' : '#1f6fa8';
  const shallow = time === 'night' ? '#2b5f8f' : '#5cc3e0';
  let bubbles = '';
  for (let index = 0; index < 18; index += 1) bubbles += circle(between(rng, 20, 780), between(rng, 40, 420), between(rng, 3, 9), 'none', { stroke: '#ffffff', 'stroke-width': 2, 'stroke-opacity': 0.6 });
  const weed = (x: number, height: number, colour: string) => stroke(`M${x} 610q-18 -${height / 4} 0 -${height / 2}t0 -${height / 2}`, colour, 12);
  const coral = (x: number, colour: string) =>
    group([stroke('M0 0V-60M0 -30L-24 -58M0 -40L22 -70M-24 -58V-76M22 -70V-86', colour, 11)].join(''), { transform: `translate(${x} ${ground + 30})` });
  return {
    sky: false,
    layers: [
      tag('linearGradient', { id: 'sea', x1: 0, y1: 0, x2: 0, y2: 1 }, tag('stop', { offset: 0, 'stop-color': shallow }) + tag('stop', { offset: 1, 'stop-color': deep })) +
        rect(-20, -20, 840, 640, 'url(#sea)') +
        [0, 1, 2, 3].map((index) => path(`M${120 + index * 180} -20l60 0l-120 480l-20 0Z`, '#ffffff', { 'fill-opacity': 0.08 })).join(''),
      path(hills(ground - 40, 40, 3, rng), '#2f8a9a', { 'fill-opacity': 0.6 }) + bubbles,
      path(`M-20 ${ground + 10}C200 ${ground - 20} 500 ${ground + 40} 820 ${ground}V640H-20Z`, '#e8d3a0'),
      coral(between(rng, 60, 180), '#f07a7a') + coral(between(rng, 600, 760), '#f3a85a') + ellipse(between(rng, 250, 550), ground + 50, 30, 12, '#c9b37c'),
    ],
    front: weed(between(rng, 10, 60), 220, '#2f9a6a') + weed(between(rng, 740, 790), 260, '#3aa876'),
  };
};

export const space: DrawBackground = ({ ground, rng }) => {
  let stars = '';
  for (let index = 0; index < 70; index += 1) stars += circle(between(rng, 0, 800), between(rng, 0, 600), between(rng, 0.8, 2.4), '#fff6d6', { 'fill-opacity': between(rng, 0.4, 1) });
  const planetX = between(rng, 520, 700);
  return {
    sky: false,
    layers: [
      tag('radialGradient', { id: 'space', cx: 0.3, cy: 0.2, r: 1 }, tag('stop', { offset: 0, 'stop-color': '#3b2a78' }) + tag('stop', { offset: 1, 'stop-color': '#0d0f2e' })) +
        rect(-20, -20, 840, 640, 'url(#space)') +
        stars,
      circle(planetX, 140, 64, '#f0a35e') + ellipse(planetX, 140, 110, 18, 'none', { stroke: '#f7d08a', 'stroke-width': 8, transform: `rotate(-14 ${planetX} 140)` }) + circle(between(rng, 90, 300), 110, 22, '#8fd1e8'),
      path(`M-20 ${ground + 10}C180 ${ground - 40} 560 ${ground - 30} 820 ${ground + 10}V640H-20Z`, '#bfc3d9') +
        [0, 1, 2, 3].map(() => ellipse(between(rng, 40, 760), between(rng, ground + 20, 590), between(rng, 16, 36), between(rng, 6, 12), '#a3a8c4')).join(''),
    ],
  };
};

export const castle: DrawBackground = ({ horizon, ground, rng }) => {
  const x = between(rng, 380, 520);
  const tower = (tx: number, height: number, roof: string) =>
    rect(tx - 34, horizon - height, 68, height + 10, '#d9cfe6') +
    path(`M${tx - 42} ${horizon - height}L${tx} ${horizon - height - 80}L${tx + 42} ${horizon - height}Z`, roof) +
    stroke(`M${tx} ${horizon - height - 80}v-30`, '#6b5a7a', 3) +
    path(`M${tx} ${horizon - height - 110}l24 8l-24 8Z`, '#f07a7a') +
    rect(tx - 10, horizon - height + 30, 20, 30, '#6b5a8f', { rx: 10 });
  let wall = rect(x - 150, horizon - 130, 300, 140, '#e6dcf0');
  for (let cx = x - 150; cx < x + 150; cx += 30) wall += rect(cx, horizon - 146, 18, 18, '#e6dcf0');
  wall += path(`M${x - 36} ${horizon + 10}V${horizon - 50}a36 36 0 0 1 72 0V${horizon + 10}Z`, '#7a5a8f');
  return {
    sky: true,
    layers: [
      path(hills(horizon - 20, 40, 3, rng), '#a6cf92'),
      wall + tower(x - 170, 210, '#8f6bc8') + tower(x + 170, 240, '#c86b9a') + tower(x, 280, '#6b7fc8'),
      rect(-20, horizon, 840, 640, '#9bcf84') + path(`M${x - 40} ${horizon + 10}L${x - 120} 640H${x + 120}L${x + 40} ${horizon + 10}Z`, '#e8dcc0'),
      stroke(`M-20 ${ground + 70}Q400 ${ground + 40} 820 ${ground + 70}`, '#7ab86a', 10),
    ],
  };
};
