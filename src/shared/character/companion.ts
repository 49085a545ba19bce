/**
 * A companion of the family cast drawn from its saved look: people by the character drawing,
 * animals and cuddly toys by the creature drawings. The builder's preview, the family page and the
 * built-in illustrator all come here, so a companion looks the same everywhere.
 */
import { outfitColours } from '../appearance.ts';
import { animalEyeColours, coatColours, toyKinds, type AnimalLook, type CompanionLook, type ToyLook } from '../companion-looks.ts';
import type { CreatureKind } from '../schemas/illustrations.ts';
import { characterTree, type Framing } from './index.ts';
import { defaultCreatureLooks, drawCreature, type CreatureLook } from './creatures.ts';
import { parseMarkup } from './markup.ts';
import { el, type SvgNode } from './svg-tree.ts';

/** A cuddly toy is drawn smaller than the animal it is modelled on: about knee-high to a child. */
export const toySize = 0.6;

export function creatureLookOf(look: AnimalLook | ToyLook): CreatureLook {
  if (look.type === 'animal') {
    return {
      kind: look.species,
      body: coatColours[look.coat],
      accent: defaultCreatureLooks[look.species].accent,
      marking: false,
      ...(look.markings === 'plain' ? {} : { pattern: { style: look.markings, colour: coatColours[look.markingColour] } }),
      eyes: animalEyeColours[look.eyes],
      ...(look.collar === 'none' ? {} : { neckwear: { style: 'collar' as const, colour: outfitColours[look.collar] } }),
    };
  }
  return {
    kind: toyKinds[look.toy],
    body: coatColours[look.colour],
    accent: coatColours[look.secondColour],
    marking: false,
    size: toySize,
    ...(look.bow === 'none' ? {} : { neckwear: { style: 'bow' as const, colour: outfitColours[look.bow] } }),
  };
}

/** Each creature's extent in its own units (left, right, top), to frame it in a picture of its own. */
const extents: Record<CreatureKind, [number, number, number]> = {
  dog: [-66, 88, -116],
  cat: [-40, 76, -132],
  rabbit: [-38, 46, -160],
  owl: [-62, 62, -130],
  fox: [-60, 96, -132],
  bear: [-82, 82, -230],
  fish: [-46, 68, -72],
  dragon: [-112, 152, -220],
  unicorn: [-76, 108, -266],
  dinosaur: [-114, 172, -248],
  robot: [-46, 46, -184],
  whale: [-112, 152, -164],
};

/** A creature in a square picture of its own, feet at the bottom, facing left. */
function creatureTree(look: CreatureLook): SvgNode {
  const [left, right, top] = extents[look.kind];
  const side = Math.max(right - left, -top) + 24;
  const x = (left + right) / 2 - side / 2;
  return el('svg', { viewBox: `${x} ${8 - side} ${side} ${side}` }, [el('g', {}, parseMarkup(drawCreature(look)))]);
}

/** The companion as a complete <svg> element tree. */
export function companionTree(look: CompanionLook, options: { framing?: Framing } = {}): SvgNode {
  if (look.type === 'person') {
    const { type: _type, ...appearance } = look;
    return characterTree(appearance, { framing: options.framing, groundShadow: options.framing !== 'bust' });
  }
  return creatureTree(creatureLookOf(look));
}
