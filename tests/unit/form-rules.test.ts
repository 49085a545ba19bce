import { describe, expect, it } from 'vitest';
import { emailMaxLength, isEmailAddress } from '../../src/shared/email.ts';
import { displayNameProblem, displayNameMessages } from '../../src/shared/names.ts';
import { passwordLengthProblem, passwordPolicy, passwordRuleMessages } from '../../src/shared/password-policy.ts';
import { contactRequest } from '../../src/shared/schemas/contact.ts';
import { newsletterSubscribeRequest } from '../../src/shared/schemas/newsletter.ts';
import { parentConsentEmailRequest } from '../../src/shared/schemas/account.ts';
import { checkWith, issuesToErrors } from '../../src/web/lib/form.ts';

describe('the one email rule', () => {
  it('accepts an address with a domain, ignoring surrounding spaces', () => {
    expect(isEmailAddress('parent@example.com')).toBe(true);
    expect(isEmailAddress('  parent+stories@mail.example.co.uk ')).toBe(true);
  });

  it.each(['', '   ', 'parent.example.com', 'parent@', '@example.com', 'parent@example', 'two words@example.com', 'a@b@c.com'])(
    'refuses %j',
    (value) => expect(isEmailAddress(value)).toBe(false),
  );

  it('refuses an address longer than an address can be', () => {
    // '@example.com' is 12 characters.
    expect(isEmailAddress(`${'a'.repeat(emailMaxLength - 12)}@example.com`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(emailMaxLength - 11)}@example.com`)).toBe(false);
  });

  it('is the rule of every request schema that takes an address', () => {
    for (const address of ['parent@example', 'parent@example.com']) {
      const expected = isEmailAddress(address);
      expect(newsletterSubscribeRequest.safeParse({ email: address }).success).toBe(expected);
      expect(parentConsentEmailRequest.safeParse({ parentEmail: address }).success).toBe(expected);
      const contact = { name: 'Sam', email: address, subject: 'general', message: 'A question about stories.' };
      expect(contactRequest.safeParse(contact).success).toBe(expected);
    }
  });
});

describe('the one password policy', () => {
  it('asks for 8 to 128 characters of anything', () => {
    expect(passwordLengthProblem('a'.repeat(passwordPolicy.minLength - 1))).toBe(passwordRuleMessages.tooShort);
    expect(passwordLengthProblem('a'.repeat(passwordPolicy.minLength))).toBeNull();
    expect(passwordLengthProblem('🌙'.repeat(4))).toBeNull();
    expect(passwordLengthProblem('a'.repeat(passwordPolicy.maxLength + 1))).toBe(passwordRuleMessages.tooLong);
  });
});

describe('display names', () => {
  it('follow the letters-and-punctuation rule of children’s names', () => {
    expect(displayNameProblem('Robin Q. Parent')).toBeNull();
    expect(displayNameProblem('Zoë O’Brien-Ngata')).toBeNull();
    expect(displayNameProblem('<img src=x>')).toBe(displayNameMessages.characters);
    expect(displayNameProblem('<Sam')).toBe(displayNameMessages.characters);
    expect(displayNameProblem('   ')).toBe(displayNameMessages.missing);
    expect(displayNameProblem('R'.repeat(121))).toBe(displayNameMessages.tooLong);
  });
});

describe('form checks from a zod schema', () => {
  it('gives the first message of each field, keyed by its path', () => {
    const result = checkWith(contactRequest, { name: '', email: 'nope', subject: 'general', message: 'short' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Please tell us your name.',
        email: 'Please enter a valid email address.',
        message: 'Please write at least 10 characters so we can help.',
      },
    });
  });

  it('gives the parsed data when the values pass', () => {
    const result = checkWith(contactRequest, { name: ' Sam ', email: 'sam@example.com', subject: 'general', message: 'A question about stories.' });
    expect(result).toEqual({ ok: true, data: { name: 'Sam', email: 'sam@example.com', subject: 'general', message: 'A question about stories.' } });
  });

  it('joins nested paths with dots and keeps the first issue', () => {
    expect(
      issuesToErrors([
        { path: ['favourites', 'colour'], message: 'first' },
        { path: ['favourites', 'colour'], message: 'second' },
        { path: [], message: 'whole form' },
      ]),
    ).toEqual({ 'favourites.colour': 'first', form: 'whole form' });
  });
});
