import { describe, expect, it } from 'vitest';
import { scenePlan, type ScenePlan } from '@shared/schemas/illustrations.ts';
import { readRedrawInstruction, recompose, understoodInstructions } from '../../src/server/domain/redraw-instructions.ts';
import { directScene, type StoryToDirect } from '../../src/server/domain/scene-director.ts';

const story: StoryToDirect = {
  heroName: 'Mia',
  setting: '',
  theme: 'adventure',
  extras: [
    { kind: 'pet', name: 'Biscuit', description: 'dog' },
    { kind: 'friend', name: 'Sam' },
  ],
  seed: 11,
};
const base: ScenePlan = { ...directScene(story, { text: 'Mia walked through the forest.', sceneDescription: '', index: 2, pageCount: 6 }), figures: [{ who: 'hero', pose: 'walking', expression: 'happy' }] };

function read(instruction: string, plan = base): ScenePlan {
  const reading = readRedrawInstruction(plan, story, instruction);
  if (!reading.ok) throw new Error(reading.message);
  expect(scenePlan.parse(reading.plan)).toEqual(reading.plan);
  return reading.plan;
}

describe('redraw instructions', () => {
  it('changes the time of day and the place', () => {
    expect(read('make it night')).toMatchObject({ timeOfDay: 'night', setting: 'forest' });
    expect(read('at the beach')).toMatchObject({ setting: 'beach' });
    expect(read('under the sea, in the morning')).toMatchObject({ setting: 'underwater', timeOfDay: 'morning' });
    expect(read('make it night').altText).toContain('at night');
  });

  it('adds the story’s own pet for “the dog”, and other animals as a creature', () => {
    expect(read('add the dog').figures.map((figure) => figure.who)).toEqual(['hero', 'extra-0']);
    expect(read('add a cat')).toMatchObject({ creature: 'cat' });
    expect(read('add Sam').figures.map((figure) => figure.who)).toEqual(['hero', 'extra-1']);
    const withBoth = read('add the dog and Sam');
    expect(read('without Biscuit', withBoth).figures.map((figure) => figure.who)).toEqual(['hero', 'extra-1']);
    expect(read('alone', withBoth).figures.map((figure) => figure.who)).toEqual(['hero']);
  });

  it('sets the pose and expression of the one named, the hero by default', () => {
    expect(read('Mia is laughing').figures[0]).toMatchObject({ expression: 'happy' });
    expect(read('sleeping').figures[0]).toMatchObject({ pose: 'sleeping', expression: 'sleepy' });
    expect(read('Mia looks surprised').figures[0]).toMatchObject({ expression: 'surprised' });
    const sam = read('Sam is jumping');
    expect(sam.figures.find((figure) => figure.who === 'extra-1')).toMatchObject({ pose: 'jumping' });
    expect(sam.figures[0]).toMatchObject({ pose: 'walking' });
  });

  it('adds things and moves the camera', () => {
    expect(read('holding a kite').props[0]).toBe('kite');
    expect(read('close-up')).toMatchObject({ framing: 'close' });
    expect(read('on the left, from above')).toMatchObject({ placement: 'left', angle: 'high' });
  });

  it('refuses what it cannot draw, saying what it understands', () => {
    const refused = readRedrawInstruction(base, story, 'make it night with a rainbow');
    expect(refused).toEqual({ ok: false, message: `I don’t know how to draw “rainbow” yet. ${understoodInstructions}` });
    expect(readRedrawInstruction(base, story, 'paint it purple')).toMatchObject({ ok: false });
    expect(readRedrawInstruction(base, story, 'without Mia')).toEqual({ ok: false, message: 'Mia is the hero and is on every page.' });
  });

  it('recomposes a plain redraw: the same scene with the camera moved', () => {
    const next = recompose(base, story, 0);
    expect(next).toMatchObject({ setting: base.setting, timeOfDay: base.timeOfDay, figures: base.figures });
    expect(next.placement).not.toBe(base.placement);
    expect(next.variant).not.toBe(base.variant);
    expect(recompose(next, story, 1).placement).not.toBe(next.placement);
  });
});
