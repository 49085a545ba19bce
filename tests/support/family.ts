/**
 * Children and portraits for API tests: made through the real endpoints, like a parent would.
 */
import { expect } from 'vitest';
import { defaultAppearance } from '../../src/shared/appearance.ts';
import type { ChildInput, ChildRecord } from '../../src/shared/schemas/children.ts';
import type { PortraitRecord } from '../../src/shared/schemas/portraits.ts';
import type { TestParent } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/** The YYYY-MM-DD date `years` years (and `days` days) before today, in UTC like the server. */
export function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export function childInput(overrides: Partial<ChildInput> = {}): ChildInput {
  return {
    name: 'Maya',
    birthDate: yearsAgo(6, 30),
    pronouns: 'she',
    interests: ['dinosaurs', 'the ocean'],
    favourites: { colour: 'teal', animal: 'otter', toy: 'a wooden train' },
    appearance: defaultAppearance,
    ...overrides,
  };
}

export async function addChild(t: TestApp, parent: TestParent, overrides: Partial<ChildInput> = {}): Promise<ChildRecord> {
  const response = await t.request('/api/children', { method: 'POST', headers: parent.auth, json: childInput(overrides) });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

export interface UploadOptions {
  childId: string;
  bytes: Uint8Array;
  /** The name the browser sends; the server must never use it. */
  filename?: string;
  type?: string;
  /** Extra form fields (encrypted, encryptionMetadata, portraitId …). */
  fields?: Record<string, string>;
}

export function uploadForm({ childId, bytes, filename = 'photo.jpg', type = 'image/jpeg', fields = {} }: UploadOptions): FormData {
  const form = new FormData();
  form.set('childId', childId);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], filename, { type }));
  return form;
}

export function uploadPortrait(t: TestApp, parent: TestParent, options: UploadOptions): Promise<Response> {
  return t.request('/api/portraits', { method: 'POST', headers: parent.auth, body: uploadForm(options) });
}

export async function uploadedPortrait(t: TestApp, parent: TestParent, options: UploadOptions): Promise<PortraitRecord> {
  const response = await uploadPortrait(t, parent, options);
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}
