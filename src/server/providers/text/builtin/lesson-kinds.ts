/**
 * The kind of lesson a parent's words name ("it is fine to ask for help" is about helping), so a
 * tale can show that lesson in action at its turn (a paragraph tagged `@lesson-helping `).
 */
import type { LessonId } from './library/types.ts';
import { parseTemplate } from './template.ts';

/** Lower-case fragments that name each kind of lesson in a parent's words. */
const lessonKeywords: Readonly<Record<LessonId, readonly string[]>> = {
  sharing: ['shar', 'turns', 'taking turns', 'generous', 'greedy', 'mine'],
  kindness: ['kind', 'nice', 'gentle', 'caring', 'care for', 'compassion', 'empathy', 'mean'],
  bravery: ['brave', 'courage', 'scared', 'fear', 'afraid', 'bold', 'nervous', 'shy', 'dark'],
  'trying-again': ['try', 'again', 'give up', 'giving up', 'mistake', 'persever', 'practi', 'fail', 'keep going', 'resilien', 'perfect'],
  patience: ['patien', 'wait', 'hurry', 'rush', 'slow down'],
  honesty: ['honest', 'truth', 'lie', 'lying', 'fib', 'sorry', 'own up'],
  teamwork: ['team', 'together', 'cooperat', 'each other', 'work with', 'collaborat'],
  listening: ['listen', 'hear', 'interrupt', 'attention'],
  gratitude: ['thank', 'grateful', 'gratitude', 'appreciat', 'manners', 'please'],
  'being-yourself': ['yourself', 'different', 'unique', 'special', 'who you are', 'confiden', 'proud', 'self'],
  'calm-feelings': ['calm', 'angry', 'anger', 'feeling', 'breath', 'worry', 'tantrum', 'upset', 'cross', 'frustrat', 'sleep', 'relax'],
  helping: ['help', 'helpful', 'others', 'chores', 'community', 'tidy'],
};

/** The kind of lesson the parent's words name; the earliest idea in them wins ("be kind to others" is about kindness). */
export function lessonFor(text: string | undefined): LessonId | undefined {
  const lower = text?.toLowerCase().trim();
  if (!lower) return undefined;
  let best: { id: LessonId; index: number; length: number } | undefined;
  for (const [id, keywords] of Object.entries(lessonKeywords) as Array<[LessonId, readonly string[]]>) {
    for (const keyword of keywords) {
      const index = lower.search(new RegExp(`\\b${keyword}`));
      if (index < 0) continue;
      if (!best || index < best.index || (index === best.index && keyword.length > best.length)) best = { id, index, length: keyword.length };
    }
  }
  return best?.id;
}

/** Whether a paragraph is written for this kind of lesson: one of its tags is `lesson-<kind>`, alone or joined by `+`. */
export function actsLesson(paragraph: string, kind: LessonId): boolean {
  return parseTemplate(paragraph).tags.some((tag) => tag.split('+').includes(`lesson-${kind}`));
}
