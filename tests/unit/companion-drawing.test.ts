import { describe, expect, it } from 'vitest';
import { defaultAppearance, outfitColours } from '@shared/appearance.ts';
import { companionTree, creatureLookOf, toySize } from '@shared/character/companion.ts';
import { drawCreature } from '@shared/character/creatures.ts';
import { parseMarkup } from '@shared/character/markup.ts';
import { toSvgString, type SvgNode } from '@shared/character/svg-tree.ts';
import { animalEyeColours, coatColours, defaultLookFor, type AnimalLook, type CompanionLook } from '@shared/companion-looks.ts';
import type { ScenePlan } from '@shared/schemas/illustrations.ts';
import { companionCastLook } from '../../src/server/providers/images/builtin/cast.ts';
import { illustrate, type IllustrationInput } from '../../src/server/providers/images/builtin/illustrate.ts';

const dog: AnimalLook = { type: 'animal', species: 'dog', coat: 'chocolate', markings: 'spots', markingColour: 'cream', eyes: 'amber', collar: 'sky' };

function picture(look: CompanionLook, plan: Partial<ScenePlan>, seed: number): string {
  const input: IllustrationInput = {
    plan: {
      setting: 'park',
      timeOfDay: 'day',
      figures: [
        { who: 'hero', pose: 'standing', expression: 'happy' },
        { who: 'extra-0', pose: 'standing', expression: 'happy' },
      ],
      creature: null,
      props: [],
      framing: 'wide',
      placement: 'centre',
      angle: 'level',
      variant: 0,
      altText: '',
      ...plan,
    },
    style: 'storybook',
    hero: defaultAppearance,
    extras: [companionCastLook(look)],
    seed,
  };
  return illustrate(input);
}

/** Every element drawn for the companion, with its attributes but not where the scene put it. */
function companionDrawing(svg: string): Array<Record<string, string | number>> {
  const find = (nodes: readonly SvgNode[]): SvgNode | undefined => {
    for (const node of nodes) {
      if (node.attrs['data-figure'] === 'extra-0') return node;
      const inner = find(node.children ?? []);
      if (inner) return inner;
    }
    return undefined;
  };
  const group = find(parseMarkup(svg));
  expect(group).toBeDefined();
  const flat: Array<Record<string, string | number>> = [];
  const walk = (node: SvgNode) => {
    const { transform: _where, 'data-figure': _who, ...attrs } = node.attrs;
    if (node.tag !== 'g') flat.push({ tag: node.tag, ...attrs });
    node.children?.forEach(walk);
  };
  walk(group!);
  return flat;
}

describe('a companion drawn from its saved look', () => {
  it('is the same drawing on pages of two stories, in different places, times and poses', () => {
    const first = companionDrawing(picture(dog, { setting: 'park', placement: 'left' }, 7));
    const second = companionDrawing(picture(dog, { setting: 'beach', timeOfDay: 'sunset', placement: 'right', framing: 'close', variant: 5 }, 91));
    expect(second).toEqual(first);
    const fills = first.map((element) => element.fill);
    expect(fills).toEqual(expect.arrayContaining([coatColours.chocolate, coatColours.cream, animalEyeColours.amber]));
    expect(first.map((element) => element.stroke)).toContain(outfitColours.sky);
  });

  it('draws a grandparent with the character drawing, the same on every page too', () => {
    const grandma = defaultLookFor('grandparent');
    const first = companionDrawing(picture(grandma, {}, 3));
    expect(companionDrawing(picture(grandma, { setting: 'garden', variant: 2 }, 40))).toEqual(first);
  });

  it('changes with the look: another coat, no markings, no collar', () => {
    const plain = companionDrawing(picture({ ...dog, coat: 'golden', markings: 'plain', collar: 'none' }, {}, 7));
    const fills = plain.map((element) => element.fill);
    expect(fills).toContain(coatColours.golden);
    expect(fills).not.toContain(coatColours.chocolate);
    expect(fills).not.toContain(coatColours.cream);
    expect(plain.map((element) => element.stroke)).not.toContain(outfitColours.sky);
  });

  it('makes a cuddly toy a small creature with a bow in its own colours', () => {
    const teddy = creatureLookOf({ type: 'toy', toy: 'teddy', colour: 'lilac', secondColour: 'cream', bow: 'berry' });
    expect(teddy).toMatchObject({ kind: 'bear', body: coatColours.lilac, accent: coatColours.cream, size: toySize, neckwear: { style: 'bow', colour: outfitColours.berry } });
  });

  it('reads the creature markup back as the same elements, for the web app to draw', () => {
    const markup = drawCreature(creatureLookOf(dog));
    expect(parseMarkup(markup).map(toSvgString).join('')).toBe(markup);
    const tree = companionTree(dog);
    expect(tree.tag).toBe('svg');
    expect(toSvgString(tree)).toContain(markup);
  });
});
