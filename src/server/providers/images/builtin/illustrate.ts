/**
 * Composes one picture from a scene plan: the setting at its time of day, the hero and the cast
 * drawn by the one character module, the creature, the props, a camera (framing, placement,
 * angle) that changes from page to page, and the style's rendering on top.
 */
import type { Appearance } from '../../../../shared/appearance.ts';
import { characterGroup, toSvgString } from '../../../../shared/character/index.ts';
import type { ScenePlan, SceneFigure } from '../../../../shared/schemas/illustrations.ts';
import type { IllustrationStyle } from '../../../../shared/schemas/stories.ts';
import { backgrounds } from './backgrounds/index.ts';
import type { CastLook } from './cast.ts';
import { creatureScale, defaultCreatureLooks, drawCreature, floats, type CreatureLook } from '../../../../shared/character/creatures.ts';
import { at, ellipse, group, path, rect, seeded, tag } from './draw.ts';
import { heldProps, drawProp } from './props.ts';
import { drawSky, hasLight, lightFilters, skyGradient } from './sky.ts';
import { styleTreatments, wrap, type Box } from './styles.ts';

export interface IllustrationInput {
  plan: ScenePlan;
  style: IllustrationStyle;
  hero: Appearance;
  /** The story's extra characters, in the story's order (`extra-0`, `extra-1`). */
  extras: readonly CastLook[];
  /** The story's creature or helper, when it has a look of its own (else the plan's kind, default colours). */
  creature?: CreatureLook | null;
  /** The story's seed: the same page of the same story is always drawn the same. */
  seed: number;
}

const width = 800;
const height = 600;

const horizons = { level: 380, low: 430, high: 330 } as const;
const grounds = { level: 540, low: 556, high: 526 } as const;
const scales = { level: 0.92, low: 1.02, high: 0.84 } as const;
const anchors = { left: 250, centre: 400, right: 550 } as const;

interface Placed {
  x: number;
  svg: string;
  behind: boolean;
}

/** A person at (x, feet on ground): the shared character drawing, plus a bed when asleep. */
function person(who: string, appearance: Appearance, figure: SceneFigure, x: number, ground: number, scale: number): string {
  const drawn = toSvgString(characterGroup(appearance, { pose: figure.pose, expression: figure.expression, groundShadow: figure.pose !== 'sleeping' }));
  const sleeping = figure.pose === 'sleeping';
  const inner = sleeping
    ? [
        rect(-30, 262, 260, 34, '#a8744e', { rx: 10 }),
        ellipse(14, 252, 42, 20, '#ffffff'),
        drawn,
        path('M60 236Q140 222 232 240L236 292H56Z', '#8fb0e0'),
        path('M60 236Q140 222 232 240L233 252Q140 236 60 250Z', '#f4f1e6'),
      ].join('')
    : drawn;
  return group(inner, { 'data-figure': who, transform: `translate(${x - 100 * scale} ${ground - 290 * scale}) scale(${scale})` });
}

const floatsLift = (kind: CreatureLook['kind'], scale: number) => (floats.has(kind) ? 150 * scale : 0);

function creatureAt(look: CreatureLook, x: number, ground: number, scale: number, facing: 'left' | 'right'): string {
  const s = scale * creatureScale[look.kind] * (look.size ?? 1);
  const lift = floatsLift(look.kind, scale);
  return group(drawCreature(look, facing), { 'data-figure': 'creature', 'data-creature': look.kind, transform: `translate(${x} ${ground - 4 - lift}) scale(${s})` });
}

const slotOffsets = [0, 175, -175, 330];

/**
 * Sea creatures swim: at the beach they are drawn in the distance, in the sea; in a place with no
 * water (a street, a desert, space…) they are left out rather than floating in the air.
 */
const swimmers: ReadonlySet<string> = new Set(['fish', 'whale']);

