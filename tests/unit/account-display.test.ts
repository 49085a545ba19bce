import { describe, expect, it } from 'vitest';
import { describeDevice } from '../../src/web/features/account/device.ts';
import { initialsOf as initials } from '../../src/shared/names.ts';
import { avatarIdFrom, avatarIds, avatarImageValue } from '../../src/web/features/account/avatars.tsx';
import { consentHistoryLine, describeConsentState, isNotAsked } from '../../src/web/features/privacy/consents.ts';

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome on Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari on iPhone'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox on macOS'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1', 'Chrome on iPad'],
    ['curl/8.1.2', 'curl (not a web browser)'],
  ])('%s → %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it('says so when nothing is known', () => {
    expect(describeDevice(null)).toBe('An unknown device');
    expect(describeDevice('  ')).toBe('An unknown device');
    expect(describeDevice('???')).toBe('An unknown device');
  });
});

describe('avatars', () => {
  it('reads back every avatar it stores', () => {
    for (const id of avatarIds) expect(avatarIdFrom(avatarImageValue(id))).toBe(id);
  });

  it('ignores photo addresses, unknown ids and inherited property names', () => {
    expect(avatarIdFrom('https://example.com/me.jpg')).toBeNull();
    expect(avatarIdFrom('avatar:dragon')).toBeNull();
    expect(avatarIdFrom('avatar:constructor')).toBeNull();
    expect(avatarIdFrom(null)).toBeNull();
  });

  it('falls back to initials', () => {
    expect(initials('robin example')).toBe('RE');
    expect(initials('  ')).toBe('?');
  });

  it('takes initials from letters only, so markup-looking text never shows', () => {
    expect(initials('<Sam')).toBe('S');
    expect(initials('<img src=x>')).toBe('IS');
    expect(initials('<< >>')).toBe('?');
    expect(initials('Élodie o’Brien')).toBe('ÉO');
  });
});

describe('describeConsentState', () => {
  it('names the state, the method and the day', () => {
    expect(describeConsentState({ granted: false, at: null, method: null, noticeVersion: null })).toBe('Not given yet');
    expect(
      describeConsentState({ granted: true, at: '2026-11-03T10:00:00Z', method: 'account-holder', noticeVersion: '2026-11' }),
    ).toBe('Given by you in your account on November 3, 2026');
    expect(
      describeConsentState({ granted: false, at: '2026-11-03T10:00:00Z', method: 'parent-email-link', noticeVersion: '2026-11' }),
    ).toBe('Refused by a parent on November 3, 2026');
    expect(describeConsentState({ granted: false, at: '2026-11-03T10:00:00Z', method: 'account-holder', noticeVersion: '2026-11' })).toBe(
      'Revoked on November 3, 2026',
    );
  });
});

describe('consent 2 without an outside provider', () => {
  it('reads as not asked, never as refused or withdrawn', () => {
    expect(isNotAsked('ai-provider', { granted: false }, false)).toBe(true);
    expect(consentHistoryLine('ai-provider', false, false)).toBe(
      'Consent 2 not asked (no outside AI provider is set up here): Disclosure to an outside AI provider',
    );
  });

  it('reads as usual once a provider is set up, and for the other consents', () => {
    expect(isNotAsked('ai-provider', { granted: false }, true)).toBe(false);
    expect(isNotAsked('ai-provider', { granted: true }, false)).toBe(false);
    expect(isNotAsked('community-library', { granted: false }, false)).toBe(false);
    expect(consentHistoryLine('ai-provider', false, true)).toBe('Consent 2 withdrawn: Disclosure to an outside AI provider');
    expect(consentHistoryLine('child-data', true, false)).toBe('Consent 1 given: Collection and use for stories');
  });
});
