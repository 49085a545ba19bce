/**
 * Hair: what sits behind the head (length, volume, braids, tails) and what sits in front of it
 * (the fringe or hairline). The head is an ellipse centred at (100, 96), 88 wide and 92 tall.
 */
import type { Appearance } from '../appearance.ts';
import { el, round, shade, tint, type SvgNode } from './svg-tree.ts';

export interface HairLayers {
  back: SvgNode[];
  front: SvgNode[];
}

type Length = Appearance['hairLength'];
type Draw = (colour: string, length: Length, tieColour: string) => HairLayers;

const pick = <T>(length: Length, values: Record<Length, T>): T => values[length];
const fill = (colour: string) => ({ fill: colour });

/** The crown behind the head that most styles share. */
const crown = (colour: string) => el('path', { d: 'M54 106C47 50 78 37 100 37S153 50 146 106Z', ...fill(colour) });

/** A side that goes down in gentle waves (dir 1 on the right side, -1 on the left). */
function wavySide(x: number, fromY: number, toY: number, dir: 1 | -1): string {
  const steps = Math.max(1, Math.round(Math.abs(toY - fromY) / 16));
  const step = (toY - fromY) / steps;
  let d = '';
  for (let index = 0; index < steps; index += 1) {
    const y = fromY + step * (index + 1);
    d += `Q${round(x + dir * 6 * (index % 2 === 0 ? 1 : -1))} ${round(y - step / 2)} ${round(x)} ${round(y)}`;
  }
  return d;
}

function scallops(fromX: number, toX: number, y: number): string {
  const count = 5;
  const width = (toX - fromX) / count;
  let d = '';
  for (let index = 1; index <= count; index += 1) d += `Q${round(fromX + width * (index - 0.5))} ${y + 9} ${round(fromX + width * index)} ${y}`;
  return d;
}

const straight: Draw = (colour, length) => {
  const end = pick(length, { short: 112, medium: 152, long: 204 });
  const back =
    length === 'short'
      ? `M52 112C44 50 76 36 100 36S156 50 148 112Q100 102 52 112Z`
      : `M51 100C45 46 78 35 100 35S155 46 149 100L151 ${end}Q100 ${end + 8} 49 ${end}Z`;
  return {
    back: [el('path', { d: back, ...fill(colour) })],
    front: [
      el('path', { d: 'M56 106C50 58 76 42 102 42C130 42 152 60 144 104C142 88 138 78 132 70Q104 88 62 88C59 94 57 100 56 106Z', ...fill(colour) }),
      el('path', { d: 'M82 52Q102 46 122 54', fill: 'none', stroke: tint(colour, 0.25), 'stroke-width': 3, 'stroke-linecap': 'round' }),
    ],
  };
};

const wavy: Draw = (colour, length) => {
  const end = pick(length, { short: 118, medium: 154, long: 204 });
  const d = `M52 100C45 46 78 35 100 35S155 46 148 100${wavySide(150, 100, end, 1)}${scallops(150, 50, end)}${wavySide(52, end, 100, -1)}Z`;
  return {
    back: [el('path', { d, ...fill(colour) })],
    front: [
      el('path', { d: 'M56 106C50 58 76 42 100 42S150 58 144 106Q140 86 132 78Q124 92 114 80Q104 94 94 80Q84 92 74 80Q64 90 56 106Z', ...fill(colour) }),
      el('path', { d: 'M78 56Q92 48 108 50', fill: 'none', stroke: tint(colour, 0.25), 'stroke-width': 3, 'stroke-linecap': 'round' }),
    ],
  };
};

const curly: Draw = (colour, length) => {
  const bottom = pick(length, { short: 112, medium: 142, long: 180 });
  const curls: SvgNode[] = [];
  for (let angle = 160; angle <= 380; angle += 20) {
    const radians = (angle * Math.PI) / 180;
    curls.push(el('circle', { cx: 100 + 52 * Math.cos(radians), cy: 88 + 48 * Math.sin(radians), r: 14, ...fill(colour) }));
  }
  for (let y = 106; y <= bottom; y += 14) {
    curls.push(el('circle', { cx: 50, cy: y, r: 13, ...fill(colour) }), el('circle', { cx: 150, cy: y, r: 13, ...fill(colour) }));
  }
  const fringe = [62, 74, 87, 100, 113, 126, 138].map((x, index) =>
    el('circle', { cx: x, cy: [88, 76, 70, 68, 70, 76, 88][index]!, r: 9, ...fill(colour) }),
  );
  return {
    back: [el('ellipse', { cx: 100, cy: 90, rx: 52, ry: 50, ...fill(colour) }), ...curls],
    front: [
      el('path', { d: 'M56 100C50 54 78 40 100 40S150 54 144 100C136 80 120 70 100 70S64 80 56 100Z', ...fill(colour) }),
      ...fringe,
      el('path', { d: 'M84 54q6-6 12 0M106 52q6-6 12 0', fill: 'none', stroke: shade(colour, 0.3), 'stroke-width': 2, 'stroke-linecap': 'round' }),
    ],
  };
};

