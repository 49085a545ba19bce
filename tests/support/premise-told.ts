/** Checks that a story written on a plot (a template's, or a theme's in a world) tells it in order, under the plot's title, with nothing for the critic to find. */
import { expect } from 'vitest';
import { definite } from '../../src/server/providers/text/builtin/premise.ts';
import { writeBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { advisoryRules, critiqueStory } from '../../src/server/providers/text/critic/index.ts';
import type { StoryRequest } from '../../src/server/providers/text/types.ts';

type Plot = Pick<NonNullable<StoryRequest['template']>, 'title' | 'plot'>;

export const told = (sentence: string, name = 'Nia') => sentence.replace(/[Yy]our child’s/g, `${name}’s`).replace(/[Yy]our child/g, name);
export const plain = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/** The premise in order — who, want, obstacle, turn, and who again after the turn — and no finding. */
export function expectPremiseTold(template: Plot, request: StoryRequest, label: string, library?: Parameters<typeof writeBuiltinStory>[1]): void {
  const { story, hints } = writeBuiltinStory(request, library);
  const name = request.hero.name.split(' ')[0]!;
  const text = plain(story.pages.map((page) => page.text).join(' '));
  const { who, want, obstacle, turn } = template.plot;
  const at = (phrase: string) => text.indexOf(plain(phrase).replace(/[.!]$/, ''));
  if (who) expect(text, `who, ${label}`).toContain(plain(who));
  expect(at(want), `want, ${label}`).toBeGreaterThanOrEqual(0);
  expect(at(told(obstacle, name)), `obstacle, ${label}`).toBeGreaterThan(at(want));
  expect(at(told(turn, name)), `turn, ${label}`).toBeGreaterThan(at(told(obstacle, name)));
  if (who) expect(text.lastIndexOf(plain(definite(who))), `who at the end, ${label}`).toBeGreaterThan(at(told(turn, name)));
  expect(story.title).toBe(template.title);
  // Advisory findings (a page leaning on the name) are counted by the bench, as in the critic's matrix.
  expect(critiqueStory(story, request, hints).filter((finding) => !advisoryRules.has(finding.rule)).map((finding) => `${label} [${finding.rule}] ${finding.sentence}`)).toEqual([]);
}

