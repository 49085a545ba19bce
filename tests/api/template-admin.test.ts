/**
 * Admins write story templates (ADR 012): everyone else is refused; input is checked; a new template
 * reaches parents with its cover and drives their stories; an edited built-in template keeps its
 * edits when the start-up seed runs again; and a template made from a library story carries no real
 * name of the family that shared it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedStoryTemplates } from '../../src/server/db/seed/story-templates.ts';
import { storyTemplates } from '../../src/server/db/schema.ts';
import type { AdminTemplate, TemplateInput, TemplateListResponse } from '../../src/shared/schemas/templates.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { approve, familyStory, grantLibraryConsent, makeAdmin, NamedTextProvider, publication, published } from '../support/library.ts';
import { parentWithChild, settledStory, storyInput, submittedStory, withStoryApp } from '../support/stories.ts';
import type { TestApp } from '../support/test-app.ts';
import type { PlainTextProvider } from '../support/text-providers.ts';

let t: TestApp;
const writer = withStoryApp((app) => (t = app));

const input = (overrides: Partial<TemplateInput> = {}): TemplateInput => ({
  title: 'The Paper Boat Race',
  theme: 'adventure',
  setting: 'a stream at the bottom of the garden',
  lesson: 'Being patient pays off.',
  blurb: 'Paper boats, a fast little stream and a race to the old bridge.',
  minAge: 4,
  maxAge: 8,
  premise: 'A water vole wants to win the paper boat race, but its boat keeps getting stuck in the reeds.',
  plot: {
    shape: 'reach',
    time: 'day',
    who: 'a water vole',
    want: 'the finish line under the old bridge',
    obstacle: 'Every time, the paper boat got stuck in the reeds by the bend.',
    turn: 'Your child folded a sail from a leaf, and the wind carried the boat straight past the reeds.',
  },
  ...overrides,
});

const create = (caller: TestParent, body: unknown) => t.request('/api/admin/templates', { method: 'POST', headers: caller.auth, json: body });
const update = (caller: TestParent, id: string, body: unknown) => t.request(`/api/admin/templates/${id}`, { method: 'PUT', headers: caller.auth, json: body });
const parentList = async (parent: TestParent) => ((await (await t.request('/api/templates', { headers: parent.auth })).json()) as TemplateListResponse).templates;

describe('admins and story templates', () => {
  it('refuses everyone but admins', async () => {
    const parent = await signUpVerifiedParent(t);
    expect((await t.request('/api/admin/templates')).status).toBe(401);
    expect((await t.request('/api/admin/templates', { headers: parent.auth })).status).toBe(403);
    expect((await create(parent, input())).status).toBe(403);
    expect((await update(parent, 'big-hill', input())).status).toBe(403);
    expect((await t.request('/api/admin/templates/draft?fromLibrary=00000000-0000-4000-8000-000000000000', { headers: parent.auth })).status).toBe(403);
    const [row] = await t.deps.db.select().from(storyTemplates).where(eq(storyTemplates.id, 'big-hill'));
    expect(row).toMatchObject({ title: 'The Big Snowy Hill', editedAt: null });
  });

  it('checks what an admin writes', async () => {
    const admin = await makeAdmin(t);
    const refused = async (body: unknown) => {
      const response = await create(admin, body);
      expect(response.status).toBe(400);
      return ((await response.json()) as { field: string }).field;
    };
    expect(await refused(input({ premise: ' ' }))).toBe('premise');
    expect(await refused(input({ minAge: 9, maxAge: 5 }))).toBe('maxAge');
    expect(await refused(input({ maxAge: 15 }))).toBe('maxAge');
    expect(await refused(input({ theme: 'pirates' as never }))).toBe('theme');
    expect(await refused(input({ plot: { ...input().plot, turn: 'Then {hero} won.' } }))).toBe('plot.turn');
    expect(await refused(input({ plot: { ...input().plot, shape: 'fly' as never } }))).toBe('plot.shape');
    expect((await update(admin, 'no-such-template', input())).status).toBe(404);
  });

  it('a new template reaches parents with its cover and its premise drives their stories', async () => {
    const admin = await makeAdmin(t);
    const response = await create(admin, input());
    expect(response.status).toBe(201);
    const made = (await response.json()) as AdminTemplate;
    expect(made).toMatchObject({ title: 'The Paper Boat Race', builtin: false, minAge: 4, maxAge: 8, plot: { who: 'a water vole' } });
    expect(made.id).toMatch(/^the-paper-boat-race-[0-9a-f]{6}$/);

    const { parent, childId } = await parentWithChild(t);
    const card = (await parentList(parent)).find((template) => template.id === made.id)!;
    expect(card).toMatchObject({ premise: input().premise, minAge: 4, maxAge: 8 });
    expect((await t.request(card.coverUrl)).status).toBe(200);

    const storyId = await submittedStory(t, parent, { ...storyInput(childId), theme: undefined, setting: '', lesson: undefined, templateId: made.id });
    const story = await settledStory(t, parent, storyId);
    expect(story).toMatchObject({ status: 'ready', templateId: made.id, setting: 'a stream at the bottom of the garden', lesson: 'Being patient pays off.' });
    expect((writer.current as PlainTextProvider).calls.find((call) => call.template?.title === 'The Paper Boat Race')?.template?.plot).toMatchObject({
      want: 'the finish line under the old bridge',
    });
  });

  it('an edited built-in template keeps its edits when the seed runs again; an unedited one follows the built-in list', async () => {
    const admin = await makeAdmin(t);
    const big = input({ title: 'The Biggest Snowy Hill', theme: 'bravery', setting: 'a snowy hill at the edge of town' });
    const response = await update(admin, 'big-hill', big);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 'big-hill', title: 'The Biggest Snowy Hill', builtin: true, editedAt: expect.any(String) });
    await t.deps.db.update(storyTemplates).set({ title: 'Changed behind the seed’s back' }).where(eq(storyTemplates.id, 'whale-song'));
    const before = await t.deps.db.$count(storyTemplates);

    await seedStoryTemplates(t.deps.db);
    await seedStoryTemplates(t.deps.db);
    expect(await t.deps.db.$count(storyTemplates)).toBe(before);
    const [edited] = await t.deps.db.select().from(storyTemplates).where(eq(storyTemplates.id, 'big-hill'));
    expect(edited).toMatchObject({ title: 'The Biggest Snowy Hill', premise: big.premise });
    const [unedited] = await t.deps.db.select().from(storyTemplates).where(eq(storyTemplates.id, 'whale-song'));
    expect(unedited!.title).toBe('The Whale Who Lost Her Song');
  });

  it('turns an approved library story into a template with no real name of the family left', { timeout: 150_000 }, async () => {
    writer.current = new NamedTextProvider();
    const { parent, storyId } = await familyStory(t, { setting: 'Maya’s favourite beach', lesson: 'Theo and Maya share the kite.' });
    await grantLibraryConsent(t, parent);
    const shared = await published(t, parent, publication(storyId));
    const admin = await makeAdmin(t);
    // Only an approved story can become a template.
    expect((await t.request(`/api/admin/templates/draft?fromLibrary=${shared.id}`, { headers: admin.auth })).status).toBe(404);
    await approve(t, admin, shared.id);

    const draftResponse = await t.request(`/api/admin/templates/draft?fromLibrary=${shared.id}`, { headers: admin.auth });
    expect(draftResponse.status).toBe(200);
    const draft = (await draftResponse.json()) as TemplateInput;
    expect(draft).toMatchObject({ title: 'Your Child and the Windy Hill', setting: 'your child’s favourite beach', lesson: 'a friend and your child share the kite.', sourceLibraryStoryId: shared.id });
    expect(JSON.stringify(draft)).not.toMatch(/maya|theo|leo|sam/i);

    const finished = { ...input(), ...draft, blurb: 'Two kites and one windy hill.', premise: 'A child wants to fly a kite, but the wind keeps dropping.', plot: input().plot };
    // A real name slipped back in by hand is refused, in any field.
    const named = await create(admin, { ...finished, plot: { ...finished.plot, turn: 'Maya held the string.' } });
    expect(named.status).toBe(400);
    expect(await named.json()).toMatchObject({ field: 'plot.turn' });
    expect((await create(admin, { ...finished, premise: 'Theo wants to fly a kite.' })).status).toBe(400);

    const made = await create(admin, finished);
    expect(made.status).toBe(201);
    const template = (await made.json()) as AdminTemplate;
    expect(template).toMatchObject({ sourceLibraryStoryId: shared.id, title: 'Your Child and the Windy Hill' });
    // An edit of a template from a family's story is held to the same rule.
    expect((await update(admin, template.id, { ...finished, title: 'Maya and the Wind' })).status).toBe(400);
  });
});