const coily: Draw = (colour, length) => {
  const { cy, rx, ry, r } = pick(length, {
    short: { cy: 90, rx: 50, ry: 50, r: 7 },
    medium: { cy: 86, rx: 60, ry: 55, r: 10 },
    long: { cy: 84, rx: 70, ry: 62, r: 12 },
  });
  const puffs: SvgNode[] = [];
  for (let step = 0; step < 18; step += 1) {
    const radians = (step / 18) * Math.PI * 2;
    puffs.push(el('circle', { cx: 100 + rx * Math.cos(radians), cy: cy + ry * Math.sin(radians), r, ...fill(colour) }));
  }
  return {
    back: [el('ellipse', { cx: 100, cy, rx, ry, ...fill(colour) }), ...puffs],
    front: [
      el('path', { d: 'M57 100C54 60 76 46 100 46S146 60 143 100C136 82 120 74 100 74S64 82 57 100Z', ...fill(colour) }),
      el('path', { d: 'M78 60q4-4 8 0M96 56q4-4 8 0M114 60q4-4 8 0', fill: 'none', stroke: shade(colour, 0.3), 'stroke-width': 2, 'stroke-linecap': 'round' }),
    ],
  };
};

/** A centre parting: two halves with a line of scalp between them. */
const partedFront = (colour: string) => [
  el('path', { d: 'M56 104C50 58 76 42 99 42L99 66C84 66 66 76 56 104Z', ...fill(colour) }),
  el('path', { d: 'M144 104C150 58 124 42 101 42L101 66C116 66 134 76 144 104Z', ...fill(colour) }),
];

const braids: Draw = (colour, length, tieColour) => {
  const segments = pick(length, { short: 3, medium: 5, long: 8 });
  const plaits: SvgNode[] = [];
  for (const x of [54, 146]) {
    for (let index = 0; index < segments; index += 1) {
      plaits.push(el('ellipse', { cx: x + (index % 2 === 0 ? -1.5 : 1.5), cy: 114 + index * 12, rx: 8.5, ry: 8, ...fill(colour), stroke: shade(colour, 0.25), 'stroke-width': 1.5 }));
    }
    const tieY = 114 + segments * 12 - 4;
    plaits.push(el('rect', { x: x - 7, y: tieY, width: 14, height: 6, rx: 3, fill: tieColour }));
    plaits.push(el('path', { d: `M${x - 5} ${tieY + 6}l-2 12h14l-2-12Z`, ...fill(colour) }));
  }
  return { back: [crown(colour), ...plaits], front: partedFront(colour) };
};

const ponytail: Draw = (colour, length, tieColour) => {
  const end = pick(length, { short: 104, medium: 150, long: 196 });
  return {
    back: [
      crown(colour),
      el('path', { d: `M130 62C176 56 174 ${end - 34} 160 ${end}C150 ${end - 34} 152 96 136 84Z`, ...fill(colour) }),
      el('circle', { cx: 138, cy: 68, r: 7, fill: tieColour }),
    ],
    front: [
      el('path', { d: 'M56 104C50 56 78 42 100 42S150 56 144 104C138 80 124 66 100 66S62 80 56 104Z', ...fill(colour) }),
      el('path', { d: 'M74 58Q100 46 128 58', fill: 'none', stroke: tint(colour, 0.25), 'stroke-width': 3, 'stroke-linecap': 'round' }),
    ],
  };
};

const buns: Draw = (colour, length, tieColour) => {
  const r = pick(length, { short: 13, medium: 17, long: 21 });
  const bun = (cx: number) => [
    el('circle', { cx, cy: 52 - r / 3, r, ...fill(colour) }),
    el('path', { d: `M${cx - r / 2} ${52 - r / 3}a${r / 2} ${r / 2} 0 0 1 ${r} 0`, fill: 'none', stroke: shade(colour, 0.3), 'stroke-width': 2 }),
    el('rect', { x: cx - 8, y: 52 + r / 2 - 4, width: 16, height: 5, rx: 2.5, fill: tieColour }),
  ];
  return { back: [...bun(66), ...bun(134), crown(colour)], front: partedFront(colour) };
};

const shaved: Draw = (colour, length) => ({
  back: [],
  front: [
    el('path', {
      d: 'M57 100C52 54 78 44 100 44S148 54 143 100C136 76 120 62 100 62S64 76 57 100Z',
      ...fill(colour),
      'fill-opacity': pick(length, { short: 0.4, medium: 0.6, long: 0.8 }),
    }),
  ],
});

const styles: Record<Appearance['hairStyle'], Draw> = { straight, wavy, curly, coily, braids, ponytail, buns, shaved };

export function drawHair(style: Appearance['hairStyle'], colour: string, length: Length, tieColour: string): HairLayers {
  return styles[style](colour, length, tieColour);
}
