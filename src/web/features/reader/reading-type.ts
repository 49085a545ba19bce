/**
 * Type set for the reading level: the youngest get the biggest letters and the fewest words per
 * line. The reader's own text-size choice scales it.
 */
import type { ReadingLevel } from '@shared/reading.ts';

const sizes: Record<ReadingLevel, { rem: number; measure: string }> = {
  toddler: { rem: 1.8, measure: '18ch' },
  'pre-reader': { rem: 1.6, measure: '22ch' },
  'early-reader': { rem: 1.45, measure: '28ch' },
  'emergent-reader': { rem: 1.35, measure: '32ch' },
  'transitional-reader': { rem: 1.25, measure: '34ch' },
  'fluent-reader': { rem: 1.2, measure: '38ch' },
  'advanced-reader': { rem: 1.15, measure: '40ch' },
  'teen-reader': { rem: 1.1, measure: '42ch' },
  'sophisticated-reader': { rem: 1.1, measure: '42ch' },
};

/** Font size and line length of a page's text, as inline style. */
export function pageTextStyle(level: ReadingLevel | undefined, scale: number): { fontSize: string; maxWidth: string } {
  const size = sizes[level ?? 'early-reader'];
  return { fontSize: `${(size.rem * scale).toFixed(3)}rem`, maxWidth: size.measure };
}
