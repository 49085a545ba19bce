import { describe, expect, it } from 'vitest';
import { targetWordCount } from '@shared/reading.ts';
import { writeBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { premiseTales } from '../../src/server/providers/text/builtin/library/tales/premise/index.ts';
import type { Tale } from '../../src/server/providers/text/builtin/library/types.ts';
import { parsePlace } from '../../src/server/providers/text/builtin/setting.ts';
import { placeSlots, sayPlaces, shortPlace } from '../../src/server/providers/text/builtin/short-place.ts';
import { critiqueStory } from '../../src/server/providers/text/critic/index.ts';
import { splitSentences, wordCount } from '../../src/server/providers/text/readability.ts';
import type { GeneratedStory, StoryRequest } from '../../src/server/providers/text/types.ts';

function request(overrides: Partial<StoryRequest> = {}): StoryRequest {
  return {
    hero: { name: 'Mia Rose', pronouns: 'she', age: 3, interests: ['trains'], favourites: { colour: 'yellow', toy: 'teddy bear', toyName: 'Pip', animal: 'duck' } },
    extraCharacters: [{ kind: 'pet', name: 'Biscuit', description: 'a scruffy little dog' }],
    theme: 'adventure',
    setting: '',
    lesson: 'it is fine to ask for help',
    readingLevel: 'transitional-reader',
    targetWordCount: targetWordCount('transitional-reader', 10),
    seed: 4,
    ...overrides,
  };
}

const textOf = (story: GeneratedStory) => story.pages.map((page) => page.text).join('\n\n');
const count = (text: string, phrase: string) => text.split(phrase).length - 1;

describe('a place named in full once, then short', () => {
  it('says the tale’s own long place in full at its first mention and by its name after', () => {
    const { story, tale, hints } = writeBuiltinStory(request());
    expect(tale).toBe('the-penhallow-trail');
    expect(hints.place).toBe('the little harbour town of Porthwenna');
    const text = textOf(story);
    expect(count(text, 'the little harbour town of Porthwenna')).toBe(1);
    expect(text.indexOf('the little harbour town of Porthwenna')).toBe(text.indexOf('Porthwenna') - 'the little harbour town of '.length);
    expect(count(text, 'in Porthwenna')).toBeGreaterThanOrEqual(3);
    // The story still lands on its length with the one longer mention counted in.
    expect(Math.abs(wordCount(text) / request().targetWordCount - 1)).toBeLessThanOrEqual(0.09);
    // A picture's scene stands alone, so it names the place in full; no mark is left anywhere.
    expect(story.pages.map((page) => page.sceneDescription).join(' ')).not.toMatch(/[\uE003\uE004]/u);
    expect(text).not.toMatch(/[\uE003\uE004]/u);
    expect(critiqueStory(story, request(), hints).filter((finding) => finding.rule === 'full-place')).toEqual([]);
  });

  it('gives a long place whose short form is a name a capital only where a sentence starts', () => {
    const place = { preposition: 'in', name: 'the little harbour town of Porthwenna' };
    const { place: name, in: within } = placeSlots(place);
    expect(sayPlaces([`The boat sailed past ${name} at dawn.`], place)).toEqual(['The boat sailed past the little harbour town of Porthwenna at dawn.']);
    expect(sayPlaces([`${name} was asleep.`], place)).toEqual(['The little harbour town of Porthwenna was asleep.']);
    expect(sayPlaces([`“${name}!” said Mia.`], place)).toEqual(['“The little harbour town of Porthwenna!” said Mia.']);
    expect(sayPlaces([`It rained. ${within[0]}${within[1]!.toUpperCase()}${within.slice(2)} the bells rang.`], place)).toEqual(['It rained. In the little harbour town of Porthwenna the bells rang.']);
  });

  it('says a parent’s long setting in full once, then by its head noun with its own preposition', () => {
    const { story, tale, hints } = writeBuiltinStory(request({ setting: 'a busy city street' }));
    expect(tale).toBe('the-penhallow-trail');
    const text = textOf(story);
    expect(count(text, 'a busy city street')).toBe(1);
    expect(count(text, 'on the street')).toBeGreaterThanOrEqual(3);
    expect(text.indexOf('a busy city street')).toBeLessThan(text.indexOf('on the street'));
    expect(critiqueStory(story, request({ setting: 'a busy city street' }), hints).filter((finding) => finding.rule === 'full-place')).toEqual([]);
  });

  it('keeps the preposition of a setting typed with a straight apostrophe at its first mention', () => {
    const typed = request({ theme: 'bedtime', readingLevel: 'early-reader', targetWordCount: targetWordCount('early-reader', 5), seed: 2, setting: "Grandma's kitchen", lesson: '' });
    const text = textOf(writeBuiltinStory(typed).story);
    expect(text).toContain('in Grandma’s kitchen');
    expect(text).not.toMatch(/[^n] Grandma['’]s kitchen\./);
    expect(text).not.toContain("Grandma's");
  });

  it('gives the full name to the first mention in reading order, with the capital of a sentence it starts, and to each picture', () => {
    const place: Tale['places'] = [['in', 'the little harbour town of Porthwenna']];
    const tale: Tale = {
      id: 'harbour-walk',
      bands: ['little'],
      worlds: ['seaside'],
      time: 'day',
      shape: 'find',
      titles: ['A Walk {place.in}'],
      places: place,
      episodes: [
        { kind: 'opening', tellings: [['{place.in}, {hero} woke up early and looked out at the boats.']], scene: '{hero} {place.in}' },
        { kind: 'attempt', tellings: [['{place.in}, the gulls were loud. {hero} walked {place.to} quay.']], scene: '{hero} on the quay' },
        { kind: 'ending', tellings: [['Everybody {place.in} waved, and {hero} went home to bed.']], scene: '{hero} waving' },
      ],
    };
    const { story } = writeBuiltinStory(request({ theme: 'ocean', readingLevel: 'toddler', targetWordCount: 30, seed: 1 }), { theme: [tale], premise: premiseTales });
    expect(story.pages.map((page) => page.text).join(' ')).toBe(
      'In the little harbour town of Porthwenna, Mia Rose woke up early and looked out at the boats. In Porthwenna, the gulls were loud. Mia walked to Porthwenna quay. Everybody in Porthwenna waved, and Mia went home to bed.',
    );
    expect(story.pages[0]!.sceneDescription).toContain('Mia in the little harbour town of Porthwenna');
    expect(story.title).toBe('A Walk in the little harbour town of Porthwenna');
  });

  it.each([
    ['the little harbour town of Porthwenna', 'in Porthwenna'],
    ['a busy city street', 'on the street'],
    ['on a busy city street', 'on the street'],
    ['Grandma’s kitchen', 'in Grandma’s kitchen'],
    ['a farm', 'on the farm'],
    ['outer space', 'in outer space'],
    ['the park at the end of Elm Road', 'in the park'],
    ['the Kingdom of Puddingford', 'in the kingdom'],
    ['the top of a mountain', 'on the mountain'],
    ['the far end of Fennel Street', 'on Fennel Street'],
    ['Grandma’s big back garden', 'in Grandma’s garden'],
    ['a spooky old house at the end of the lane', 'in the house'],
    ['the back room of the harbour café', 'in the back room'],
    ['the moon and the stars', 'on the moon'],
    ['a land far, far away', 'in the land'],
    ['a magical kingdom long ago', 'in the magical kingdom'],
  ])('%s is then said as “%s”', (raw, said) => {
    const short = shortPlace(parsePlace(raw)!);
    expect(`${short.preposition} ${short.name}`).toBe(said);
  });

  it('takes the short form a tale gives for its place', () => {
    expect(shortPlace({ preposition: 'in', name: 'the place where it all began', short: 'the old place' })).toEqual({ preposition: 'in', name: 'the old place' });
  });
});

describe('the critic on a long place said in full', () => {
  const story = (...pages: string[]): GeneratedStory => ({ title: 'Mia and the Trail', pages: pages.map((text) => ({ text, sceneDescription: 'Mia by the harbour.' })) });
  const told = story(
    'Every summer in the little harbour town of Porthwenna, there was a trail.',
    'Everybody in the little harbour town of Porthwenna knew it.',
    'The longest steps in the little harbour town of Porthwenna had forty-two of them.',
  );

  it('reports a place of four words or more said in full more than twice, at its third saying', () => {
    const found = critiqueStory(told, request(), { place: 'the little harbour town of Porthwenna' }).filter((finding) => finding.rule === 'full-place');
    expect(found).toHaveLength(1);
    expect(found[0]!.sentence).toBe(splitSentences(textOf(told))[2]);
  });

  it('reads the parent’s setting when the writer names no place, with any article', () => {
    const street = story('Mia walked down a busy city street.', 'The busy city street was loud.', 'At the end of the busy city street was a shop.');
    expect(critiqueStory(street, request({ setting: 'on a busy city street' })).map((finding) => finding.rule)).toContain('full-place');
  });

  it('lets a place be said in full twice, and a short place any number of times', () => {
    const twice = story(...told.pages.slice(0, 2).map((page) => page.text));
    expect(critiqueStory(twice, request(), { place: 'the little harbour town of Porthwenna' }).map((finding) => finding.rule)).not.toContain('full-place');
    const kitchen = story('Mia was in Grandma’s kitchen.', 'Grandma’s kitchen smelled of bread.', 'Grandma’s kitchen was warm.');
    expect(critiqueStory(kitchen, request({ setting: "Grandma's kitchen" })).map((finding) => finding.rule)).not.toContain('full-place');
  });
});
