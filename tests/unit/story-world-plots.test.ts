/**
 * A theme's story set in a world none of its tales for the reader's band is written for — kindness on
 * the Moon, a first day at school under the sea — is told on the theme's plot for that world, by a
 * premise tale written for that world: at every length, for heroes that stretch it, with nothing for
 * the critic to find. A premise tale written for a world tells no story anywhere else.
 */
import { describe, expect, it } from 'vitest';
import { targetWordCount, type ReadingLevel } from '@shared/reading.ts';
import { storyThemeIds } from '@shared/story-themes.ts';
import { storyTemplate } from '@shared/story-templates.ts';
import { writeBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { themeTales } from '../../src/server/providers/text/builtin/library/tales/index.ts';
import { premiseTales } from '../../src/server/providers/text/builtin/library/tales/premise/index.ts';
import { rummageRummage } from '../../src/server/providers/text/builtin/library/tales/premise/rummage-rummage.ts';
import type { Band, Tale, WorldId } from '../../src/server/providers/text/builtin/library/types.ts';
import { worldPlots } from '../../src/server/providers/text/builtin/library/world-plots/index.ts';
import type { StoryRequest } from '../../src/server/providers/text/types.ts';
import { expectPremiseTold } from '../support/premise-told.ts';
import { storyProfiles } from '../support/story-profiles.ts';

const bandLevels: Record<Band, readonly ReadingLevel[]> = {
  little: ['toddler', 'pre-reader'],
  early: ['early-reader', 'emergent-reader'],
  middle: ['transitional-reader', 'fluent-reader'],
  older: ['advanced-reader', 'teen-reader', 'sophisticated-reader'],
};
const settings: Partial<Record<WorldId, readonly string[]>> = { space: ['the Moon', 'a space station'], undersea: ['under the sea', 'a coral reef'] };
const minutes = [5, 10, 15, 20, 25, 30] as const;
const writtenFor = (world: WorldId, band: Band) => (tale: Tale) => tale.bands.includes(band) && tale.worlds.includes(world);

const cells = Object.entries(worldPlots).flatMap(([world, bands]) =>
  Object.entries(bands).map(([band, plots]) => ({ world: world as WorldId, band: band as Band, plots })),
);

describe.each(cells.map((cell) => [`${cell.world}, ${cell.band}`, cell] as const))('the themes’ plots in %s', (_, { world, band, plots }) => {
  const worldTales = premiseTales.filter(writtenFor(world, band));

  it('has a plot for every theme without a tale of its own there, once a premise tale is written for the world and band', () => {
    const needed = worldTales.length === 0 ? [] : storyThemeIds.filter((theme) => !themeTales[theme].some(writtenFor(world, band)));
    expect(Object.keys(plots).sort()).toEqual(worldTales.length === 0 ? [] : [...needed].sort());
  });

  for (const [theme, plot] of Object.entries(plots)) {
    it.each(bandLevels[band])(`tells the ${theme} plot at the %s level, at every length, for heroes that stretch it`, (level) => {
      for (const [index, length] of minutes.entries()) {
        const profile = storyProfiles[(index + theme.length) % storyProfiles.length]!;
        const setting = settings[world]![index % 2]!;
        const request: StoryRequest = { ...profile, setting, theme: theme as StoryRequest['theme'], readingLevel: level, targetWordCount: targetWordCount(level, length), seed: index + 1 };
        const written = writeBuiltinStory(request);
        expect(worldTales.map((tale) => tale.id), `${length} min`).toContain(written.tale);
        expect(written.lastResort, `${length} min`).toBeUndefined();
        expect(written.hints.world).toBe(world);
        expectPremiseTold(plot, request, `${length} min, ${profile.hero.name}, ${setting}`);
      }
      // Twelve stories are written and read, the longest an older reader's half hour: seconds on a busy machine.
    }, 30_000);
  }
});

describe('premise tales written for a world', () => {
  const inSpace: Tale = { ...rummageRummage, id: 'rummage-in-space', worlds: ['space'], anywhere: false };
  const library = { theme: themeTales.kindness, premise: [rummageRummage, inSpace] };
  const template = storyTemplate('lost-little-star')!;
  const request = (setting: string, seed: number): StoryRequest => ({
    hero: { name: 'Nia', pronouns: 'she', age: 3, interests: [], favourites: {} },
    extraCharacters: [],
    theme: template.theme,
    setting,
    readingLevel: 'pre-reader',
    targetWordCount: targetWordCount('pre-reader', 5),
    seed,
    template: { title: template.title, premise: template.premise, plot: template.plot },
  });

  it('tell a template’s story set in their world before a tale written for anywhere', () => {
    for (const seed of [1, 2, 3, 4]) expect(writeBuiltinStory(request('a small rocket among the planets', seed), library).tale).toBe('rummage-in-space');
  });

  it('tell no story set anywhere else, nor one with no setting', () => {
    for (const setting of ['the town park', 'Grandma’s kitchen', 'under the sea', '']) {
      for (const seed of [1, 2, 3, 4]) expect(writeBuiltinStory(request(setting, seed), library).tale, setting).toBe('rummage-rummage');
    }
  });
});
