import { describe, expect, it } from 'vitest';
import { ageOn, needsChildPrivacyVerification } from '@shared/compliance.ts';
import { isCommonPassword, passwordPolicy } from '../../src/server/identity/password-policy.ts';

describe('needsChildPrivacyVerification (docs/product.md §4)', () => {
  const birthDate = '1988-04-12';
  const ageVerifiedAt = '2026-01-05T10:00:00.000Z';

  // [birthDate set, ageVerifiedAt set, consent verified] → needs verification
  it.each([
    [false, false, false, true],
    [true, false, false, true],
    [false, true, false, true],
    [true, true, false, false],
    [false, false, true, false],
    [true, false, true, false],
    [false, true, true, false],
    [true, true, true, false],
  ])('birthDate %s, ageVerifiedAt %s, consent %s → %s', (hasBirthDate, hasAgeVerifiedAt, consent, expected) => {
    expect(
      needsChildPrivacyVerification({
        birthDate: hasBirthDate ? birthDate : null,
        ageVerifiedAt: hasAgeVerifiedAt ? ageVerifiedAt : null,
        parentalConsentVerified: consent,
      }),
    ).toBe(expected);
  });

  it('treats missing fields like empty ones', () => {
    expect(needsChildPrivacyVerification({})).toBe(true);
    expect(needsChildPrivacyVerification({ birthDate, ageVerifiedAt })).toBe(false);
    expect(needsChildPrivacyVerification({ birthDate: '', ageVerifiedAt, parentalConsentVerified: false })).toBe(true);
  });
});

describe('ageOn', () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it('turns a year older on the birthday, not the day before', () => {
    expect(ageOn('2008-06-15', on('2026-06-14'))).toBe(17);
    expect(ageOn('2008-06-15', on('2026-06-15'))).toBe(18);
    expect(ageOn('2008-06-15', on('2026-06-16'))).toBe(18);
  });

  it('counts months before and after the birthday month', () => {
    expect(ageOn('2008-06-15', on('2026-05-31'))).toBe(17);
    expect(ageOn('2008-06-15', on('2026-07-01'))).toBe(18);
    expect(ageOn('2008-12-31', on('2026-12-30'))).toBe(17);
    expect(ageOn('2008-01-01', on('2026-01-01'))).toBe(18);
  });

  it('a 29 February birthday counts from 1 March in other years, and on the day in leap years', () => {
    expect(ageOn('2008-02-29', on('2026-02-28'))).toBe(17);
    expect(ageOn('2008-02-29', on('2026-03-01'))).toBe(18);
    expect(ageOn('2008-02-29', on('2028-02-28'))).toBe(19);
    expect(ageOn('2008-02-29', on('2028-02-29'))).toBe(20);
  });

  it('uses the UTC calendar day', () => {
    expect(ageOn('2008-06-15', new Date('2026-06-14T23:59:59Z'))).toBe(17);
    expect(ageOn('2008-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(18);
  });

  it('is 0 on the day of birth and negative before it', () => {
    expect(ageOn('2026-03-10', on('2026-03-10'))).toBe(0);
    expect(ageOn('2026-03-11', on('2026-03-10'))).toBe(-1);
  });

  it('the under-13 line', () => {
    expect(ageOn('2013-09-01', on('2026-08-31'))).toBe(12);
    expect(ageOn('2013-09-01', on('2026-09-01'))).toBe(13);
  });
});

describe('isCommonPassword', () => {
  it.each(['password', 'password123', 'iloveyou1', 'qwertyuiop', 'sunshine1', '12345678'])('%s is common', async (password) => {
    expect(await isCommonPassword(password)).toBe(true);
  });

  it('ignores capitals', async () => {
    expect(await isCommonPassword('PassWord123')).toBe(true);
    expect(await isCommonPassword('ILOVEYOU1')).toBe(true);
  });

  it.each(['moonlit-otter-lantern', 'q7#Lm2vX', 'correct horse battery staple', 'Storyloom at bedtime, 2026!'])(
    '%s is not common',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false);
    },
  );

  it('the policy is 8 to 128 characters', () => {
    expect(passwordPolicy).toEqual({ minLength: 8, maxLength: 128 });
  });
});
