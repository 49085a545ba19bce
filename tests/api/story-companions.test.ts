/**
 * Stories with companions of the family cast: the request names them by id, the story keeps their
 * name and kind, the built-in writer and illustrator use them — against the real app, database
 * and worker.
 */
import { describe, expect, it } from 'vitest';
import { outfitColours } from '../../src/shared/appearance.ts';
import { coatColours, defaultLookFor } from '../../src/shared/companion-looks.ts';
import { subscriptions } from '../../src/server/db/schema.ts';
import { BuiltinTextProvider } from '../../src/server/providers/text/builtin/index.ts';
import type { TestParent } from '../support/accounts.ts';
import { addCompanion } from '../support/companions.ts';
import { parentWithChild, settledStory, storyInput, submitStory, submittedStory, withStoryApp } from '../support/stories.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
const writer = withStoryApp((app) => (t = app));

/** The Wonder plan (two extra characters a story), as Stripe's webhook would have left it. */
async function onWonder(parent: TestParent) {
  await t.deps.db.insert(subscriptions).values({
    userId: parent.userId,
    stripeSubscriptionId: `sub_${parent.userId}`,
    plan: 'wonder',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
}

/** The group the illustrator drew for one figure, as markup. */
function figureGroup(svg: string, who: string): string {
  const start = svg.indexOf(`<g data-figure="${who}"`);
  expect(start, `${who} is in the picture`).toBeGreaterThan(-1);
  let depth = 0;
  const tags = /<(\/?)g\b[^>]*?(\/?)>/g;
  tags.lastIndex = start;
  for (let match = tags.exec(svg); match; match = tags.exec(svg)) {
    if (match[2]) continue;
    depth += match[1] ? -1 : 1;
    if (depth === 0) return svg.slice(start, tags.lastIndex);
  }
  throw new Error('unclosed group');
}

describe('a story with companions of the family cast', () => {
  it('draws the family dog in its saved colours and tells the story with the dog and a grandparent', { timeout: 90_000 }, async () => {
    writer.current = new BuiltinTextProvider();
    const { parent, childId } = await parentWithChild(t, 6);
    await onWonder(parent);
    const dog = await addCompanion(t, parent, {
      name: 'Biscuit',
      appearance: { type: 'animal', species: 'dog', coat: 'chocolate', markings: 'spots', markingColour: 'cream', eyes: 'amber', collar: 'sky' },
    });
    const grandma = await addCompanion(t, parent, { name: 'Grandma Rose', kind: 'grandparent', appearance: defaultLookFor('grandparent') });

    const id = await submittedStory(
      t,
      parent,
      storyInput(childId, { theme: 'adventure', length: 5, extraCharacters: [{ kind: 'companion', companionId: dog.id }, { kind: 'companion', companionId: grandma.id }] }),
    );
    const story = await settledStory(t, parent, id, 80_000);
    expect(story.status).toBe('ready');
    expect(story.extraCharacters).toEqual([
      { kind: 'pet', name: 'Biscuit', description: 'a dog', companionId: dog.id },
      { kind: 'friend', name: 'Grandma Rose', description: 'a loving grandparent', companionId: grandma.id },
    ]);
    const text = story.pages.map((page) => page.text).join(' ');
    expect(text).toContain('Biscuit');
    expect(text).toContain('Grandma Rose');

    // The cover shows the whole cast: the dog with its coat, spots and collar.
    const cover = await (await t.request(`/api/stories/${id}/cover`, { headers: parent.auth })).text();
    const drawnDog = figureGroup(cover, 'extra-0');
    for (const colour of [coatColours.chocolate, coatColours.cream, outfitColours.sky]) expect(drawnDog).toContain(colour);
    expect(figureGroup(cover, 'extra-1')).toContain('data-figure');

    // Every page that shows the dog draws it the same way.
    const pages = await Promise.all(
      story.pages.map(async (page) => (await t.request(`/api/stories/${id}/pages/${page.index}/illustration`, { headers: parent.auth })).text()),
    );
    const withDog = pages.filter((svg) => svg.includes('data-figure="extra-0"'));
    expect(withDog.length).toBeGreaterThan(0);
    for (const svg of withDog) expect(figureGroup(svg, 'extra-0')).toContain(coatColours.chocolate);
  });

  it('refuses another parent’s companion, the same companion twice, and companions beyond the plan', async () => {
    const { parent, childId } = await parentWithChild(t, 6);
    const other = await parentWithChild(t, 6);
    const theirs = await addCompanion(t, other.parent, { name: 'Pepper' });
    const mine = await addCompanion(t, parent, { name: 'Biscuit' });

    const free = await submitStory(t, parent, storyInput(childId, { extraCharacters: [{ kind: 'companion', companionId: mine.id }] }));
    expect(free.status).toBe(403);

    await onWonder(parent);
    const stolen = await submitStory(t, parent, storyInput(childId, { extraCharacters: [{ kind: 'companion', companionId: theirs.id }] }));
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ field: 'extraCharacters.0.companionId', message: 'Please choose one of your companions.' });

    const twice = await submitStory(t, parent, storyInput(childId, { extraCharacters: [{ kind: 'companion', companionId: mine.id }, { kind: 'companion', companionId: mine.id }] }));
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ field: 'extraCharacters.1.companionId', message: 'Biscuit is already in this story.' });
  });
});
