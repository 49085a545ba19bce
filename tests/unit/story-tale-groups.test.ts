/** Optional episodes that share a group are told together or not at all, each in its own place in the tale. */
import { describe, expect, it } from 'vitest';
import type { Tale } from '../../src/server/providers/text/builtin/library/types.ts';
import { createRandom } from '../../src/server/providers/text/builtin/random.ts';
import { taleCast } from '../../src/server/providers/text/builtin/tale-cast.ts';
import { tellTale } from '../../src/server/providers/text/builtin/tell.ts';
import type { StoryRequest } from '../../src/server/providers/text/types.ts';

const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ');

const tale: Tale = {
  id: 'the-grouped-tale',
  bands: ['little'],
  worlds: ['home'],
  time: 'day',
  shape: 'find',
  titles: ['The Grouped Tale'],
  places: [['in', 'the little house']],
  episodes: [
    { kind: 'opening', tellings: [[`Opening ${words(18, 'one')}.`]], scene: 'the opening' },
    { kind: 'attempt', optional: true, group: 'helper', tellings: [[`Meeting ${words(18, 'two')}.`]], scene: 'meeting the helper' },
    { kind: 'attempt', tellings: [[`Searching ${words(18, 'three')}.`]], scene: 'the search' },
    { kind: 'resolution', optional: true, group: 'helper', tellings: [[`Thanking ${words(18, 'four')}.`]], scene: 'thanking the helper' },
    { kind: 'ending', tellings: [[`Ending ${words(18, 'five')}.`]], scene: 'the ending' },
  ],
};

function told(targetWordCount: number): string[] {
  const request: StoryRequest = {
    hero: { name: 'Mia', pronouns: 'she', age: 3, interests: [], favourites: {} },
    extraCharacters: [],
    theme: 'bedtime',
    setting: '',
    readingLevel: 'toddler',
    targetWordCount,
    seed: 1,
  };
  const random = createRandom(1);
  const cast = taleCast(request, { preposition: 'in', name: 'the little house' }, 'home');
  const draft = tellTale(tale, cast, request, random.fork('tell'));
  return (draft?.units ?? []).map((unit) => unit.text.split(' ')[0]!);
}

describe('a group of optional episodes', () => {
  it('tells each of its episodes where the tale puts it', () => {
    expect(told(100)).toEqual(['Opening', 'Meeting', 'Searching', 'Thanking', 'Ending']);
  });

  it('leaves the whole group out of a short story', () => {
    expect(told(60)).toEqual(['Opening', 'Searching', 'Ending']);
  });
});
