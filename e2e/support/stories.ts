/**
 * Children and stories made through the API for browser journeys about stories, so a test spends
 * its time on the pages it is about.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { defaultAppearance, type Appearance } from '../../src/shared/appearance.ts';
import type { ChildRecord } from '../../src/shared/schemas/children.ts';
import type { CreateStoryRequest, StoryDetail } from '../../src/shared/schemas/stories.ts';

/** A date of birth that makes a child `age` today, whatever today is. */
export function birthDateForAge(age: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCDate(date.getUTCDate() - 20);
  return date.toISOString().slice(0, 10);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function createChild(
  request: APIRequestContext,
  token: string,
  child: { name: string; age: number; pronouns?: 'she' | 'he' | 'they'; interests?: string[]; appearance?: Partial<Appearance> },
): Promise<ChildRecord> {
  const response = await request.post('/api/children', {
    headers: bearer(token),
    data: {
      name: child.name,
      birthDate: birthDateForAge(child.age),
      pronouns: child.pronouns ?? 'she',
      interests: child.interests ?? [],
      favourites: {},
      appearance: { ...defaultAppearance, ...child.appearance },
    },
  });
  expect(response.ok(), `create child: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as ChildRecord;
}

/** Submits a story through the API; returns the response so a test can check a refusal too. */
export function submitStory(request: APIRequestContext, token: string, input: CreateStoryRequest) {
  return request.post('/api/stories', { headers: bearer(token), data: input });
}

export async function readStory(request: APIRequestContext, token: string, id: string): Promise<StoryDetail> {
  const response = await request.get(`/api/stories/${id}`, { headers: bearer(token) });
  expect(response.ok(), `story: ${response.status()}`).toBe(true);
  return (await response.json()) as StoryDetail;
}

/** Waits until the story is no longer being made and returns it. */
export async function waitForStory(request: APIRequestContext, token: string, id: string, timeout = 30_000): Promise<StoryDetail> {
  let story: StoryDetail | undefined;
  await expect
    .poll(
      async () => {
        story = await readStory(request, token, id);
        return story.status;
      },
      { message: `story ${id} to finish`, timeout },
    )
    .toMatch(/ready|failed/);
  return story!;
}

export async function creditBalance(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/credits', { headers: bearer(token) });
  expect(response.ok(), `credits: ${response.status()}`).toBe(true);
  return ((await response.json()) as { credits: number }).credits;
}
