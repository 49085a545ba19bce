import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { chooseStoryWriter, isAdminAccount, policies, type Actor } from '../../src/server/policies/rules.ts';
import { messages } from '../../src/shared/messages.ts';
import { extraCharacterLimitMessage, mayAddExtraCharacters } from '../../src/shared/policies.ts';
import type { AppUserRecord, ConsentKind, ConsentState } from '../../src/shared/schemas/account.ts';

const given = (granted: boolean): ConsentState =>
  granted ? { granted, at: '2026-01-01T00:00:00.000Z', method: 'account-holder', noticeVersion: '1' } : { granted, at: null, method: null, noticeVersion: null };

function consents(granted: Partial<Record<ConsentKind, boolean>> = {}): Record<ConsentKind, ConsentState> {
  return { 'child-data': given(granted['child-data'] ?? false), 'ai-provider': given(granted['ai-provider'] ?? false), 'community-library': given(granted['community-library'] ?? false), 'voice-recording': given(granted['voice-recording'] ?? false) };
}

function account(overrides: Partial<AppUserRecord> = {}): AppUserRecord {
  return {
    id: 'u1',
    email: 'parent@example.com',
    name: 'Parent',
    image: null,
    emailVerified: true,
    birthDate: '1985-01-01',
    ageVerifiedAt: '2026-01-01T00:00:00.000Z',
    isUnder13: false,
    parentalConsentVerified: true,
    isAdmin: false,
    awaitingParentConsent: false,
    consents: consents({ 'child-data': true }),
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const production = loadConfig({ ADMIN_EMAILS: 'Admin@Example.com' });
const development = loadConfig({ NODE_ENV: 'development' });
const actor = (overrides: Partial<AppUserRecord> | null, config = production): Actor => ({ config, account: overrides ? account(overrides) : null });

describe('policies', () => {
  it('opens the admin area to admins only, whether marked or listed in ADMIN_EMAILS', () => {
    expect(isAdminAccount(production, { email: 'admin@example.com', emailVerified: true, isAdmin: false })).toBe(true);
    expect(isAdminAccount(production, { email: 'admin@example.com', emailVerified: false, isAdmin: false })).toBe(false);
    expect(isAdminAccount(production, { email: 'someone@example.com', emailVerified: false, isAdmin: true })).toBe(true);
    expect(isAdminAccount(production, { email: 'someone@example.com', emailVerified: true, isAdmin: false })).toBe(false);
    expect(policies.useAdminArea(actor({ isAdmin: true }))).toEqual({ allowed: true });
    expect(policies.useAdminArea(actor({}))).toEqual({ allowed: false, message: messages.denied.adminArea });
    expect(policies.useAdminArea(actor(null)).allowed).toBe(false);
  });

  it('opens the labs to admins, and to everyone signed in on a development machine', () => {
    expect(policies.useLabs(actor({ isAdmin: true })).allowed).toBe(true);
    expect(policies.useLabs(actor({}))).toEqual({ allowed: false, message: messages.denied.labs });
    expect(policies.useLabs(actor({}, development)).allowed).toBe(true);
    expect(policies.useLabs(actor(null, development)).allowed).toBe(true);
  });

  it('holds child data only under consent 1, and takes consent only from a verified adult', () => {
    expect(policies.holdChildData(actor({})).allowed).toBe(true);
    expect(policies.holdChildData(actor({ consents: consents() }))).toEqual({ allowed: false, message: messages.denied.childData });
    expect(policies.giveConsent(actor({})).allowed).toBe(true);
    expect(policies.giveConsent(actor({ ageVerifiedAt: null }))).toEqual({ allowed: false, message: messages.denied.consentNeedsAdult });
  });

  it('caps extra characters by plan, in the same words on both sides', () => {
    expect(mayAddExtraCharacters('free', 0)).toBe(true);
    expect(mayAddExtraCharacters('free', 1)).toBe(false);
    expect(mayAddExtraCharacters('bloom', 1)).toBe(true);
    expect(mayAddExtraCharacters('wonder', 3)).toBe(false);
    expect(policies.addExtraCharacters(actor({}), { plan: 'bloom', count: 2 })).toEqual({
      allowed: false,
      message: extraCharacterLimitMessage('bloom'),
      field: 'extraCharacters',
    });
    expect(extraCharacterLimitMessage('bloom')).toBe(
      'Your Bloom plan allows 1 extra character per story. Extra characters come with a plan: Bloom allows 1 and Wonder or Flourish allow 2.',
    );
  });

  it('sends a child to an outside writer only when one is configured and consent 2 is in force', () => {
    expect(chooseStoryWriter(consents({ 'ai-provider': true }), null)).toEqual({ kind: 'builtin' });
    expect(chooseStoryWriter(consents(), 'OpenAI')).toEqual({ kind: 'builtin-without-consent', provider: 'OpenAI' });
    expect(chooseStoryWriter(consents({ 'ai-provider': true }), 'OpenAI')).toEqual({ kind: 'outside', provider: 'OpenAI' });
  });
});
