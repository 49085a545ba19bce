/**
 * Retention: portraits of accounts inactive for 12 months are deleted (rows and files); active
 * accounts keep theirs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portraits, sessions, users } from '../../src/server/db/schema.ts';
import { deletePortraitsOfInactiveAccounts } from '../../src/server/domain/retention.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { addChild, uploadedPortrait } from '../support/family.ts';
import { makeJpeg } from '../support/images.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function parentWithPortrait(): Promise<{ parent: TestParent; file: string }> {
  const parent = await signUpVerifiedParent(t);
  const child = await addChild(t, parent);
  const portrait = await uploadedPortrait(t, parent, { childId: child.id, bytes: await makeJpeg() });
  return { parent, file: path.join(t.filesRoot, portrait.path) };
}

async function lastActiveMonthsAgo(userId: string, months: number) {
  const when = new Date();
  when.setUTCMonth(when.getUTCMonth() - months);
  await t.deps.db.update(users).set({ updatedAt: when }).where(eq(users.id, userId));
  await t.deps.db.update(sessions).set({ updatedAt: when }).where(eq(sessions.userId, userId));
}

const portraitsOf = (userId: string) => t.deps.db.select().from(portraits).where(eq(portraits.userId, userId));

describe('the retention rule', () => {
  it('deletes the portraits of an account inactive for more than 12 months, files included', async () => {
    const { parent, file } = await parentWithPortrait();
    expect(existsSync(file)).toBe(true);
    await lastActiveMonthsAgo(parent.userId, 13);

    const result = await deletePortraitsOfInactiveAccounts(t.deps);

    expect(result.portraits).toBeGreaterThanOrEqual(1);
    expect(await portraitsOf(parent.userId)).toEqual([]);
    expect(existsSync(file)).toBe(false);
  });

  it('leaves accounts used within the last 12 months alone', async () => {
    const recent = await parentWithPortrait();
    await lastActiveMonthsAgo(recent.parent.userId, 11);
    const current = await parentWithPortrait();

    await deletePortraitsOfInactiveAccounts(t.deps);

    expect(await portraitsOf(recent.parent.userId)).toHaveLength(1);
    expect(await portraitsOf(current.parent.userId)).toHaveLength(1);
    expect(existsSync(recent.file)).toBe(true);
  });
});
