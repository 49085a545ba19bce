import { describe, expect, it } from 'vitest';
import { actsLesson, lessonFor } from '../../src/server/providers/text/builtin/lesson-kinds.ts';
import type { Tale } from '../../src/server/providers/text/builtin/library/types.ts';
import { createRandom } from '../../src/server/providers/text/builtin/random.ts';
import { taleCast, taleChoices, turnActs } from '../../src/server/providers/text/builtin/tale-cast.ts';
import { tellTale } from '../../src/server/providers/text/builtin/tell.ts';
import type { StoryRequest } from '../../src/server/providers/text/types.ts';

function request(lesson: string): StoryRequest {
  return {
    hero: { name: 'Mia', pronouns: 'she', age: 3, interests: [], favourites: {} },
    extraCharacters: [{ kind: 'pet', name: 'Biscuit', description: 'a scruffy little dog' }],
    theme: 'bedtime',
    setting: '',
    lesson,
    readingLevel: 'toddler',
    targetWordCount: 40,
    seed: 1,
  };
}

/** A tiny tale for the youngest readers; `acting` gives its turn a paragraph for a lesson about helping. */
function tale(id: string, acting: boolean): Tale {
  const turn = acting ? ['@nolesson Mia had an idea.', '@lesson-helping Mia asked Biscuit to help. Biscuit sniffed and sniffed.'] : ['Mia had an idea. She looked under the bed.'];
  return {
    id,
    bands: ['little'],
    worlds: ['home'],
    time: 'night',
    shape: 'find',
    titles: ['Where Is the Sock?'],
    places: [['in', 'the little house']],
    episodes: [
      { kind: 'opening', tellings: [['Mia was in bed {place.in}. One sock was gone.']], scene: 'Mia in bed' },
      { kind: 'turn', tellings: [turn], scene: 'Mia and Biscuit looking' },
      { kind: 'resolution', tellings: [['There was the sock, under the bed.']], scene: 'the sock' },
      { kind: 'ending', tellings: [['@lesson “{lesson},” Mia whispered.', 'Mia fell asleep.']], scene: 'Mia asleep' },
    ],
  };
}

describe('the lesson at the turn', () => {
  it('knows the kind of lesson a parent’s words name, the earliest idea first', () => {
    expect(lessonFor('It is fine to ask for help')).toBe('helping');
    expect(lessonFor('Be kind to others.')).toBe('kindness');
    expect(lessonFor('sharing is caring')).toBe('sharing');
    expect(lessonFor('eat your greens')).toBeUndefined();
    expect(lessonFor('')).toBeUndefined();
  });

  it('reads a paragraph’s lesson tags, alone or joined to another tag', () => {
    expect(actsLesson('@lesson-helping Mia asked for help.', 'helping')).toBe(true);
    expect(actsLesson('@pet+lesson-helping Mia asked Biscuit.', 'helping')).toBe(true);
    expect(actsLesson('@lesson-patience Mia waited.', 'helping')).toBe(false);
    expect(actsLesson('Mia asked for help.', 'helping')).toBe(false);
    expect(turnActs(tale('a', true), 'helping')).toBe(true);
    expect(turnActs(tale('b', false), 'helping')).toBe(false);
  });

  it('chooses a tale whose turn shows the parent’s kind of lesson before one whose turn does not, whatever the seed', () => {
    const tales = [tale('plain', false), tale('acting', true)];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      expect(taleChoices(tales, request('it is fine to ask for help'), createRandom(seed)).map((choice) => choice.tale.id)).toEqual(['acting', 'plain']);
    }
    const orders = new Set([1, 2, 3, 4, 5, 6].map((seed) => taleChoices(tales, request('eat your greens'), createRandom(seed))[0]!.tale.id));
    expect(orders).toEqual(new Set(['acting', 'plain']));
  });

  it('tells the turn’s paragraph for the lesson and says whether the turn acted it', () => {
    const told = (which: Tale, lesson: string, words = 40) => {
      const input = { ...request(lesson), targetWordCount: words };
      const random = createRandom(1);
      const cast = taleCast(input, { preposition: 'in', name: 'the little house' }, 'home');
      return tellTale(which, cast, input, random.fork('tell'))!;
    };
    const acting = told(tale('acting', true), 'it is fine to ask for help');
    expect(acting.lessonActed).toBe(true);
    expect(acting.units.map((unit) => unit.text)).toContain('Mia asked Biscuit to help. Biscuit sniffed and sniffed.');
    expect(acting.units.map((unit) => unit.text)).not.toContain('Mia had an idea.');
    expect(told(tale('plain', false), 'it is fine to ask for help').lessonActed).toBe(false);
    // A lesson the engine cannot name the kind of, or none, is not judged at the turn.
    expect(told(tale('plain', false), 'eat your greens', 36).lessonActed).toBeUndefined();
    expect(told(tale('acting', true), '', 26).lessonActed).toBeUndefined();
  });
});
