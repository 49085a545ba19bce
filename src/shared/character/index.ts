/**
 * A child's illustrated character, drawn from their appearance: the same picture-book hero in the
 * appearance builder, on the family page and (through the built-in illustrator) on every story
 * page. Pure geometry: give it the same appearance and it draws exactly the same picture.
 */
import { eyeColours, hairColours, outfitColours, skinTones, type Appearance } from '../appearance.ts';
import { drawArms, drawLegs, drawTorso, poses, type Pose, type PoseName } from './body.ts';
import { drawFace, drawGlasses, drawHead, type ExpressionName } from './face.ts';
import { drawHair } from './hair.ts';
import { el, shade, toSvgString, type SvgNode } from './svg-tree.ts';

export { poseNames, type PoseName } from './body.ts';
export { expressionNames, type ExpressionName } from './face.ts';
export { toSvgString, type SvgNode } from './svg-tree.ts';

/**
 * Whole figure, or head and shoulders (for small pictures such as a child's card). The character
 * stands in a 200 × 300 box, feet on the ground at y ≈ 290.
 */
export const framings = {
  full: '0 0 200 300',
  bust: '10 4 180 180',
} as const;
export type Framing = keyof typeof framings;

export interface CharacterOptions {
  pose?: PoseName;
  expression?: ExpressionName;
  /** A soft shadow on the ground under the feet; a scene with its own lighting may turn it off. */
  groundShadow?: boolean;
}

/** The character as a group, for placing inside a larger picture (a story page's scene). */
export function characterGroup(appearance: Appearance, options: CharacterOptions = {}): SvgNode {
  const skin = skinTones[appearance.skinTone];
  const hairColour = hairColours[appearance.hairColour];
  const top = outfitColours[appearance.outfitPrimary];
  const bottom = outfitColours[appearance.outfitSecondary];
  const body = { skin, top, bottom };
  const hair = drawHair(appearance.hairStyle, hairColour, appearance.hairLength, bottom);
  const face = { skin, eyes: eyeColours[appearance.eyeColour], brows: shade(hairColour, 0.15) };

  const pose: Pose = poses[options.pose ?? 'standing'];
  const figure = [
    ...hair.back,
    ...drawLegs(body, pose.legs),
    ...drawTorso(body),
    ...drawArms(body, pose),
    ...drawHead(face),
    ...drawFace(face, { freckles: appearance.freckles, expression: options.expression, eyesClosed: pose.lying === true }),
    ...hair.front,
    ...(appearance.glasses ? drawGlasses() : []),
  ];
  const shadow = options.groundShadow === false ? [] : [el('ellipse', { cx: 100, cy: 290, rx: pose.lift ? 36 : 48, ry: 6, fill: '#000000', 'fill-opacity': 0.12 })];
  return el('g', {}, [...shadow, ...(placement(pose) ? [el('g', { transform: placement(pose)! }, figure)] : figure)]);
}

/** Where a pose puts the whole figure: lifted, leaning, sat down or laid on its side. */
function placement(pose: Pose): string | undefined {
  // Lying: turned a quarter to the left about the middle of the body, head on the left, shrunk to fit the box.
  if (pose.lying) return 'translate(100 245) scale(0.78) rotate(-90) translate(-100 -160)';
  const parts: string[] = [];
  if (pose.legs === 'sit') parts.push('translate(0 32)');
  if (pose.lift) parts.push(`translate(0 ${-pose.lift})`);
  if (pose.tilt) parts.push(`rotate(${pose.tilt} 100 280)`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** A complete <svg> element tree. */
export function characterTree(appearance: Appearance, options: CharacterOptions & { framing?: Framing } = {}): SvgNode {
  return el('svg', { viewBox: framings[options.framing ?? 'full'] }, [characterGroup(appearance, options)]);
}

/** The same picture as SVG markup (for the server-side illustrator, or an <img> data URL). */
export function characterSvg(appearance: Appearance, options: CharacterOptions & { framing?: Framing } = {}): string {
  return toSvgString(characterTree(appearance, options));
}
