import { describe, expect, it } from 'vitest';
import { scenePlan } from '@shared/schemas/illustrations.ts';
import { directScene, settingIn, timeIn, type StoryToDirect } from '../../src/server/domain/scene-director.ts';
import { generateBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';

const story: StoryToDirect = { heroName: 'Mia', setting: '', theme: 'adventure', extras: [{ kind: 'pet', name: 'Biscuit', description: 'dog' }], seed: 11 };
const page = (text: string, sceneDescription = '', index = 1, pageCount = 6) => ({ text, sceneDescription, index, pageCount });

describe('scene director rules', () => {
  it('reads the place from the scene, then the text, then the parent’s setting, then the theme', () => {
    expect(directScene(story, page('They went on.', 'Mia on the beach. Setting: Gull Cove, in daylight.')).setting).toBe('beach');
    expect(directScene(story, page('Mia swam down to the coral reef.')).setting).toBe('underwater');
    expect(directScene({ ...story, setting: 'a snowy village' }, page('They went on.')).setting).toBe('snow');
    expect(directScene({ ...story, theme: 'space' }, page('They went on.')).setting).toBe('space');
    expect(settingIn('the dinosaur valley long ago')).toBe('dinosaur-valley');
    expect(settingIn('under the sea by the reef')).toBe('underwater');
  });

  it('brings a whale or a fish only where there is water to swim in', () => {
    expect(directScene(story, page('Mia waved at a whale in the waves.', 'Mia on the beach.')).creature).toBe('whale');
    expect(directScene(story, page('Mia swam with a little fish.', 'Mia under the sea.')).creature).toBe('fish');
    const street = directScene({ ...story, setting: 'a busy city street' }, page('Mia told everyone about the whale.'));
    expect(street.setting).toBe('city-street');
    expect(street.creature).toBeNull();
    expect(street.altText).not.toMatch(/whale/);
    expect(directScene({ ...story, setting: 'a busy city street' }, page('Mia met a fox.')).creature).toBe('fox');
  });

  it('reads the time of day', () => {
    expect(timeIn('the moon rose')).toBe('night');
    expect(timeIn('at sunset they')).toBe('sunset');
    expect(timeIn('one sunny morning')).toBe('morning');
    expect(directScene(story, page('Mia was asleep, tucked up in bed.', 'Mia asleep, tucked up warm in bed, moonlight at the window.', 5, 6))).toMatchObject({
      setting: 'bedroom',
      timeOfDay: 'night',
      figures: [{ who: 'hero', pose: 'sleeping', expression: 'sleepy' }],
    });
  });

  it('turns actions into poses and moods into expressions', () => {
    const hero = (text: string) => directScene(story, page(text)).figures[0];
    expect(hero('Mia ran as fast as she could.')).toMatchObject({ pose: 'running' });
    expect(hero('Mia waved goodbye.')).toMatchObject({ pose: 'waving' });
    expect(hero('Mia gave Biscuit a big hug.')).toMatchObject({ pose: 'hugging' });
    expect(hero('Mia jumped for joy.')).toMatchObject({ pose: 'jumping' });
    expect(hero('Mia sat on a rock.')).toMatchObject({ pose: 'sitting' });
    expect(hero('Mia reached for the branch.')).toMatchObject({ pose: 'reaching' });
    expect(hero('Mia looked worried.')).toMatchObject({ expression: 'worried' });
    expect(hero('Mia had an idea.')).toMatchObject({ expression: 'thinking' });
    expect(hero('Mia gasped in surprise.')).toMatchObject({ expression: 'surprised' });
    expect(hero('Mia stood up straight, brave and ready.')).toMatchObject({ expression: 'brave' });
    expect(hero('Mia smiled.')).toMatchObject({ pose: 'standing', expression: 'happy' });
  });

  it('brings the cast, the creature and the props named on the page', () => {
    const plan = directScene(story, page('Mia found a map and a lantern. A little dragon peeped out.'));
    expect(plan.figures.map((figure) => figure.who)).toEqual(['hero', 'extra-0']);
    expect(plan.creature).toBe('dragon');
    expect(plan.props).toEqual(['lantern', 'map']);
    // The pet itself is not the story's creature.
    expect(directScene(story, page('Biscuit the dog barked.')).creature).toBeNull();
    expect(plan.altText).toBe('Mia standing with Biscuit the dog and a friendly dragon in the forest, with a lantern and a map.');
  });

  it('plans every page of a generated book validly, with a changing camera', () => {
    const generated = generateBuiltinStory({
      hero: { name: 'Mia', pronouns: 'she', age: 6, interests: ['dogs'], favourites: {} },
      extraCharacters: [{ kind: 'pet', name: 'Biscuit', description: 'dog' }],
      theme: 'dinosaurs',
      setting: '',
      readingLevel: 'early-reader',
      targetWordCount: 800,
      seed: 3,
    });
    const plans = generated.pages.map((p, index) => directScene({ ...story, theme: 'dinosaurs' }, page(p.text, p.sceneDescription, index, generated.pages.length)));
    for (const plan of plans) expect(scenePlan.parse(plan)).toEqual(plan);
    const shots = plans.map((plan) => `${plan.framing}/${plan.placement}/${plan.angle}`);
    for (let index = 1; index < shots.length; index += 1) expect(shots[index]).not.toBe(shots[index - 1]);
    expect(plans.some((plan) => plan.setting === 'dinosaur-valley')).toBe(true);
  });
});
