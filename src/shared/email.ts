/**
 * The one email rule of Storyloom, for the server's schemas and the web's forms alike. It stays
 * free of zod so the footer's newsletter form can use it without pulling a validation library
 * into the landing page's first load.
 */

/** RFC 5321 limits a forward path to 256 octets including the angle brackets. */
export const emailMaxLength = 254;

/** Something, an @, and a domain with a dot; no spaces. Delivery is the real test. */
const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether `value` (surrounding spaces ignored) reads as an email address. */
export function isEmailAddress(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= emailMaxLength && emailShape.test(trimmed);
}
