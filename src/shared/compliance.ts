/** Child-privacy rules shared by the route guards and the API (docs/product.md §4, docs/product.md). */

export interface ComplianceFields {
  birthDate?: string | null;
  ageVerifiedAt?: string | null;
  parentalConsentVerified?: boolean | null;
}

/** docs/product.md §4: needs verification when consent is not set and either birthDate or ageVerifiedAt is missing. */
export function needsChildPrivacyVerification(user: ComplianceFields): boolean {
  return !user.parentalConsentVerified && (!user.birthDate || !user.ageVerifiedAt);
}

/** Full years between a YYYY-MM-DD birth date and `today` (a person turns a year older on their birthday). */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export const adultAge = 18;
export const coppaAge = 13;

/** The version of the children's privacy notice consents are recorded against. */
export const privacyNoticeVersion = '2026-11';

export const maxComplianceRedirects = 3;
