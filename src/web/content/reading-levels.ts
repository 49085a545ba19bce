/** A reading level as parents read it: "early-reader" → "Early reader"; "pre-reader" keeps its hyphen. */
export function readingLevelLabel(level: string): string {
  if (level === 'pre-reader') return 'Pre-reader';
  return level.charAt(0).toUpperCase() + level.slice(1).replace('-', ' ');
}
