/**
 * Community library helpers for API tests: a story whose text uses the children's names in every
 * way a story does, published and approved through the real endpoints.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appUsers, subscriptions } from '../../src/server/db/schema.ts';
import type { StoryRequest, TextGenerationResult } from '../../src/server/providers/text/types.ts';
import type { PublishRequest, SharedStory } from '../../src/shared/schemas/library.ts';
import { signUpVerifiedParent, type TestParent } from './accounts.ts';
import { addChild, yearsAgo } from './family.ts';
import { settledStory, storyInput, submittedStory } from './stories.ts';
import type { TestApp } from './test-app.ts';
import { PlainTextProvider } from './text-providers.ts';

/** Uses the hero's and the companions' names with capitals, possessives and in the title. */
export class NamedTextProvider extends PlainTextProvider {
  override async generateStory(request: StoryRequest): Promise<TextGenerationResult> {
    this.calls.push(request);
    const hero = request.hero.name;
    const friend = request.extraCharacters[0]?.name ?? 'Pip';
    const pages = [
      `${hero} woke early. "${hero.toUpperCase()}!" called ${friend}. ${hero}'s boots were by the door, and ${friend}’s scarf hung beside them.`,
      `"Come on, ${hero.toLowerCase()}," laughed ${friend}. ${hero} and ${friend} walked to the hill, where the kites were waiting for them.`,
      `At the top, ${hero} let the string go long. The kite of ${hero} flew higher than the birds, and everyone cheered for ${friend} and ${hero}.`,
    ].map((text) => ({ text, sceneDescription: `${hero} and ${friend} on a windy hill.` }));
    return { story: { title: `${hero} and the Windy Hill`, pages }, model: 'named-test' };
  }
}

export async function grantLibraryConsent(t: TestApp, parent: TestParent): Promise<void> {
  const response = await t.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json: { kind: 'community-library', granted: true } });
  expect(response.status, await response.clone().text()).toBe(200);
}

export async function makeAdmin(t: TestApp): Promise<TestParent> {
  const admin = await signUpVerifiedParent(t);
  await t.deps.db.update(appUsers).set({ isAdmin: true }).where(eq(appUsers.id, admin.userId));
  return admin;
}

/** A parent of Maya and her brother Theo, with a ready story about them both. */
export async function familyStory(t: TestApp, overrides: Parameters<typeof storyInput>[1] = {}) {
  const parent = await signUpVerifiedParent(t);
  // On the Bloom plan, as a Stripe subscription would have put it, so the brother may join the story.
  await t.deps.db.insert(subscriptions).values({
    userId: parent.userId,
    stripeSubscriptionId: `sub_${parent.userId}`,
    plan: 'bloom',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
  const maya = await addChild(t, parent, { name: 'Maya', birthDate: yearsAgo(6, 30) });
  const theo = await addChild(t, parent, { name: 'Theo', birthDate: yearsAgo(4, 30), pronouns: 'he' });
  const storyId = await submittedStory(
    t,
    parent,
    storyInput(maya.id, { length: 5, extraCharacters: [{ kind: 'child', childId: theo.id }], ...overrides }),
  );
  const story = await settledStory(t, parent, storyId, 80_000);
  expect(story.status).toBe('ready');
  return { parent, storyId, story };
}

export const publication = (storyId: string, overrides: Partial<PublishRequest> = {}): PublishRequest => ({
  storyId,
  heroName: 'Leo',
  companionNames: { Theo: 'Sam' },
  ...overrides,
});

export async function published(t: TestApp, parent: TestParent, request: PublishRequest): Promise<SharedStory> {
  const response = await t.request('/api/library', { method: 'POST', headers: parent.auth, json: request });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

export async function approve(t: TestApp, admin: TestParent, id: string): Promise<void> {
  const response = await t.request(`/api/admin/library/${id}/approve`, { method: 'POST', headers: admin.auth });
  expect(response.status, await response.clone().text()).toBe(204);
}
