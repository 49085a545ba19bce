/** How children's details read on screen. */
import { pronounOptions } from '@shared/schemas/children.ts';
import type { ReadingLevel } from '@shared/reading.ts';
import { wordsPerMinute } from '@shared/reading.ts';
import { readingLevelLabel } from '../../content/reading-levels.ts';

/** "dark-brown" → "Dark brown". */
export const optionLabel = (value: string) => {
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const ageLabel = (age: number) => (age < 1 ? 'Under a year old' : `${age} ${age === 1 ? 'year' : 'years'} old`);

export const pronounLabel = (pronouns: keyof typeof pronounOptions) => pronounOptions[pronouns];

export const levelWithSpeed = (level: ReadingLevel) => `${readingLevelLabel(level)} · ${wordsPerMinute(level)} words a minute`;

/** Possessive of a child's name for headings and labels ("Mia’s", "James’"). */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}’` : `${name}’s`);
