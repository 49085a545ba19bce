/** Where the parent's setting takes a story: which tales may tell it, in what order, and the little word before the place. */
import { describe, expect, it } from 'vitest';
import type { Tale, WorldId } from '../../src/server/providers/text/builtin/library/types.ts';
import { createRandom } from '../../src/server/providers/text/builtin/random.ts';
import { classifySetting, parsePlace } from '../../src/server/providers/text/builtin/setting.ts';
import { taleChoices } from '../../src/server/providers/text/builtin/tale-cast.ts';
import type { StoryRequest } from '../../src/server/providers/text/types.ts';

function tale(id: string, worlds: WorldId[], anywhere = false): Tale {
  return {
    id,
    bands: ['little'],
    worlds,
    ...(anywhere ? { anywhere } : {}),
    time: 'day',
    shape: 'find',
    titles: ['A Tale'],
    places: [['in', 'the little house']],
    episodes: [{ kind: 'opening', tellings: [['Mia looked {place.in}.']], scene: 'Mia looking' }],
  };
}

const tales = [tale('in-the-woods', ['forest']), tale('at-home', ['home']), tale('anywhere-at-all', ['forest'], true)];

function choices(setting: string): string[] {
  const request: StoryRequest = {
    hero: { name: 'Mia', pronouns: 'she', age: 3, interests: [], favourites: {} },
    extraCharacters: [],
    theme: 'bedtime',
    setting,
    readingLevel: 'toddler',
    targetWordCount: 300,
    seed: 1,
  };
  return taleChoices(tales, request, createRandom(1)).map((choice) => choice.tale.id);
}

describe('the tales tried for a parent’s setting', () => {
  it('tries the tales of the setting’s world first, then the tales written to happen anywhere', () => {
    expect(classifySetting('Grandma’s kitchen')).toBe('home');
    expect(choices('Grandma’s kitchen')).toEqual(['at-home', 'anywhere-at-all']);
  });

  it('tries only the tales written to happen anywhere for a place in no world', () => {
    expect(classifySetting('Grandpa’s shed')).toBeUndefined();
    expect(choices('Grandpa’s shed')).toEqual(['anywhere-at-all']);
  });
});

describe('the world a parent’s setting names', () => {
  it('reads a town street and a farm as no world of their own, so a tale written for anywhere tells them', () => {
    expect(classifySetting('a busy city street')).toBeUndefined();
    expect(classifySetting('a street of painted houses')).toBeUndefined();
    expect(classifySetting('a farm')).toBeUndefined();
    expect(choices('a busy city street')).toEqual(['anywhere-at-all']);
  });

  it('reads the school playground as the school, and a place named before what is around it by the place', () => {
    expect(classifySetting('the school playground')).toBe('school');
    expect(classifySetting('the town park')).toBe('park');
    expect(classifySetting('a windy hill above the town')).toBe('mountain');
    expect(classifySetting('a busy garden')).toBe('garden');
  });

  it('reads a keyword as a word, or with an ending that keeps its meaning, and a space station as space', () => {
    for (const setting of ['a royal ballroom on a starry night', 'a marsh', 'a car seat', 'the train station']) expect(classifySetting(setting), setting).toBeUndefined();
    expect(classifySetting('a space station with round windows')).toBe('space');
    expect(classifySetting('among the stars')).toBe('space');
    expect(classifySetting('a woodland clearing')).toBe('forest');
    expect(classifySetting('the classroom')).toBe('school');
    expect(classifySetting('fairies at the bottom of the lawn')).toBe('castle');
    expect(classifySetting('a snowy hillside')).toBe('mountain');
    // Words made with a keyword inside them are keywords of their own.
    expect(classifySetting('the seashore')).toBe('seaside');
    expect(classifySetting('the seabed')).toBe('undersea');
    expect(classifySetting('a moonbase')).toBe('space');
  });
});

describe('the little word before the parent’s place', () => {
  it('follows the place itself, not what is said about it', () => {
    expect(parsePlace('a quiet garden under a silver moon')).toEqual({ preposition: 'in', name: 'a quiet garden under a silver moon' });
    expect(parsePlace('a castle on a hill')).toEqual({ preposition: 'in', name: 'a castle on a hill' });
    expect(parsePlace('a little island with one palm tree')).toEqual({ preposition: 'on', name: 'a little island with one palm tree' });
    expect(parsePlace('the top of a mountain')).toEqual({ preposition: 'on', name: 'the top of a mountain' });
    expect(parsePlace('the seaside')).toEqual({ preposition: 'at', name: 'the seaside' });
  });

  it('puts the child on a ferry, a bus or a plane, but in a car, and in the station the train leaves from', () => {
    for (const vehicle of ['a ferry', 'a boat', 'a big ship', 'a steam train', 'a red bus', 'a plane', 'a tram', 'a houseboat', 'a spaceship', 'a raft']) {
      expect(parsePlace(vehicle)).toEqual({ preposition: 'on', name: vehicle });
    }
    expect(parsePlace('a ferry to the islands')).toEqual({ preposition: 'on', name: 'a ferry to the islands' });
    expect(parsePlace('a pirate ship with red sails')).toEqual({ preposition: 'on', name: 'a pirate ship with red sails' });
    expect(parsePlace('the deck of a ship')).toEqual({ preposition: 'on', name: 'the deck of a ship' });
    expect(parsePlace('a night train')).toEqual({ preposition: 'on', name: 'a night train' });
    for (const place of ['a car', 'a submarine', 'the train station', 'a boathouse', 'the shipyard', 'the bus shelter', 'the engine room of a ship']) {
      expect(parsePlace(place)?.preposition, place).toBe('in');
    }
  });

  it('puts the child on a trail, a path, a road, a street, a beach, a bridge, a hill or an island, as English says', () => {
    for (const place of ['a winding forest trail', 'the high street', 'a country lane', 'the beach', 'a mountain path', 'an island', 'the old stone bridge', 'a windy hill above the town', 'Fennel Street', 'the village green', 'the Moon', 'the moon and the stars']) {
      expect(parsePlace(place)?.preposition, place).toBe('on');
    }
    // Areas are in, however many ground words are said about them; places one goes to are at.
    for (const place of ['the school playground', 'a field of sunflowers', 'the town square', 'the mountains', 'the hills', 'the farmhouse', 'a fairy glade', 'the seaside town', 'a space station', 'the deep blue ocean']) {
      expect(parsePlace(place)?.preposition, place).toBe('in');
    }
    for (const place of ['school', 'the zoo', 'a dinosaur museum', 'Grandma’s', 'the far end of Fennel Street', 'the edge of the forest']) {
      expect(parsePlace(place)?.preposition, place).toBe('at');
    }
  });
});
