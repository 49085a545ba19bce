/**
 * Community library rules both sides use (docs/product.md "Sharing"): statuses, report reasons,
 * the age band a reading level stands for, and how many cards a page of the library holds.
 */
import type { ReadingLevel } from './reading.ts';

export const libraryStatuses = ['pending', 'approved', 'rejected', 'hidden'] as const;
export type LibraryStatus = (typeof libraryStatuses)[number];

/** Reports from this many different parents hide a story until an admin reviews it. */
export const reportsToHide = 3;

export const libraryPageSize = 12;

export const reportReasonIds = ['inappropriate', 'personal-information', 'other'] as const;
export type ReportReason = (typeof reportReasonIds)[number];

export const librarySorts = ['newest', 'loved'] as const;

const agesByLevel: Record<ReadingLevel, string> = {
  toddler: 'Ages 0–2',
  'pre-reader': 'Ages 3–4',
  'early-reader': 'Ages 5–6',
  'emergent-reader': 'Ages 7–8',
  'transitional-reader': 'Ages 9–10',
  'fluent-reader': 'Ages 11–12',
  'advanced-reader': 'Ages 13–16',
  'teen-reader': 'Age 17',
  'sophisticated-reader': 'Ages 18+',
};

export function ageBandOf(level: ReadingLevel): string {
  return agesByLevel[level];
}
