/**
 * The body under the head: legs, top, arms. Arms hang from shoulder pivots and are turned by the
 * pose, so a new pose is a new set of angles rather than new drawing code.
 */
import { el, shade, tint, type SvgNode } from './svg-tree.ts';

export interface Pose {
  /** Degrees each arm turns from hanging straight down; positive turns clockwise. */
  leftArm: number;
  rightArm: number;
}

export const poses = {
  standing: { leftArm: 14, rightArm: -14 },
} as const satisfies Record<string, Pose>;
export type PoseName = keyof typeof poses;

export interface BodyColours {
  skin: string;
  top: string;
  bottom: string;
}

const shoeColour = '#3a3346';

export function drawLegs({ bottom }: BodyColours): SvgNode[] {
  return [
    el('rect', { x: 70, y: 222, width: 27, height: 58, rx: 9, fill: bottom }),
    el('rect', { x: 103, y: 222, width: 27, height: 58, rx: 9, fill: bottom }),
    el('path', { d: 'M99 232V272', stroke: shade(bottom, 0.2), 'stroke-width': 2 }),
    el('ellipse', { cx: 82, cy: 283, rx: 18, ry: 8.5, fill: shoeColour }),
    el('ellipse', { cx: 118, cy: 283, rx: 18, ry: 8.5, fill: shoeColour }),
    el('path', { d: 'M70 280q6-4 12-4M106 280q6-4 12-4', fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.35, 'stroke-width': 2, 'stroke-linecap': 'round' }),
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
