import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors.ts';
import { ageBand, assertSafeInputs, checkText } from '../../src/server/domain/safety.ts';
import { storyTemplates } from '../../src/shared/story-templates.ts';
import { storyThemes } from '../../src/shared/story-themes.ts';

const terms = (text: string, age: number) => checkText(text, { age }).findings.map((finding) => finding.term);

describe('the child-safety check', () => {
  it('tunes the lists to the hero’s age', () => {
    expect(ageBand(4)).toBe('under-7');
    expect(ageBand(7)).toBe('7-12');
    expect(ageBand(13)).toBe('13-plus');
    const text = 'The knight drew his sword, and the dragon roared in the haunted tower.';
    expect(terms(text, 5)).toEqual(['haunted']);
    expect(checkText(text, { age: 9 }).ok).toBe(true);
    expect(terms('They fought a war for the island.', 10)).toEqual(['war']);
    expect(checkText('They fought a war for the island.', { age: 14 }).ok).toBe(true);
  });

  it('never allows profanity or adult themes, however they are spelled', () => {
    for (const text of ['What the fuck', 'FÜCK', 'sh1t happens', 'fuuuuck', 'a f*ck', 'some cocaine', 'a sexy wink']) {
      expect(checkText(text, { age: 16 }).ok, text).toBe(false);
    }
    expect(checkText('Shut up!', { age: 5 }).findings[0]).toMatchObject({ category: 'profanity', scope: 'for-age' });
  });

  it('catches look-alike letters and words beyond our own list through the obscenity library, once each', () => {
    // A Cyrillic "і", a long "ſ" and a "!" for an "i" hide nothing.
    for (const text of ['shіt', 'ſhit', 'sh!t', 'c0ck', 'hentai']) {
      expect(checkText(text, { age: 16 }).findings, text).toEqual([expect.objectContaining({ category: 'profanity', scope: 'always' })]);
    }
    expect(terms('What a wanker', 16)).toEqual(['wanker*']);
  });

  it('leaves harmless phrases and words that only look alike', () => {
    const text =
      'A killer whale leapt under a shooting star. Hello, shell, class, assess, dam, bulletin board, the skillet and Scunthorpe. The wind died down. ' +
      'A blue tit sang, the cockerel called cock-a-doodle-doo, a peacock strutted by the pussy willow and a cocktail stick had a prick of a point. ' +
      'The pilot waved from the cockpit.';
    expect(terms(text, 4)).toEqual([]);
  });

  it('leaves the characters’ own names alone', () => {
    expect(checkText('Gun and her pet built a den.', { age: 5, ignore: ['Gun'] }).ok).toBe(true);
    expect(checkText('Gun and her pet built a den.', { age: 5 }).ok).toBe(false);
  });

  it('names the field and the words when a parent’s text does not suit', () => {
    const attempt = () =>
      assertSafeInputs(
        [
          { field: 'setting', label: 'the setting', value: 'a sunny beach' },
          { field: 'lesson', label: 'the lesson', value: 'Blood is scary' },
        ],
        { age: 6 },
      );
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow('Please reword the lesson: “blood” doesn’t suit a story for a 6-year-old.');
  });

  it('passes every template and theme promise for the youngest readers', () => {
    for (const template of storyTemplates) {
      for (const text of [template.title, template.setting, template.lesson ?? '', template.blurb]) {
        expect(terms(text, 2), text).toEqual([]);
      }
    }
    for (const theme of storyThemes) expect(terms(`${theme.promise} ${theme.settingHint}`, 2), theme.id).toEqual([]);
  });
});
