import { describe, expect, it } from 'vitest';
import { formatLongDate, formatRelativeTime } from '@shared/dates.ts';

const now = new Date('2026-11-22T12:00:00Z');
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);

describe('formatRelativeTime', () => {
  it.each([0, 1, 5, 9.4])('says "just now" %s seconds either side of now', (seconds) => {
    expect(formatRelativeTime(ago(seconds * second), now)).toBe('just now');
    expect(formatRelativeTime(ahead(seconds * second), now)).toBe('just now');
  });

  it.each([
    [10 * second, '10 seconds ago'],
    [59 * second, '59 seconds ago'],
    [60 * second, '1 minute ago'],
    [5 * minute, '5 minutes ago'],
    [59 * minute, '59 minutes ago'],
    [1 * hour, '1 hour ago'],
    [3 * hour, '3 hours ago'],
    [23 * hour, '23 hours ago'],
    [1 * day, 'yesterday'],
    [2 * day, '2 days ago'],
    [6 * day, '6 days ago'],
    [14 * day, '2 weeks ago'],
    [45 * day, 'last month'],
    [90 * day, '3 months ago'],
    [365 * day, 'last year'],
    [3 * 365 * day, '3 years ago'],
  ])('%i ms ago reads "%s"', (ms, expected) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(expected);
  });

  it.each([
    [30 * second, 'in 30 seconds'],
    [10 * minute, 'in 10 minutes'],
    [5 * hour, 'in 5 hours'],
    [1 * day, 'tomorrow'],
    [3 * day, 'in 3 days'],
    [120 * day, 'in 4 months'],
    [2 * 365 * day, 'in 2 years'],
  ])('%i ms ahead reads "%s"', (ms, expected) => {
    expect(formatRelativeTime(ahead(ms), now)).toBe(expected);
  });

  it('accepts ISO strings and timestamps as well as dates', () => {
    expect(formatRelativeTime(ago(2 * hour).toISOString(), now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(2 * hour).getTime(), now)).toBe('2 hours ago');
  });

  it('measures from the current time when no "now" is given', () => {
    expect(formatRelativeTime(new Date())).toBe('just now');
    expect(formatRelativeTime(new Date(Date.now() - 3 * day))).toBe('3 days ago');
  });
});

describe('formatLongDate', () => {
  it('writes a long English date', () => {
    expect(formatLongDate(new Date('2026-03-05T12:00:00Z'))).toBe('March 5, 2026');
    expect(formatLongDate('2026-11-22T12:00:00Z')).toBe('November 22, 2026');
    expect(formatLongDate(Date.UTC(2026, 0, 1, 12))).toBe('January 1, 2026');
  });
});
