/**
 * The body under the head: legs, top, arms. Arms hang from shoulder pivots and legs from hip
 * pivots, turned by the pose, so a new pose is a new set of angles rather than new drawing code.
 * A pose never changes a colour or a shape that makes the child recognisable.
 */
import { el, shade, tint, type SvgNode } from './svg-tree.ts';

export type LegStance = 'together' | 'stride' | 'run' | 'sit' | 'bent';

export interface Pose {
  /** Degrees each arm turns from hanging straight down; positive turns clockwise. */
  leftArm: number;
  rightArm: number;
  legs: LegStance;
  /** How far the whole figure is off the ground (a jump), in character units. */
  lift?: number;
  /** Leaning forward, in degrees (running). */
  tilt?: number;
  /** Lying down asleep: the figure is turned on its side, head to the left. */
  lying?: boolean;
}

export const poses = {
  standing: { leftArm: 14, rightArm: -14, legs: 'together' },
  walking: { leftArm: 26, rightArm: -6, legs: 'stride' },
  running: { leftArm: 58, rightArm: -38, legs: 'run', tilt: 6 },
  waving: { leftArm: 12, rightArm: -148, legs: 'together' },
  sitting: { leftArm: 34, rightArm: -34, legs: 'sit' },
  sleeping: { leftArm: 6, rightArm: -6, legs: 'together', lying: true },
  jumping: { leftArm: 140, rightArm: -140, legs: 'bent', lift: 34 },
  reaching: { leftArm: 16, rightArm: -168, legs: 'together' },
  hugging: { leftArm: -38, rightArm: 38, legs: 'together' },
} as const satisfies Record<string, Pose>;
export type PoseName = keyof typeof poses;
export const poseNames = Object.keys(poses) as PoseName[];

export interface BodyColours {
  skin: string;
  top: string;
  bottom: string;
}

const shoeColour = '#3a3346';

/** One leg from its hip pivot; `shorten` bends it (a lifted or folded leg). */
function leg(hipX: number, angle: number, shorten: number, bottom: string): SvgNode {
  const height = 58 - shorten;
  const footY = 222 + height + 3;
  return el('g', { transform: `rotate(${angle} ${hipX} 222)` }, [
    el('rect', { x: hipX - 13.5, y: 222, width: 27, height, rx: 9, fill: bottom }),
    el('ellipse', { cx: hipX + (hipX < 100 ? -1 : 1), cy: footY, rx: 18, ry: 8.5, fill: shoeColour }),
    el('path', { d: `M${hipX - 12} ${footY - 3}q6-4 12-4`, fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.35, 'stroke-width': 2, 'stroke-linecap': 'round' }),
  ]);
}

const stances: Record<Exclude<LegStance, 'sit'>, [number, number, number, number]> = {
  // left angle, left shortening, right angle, right shortening
  together: [0, 0, 0, 0],
  stride: [9, 0, -7, 8],
  run: [24, 14, -20, 0],
  bent: [20, 16, -20, 16],
};

export function drawLegs({ bottom }: BodyColours, stance: LegStance = 'together'): SvgNode[] {
  if (stance === 'sit') {
    // Seen from the front, a sitting child shows a lap and the soles of two shoes.
    return [
      el('path', { d: 'M62 222Q100 214 138 222L146 252Q100 262 54 252Z', fill: bottom }),
      el('path', { d: 'M100 226V254', stroke: shade(bottom, 0.2), 'stroke-width': 2 }),
      el('ellipse', { cx: 62, cy: 256, rx: 15, ry: 11, fill: shoeColour }),
      el('ellipse', { cx: 138, cy: 256, rx: 15, ry: 11, fill: shoeColour }),
    ];
  }
  const [leftAngle, leftShorten, rightAngle, rightShorten] = stances[stance];
  return [
    leg(83.5, leftAngle, leftShorten, bottom),
    leg(116.5, rightAngle, rightShorten, bottom),
    el('path', { d: 'M99 224V236', stroke: shade(bottom, 0.2), 'stroke-width': 2 }),
  ];
}

export function drawTorso({ skin, top, bottom }: BodyColours): SvgNode[] {
  return [
    el('rect', { x: 90, y: 132, width: 20, height: 20, fill: shade(skin, 0.1) }),
    el('path', { d: 'M64 162Q66 148 86 145H114Q134 148 136 162L139 230Q100 238 61 230Z', fill: top }),
    el('path', { d: 'M62 212Q100 220 138 212L139 230Q100 238 61 230Z', fill: shade(top, 0.12) }),
    el('path', { d: 'M86 145Q100 160 114 145', fill: 'none', stroke: bottom, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    el('path', { d: 'M76 176Q80 170 86 174', fill: 'none', stroke: tint(top, 0.35), 'stroke-width': 3, 'stroke-linecap': 'round' }),
  ];
}

function arm(pivotX: number, angle: number, { skin, top }: BodyColours): SvgNode {
  const pivotY = 160;
  return el('g', { transform: `rotate(${angle} ${pivotX} ${pivotY})` }, [
    el('path', { d: `M${pivotX} ${pivotY + 26}V${pivotY + 58}`, stroke: skin, 'stroke-width': 13, 'stroke-linecap': 'round' }),
    el('circle', { cx: pivotX, cy: pivotY + 64, r: 9, fill: skin }),
    el('rect', { x: pivotX - 11, y: pivotY - 8, width: 22, height: 38, rx: 11, fill: top }),
    el('path', { d: `M${pivotX - 10} ${pivotY + 27}H${pivotX + 10}`, stroke: shade(top, 0.15), 'stroke-width': 3, 'stroke-linecap': 'round' }),
  ]);
}

export function drawArms(colours: BodyColours, pose: Pose): SvgNode[] {
  return [arm(68, pose.leftArm, colours), arm(132, pose.rightArm, colours)];
}