function placeFigures(input: IllustrationInput, ground: number, scale: number, horizon: number): { figures: Placed[]; heroX: number } {
  const { plan } = input;
  const anchor = anchors[plan.placement];
  // Companions go towards the open side of the picture.
  const side = plan.placement === 'right' ? -1 : 1;
  const placed: Placed[] = [];
  let heroX: number = anchor;
  plan.figures.forEach((figure, index) => {
    const offset = slotOffsets[index]! * (plan.placement === 'centre' ? 1 : side) * (index === 2 && plan.placement !== 'centre' ? -1.9 : 1);
    const x = Math.min(Math.max(anchor + offset, 90), 710);
    if (figure.who === 'hero') {
      heroX = x;
      placed.push({ x, svg: person('hero', input.hero, figure, x, ground, scale), behind: false });
      return;
    }
    if (figure.who === 'creature') return;
    const look = input.extras[Number(figure.who.slice('extra-'.length))];
    if (!look) return;
    if (look.type === 'person') placed.push({ x, svg: person(figure.who, look.appearance, figure, x, ground + 4, scale * 0.94), behind: false });
    else placed.push({ x, svg: group(creatureAt(look.look, x, ground + 6, scale, x > heroX ? 'left' : 'right'), { 'data-figure': figure.who }), behind: false });
  });
  if (plan.creature) {
    const look: CreatureLook = input.creature?.kind === plan.creature ? input.creature : { kind: plan.creature, ...defaultCreatureLooks[plan.creature] };
    const big = creatureScale[look.kind] > 1 || look.kind === 'bear' || look.kind === 'unicorn';
    const x = Math.min(Math.max(heroX - side * (big ? 250 : 150), 110), 690);
    if (swimmers.has(look.kind) && input.plan.setting !== 'underwater' && input.plan.setting !== 'beach') {
      // Nowhere to swim.
    } else if (swimmers.has(look.kind) && input.plan.setting === 'beach') {
      // Half sunk just below the horizon, small with distance, behind everyone.
      const far = scale * 0.5;
      const waterline = horizon + 34;
      const foam = `<path d="M${x - 80 * far * 2} ${waterline}q${12 * far * 2} -9 ${24 * far * 2} 0t${24 * far * 2} 0t${24 * far * 2} 0t${24 * far * 2} 0t${24 * far * 2} 0t${24 * far * 2} 0t${24 * far * 2} 0" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.85"/>`;
      placed.push({ x, svg: creatureAt(look, x, waterline + 14 + floatsLift(look.kind, far), far, x < heroX ? 'right' : 'left') + foam, behind: true });
    } else {
      placed.push({ x, svg: creatureAt(look, x, ground - (big ? 14 : -4), scale, x < heroX ? 'right' : 'left'), behind: big });
    }
  }
  return { figures: placed, heroX };
}

function propsFor(plan: ScenePlan, heroX: number, ground: number, scale: number): string {
  return plan.props
    .map((prop, index) => {
      const held = heldProps.has(prop);
      const x = heroX + (index === 0 ? 1 : -1) * (held ? 118 : 96) * scale;
      const y = held ? ground - 120 * scale : ground + 6;
      return at(x, y, scale * 0.9, drawProp(prop));
    })
    .join('');
}

function crop(plan: ScenePlan, heroX: number, ground: number, scale: number): Box {
  if (plan.framing === 'wide') return { x: 0, y: 0, width, height };
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  if (plan.framing === 'medium') {
    return { x: clamp(heroX - 300, 0, 200), y: clamp(ground + 50 - 450, 0, 150), width: 600, height: 450 };
  }
  const headY = ground - (plan.figures[0]?.pose === 'sleeping' ? 60 : 194) * scale;
  return { x: clamp(heroX - 220, 0, 360), y: clamp(headY - 140, 0, 270), width: 440, height: 330 };
}

/** The picture as SVG markup. Pure: the same input gives the same bytes. */
export function illustrate(input: IllustrationInput): string {
  const { plan } = input;
  const style = styleTreatments[input.style];
  const horizon = horizons[plan.angle];
  const ground = grounds[plan.angle];
  const scale = scales[plan.angle] * (plan.figures.length > 2 ? 0.9 : 1);
  const rng = seeded((input.seed ^ Math.imul(plan.variant + 1, 0x9e3779b1)) >>> 0);

  const skyWindow = (x: number, y: number, w: number, h: number) =>
    tag('svg', { x, y, width: w, height: h, viewBox: `0 0 ${width} ${height}`, preserveAspectRatio: 'xMidYMid slice' }, drawSky(plan.timeOfDay, 520, seeded(input.seed + 7)));
  const background = backgrounds[plan.setting]({ time: plan.timeOfDay, horizon, ground, rng, skyWindow });
  const { figures, heroX } = placeFigures(input, ground, scale, horizon);
  const box = crop(plan, heroX, ground, scale);

  const light = hasLight(plan.timeOfDay);
  const land = background.layers.map((layer, index) => wrap(layer, style.layerFilter(index + 1))).join('');
  const sky = background.sky ? wrap(drawSky(plan.timeOfDay, horizon + 20, rng), style.layerFilter(0)) : '';
  const behind = figures.filter((figure) => figure.behind).map((figure) => figure.svg).join('');
  const front = figures.filter((figure) => !figure.behind).map((figure) => figure.svg).join('');
  const cast = wrap(behind, style.figureFilter) + wrap(front + propsFor(plan, heroX, ground, scale), style.figureFilter);

  const backdrop = wrap(sky + (light ? group(land, { filter: 'url(#light)' }) : land), style.landFilter);
  const scene = [
    backdrop,
    light ? group(cast, { filter: 'url(#light-soft)' }) : cast,
    background.front ? wrap(background.front, style.layerFilter(background.layers.length)) : '',
  ].join('');

  return tag(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `${box.x} ${box.y} ${box.width} ${box.height}`, width, height },
    tag('defs', {}, skyGradient(plan.timeOfDay) + lightFilters(plan.timeOfDay) + style.defs) + wrap(scene, style.rootFilter) + style.finish(box),
  );
}
