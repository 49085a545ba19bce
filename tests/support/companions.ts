/**
 * Companions for API tests: made through the real endpoint, like a parent would.
 */
import { expect } from 'vitest';
import { defaultAnimalLook } from '../../src/shared/companion-looks.ts';
import type { CompanionInput, CompanionRecord } from '../../src/shared/schemas/companions.ts';
import type { TestParent } from './accounts.ts';
import type { TestApp } from './test-app.ts';

export function companionInput(overrides: Partial<CompanionInput> = {}): CompanionInput {
  return { name: 'Biscuit', kind: 'pet', appearance: { ...defaultAnimalLook, coat: 'chocolate', markings: 'spots', markingColour: 'cream', collar: 'sky' }, ...overrides };
}

export async function addCompanion(t: TestApp, parent: TestParent, overrides: Partial<CompanionInput> = {}): Promise<CompanionRecord> {
  const response = await t.request('/api/companions', { method: 'POST', headers: parent.auth, json: companionInput(overrides) });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}
