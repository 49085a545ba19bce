/**
 * A story written from a template tells the template's premise: who wants what, what stands in the
 * way and how it turns all appear, in that order, for every template, at a young and an older
 * level; and the critic finds nothing to fix in them.
 */
import { describe, expect, it } from 'vitest';
import { targetWordCount, type ReadingLevel } from '@shared/reading.ts';
import { storyTemplates, type StoryTemplate } from '@shared/story-templates.ts';
import { definite } from '../../src/server/providers/text/builtin/premise.ts';
import { writeBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { critiqueStory } from '../../src/server/providers/text/critic/index.ts';
import type { StoryRequest } from '../../src/server/providers/text/types.ts';

const hero = { name: 'Nia', pronouns: 'she' as const, age: 6, interests: [], favourites: {} };

function requestFor(template: StoryTemplate, readingLevel: ReadingLevel, seed: number): StoryRequest {
  return {
    hero,
    extraCharacters: [],
    theme: template.theme,
    setting: template.setting,
    ...(template.lesson ? { lesson: template.lesson } : {}),
    readingLevel,
    targetWordCount: targetWordCount(readingLevel, 5),
    seed,
    template: { title: template.title, premise: template.premise, plot: template.plot },
  };
}

const told = (sentence: string) => sentence.replace(/[Yy]our child’s/g, 'Nia’s').replace(/[Yy]our child/g, 'Nia');
const plain = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

describe.each(storyTemplates.map((template) => [template.id, template] as const))('the story from template %s', (_, template) => {
  it.each(['pre-reader', 'transitional-reader'] as const)('tells its premise at the %s level', (level) => {
    for (const seed of [1, 2]) {
      const request = requestFor(template, level, seed);
      const { story, hints } = writeBuiltinStory(request);
      const text = plain(story.pages.map((page) => page.text).join(' '));
      const { who, want, obstacle, turn } = template.plot;
      const at = (phrase: string) => text.indexOf(plain(phrase).replace(/[.!]$/, ''));
      if (who) expect(text, `who, seed ${seed}`).toContain(plain(who));
      expect(at(want), `want, seed ${seed}`).toBeGreaterThanOrEqual(0);
      expect(at(told(obstacle)), `obstacle, seed ${seed}`).toBeGreaterThan(at(want));
      expect(at(told(turn)), `turn, seed ${seed}`).toBeGreaterThan(at(told(obstacle)));
      if (who) expect(text.lastIndexOf(plain(definite(who))), `who at the end, seed ${seed}`).toBeGreaterThan(at(told(turn)));
      expect(story.title).toBe(template.title);
      expect(critiqueStory(story, request, hints).map((finding) => `[${finding.rule}] ${finding.sentence}`)).toEqual([]);
    }
  });
});
